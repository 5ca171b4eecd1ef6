import ShortcutSimCore

extension ScenarioParser {
    static let directives = ["next:", "not:", "never:", "count N:"]

    mutating func parseExpectations() {
        guard let section = sections["expect"] else { return }
        if section.lines.isEmpty {  // only comments, or nothing: it reads as if something were checked
            warning(section.header.contentLocation, "'expect:' has no lines: the scenario checks only its defects",
                    notes: ["list the events the trace must show below it, indented, one per line, or remove it"])
        }
        for line in section.lines {
            if isStopped { break }
            guard var tokens = attempt({ () throws(DiagnosticError) in try Tokenizer.tokens(of: line) }), !tokens.isEmpty else { continue }
            tokens = Self.splittingGluedDirective(tokens)
            let written = tokens
            let lineStart = tokens[0].location  // failures are reported where the line starts, directive included
            var directive = Expectation.Directive.inOrder
            switch tokens[0].raw {
            case "next:": directive = .next; tokens.removeFirst()
            case "not:": directive = .not; tokens.removeFirst()
            case "never:": directive = .never; tokens.removeFirst()
            case "count" where tokens.count >= 3 && Int(tokens[1].raw) != nil && tokens[2].raw.hasPrefix(":"):
                // `count 1 : route Search`: the directive with a space before its colon.
                reportSpaceBeforeColon(key: "count \(tokens[1].raw)", endingAt: tokens[1], colonAndValue: Array(tokens.dropFirst(2)))
                continue
            case let word where tokens.count >= 2 && ["next", "not", "never"].contains(word) && tokens[1].raw.hasPrefix(":"):
                // `never : route Search`: the directive with a space before its colon.
                reportSpaceBeforeColon(key: word, endingAt: tokens[0], colonAndValue: Array(tokens.dropFirst()))
                continue
            case "count":
                guard tokens.count >= 2, tokens[1].raw.hasSuffix(":"), let count = Int(tokens[1].raw.dropLast()), count >= 0 else {
                    // `count 2 route Search`: the directive without its colon.
                    let colonless = tokens.count >= 3 && Int(tokens[1].raw).map { $0 >= 0 } == true
                    // `count -1:`, `count 99999999999999999999:`: a number, but no count a trace can have.
                    let number = tokens.count >= 2 ? String(tokens[1].raw.hasSuffix(":") ? tokens[1].raw.dropLast() : tokens[1].raw[...]) : ""
                    let digits = number.drop { $0 == "-" || $0 == "+" }
                    let outOfRange = !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber) && (number.hasPrefix("-") || Int(number) == nil)
                    error(outOfRange ? tokens[1].location : tokens[0].location,
                          outOfRange ? "expected 'count N:' with N from 0, the number of matching events, found '\(number)'"
                                     : "expected 'count N:' with a whole number, such as 'count 1: route Search'",
                          notes: colonless ? ["did you mean 'count \(tokens[1].raw): \(Self.phrase(Array(tokens.dropFirst(2))))'?"]
                            : outOfRange ? ["a trace has no negative count, nor one past \(Int.max); 'count 0:' is the same as 'never:'"] : [])
                    continue
                }
                directive = .count(count)
                tokens.removeFirst(2)
            case let word where tokens.count >= 2 && ["next", "not", "never"].contains(word.lowercased()):
                // `not route Search`: the directive without its colon.
                error(tokens[0].location, "unknown event '\(word)'",
                      notes: ["did you mean '\(word.lowercased()): \(Self.phrase(Array(tokens.dropFirst())))'?",
                              "the directives are " + Self.directives.joined(separator: ", ") + "; a line without one matches in order"])
                continue
            default:
                // `cuont 2:` or `Count 2:`: a misspelled count directive, not an event of that name.
                if tokens.count >= 2, tokens[1].raw.hasSuffix(":"), let count = Int(tokens[1].raw.dropLast()),
                   !tokens[0].raw.hasSuffix(":"), EventVocabulary.entry(named: tokens[0].raw) == nil,
                   let directive = Suggestion.closest(to: tokens[0].raw, in: ["count"]) {
                    error(tokens[0].location, "unknown directive '\(tokens[0].raw) \(tokens[1].raw)'",
                          notes: ["did you mean '\(directive) \(count):'?",
                                  "the directives are " + Self.directives.joined(separator: ", ") + "; a line without one matches in order"])
                    continue
                }
                if tokens[0].raw.hasSuffix(":") {
                    // `state: active`: an event name written as a header, its subject as the value.
                    let event = String(tokens[0].raw.dropLast())
                    let asEvent = EventVocabulary.entry(named: event) != nil && tokens.count > 1
                        ? ["did you mean '\(event) \(Self.phrase(Array(tokens.dropFirst())))'? the event's words follow its name without a colon"] : []
                    // `refired: route Search`: a defect's name used as a directive; defects have their own section.
                    let asDefect = DefectKind(rawValue: event).map { kind in
                        ["'\(kind.rawValue)' is a defect, not a directive: list it under 'defects:' as '\(kind.rawValue) TYPE'; "
                            + "the engine finds it by itself, whatever 'expect:' says"]
                    } ?? []
                    error(tokens[0].location, "unknown directive '\(tokens[0].raw)'",
                          notes: asEvent + asDefect + Self.didYouMean(tokens[0].raw, ["next:", "not:", "never:", "count:"])
                            + ["the directives are " + Self.directives.joined(separator: ", ") + "; a line without one matches in order"])
                    continue
                }
            }
            // `never: next: route Search`: a second directive, read as an event name it is not.
            if let second = tokens.first, second.raw == "count" || ["next:", "not:", "never:"].contains(second.raw), directive != .inOrder {
                let first = Self.phrase(Array(written.prefix(written.count - tokens.count)))
                let other = second.raw == "count" && tokens.count > 1 ? "count \(tokens[1].raw)" : second.raw
                error(second.location, "expected an event after '\(first)', found the directive '\(other)'",
                      notes: ["a line takes one directive: keep '\(first)' or '\(other)', whichever says what you mean"])
                continue
            }
            guard var pattern = eventPattern(tokens, end: line.location(column: line.contentEnd + 1)) else { continue }
            pattern.location = lineStart
            if case .inOrder = directive {} else if case .next = directive {} else if pattern.time != nil {
                error(tokens[0].location, "a time only goes with an in-order or 'next:' line")
                continue
            }
            if !checkLifecycle(of: pattern, directive: directive, at: lineStart) { continue }
            let subjectIndex = pattern.time == nil ? 1 : 2  // the word after the event's name
            let subjectLocation = tokens.count > subjectIndex ? tokens[subjectIndex].location : lineStart
            if !checkDynamicTypes(of: pattern, directive: directive, at: subjectLocation) { continue }
            warnOfUnselectedType(in: pattern, directive: directive, at: subjectLocation)
            scenario.expectations.append(Expectation(directive, pattern))
        }
        checkOrderingDirectives()
    }

    /// Reports ordering directives that cannot mean what they seem, once the lines are read:
    /// - a `not:` line whose next line that matches in order is a `next:` line can never fail, since
    ///   `next:` leaves no event between the two matches: an error at the `not:` line;
    /// - a `next:` line after only `never:` and `count N:` lines, which match anywhere in the trace and
    ///   set no position: it means the first event of the trace, not the event after the line above
    ///   it. A warning, since the first event may be what is meant; written first, it reads so.
    private mutating func checkOrderingDirectives() {
        let expectations = scenario.expectations
        var positioned = false  // whether a line that matches in order came before
        for (index, expectation) in expectations.enumerated() {
            switch expectation.directive {
            case .not:
                guard let following = expectations[(index + 1)...].first(where: { $0.directive == .inOrder || $0.directive == .next }),
                      following.directive == .next else { continue }
                error(expectation.pattern.location, "'not: \(expectation.pattern.words)' can never fail: the 'next:' line after it (line \(following.pattern.location.line)) leaves no event between the two matches",
                      notes: ["'not:' forbids an event between the previous match and the next one; remove 'next:' from line \(following.pattern.location.line) to let other events come between, or remove this line"])
            case .next where !positioned && index > 0:
                let above = expectations[index - 1]
                let directive = if case .count(let count) = above.directive { "count \(count):" } else { "never:" }
                warning(expectation.pattern.location, "this 'next:' line matches the first event of the trace: the lines above it ('\(directive)' at line \(above.pattern.location.line)) match anywhere in the trace and set no position",
                        notes: ["to expect the event right after another, write that event as a line without a directive above this one; to expect the first event, move this line to the top of 'expect:'"])
                positioned = true
            case .inOrder, .next:
                positioned = true
            default:
                continue
            }
        }
    }

    /// Events of one lifecycle never occur in the other: the scene delegate's callbacks and
    /// `configurationForConnecting` belong to the scene lifecycle (rules B1–B4), and with scenes
    /// UIKit sends the app delegate neither `performActionFor` (B3.1) nor its activation callbacks
    /// (A7.5). A line that expects such an event where the scenario never runs its lifecycle can
    /// never pass, so it is an error (with `lifecycle: both`, it fails on the runs of the other
    /// lifecycle); one that forbids a scene event in an app-delegate scenario always holds, so it is
    /// a warning. Your own app (no `app:` section) is not checked.
    private mutating func checkLifecycle(of pattern: EventPattern, directive: Expectation.Directive, at location: SourceLocation) -> Bool {
        guard declaresApp, let eventLifecycle = EventVocabulary.onlyLifecycle(recording: pattern.words.name) else { return true }
        let lifecycles: [ScenarioVariation.Lifecycle] = scenario.variation.lifecycles.isEmpty
            ? [scenario.app.usesScenes ? .scenes : .appDelegate] : scenario.variation.lifecycles
        guard let missing = lifecycles.first(where: { $0 != eventLifecycle }) else { return true }
        let name = pattern.words.name
        let because = eventLifecycle == .scenes
            ? "it belongs to the scene lifecycle (B1–B4)"
            : "with scenes UIKit does not call the app delegate's \(name == "app.performAction" ? "performActionFor (B3.1)" : "activation callbacks (A7.5)")"
        switch directive {
        case .never, .not, .count(0):
            // With 'both' it means something on the other runs; and a scene-based scenario that forbids
            // performActionFor or the activation callbacks pins B3.1 or A7.5 down, which is worth saying.
            guard lifecycles.count == 1, eventLifecycle == .scenes else { return true }
            warning(location, "'\(name)' never occurs in \(missing.scenarioName), so this line always holds: \(because)",
                    notes: [Self.lifecycleNote(for: eventLifecycle)])
            return true
        default:
            let scope = lifecycles.count == 1 ? "in \(missing.scenarioName)" : "in the \(missing.runsName) of 'lifecycle: both'"
            error(location, "'\(name)' never occurs \(scope), so this line cannot pass: \(because)",
                  notes: [lifecycles.count == 1 ? Self.lifecycleNote(for: eventLifecycle)
                          : "expect it in a scenario of its own with '\(eventLifecycle.headerValue)', or expect an event both lifecycles record, such as 'route'"])
            return false
        }
    }

    /// What to write so that the scenario runs the lifecycle that records the event.
    private static func lifecycleNote(for lifecycle: ScenarioVariation.Lifecycle) -> String {
        lifecycle == .scenes
            ? "the scenario's app uses the app delegate; write 'lifecycle: scenes' or 'lifecycle: both' to run it with scenes"
            : "the scenario's app uses scenes; write 'lifecycle: app-delegate' or 'lifecycle: both' to run it with the app delegate, or expect the scene's event"
    }

    mutating func parseExactTrace() {
        guard let section = sections["expect exactly"] else { return }
        scenario.exactTraceLocation = section.header.contentLocation
        var patterns: [EventPattern] = []
        for line in section.lines {
            if isStopped { break }
            guard let written = attempt({ () throws(DiagnosticError) in try Tokenizer.tokens(of: line) }), !written.isEmpty else { continue }
            let tokens = Self.splittingGluedDirective(written)
            if tokens[0].raw.hasSuffix(":") {
                error(tokens[0].location, "'expect exactly:' lists the whole trace, one event per line, without directives")
                continue
            }
            if let pattern = eventPattern(tokens, end: line.location(column: line.contentEnd + 1)) { patterns.append(pattern) }
        }
        scenario.exactTrace = patterns
    }

    /// A note for several defects written on one line and separated by commas, as `rules:` and
    /// `routes:` separate theirs (`lost Search, twice Compose`): `defects:` takes one per line, so the
    /// note shows the lines to write. Nil when the line is not such a list.
    static func listedDefectsNote(_ tokens: [Token], kinds: [String]) -> [String]? {
        let words = tokens.map(\.raw).joined(separator: " ")
        let parts = words.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count > 1,
              parts.allSatisfy({ part in kinds.contains { part.hasPrefix($0 + " ") } }) else { return nil }
        return ["'defects:' lists one defect per line: write " + parts.map { "'\($0)'" }.joined(separator: ", then ") + " on lines of their own"]
    }

    /// A note for one defect kind written with several declared types (`lost Search Scan`,
    /// `lost Search,Scan`): each type is a defect of its own, on a line of its own. Nil otherwise.
    static func severalTypesNote(_ words: ArraySlice<Token>, kind: DefectKind, declared: [String]) -> [String]? {
        let types = words.flatMap { $0.isQuoted ? [$0.raw] : $0.raw.split(separator: ",").map(String.init) }
        guard types.count > 1, types.allSatisfy({ declared.contains($0) }) else { return nil }
        return ["'defects:' lists one defect per line: write " + types.map { "'\(kind.rawValue) \($0)'" }.joined(separator: ", then ") + " on lines of their own"]
    }

    mutating func parseDefects() {
        guard let section = sections["defects"] else { return }
        if section.lines.isEmpty {
            warning(section.header.contentLocation, "'defects:' lists nothing: remove it, or list the defects the scenario reproduces",
                    notes: ["an empty 'defects:' is the same as none: every defect the runs show fails the scenario, or is a warning when UIKit tolerates it"])
        }
        let kinds = DefectKind.allCases.map(\.rawValue)
        let declared = knownTypes
        for line in section.lines {
            if isStopped { break }
            guard let tokens = attempt({ () throws(DiagnosticError) in try Tokenizer.tokens(of: line) }), !tokens.isEmpty else { continue }
            guard let kind = DefectKind(rawValue: tokens[0].raw) else {
                error(tokens[0].location, "unknown defect '\(tokens[0].raw)'",
                      notes: Self.didYouMean(tokens[0].raw, kinds) + ["the defects are " + kinds.joined(separator: ", ")])
                continue
            }
            guard tokens.count == 2 else {
                error(tokens.count < 2 ? line.location(column: line.contentEnd + 1) : tokens[2].location,
                      "expected 'DEFECT TYPE', such as 'lost Search' or 'lost \"New note\"'",
                      notes: Self.listedDefectsNote(tokens, kinds: kinds) ?? Self.severalTypesNote(tokens.dropFirst(), kind: kind, declared: declared)
                          ?? Self.spacedTypeNote(tokens.dropFirst(), declared: declared) { "\(kind.rawValue) \($0)" })
                continue
            }
            guard let type = shortcutType(tokens[1]) else { continue }
            guard mayName(type, known: declared) else {
                error(tokens[1].location, "'\(type)' is not a declared shortcut type",
                      notes: Self.severalTypesNote(tokens.dropFirst(), kind: kind, declared: declared) ?? Self.didYouMeanType(type, declared))
                continue
            }
            // `before-root` is measured against the milestone named `root`: an app that calls its root container
            // anything else (`milestone tabBar:`) never shows it, so the line could only fail, for a reason it does not show.
            if kind == .beforeRoot, declaresApp, scenario.app.rootMilestone == nil {
                let others = scenario.app.milestones.map(\.milestone.name)
                error(tokens[0].location, "'before-root' is routing before the milestone named 'root', and this app declares no 'root' milestone",
                      notes: [others.isEmpty
                        ? "declare when the root container exists, as in 'milestone root: 3s after launch' (seed 003)"
                        : "the app's milestones are \(others.joined(separator: ", ")): name the one that is the root container 'root', as in 'milestone root: 3s after launch' (seed 003)"])
                continue
            }
            let expectation = DefectExpectation(kind: kind, shortcutType: type, location: tokens[0].location)
            if let first = scenario.expectedDefects.first(where: { $0.signature == expectation.signature }) {
                error(tokens[0].location, "defect '\(expectation.signature)' is listed twice", notes: ["the first one is at line \(first.location.line)"])
                continue
            }
            scenario.expectedDefects.append(expectation)
        }
    }

    /// Parses `[TIME] NAME [SUBJECT] [key=value ...] [-> RESULT]` and checks every word against the vocabulary.
    mutating func eventPattern(_ tokens: [Token], end: SourceLocation) -> EventPattern? {
        var tokens = tokens[...]
        let start = tokens.first?.location  // the time, if given, is part of the pattern
        var time: VirtualInstant?
        if let first = tokens.first, first.raw.hasPrefix("-"), Self.isTime(String(first.raw.dropFirst())) {
            error(first.location, "expected a time from 0s, the start of the run, found '\(first.raw)'",
                  notes: ["a leading time is the event's virtual time, as the trace prints it: '\(first.raw.dropFirst()) \(Self.phrase(Array(tokens.dropFirst())))'"])
            return nil
        }
        if let first = tokens.first, first.raw.first?.isNumber == true {
            let parsed: VirtualDuration?
            do {
                parsed = try DurationSyntax.duration(first.raw, at: first.location)
            } catch {
                record(error.diagnostics)  // too large: that is the one error of the word
                return nil
            }
            guard let duration = parsed else {
                error(first.location, "expected a time such as 3s or 3.000s, or an event name")
                return nil
            }
            time = .start + duration
            tokens = tokens.dropFirst()
        }
        guard let nameToken = tokens.first else {
            error(end, time == nil ? "expected an event name" : "expected an event name after the time",
                  notes: ["such as 'app.didBecomeActive'; the events are listed in docs/scenario-format.md (Trace vocabulary)"])
            return nil
        }
        guard let entry = EventVocabulary.entry(named: nameToken.raw) else {
            error(nameToken.location, "unknown event '\(nameToken.raw)'",
                  notes: Self.eventSuggestion(for: nameToken.raw) + ["the events are listed in docs/scenario-format.md (Trace vocabulary)"])
            return nil
        }
        var words = EventWords(name: entry.name)
        var resultLocation: SourceLocation?
        var rest = Array(tokens.dropFirst()).splittingGluedArrows()
        // `route Search -> SearchPage at 3s`: the time written after the event; the trace has it first.
        if rest.count >= 2, rest[rest.count - 2].raw == "at", let time = rest.last, Self.isTime(time.raw) {
            let event = ([nameToken.raw] + rest.dropLast(2).map(\.raw)).joined(separator: " ")
            error(rest[rest.count - 2].location, "a time goes first on the line, as the trace prints it: '\(time.raw) \(event)'")
            return nil
        }
        // `route Search –> SearchPage`: an en dash, or another character drawn like '-' or '>', before the result.
        let beforeArrow = rest.prefix { $0.raw != "->" }
        if let (token, arrow) = beforeArrow.lazy.compactMap({ token in LookalikeArrow.first(in: token.raw).map { (token, $0) } }).first {
            let meant = ([nameToken.raw] + rest.map(\.raw)).joined(separator: " ").replacingOccurrences(of: arrow.written, with: "->")
            error(token.location(offset: arrow.offset), "'\(arrow.written)' is not the result arrow: write '->' before the result",
                  notes: arrow.notes + (entry.result != nil ? ["did you mean '\(meant)'?"] : ["'\(entry.name)' has no '->' result"]))
            return nil
        }
        if let arrow = rest.firstIndex(where: { $0.raw == "->" }) {
            guard entry.result != nil else {
                error(rest[arrow].location, "'\(entry.name)' has no '->' result")
                return nil
            }
            guard arrow + 2 == rest.count else {
                guard arrow + 2 < rest.count else {  // nothing after the arrow
                    error(rest[arrow].location, "expected exactly one word after '->'")
                    return nil
                }
                let extra = rest[arrow + 2]  // `route Search -> SearchPage 3s`: a time goes first
                let event = ([nameToken.raw] + rest[...(arrow + 1)].map(\.raw)).joined(separator: " ")
                error(extra.location, "expected exactly one word after '->'", notes: Self.misplacedTimeNote(extra.raw, event: event))
                return nil
            }
            let result = rest[arrow + 1]
            if entry.result == "true|false", result.raw != "true", result.raw != "false" {
                // `-> YES`, `-> NO`: Objective-C's BOOL; the trace prints Swift's.
                let meant = ["yes": "true", "no": "false", "true": "true", "false": "false"][result.raw.lowercased()]
                error(result.location, "'\(entry.name)' results are true or false, found '\(result.raw)'",
                      notes: meant.map { ["did you mean '-> \($0)'? the trace writes every returned BOOL as true or false"] } ?? [])
                return nil
            }
            if entry.name == "route", declaresApp, routesAreKnown, !destinations.contains(result.raw) {
                error(result.location, "no route leads to '\(result.raw)'",
                      notes: Self.didYouMean(result.raw, destinations)
                        + [destinations.isEmpty ? "the app declares no routes" : "the app's destinations: " + destinations.sorted().joined(separator: ", ")])
                return nil
            }
            words.result = result.raw
            resultLocation = result.location
            rest.removeSubrange(arrow...)
        }
        if let arrow = rest.first(where: { $0.raw == "=>" || $0.raw == "→" }) {
            error(arrow.location, "'\(arrow.raw)' is not the result arrow: write '->' before the result",
                  notes: ["an event line is '[TIME] NAME [SUBJECT] [key=value …] [-> RESULT]', such as 'route Search -> SearchPage'"])
            return nil
        }
        if let (key, value, location) = Self.spacedAttribute(in: rest) {
            error(location, "spaces around '=' split the attribute: write '\(key)=\(value)'",
                  notes: ["an event line is '[TIME] NAME [SUBJECT] [key=value …] [-> RESULT]': each attribute is one word, as the trace prints it"])
            return nil
        }
        for (index, token) in rest.enumerated() {
            // A word in quotes is a subject (`route "a=b"`), even when it holds '='.
            if !token.raw.hasPrefix("\""), let equals = token.raw.firstIndex(ofASCII: "=") {
                let key = String(token.raw[..<equals])
                var value = String(token.raw[token.raw.index(after: equals)...])
                if value.isEmpty, entry.attributes.contains(key) {
                    // `shortcut=`, `missing=`: nothing after the '=' would match only an event without the word, which none is.
                    error(token.location(offset: key.count + 1), "expected a value after '\(key)=', found none",
                          notes: ["write the value right after the '=', as the trace prints it" + (key == "shortcut" ? ", or 'shortcut=none' for an event without an item" : "")
                                  + "; leave out the attribute to match any value"])
                    return nil
                }
                let valueLocation = token.location(offset: key.count + 1)
                switch EventVocabulary.typeKind(ofAttribute: key) {
                case .shortcutType? where key == EventPattern.shortcutKey && value == ShortcutTypeSpelling.emptyList:
                    value = EventPattern.noShortcut  // `shortcut=none`, bare: no item; `shortcut="none"` is the type
                    warnOfTypeNamedNone(at: valueLocation)
                case .shortcutType?:  // `shortcut="New note"`: a type as the trace prints it
                    guard let type = shortcutType(Token(raw: value, location: valueLocation)) else { return nil }
                    value = type
                case .shortcutTypes?:  // `hidden="New note",Search`: compared as the trace prints the list
                    guard let types = shortcutTypeList(value, of: key, at: valueLocation) else { return nil }
                    value = ShortcutTypeSpelling.printedList(types)
                default:
                    if value.hasPrefix("\"") {  // `title="Bob Smith"`, as the trace prints a value with a space
                        guard let text = attempt({ () throws(DiagnosticError) in try Tokenizer.unquote(value, at: valueLocation) }) else { return nil }
                        value = text
                    }
                }
                guard entry.attributes.contains(key) else {
                    // `app.performAction shortcut=Search`: the launch methods carry the item as an attribute, these as their subject.
                    let typeAsSubject = ["shortcut", "type", "item", "shortcutItem"].contains(key)
                        && (entry.subject == .shortcutType || entry.subject == .shortcutTypes)
                    error(token.location, "'\(entry.name)' has no attribute '\(key)'",
                          notes: (typeAsSubject ? ["the shortcut type is its subject, the word right after the name: did you mean '\(entry.name) \(value)'?"]
                                    : Self.didYouMean(key, entry.attributes))
                            + [entry.attributes.isEmpty ? "it has no attributes" : "its attributes: " + entry.attributes.joined(separator: ", ")])
                    return nil
                }
                if let first = words.attributes.first(where: { $0.key == key }) {
                    error(token.location, "'\(key)' is given twice", notes: ["the first one says '\(key)=\(first.value)'; an event has each attribute once"])
                    return nil
                }
                guard checkAttribute(key, value, of: entry.name, at: valueLocation) else { return nil }
                if let other = words.attributes.first(where: { Self.attributesNeverTogether(entry.name, key, $0.key) }) {
                    error(token.location, "'\(entry.name)' never has both '\(other.key)' and '\(key)': each gives a different reason, and an event has one, "
                          + "so the line would never match", notes: ["keep the one the trace prints: '\(other.key)=…' or '\(key)=…'"])
                    return nil
                }
                words.attributes.append(EventWords.Attribute(key, value))
            } else {
                guard words.subject == nil else {
                    let event = "\(entry.name) \(words.subject!)"
                    error(token.location, "unexpected '\(token.raw)': '\(entry.name)' takes one subject, already given as '\(words.subject!)'",
                          notes: Self.misplacedTimeNote(token.raw, event: event) + Self.missingArrowNote(token.raw, of: entry, event: event))
                    return nil
                }
                let written = ([nameToken.raw] + rest[..<index].map(\.raw)).joined(separator: " ")
                guard let subject = subjectWord(token, of: entry),
                      checkSubject(token, subject, of: entry, after: written, following: rest[index...]) else { return nil }
                words.subject = subject
            }
        }
        if let resultLocation, !checkRouteLeads(words, at: resultLocation) { return nil }
        return EventPattern(words: words, time: time, location: start ?? nameToken.location)
    }

    /// Whether `route TYPE -> Destination` names a route the app declares: a route event comes only from
    /// a declared route of its type (C1.2), so `route Search -> Scanner`, where only `Scan` leads to
    /// `Scanner`, would never match, and under `never:` or `not:` would always hold. Reported at the
    /// destination. Not checked while the routes or a `plist:` had an error, whose routes are unknown.
    private mutating func checkRouteLeads(_ words: EventWords, at location: SourceLocation) -> Bool {
        guard words.name == "route", declaresApp, routesAreKnown, !hasBrokenPlist, let type = words.subject, let destination = words.result,
              knownTypes.contains(type), !typesOfBrokenLines.contains(type) else { return true }
        let routes = scenario.app.routes.filter { $0.shortcutType == type }
        guard !routes.contains(where: { $0.destinations.contains(destination) }) else { return true }
        let printed = ShortcutTypeSpelling.printed(type)
        let leads = routes.flatMap { route in route.destinations.map { "route \(printed) -> \($0)" } }
        let others = scenario.app.routes.filter { $0.destinations.contains(destination) }.map { ShortcutTypeSpelling.printed($0.shortcutType) }
        error(location, "no route leads from \(printed) to '\(destination)', so this line never matches a route event (C1.2)",
              notes: (leads.isEmpty ? ["the app declares no route for \(printed)"]
                      : ["did you mean " + leads.map { "'\($0)'" }.joined(separator: " or ") + "?"])
                + (others.isEmpty ? [] : ["'\(destination)' is where the app routes " + others.joined(separator: ", ")]))
        return false
    }

    /// The "did you mean" for an unknown event name. UIKit's own spelling of a callback
    /// (`app.applicationDidBecomeActive`, `app.performActionForShortcutItem`,
    /// `scene.windowScene(_:performActionFor:completionHandler:)`) gets the event that records it, and a
    /// note naming the method; any other name gets the closest event, if one is close.
    static func eventSuggestion(for written: String) -> [String] {
        if let appEvent = appEventForScenePrefix(written) { return appEvent }
        let uikit = uikitSpellingCandidates(written)
        let exact = uikit.filter { EventVocabulary.entry(named: $0) != nil }
        let meant = !exact.isEmpty ? exact : Suggestion.closest(to: written, in: EventVocabulary.names).map { [$0] }
            ?? uikit.lazy.compactMap { Suggestion.closest(to: $0, in: EventVocabulary.names) }.first.map { [$0] } ?? []
        guard !meant.isEmpty else { return [] }
        let signatures = meant.compactMap { name in
            EventVocabulary.entry(named: name).flatMap(uikitMethod(of:)).map { "UIKit's \($0) as '\(name)'" }
        }
        return ["did you mean " + meant.map { "'\($0)'" }.joined(separator: " or ") + "?"]
            + (uikit.isEmpty || signatures.isEmpty ? [] : ["the trace writes " + signatures.joined(separator: ", and ")])
    }

    /// `scene.completion`, `scene.setShortcutItems`: what a scene-based app does is recorded under `app.`,
    /// as in an app without scenes; only the scene delegate's callbacks are `scene.` events. Nil when the
    /// name does not start with `scene.` or no `app.` event has the rest of it.
    static func appEventForScenePrefix(_ written: String) -> [String]? {
        let prefix = "scene."
        guard written.hasPrefix(prefix) else { return nil }
        let appEvent = "app." + written.dropFirst(prefix.count)
        guard EventVocabulary.entry(named: appEvent) != nil else { return nil }
        let sceneEvents = EventVocabulary.names.filter { $0.hasPrefix(prefix) }.map { "'\($0)'" }.joined(separator: ", ")
        let completion = appEvent == "app.completion"
            ? " the completion handler is recorded as 'app.completion' in both lifecycles, whether UIKit passed it to performActionFor or to windowScene(_:performActionFor:completionHandler:) (A5.1)"
            : ""
        return ["did you mean '\(appEvent)'?" + completion, "'scene.' names only the scene delegate's callbacks: \(sceneEvents)"]
    }

    /// The event names a UIKit spelling of a callback may stand for, or none when the name is not one:
    /// without the `application`, `scene` or `windowScene` prefix, the argument labels of a Swift
    /// signature (`application(_:didFinishLaunchingWithOptions:)` is named by its first label),
    /// `WithOptions`, `ForShortcutItem` or `For`, in lower camel case. The prefix says whose event it is
    /// (`application` the app delegate's, `scene` the scene delegate's); without one or a participant,
    /// it may be either.
    static func uikitSpellingCandidates(_ written: String) -> [String] {
        let owners = ["application": "app", "windowScene": "scene", "scene": "scene"]
        let parts = written.split(separator: ".", maxSplits: 1).map(String.init)
        var member = parts.last ?? written
        var owner = parts.count == 2 ? parts[0] : nil
        var changed = false
        if let paren = member.firstIndex(of: "(") {
            let base = String(member[..<paren])
            let labels = member[member.index(after: paren)...].split { $0 == ":" || $0 == ")" }.filter { $0 != "_" }
            member = owners[base] != nil ? labels.first.map(String.init) ?? base : base
            owner = owners[base] ?? owner
            changed = true
        }
        for prefix in ["application", "windowScene", "scene"] where member.count > prefix.count && member.lowercased().hasPrefix(prefix.lowercased()) {
            member.removeFirst(prefix.count)
            owner = owners[prefix]
            changed = true
            break
        }
        for suffix in ["WithOptions", "ForShortcutItem", "For"] where member.count > suffix.count && member.hasSuffix(suffix) {
            member.removeLast(suffix.count)
            changed = true
            break
        }
        guard changed || owner == nil, let first = member.first else { return [] }
        member = first.lowercased() + member.dropFirst()
        return owner.map { ["\($0).\(member)"] } ?? ["app.\(member)", "scene.\(member)"]
    }

    /// The UIKit method an event records, as its summary names it first (`applicationDidBecomeActive(_:)`), or nil.
    static func uikitMethod(of entry: EventVocabulary.Entry) -> String? {
        guard entry.summary.first?.isLowercase == true, let close = entry.summary.firstIndex(of: ")") else { return nil }
        return String(entry.summary[...close])
    }

    /// The words of an expectation with a directive glued to its event split in two, as headers accept
    /// `profile:ios13`: `never:app.performAction` reads as `never: app.performAction`, and `count 2:route`
    /// as `count 2: route`. The first word splits when letters come before its colon (a directive, maybe
    /// misspelled), the second when digits do (the count); no event name has a colon.
    static func splittingGluedDirective(_ tokens: [Token]) -> [Token] {
        var tokens = tokens
        for (index, isPart) in [(0, { (c: Character) in c.isLetter }), (1, { (c: Character) in c.isNumber })] where index < tokens.count {
            let token = tokens[index]
            guard let colon = token.raw.firstIndex(ofASCII: ":"), colon > token.raw.startIndex, token.raw.index(after: colon) < token.raw.endIndex,
                  token.raw[..<colon].allSatisfy(isPart) else { continue }
            let directive = String(token.raw[...colon])
            tokens.replaceSubrange(index...index, with: [Token(raw: directive, location: token.location),
                                                        Token(raw: String(token.raw.dropFirst(directive.count)), location: token.location(offset: directive.count))])
        }
        return tokens
    }

    /// The first attribute written with spaces around its `=` (`shortcut = Search`, `shortcut= Search`,
    /// `shortcut =Search`): its key, its value and where it starts.
    static func spacedAttribute(in tokens: [Token]) -> (key: String, value: String, location: SourceLocation)? {
        for (index, token) in tokens.enumerated() where token.raw.containsText("=") && !token.isQuoted {
            let before = index > 0 && !tokens[index - 1].raw.containsText("=") ? tokens[index - 1] : nil
            let after = index + 1 < tokens.count && !tokens[index + 1].raw.containsText("=") ? tokens[index + 1] : nil
            if token.raw == "=", let before, let after { return (before.raw, after.raw, before.location) }
            if token.raw.hasSuffix("="), token.raw.count > 1, let after { return (String(token.raw.dropLast()), after.raw, token.location) }
            if token.raw.hasPrefix("="), token.raw.count > 1, let before { return (before.raw, String(token.raw.dropFirst()), before.location) }
        }
        return nil
    }

    /// Whether the scenario declares its app (an 'app:' section), so the names its expectations
    /// use (milestones, timers, screens, routes) can be checked against the declaration.
    var declaresApp: Bool { sections["app"] != nil }

    /// The names an event's subject may take in this scenario, with what they are, or nil where any name goes.
    private func knownNames(for event: String) -> (String, [String])? {
        let milestones = knownMilestones
        switch event {
        case "milestone", "milestone.undone", "user.reach", "user.undo":
            return ("milestone", milestones)
        case "app.timer":  // the declarative app's timers: the handling delays and main-queue turns it declares, and timed milestones
            let app = scenario.app
            func timers(_ trigger: HandlingTrigger, delay: AppTimer, turn: AppTimer) -> [String] {
                (trigger.delay != nil ? [delay.name] : []) + (trigger.onNextMainQueueTurn ? [turn.name] : [])
            }
            var launchItemTimers: [String] = []
            for trigger in app.launchItem.allTriggers {  // `handled after 1s for Search`: each type's own trigger
                for name in timers(trigger, delay: DeclarativeApp.launchItemTimer, turn: DeclarativeApp.launchItemTurn) where !launchItemTimers.contains(name) {
                    launchItemTimers.append(name)
                }
            }
            var actionTimers: [String] = []
            for trigger in app.performActionTriggers {
                for name in timers(trigger, delay: DeclarativeApp.actionTimer, turn: DeclarativeApp.actionTurn) where !actionTimers.contains(name) {
                    actionTimers.append(name)
                }
            }
            return ("timer", launchItemTimers + actionTimers + milestones)
        case "app.show":  // screens: before routing, the launch screen, and a route's missing milestone (seed 003)
            return ("screen", [scenario.app.beforeRouting, scenario.app.launchScreen].compactMap { $0 } + milestones)
        case "uikit.deprecated":
            return ("deprecated API", DeprecatedAPI.allCases.map(\.rawValue))
        case "user.openScene", "user.closeScene", "system.disconnectScene", "app.configurationForConnecting", "uikit.sessionDiscarded":
            return ("scene", sceneNames)
        case let name where name.hasPrefix("scene."):
            return ("scene", sceneNames)
        default:
            return nil
        }
    }

    /// The scenes the scenario can have: `main`, those with activation conditions, and those its steps name.
    private var sceneNames: [String] {
        var names = [SceneSession.firstSceneName] + scenario.app.sceneConditions.keys.sorted()
        func collect(_ steps: [Step]) {
            for step in steps {
                switch step.action {
                case .stimulus(.openScene(let name)), .stimulus(.closeScene(let name)), .stimulus(.disconnectScene(let name)):
                    if !names.contains(name) { names.append(name) }
                case .anyOrder(let inner): collect(inner)
                default: break
                }
            }
        }
        collect(scenario.steps)
        return names
    }

    /// Whether two attributes of an event never come together, since each names a different reason
    /// for it: an `app.drop` is for unreached milestones (`missing`), a newer action in the app's one
    /// pending item (`replacedBy`) or the app's own logic (`cause`); an `app.crash` is for unreached
    /// milestones or in a launch method (`in`). A pattern with both would pass under `never:`.
    static func attributesNeverTogether(_ event: String, _ key: String, _ other: String) -> Bool {
        let reasons: Set<String> = switch event {
        case "app.drop": ["missing", "replacedBy", "cause"]
        case "app.crash": ["missing", "in", "with"]
        default: []
        }
        return key != other && reasons.contains(key) && reasons.contains(other)
    }

    /// Warns at a bare `shortcut=none`, which asks for an event without an item, when the scenario
    /// declares a type named `none`: the writer may have meant it, which is `shortcut="none"`.
    private mutating func warnOfTypeNamedNone(at location: SourceLocation) {
        guard knownTypes.contains(ShortcutTypeSpelling.emptyList) else { return }
        warning(location, "'shortcut=none' matches an event without an item, not the type named none",
                notes: ["to name the declared type none, write it in quotes: 'shortcut=\"none\"', as the trace prints it"])
    }

    /// Checks an attribute's value against what the event can carry; reports and returns false when it cannot.
    private mutating func checkAttribute(_ key: String, _ value: String, of event: String, at location: SourceLocation) -> Bool {
        let choices: [String]
        switch key {
        case "title" where event == "home.menuRow", "subtitle":  // a row's text, as the menu shows it (localized, C1.5)
            return checkMenuRowText(key, value, at: location)
        case "icon":  // the icon a row shows, in the spelling of `icon=` (C1.4, C5.1)
            return checkMenuRowIcon(value, at: location)
        case "lines":  // the lines a row's title may use (C1.3)
            choices = ["1", "2"]
        case "shortcut":
            return value == EventPattern.noShortcut || checkTypes([value], at: location)  // `shortcut=none`: no item
        case "replacedBy":  // the newer action that took the place of a pending one (`one pending item`)
            return checkTypes([value], at: location)
        case "hidden":  // read by ``shortcutTypeList(_:of:at:)`` into its printed form
            return checkTypes(shortcutTypeList(value, of: key, at: location) ?? [], at: location)
        case "version", "count":
            guard let number = Int(value), number >= 0 else {
                error(location, "'\(key)' is a whole number, found '\(value)'")
                return false
            }
            // The trace prints numbers without a sign or leading zeros, and words are compared exactly.
            guard String(number) == value else {
                error(location, "expected '\(key)=\(number)', as the trace prints the number; found '\(key)=\(value)'",
                      notes: ["words are compared exactly: '\(value)' would never match"])
                return false
            }
            guard key == "count" || number >= 1 else {
                error(location, "'version' is a version number from 1, found '0'", notes: ["the first version installed is 'version=1'"])
                return false
            }
            return true
        case "missing", "with":  // the milestones an app lacked, or those whose code crashed, as the trace joins them
            guard let names = listElements(value, of: key, what: "milestone", at: location) else { return false }
            guard declaresApp else { return true }
            let known = knownMilestones
            for name in names where !known.contains(name) {
                error(location, "unknown milestone '\(name)'",
                      notes: Self.didYouMean(name, known) + [known.isEmpty ? "this scenario has no milestones" : "the milestones of this scenario: " + known.joined(separator: ", ")])
                return false
            }
            return true
        case "title":  // the title a `select TYPE "TITLE"` step named, as the trace prints it
            let titles = selectedTitles ?? stepTitles
            selectedTitles = titles
            guard !titles.contains(value) else { return true }
            error(location, "no step selects an item titled \(Self.quotedTitle(value))",
                  notes: Self.didYouMean(value, titles)
                    + [titles.isEmpty ? "the trace gives 'title=' only for a step 'select TYPE \"TITLE\"', and no step names a title"
                                      : "the titles the steps select: " + titles.map(Self.quotedTitle).joined(separator: ", ")])
            return false
        case "reason": choices = DropReason.allCases.map(\.rawValue)
        case "cause": choices = AppDropCause.allCases.map(\.rawValue)
        case "in" where event == "app.launchCrash": choices = [DelegateMethod.didFinishLaunching.rawValue, "willConnectTo"]  // `launch screen: … crashes`
        case "in": choices = [DelegateMethod.willFinishLaunching.rawValue, DelegateMethod.didFinishLaunching.rawValue]
        case "willFinishLaunching", "didFinishLaunching":
            choices = ["true", "false", "missing"]
            // `didFinishLaunching=YES`: Objective-C's BOOL, as for a result (`-> YES`).
            if let meant = ["yes": "true", "no": "false"][value.lowercased()] {
                error(location, "'\(key)' is one of \(choices.joined(separator: ", ")); found '\(value)'",
                      notes: ["did you mean '\(key)=\(meant)'? the trace writes every returned BOOL as true or false"])
                return false
            }
        case "forceTouch": choices = ForceTouchCapability.allCases.map(\.rawValue)
        case "system":
            let rows = SystemMenuRow.allCases.map(\.rawValue)
            guard let written = listElements(value, of: key, what: "system row", at: location) else { return false }
            for row in written where !rows.contains(row) {
                error(location, "unknown system row '\(row)'", notes: Self.didYouMean(row, rows) + ["the system rows: " + rows.joined(separator: ", ")])
                return false
            }
            return true
        case "rule":
            guard RuleCatalog.contains(RuleID(value)) else {
                error(location, "unknown rule '\(value)'", notes: Self.didYouMean(value, RuleCatalog.all.map(\.id.rawValue)))
                return false
            }
            return true
        case "scene":
            guard declaresApp, !SceneSession.isOpenedSceneName(value) else { return true }
            choices = sceneNames
        default:
            return true
        }
        guard choices.contains(value) else {
            error(location, "'\(key)' is one of \(choices.joined(separator: ", ")); found '\(value)'", notes: Self.didYouMean(value, choices))
            return false
        }
        return true
    }

    /// Checks the `title=` or `subtitle=` of a `home.menuRow` line against the texts the declared items
    /// show, localized as the menu shows them (C1.5): a text no row can show would never match, and
    /// under `never:` or `not:` would pass without checking anything. Unchecked after a broken plist,
    /// whose items are unknown.
    private mutating func checkMenuRowText(_ key: String, _ value: String, at location: SourceLocation) -> Bool {
        guard !hasBrokenPlist else { return true }
        let items = scenario.shortcuts.map(\.item)
        var shown: [String] = []
        for text in key == "title" ? items.map(\.localizedTitle) : items.compactMap(\.localizedSubtitle) where !shown.contains(text) { shown.append(text) }
        guard !shown.contains(value) else { return true }
        let translated = key == "title" ? titlesBeforeLocalization.values.joined().first { $0.written == value }?.shown : nil
        error(location, "no item shows the \(key) \(Self.quotedTitle(value)) in the menu",
              notes: (translated.map { ["the menu shows it localized through the strings table (C1.5): write '\(key)=\(Self.quotedTitle($0))'"] }
                      ?? Self.didYouMean(value, shown))
                + [shown.isEmpty ? "no declared item has a \(key)" : "the \(key)s the items show: " + shown.map(Self.quotedTitle).joined(separator: ", ")])
        return false
    }

    /// Checks the `icon=` of a `home.menuRow` line: `none`, a system icon by its case name (C5.1),
    /// `file:NAME` or `symbol:NAME` (C1.4), as the trace prints the icon a row shows.
    private mutating func checkMenuRowIcon(_ value: String, at location: SourceLocation) -> Bool {
        if value == EventVocabulary.noIcon || ShortcutIconType(rawValue: value) != nil { return true }
        for prefix in ["file:", "symbol:"] where value.hasPrefix(prefix) {
            guard value.count > prefix.count else {
                error(location, "expected a name after 'icon=\(prefix)', found none", notes: ["write the image's or the symbol's name, as in 'icon=\(prefix == "file:" ? "file:coupon" : "symbol:star.fill")'"])
                return false
            }
            return true
        }
        // `icon=UIApplicationShortcutIconTypeSearch` or `icon=Search`: the trace prints the case name.
        if let type = ShortcutIconType(plistName: value) ?? ShortcutIconType(ignoringCaseAndPrefix: value) {
            error(location, "expected 'icon=\(type.rawValue)', as the trace prints a system icon; found 'icon=\(value)'",
                  notes: ["words are compared exactly: the trace writes each of the 29 system icons by its case name (C5.1)"])
            return false
        }
        let names = ShortcutIconType.allCases.map(\.rawValue)
        error(location, "unknown icon '\(value)'",
              notes: Self.didYouMean(value, names)
                + ["a row's icon is 'none', one of the 29 system icons by its case name (C5.1), 'file:NAME' for a template image or 'symbol:NAME' for an SF Symbol (C1.4)"])
        return false
    }

    /// The elements of a comma-separated value as the trace joins them (`Search,Compose`, `missing=root,login`);
    /// nil, with an error, when one is empty (`Search,,Compose`, `Search,`), which no event would match.
    private mutating func listElements(_ value: String, of key: String?, what: String, at location: SourceLocation) -> [String]? {
        let elements = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard elements.contains("") else { return elements }
        error(location, "expected a \(what) on each side of every ',' in '\(key.map { "\($0)=" } ?? "")\(value)', found an empty one",
              notes: ["remove the extra ','; the trace joins the \(what)s with one ',' and no spaces"])
        return nil
    }

    /// The titles the steps select by (`select TYPE "TITLE"`), which the trace gives as `user.select TYPE title=TITLE`.
    private var stepTitles: [String] {
        var titles: [String] = []
        for (_, title) in stepSelections { if let title, !titles.contains(title) { titles.append(title) } }
        return titles
    }

    /// What the `select` steps select, in the order written, `any order:` blocks included.
    private var stepSelections: [(type: String, title: String?)] {
        var selections: [(type: String, title: String?)] = []
        func collect(_ steps: [Step]) {
            for step in steps {
                switch step.action {
                case .stimulus(.select(let type, let title)): selections.append((type, title))
                case .anyOrder(let inner): collect(inner)
                default: break
                }
            }
        }
        collect(scenario.steps)
        return selections
    }

    /// A title in a message, quoted as the step writes it.
    static func quotedTitle(_ title: String) -> String {
        "\"" + title + "\""
    }

    /// Whether a word is a time such as `3s` or `1.500s`.
    static func isTime(_ word: String) -> Bool {
        word.first?.isNumber == true && (try? DurationSyntax.duration(word, at: SourceLocation(file: "", line: 1, column: 1))) != nil
    }

    /// The note for a word after an event that is a time: an expectation gives its time first.
    static func misplacedTimeNote(_ word: String, event: String) -> [String] {
        isTime(word) ? ["a time goes first on the line, as the trace prints it: '\(word) \(event)'"] : []
    }

    /// `app.completion Search true`: a result written without its arrow, where the event's result is a
    /// BOOL (`YES` and `NO` read as Swift's) or a route's destination.
    static func missingArrowNote(_ word: String, of entry: EventVocabulary.Entry, event: String) -> [String] {
        guard let kind = entry.result else { return [] }
        let bool = ["yes": "true", "no": "false", "true": "true", "false": "false"][word.lowercased()]
        guard let result = kind == "true|false" ? bool : word, bool == nil || kind == "true|false" else { return [] }
        return ["did you mean '\(event) -> \(result)'? a result follows '->', as the trace prints it"]
    }

    /// Whether the `routes:` line, if any, was read without an error: else a route it meant may be
    /// missing, and an expectation naming it gets no second error.
    private var routesAreKnown: Bool {
        !(appSettingLines["routes"].map { linesWithErrors.contains($0.line) } ?? false)
    }

    private var destinations: Set<String> {
        Set(scenario.app.routes.flatMap(\.destinations))
    }

    /// The subject `token` gives `entry`: a shortcut type as it is (`"New note"` gives `New note`), a
    /// list of types as the trace prints it, any other word as written; nil, reported, for a bad type.
    private mutating func subjectWord(_ token: Token, of entry: EventVocabulary.Entry) -> String? {
        switch entry.subject {
        case .shortcutType: return shortcutType(token)
        case .shortcutTypes: return shortcutTypeList(token.raw, of: nil, at: token.location).map(ShortcutTypeSpelling.printedList)
        default: return token.raw
        }
    }

    /// Whether `token`, read as `subject`, may be the subject of `entry`, written after the words
    /// `written` and followed by the words `following` (itself first); reported if not.
    private mutating func checkSubject(_ token: Token, _ subject: String, of entry: EventVocabulary.Entry, after written: String,
                                       following: ArraySlice<Token>) -> Bool {
        switch entry.subject {
        case .none:
            let arrow = Self.missingArrowNote(token.raw, of: entry, event: written)  // `app.didFinishLaunching YES`
            error(token.location, "'\(entry.name)' takes no subject; found '\(token.raw)'",
                  notes: Self.misplacedTimeNote(token.raw, event: entry.name)
                    + (!arrow.isEmpty ? arrow : entry.attributes.isEmpty ? [] : ["did you mean one of its attributes: " + entry.attributes.joined(separator: ", ") + "?"]))
            return false
        case .shortcutType:
            // `route SearchPage`: the destination comes after the arrow, the type first.
            if entry.name == "route", declaresApp, !mayName(subject, known: knownTypes), destinations.contains(subject) {
                let types = scenario.app.routes.filter { $0.destinations.contains(subject) }.map(\.shortcutType)
                error(token.location, "'\(token.raw)' is a destination, not a shortcut type",
                      notes: ["did you mean '" + types.map { "route \(ShortcutTypeSpelling.printed($0)) -> \(token.raw)" }.joined(separator: "' or '") + "'? a route line is 'route TYPE -> Destination'"])
                return false
            }
            let spaced = Self.spacedTypeNote(following, declared: knownTypes) { "\(entry.name) \($0)" }
            return checkTypes([subject], at: token.location, notes: spaced)
        case .shortcutTypes:
            let types = shortcutTypeList(subject, of: nil, at: token.location) ?? []
            return checkTypes(types, at: token.location)
        case .oneOf(let choices):
            guard choices.contains(token.raw) else {
                let launching = entry.name == "state" && token.raw == "launching"
                // `opened`, `closed.`: a choice with a word ending after it.
                let stem = choices.filter { token.raw.lowercased().hasPrefix($0.lowercased()) }.max { $0.count < $1.count }
                error(token.location, "'\(entry.name)' is one of \(choices.joined(separator: ", ")); found '\(token.raw)'",
                      notes: launching ? [Self.launchingStateNote] : stem.map { ["did you mean '\($0)'?"] } ?? Self.didYouMean(token.raw, choices))
                return false
            }
            return true
        case .name:
            // Without an 'app:' section the scenario runs an app of your own, whose names the parser cannot know.
            guard declaresApp, let (what, known) = knownNames(for: entry.name), !known.contains(token.raw) else { return true }
            if what == "scene", SceneSession.isOpenedSceneName(token.raw) { return true }  // a window the system opened (B4.2)
            // `app.show Browser` where Browser is a route's destination: the route line records it.
            let routedTo = what == "screen" ? scenario.app.routes.first { $0.destinations.contains(token.raw) } : nil
            error(token.location, "unknown \(what) '\(token.raw)'",
                  notes: (routedTo.map { ["'\(token.raw)' is a route's destination, recorded as 'route \(ShortcutTypeSpelling.printed($0.shortcutType)) -> \(token.raw)', not as 'app.show'"] } ?? [])
                    + Self.didYouMean(token.raw, known)
                    + [known.isEmpty ? "this scenario has no \(what)s" + Self.noNamesHint(what: what, event: entry.name)
                                     : "the \(what)s of this scenario: " + known.joined(separator: ", ")])
            return false
        }
    }

    /// How to declare the first name of a kind an expectation names (`never: app.show Browser` in a
    /// scenario with no screens), after "this scenario has no screens"; empty for the other kinds.
    static func noNamesHint(what: String, event: String) -> String {
        guard what == "screen" else { return "" }
        return ": the app shows one with 'launch screen: SCREEN' or 'before routing: show SCREEN' in 'app:', or a milestone a route waits for "
            + "('Search -> Results needs login' shows 'login'); a route's destination is a 'route' line, not a screen; "
            + "'\(event)' without a name matches any screen, as in 'never: \(event)'"
    }

    /// Why `state launching` is not a state: earlier versions of ShortcutSim had it; UIKit does not.
    static let launchingStateNote = "UIKit has no 'launching' state: from the start of a cold launch the app is inactive (Apple, application(_:willFinishLaunchingWithOptions:): \"your app is in the inactive state\"), or background with scenes (Apple, applicationState: \"A scene-based app launches in the background state\"); write 'state inactive' or 'state background'"

    /// Warns about a `user.select TYPE` line that forbids a type no step selects: the event comes only
    /// from a `select` step, so the line always holds. Expecting such a type is left to the run, which
    /// fails at the line with the trace (explored and generated scenarios rely on that). Not checked
    /// when a step had an error.
    private mutating func warnOfUnselectedType(in pattern: EventPattern, directive: Expectation.Directive, at location: SourceLocation) {
        let forbids = switch directive { case .never, .not, .count(0): true; default: false }
        guard forbids, pattern.words.name == "user.select", let type = pattern.words.subject, !hasBrokenPlist,
              !(scenario.variation.layout.stepLines.map { lines in linesWithErrors.contains { lines.contains($0) } } ?? false) else { return }
        var selected: [String] = []
        for (type, _) in stepSelections where !selected.contains(type) { selected.append(type) }
        guard !selected.contains(type) else { return }
        let printed = ShortcutTypeSpelling.printed(type)
        let notes = [selected.isEmpty ? "no step selects a quick action; 'select \(printed)' in 'steps:' does"
                     : "the steps select " + selected.map(ShortcutTypeSpelling.printed).joined(separator: ", ")]
        warning(location, "no step selects \(printed), so this line always holds: 'user.select' comes only from a 'select' step", notes: notes)
    }

    /// Whether an `app.setShortcutItems` line names only dynamic items: the app sets only those (C1.6),
    /// and the subject is the whole list, so a line with a static type never matches. Expecting it is
    /// an error at the list; forbidding it (`never:`, `not:`, `count 0:`) a warning, since the line
    /// always holds, whatever the app sets: it does not check that the static item stays out of the
    /// array, which the lines that expect the array's whole list do.
    private mutating func checkDynamicTypes(of pattern: EventPattern, directive: Expectation.Directive, at location: SourceLocation) -> Bool {
        guard pattern.words.name == "app.setShortcutItems", declaresApp, !hasBrokenPlist, let subject = pattern.words.subject,
              subject != ShortcutTypeSpelling.emptyList, let types = shortcutTypeList(subject, of: nil, at: location) else { return true }
        let dynamic = scenario.shortcuts.filter { $0.kind == .dynamic }.map(\.item.type)
        guard let type = types.first(where: { !dynamic.contains($0) && !typesOfBrokenLines.contains($0) }) else { return true }
        var seen: Set<String> = []
        let names = dynamic.filter { seen.insert($0).inserted }.map(ShortcutTypeSpelling.printed)
        let notes = [names.isEmpty ? "this scenario declares no dynamic item, so no 'app.setShortcutItems' event occurs"
                     : "the subject is the whole array, of dynamic items only: " + names.joined(separator: ", ")]
        let message = "\(ShortcutTypeSpelling.printed(type)) is a static item, which the app never sets: 'app.setShortcutItems' lists the dynamic items (C1.6)"
        switch directive {
        case .never, .not, .count(0):
            warning(location, message + ", so this line always holds",
                    notes: notes + ["to check that the static item stays out of the array, expect the array's whole list, such as 'app.setShortcutItems \(names.joined(separator: ","))'"])
            return true
        default:
            error(location, message + ", so this line never matches", notes: notes)
            return false
        }
    }

    /// Whether every type is declared; reported at the first that is not, with `notes` when given
    /// (else a "did you mean"), then the declared types as a step would name them.
    private mutating func checkTypes(_ types: [String], at location: SourceLocation, notes: [String] = []) -> Bool {
        let declared = knownTypes
        for type in types where !mayName(type, known: declared) {
            error(location, "'\(type)' is not a declared shortcut type",
                  notes: (notes.isEmpty ? Self.didYouMeanType(type, declared) : notes)
                    + ["declared types: " + (declared.isEmpty ? "none" : declared.map(ShortcutTypeSpelling.printed).joined(separator: ", "))])
            return false
        }
        return true
    }
}
