import ShortcutSimCore

extension ScenarioParser {
    static let appKeys = ["willFinishLaunching", "didFinishLaunching", "launch item", "performAction", "scene performAction",
                          "configurationForConnecting", "multiple scenes", "scene NAME", "completion",
                          "milestone NAME", "routes", "before routing", "launch screen", "dynamic items", "launch duration",
                          "state restoration", "coordinator"]

    mutating func parseApp() {
        guard let section = sections["app"] else {
            // Without `app:` the scenario runs an app of your own, which decides its items itself.
            for (name, location) in shortcutMilestoneReferences {
                error(location, "unknown milestone '\(name)'",
                      notes: ["declare the app in 'app:', with 'milestone \(name): on step' and a 'dynamic items:' line that sets the items"])
            }
            return
        }
        scenario.appLocation = section.header.contentLocation
        var seen: [String: Int] = [:]
        for line in section.lines {
            if isStopped { break }
            guard let (key, keyLocation, tokens, end) = keyValue(line) else { continue }
            if reportSemicolon(in: tokens, key: key) { continue }
            // An update may change how the app sets its dynamic items: one `dynamic items:` line per versions.
            let laterDynamicItems = key == "dynamic items" && seen[key] != nil
            if let previous = seen[key], !laterDynamicItems {
                error(keyLocation, "'\(key):' is given twice", notes: ["the first one is at line \(previous)"])
                continue
            }
            if laterDynamicItems {
                scenario.app.dynamicItemsCode.append(DynamicItemsCode())
                dynamicItemsLines.append(line.number)
            } else {
                seen[key] = line.number
                appSettingLines[key] = keyLocation
                scenario.variation.layout.appLines[key] = line.number
                if key == "dynamic items" { dynamicItemsLines = [line.number] }
            }
            var reader = PhraseReader(tokens, end: end)
            let errorsBefore = diagnostics.count  // a value already reported as wrong gets no second error
            switch key {
            case "willFinishLaunching": scenario.app.willFinishLaunching = launchMethod(&reader) ?? .returnsTrue
            case "didFinishLaunching": scenario.app.didFinishLaunching = launchMethod(&reader) ?? .returnsTrue
            case "launch item": parseLaunchItem(tokens, end: end)
            case "performAction":
                if let policy = performActionPolicy(tokens, end: end, setting: key) { scenario.app.performAction = policy }
            case "scene performAction":
                sceneSettingLines[key] = keyLocation
                if let policy = performActionPolicy(tokens, end: end, setting: key) { scenario.app.scenePerformAction = policy }
            case "configurationForConnecting":
                sceneSettingLines[key] = keyLocation
                if reader.accept("implemented") { scenario.app.implementsConfigurationForConnecting = true }
                else if reader.accept("not implemented") { scenario.app.implementsConfigurationForConnecting = false }
                else { error(reader.location, "expected 'implemented' or 'not implemented'") }
            case "multiple scenes":
                // UIApplicationSceneManifest's UIApplicationSupportsMultipleScenes (B4.1).
                sceneSettingLines[key] = keyLocation
                if reader.accept("supported") { scenario.app.supportsMultipleScenes = true }
                else if reader.accept("not supported") { scenario.app.supportsMultipleScenes = false }
                else {
                    // `multiple scenes: false`, as the Info.plist writes the key's value (or `NO`).
                    let meant: (wording: String, key: Bool)? = switch reader.rest.lowercased() {
                    case "true", "yes": ("supported", true)
                    case "false", "no": ("not supported", false)
                    default: nil
                    }
                    error(reader.location, "expected 'supported' or 'not supported'",
                          notes: (meant.map { ["did you mean '\($0.wording)'? the setting stands for UIApplicationSupportsMultipleScenes set to \($0.key)"] } ?? [])
                            + ["'multiple scenes: not supported' is an app whose Info.plist sets UIApplicationSupportsMultipleScenes to false: UIKit never creates a second scene for it"])
                }
            case "completion": if let policy = completion(&reader) { setCompletion(policy, at: keyLocation) }
            case "routes": parseRoutes(tokens, end: end)
            case "before routing":
                if reader.accept("show"), let screen = reader.next(), reader.isAtEnd {
                    scenario.app.beforeRouting = screen.raw
                } else {
                    error(reader.location, "expected 'before routing: show SCREEN', such as 'show HomeTab'")
                }
            case "launch screen": parseLaunchScreen(tokens, end: end)
            case "dynamic items":
                parseDynamicItems(&reader)
                if laterDynamicItems { checkDynamicItemsVersions(at: keyLocation) }
            case "coordinator":
                guard reader.accept("waits for") else {
                    error(reader.location, "expected 'coordinator: waits for root' (the milestones it waits for, joined with 'and') or 'coordinator: waits for nothing'")
                    break
                }
                var readiness: [Milestone] = []
                if !reader.accept("nothing") {
                    repeat {
                        guard let name = reader.next() else { error(reader.location, "expected a milestone name"); break }
                        readiness.append(Milestone(name.raw))
                        milestoneReferences.append((name.raw, name.location))
                    } while reader.accept("and")
                }
                if !reader.isAtEnd { error(reader.location, "unexpected '\(reader.rest)'; join the milestones with 'and', as in 'waits for root and login'") }
                scenario.app.coordinatorReadiness = readiness
                coordinatorLine = keyLocation
            case "launch duration":
                sceneSettingLines[key] = keyLocation
                if let duration = durationWord(&reader), reader.isAtEnd { scenario.app.launchDuration = duration } else {
                    error(reader.location, "expected a duration such as 500ms")
                }
            case "state restoration":
                sceneSettingLines[key] = keyLocation
                if reader.accept("true") { scenario.app.restoresState = true } else if reader.accept("false") { scenario.app.restoresState = false } else {
                    error(reader.location, "expected 'true' or 'false'")
                }
            default:
                if key.hasPrefix("milestone ") {
                    parseMilestone(name: String(key.dropFirst("milestone ".count)), keyLocation: keyLocation, tokens: tokens, end: end)
                } else if key.hasPrefix("scene "), !key.dropFirst(6).contains(" ") {
                    sceneSettingLines["scene"] = keyLocation
                    parseSceneConditions(name: String(key.dropFirst(6)), keyLocation: keyLocation, reader: &reader)
                } else if Self.headerKeys.contains(key) {
                    error(keyLocation, "'\(key):' is a header, not an app setting",
                          notes: ["write it at the top of the file, unindented, before the sections (like 'profile:' and 'lifecycle:')"])
                } else {
                    let uikit = Self.appSettingForUIKitName(key, line: line.content)
                    error(keyLocation, "unknown app setting '\(Self.writtenSettingName(key, line: line.content))'",
                          notes: (uikit.map { ["did you mean '\($0.setting):'? it declares \($0.declares)"] }
                                    ?? Self.didYouMean(key, Self.appKeys.filter { $0 != "milestone NAME" }))
                            + ["the settings are " + Self.appKeys.joined(separator: ", ")])
                }
                continue
            }
            if !reader.isAtEnd, diagnostics.count == errorsBefore,
               ["willFinishLaunching", "didFinishLaunching", "completion", "dynamic items", "state restoration", "configurationForConnecting",
                "multiple scenes"].contains(key) {
                error(reader.location, "unexpected '\(reader.rest)' after the value of '\(key):'",
                      notes: key == "completion" ? Self.completionRestNotes(scenario.app.completion, reader.rest) : [])
            }
        }
        validateApp(section: section)
    }

    /// The note for words after `reports the result` that start another ending (`or false when kept`): the
    /// value whose Bool depends on the branch is one phrase.
    static func completionRestNotes(_ policy: CompletionPolicy, _ rest: String) -> [String] {
        guard policy == .reportsResult, rest.hasPrefix("or ") else { return [] }
        return ["did you mean 'reports the result or false when deferred'? It calls the handler at once, with false when the action is kept for later"]
    }

    /// The app setting that declares what a UIKit name (a method, a property, a key) stands for, when an
    /// unknown setting is one: `didFinishLaunchingWithOptions:`, `application(_:performActionFor:completionHandler:):`,
    /// `completionHandler:`, `shortcutItems:`, read as written (``writtenSettingName(_:line:)``).
    static func appSettingForUIKitName(_ key: String, line: String) -> (setting: String, declares: String)? {
        let written = writtenSettingName(key, line: line)
        let multipleScenes = ("multiple scenes", "whether UIKit may create more than one scene for the app ('supported' or 'not supported', B4.1)")
        let named: [String: (String, String)] = [
            "completionhandler": ("completion", "how the app calls performActionFor's completion handler (A5.1)"),
            "shortcutitems": ("dynamic items", "how the app sets UIApplication.shortcutItems (C1.6)"),
            "uiapplicationsupportsmultiplescenes": multipleScenes,
            "supportsmultiplescenes": multipleScenes,
            "launchoptions": ("launch item", "where the app reads launchOptions[.shortcutItem] and when it handles it (A1.3)"),
            "shortcutitem": ("launch item", "where the app reads launchOptions[.shortcutItem] and when it handles it (A1.3)"),
            "rootviewcontroller": ("milestone root", "when the root container exists, as in 'milestone root: 3s after launch'"),
        ]
        if let (setting, declares) = named[written.lowercased()] { return (setting, declares) }
        for candidate in uikitSpellingCandidates(written) {
            let parts = candidate.split(separator: ".").map(String.init)
            guard parts.count == 2 else { continue }
            let setting = parts[0] == "scene" ? (parts[1] == "performAction" ? "scene performAction" : nil)
                : appKeys.contains(parts[1]) ? parts[1] : nil
            guard let setting, setting != key else { continue }
            let method = parts[0] == "scene" ? "windowScene(_:performActionFor:completionHandler:)" : "the app delegate's \(written)"
            return (setting, "\(method), as the trace's '\(candidate)' records it")
        }
        return nil
    }

    /// An unknown setting's name as written: a Swift signature's colons end the key early
    /// (`application(_`), so then the line's first word is read whole, without its trailing colons
    /// (`application(_:didFinishLaunchingWithOptions:):`).
    static func writtenSettingName(_ key: String, line: String) -> String {
        var written = key.contains("(") ? String(line.prefix { $0 != " " && $0 != "\t" }) : key
        while written.hasSuffix(":") && written.count > 1 { written.removeLast() }
        return written
    }

    /// Splits `key: value` into the key, its location, the value's words and the location after them.
    mutating func keyValue(_ line: SourceLine) -> (String, SourceLocation, [Token], SourceLocation)? {
        let content = line.content
        guard let colon = content.firstIndex(ofASCII: ":") else {
            error(line.contentLocation, "expected 'setting: value'")
            return nil
        }
        let key = content[..<colon].trimmingWhitespace()
        checkNoSpaceBeforeColon(line, content: content, colon: colon)
        let valueStart = line.indentation + content.distance(from: content.startIndex, to: colon) + 1
        guard let tokens = attempt({ () throws(DiagnosticError) in
            try Tokenizer.tokens(of: line, from: valueStart, to: line.contentEnd)
        }) else { return nil }
        return (key, line.contentLocation, tokens, line.location(column: line.contentEnd + 1))
    }

    /// The error for a launch method's value that is none of the values.
    static let launchMethodValues = "expected 'true', 'false', 'false when launched from a shortcut', 'false when launched from a shortcut it routes', 'crashes when launched from a shortcut' or 'not implemented'"

    private mutating func launchMethod(_ reader: inout PhraseReader) -> LaunchMethodBehaviour? {
        let conditional = ["false when launched from a shortcut", "false when launched from a shortcut it routes",
                           "crashes when launched from a shortcut"]
        if reader.accept(conditional[1]) { return .falseWhenLaunchedFromRoutedShortcut }  // before its prefix, conditional[0]
        // `… it route`, `… it routs`: the routed value misspelled, not the plain one and stray words.
        if reader.rest.hasPrefix(conditional[0] + " "), Suggestion.closest(to: reader.rest, in: [conditional[1]]) != nil {
            error(reader.location, Self.launchMethodValues,
                  notes: ["did you mean '\(conditional[1])'?"])
            while reader.next() != nil {}  // read as meant: no second error for the words after it
            return .falseWhenLaunchedFromRoutedShortcut
        }
        if reader.accept(conditional[0]) { return .falseWhenLaunchedFromShortcut }
        if reader.accept(conditional[2]) { return .crashesWhenLaunchedFromShortcut }
        // `false when launched from shortcut` is the conditional value misspelled, not 'false' and stray words.
        if Suggestion.closest(to: reader.rest, in: conditional) == nil {
            if reader.accept("true") { return .returnsTrue }
            if reader.accept("false") { return .returnsFalse }
        }
        if reader.accept("not implemented") { return .notImplemented }
        let choices = ["true", "false"] + conditional + ["not implemented"]
        // `returns false`, `NO`: the value as code or prose would say it.
        var written = reader.rest
        for prefix in ["returns ", "return "] where written.hasPrefix(prefix) { written.removeFirst(prefix.count) }
        let objectiveC = ["YES": "true", "yes": "true", "NO": "false", "no": "false"][written]
        let meant = objectiveC ?? (written != reader.rest && choices.contains(written) ? written : nil)
        error(reader.location, Self.launchMethodValues,
              notes: meant.map { ["did you mean '\($0)'?"] } ?? Self.didYouMeanPhrase(written, choices))
        return nil
    }

    /// A trigger's `on didBecomeActive`, and its aliases named after the app delegate's and the scene
    /// delegate's methods: `on didBecomeActive` and `on sceneDidBecomeActive` wait for whichever of
    /// them the app's lifecycle calls; `on applicationDidBecomeActive` is the app delegate's own
    /// method, which a scene-based app never gets (A7.5).
    /// `on didBecomeActiveNotification` is code that observes `UIApplication.didBecomeActiveNotification`
    /// (a SwiftUI `.onReceive`), which UIKit posts in both lifecycles (A7.5).
    static let onDidBecomeActive = ["on didBecomeActiveNotification", "on didBecomeActive", "on applicationDidBecomeActive", "on sceneDidBecomeActive"]
    /// The triggers that name the app delegate's own method (``HandlingTrigger/waitsForAppDelegateCallback``).
    static let appDelegateOwnCallbacks = ["on applicationDidBecomeActive", "on applicationWillEnterForeground"]
    /// Warns that a phrase names a scene delegate's method (`on sceneDidBecomeActive`) in a scenario
    /// without scenes: there is no scene delegate, so code in its methods never runs (B1.1, A7.5). The
    /// phrase is read as the app delegate's method, as before.
    mutating func warnOfSceneMethodWithoutScenes(_ phrase: String, at location: SourceLocation) {
        guard !scenario.app.usesScenes, !scenario.variation.lifecycles.contains(.scenes),
              let range = phrase.range(of: "scene") else { return }
        let method = phrase[range.upperBound...]
        let fix = phrase[..<range.lowerBound] + method.prefix(1).lowercased() + method.dropFirst()
        warning(location, "'\(phrase)' names the scene delegate's method, which an app without scenes never gets; it is read as the app delegate's",
                notes: ["write '\(fix)' for the app delegate's method, or 'lifecycle: scenes' if the app adopts scenes"])
    }

    /// The triggers that name the scene delegate's method, which an app without scenes never gets.
    static let sceneOwnCallbacks = ["on sceneDidBecomeActive", "on sceneWillEnterForeground"]
    /// A trigger's `on willEnterForeground`, and its aliases named after the delegates' methods.
    static let onWillEnterForeground = ["on willEnterForegroundNotification", "on willEnterForeground", "on applicationWillEnterForeground",
                                        "on sceneWillEnterForeground"]

