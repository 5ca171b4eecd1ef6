import ShortcutSimCore

/// The clauses of fixed words that go after the `handled …` clause of `performAction:` or
/// `scene performAction:` and say how the app treats a delivered action: `dropped on resume`,
/// `one pending item`, `skips its first call after a shortcut launch`, `cleared on willEnterForeground`, `not cleared`. Each is read once per line,
/// by the same rules (``readActionClause(_:_:policy:previous:end:meaning:withoutHandling:)``).
extension ScenarioParser {
    /// The words of the clause by which a delivered action that arrives during a resume is dropped.
    static let droppedOnResume = "dropped on resume"

    /// Reads `dropped on resume` after a `handled …` clause of `performAction:` or `scene performAction:`:
    /// the app drops an action that arrives while it resumes from the background (A3.1, A3.4), as
    /// DuckDuckGo's first AppStateMachine did in its Background state. Anything else is one error.
    mutating func readDroppedOnResume(_ clause: [Token], policy: PerformActionPolicy, previous: inout [Token]?, end: SourceLocation) {
        readActionClause(clause, Self.droppedOnResume, policy: policy, previous: &previous, end: end,
                         meaning: "drops an action that arrives while the app resumes from the background; "
                             + "'handled if js ready, else dropped' drops one whose milestones are not reached",
                         withoutHandling: "handles no action")
    }

    /// Reads `handled TRIGGER on resume`, after the `handled …` clause of `performAction:` or `scene
    /// performAction:`: an action that arrives during a resume (what `dropped on resume` drops, A3.1, A3.4)
    /// is handled as TRIGGER says, the others as the line's own clause says, as YiTongXing's handler waits
    /// one second unless its `_background` flag is set. Returns the trigger, or nil after one error: words
    /// that do not end with `on resume`, a policy that handles nothing, or the clause given twice.
    mutating func readResumeHandling(_ clause: [Token], policy: PerformActionPolicy, setting: String, previous: inout [Token]?,
                                     end: SourceLocation) -> HandlingTrigger? {
        guard clause.count >= 3, clause.suffix(2).map(\.raw) == ["on", "resume"] else {
            error(clause[0].location, "'\(setting):' has one 'handled …' clause for every action; another one ends with 'on resume', for an action that arrives during a resume, or names types with 'for'",
                  notes: ["did you mean '\(Self.phrase(clause)) on resume'? an action arrives during a resume once the app has been active (A3.1), "
                          + "and the line's own 'handled …' clause handles the others, such as the one delivered during the launch (A1.2)",
                          "or '\(Self.phrase(clause)) for TYPE'? the actions of the types it names are handled that way, as the app's own branch on the type decides (C1.2)"])
            return nil
        }
        guard case .handled = policy else {
            error(clause[0].location, "'\(Self.phrase(clause))' goes with a 'handled …' clause: an app that ignores or does not implement the method handles no action")
            return nil
        }
        guard previous == nil else {
            error(clause[0].location, "a resume's handling is given twice on the line; keep one 'handled … on resume' clause")
            return nil
        }
        previous = clause
        var reader = PhraseReader(Array(clause.dropLast(2)), end: clause[clause.count - 2].location)
        _ = reader.accept("handled")
        guard let trigger = trigger(&reader) else { return nil }
        guard reader.isAtEnd else {
            error(reader.location, "unexpected '\(reader.rest)' before 'on resume'")
            return nil
        }
        return trigger
    }

    /// The `handled …` clause of `performAction:` or `scene performAction:` that an `, else …` clause or
    /// `, on the next main-queue turn` right after it goes with.
    enum SubHandling {
        /// The line's own, the first clause: every action no other clause takes.
        case line
        /// `handled TRIGGER on resume`: an action that arrives during a resume.
        case resume
        /// `handled TRIGGER for TYPE …`, the entry at this index of the line's type triggers.
        case type(Int)
    }

    /// Reads `handled TRIGGER for TYPE [and TYPE …]` after the `handled …` clause of `performAction:` or
    /// `scene performAction:`: an action of one of those types is handled as TRIGGER says, whether or not it
    /// arrives during a resume, and the others as the rest of the line says, as DuckDuckGo's
    /// `handleShortCutItem` loads the clipboard query in its task but opens the passwords screen 0.5s later.
    /// The branch is the app's own logic (C1.2). Returns the handling, or nil after one error: a policy
    /// that handles nothing, words between the trigger and `for`, or a type named twice on the line.
    mutating func readTypeHandling(_ clause: [Token], policy: PerformActionPolicy, setting: String, listed: inout Set<String>,
                                   end: SourceLocation) -> LaunchItemPolicy.TypeTrigger? {
        guard case .handled = policy else {
            error(clause[0].location, "'\(Self.phrase(clause))' goes with a 'handled …' clause: an app that ignores or does not implement the method handles no action")
            return nil
        }
        var reader = PhraseReader(clause, end: end)
        _ = reader.accept("handled")
        guard let trigger = trigger(&reader) else { return nil }
        guard reader.current?.raw == "for" else {
            error(reader.location, "unexpected '\(reader.rest)'; in '\(setting):' the types of a 'handled … for' clause come right after its trigger",
                  notes: ["as in 'handled after 500ms for passwords'; a resume's own handling is a clause of its own: 'handled at once on resume'"])
            return nil
        }
        guard let types = handlingTypes(&reader, listed: &listed) else { return nil }
        return LaunchItemPolicy.TypeTrigger(types: types, trigger: trigger)
    }

