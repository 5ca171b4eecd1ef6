import ShortcutSimCore

/// `launch item: handled in METHOD if M ready, else dropped`: a launch item routed inside the launch
/// method when milestones are already reached there, and dropped (or a crash) when not; and the error
/// for a trigger a comma cut off from the clause it belongs to.
extension ScenarioParser {
    /// Reads `if M [and M …] ready` after `handled in METHOD` (`reader` at `if`): the app routes the item
    /// inside the launch method when the milestones are reached there, and otherwise does what the
    /// `, else dropped` (or `, else crashes`) clause after it says. It is the policy of `saved in METHOD,
    /// handled if M ready, else dropped`, whose check also runs inside the method (A2.2). Nil after one
    /// error: a trigger that waits (`when`, `on`, `after`, the main-queue turn), which needs the item saved.
    mutating func handledInCheck(_ reader: inout PhraseReader, first: [Token], following: String) -> HandlingTrigger? {
        let start = reader.index
        guard let trigger = trigger(&reader) else { return nil }  // reported
        guard !trigger.waitsForCallback, trigger.milestones.isEmpty, trigger.delay == nil, !trigger.onNextMainQueueTurn, reader.isAtEnd else {
            let written = Self.phrase(Array(first[start...]))
            let methods = Self.phrase(Array(first[2..<start]))
            error(first[start].location, "'handled in' routes the item inside the method, so its trigger can only check milestones there ('if M ready'); '\(written)' waits",
                  notes: ["to wait, save the item: 'saved in \(methods), handled \(written)\(following)'"])
            return nil
        }
        return trigger
    }

    /// Reports a trigger written as a clause of its own on `launch item:` (`handled in didFinishLaunching,
    /// if bridge ready, else dropped`): a comma cut it off from the clause it belongs to. The note gives
    /// the line as meant, so the `else dropped` after it is read with it and gets no error of its own.
    mutating func reportDetachedTrigger(_ clause: [Token], clauses: [[Token]], saved: Bool) {
        let first = clauses[0]
        let written = Self.phrase(clause)
        let index = clauses.firstIndex { $0.first?.location == clause[0].location } ?? 0
        let following = Self.laterClauses(Array(clauses[index...]))  // the clauses after this one
        let methods = first.count > 2 ? Self.phrase(Array(first[2...])) : "didFinishLaunching"
        if saved {
            error(clause[0].location, "'\(written)' is a trigger; it goes in the 'handled …' clause that says when the saved item is handled",
                  notes: ["did you mean 'handled \(written)'?"])
        } else if first[0].raw == "handled", clause[0].raw == "if" {
            error(clause[0].location, "'\(written)' checks milestones inside the launch method: it belongs to '\(Self.phrase(first))', without a comma",
                  notes: ["did you mean '\(Self.phrase(first)) \(written)\(following)'? the item is routed in the method when the milestones are reached there, "
                          + "and 'else dropped' (or 'else crashes') says what the app does when they are not"])
        } else {
            let start = first[0].raw == "handled" ? "'handled in' routes the item inside the launch method" : "the launch item is ignored"
            error(clause[0].location, "'\(written)' is a trigger, but \(start)",
                  notes: ["did you mean 'saved in \(methods), handled \(written)\(following)'? a trigger that waits needs the item saved"])
        }
    }
}