    /// A trigger's `on the next main-queue turn`: the handling is dispatched to the main queue
    /// (`DispatchQueue.main.async`) once the rest of the trigger holds (signalapp/Signal-iOS#4634).
    static let nextMainQueueTurn = "on the next main-queue turn"

    /// Reads a trigger: `at once`, or any of `on didBecomeActive`, `when M [and M] ready`, `after 3s`,
    /// and instead of `when`, `if M [and M] ready`, which checks the milestones once and needs the
    /// clause `else dropped` after it (see ``readElse(_:in:end:)``); `on the next main-queue turn`
    /// alone, or ending the trigger's words (as its own clause it is read by
    /// ``readNextMainQueueTurn(_:handled:alreadyDeferred:end:)``).
    mutating func trigger(_ reader: inout PhraseReader) -> HandlingTrigger? {
        if let atOnce = reader.current, reader.accept("at once") {
            // `handled at once if js ready, else dropped`: the milestone words already act at once.
            if let word = reader.current, word.raw == "if" || word.raw == "when" {
                let meaning = word.raw == "if" ? "checks its milestones at once, when the item arrives"
                                               : "handles the item at once when its milestones are reached, and waits for them otherwise"
                error(atOnce.location, "leave out 'at once': 'handled \(reader.rest)' \(meaning)")
                return nil
            }
            return .atOnce
        }
        let start = reader.location
        let startIndex = reader.index
        var trigger = HandlingTrigger()
        var understood = false
        var waits = false  // a 'when' was read: the milestones are waited for
        while !reader.isAtEnd {
            if let word = reader.current, case let deferralIndex = reader.index, reader.accept(Self.nextMainQueueTurn) {
                // It wraps what runs once the rest holds, so nothing of the trigger may follow it.
                guard reader.isAtEnd else {
                    let rest = Self.phrase(Array(reader.tokens[startIndex..<deferralIndex])) + " " + reader.rest
                    error(word.location, "'\(Self.nextMainQueueTurn)' ends the trigger: it defers the handling once the rest of the trigger holds",
                          notes: ["write the rest first, then the deferral as its own clause: 'handled \(rest.trimmingCharacters(in: .whitespaces)), \(Self.nextMainQueueTurn)'"])
                    return nil
                }
                trigger.onNextMainQueueTurn = true
                understood = true
                break
            }
            if let word = reader.current, understood, (word.raw == "after" && trigger.delay != nil)
                || reader.startsWith(anyOf: Self.onDidBecomeActive) && trigger.onDidBecomeActive
                || reader.startsWith(anyOf: Self.onWillEnterForeground) && trigger.onWillEnterForeground {
                error(word.location, "'\(word.raw)' is given twice in the trigger; keep one")
                return nil
            }
            if reader.startsWith(anyOf: Self.appDelegateOwnCallbacks) { trigger.waitsForAppDelegateCallback = true }
            if let word = reader.current, let phrase = Self.sceneOwnCallbacks.first(where: { reader.startsWith(anyOf: [$0]) }) {
                warnOfSceneMethodWithoutScenes(phrase, at: word.location)
            }
            if reader.accept(anyOf: Self.onDidBecomeActive) {
                trigger.onDidBecomeActive = true
            } else if reader.accept(anyOf: Self.onWillEnterForeground) {
                trigger.onWillEnterForeground = true
            } else if let word = reader.current, word.raw == "when" || word.raw == "if" {
                _ = reader.next()
                // 'when' waits for its milestones; 'if' checks them once, when the rest of the trigger holds,
                // and drops the item (or crashes) when they are not reached: 'when deviceready ready if js ready, else dropped'.
                let checksOnce = word.raw == "if"
                guard checksOnce ? trigger.checkedMilestones.isEmpty : !waits else {
                    error(word.location, "'\(word.raw)' is given twice in the trigger; join its milestones with 'and', as in '\(word.raw) root and login ready'")
                    return nil
                }
                let example = checksOnce ? "if js ready, else dropped" : "when root ready"
                var names: [Milestone] = []
                repeat {
                    guard let name = reader.current, name.raw != "ready" else {  // points at 'ready', or after the clause
                        // `when ready ready`: a milestone named 'ready', which its declaration reports.
                        let namedReady = reader.startsWith(anyOf: ["ready ready"])
                        error(reader.isAtEnd ? Self.afterLastWord(of: reader) : reader.location,
                              "expected a milestone name after '\(word.raw)', such as '\(example)'",
                              notes: namedReady ? ["'ready' ends the milestone names, so it cannot name a milestone: rename it, such as 'appReady'"] : [])
                        return nil
                    }
                    _ = reader.next()
                    names.append(Milestone(name.raw))
                    milestoneReferences.append((name.raw, name.location))
                } while reader.accept("and")
                guard reader.accept("ready") else {
                    // `when root is ready`: the sentence, where the setting has no 'is'.
                    let saysIsReady = reader.current?.raw == "is" || reader.current?.raw == "are"
                    error(reader.isAtEnd ? Self.afterLastWord(of: reader) : reader.location,
                          "expected 'ready' after the milestone names, as in '\(example)'",
                          notes: saysIsReady ? ["leave out '\(reader.current!.raw)': '\(word.raw) \(names.map(\.name).joined(separator: " and ")) ready'"] : [])
                    return nil
                }
                if checksOnce {
                    trigger.checkedMilestones = names
                    trigger.ifNotReady = .dropped  // the 'else' clause may say 'crashes'
                } else {
                    trigger.milestones = names
                    waits = true
                }
            } else if reader.accept("after") {
                guard let delay = durationWord(&reader) else {
                    error(reader.location, "expected a duration after 'after', such as 'after 3s'")
                    return nil
                }
                trigger.delay = delay
            } else {
                break
            }
            understood = true
        }
        guard understood else {
            let close = Self.didYouMean(reader.rest, ["at once", "on didBecomeActive", "on willEnterForeground"])
            error(reader.location, "expected when it is handled: 'at once', 'on didBecomeActive', 'on willEnterForeground', 'when root ready', 'after 3s', 'if js ready, else dropped' or 'on the next main-queue turn'",
                  notes: close.isEmpty ? Self.atOnceNotes(reader.rest) + Self.nextMainQueueTurnNotes(reader.rest) + Self.typesWithoutTriggerNotes(reader.rest) : close)
            return nil
        }
        guard !(trigger.onDidBecomeActive && trigger.onWillEnterForeground) else {
            error(start, "a trigger waits for one callback: 'on didBecomeActive' or 'on willEnterForeground', not both")
            return nil
        }
        return trigger
    }

    /// Where a value stands with the `else dropped` or `else crashes` clause that a trigger with
    /// `if M ready` needs right after its `handled …` clause: `handled if js ready, else dropped`.
    struct ElseDroppedState {
        /// What the `else` clause said, once read.
        var outcome: HandlingTrigger.NotReadyOutcome?
        /// The `handled …` clause whose trigger checks milestones once, until its `else dropped` is read.
        var awaiting: [Token]?
        /// Whether the clause just read is that `handled …` clause.
        var isNext = false
        /// The last `handled …` clause, for the advice on a misplaced `else`.
        var lastHandled: [Token]?
        /// Whether the last trigger was already reported as wrong, so an `else` after it gets no second error.
        var lastTriggerFailed = false

        /// Notes a `handled …` clause and its trigger (nil when it was reported as wrong).
        mutating func noteHandled(_ clause: [Token], trigger: HandlingTrigger?) {
            lastHandled = clause
            lastTriggerFailed = trigger == nil
            awaiting = trigger?.ifNotReady != nil ? clause : nil
            isNext = true
        }

        /// Notes a clause that is neither `handled …` nor `else …`.
        mutating func noteOtherClause() { isNext = false }
    }

    /// Reads an `else …` clause: `else dropped` right after a `handled if M ready` clause; anything else
    /// is one error, whether the words are wrong, it comes later, or no trigger checks milestones once.
    mutating func readElse(_ clause: [Token], in state: inout ElseDroppedState, end: SourceLocation) {
        defer { state.isNext = false }
        guard let handled = state.awaiting else {
            if state.lastTriggerFailed { return }
            let waiting = state.lastHandled.flatMap { words in words.contains { $0.raw == "when" } ? words : nil }
            error(clause[0].location, "'\(Self.phrase(clause))' goes with a trigger that checks milestones once, such as 'handled if js ready, else dropped'",
                  notes: waiting.map { ["'\(Self.phrase($0))' waits for its milestones; write 'if' instead of 'when' to drop the item when they are not reached"] } ?? [])
            return
        }
        state.awaiting = nil
        var reader = PhraseReader(clause, end: end)
        let outcome: HandlingTrigger.NotReadyOutcome
        if reader.accept("else dropped") {
            outcome = .dropped
        } else if reader.accept("else crashes") {
            outcome = .crashes
        } else {
            error(clause[0].location, "expected 'else dropped' or 'else crashes' after '\(Self.phrase(handled))', found '\(Self.phrase(clause))'",
                  notes: ["when the milestones are not reached, an item handled 'if … ready' is dropped (nothing is routed) or the app crashes"]
                    + Self.didYouMean(Self.phrase(clause), ["else dropped", "else crashes"]))
            return
        }
        guard reader.isAtEnd else {
            let written = Self.phrase(Array(clause[..<reader.index]))
            error(reader.location, "unexpected '\(reader.rest)' after '\(written)'",
                  notes: Self.missingCommaNote(after: written, before: reader.rest, following: ""))
            return
        }
        state.outcome = outcome
        if !state.isNext {
            error(clause[0].location, "'\(Self.phrase(clause))' goes right after '\(Self.phrase(handled))'")
        }
    }

    /// Reports a `handled if M ready` clause whose `else dropped` never came.
    mutating func finishElse(_ state: ElseDroppedState) {
        guard let handled = state.awaiting else { return }
        let check = handled.first { $0.raw == "if" } ?? handled[0]
        error(check.location, "say what happens when the milestones are not reached: add ', else dropped' after '\(Self.phrase(handled))'",
              notes: ["'if js ready, else dropped' drops the item when js is not reached yet; 'if js ready, else crashes' crashes the app; 'when js ready' waits for it"])
    }

    /// Whether a clause is `on the next main-queue turn`, possibly with words after it (reported by
    /// ``readNextMainQueueTurn(_:handled:alreadyDeferred:end:)``).
    static func isNextMainQueueTurn(_ clause: [Token]) -> Bool {
        PhraseReader(clause, end: clause[0].location).startsWith(anyOf: [nextMainQueueTurn])
    }

    /// Reads the clause `on the next main-queue turn` of a `handled …` clause written before it on the
    /// line (`handled when storage ready, on the next main-queue turn`); `handled` is that clause, nil
    /// when the line has none. Returns whether the handling is deferred; anything else is one error.
    mutating func readNextMainQueueTurn(_ clause: [Token], handled: [Token]?, alreadyDeferred: Bool, end: SourceLocation) -> Bool {
        var reader = PhraseReader(clause, end: end)
        _ = reader.accept(Self.nextMainQueueTurn)
        guard reader.isAtEnd else {
            error(reader.location, "unexpected '\(reader.rest)' after '\(Self.nextMainQueueTurn)'; separate clauses with commas")
            return false
        }
        guard let handled else {
            error(clause[0].location, "'\(Self.nextMainQueueTurn)' defers the handling of a 'handled …' clause written before it",
                  notes: ["such as 'handled when root ready, \(Self.nextMainQueueTurn)'"])
            return false
        }
        guard !alreadyDeferred else {
            error(clause[0].location, "'\(Self.nextMainQueueTurn)' is given twice on the line; keep one")
            return false
        }
        if handled.dropFirst().map(\.raw) == ["at", "once"] {
            error(clause[0].location, "'\(Self.phrase(handled))' handles the item inside the callback, and '\(Self.nextMainQueueTurn)' after it; keep one",
                  notes: ["to dispatch the handling to the main queue from the callback, write 'handled \(Self.nextMainQueueTurn)'"])
            return false
        }
        return true
    }

    /// For a clause of `performAction:` or `scene performAction:` written without its comma after
    /// `written` (`else dropped completion never called`): the words as meant, with the comma and the
    /// clauses that follow on the line; empty when `rest` does not start such a clause.
    static func missingCommaNote(after written: String, before rest: String, following: String) -> [String] {
        let clauseStarts = [onePendingItem, droppedOnResume, "completion", "else", "skips its first call", clearedOnWillEnterForeground, nextMainQueueTurn]
        guard clauseStarts.contains(where: { rest.hasPrefix($0) }) else { return [] }
        return ["did you mean '\(written), \(rest)\(following)'?"]
    }

    /// The clauses after the first, as written, each after its comma (`, else dropped, then cleared`):
    /// what a suggestion for the first clause keeps, so that it replaces the whole value.
    static func laterClauses(_ clauses: [[Token]]) -> String {
        clauses.dropFirst().map { ", " + $0.map(\.raw).joined(separator: " ") }.joined()
    }

    /// The note for an everyday word for `at once` (`handled immediately`, `handled right away`):
    /// the handling inside the callback, before it returns (A1.2).
    static func atOnceNotes(_ written: String) -> [String] {
        let first = written.lowercased().split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard ["immediately", "instantly", "right away", "synchronously", "directly", "now"].contains(first) else { return [] }
        return ["did you mean 'at once'? 'handled at once' handles the item inside the callback, before it returns"]
    }

    /// The note for words that try to say `on the next main-queue turn`: a close misspelling, or the
    /// words of the code it models (`dispatch_async`, `DispatchQueue.main.async`, `async`); none otherwise.
    static func nextMainQueueTurnNotes(_ written: String) -> [String] {
        let close = didYouMean(written, [nextMainQueueTurn])
        guard close.isEmpty else { return close }
        let lowered = written.lowercased()
        guard ["async", "dispatch", "main queue", "main-queue", "mainqueue", "next turn", "run loop", "runloop"].contains(where: lowered.contains) else { return [] }
        return ["to defer the handling to the next turn of the main queue (DispatchQueue.main.async, dispatch_async), write '\(nextMainQueueTurn)', as in 'handled when root ready, \(nextMainQueueTurn)'"]
    }

    /// Just after the last word a reader holds: where a missing word of its clause goes, even when
    /// another clause follows on the line.
    static func afterLastWord(of reader: PhraseReader) -> SourceLocation {
        guard let last = reader.tokens.last else { return reader.location }
        return last.location(offset: last.raw.count)
    }

    /// The words of a clause as written, separated by spaces.
    static func phrase(_ tokens: [Token]) -> String { tokens.map(\.raw).joined(separator: " ") }

    /// The note for a duration written without its unit (`2`), or with the unit apart (`2 s`):
    /// `did you mean '2s'?`; none when the words there are not a number.
    static func durationUnitNote(_ reader: PhraseReader) -> [String] {
        // `1,5s`: a decimal comma, as many languages write one.
        if let word = reader.current?.raw, word.first?.isNumber == true, word.contains(","),
           (try? DurationSyntax.duration(word.replacingOccurrences(of: ",", with: "."), at: reader.location)) != nil {
            return ["did you mean '\(word.replacingOccurrences(of: ",", with: "."))'? a duration's decimals follow a point"]
        }
        // `1000d`, `2h`, `5sec`: a number with a unit the format does not have.
        if let word = reader.current?.raw, word.first?.isNumber == true, let unitStart = word.firstIndex(where: \.isLetter),
           Double(word[..<unitStart]) != nil, word[unitStart...].allSatisfy(\.isLetter), !["ms", "s", "m"].contains(String(word[unitStart...])) {
            return ["'\(word[unitStart...])' is not a unit of duration here: write ms, s or m, as in '250ms', '3s' or '2m'"]
        }
        guard let number = reader.current?.raw, Double(number) != nil, number.first?.isNumber == true else { return [] }
        let following = reader.rest.split(separator: " ").dropFirst().first.map(String.init)
        let unit = following.flatMap { ["ms", "s", "m"].contains($0) ? $0 : nil } ?? "s"
        return ["did you mean '\(number)\(unit)'?"]
    }

