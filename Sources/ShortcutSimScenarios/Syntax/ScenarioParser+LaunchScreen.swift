import ShortcutSimCore

/// `launch screen: SCREEN [when not launched from a shortcut][, in willConnectTo][, crashes [with M [and M …]]]`:
/// the screen the app shows as its own launch work (seed 004), where it shows it, and whether its code
/// crashes there, as zotero/zotero-ios#948's restored item does on every launch that no quick action made.
extension ScenarioParser {
    /// Reads the value of `launch screen:`. The first clause names the screen, and may skip it on a
    /// quick-action launch; `in willConnectTo` moves it to the scene delegate, which reads the connection
    /// options (B1.1); `crashes` or `crashes with M [and M …]` makes its code crash once the milestones are
    /// reached. Each clause once; anything else is one error at its place.
    mutating func parseLaunchScreen(_ tokens: [Token], end: SourceLocation) {
        let clauses = commaClauses(tokens, of: "launch screen")
        var reader = PhraseReader(clauses.first ?? [], end: end)
        let screen = reader.next()
        let skippedForShortcutLaunch = reader.accept("when not launched from a shortcut")  // seed 004's fix
        guard let screen, reader.isAtEnd else {
            error(reader.location, "expected one screen name, such as 'launch screen: WhiteBackground'",
                  notes: ["add 'when not launched from a shortcut' to skip it on a quick-action launch (seed 004)"])
            return
        }
        scenario.app.launchScreen = screen.raw
        scenario.app.launchScreenSkippedForShortcutLaunch = skippedForShortcutLaunch
        var placeClause: [Token]?
        var crashClause: [Token]?
        for clause in clauses.dropFirst() {
            if isStopped { break }
            var reader = PhraseReader(clause, end: end)
            if reader.accept("in") {
                guard placeClause == nil else {
                    error(clause[0].location, "the launch screen's callback is given twice; keep one 'in …' clause")
                    continue
                }
                placeClause = clause
                if reader.accept("willConnectTo") {
                    scenario.app.launchScreenInWillConnectTo = true
                } else if !reader.accept("didFinishLaunching") {  // the default, written out
                    error(reader.location, "expected 'in willConnectTo' or 'in didFinishLaunching', found '\(Self.phrase(clause))'",
                          notes: ["'in willConnectTo' is a scene delegate that shows it in scene(_:willConnectTo:options:), reading the connection options (B1.1); "
                                  + "by default didFinishLaunching shows it, reading the launch options (A1.3)"])
                    continue
                }
            } else if reader.accept("crashes") {
                guard crashClause == nil else {
                    error(clause[0].location, "the launch screen's crash is given twice; list the milestones of one 'crashes with' clause with 'and'")
                    continue
                }
                crashClause = clause
                scenario.app.launchScreenCrashesWith = reader.accept("with")
                    ? routeMilestones(&reader, form: "launch screen: \(screen.raw), crashes with MILESTONE") : []
            } else {
                // `crash with badItem`: the verb as a route writes it, `crashes`, with the rest of the clause kept.
                let verb = clause[0].raw.lowercased() == "crash" ? ["did you mean '\((["crashes"] + clause.dropFirst().map(\.raw)).joined(separator: " "))'?"] : []
                error(clause[0].location, "expected 'in willConnectTo', 'crashes' or 'crashes with MILESTONE', found '\(Self.phrase(clause))'",
                      notes: verb.isEmpty ? Self.didYouMean(Self.phrase(clause), ["in willConnectTo", "crashes", "crashes with"]) : verb)
                continue
            }
            if !reader.isAtEnd { error(reader.location, "unexpected '\(reader.rest)'") }
        }
    }
}
