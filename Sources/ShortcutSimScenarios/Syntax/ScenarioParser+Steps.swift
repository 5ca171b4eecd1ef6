import Foundation
import ShortcutSimCore

extension ScenarioParser {
    static let stepKeywords = ["install", "update", "delete", "select", "tap icon", "go home", "lock", "unlock", "interrupt",
                               "system kill", "force quit", "show menu", "show menu details", "wait", "reach", "undo", "open scene", "close scene", "disconnect scene",
                               "background launch"]

    mutating func parseSteps() {
        guard let section = sections["steps"] else { return }
        var index = 0
        while index < section.lines.count, !isStopped {
            let line = section.lines[index]
            index += 1
            guard line.content.trimmingWhitespace() == "any order:" else {
                if let step = parseStep(line) { scenario.steps.append(step) }
                continue
            }
            // `any order:` takes the lines indented below it: each order of them is explored.
            var block: [Step] = []
            var written = 0  // the lines below it, valid or not: a step reported wrong is not also a missing one
            while index < section.lines.count, section.lines[index].indentation > line.indentation, !isStopped {
                let inner = section.lines[index]
                index += 1
                written += 1
                if inner.content.trimmingWhitespace() == "any order:" {
                    error(inner.contentLocation, "'any order:' blocks cannot be nested", notes: ["list the steps of the inner block in the outer one"])
                } else if let step = parseStep(inner) {
                    block.append(step)
                }
            }
            if written < 2 {
                error(line.contentLocation, "'any order:' needs at least two steps indented below it")
            } else if written > 8 {
                error(line.contentLocation, "'any order:' has \(written) steps, which make \(written)! orders; split it into blocks of at most 8")
            } else if block.count == written {
                scenario.steps.append(Step(action: .anyOrder(block), location: line.contentLocation, text: "any order:"))
            }
        }
        warnOfScenesNeverOpened()
    }

    /// `scene ntoes: activates for anything` beside `open scene notes`: activation conditions apply only to a
    /// scene that exists, `main` or one a step opens (a window UIKit opens itself is `scene2`, B4.2), so those of
    /// any other name are a warning at the name, most likely a typo of a scene the steps open.
    private mutating func warnOfScenesNeverOpened() {
        var opened = [SceneSession.firstSceneName]
        func collect(_ steps: [Step]) {
            for step in steps {
                switch step.action {
                case .stimulus(.openScene(let name)) where !opened.contains(name): opened.append(name)
                case .anyOrder(let inner): collect(inner)
                default: break
                }
            }
        }
        collect(scenario.steps)
        for name in scenario.app.sceneConditions.keys.sorted() where !opened.contains(name) {
            guard let key = appSettingLines["scene \(name)"] else { continue }
            warning(SourceLocation(file: key.file, line: key.line, column: key.column + "scene ".count),
                    "no step opens scene '\(name)', so its activation conditions never apply (B4.1)",
                    notes: Self.didYouMean(name, opened) + ["the scenes of the steps: " + opened.joined(separator: ", ") + "; 'open scene \(name)' opens this one"])
        }
    }

    /// The newest version the steps so far install or update to, nil before any: a plain `install`
    /// after an update and a delete reinstalls that version, as the App Store would.
    private var newestVersionSoFar: Int? {
        scenario.steps.reduce(nil as Int?) { newest, step in
            switch step.action {
            case .install(let version): max(newest ?? 0, version)
            case .update(let version): version.map { max(newest ?? 0, $0) } ?? (newest ?? 1) + 1
            default: newest
            }
        }
    }