    /// Reads a duration word; nil, reading nothing, when the next word is not a duration. A duration
    /// that is too large or finer than a millisecond is reported once and read as zero, so the words
    /// after it are parsed as usual and the line gets no second error about the same word.
    mutating func durationWord(_ reader: inout PhraseReader) -> VirtualDuration? {
        guard let token = reader.current else { return nil }
        let duration: VirtualDuration?
        do {
            duration = try DurationSyntax.duration(token.raw, at: token.location)
        } catch {
            record(error.diagnostics)
            duration = .zero
        }
        guard let duration else { return nil }
        _ = reader.next()
        return duration
    }

    /// The comma-separated clauses of a setting's value. A comma with no clause before it or after it
    /// (the trailing comma of `on step,`, the second one of `SearchPage,,`) is an error at the comma:
    /// left out silently, it could hide a clause the user forgot to write.
    mutating func commaClauses(_ tokens: [Token], of setting: String, clause: String = "clause") -> [[Token]] {
        for (comma, atEnd) in tokens.emptyClauses() {
            if atEnd {
                error(comma, "expected another \(clause) after ',' in '\(setting):', found the end of the line",
                      notes: ["remove the ',' at the end of the line, or write the \(clause) it announces"])
            } else {
                error(comma, "expected a \(clause) before this ',' in '\(setting):', found none", notes: ["remove the extra ','"])
            }
        }
        return tokens.clauses()
    }

    /// Reports a `;` between the clauses of a setting (`handled when js ready; completion never called`),
    /// as code separates statements: a scenario separates clauses with commas. One error at the first
    /// `;` outside quotes, with the line as meant; returns whether there was one, so the line is skipped.
    /// Settings that name the app's own screens and destinations (`routes:`) are left as written.
    private mutating func reportSemicolon(in tokens: [Token], key: String) -> Bool {
        // Names the app chooses (destinations, screens, scene targets) may hold any character.
        let clauseSettings = ["launch item", "performAction", "scene performAction", "dynamic items", "completion",
                              "willFinishLaunching", "didFinishLaunching", "configurationForConnecting", "coordinator"]
        guard clauseSettings.contains(key) || key.hasPrefix("milestone ") else { return false }
        guard let token = tokens.first(where: { !$0.isQuoted && $0.raw.containsText(";") }),
              let offset = token.raw.firstIndex(of: ";").map({ token.raw.distance(from: token.raw.startIndex, to: $0) }) else { return false }
        let meant = tokens.map { $0.isQuoted ? $0.raw : $0.raw.replacingOccurrences(of: ";", with: ",") }.joined(separator: " ")
        error(token.location(offset: offset), "';' does not separate clauses in a scenario; write ','",
                     notes: ["did you mean '\(key): \(meant)'?"])
        return true
    }

    private mutating func parseLaunchItem(_ tokens: [Token], end: SourceLocation) {
        let clauses = commaClauses(tokens, of: "launch item")
        guard let first = clauses.first else {
            error(end, "expected where the launch item is read, such as 'saved in didFinishLaunching, handled on didBecomeActive'")
            return
        }
        var reader = PhraseReader(first, end: end)
        var policy = LaunchItemPolicy(captures: [], trigger: .atOnce, clearsAfterHandling: true)
        var needsTrigger = false
        let methods = LaunchItemPolicy.Capture.allCases.map(\.rawValue)
        if reader.accept("ignored") {
            policy.captures = []
        } else if reader.accept("saved in") || reader.accept("handled in") {
            needsTrigger = first[0].raw == "saved"
            repeat {
                // `saved in didFinishLaunching and handled on didBecomeActive`: 'and' joins the methods
                // the item is read in; the next clause goes after a comma.
                if !policy.captures.isEmpty, let verb = reader.current, ["handled", "then", "not", "cleared"].contains(verb.raw) {
                    let written = first[..<(reader.index - 1)].map(\.raw).joined(separator: " ")
                    error(first[reader.index - 1].location, "'and' joins the methods the launch item is read in, not the clauses that follow",
                          notes: ["did you mean '\(written), \(reader.rest)'? clauses are separated by commas"])
                    return
                }
                guard let method = reader.next() else {
                    error(reader.location, "expected where the item is read: " + methods.joined(separator: ", "))
                    return
                }
                guard let capture = LaunchItemPolicy.Capture(rawValue: method.raw) else {
                    // 'sceneWillConnectTo', 'applicationDidFinishLaunching', 'UIApplicationDidFinishLaunchingNotification':
                    // the method or notification without its delegate's or class's prefix.
                    let unprefixed = ["scene", "application", "UIApplication"].first { method.raw.hasPrefix($0) && method.raw.count > $0.count }
                        .map { method.raw.dropFirst($0.count) }.map { $0.prefix(1).lowercased() + $0.dropFirst() }
                    // `scene(_:willConnectTo:options:)`, `didFinishLaunchingWithOptions`: UIKit's own spelling.
                    let uikit = Self.uikitSpellingCandidates(method.raw).lazy
                        .compactMap { $0.split(separator: ".").last.flatMap { LaunchItemPolicy.Capture(rawValue: String($0)) } }.first
                    // `sceneWillConnect`: the scene method's name without its delegate's prefix and its last word.
                    let shortened = unprefixed.flatMap { name in LaunchItemPolicy.Capture.allCases.first { $0.rawValue.hasPrefix(name) } }
                    let suggestion = (unprefixed.flatMap { LaunchItemPolicy.Capture(rawValue: $0) } ?? uikit ?? shortened)
                        .map { ["did you mean '\($0.rawValue)'?"] }
                    error(method.location, "the launch item cannot be read in '\(method.raw)'",
                          notes: (suggestion ?? Self.didYouMean(method.raw, methods)) + ["it is read in " + methods.joined(separator: ", ")])
                    return
                }
                policy.captures.insert(capture)
            } while reader.accept("and")
            if reader.current?.raw == "to" {  // `saved in didFinishLaunching to UserDefaults`: kept on disk (A7.4)
                let to = reader.location
                _ = reader.accept("to")
                let place = reader.next()
                guard place?.raw == "UserDefaults", needsTrigger else {
                    let methods = policy.captures.map(\.rawValue).sorted().joined(separator: " and ")
                    error(to, place?.raw == "UserDefaults" ? "'handled in' routes the item inside the method; only a saved item is written to UserDefaults"
                                                           : "a saved launch item goes 'to UserDefaults', or, without 'to …', stays in a property in memory",
                          notes: place?.raw == "UserDefaults" ? ["did you mean 'saved in \(methods) to UserDefaults, handled …'?"]
                            : (needsTrigger ? ["did you mean 'saved in \(methods) to UserDefaults'?"] : [])
                                + ["an item kept in UserDefaults outlives the process (A7.4); one in memory does not"])
                    return
                }
                policy.storedInUserDefaults = true
            }
        } else {
            // `read in didFinishLaunching` says where, not what the method does with the item; `stored in` is `saved in`.
            let verb = reader.current?.raw.lowercased() ?? ""
            let place = first.count > 2 && first[1].raw == "in" ? first[2].raw : "didFinishLaunching"
            let notes: [String] = ["read", "checked", "looked"].contains(verb)
                ? ["say what the method does with the item: 'handled in \(place)' routes it there and then (A2.2); 'saved in \(place), handled on didBecomeActive' keeps it and routes it later"]
                : ["stored", "kept", "captured", "cached", "remembered", "assigned"].contains(verb)
                ? ["did you mean '" + (["saved"] + first.dropFirst().map(\.raw)).joined(separator: " ") + "'?"]
                : Self.didYouMean(reader.rest, ["ignored", "saved in didFinishLaunching", "handled in didFinishLaunching", "saved in willConnectTo"])
            error(reader.location, "expected 'ignored', 'saved in METHOD' or 'handled in METHOD' (METHOD: \(methods.joined(separator: ", ")))",
                  notes: notes)
            return
        }
        var elseDropped = ElseDroppedState()
        // `handled in didFinishLaunching if bridge ready, else dropped`: routed in the method if the milestones are reached there.
        if !needsTrigger, !policy.captures.isEmpty, reader.current?.raw == "if" {
            let check = handledInCheck(&reader, first: first, following: Self.laterClauses(clauses))
            if let check { policy.trigger = check }
            elseDropped.noteHandled(first, trigger: check)  // its `else dropped` comes next; after an error, no second one
        }
        // `saved in didFinishLaunching handled on didBecomeActive`: the clause after it, without its comma.
        if !reader.isAtEnd, !elseDropped.lastTriggerFailed {
            let written = first[..<reader.index].map(\.raw).joined(separator: " ")
            let rest = reader.rest
            // The clauses after this one (`, else dropped`, `, then cleared`) stay in the line as meant,
            // so that the suggestion can replace the whole value.
            let following = Self.laterClauses(clauses)
            var suggestion = "did you mean '\(written), \(rest)\(following)'?"
            var message = "unexpected '\(rest)'; separate clauses with commas"
            if ["if", "when", "on", "after", "at"].contains(reader.current?.raw ?? "") {
                // `handled in willConnectTo when js ready`: a trigger that waits belongs to a saved item's `handled` clause.
                if written.hasPrefix("handled in ") {
                    message = "'handled in' routes the item inside the launch method, which cannot wait ('\(rest)'); only 'if M ready' checks milestones there"
                    suggestion = "did you mean 'saved in \(written.dropFirst("handled in ".count)), handled \(rest)\(following)'? a trigger that waits needs the item saved"
                } else {
                    suggestion = "did you mean '\(written), handled \(rest)\(following)'?"
                }
            }
            error(reader.location, message, notes: [suggestion])
            return  // the clauses after it cannot be read apart from this one: one error, not a cascade
        }
        var sawTrigger = false  // the line's own `handled …` clause, for the types no `for` lists
        var sawAnyHandled = false  // that one or a `handled … for TYPE` clause
        var failedTypeClause = false  // a `handled … for TYPE` clause whose trigger has its error
        var lastSlot: Int?  // the trigger the last `handled …` clause set: nil for the line's own, else its index in typeTriggers
        var listedTypes: Set<String> = []  // the types of the `for` clauses, each once
        var afterTypeClause = false  // the clause before is `handled … for TYPE`
        var clearingClause: [Token]?  // `then cleared` or `not cleared`, once
        var detachedTrigger = false  // a trigger without its `handled`, reported
        /// Changes the trigger of the last `handled …` clause (`, else crashes`, `, on the next main-queue turn`).
        func editLastTrigger(_ edit: (inout HandlingTrigger) -> Void) {
            if let index = lastSlot { edit(&policy.typeTriggers[index].trigger) } else { edit(&policy.trigger) }
        }
        for clause in clauses.dropFirst() {
            if isStopped { break }
            let followsTypeClause = afterTypeClause
            afterTypeClause = false
            if clause[0].raw == "else" {  // 'handled if js ready, else dropped'
                readElse(clause, in: &elseDropped, end: end)
                if let outcome = elseDropped.outcome {  // it goes with the `handled …` clause right before it
                    editLastTrigger { $0.ifNotReady = outcome }
                    elseDropped.outcome = nil
                }
                continue
            }
            elseDropped.noteOtherClause()
            if Self.isNextMainQueueTurn(clause) {
                if !needsTrigger, first[0].raw == "handled" {  // `handled in didFinishLaunching`: routed inside the method
                    let methods = first.dropFirst(2).map(\.raw).joined(separator: " ")
                    error(clause[0].location, "the item is handled inside the launch method; to dispatch its handling to the main queue, save it first",
                          notes: ["did you mean 'saved in \(methods), handled \(Self.nextMainQueueTurn)'?"])
                } else if !(sawAnyHandled && elseDropped.lastTriggerFailed)  // a trigger with its error gets no second one
                            && readNextMainQueueTurn(clause, handled: sawAnyHandled ? elseDropped.lastHandled : nil,
                                                     alreadyDeferred: (lastSlot.map { policy.typeTriggers[$0].trigger } ?? policy.trigger).onNextMainQueueTurn,
                                                     end: end) {
                    editLastTrigger { $0.onNextMainQueueTurn = true }
                }
                continue
            }
            var reader = PhraseReader(clause, end: end)
            if reader.accept("handled") {
                // `handled at once for respring and safemode`: the handling of some types, as `if item.type == …` decides.
                let forTypes = clause.contains { !$0.isQuoted && $0.raw == "for" }
                if sawTrigger && !forTypes {
                    error(clause[0].location, "the item's handling is given twice on the line; keep one 'handled …' clause",
                          notes: ["to handle some types another way, name them: 'handled at once for TYPE and TYPE'"])
                    continue
                }
                guard needsTrigger else {
                    // `handled in didFinishLaunching, handled if bridge ready`: the check that goes in the first clause.
                    let check = clause.count > 1 && clause[1].raw == "if" && first[0].raw == "handled"
                        ? ["to check milestones inside the method, write '\(Self.phrase(first)) \(Self.phrase(Array(clause.dropFirst())))', with its 'else dropped' after it"] : []
                    error(clause[0].location, "the item is already handled inside the launch method; 'handled …' goes with 'saved in …'", notes: check)
                    elseDropped.lastTriggerFailed = true  // an 'else dropped' after it gets no second error
                    continue
                }
                finishElse(elseDropped)  // a `handled if M ready` before it without its `else dropped`
                let trigger = trigger(&reader)
                var types: [String]?
                if trigger != nil, reader.current?.raw == "for" {
                    types = handlingTypes(&reader, listed: &listedTypes)
                    afterTypeClause = true
                    if types == nil {  // reported; an 'else dropped' after it gets no second error
                        elseDropped.noteHandled(clause, trigger: nil)
                        continue
                    }
                }
                elseDropped.noteHandled(clause, trigger: trigger)
                sawAnyHandled = true
                if let types, let trigger {
                    policy.typeTriggers.append(LaunchItemPolicy.TypeTrigger(types: types, trigger: trigger))
                    lastSlot = policy.typeTriggers.count - 1
                } else if trigger == nil && forTypes {
                    // `handled for respring`: its error is given; it names types, so it is not the line's own clause,
                    // which may still come (no 'given twice' then), and the line's missing one is no second error.
                    failedTypeClause = true
                } else {
                    if let trigger { policy.trigger = trigger }
                    lastSlot = nil
                    sawTrigger = true
                }
                if trigger != nil, !reader.isAtEnd {
                    error(reader.location, "unexpected '\(reader.rest)'", notes: Self.nextMainQueueTurnNotes(reader.rest))
                    elseDropped.awaiting = nil  // the clause has its error; a missing 'else dropped' is not a second one
                }
                continue
            } else if ["if", "when", "on", "after"].contains(clause[0].raw) {
                // `handled in didFinishLaunching, if bridge ready, else dropped`: a trigger cut off from its clause by a comma.
                reportDetachedTrigger(clause, clauses: clauses, saved: needsTrigger)
                detachedTrigger = true  // the line's missing 'handled …' is this clause: no second error for it
                elseDropped.noteHandled(clause, trigger: nil)  // reported: the 'else dropped' that goes with it gets no second error
                continue
            } else if let misplaced = Self.actionOnlyClauses.first(where: { reader.startsWith(anyOf: [$0.phrase]) }) {
                error(clause[0].location, "'\(misplaced.phrase)' is for \(misplaced.why)")
                continue
            } else if reader.accept("cleared when") {  // `cleared when login undone`: the sign-out path clears the item
                let named = reader.next()
                guard let name = named, reader.accept("undone"), needsTrigger else {
                    error(clause[0].location, needsTrigger ? "expected 'cleared when MILESTONE undone', such as 'cleared when login undone'"
                                                           : "the item is handled inside the launch method; only a saved item can be cleared when a milestone is undone",
                          notes: needsTrigger ? named.map { ["did you mean 'cleared when \($0.raw) undone'?"] } ?? []
                                              : ["save it for later ('saved in METHOD, handled …'), or leave the clause out"])
                    continue
                }
                if let previous = policy.clearedWhenUndone {
                    error(clause[0].location, "the item is already cleared when '\(previous.name)' is undone; keep one 'cleared when … undone' clause")
                    continue
                }
                policy.clearedWhenUndone = Milestone(name.raw)
                clearedWhenUndoneLocation = name.location
            } else if reader.accept("then cleared") || reader.accept("not cleared") {
                if let previous = clearingClause {
                    error(clause[0].location, "'\(Self.phrase(clause))' contradicts '\(Self.phrase(previous))' earlier on the line; keep one")
                    continue
                }
                clearingClause = clause
                policy.clearsAfterHandling = clause[0].raw == "then"
                if let ifWord = reader.current, ifWord.raw == "if" {  // `then cleared if routed`: only when the routing function returns true
                    guard readClearedIfRouted(&reader, clause: clause, saved: needsTrigger) else { continue }
                    policy.clearsOnlyWhenRouted = true
                }
            } else {
                // `cleared` alone, or `and cleared`, is too far from either phrase for the edit distance.
                let bare = reader.rest.lowercased().split(separator: " ").map(String.init)
                let close = ["cleared"].contains(bare.last ?? "") && bare.count <= 2 && !bare.contains("not")
                    ? ["did you mean 'then cleared'? the saved item is set to nil after handling it (G10)"]
                    : Self.didYouMean(reader.rest, ["then cleared", "not cleared"])
                let deferral = close.isEmpty ? Self.nextMainQueueTurnNotes(reader.rest) : []
                // `handled at once for respring, safemode`: a comma starts a clause, so a type after it stands alone.
                let typeList = followsTypeClause && clause.count == 1
                    ? ["the types of a 'handled … for' clause are joined with 'and': 'for \((policy.typeTriggers.last?.types ?? []).map(ShortcutTypeSpelling.printed).joined(separator: " and ")) and \(clause[0].raw)'"] : []
                error(reader.location, deferral.isEmpty ? "expected 'handled …', 'then cleared' or 'not cleared'"
                                                        : "expected 'handled …', 'then cleared', 'not cleared' or '\(Self.nextMainQueueTurn)'",
                      notes: typeList + close + deferral)
                continue
            }
            if !reader.isAtEnd { error(reader.location, "unexpected '\(reader.rest)'") }
        }
        finishElse(elseDropped)
        if needsTrigger && !sawTrigger && !failedTypeClause && !detachedTrigger {
            error(first[0].location, "say when the saved item is handled",
                  notes: sawAnyHandled ? ["the 'handled … for TYPE' clauses handle only the types they name: add the handling of the others, such as ', handled on didBecomeActive'"]
                                       : ["add a clause such as ', handled on didBecomeActive', ', handled when root ready' or ', handled after 3s'"])
        }
        if needsTrigger && policy.trigger.isImmediate {
            policy.trigger = .atOnce
        }
        for index in policy.typeTriggers.indices where policy.typeTriggers[index].trigger.isImmediate {
            policy.typeTriggers[index].trigger = .atOnce
        }
        // `then cleared if routed` keeps an item no route opens for the next time its trigger's callback comes;
        // a trigger without one (a milestone, a delay) fires once, so the item is tried once. In UserDefaults
        // the next process reads it back and tries it again (A7.4), so there it says something.
        if policy.clearsOnlyWhenRouted, !policy.storedInUserDefaults, let clause = clearingClause, clause.count > 2,
           !policy.allTriggers.contains(where: \.waitsForCallback) {
            warning(clause[2].location, "'if routed' keeps an item no route opens for another try, but the trigger waits for no callback that comes again, so the item is tried once",
                    notes: ["an item is tried again when its trigger's callback comes again: add 'on didBecomeActive' or 'on willEnterForeground' to the trigger, "
                            + "or write 'then cleared'; a milestone or a delay fires once"])
        }
        scenario.app.launchItem = policy
    }