    /// The words of the clause by which an app keeps the action it defers in one property.
    static let onePendingItem = "one pending item"

    /// The words of the clause by which the one property of `one pending item` also holds the saved launch item.
    static let onePendingItemSharedWithLaunchItem = onePendingItem + " shared with the launch item"

    /// Reads `one pending item` after a `handled …` clause of `performAction:` or `scene performAction:`:
    /// the app keeps the action it defers in one property, so a newer action replaces one still
    /// waiting (Wikipedia's `unprocessedShortcutItem`); or `one pending item shared with the launch item`,
    /// where that property also holds the saved launch item (Mlem's `shortcutItemToProcess`). Anything
    /// else is one error. Returns whether the clause is the shared form.
    mutating func readOnePendingItem(_ clause: [Token], policy: PerformActionPolicy, previous: inout [Token]?, end: SourceLocation) -> Bool {
        // `one pending item shared …` is the long form, misspelled or not: its error names the long phrase.
        let shared = PhraseReader(clause, end: end).startsWith(anyOf: [Self.onePendingItem + " shared"])
        readActionClause(clause, shared ? Self.onePendingItemSharedWithLaunchItem : Self.onePendingItem, policy: policy, previous: &previous, end: end,
                         meaning: shared ? "is an app that keeps the action it defers in the property that holds the saved launch item, so a newer action replaces either"
                                         : "is an app that keeps the action it defers in one property, so a newer action replaces it",
                         withoutHandling: "keeps no action")
        return shared
    }

    /// The words of the clause by which an app clears the actions it keeps pending when it enters the foreground.
    static let clearedOnWillEnterForeground = "cleared on willEnterForeground"

    /// Reads `cleared on willEnterForeground` after a `handled …` clause of `performAction:` or
    /// `scene performAction:`: the app sets its pending action to nil when it enters the foreground
    /// (Wikipedia's `appWillEnterForegroundWithNotification:`), which loses the action of this resume
    /// where the profile delivers it first (A3.3). Anything else is one error.
    mutating func readClearedOnWillEnterForeground(_ clause: [Token], policy: PerformActionPolicy, previous: inout [Token]?, end: SourceLocation) {
        readActionClause(clause, Self.clearedOnWillEnterForeground, policy: policy, previous: &previous, end: end,
                         meaning: "is an app that sets the action it keeps pending to nil in applicationWillEnterForeground "
                             + "or sceneWillEnterForeground (or an observer of willEnterForegroundNotification)",
                         withoutHandling: "keeps no action")
    }

    /// Records `cleared on willEnterForeground`, read by ``readClearedOnWillEnterForeground(_:policy:previous:end:)``,
    /// in the trigger once the whole line is read. A trigger that waits for `willEnterForeground` itself
    /// would clear every action in the callback that was to handle it: an error.
    mutating func readClearing(_ clause: [Token], into trigger: inout HandlingTrigger) {
        guard !trigger.onWillEnterForeground else {
            error(clause[0].location, "the action waits for willEnterForeground, which '\(Self.clearedOnWillEnterForeground)' clears it in, "
                  + "so it would never be handled; keep one",
                  notes: ["the clause is for an action that waits past willEnterForeground: 'handled on didBecomeActive', 'handled when root ready'; "
                          + "an app that handles its pending action in willEnterForeground leaves the clause out"])
            return
        }
        trigger.clearedOnWillEnterForeground = true
        warnIfNothingWaits(clause, Self.clearedOnWillEnterForeground, trigger: trigger)
    }

    /// The words of the clause by which an app never sets its handled action back to nil.
    static let notCleared = "not cleared"

    /// Reads `not cleared` after a `handled …` clause of `performAction:` or `scene performAction:`: the
    /// app keeps the action it handled in its property, so it is handled again at every later
    /// activation (G10), as a saved launch item `not cleared` is. Anything else is one error.
    mutating func readNotCleared(_ clause: [Token], policy: PerformActionPolicy, previous: inout [Token]?, end: SourceLocation) {
        readActionClause(clause, Self.notCleared, policy: policy, previous: &previous, end: end,
                         meaning: "is an app that never sets the action it handled back to nil, so it is handled again at every later activation (G10)",
                         withoutHandling: "keeps no action")
    }