    /// Parses one step line; nil when it is wrong (reported).
    private mutating func parseStep(_ line: SourceLine) -> Step? {
        let declared = knownTypes
        let stepMilestones = knownMilestones
        guard let tokens = attempt({ () throws(DiagnosticError) in try Tokenizer.tokens(of: line) }), !tokens.isEmpty else { return nil }
        var reader = PhraseReader(tokens, end: line.location(column: line.contentEnd + 1))
        let location = tokens[0].location
        var action: Step.Action?
        let simple: [(String, Stimulus)] = [("tap icon", .tapIcon), ("go home", .goHome), ("lock", .lock), ("unlock", .unlock), ("interrupt", .interrupt),
                                            ("system kill", .systemKill), ("force quit", .forceQuit),
                                            ("show menu details", .showMenuDetails), ("show menu", .showMenu),
                                            ("delete", .delete)]
        if let match = simple.first(where: { reader.accept($0.0) }) {
            action = .stimulus(match.1)
        } else if reader.accept("background launch") {
            guard !scenario.app.usesScenes && !scenario.variation.lifecycles.contains(.scenes) else {
                error(location, "'background launch' is modelled for the app-delegate lifecycle only: the rules do not say whether UIKit connects a scene for it",
                      notes: ["write 'lifecycle: app-delegate'"])
                return nil
            }
            action = .stimulus(.backgroundLaunch)
        } else if reader.accept("install") {
            if reader.accept("version") {
                if let version = versionNumber(&reader, example: "install version 2") { action = .install(version: version) }
            } else {
                action = .install(version: newestVersionSoFar ?? 1)  // a reinstall gets the App Store's current version
            }
        } else if reader.accept("update") {
            if reader.accept("to") {
                _ = reader.accept("version")  // `update to version 2` reads as `update to 2`
                if let version = versionNumber(&reader, example: "update to 2") { action = .update(version: version) }
            } else {
                action = .update(version: nil)
            }
        } else if reader.accept("select") {
            // `select shortcut Search`, `select the Search`: the words an app developer says before the type.
            if let filler = reader.current, ["shortcut", "the", "quick", "action", "item"].contains(filler.raw.lowercased()),
               !mayName(filler.raw, known: declared), let type = tokens.last, tokens.count > 2, mayName(type.raw, known: declared) {
                error(filler.location, "'select' takes the shortcut type right after it",
                      notes: ["did you mean 'select \(type.raw)'?"])
                return nil
            }
            if let typeToken = reader.next() {
                guard let type = shortcutType(typeToken) else { return nil }
                if mayName(type, known: declared) {
                    var title: String?
                    if let written = reader.current, written.raw.hasPrefix("title="), written.raw.count > "title=".count {
                        // `select Favorite title="Bob"`, copied from the trace line `user.select Favorite title=Bob`:
                        // one error that shows the step, then the title read as meant, so nothing else fails on it.
                        let value = String(written.raw.dropFirst("title=".count))
                        let quotedValue = value.hasPrefix("\"") ? value : QuotedText.quoted(value)
                        error(written.location, "a 'select' step writes the title in quotes right after the type, without 'title='",
                              notes: ["did you mean 'select \(ShortcutTypeSpelling.printed(type)) \(quotedValue)'? 'title=' is how the trace prints the selection (user.select)"])
                    }
                    if let quoted = reader.current, quoted.isQuoted || quoted.raw.hasPrefix("title=") {  // `select Favorite "Bob"`: one of several items of a type
                        _ = reader.next()
                        let isAttribute = quoted.raw.hasPrefix("title=")
                        let raw = isAttribute ? String(quoted.raw.dropFirst("title=".count)) : quoted.raw
                        let rawLocation = isAttribute ? quoted.location(offset: "title=".count) : quoted.location
                        guard let text = raw.hasPrefix("\"") ? attempt({ () throws(DiagnosticError) in try Tokenizer.unquote(raw, at: rawLocation) }) : raw else { return nil }
                        let titles = scenario.shortcuts.filter { $0.item.type == type }.map(\.item.localizedTitle)
                        guard titles.contains(text) || hasBrokenPlist || titles.isEmpty else {
                            unknownTitle(text, of: type, at: rawLocation, titles: titles)
                            return nil
                        }
                        title = text
                    }
                    action = .stimulus(.select(type: type, title: title))
                } else {
                    let spaced = Self.spacedTypeNote(tokens[(reader.index - 1)...], declared: declared) { "select \($0)" }
                    error(typeToken.location, "'\(type)' is not a declared shortcut type",
                          notes: (spaced.isEmpty ? Self.didYouMeanType(type, declared) : spaced) + ["declared types: " + (declared.isEmpty ? "none" : declared.map(ShortcutTypeSpelling.printed).joined(separator: ", "))])
                    return nil
                }
            } else {
                error(reader.location, "expected the shortcut type to select, such as 'select Search'")
                return nil
            }
        } else if reader.accept("wait") {
            let errorsBefore = errorCount  // a duration too large is read as zero after its error
            guard let duration = durationWord(&reader) else {
                error(reader.location, "expected a duration such as 250ms, 3s or 2m after 'wait'", notes: Self.durationUnitNote(reader))
                return nil
            }
            if duration == .zero, errorCount == errorsBefore {
                // Each step already runs what is due at its instant, so a wait of nothing changes nothing.
                warning(tokens[1].location, "'wait \(tokens[1].raw)' lets no time pass, so the step does nothing",
                        notes: ["what is due at this instant already ran after the step before it; wait a duration from 1ms, or remove the step"])
            }
            action = .wait(duration)
        } else if reader.accept("open scene") || reader.accept("close scene") || reader.accept("disconnect scene") {
            let verb = tokens[0].raw
            guard scenario.app.usesScenes else {
                error(location, "'\(verb) scene' needs a scene-based app", notes: ["add 'lifecycle: scenes'"])
                return nil
            }
            guard let name = reader.next() else {
                error(reader.location, "expected a scene name, such as '\(verb) scene main'")
                return nil
            }
            switch verb {
            case "open": action = .stimulus(.openScene(name.raw))
            case "close": action = .stimulus(.closeScene(name.raw))
            default: action = .stimulus(.disconnectScene(name.raw))
            }
        } else if let verb = ["reach", "undo"].first(where: { reader.accept($0) }) {
            guard let milestone = userMilestone(after: verb, &reader, known: stepMilestones) else { return nil }
            action = .stimulus(verb == "reach" ? .reach(milestone) : .undo(milestone))
        } else {
            let phrase = tokens.prefix(2).map(\.raw).joined(separator: " ")
            let suggestion = [Self.didYouMean(phrase, Self.stepKeywords), Self.stepSynonymNotes(tokens.map(\.raw), declared: declared),
                              Self.didYouMeanPhrase(tokens[0].raw, Self.stepKeywords)]
                .first { !$0.isEmpty } ?? []
            error(location, "unknown step '\(tokens[0].raw)'", notes: suggestion + ["the steps are " + Self.stepKeywords.joined(separator: ", ")])
            return nil
        }
        guard let action else { return nil }
        if !reader.isAtEnd {
            error(reader.location, "unexpected '\(reader.rest)' after the step", notes: Self.trailingStepWordNotes(reader.rest, step: tokens[0].raw))
            return nil
        }
        return Step(action: action, location: location, text: line.content)
    }