    /// The note for `handled for respring`: the types of a `handled … for` clause come after its trigger.
    static func typesWithoutTriggerNotes(_ rest: String) -> [String] {
        guard rest.hasPrefix("for ") else { return [] }
        return ["the trigger comes before the types, as in 'handled at once \(rest)' (a clause that handles those types another way)"]
    }

    /// Reads `if routed` after `then cleared` of `launch item:` (`reader` at `if`): the app clears its saved
    /// item only when its routing function returns true, as GodTools' `scenePhase` handler does after #2662.
    /// `not cleared if routed`, the clause on an item handled inside the launch method, and other words
    /// after `if` are errors at their words. Returns whether the clause holds.
    private mutating func readClearedIfRouted(_ reader: inout PhraseReader, clause: [Token], saved: Bool) -> Bool {
        let ifWord = reader.next()!
        guard reader.accept("routed") else {
            error(ifWord.location, "expected 'if routed' after '\(Self.phrase(Array(clause[..<2])))', found '\(Self.phrase(Array(clause[2...])))'",
                  notes: ["'then cleared if routed' keeps the saved item when no route opens it, as an app that clears it only when its routing function returns true"])
            return false
        }
        guard clause[0].raw == "then" else {
            error(ifWord.location, "an item 'not cleared' is kept whatever its handling returns; 'if routed' goes with 'then cleared'",
                  notes: ["did you mean 'then cleared if routed'?"])
            return false
        }
        guard saved else {
            error(ifWord.location, "the item is handled inside the launch method, so nothing keeps it when no route opens it; 'if routed' goes with 'saved in …'",
                  notes: ["save it for later ('saved in METHOD, handled …, then cleared if routed'), or leave 'if routed' out"])
            return false
        }
        return true
    }

    /// Reads `for TYPE [and TYPE …]` after the trigger of a `handled …` clause of `launch item:`, `performAction:` or `scene performAction:` (`reader` at
    /// `for`): the types an app's `if item.type == …` handles that way. Each type is named once on the line,
    /// and must be declared (checked with the section). Returns nil after an error.
    mutating func handlingTypes(_ reader: inout PhraseReader, listed: inout Set<String>) -> [String]? {
        var previous = reader.next()!  // `for`
        var types: [String] = []
        repeat {
            guard let token = reader.next() else {
                error(Self.afterLastWord(of: reader), "expected a shortcut type after '\(previous.raw)', such as 'handled at once for Search'")
                return nil
            }
            guard let type = shortcutType(token) else { return nil }
            guard listed.insert(type).inserted else {
                error(token.location, "\(ShortcutTypeSpelling.printed(type)) is named twice in the 'handled … for' clauses; an item of one type is handled one way",
                      notes: ["keep it in one clause"])
                return nil
            }
            handlingTypeReferences.append((type, token.location))
            types.append(type)
            previous = token
        } while reader.accept("and")
        guard reader.isAtEnd else {
            error(reader.location, "unexpected '\(reader.rest)' after the types of 'for'",
                  notes: ["join the types with 'and', as in 'handled at once for respring and safemode'; the other clauses go after a comma"])
            return nil
        }
        return types
    }

    private mutating func performActionPolicy(_ tokens: [Token], end: SourceLocation, setting: String) -> PerformActionPolicy? {
        let clauses = commaClauses(tokens, of: setting)
        guard let first = clauses.first else {
            error(end, "expected 'handled at once', 'handled when root ready', 'ignored' or 'not implemented'")
            return nil
        }
        var reader = PhraseReader(first, end: end)
        var policy: PerformActionPolicy
        var elseDropped = ElseDroppedState()
        if reader.accept("not implemented") {
            policy = .notImplemented
        } else if reader.accept("ignored") {
            policy = .ignored
        } else if reader.accept("handled") {
            guard let trigger = trigger(&reader) else { return nil }  // reported; the other clauses are not checked
            elseDropped.noteHandled(first, trigger: trigger)
            policy = .handled(trigger)
        } else {
            error(reader.location, "expected 'handled at once', 'handled when root ready', 'handled after 1s', 'handled if js ready, else dropped', 'ignored' or 'not implemented'",
                  notes: Self.didYouMean(reader.rest, ["handled at once", "ignored", "not implemented"]))
            return nil
        }
        if reader.current?.raw == "for", case .handled = policy {
            // `handled at once for Search` first: the line's own clause, for the other types, comes first.
            error(reader.location, "the first clause of '\(setting):' handles every type no 'for' clause names; write it first, without 'for'",
                  notes: ["did you mean '\(setting): handled at once, \(Self.phrase(first))'? a 'handled … for TYPE' clause after it handles those types another way"])
            return nil
        }
        if !reader.isAtEnd {
            // `handled when js ready one pending item, completion never called`: a clause of the setting
            // without its comma; the suggestion keeps the clauses after it, so it replaces the whole value.
            let written = first[..<reader.index].map(\.raw).joined(separator: " ")
            let missingComma = Self.missingCommaNote(after: written, before: reader.rest, following: Self.laterClauses(clauses))
            error(reader.location, "unexpected '\(reader.rest)'; separate clauses with commas",
                  notes: missingComma.isEmpty ? Self.nextMainQueueTurnNotes(reader.rest) : missingComma)
            elseDropped.awaiting = nil  // the line has its error; a missing 'else dropped' is not a second one
        }
        var deferred = false  // `, on the next main-queue turn` was read
        var dropsOnResume: [Token]?  // `, dropped on resume`, once
        var onePendingItem: [Token]?  // `, one pending item`, once
        var skipsFirstCall: [Token]?  // `, skips its first call after a shortcut launch`, once
        var clearedOnWillEnterForeground: [Token]?  // `, cleared on willEnterForeground`, once
        var sharesLaunchItem = false  // `, one pending item shared with the launch item`
        var notCleared: [Token]?  // `, not cleared`, once
        var resumeClause: [Token]?  // `, handled TRIGGER on resume`, once
        var resumeTrigger: HandlingTrigger?  // its trigger; `else …` and the main-queue turn after it are its own
        var typeTriggers: [LaunchItemPolicy.TypeTrigger] = []  // `, handled TRIGGER for TYPE and TYPE`
        var listedTypes: Set<String> = []  // the types of the `for` clauses, each once
        var lastClause = SubHandling.line  // the `handled …` clause that an `else …` or a main-queue turn goes with
        var afterTypeClause = false  // the clause before is `handled … for TYPE`
        var afterCalledTwice = false  // the clause before is `completion called twice`: `, then false` gives its second value
        for (offset, clause) in clauses.enumerated().dropFirst() {
            if isStopped { break }
            let followsTypeClause = afterTypeClause
            afterTypeClause = false
            let followsCalledTwice = afterCalledTwice
            afterCalledTwice = false
            if followsCalledTwice, Self.secondCallValue(clause) != nil { continue }  // read with the `completion called twice` before it
            if Self.isClearedIfRouted(clause) {  // `then cleared if routed`: the launch item's clause
                reportUnknownActionClause(clause, setting: setting)
                continue
            }
            if clause[0].raw == "else" {  // 'handled if js ready, else dropped'
                let lineOutcome = elseDropped.outcome
                readElse(clause, in: &elseDropped, end: end)
                if elseDropped.outcome != lineOutcome {  // it goes with the `handled …` clause right before it
                    switch lastClause {
                    case .line: continue
                    case .resume: resumeTrigger?.ifNotReady = elseDropped.outcome
                    case .type(let index): typeTriggers[index].trigger.ifNotReady = elseDropped.outcome
                    }
                    elseDropped.outcome = lineOutcome
                }
                continue
            }
            if clause[0].raw == "handled", clause.contains(where: { !$0.isQuoted && $0.raw == "for" }) {
                // 'handled on the next main-queue turn, handled after 500ms for passwords': the app's own branch on the type
                finishElse(elseDropped)  // a `handled if M ready` before it without its `else dropped`
                let handling = readTypeHandling(clause, policy: policy, setting: setting, listed: &listedTypes, end: end)
                elseDropped.noteHandled(clause, trigger: handling?.trigger)
                if let handling {
                    typeTriggers.append(handling)
                    lastClause = .type(typeTriggers.count - 1)
                    afterTypeClause = true
                }
                continue
            }
            if clause[0].raw == "handled" {  // 'handled after 1s, handled at once on resume': a resume is handled another way
                finishElse(elseDropped)  // a `handled if M ready` before it without its `else dropped`
                let trigger = readResumeHandling(clause, policy: policy, setting: setting, previous: &resumeClause, end: end)
                elseDropped.noteHandled(clause, trigger: trigger)
                if let trigger {
                    resumeTrigger = trigger
                    lastClause = .resume
                }
                continue
            }
            elseDropped.noteOtherClause()
            if clause[0].raw == "dropped" {  // 'handled on didBecomeActive, dropped on resume'
                readDroppedOnResume(clause, policy: policy, previous: &dropsOnResume, end: end)
                continue
            }
            if clause[0].raw == "one" {  // 'handled when root ready, one pending item'
                if readOnePendingItem(clause, policy: policy, previous: &onePendingItem, end: end) { sharesLaunchItem = true }
                continue
            }
            if clause[0].raw == "cleared" {  // 'handled when root ready, cleared on willEnterForeground'
                readClearedOnWillEnterForeground(clause, policy: policy, previous: &clearedOnWillEnterForeground, end: end)
                continue
            }
            if clause[0].raw == "not" {  // 'handled on didBecomeActive, not cleared'
                readNotCleared(clause, policy: policy, previous: &notCleared, end: end)
                continue
            }
            if clause[0].raw == "skips" {  // 'handled at once, skips its first call after a shortcut launch'
                readSkipsFirstCall(clause, policy: policy, setting: setting, previous: &skipsFirstCall, end: end)
                continue
            }
            if Self.isNextMainQueueTurn(clause) {
                if case .type(let index) = lastClause {  // after `handled … for TYPE`: the handling of those types is dispatched
                    if readNextMainQueueTurn(clause, handled: elseDropped.lastHandled, alreadyDeferred: typeTriggers[index].trigger.onNextMainQueueTurn, end: end) {
                        typeTriggers[index].trigger.onNextMainQueueTurn = true
                    }
                    continue
                }
                if case .resume = lastClause, let resume = resumeTrigger {  // after `handled … on resume`: the resume's handling is dispatched
                    if readNextMainQueueTurn(clause, handled: elseDropped.lastHandled, alreadyDeferred: resume.onNextMainQueueTurn, end: end) {
                        resumeTrigger?.onNextMainQueueTurn = true
                    }
                    continue
                }
                var alreadyDeferred = deferred
                if case .handled(let trigger) = policy { alreadyDeferred = alreadyDeferred || trigger.onNextMainQueueTurn }
                if readNextMainQueueTurn(clause, handled: elseDropped.lastHandled, alreadyDeferred: alreadyDeferred, end: end) { deferred = true }
                continue
            }
            var reader = PhraseReader(clause, end: end)
            // `, completion: always true`, written like the `completion:` setting, is the same clause.
            guard reader.accept(anyOf: ["completion", "completion:"]) else {
                // `handled after 500ms for passwords, clipboard`: a comma starts a clause, so a type after it stands alone.
                var typeList: [String] = []
                if followsTypeClause, case .type(let index) = lastClause, clause.count == 1 {
                    let types = typeTriggers[index].types.map(ShortcutTypeSpelling.printed).joined(separator: " and ")
                    typeList = ["the types of a 'handled … for' clause are joined with 'and': 'for \(types) and \(clause[0].raw)'"]
                }
                reportUnknownActionClause(clause, setting: setting, afterCalledTwice: followsCalledTwice, leadingNotes: typeList)
                continue
            }
            guard var policy = completion(&reader) else { continue }  // one error for the clause, not a second for its words
            afterCalledTwice = policy == .calledTwice && reader.isAtEnd
            // `completion called twice, then false` (zotero-ios#948): one policy, set once, so that it is compared
            // whole with a `completion:` setting, whichever comes first.
            if afterCalledTwice, offset + 1 < clauses.count, let second = Self.secondCallValue(clauses[offset + 1]) { policy = .calledTwiceThen(second) }
            setCompletion(policy, at: clause[0].location)
            if !reader.isAtEnd { error(reader.location, "unexpected '\(reader.rest)'", notes: Self.completionRestNotes(policy, reader.rest)) }
        }
        finishElse(elseDropped)
        if case .handled(var trigger) = policy {
            if let outcome = elseDropped.outcome { trigger.ifNotReady = outcome }
            if deferred { trigger.onNextMainQueueTurn = true }
            trigger.typeTriggers = typeTriggers
            if dropsOnResume != nil { trigger.dropsOnResume = true }
            if let clause = onePendingItem {
                trigger.keepsOnePendingItem = true
                trigger.sharesLaunchItem = sharesLaunchItem
                // The shared form overwrites a saved launch item still waiting even when the action
                // itself is handled at once, so only the plain form can change nothing.
                if !sharesLaunchItem { warnIfNothingWaits(clause, Self.onePendingItem, trigger: trigger) }
            }
            if skipsFirstCall != nil { trigger.skipsFirstCallAfterShortcutLaunch = true }
            if let resume = resumeClause, let dropped = dropsOnResume {
                error(resume[0].location, "'\(Self.phrase(resume))' and '\(Self.phrase(dropped))' both say what happens to an action that arrives during a resume; keep one")
            } else {
                trigger.onResume = resumeTrigger
            }
            if let clause = clearedOnWillEnterForeground { readClearing(clause, into: &trigger) }
            if let clause = notCleared { readKeptAction(clause, into: &trigger) }
            policy = .handled(trigger)
        }
        return policy
    }

