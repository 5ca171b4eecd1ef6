import ShortcutSimCore

extension ScenarioParser {
    /// The words of the clause by which the app drops the first `performActionFor` call of a process
    /// launched from a quick action.
    static let skipsFirstCall = "skips its first call after a shortcut launch"

    /// Reads `skips its first call after a shortcut launch` after the `handled …` clause of
    /// `performAction:`: react-native-quick-actions' `RNQuickActionManager.m` drops the first event of a
    /// process whose launch options held an item (`static BOOL first`), expecting UIKit to deliver the
    /// launch item there too (A2.3). Only the app delegate's launch options hold the item (B3.3), so on
    /// `scene performAction:` it is an error. Anything else is one error.
    mutating func readSkipsFirstCall(_ clause: [Token], policy: PerformActionPolicy, setting: String,
                                     previous: inout [Token]?, end: SourceLocation) {
        guard setting == "performAction" || !PhraseReader(clause, end: end).startsWith(anyOf: [Self.skipsFirstCall]) else {
            error(clause[0].location, "'\(Self.skipsFirstCall)' is for the app delegate's 'performAction:': the app knows the launch from "
                  + "launchOptions[.shortcutItem], which is nil in a scene-based app (B3.3)",
                  notes: ["a scene's cold item comes in the connection options and never through windowScene(_:performActionFor:) (B1.1, B1.2)"])
            return
        }
        readHandledModifier(clause, words: Self.skipsFirstCall, policy: policy, previous: &previous, end: end,
                            meaning: "'\(Self.skipsFirstCall)' drops the first performActionFor call of a process whose launch options held a shortcut item")
    }

    /// Reads a clause of fixed words that changes the `handled …` clause before it on a `performAction:`
    /// or `scene performAction:` line (`dropped on resume`, `skips its first call after a shortcut
    /// launch`). Misspelled (with `meaning` as its note), followed by other words, after `ignored` or
    /// `not implemented`, or given twice on the line, it is one error; otherwise `previous` keeps it.
    mutating func readHandledModifier(_ clause: [Token], words: String, policy: PerformActionPolicy,
                                      previous: inout [Token]?, end: SourceLocation, meaning: String) {
        var reader = PhraseReader(clause, end: end)
        guard reader.accept(words) else {
            error(clause[0].location, "expected '\(words)', found '\(Self.phrase(clause))'",
                  notes: [meaning] + Self.didYouMean(Self.phrase(clause), [words]))
            return
        }
        guard reader.isAtEnd else {
            error(reader.location, "unexpected '\(reader.rest)' after '\(words)'; separate clauses with commas")
            return
        }
        guard case .handled = policy else {
            error(clause[0].location, "'\(words)' goes with a 'handled …' clause: an app that ignores or does not implement the method handles no action")
            return
        }
        guard previous == nil else {
            error(clause[0].location, "'\(words)' is given twice on the line; keep one")
            return
        }
        previous = clause
    }
}