    /// The milestone of a `reach` or `undo` step: one the scenario declares `on step`, since the user
    /// completes, and undoes, only what the app waits for the user to do (login, and signing out).
    private mutating func userMilestone(after verb: String, _ reader: inout PhraseReader, known: [String]) -> Milestone? {
        guard let name = reader.next() else {
            error(reader.location, "expected a milestone after '\(verb)', such as '\(verb) login'")
            return nil
        }
        if declaresApp && !known.contains(name.raw) {
            error(name.location, "unknown milestone '\(name.raw)'",
                  notes: Self.didYouMean(name.raw, known) + ["declare it in 'app:' with 'milestone \(name.raw): on step'"])
            return nil
        }
        // `reach tabs` for `milestone tabs: 1s after launch`: the app reaches it by itself, so the step would
        // only move its time, silently; the user completes (and undoes) only what the app declares `on step`.
        if let declaration = scenario.app.milestones.first(where: { $0.milestone.name == name.raw }), isReachedByAppItself(declaration) {
            let what = verb == "reach" ? "completes" : "undoes"
            error(name.location, "'\(verb) \(name.raw)' \(what) a milestone declared 'on step', but line \(declaration.location.line) declares when the app reaches '\(name.raw)' by itself",
                  notes: [verb == "reach" ? "to let the app reach it, use 'wait'; to have the user complete it, declare it 'milestone \(name.raw): on step'"
                          : "the user undoes what the user completes, such as signing out of a login: declare it 'milestone \(name.raw): on step', and 'reach' it first"])
            return nil
        }
        return Milestone(name.raw)
    }

    private mutating func versionNumber(_ reader: inout PhraseReader, example: String) -> Int? {
        let location = reader.location
        let token = reader.next()
        guard let token, let version = Int(token.raw), version >= 1 else {
            error(location, "expected a version number from 1, such as '\(example)'" + (token.map { "; found '\($0.raw)'" } ?? ""))
            return nil
        }
        return version
    }