    /// `activates for ID, …` sets both of UIKit's predicates to the list, as Apple's examples do;
    /// `prefers ID, …` sets only `prefersToActivate…`, leaving `canActivate…` at its default, which
    /// accepts anything (B4.1).
    private mutating func parseSceneConditions(name: String, keyLocation: SourceLocation, reader: inout PhraseReader) {
        let prefersOnly: Bool
        if reader.accept("activates for") {
            prefersOnly = false
        } else if reader.accept("prefers") {
            prefersOnly = true
            _ = reader.accept("to activate for")  // UIKit's own words: prefersToActivateFor…
            let anythingLocation = reader.location
            if reader.accept("anything") {
                error(anythingLocation, "a scene that prefers anything is not modelled: list the targetContentIdentifiers it prefers",
                      notes: ["'scene \(name): activates for anything' is UIKit's default: it can take any item and prefers none"])
                return
            }
        } else {
            error(reader.location, "expected 'scene \(name): activates for ID[, ID …]', 'scene \(name): activates for anything' or 'scene \(name): prefers ID[, ID …]'")
            return
        }
        if !prefersOnly, reader.accept("anything") {
            scenario.app.sceneConditions[name] = .any
        } else {
            var identifiers: Set<String> = []
            let listed = commaClauses(Array(reader.tokens[reader.index...]), of: "scene \(name)", clause: "targetContentIdentifier")
            while reader.next() != nil {}
            // Each item's `target=`: an identifier none of them has never decides anything, and is most often a typo.
            let targets = shortcutTargets ?? Set(scenario.shortcuts.compactMap(\.item.targetContentIdentifier))
            shortcutTargets = targets
            for token in listed.joined() {
                guard identifiers.insert(token.raw).inserted else {
                    error(token.location, "'\(token.raw)' is listed twice for scene \(name)", notes: ["list each targetContentIdentifier once"])
                    continue
                }
                if !targets.contains(token.raw), !hasBrokenPlist {
                    let anything = !prefersOnly && Suggestion.closest(to: token.raw, in: ["anything"]) != nil
                    warning(token.location, "no quick action has target=\(token.raw), so this condition never decides where one goes (B4.1)",
                            notes: (anything ? ["did you mean 'activates for anything'?"] : Self.didYouMean(token.raw, targets.sorted()))
                                + [targets.isEmpty ? "no item of 'shortcuts:' has a 'target=' attribute" : "the targets of 'shortcuts:': " + targets.sorted().joined(separator: ", ")])
                }
            }
            guard !identifiers.isEmpty else {
                error(reader.location, "expected at least one targetContentIdentifier after '\(prefersOnly ? "prefers" : "activates for")'")
                return
            }
            scenario.app.sceneConditions[name] = prefersOnly
                ? SceneActivationConditions(prefers: identifiers)
                : SceneActivationConditions(targetContentIdentifiers: identifiers)
        }
        if !reader.isAtEnd { error(reader.location, "unexpected '\(reader.rest)'") }
    }

    private mutating func completion(_ reader: inout PhraseReader) -> CompletionPolicy? {
        // The longer phrase first: 'reports the result' is a prefix of it.
        let choices: [(String, CompletionPolicy)] = [("reports the result or false when deferred", .reportsResultOrFalseWhenDeferred),
                                                     ("reports the result", .reportsResult), ("always true", .alwaysTrue),
                                                     ("always false", .alwaysFalse), ("never called", .neverCalled),
                                                     ("called twice, then false", .calledTwiceThen(false)), ("called twice, then true", .calledTwiceThen(true)),
                                                     ("called twice then false", .calledTwiceThen(false)), ("called twice then true", .calledTwiceThen(true)),
                                                     ("called twice", .calledTwice), ("true when handled or never called", .trueWhenHandledOrNeverCalled)]
        for (phrase, policy) in choices where reader.accept(phrase) { return policy }
        // 'reports result', 'never call': a choice whose words hold the written ones in order.
        let written = reader.rest.split(separator: " ")
        // Each policy once, as the format documents it: `called twice, then false` stands for its other spellings.
        let phrases = choices.map(\.0).filter { !$0.hasPrefix("called twice then") && !$0.hasSuffix(", then true") }
        let candidates = phrases.filter { choice in
            var words = choice.split(separator: " ")[...]
            return !written.isEmpty && written.allSatisfy { word in
                guard let index = words.firstIndex(where: { $0.hasPrefix(word) }) else { return false }
                words = words[(index + 1)...]
                return true
            }
        }
        // `reports result` is held by both result phrases: the shorter one is meant.
        let holding = candidates.filter { candidate in !candidates.contains { $0 != candidate && candidate.hasPrefix($0) } }
        error(reader.location, "expected 'reports the result', 'reports the result or false when deferred', 'always true', 'always false', 'never called', "
              + "'called twice', 'called twice, then false' or 'true when handled or never called'",
              notes: holding.count == 1 ? ["did you mean '\(holding[0])'?"] : Self.didYouMeanPhrase(reader.rest, phrases))
        return nil
    }

    private mutating func parseMilestone(name: String, keyLocation: SourceLocation, tokens: [Token], end: SourceLocation) {
        guard !name.isEmpty, !name.contains(" ") else {
            error(keyLocation, "expected 'milestone NAME: …' with a one-word name, such as 'milestone root: 3s after launch'")
            return
        }
        if let reason = Self.reservedMilestoneNames[name] {
            // Reported, and declared all the same: the lines that name it get no second error.
            error(SourceLocation(file: keyLocation.file, line: keyLocation.line, column: keyLocation.column + "milestone ".count),
                  "'\(name)' cannot name a milestone: \(reason)",
                  notes: ["choose another name, such as 'app\(name.prefix(1).uppercased() + name.dropFirst())'"])
        }
        let milestone = Milestone(name)
        if scenario.app.milestones.contains(where: { $0.milestone == milestone }) {
            error(keyLocation, "milestone '\(name)' is declared twice")
            return
        }
        let clauses = commaClauses(tokens, of: "milestone \(name)")
        guard let first = clauses.first else {
            error(end, "expected when '\(name)' is reached: '3s after launch', '1s after root', 'at launch' or 'on step'")
            return
        }
        guard let start = milestoneStart(name: name, first, end: end, allowOnStep: true) else {
            milestonesOfBrokenLines.insert(name)  // its timing has the error; the lines naming it are right
            return
        }
        var remembered = false
        var laterStarts: [MilestoneDeclaration.Start] = []
        for clause in clauses.dropFirst() {
            if isStopped { break }
            var reader = PhraseReader(clause, end: end)
            if reader.accept("remembered") {
                if remembered { error(clause[0].location, "', remembered' is given twice", notes: ["keep one"]) }
                remembered = true
                if !reader.isAtEnd { error(reader.location, "unexpected '\(reader.rest)'") }
            } else if reader.accept("then") {
                if let later = milestoneStart(name: name, Array(clause.dropFirst()), end: end, allowOnStep: false) { laterStarts.append(later) }
            } else {
                error(reader.location, "expected ', remembered' (the milestone is stored and holds on later launches) or ', then 5s after launch' (its timing in the next process)",
                      notes: Self.didYouMean(reader.rest, ["remembered", "then"]))
            }
        }
        if case .onStep = start, !laterStarts.isEmpty {
            error(keyLocation, "an 'on step' milestone is reached by its step in every process; 'then' does not apply")
        }
        scenario.app.milestones.append(MilestoneDeclaration(milestone: milestone, start: start, laterStarts: laterStarts, remembered: remembered, location: keyLocation))
    }

    /// The words a milestone cannot be named, because where a milestone name goes they mean something
    /// else, and why. Other words of the grammar (`and`, `after`, `between`, `step`) read unambiguously
    /// where a name goes, so they may name one.
    static let reservedMilestoneNames = [
        "ready": "a trigger ends its milestones with 'ready', so 'handled when ready ready' cannot be read",
        "launch": "'after launch' is the start of the process, so '1s after launch' could never wait for this milestone",
        "nothing": "'coordinator: waits for nothing' means no milestone, so the coordinator could never wait for this one",
    ]

    /// When a milestone is reached: `on step`, `at launch`, `3s after launch`, `500ms after root`,
    /// `between 1s and 6s after launch` or `any time after login` (the last two are explored).
    private mutating func milestoneStart(name: String, _ tokens: [Token], end: SourceLocation, allowOnStep: Bool) -> MilestoneDeclaration.Start? {
        let expected = "expected when '\(name)' is reached: '3s after launch', '1s after root', 'at launch', 'on step', 'between 1s and 6s after launch' or 'any time after launch'"
        var reader = PhraseReader(tokens, end: end)
        var start: MilestoneDeclaration.Start?
        if allowOnStep, reader.accept("on step") {
            start = .onStep
        } else if reader.accept("at launch") {
            start = .atLaunch
        } else if reader.accept("between") {
            let errorsBefore = errorCount
            guard let earliest = durationWord(&reader) else {
                error(reader.location, "expected a duration after 'between', as in 'between 1s and 6s after launch'",
                      notes: Self.durationUnitNote(reader))
                return nil
            }
            guard reader.accept("and"), let latest = durationWord(&reader) else {
                error(reader.location, "expected 'and' and a second duration, as in 'between 1s and 6s after launch'",
                      notes: Self.durationUnitNote(reader))
                return nil
            }
            // A duration read as zero after its error is not a second mistake: the window is kept, so the milestone is declared.
            guard latest >= earliest || errorCount > errorsBefore else {
                error(tokens[0].location, "the window ends (\(latest)) before it starts (\(earliest))")
                return nil
            }
            guard let anchor = milestoneAnchor(&reader) else { return nil }
            if latest == earliest, errorCount == errorsBefore {
                // One instant: nothing varies, yet the scenario is explored; most likely one bound is mistyped.
                let from = anchor.map(\.name) ?? "launch"
                warning(tokens[0].location, "the window from \(earliest) to \(latest) is one instant, so '\(name)' does not vary",
                        notes: ["write '\(earliest) after \(from)' for that instant, or give the window two different ends"])
            }
            let window = DelayWindow(earliest: earliest, latest: max(earliest, latest))
            start = anchor.map { .withinAfter($0, window) } ?? .withinAfterLaunch(window)
        } else if reader.accept("any time") {
            guard let anchor = milestoneAnchor(&reader) else { return nil }
            let window = DelayWindow(earliest: .zero, latest: nil)
            start = anchor.map { .withinAfter($0, window) } ?? .withinAfterLaunch(window)
        } else if let delay = durationWord(&reader) {
            guard let anchor = milestoneAnchor(&reader) else { return nil }
            start = anchor.map { .after($0, delay) } ?? .afterLaunch(delay)
        } else {
            // `anytime after root`: the one-word spelling of 'any time'; `after 3s`: the delay goes first.
            let words = reader.rest.split(separator: " ").map(String.init)
            let notes = reader.current?.raw.lowercased() == "anytime"
                ? ["did you mean 'any time \(words.dropFirst().joined(separator: " "))'?"]
                : words.count == 2 && words[0] == "after" && Self.isTime(words[1])
                ? ["did you mean '\(words[1]) after launch'? the delay comes first, then what it counts from: the start of the process ('after launch') or another milestone ('after root')"]
                : Self.durationUnitNote(reader)
            error(reader.location, expected, notes: notes)
            return nil
        }
        if !reader.isAtEnd {
            error(reader.location, "unexpected '\(reader.rest)'")
            return nil
        }
        return start
    }

    /// Reads `after launch` (nil inside) or `after MILESTONE`; nil when it is missing (reported).
    private mutating func milestoneAnchor(_ reader: inout PhraseReader) -> Milestone?? {
        guard reader.accept("after"), let anchor = reader.next() else {
            error(reader.location, "expected 'after launch' or 'after MILESTONE'",
                  notes: ["a delay counts from the start of the process ('3s after launch') or from another milestone ('500ms after root')"])
            return nil
        }
        if anchor.raw == "launch" { return .some(nil) }
        milestoneReferences.append((anchor.raw, anchor.location))
        return .some(Milestone(anchor.raw))
    }

