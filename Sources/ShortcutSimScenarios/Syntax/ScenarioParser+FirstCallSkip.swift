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
        readActionClause(clause, Self.skipsFirstCall, policy: policy, previous: &previous, end: end,
                         meaning: "drops the first performActionFor call of a process whose launch options held a shortcut item",
                         withoutHandling: "handles no action")
    }
}
