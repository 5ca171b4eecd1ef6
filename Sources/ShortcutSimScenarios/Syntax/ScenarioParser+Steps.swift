import ShortcutSimCore

extension ScenarioParser {
    static let stepKeywords = ["install", "update", "delete", "select", "tap icon", "go home", "lock", "unlock",
                               "system kill", "force quit", "show menu", "wait", "reach", "open scene", "close scene", "disconnect scene"]

    mutating func parseSteps() {
        guard let section = sections["steps"] else { return }
        let declared = scenario.declaredTypes
        let stepMilestones = scenario.app.milestones.map(\.milestone.name)
        for line in section.lines {
            guard let tokens = attempt({ () throws(DiagnosticError) in try Tokenizer.tokens(of: line) }), !tokens.isEmpty else { continue }
            var reader = PhraseReader(tokens, end: line.location(column: line.contentEnd + 1))
            let location = tokens[0].location
            var action: Step.Action?
            let simple: [(String, Stimulus)] = [("tap icon", .tapIcon), ("go home", .goHome), ("lock", .lock), ("unlock", .unlock),
                                                ("system kill", .systemKill), ("force quit", .forceQuit), ("show menu", .showMenu),
                                                ("delete", .delete)]
            if let match = simple.first(where: { reader.accept($0.0) }) {
                action = .stimulus(match.1)
            } else if reader.accept("install") {
                if reader.accept("version") {
                    if let version = versionNumber(&reader) { action = .install(version: version) }
                } else {
                    action = .install(version: 1)
                }
            } else if reader.accept("update") {
                if reader.accept("to") {
                    if let version = versionNumber(&reader) { action = .update(version: version) }
                } else {
                    action = .update(version: nil)
                }
            } else if reader.accept("select") {
                if let type = reader.next() {
                    if declared.contains(type.raw) {
                        action = .stimulus(.select(type: type.raw))
                    } else {
                        error(type.location, "'\(type.raw)' is not a declared shortcut type",
                              notes: Self.didYouMean(type.raw, declared) + ["declared types: " + (declared.isEmpty ? "none" : declared.joined(separator: ", "))])
                        continue
                    }
                } else {
                    error(reader.location, "expected the shortcut type to select, such as 'select Search'")
                    continue
                }
            } else if reader.accept("wait") {
                if let duration = durationWord(&reader) { action = .wait(duration) } else if !diagnostics.contains(where: { $0.location == reader.location }) {
                    error(reader.location, "expected a duration such as 250ms, 3s or 2m after 'wait'")
                    continue
                } else {
                    continue
                }
            } else if reader.accept("open scene") || reader.accept("close scene") || reader.accept("disconnect scene") {
                let verb = tokens[0].raw
                guard scenario.app.usesScenes else {
                    error(location, "'\(verb) scene' needs a scene-based app", notes: ["add 'lifecycle: scenes'"])
                    continue
                }
                guard let name = reader.next() else {
                    error(reader.location, "expected a scene name, such as '\(verb) scene main'")
                    continue
                }
                switch verb {
                case "open": action = .stimulus(.openScene(name.raw))
                case "close": action = .stimulus(.closeScene(name.raw))
                default: action = .stimulus(.disconnectScene(name.raw))
                }
            } else if reader.accept("reach") {
                if let name = reader.next() {
                    if !stepMilestones.isEmpty && !stepMilestones.contains(name.raw) {
                        error(name.location, "unknown milestone '\(name.raw)'",
                              notes: Self.didYouMean(name.raw, stepMilestones) + ["declare it in 'app:' with 'milestone \(name.raw): on step'"])
                        continue
                    }
                    action = .stimulus(.reach(Milestone(name.raw)))
                } else {
                    error(reader.location, "expected a milestone after 'reach', such as 'reach login'")
                    continue
                }
            } else {
                let phrase = tokens.prefix(2).map(\.raw).joined(separator: " ")
                error(location, "unknown step '\(tokens[0].raw)'",
                      notes: (Self.didYouMean(phrase, Self.stepKeywords).isEmpty ? Self.didYouMean(tokens[0].raw, Self.stepKeywords) : Self.didYouMean(phrase, Self.stepKeywords))
                        + ["the steps are " + Self.stepKeywords.joined(separator: ", ")])
                continue
            }
            guard let action else { continue }
            if !reader.isAtEnd {
                error(reader.location, "unexpected '\(reader.rest)' after the step")
                continue
            }
            scenario.steps.append(Step(action: action, location: location, text: line.content))
        }
    }

    private mutating func versionNumber(_ reader: inout PhraseReader) -> Int? {
        guard let token = reader.next(), let version = Int(token.raw), version >= 1 else {
            error(reader.location, "expected a version number from 1")
            return nil
        }
        return version
    }
}