    private mutating func parseRoutes(_ tokens: [Token], end: SourceLocation) {
        // `routes: none`: an app whose router matches no type, such as a library that never handles an item.
        if tokens.count == 1, tokens[0].raw == "none", !tokens[0].isQuoted { return }
        for written in Self.joiningElseClauses(commaClauses(tokens, of: "routes", clause: "route")) {
            if isStopped { break }
            let clause = written.splittingGluedArrows()  // `Search->SearchPage` reads as `Search -> SearchPage`
            var reader = PhraseReader(clause, end: end)
            let type = reader.next()
            // `URI "Lights off" -> LightsOff`: items that share a type, told apart by their title.
            let titleToken = reader.current.flatMap { $0.isQuoted && clause.dropFirst(reader.index + 1).first?.raw == "->" ? reader.next() : nil }
            // `XE_APP_ACTION_TYPE userInfo.id="battery_info" -> Battery`: told apart by a value of their userInfo (C4.1).
            let userInfoToken = titleToken == nil
                ? reader.current.flatMap { Self.isRouteUserInfoSelector($0) && clause.dropFirst(reader.index + 1).first?.raw == "->" ? reader.next() : nil }
                : nil
            guard let type, reader.accept("->"), let destination = reader.next() else {
                // `Search –> SearchPage`: an en dash, or another character drawn like '-' or '>', in the arrow.
                if let (token, lookalike) = clause.lazy.compactMap({ token in LookalikeArrow.first(in: token.raw).map { (token, $0) } }).first {
                    error(token.location(offset: lookalike.offset), "'\(lookalike.written)' is not the route's arrow: write '->'",
                          notes: lookalike.notes + ["did you mean '\(Self.phrase(clause).replacingOccurrences(of: lookalike.written, with: "->"))'?"])
                    continue
                }
                // `Search => SearchPage`, `Search → SearchPage`: another arrow than the one the trace prints.
                let arrow = clause.first { ["=>", "→", "-", ">", "to"].contains($0.raw) }
                error(clause[0].location, "expected 'TYPE -> Destination', such as 'Search -> SearchPage', or 'none'",
                      notes: arrow.map { ["write '->' for '\($0.raw)': '\(Self.phrase(clause).replacingOccurrences(of: " \($0.raw) ", with: " -> "))'"] } ?? [])
                continue
            }
            guard let typeName = shortcutType(type) else { continue }
            var route = RouteDeclaration(shortcutType: typeName, destination: destination.raw, location: type.location)
            if let titleToken {
                guard let title = routeTitle(titleToken, type: typeName) else { continue }
                route.title = title
            }
            if let userInfoToken {
                guard let condition = routeUserInfo(userInfoToken, type: type, typeName: typeName, destination: destination.raw) else { continue }
                route.userInfo = condition
            }
            var alwaysCrashes: Token?  // `crashes` alone, where it is written
            while !reader.isAtEnd {
                if let word = reader.current, let condition = RouteBranch.Condition(rawValue: word.raw) {
                    // `-> Adjustment toggles enabled unless dimmed ready, else -> FailedAlert`: the code opens another screen.
                    guard parseRouteBranch(&reader, condition: condition, type: type, destination: destination, into: &route) else { break }
                } else if reader.accept("needs") {
                    route.requires += routeMilestones(&reader, form: "\(type.raw) -> \(destination.raw) needs MILESTONE")
                } else if let outcome = reader.current.flatMap({ HandlingTrigger.NotReadyOutcome(routeWord: $0.raw) }) {
                    // `crashes without blog`, `dropped without store`: the destination's code uses the milestone unchecked.
                    let word = reader.next()!
                    if let state = reader.current, state.raw == "while" {  // `dropped while inactive`: code that needs the app active
                        guard parseWhileInactive(&reader, outcome: outcome, word: word, type: type, destination: destination, into: &route) else { break }
                        continue
                    }
                    // `First -> Detail crashes`: the destination's code fails whenever the router opens it (a nil controller force-unwrapped).
                    if outcome == .crashes, reader.current.map({ ["needs", "crashes", "dropped", "then", "if", "unless"].contains($0.raw) || RouteStateChange.Kind(rawValue: $0.raw) != nil
                                                                 || Self.isVersionBound($0.raw) }) ?? true {
                        if let previous = alwaysCrashes {
                            error(word.location, "the route for \(type.raw) already says 'crashes' at column \(previous.location.column); keep one")
                            break
                        }
                        alwaysCrashes = word
                        route.alwaysCrashes = true
                        continue
                    }
                    if outcome == .crashes, reader.accept("with") {  // `crashes with dashboard`: code that exists once it is reached fails
                        if !route.crashesWith.isEmpty {
                            error(word.location, "the route for \(type.raw) already says which milestones it crashes with; list them with 'and'",
                                  notes: ["write '\(type.raw) -> \(destination.raw) crashes with M1 and M2'"])
                            break
                        }
                        route.crashesWith = routeMilestones(&reader, form: "\(type.raw) -> \(destination.raw) crashes with MILESTONE")
                        continue
                    }
                    guard reader.accept("without") else {
                        let other = outcome == .crashes ? " or 'with MILESTONE'" : " or 'while inactive'"
                        error(reader.location, "expected 'without MILESTONE'\(other) after '\(word.raw)'",
                              notes: ["write '\(type.raw) -> \(destination.raw) \(outcome.routeWord) without MILESTONE': the destination \(outcome == .crashes ? "crashes" : "drops the item") when the milestone is not reached"]
                                + (outcome == .crashes ? ["write '\(type.raw) -> \(destination.raw) crashes with MILESTONE': the destination crashes once the milestone is reached",
                                                          "write '\(type.raw) -> \(destination.raw) crashes': the destination crashes whenever the router opens it"]
                                    : [Self.whileInactiveNote(type: type, destination: destination)]))
                        break
                    }
                    if !route.checked.isEmpty {
                        error(word.location, "the route for \(type.raw) already says what happens without a milestone; list the milestones with 'and'",
                              notes: ["write '\(type.raw) -> \(destination.raw) \(route.ifMissing.routeWord) without M1 and M2'"])
                        break
                    }
                    route.ifMissing = outcome
                    route.checked = routeMilestones(&reader, form: "\(type.raw) -> \(destination.raw) \(outcome.routeWord) without MILESTONE")
                } else if let kind = reader.current.flatMap({ RouteStateChange.Kind(rawValue: $0.raw) }) {
                    // `temperature -> Toggle toggles enabled`: the destination's code changes the app's state.
                    let word = reader.next()!
                    if let previous = route.stateChange {
                        error(word.location, "the route for \(type.raw) already says it \(previous.kind.rawValue) \(previous.milestones.map(\.name).joined(separator: " and ")); keep one",
                              notes: ["list the milestones of one change with 'and': '\(type.raw) -> \(destination.raw) \(previous.kind.rawValue) M1 and M2'"])
                        break
                    }
                    route.stateChange = RouteStateChange(kind: kind, milestones: routeMilestones(&reader, form: "\(type.raw) -> \(destination.raw) \(kind.rawValue) MILESTONE"))
                } else if let then = reader.current, then.raw == "then" {
                    // `then exits`, `then suspends`: the app leaves once the destination's work is done.
                    _ = reader.next()
                    let written = reader.next()  // nil at the clause's end: then the error is right after 'then', naming no word
                    guard let word = written, let aftermath = RouteAftermath(rawValue: word.raw) else {
                        error(written?.location ?? then.location(offset: then.raw.count), "expected 'exits' or 'suspends' after 'then'"
                                + (written.map { ", found '\($0.raw)'" } ?? ""),
                              notes: Self.didYouMean(written?.raw ?? "", ["exits", "suspends"])
                                + ["'then exits' ends the process (exit(0)): the next quick action is a cold launch (A7.4); "
                                   + "'then suspends' sends the app to the background as going home does (A7.3)"])
                        break
                    }
                    if let previous = route.aftermath {
                        error(then.location, "the route for \(type.raw) already says 'then \(previous.rawValue)'; keep one")
                        break
                    }
                    route.aftermath = aftermath
                } else if let word = reader.current, let kind = Self.routeStateChangeKind(misspelt: word.raw) {
                    // `reach enabled`, `toggle enabled`: the step's word, where the route says what its code does.
                    error(word.location, "a route says what its destination's code does with '\(kind.rawValue)', as in '\(type.raw) -> \(destination.raw) \(kind.rawValue) MILESTONE'",
                          notes: ["did you mean '\(kind.rawValue)'?"]
                            + (["reach", "undo"].contains(word.raw) ? ["'\(word.raw) MILESTONE' is a step, where the user does it; on a route the app's own code does it"] : []))
                    break
                } else if acceptVersionBound(&reader, into: &route.versions) {
                    continue
                } else {
                    error(clause.last!.location, "unexpected words in the route for \(type.raw); expected 'needs MILESTONE', 'crashes', 'crashes without MILESTONE', 'crashes with MILESTONE', 'dropped without MILESTONE', 'dropped while inactive', 'reaches MILESTONE', 'undoes MILESTONE', 'toggles MILESTONE', 'then exits', 'then suspends', "
                          + "'if MILESTONE ready, else -> DESTINATION', 'unless MILESTONE ready, else -> DESTINATION', 'from=N' or 'until=N'")
                    break
                }
            }
            typeReferences.append((typeName, type.location))
            if let alwaysCrashes, !route.checked.isEmpty || !route.crashesWith.isEmpty || route.dropsWhileInactive || route.stateChange != nil || route.aftermath != nil
                || route.branch != nil {
                // Nothing else about the destination matters once it always crashes.
                error(alwaysCrashes.location, "'crashes' alone makes \(destination.raw) crash whenever the router opens it, so the route's other conditions never matter; keep one",
                      notes: ["'crashes without M' and 'dropped without M' fail only when M is not reached, 'crashes with M' only once it is, "
                              + "'dropped while inactive' only while the app is not active; 'crashes' fails every time"])
                continue
            }
            if let from = route.versions.from, let until = route.versions.until, from > until {
                error(type.location, "the route for \(type.raw) is from version \(from) until version \(until): no version has it")
                continue
            }
            if let previous = scenario.app.routes.first(where: { $0.shortcutType == route.shortcutType && $0.title == route.title && $0.userInfo == route.userInfo
                                                                 && $0.versions.firstCommonVersion(with: route.versions) != nil }) {
                let named = route.title.map { "\(type.raw) \(QuotedText.quoted($0))" } ?? route.userInfo.map { "\(type.raw) \($0.phrase)" } ?? type.raw
                error(type.location, "\(named) has two routes (to \(previous.destination) and to \(route.destination)); the first would always win",
                      notes: ["give each version its own route with 'until=N' and 'from=N+1', or keep one"]
                        + (route.title == nil && route.userInfo == nil ? ["to route items of one type by title, write the title after the type: '\(type.raw) \"TITLE\" -> \(route.destination)'"] : []))
                continue
            }
            scenario.app.routes.append(route)
        }
        warnItemsNoUserInfoRouteTakes()
    }

    /// The title of a route (`URI "Lights off" -> LightsOff`), unquoted, or nil after an error: one the
    /// menu shows for an item of the type, as `select TYPE "TITLE"` names it. A title no item of the type
    /// has would never match, so it is an error with the closest title; not checked while a `plist:` is broken.
    private mutating func routeTitle(_ token: Token, type: String) -> String? {
        guard let text = attempt({ () throws(DiagnosticError) in try Tokenizer.unquote(token.raw, at: token.location) }) else { return nil }
        let titles = scenario.shortcuts.filter { $0.item.type == type }.map(\.item.localizedTitle)
        guard titles.contains(text) || hasBrokenPlist || titles.isEmpty else {
            unknownTitle(text, of: type, at: token.location, titles: titles, consequence: ", so this route never matches")
            return nil
        }
        return text
    }

    /// Reports a title no item of the type shows, written in a `select` step or a route. One the strings
    /// table translates is named by the translation, which the menu shows, the user selects and the app
    /// receives as `localizedTitle` (C1.5); any other by the closest title and the type's titles.
    mutating func unknownTitle(_ text: String, of type: String, at location: SourceLocation, titles: [String], consequence: String = "") {
        let printed = ShortcutTypeSpelling.printed(type)
        if let localized = titlesBeforeLocalization[type]?.first(where: { $0.written == text }) {
            error(location, "no \(printed) item is titled \"\(text)\" in the menu\(consequence)",
                  notes: ["did you mean '\(localized.shown)'? the strings table translates \"\(text)\" to \"\(localized.shown)\", which the menu shows and the user selects (C1.5)"])
            return
        }
        error(location, "no \(printed) item is titled \"\(text)\"\(consequence)",
              notes: Self.didYouMean(text, titles) + ["the titles of \(printed): " + titles.map { "\"\($0)\"" }.joined(separator: ", ")])
    }

    /// The change a route's word means when written as a step's word or another form of the verb
    /// (`reach`, `toggle`, `undo`, `reached`, `toggled`, `undone`, `undid`), nil for any other word.
    static func routeStateChangeKind(misspelt word: String) -> RouteStateChange.Kind? {
        switch word {
        case "reach", "reached", "reaching": .reaches
        case "undo", "undone", "undid", "undoing": .undoes
        case "toggle", "toggled", "toggling": .toggles
        default: nil
        }
    }

    /// Reads `while inactive` after a route's `dropped` (`reader` at `while`): the destination needs the app
    /// active, and drops the item when the router opens it while the app is not (A1.2, A3.4). `crashes
    /// while`, another word than `inactive` and the clause twice are errors at their words. Returns false
    /// after an error, so the route's other words are not read.
    private mutating func parseWhileInactive(_ reader: inout PhraseReader, outcome: HandlingTrigger.NotReadyOutcome, word: Token,
                                             type: Token, destination: Token, into route: inout RouteDeclaration) -> Bool {
        let whileWord = reader.next()!
        guard outcome == .dropped else {
            error(word.location, "a destination that needs the app active drops the item: write 'dropped while inactive', not 'crashes while'",
                  notes: [Self.whileInactiveNote(type: type, destination: destination)])
            return false
        }
        let state = reader.next()
        guard let state, state.raw == "inactive" else {  // `inactiv`, `Inactive`: the did-you-mean first
            error(state?.location ?? whileWord.location(offset: whileWord.raw.count), "expected 'inactive' after 'dropped while'",
                  notes: (state.flatMap { Suggestion.note(for: $0.raw, in: ["inactive"]) }.map { [$0] } ?? [])
                      + [Self.whileInactiveNote(type: type, destination: destination)])
            return false
        }
        guard !route.dropsWhileInactive else {
            error(word.location, "the route for \(type.raw) already says 'dropped while inactive'; keep one")
            return false
        }
        route.dropsWhileInactive = true
        return true
    }

    /// The note that shows `dropped while inactive` on a route.
    private static func whileInactiveNote(type: Token, destination: Token) -> String {
        "write '\(type.raw) -> \(destination.raw) dropped while inactive': the destination needs the app active, so it drops the item "
            + "when the router opens it before the app is (inside performActionFor or a launch method, A1.2, A3.4)"
    }

    /// Reads the milestones of a route after `needs` or `without` (or of `launch screen: … crashes with`): `M [and M …]`. A missing name is
    /// an error just after the word that wants it, with the route's `form` as the fix.
    mutating func routeMilestones(_ reader: inout PhraseReader, form: String) -> [Milestone] {
        var milestones: [Milestone] = []
        var previous = reader.tokens[reader.index - 1]  // 'needs' or 'without', then each 'and'
        repeat {
            guard let name = reader.next() else {
                error(previous.location(offset: previous.raw.count), "expected a milestone after '\(previous.raw)'",
                      notes: ["write '\(form)', naming a declared milestone"])
                break
            }
            milestones.append(Milestone(name.raw))
            milestoneReferences.append((name.raw, name.location))
            if let and = reader.current, and.raw == "and" { previous = and }
        } while reader.accept("and")
        return milestones
    }

    /// Whether a word is `from=N` or `until=N`, whatever N, a bound of the versions a declaration applies to.
    static func isVersionBound(_ word: String) -> Bool { word.hasPrefix("from=") || word.hasPrefix("until=") }

