import ShortcutSimCore

/// The error for a clause that `performAction:` or `scene performAction:` does not have: it says what
/// the clauses of the line are for, and where a clause of another setting belongs.
extension ScenarioParser {
    /// The clauses that may follow the `handled …` clause of `setting` (`performAction` or `scene
    /// performAction`), each with what it is for, as one note.
    static func actionClausesNote(setting: String) -> String {
        let clauses: [(String, String)] = [
            ("handled TRIGGER on resume", "another timing for an action that arrives during a resume"),
            ("handled TRIGGER for TYPE [and TYPE …]", "another timing for the actions of those types"),
            (nextMainQueueTurn, "the handling dispatched to the main queue"),
            (droppedOnResume, "an action that arrives during a resume is dropped"),
            (onePendingItem, "or '\(onePendingItemSharedWithLaunchItem)': a newer action replaces the one waiting"),
            (clearedOnWillEnterForeground, "the waiting action is set to nil when the app enters the foreground"),
            (notCleared, "the handled action is kept and handled again at every activation, G10"),
        ] + (setting == "performAction" ? [(skipsFirstCall, "the first call of a shortcut launch is dropped")] : [])
            + [("completion POLICY", "how the completion handler is called, A5.1")]
        return "after its 'handled …' clause, '\(setting):' takes " + clauses.map { "'\($0.0)' (\($0.1))" }.joined(separator: ", ")
    }

    /// Whether the clause is a `launch item:` clause that clears the saved item only when routed
    /// (`then cleared if routed`, `cleared if routed`): it ends with `if routed`.
    static func isClearedIfRouted(_ clause: [Token]) -> Bool {
        clause.count >= 3 && clause.suffix(2).map(\.raw) == ["if", "routed"] && clause.contains { $0.raw == "cleared" }
    }

    /// Reports a clause of `performAction:` or `scene performAction:` that is none of its clauses. A
    /// `then cleared if routed` is a clause of `launch item:`, which the error names; anything else gets
    /// the clauses the line takes, with the notes that fit the words (a deferral, a kept action).
    /// After `completion called twice`, a clause of other words starting with `then` gets the note
    /// that names the second call's value. `leadingNotes` come first (a type written after a comma).
    mutating func reportUnknownActionClause(_ clause: [Token], setting: String, afterCalledTwice: Bool = false, leadingNotes: [String] = []) {
        let written = Self.phrase(clause)
        if Self.isClearedIfRouted(clause) {
            error(clause[0].location, written == "then cleared if routed" ? "'then cleared if routed' is a clause of 'launch item:', not of '\(setting):'"
                  : "'\(written)' is not a clause of '\(setting):'; clearing only when a route opens the item is 'then cleared if routed', a clause of 'launch item:'",
                  notes: ["there ('launch item: saved in METHOD, handled …, then cleared if routed') it keeps a saved launch item that no route opens for the next time "
                          + "its trigger holds, as GodTools' does; a delivered action is set to nil once it is handled, whatever its route does, unless the line says '\(Self.notCleared)'",
                          Self.actionClausesNote(setting: setting)])
            return
        }
        let deferral = Self.nextMainQueueTurnNotes(written)
        error(clause[0].location, "'\(written)' is not a clause of '\(setting):'",
              notes: leadingNotes + deferral + Self.keptActionNotes(written)
                + (afterCalledTwice && clause[0].raw == "then" ? ["after 'completion called twice', ', then false' or ', then true' is the value of the second call"] : [])
                + [Self.actionClausesNote(setting: setting)])
    }
}