    /// The note for a clause that says, in other words, whether the app clears the action it handled:
    /// `never cleared`, `kept`, or the launch item's `then cleared` (G10). None for any other clause.
    static func keptActionNotes(_ rest: String) -> [String] {
        let words = rest.lowercased()
        if words == "then cleared" || words == "cleared" {
            return ["a delivered action is cleared after it is handled unless the line says otherwise: remove '\(rest)', "
                    + "or write '\(notCleared)' for an app that keeps it, so it is handled again at every later activation (G10)"]
        }
        guard words.contains("cleared") || words.hasPrefix("kept") || words.hasPrefix("keeps") else { return [] }
        return ["did you mean '\(notCleared)'? an app that never sets the action it handled back to nil handles it again at every later activation (G10)"]
    }

    /// Records `not cleared`, read by ``readNotCleared(_:policy:previous:end:)``, in the trigger once the
    /// whole line is read. Only an activation handles a kept action again, as for a saved launch item
    /// (G10): after a trigger that does not wait for `didBecomeActive` the clause changes nothing, and is
    /// a warning.
    mutating func readKeptAction(_ clause: [Token], into trigger: inout HandlingTrigger) {
        trigger.keepsHandledAction = true
        guard !trigger.onDidBecomeActive else { return }
        warning(clause[0].location, "'\(Self.notCleared)' changes nothing here: a kept action is handled again only at an activation its trigger waits for",
                notes: ["the refire of a property never set to nil needs 'on didBecomeActive' in the trigger (G10): a timer or a milestone fires once"])
    }

    /// Warns that a clause about pending actions changes nothing after a trigger that never keeps an
    /// action waiting (`handled at once`, `if M ready, else dropped`): checked once the whole line is read.
    mutating func warnIfNothingWaits(_ clause: [Token], _ phrase: String, trigger: HandlingTrigger) {
        guard !trigger.keepsItemsWaiting else { return }
        warning(clause[0].location, "'\(phrase)' changes nothing here: the trigger handles every action inside the callback that delivers it, so none is ever pending",
                notes: ["an action waits for 'on didBecomeActive', 'on willEnterForeground', 'when M ready' or 'after DURATION'"])
    }

    /// Reads a clause of fixed words that goes after the `handled …` clause of `performAction:` or
    /// `scene performAction:`, once per line, and records it in `previous`; anything else is one error
    /// at its place: other words (with what the clause means), words after it, a policy that handles
    /// nothing (`ignored`, `not implemented`: the app `withoutHandling`), or the clause given twice.
    private mutating func readActionClause(_ clause: [Token], _ phrase: String, policy: PerformActionPolicy, previous: inout [Token]?,
                                           end: SourceLocation, meaning: String, withoutHandling: String) {
        var reader = PhraseReader(clause, end: end)
        guard reader.accept(phrase) else {
            error(clause[0].location, "expected '\(phrase)', found '\(Self.phrase(clause))'",
                  notes: ["'\(phrase)' \(meaning)"] + Self.didYouMean(Self.phrase(clause), [phrase]))
            return
        }
        guard reader.isAtEnd else {
            error(reader.location, "unexpected '\(reader.rest)' after '\(phrase)'; separate clauses with commas",
                  notes: Self.missingCommaNote(after: phrase, before: reader.rest, following: ""))
            return
        }
        guard case .handled = policy else {
            error(clause[0].location, "'\(phrase)' goes with a 'handled …' clause: an app that ignores or does not implement the method \(withoutHandling)")
            return
        }
        guard previous == nil else {
            error(clause[0].location, "'\(phrase)' is given twice on the line; keep one")
            return
        }
        previous = clause
    }

    /// The words of the clause by which the app drops the first `performActionFor` call of a process
    /// launched from a quick action.
    static let skipsFirstCall = "skips its first call after a shortcut launch"

    /// The clauses of a delivered action, each with why it has no place on `launch item:`: the
    /// error a `launch item:` line gets for one.
    static let actionOnlyClauses: [(phrase: String, why: String)] = [
        (droppedOnResume, "a delivered action, in 'performAction:' or 'scene performAction:'; the launch item comes with the launch, never on a resume"),
        (onePendingItem, "a delivered action, in 'performAction:' or 'scene performAction:'; the saved launch item is one item already: each process has one launch"),
        (clearedOnWillEnterForeground, "a delivered action, in 'performAction:' or 'scene performAction:'; "
            + "a saved launch item is cleared after it is handled ('then cleared')"),
        (skipsFirstCall, "the app delegate's 'performAction:', whose calls it drops; the launch item is read from the launch options, not delivered by a call"),
    ]

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