    /// Reads the next word into a range if it is `from=N` or `until=N`, a bound of the versions a
    /// declaration applies to; a value below 1 is an error at the word. Returns false, reading
    /// nothing, for any other word.
    mutating func acceptVersionBound(_ reader: inout PhraseReader, into versions: inout VersionRange) -> Bool {
        guard let token = reader.current, let equals = token.raw.firstIndex(of: "="),
              case let bound = token.raw[..<equals], bound == "from" || bound == "until" else { return false }
        _ = reader.next()
        guard let value = Int(token.raw[token.raw.index(after: equals)...]), value >= 1 else {
            error(token.location, "expected a version number from 1")
            return true
        }
        if let first = bound == "from" ? versions.from : versions.until {
            error(token.location, "'\(bound)' is given twice", notes: ["the first one says '\(bound)=\(first)'; keep one"])
            return true
        }
        if bound == "from" { versions.from = value } else { versions.until = value }
        return true
    }

    /// Reads `dynamic items: POLICY [and POLICY …] [from=N] [until=N][, cleared after MILESTONE][, if force touch available]`.
    private mutating func parseDynamicItems(_ reader: inout PhraseReader) {
        let clauses = commaClauses(Array(reader.tokens[reader.index...]), of: "dynamic items")
        defer { while reader.next() != nil {} }  // every word is read here, clause by clause
        parseDynamicItemsPolicy(PhraseReader(clauses.first ?? [], end: reader.endLocation))
        var clearing: [Token]?
        var forceTouchCheck: [Token]?
        var undoneClause: [Token]?  // `cleared when M undone` or `reset when M undone`, once
        for clause in clauses.dropFirst() {
            if isStopped { break }
            var clauseReader = PhraseReader(clause, end: reader.endLocation)
            // `cleared when login undone`: the sign-out path sets the items in the step that undoes the milestone.
            if clause[0].raw == "reset" || clause.count > 1 && clause[0].raw == "cleared" && clause[1].raw == "when" {
                readDynamicItemsUndone(clause, previous: &undoneClause, end: reader.endLocation)
                continue
            }
            // The 3D Touch plugins set items only when traitCollection.forceTouchCapability is .available (E1).
            if clauseReader.accept("if force touch available") {
                if let previous = forceTouchCheck {
                    error(clause[0].location, "'\(Self.phrase(clause))' repeats '\(Self.phrase(previous))' earlier on the line; keep one")
                    continue
                }
                forceTouchCheck = clause
                editDynamicItemsCode { $0.requiresForceTouch = true }
                if !clauseReader.isAtEnd { error(clauseReader.location, "unexpected '\(clauseReader.rest)'") }
                continue
            }
            guard clauseReader.accept("cleared after") else {
                if clause[0].raw == "if" {  // `if 3D Touch available`, `if force touch is available`
                    error(clause[0].location, "unexpected '\(Self.phrase(clause))' after the value of 'dynamic items:'",
                          notes: ["did you mean 'if force touch available'? It sets the items only on a device with 3D Touch (UIForceTouchCapability.available, E1)"])
                    continue
                }
                let named = clause.count > 1 && clause[0].raw == "cleared" ? clause.last!.raw : nil
                error(clause[0].location, "unexpected '\(Self.phrase(clause))' after the value of 'dynamic items:'",
                      notes: named.map { ["did you mean 'cleared after \($0)'?"] }
                        ?? ["to clear the items when a milestone is reached, such as logging out, add ', cleared after MILESTONE'; when the user undoes one, such as signing out, ', cleared when MILESTONE undone'"])
                continue
            }
            guard let word = clauseReader.next() else {
                error(clauseReader.location, "expected a milestone name after 'cleared after', such as 'cleared after logout'")
                continue
            }
            if let previous = clearing {
                error(clause[0].location, "'\(Self.phrase(clause))' repeats '\(Self.phrase(previous))' earlier on the line; keep one")
                continue
            }
            clearing = clause
            editDynamicItemsCode { $0.clearedAfter = Milestone(word.raw) }
            milestoneReferences.append((word.raw, word.location))
            if !clauseReader.isAtEnd {
                // `cleared after login undone`: the sign-out clause is `cleared when login undone`.
                let undone = clauseReader.rest == "undone" ? ["did you mean 'cleared when \(word.raw) undone'? 'cleared after \(word.raw)' clears them when \(word.raw) is reached"] : []
                error(clauseReader.location, "unexpected '\(clauseReader.rest)'", notes: undone + Self.dynamicItemsVersionsNotes(clauseReader.rest))
            }
        }
    }

    /// The note for `from=N` or `until=N` written after a clause of `dynamic items:` (`, cleared when login undone from=2`):
    /// the versions are the whole line's, written after its first value.
    static func dynamicItemsVersionsNotes(_ rest: String) -> [String] {
        guard isVersionBound(rest) else { return [] }
        return ["the versions are those of the whole line: write them after its first value, as in 'set after login \(rest), cleared when login undone'"]
    }

    /// Reads `cleared when MILESTONE undone` or `reset when MILESTONE undone` of `dynamic items:`: the app
    /// sets `shortcutItems` (to none, or to what its state gives) when the user undoes the milestone, such
    /// as signing out. The milestone is checked with the section (declared, `on step`).
    private mutating func readDynamicItemsUndone(_ clause: [Token], previous: inout [Token]?, end: SourceLocation) {
        var reader = PhraseReader(clause, end: end)
        let resets = clause[0].raw == "reset"
        let example = resets ? "reset when login undone" : "cleared when login undone"
        guard reader.accept(resets ? "reset when" : "cleared when"), let name = reader.next(), name.raw != "undone" else {
            error(clause[0].location, "expected '\(resets ? "reset" : "cleared") when MILESTONE undone', such as '\(example)'",
                  notes: resets ? ["'reset when login undone' sets the items the app's state gives once the milestone is undone: those whose 'if=' milestone is still reached"] : [])
            return
        }
        guard reader.accept("undone") else {
            let reached = reader.current?.raw == "reached"
            error(reader.isAtEnd ? Self.afterLastWord(of: reader) : reader.location, "expected 'undone' after '\(name.raw)', as in '\(example)'",
                  notes: reached ? ["to clear them when a milestone is reached, write 'cleared after \(name.raw)'"] : [])
            return
        }
        if let previous {
            error(clause[0].location, "'\(Self.phrase(clause))' repeats '\(Self.phrase(previous))' earlier on the line; keep one",
                  notes: ["the app sets its items once when a milestone is undone: to none ('cleared') or to what its state gives ('reset')"])
            return
        }
        previous = clause
        if !reader.isAtEnd {
            error(reader.location, "unexpected '\(reader.rest)'", notes: Self.dynamicItemsVersionsNotes(reader.rest))
            return
        }
        editDynamicItemsCode {
            $0.changedWhenUndone = Milestone(name.raw)
            $0.resetsWhenUndone = resets
        }
        undoneMilestoneReferences.append((Milestone(name.raw), name.location, "the items are never \(resets ? "reset" : "cleared")"))
    }

    /// The policy of the `dynamic items:` line being read.
    private mutating func setDynamicItemsPolicy(_ policy: DynamicItemsPolicy) { editDynamicItemsCode { $0.policy = policy } }

    /// Changes the code of the `dynamic items:` line being read, the last one so far.
    private mutating func editDynamicItemsCode(_ edit: (inout DynamicItemsCode) -> Void) {
        edit(&scenario.app.dynamicItemsCode[scenario.app.dynamicItemsCode.count - 1])
    }

    /// A later `dynamic items:` line must cover versions no earlier line covers: each version runs one
    /// code that sets `shortcutItems` (C1.6, C3.4).
    private mutating func checkDynamicItemsVersions(at location: SourceLocation) {
        let codes = scenario.app.dynamicItemsCode
        guard let last = codes.last else { return }
        for (index, earlier) in codes.dropLast().enumerated() {
            guard let version = earlier.versions.firstCommonVersion(with: last.versions) else { continue }
            error(location, "this 'dynamic items:' and the one at line \(dynamicItemsLines[index]) both cover version \(version); the code with which a version sets its items is one line",
                  notes: ["give each line the versions that have its code, such as 'until=1' on the first and 'from=2' on this one",
                          "an app that sets them in several places writes them on one line, joined with 'and': 'replace every launch and set on willResignActive'"])
            return
        }
    }

    /// The policies that set the items in a lifecycle callback: the app delegate's own method (never
    /// called with scenes, A7.5), the scene's, or either one, whichever the lifecycle calls.
    static let callbackDynamicItemsPolicies: [(phrase: String, policy: DynamicItemsPolicy)] = [
        ("set on applicationWillResignActive", .setOnApplicationWillResignActive), ("set on sceneWillResignActive", .setOnResignActive),
        ("set on willResignActive", .setOnResignActive), ("set on applicationDidEnterBackground", .setOnApplicationDidEnterBackground),
        ("set on sceneDidEnterBackground", .setOnDidEnterBackground), ("set on didEnterBackground", .setOnDidEnterBackground),
        ("set on applicationDidBecomeActive", .setOnApplicationDidBecomeActive), ("set on sceneDidBecomeActive", .setOnDidBecomeActive),
        ("set on didBecomeActive", .setOnDidBecomeActive),
    ]

    /// The note for a `dynamic items:` value that says where the code runs rather than what it does:
    /// `set in didFinishLaunching` (the launch values say how they set the items on a launch), or
    /// `set in sceneWillResignActive` (a callback is written `set on`). None for any other value.
    static func codePlaceHint(_ rest: String) -> [String] {
        if rest.hasPrefix("set in "), let phrase = callbackDynamicItemsPolicies.map(\.phrase).first(where: { $0 == "set on " + rest.dropFirst("set in ".count) }) {
            return ["did you mean '\(phrase)'?"]
        }
        let words = rest.lowercased()
        guard words.contains("finishlaunching") || words.hasSuffix(" launch") else { return [] }
        return ["the values that set the items in didFinishLaunching say how: 'replace every launch' sets the whole array on every launch (C1.6), "
                + "'set when empty' only while shortcutItems is empty, 'append every launch' appends to what it returns, which piles up copies (C3.2)"]
    }

    /// Reads the value of `dynamic items:`: one policy, or several joined with `and` for an app that
    /// sets its items in several places (ryanbr/noop#1294 installs them in didFinishLaunching and again in
    /// sceneWillResignActive), then the versions.
    private mutating func parseDynamicItemsPolicy(_ reader: PhraseReader) {
        var reader = reader
        var policies: [(policy: DynamicItemsPolicy, phrase: String, location: SourceLocation)] = []
        repeat {
            let start = reader.index, location = reader.location
            guard let policy = readDynamicItemsPolicy(&reader) else { return }
            let phrase = reader.tokens[start..<reader.index].map(\.raw).joined(separator: " ")
            checkJoinedDynamicItemsPolicy((policy, phrase, location), after: policies)
            policies.append((policy, phrase, location))
        } while reader.accept("and")
        editDynamicItemsCode { $0.policies = policies.map(\.policy) }
        // `replace every launch until=1`: only those versions have the code that sets them (C3.4).
        var versions = VersionRange.all
        while acceptVersionBound(&reader, into: &versions) {}
        if let from = versions.from, let until = versions.until, from > until {
            error(reader.tokens[0].location, "'dynamic items:' is from version \(from) until version \(until): no version sets them")
        }
        editDynamicItemsCode { $0.versions = versions }
        if !reader.isAtEnd {
            // `replace every launch from=2 and set on willResignActive`: the versions belong to the whole line.
            let versionsFirst = reader.current?.raw == "and" && (versions.from != nil || versions.until != nil)
            error(reader.location, "unexpected '\(reader.rest)' after the value of 'dynamic items:'",
                  notes: versionsFirst
                    ? ["the versions are those of the whole line: write them after its last value, as in 'replace every launch and set on willResignActive from=2'"]
                    : ["after the value come only 'and' with another place the app sets them, 'from=N' or 'until=N' (the versions that set them), ', cleared after MILESTONE' and ', cleared when MILESTONE undone'"])
        }
    }

    /// Reads one policy of `dynamic items:`, or reports the error and returns nil.
    private mutating func readDynamicItemsPolicy(_ reader: inout PhraseReader) -> DynamicItemsPolicy? {
        if reader.accept("none") { return DynamicItemsPolicy.none }
        if reader.accept("set when empty") { return .setWhenEmpty }
        if reader.accept("append every launch") { return .appendEveryLaunch }
        if reader.accept("replace every launch") { return .replaceEveryLaunch }
        // Apple's iOS 13 sample sets them in sceneWillResignActive, DuckDuckGo in sceneDidEnterBackground (C1.6, C3.1).
        if let word = reader.current, let (phrase, policy) = Self.callbackDynamicItemsPolicies.first(where: { reader.accept($0.phrase) }) {
            if phrase.hasPrefix("set on scene") { warnOfSceneMethodWithoutScenes(phrase, at: word.location) }
            return policy
        }
        if reader.accept("set after"), let word = reader.next() {
            milestoneReferences.append((word.raw, word.location))
            return .setAfter(Milestone(word.raw))
        }
        if reader.accept("append after"), let word = reader.next() {
            milestoneReferences.append((word.raw, word.location))
            return .appendAfter(Milestone(word.raw))
        }
        let resignHint = reader.rest.hasPrefix("set on ")
            ? ["to set them each time the app resigns active, write 'set on willResignActive' (applicationWillResignActive, or sceneWillResignActive with scenes)",
               "to set them each time the app enters the background, write 'set on didEnterBackground' (applicationDidEnterBackground, or sceneDidEnterBackground with scenes)",
               "to set them each time the app becomes active, write 'set on didBecomeActive' (applicationDidBecomeActive, or sceneDidBecomeActive with scenes)"]
            : []
        // `appended on every launch`, `replaced each launch`: the verb names the policy.
        let verb = reader.current?.raw.lowercased() ?? ""
        let meant = verb.hasPrefix("append") || verb == "added" || verb == "add" ? "append every launch"
            : verb.hasPrefix("replac") || verb == "reset" || verb == "overwritten" ? "replace every launch" : nil
        let close = Self.didYouMean(reader.rest, ["none", "set when empty", "append every launch", "replace every launch", "set on willResignActive",
                                                  "set on didEnterBackground", "set on didBecomeActive"])
        error(reader.location, "expected 'none', 'set when empty', 'append every launch', 'replace every launch', 'set after MILESTONE', 'append after MILESTONE', 'set on willResignActive', 'set on didEnterBackground' or 'set on didBecomeActive'",
              notes: (close.isEmpty ? meant.map { ["did you mean '\($0)'?"] } ?? Self.codePlaceHint(reader.rest) : close) + resignHint)
        return nil
    }

    /// The app delegate's own method of a callback policy, with the policy that runs in it or in the
    /// scene's: joined, the first adds nothing (A7.5).
    private static let appDelegateOwnPlace: [DynamicItemsPolicy: DynamicItemsPolicy] = [
        .setOnApplicationWillResignActive: .setOnResignActive, .setOnApplicationDidEnterBackground: .setOnDidEnterBackground,
        .setOnApplicationDidBecomeActive: .setOnDidBecomeActive,
    ]

    /// The policies that set the items in `didFinishLaunching`, one of which a line may have.
    private static let launchDynamicItemsPolicies: [DynamicItemsPolicy] = [.setWhenEmpty, .appendEveryLaunch, .replaceEveryLaunch]