    /// Words an iOS developer says for a step, and the step that does it: each maps the first words of
    /// a line (lower case) to the note that names the step to write.
    static let stepSynonyms: [(words: [String], note: String)] = {
        let tapIcon = "did you mean 'tap icon'? a launch or a resume from the Home Screen icon is 'tap icon'; a launch from a quick action is 'select TYPE'"
        let goHome = "did you mean 'go home'? the user leaves the app for the Home Screen: it resigns active and enters the background (A7.3)"
        let kill = "did you mean 'system kill' or 'force quit'? 'system kill' is the system ending a suspended app for memory (A7.4); 'force quit' is the user swiping it away in the app switcher"
        let forceQuit = "did you mean 'force quit'? the user swipes the app away in the app switcher (A7.4); the system ending it for memory is 'system kill'"
        let interrupt = "did you mean 'interrupt'? Control Center, Notification Center, an alert or a call: the app resigns active and becomes active again (A7.3, G10)"
        let showMenu = "did you mean 'show menu'? touch and hold the icon; 'select TYPE' also opens the menu before it selects"
        let wait = "did you mean 'wait'? let virtual time pass, as in 'wait 3s'"
        let delete = "did you mean 'delete'? the app is deleted with its dynamic items and stored data"
        let update = "did you mean 'update' or 'update to 2'?"
        let undo = "did you mean 'undo MILESTONE'? signing out is 'undo login': the milestone the user reached ('reach login') is no longer reached, so what needs it waits for it again"
        let phrases: [([String], String)] = [
            (["launch"], tapIcon), (["open", "app"], tapIcon), (["open", "the", "app"], tapIcon), (["start"], tapIcon), (["cold", "launch"], tapIcon),
            (["foreground"], tapIcon), (["resume"], tapIcon), (["return"], tapIcon), (["relaunch"], tapIcon), (["reopen"], tapIcon),
            (["background"], goHome), (["go", "to"], goHome), (["enter", "background"], goHome), (["press", "home"], goHome), (["home"], goHome),
            (["swipe", "up"], goHome), (["leave"], goHome), (["switch", "away"], goHome), (["minimize"], goHome),
            (["kill"], kill), (["terminate"], kill), (["suspend"], "did you mean 'wait 10s'? the system suspends an app a few seconds after it enters the background (A7.3): 'go home', then 'wait'; 'system kill' then ends it (A7.4)"),
            (["quit"], forceQuit), (["swipe", "away"], forceQuit), (["force-quit"], forceQuit), (["forcequit"], forceQuit), (["close", "app"], forceQuit),
            (["control", "center"], interrupt), (["notification", "center"], interrupt), (["open", "control"], interrupt), (["open", "notification"], interrupt),
            (["incoming", "call"], interrupt), (["call"], interrupt), (["alert"], interrupt), (["resign", "active"], interrupt),
            (["long", "press"], showMenu), (["touch", "and"], showMenu), (["press", "and"], showMenu), (["3d", "touch"], showMenu), (["peek"], showMenu),
            (["sleep"], wait), (["delay"], wait), (["pause"], wait), (["advance"], wait),
            (["uninstall"], delete), (["remove"], delete), (["upgrade"], update),
            (["sign", "out"], undo), (["signout"], undo), (["log", "out"], undo), (["logout"], undo), (["unreach"], undo),
        ]
        return phrases.map { (words: $0.0, note: $0.1) }
    }()

    /// The note naming the step meant by a natural phrase (`launch app`, `kill`, `open Control Center`,
    /// `choose Search`), or none.
    static func stepSynonymNotes(_ words: [String], declared: [String]) -> [String] {
        let lowered = words.map { $0.lowercased() }
        // `choose Search`, `tap Search`, `trigger Search`: a verb before a declared type selects it.
        if lowered.count >= 2, ["choose", "pick", "tap", "press", "trigger", "use", "perform", "open", "launch", "activate"].contains(lowered[0]),
           let type = words.dropFirst().first(where: { declared.contains($0) }) {
            return ["did you mean 'select \(type)'? the user selects a quick action from the icon's menu with 'select TYPE'"]
        }
        let match = stepSynonyms.filter { lowered.starts(with: $0.words) }.max { $0.words.count < $1.words.count }
        return match.map { [$0.note] } ?? []
    }

    /// The note for words after a complete step: `select Search cold` or `select Search warm`, which the
    /// app's state decides, not the step (A1.1, A3.1).
    static func trailingStepWordNotes(_ rest: String, step: String) -> [String] {
        let word = rest.split(separator: " ").first.map { $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "()")) } ?? ""
        if step == "show", rest.lowercased().contains("detail") {  // `show menu detail`, `show menu with details`
            return ["did you mean 'show menu details'? it shows the menu, then one home.menuRow per row: its title, subtitle, icon and title lines (C1.3, C1.4)"]
        }
        guard step == "select" else { return [] }
        switch word {
        case "cold", "coldly":
            return ["a selection is a cold launch when the app is not running: put 'force quit', or 'go home', 'wait 10s' and 'system kill', before it (A1.1, A7.4); say so in a comment ('# cold')"]
        case "warm", "hot", "resume":
            return ["a selection is warm when the app runs in the background: put 'tap icon' and 'go home' before it (A3.1); say so in a comment ('# warm')"]
        default:
            return []
        }
    }
}