    /// A policy joined to earlier ones with `and` must add a place the app sets its items: `none` sets
    /// nothing, the same place twice is one, and the launch policies all run in `didFinishLaunching` (C1.6).
    private mutating func checkJoinedDynamicItemsPolicy(_ joined: (policy: DynamicItemsPolicy, phrase: String, location: SourceLocation),
                                                        after earlier: [(policy: DynamicItemsPolicy, phrase: String, location: SourceLocation)]) {
        guard let first = earlier.first else { return }
        if joined.policy == .none || first.policy == .none {
            let none = joined.policy == .none ? joined : first
            error(none.location, "'none' sets no items, so it cannot be joined with another value with 'and'",
                  notes: ["keep 'none' for an app that never sets shortcutItems, or list only the places that set them"])
        } else if let same = earlier.first(where: { $0.policy == joined.policy }) {
            error(joined.location, "'\(joined.phrase)' sets the items where '\(same.phrase)' earlier on the line does; keep one")
        } else if let either = earlier.first(where: { Self.appDelegateOwnPlace[$0.policy] == joined.policy || Self.appDelegateOwnPlace[joined.policy] == $0.policy }) {
            // `set on willResignActive and set on applicationWillResignActive`: without scenes both run in
            // applicationWillResignActive; with scenes the app delegate's own method never runs (A7.5).
            let (own, general) = Self.appDelegateOwnPlace[joined.policy] != nil ? (joined.phrase, either.phrase) : (either.phrase, joined.phrase)
            error(joined.location, "'\(own)' adds nothing to '\(general)': without scenes both are the app delegate's method, and a scene-based app never gets it (A7.5); keep one",
                  notes: ["'\(general)' alone sets the items in the app delegate's method, or in the scene's with scenes"])
        } else if Self.launchDynamicItemsPolicies.contains(joined.policy),
                  let launch = earlier.first(where: { Self.launchDynamicItemsPolicies.contains($0.policy) }) {
            error(joined.location, "'\(joined.phrase)' and '\(launch.phrase)' both set the items in didFinishLaunching; keep one",
                  notes: ["join with 'and' the places the app sets them at different moments, such as 'replace every launch and set on willResignActive'"])
        }
    }

    /// Checks what the app refers to: declared types, declared milestones, implemented capture points.
    /// The settings the reference coordinator decides, refused next to `coordinator:`.
    static let coordinatorDecides = ["willFinishLaunching", "didFinishLaunching", "launch item", "performAction",
                                     "scene performAction", "completion", "configurationForConnecting"]

    /// `milestone roto:`, `milestone Root:`: only the milestone named exactly `root` is the root container, so a
    /// misspelled one silently turns off the check for routing before it (`before-root`, A1.2). A warning at
    /// the name, since another readiness point may have a name like it; `boot` and `tabBar` are not near misses.
    private mutating func warnOfMisspelledRoot() {
        guard scenario.app.rootMilestone == nil else { return }
        let root = Milestone.root.name
        for declaration in scenario.app.milestones {
            let name = declaration.milestone.name
            guard name.lowercased() == root || name.first == root.first && Suggestion.closest(to: name, in: [root]) != nil,
                  let key = appSettingLines["milestone \(name)"] else { continue }
            warning(SourceLocation(file: key.file, line: key.line, column: key.column + "milestone ".count),
                    "milestone '\(name)' is not the root container: only a milestone named 'root' is, and without one nothing checks for routing before it (before-root, A1.2)",
                    notes: ["did you mean 'root'? rename it, or give this readiness point a name further from 'root'"])
        }
    }

    /// Whether the app reaches a declared milestone by itself in every process, none of its timings
    /// `on step`, so that no step reaches or undoes it (`reach NAME`, `undo NAME`, `cleared when NAME
    /// undone`). False when the declaration's line had an error: its timing's error is the one.
    func isReachedByAppItself(_ declaration: MilestoneDeclaration) -> Bool {
        !([declaration.start] + declaration.laterStarts).contains(.onStep) && !linesWithErrors.contains(declaration.location.line)
    }

    /// `cleared when MILESTONE undone` (of `launch item:` or `dynamic items:`) and `reset when MILESTONE undone`
    /// name a milestone the user reaches and can undo (`on step`).
    private mutating func checkClearedWhenUndone(_ app: AppDeclaration) {
        var named = undoneMilestoneReferences
        if let milestone = app.launchItem.clearedWhenUndone, let location = clearedWhenUndoneLocation {
            named.insert((milestone, location, "the item is never cleared"), at: 0)
        }
        for (milestone, location, consequence) in named {
            guard let declaration = app.milestones.first(where: { $0.milestone == milestone }) else {
                error(location, "unknown milestone '\(milestone.name)'",
                      notes: Self.didYouMean(milestone.name, knownMilestones) + ["declare it in 'app:' with 'milestone \(milestone.name): on step'"])
                continue
            }
            let undoneByRoute = app.routes.contains { $0.stateChange.map { $0.kind != .reaches && $0.milestones.contains(milestone) } ?? false }
            if isReachedByAppItself(declaration), !undoneByRoute {
                error(location, "'\(milestone.name)' is reached by the app itself (line \(declaration.location.line)), so no step undoes it and \(consequence)",
                      notes: ["the user undoes what the user completes, such as signing out of a login: declare it 'milestone \(milestone.name): on step'"])
            }
        }
    }

    /// `one pending item shared with the launch item` needs a launch item that is saved, to share the
    /// property with; one never cleared (`not cleared`) stays in the property and is handled again on
    /// every activation (G10), so the action's line must say `not cleared` too: one property, cleared by
    /// neither path. Checked once the section is read, since `launch item:` may come after the action's line.
    private mutating func checkSharedLaunchItem(_ app: AppDeclaration) {
        for (key, policy) in [("performAction", app.performAction), ("scene performAction", app.scenePerformAction)] {
            guard case .handled(let trigger) = policy, trigger.sharesLaunchItem,
                  let location = appSettingLines[key] ?? sceneSettingLines[key] else { continue }
            let phrase = Self.onePendingItemSharedWithLaunchItem
            if app.launchItem.captures.isEmpty || app.launchItem.allTriggers.allSatisfy(\.isImmediate) {
                warning(location, "'\(phrase)' changes nothing here: the app saves no launch item, so the property holds only delivered actions",
                        notes: ["the launch item is saved with 'launch item: saved in METHOD, handled …'; without it, write 'one pending item'"])
            } else if !app.launchItem.clearsAfterHandling && !trigger.keepsHandledAction {
                error(location, "'\(phrase)' with a launch item 'not cleared' needs 'not cleared' on this line too",
                      notes: ["one property holds both: a property never set to nil after the launch item keeps the action too, which is handled again on every activation (G10); "
                              + "for an app whose two paths differ, keep the launch item 'then cleared'"])
            }
        }
    }

    /// A `plist:` with a scene manifest is an app that adopts scenes: run only without them, its quick
    /// actions take a path the app does not have (B1.1, B1.2, B3.1, B3.3), which is a warning at the line.
    private mutating func checkPlistSceneManifest() {
        guard let location = plistSceneManifest, !scenario.app.usesScenes, !scenario.variation.lifecycles.contains(.scenes) else { return }
        warning(location, "this Info.plist has a UIApplicationSceneManifest, so the app adopts scenes, but the scenario runs it without them",
                notes: ["with a scene manifest the item of a cold launch comes in the scene's connection options, not the launch options (B1.1, B3.3), "
                        + "and a warm one goes to windowScene(_:performActionFor:) (B2.1, B3.1)",
                        "add 'lifecycle: scenes' (or 'lifecycle: both'), or remove the manifest from the scenario's copy of the Info.plist"])
    }

    /// A `plist:` whose scene manifest sets `UIApplicationSupportsMultipleScenes` declares the app's
    /// `multiple scenes:`; a `multiple scenes:` line that says the opposite is an error (B4.1).
    private mutating func applyPlistMultipleScenes() {
        guard let (supported, plistLocation) = plistMultipleScenes else { return }
        guard let line = sceneSettingLines["multiple scenes"] else {
            scenario.app.supportsMultipleScenes = supported
            return
        }
        guard scenario.app.supportsMultipleScenes != supported else { return }
        error(line, "'multiple scenes: \(supported ? "not supported" : "supported")' contradicts the Info.plist of line \(plistLocation.line), whose scene manifest sets UIApplicationSupportsMultipleScenes to \(supported)",
              notes: ["the app has one Info.plist: remove this line, which the plist already declares, or change the key in the plist"])
    }

    private mutating func validateApp(section: Section) {
        if coordinatorLine != nil {
            for key in Self.coordinatorDecides {
                guard let location = appSettingLines[key] else { continue }
                error(location, "'\(key):' is decided by the reference coordinator", notes: ["remove it, or remove 'coordinator:' to declare the app's own handling"])
            }
        }
        let declared = knownTypes
        for (type, location) in typeReferences where !mayName(type, known: declared) {
            if isStopped { break }
            error(location, "route for undeclared shortcut type '\(type)'",
                  notes: Self.didYouMeanType(type, declared) + ["declare it in 'shortcuts:' (types match exactly, C1.2)"])
        }
        for (type, location) in handlingTypeReferences where !mayName(type, known: declared) {
            if isStopped { break }
            error(location, "'handled … for' names undeclared shortcut type \(ShortcutTypeSpelling.printed(type))",
                  notes: Self.didYouMeanType(type, declared) + ["declare it in 'shortcuts:' (types match exactly, C1.2)"])
        }
        let milestones = knownMilestones
        for (name, location) in milestoneReferences where !milestones.contains(name) {
            if isStopped { break }
            error(location, "unknown milestone '\(name)'",
                  notes: Self.didYouMean(name, milestones) + ["declare it with 'milestone \(name): 3s after launch' or 'milestone \(name): on step'"])
        }
        reportMilestoneCycles()
        warnOfMisspelledRoot()
        // The grid only places the points of milestone windows (an app of your own may have windows of its own).
        if let location = timeStepLocation, !scenario.app.milestones.contains(where: { $0.start.varies || $0.laterStarts.contains(where: \.varies) }) {
            warning(location, "'time step:' sets the grid on which milestone windows are tried, and no milestone of this app has a window, so it changes nothing",
                    notes: ["give a milestone a window, such as 'milestone root: between 1s and 6s after launch', or remove the header"])
        }
        let app = scenario.app
        if app.launchItem.captures.contains(.willFinishLaunching) && app.willFinishLaunching == .notImplemented
            || app.launchItem.captures.contains(.didFinishLaunching) && app.didFinishLaunching == .notImplemented
            || app.launchItem.captures.contains(.configurationForConnecting) && !app.implementsConfigurationForConnecting {
            error(appSettingLines["launch item"] ?? section.header.contentLocation, "the launch item is read in a method the app does not implement")
        }
        checkSharedLaunchItem(app)
        applyPlistMultipleScenes()
        checkPlistSceneManifest()
        checkClearedWhenUndone(app)
        let bothLifecycles = scenario.variation.lifecycles.count > 1  // each setting applies where it can
        if !scenario.app.usesScenes && !bothLifecycles {
            // In the order of the lifecycle, not of the set: the message is the same on every run.
            let sceneOnly = LaunchItemPolicy.Capture.allCases.filter { [.configurationForConnecting, .willConnectTo].contains($0) && app.launchItem.captures.contains($0) }
            if !sceneOnly.isEmpty {
                let methods = sceneOnly.map(\.rawValue).joined(separator: " and ")
                error(appSettingLines["launch item"] ?? section.header.contentLocation, "the launch item is read in \(methods), which only a scene-based app has",
                      notes: ["add 'lifecycle: scenes', or read it in didFinishLaunching"])
            }
            if app.launchScreenInWillConnectTo {
                error(appSettingLines["launch screen"] ?? section.header.contentLocation, "the launch screen is shown in willConnectTo, which only a scene-based app has",
                      notes: ["add 'lifecycle: scenes', or leave out 'in willConnectTo': didFinishLaunching shows it"])
            }
            for key in ["scene performAction", "configurationForConnecting", "multiple scenes"] where sceneSettingLines[key] != nil {
                error(sceneSettingLines[key]!, "'\(key):' only applies to a scene-based app", notes: ["add 'lifecycle: scenes'"])
            }
            if let location = sceneSettingLines["scene"] {
                error(location, "scene activation conditions only apply to a scene-based app", notes: ["add 'lifecycle: scenes'"])
            }
        } else if !bothLifecycles {
            // `performAction: handled when root ready` in a scene-based app reads as the scene's method, but it is the app
            // delegate's, which UIKit never calls with scenes (B3.1): the scene's own handles at once by default.
            if let location = appSettingLines["performAction"], sceneSettingLines["scene performAction"] == nil, coordinatorLine == nil {
                warning(location, "'performAction:' is the app delegate's application(_:performActionFor:completionHandler:), which UIKit never calls in a scene-based app (B3.1)",
                        notes: ["a warm action goes to the scene delegate's windowScene(_:performActionFor:completionHandler:): declare it with 'scene performAction:' (B2.1); without it, it handles the item at once",
                                "to show an app that kept its handler in the app delegate, add 'scene performAction: not implemented' (B3.2)"])
            }
            if app.launchDuration > .zero, let location = sceneSettingLines["launch duration"] {
                error(location, "'launch duration:' applies to the app-delegate lifecycle only")
            }
            if app.restoresState, let location = sceneSettingLines["state restoration"] {
                error(location, "'state restoration: true' applies to the app-delegate lifecycle only (A7.1)",
                      notes: ["UIKit restores state between the launch methods only in an app without scenes; a scene-based app restores each scene from its session's stateRestorationActivity, which does not move a quick action"])
            }
        }
    }

    /// Sets the completion policy, which the app has once: a different second one, on its own line or
    /// in a `, completion …` clause, would silently win, so it is an error. The same policy may be
    /// repeated, as on both `performAction:` and `scene performAction:` of a `lifecycle: both` app.
    mutating func setCompletion(_ policy: CompletionPolicy, at location: SourceLocation) {
        if let previous = completionLocation, policy != scenario.app.completion {
            error(location, "the completion policy is given twice; the first is at line \(previous.line), column \(previous.column)",
                  notes: ["keep one: the app calls every completion handler the same way"])
            return
        }
        completionLocation = location
        scenario.app.completion = policy
    }

    /// The value of `, then false` (or `, then true`) after `completion called twice`: the second call's.
    static func secondCallValue(_ clause: [Token]) -> Bool? {
        clause.count == 2 && clause[0].raw == "then" ? Bool(clause[1].raw) : nil
    }

    /// Reports a milestone that starts after itself, directly or through others (`root: 1s after
    /// home`, `home: 1s after root`): it can never be reached, so every expectation on it would fail
    /// for a reason the scenario does not show.
    private mutating func reportMilestoneCycles() {
        let declarations = scenario.app.milestones
        func predecessors(of declaration: MilestoneDeclaration) -> [Milestone] {
            ([declaration.start] + declaration.laterStarts).compactMap { start in
                switch start {
                case .after(let previous, _), .withinAfter(let previous, _): return previous
                default: return nil
                }
            }
        }
        var reported: Set<String> = []
        for declaration in declarations where !reported.contains(declaration.milestone.name) {
            // Walk back from the milestone; coming back to it closes a cycle.
            var path = [declaration.milestone]
            var frontier = predecessors(of: declaration).map { [declaration.milestone, $0] }
            var seen: Set<Milestone> = []
            while let candidate = frontier.first {
                frontier.removeFirst()
                let last = candidate.last!
                if last == declaration.milestone { path = candidate; break }
                guard seen.insert(last).inserted, let next = declarations.first(where: { $0.milestone == last }) else { continue }
                frontier += predecessors(of: next).map { candidate + [$0] }
            }
            guard path.count > 1 else { continue }
            for milestone in path { reported.insert(milestone.name) }
            let chain = path.reversed().map(\.name).joined(separator: " → ")
            error(declaration.location, "milestone '\(declaration.milestone.name)' waits for itself (\(chain)), so it is never reached",
                  notes: ["start one of them 'after launch', 'at launch' or 'on step'"])
        }
    }
}
