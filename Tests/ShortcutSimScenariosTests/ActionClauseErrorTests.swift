import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A clause `performAction:` or `scene performAction:` does not have is one error whose notes say what
/// the line's clauses are for; `then cleared if routed`, the launch item's clause, names its place.
@Suite("Unknown clauses of performAction")
struct ActionClauseErrorTests {
    static func text(_ setting: String, _ value: String) -> String {
        """
        scenario: A clause of another setting
        lifecycle: \(setting == "scene performAction" ? "scenes" : "app-delegate")
        shortcuts:
          static Search "Search"
        app:
          \(setting): \(value)
          routes: Search -> SearchPage
        steps:
          select Search

        """
    }

    @Test("'cleared if routed' names 'launch item:' as its place", arguments: ["scene performAction", "performAction"], [
        ("handled on didBecomeActive, one pending item, then cleared if routed, completion always true", "then cleared if routed"),
        ("handled on didBecomeActive, one pending item, cleared if routed, completion always true", "cleared if routed"),
    ])
    func clearedIfRouted(setting: String, line: (value: String, written: String)) throws {
        let offset = try #require(line.value.range(of: line.written)).lowerBound.utf16Offset(in: line.value)
        let column = "  \(setting): ".count + offset + 1
        let text = Self.text(setting, line.value)
        let message = line.written == "then cleared if routed" ? "'then cleared if routed' is a clause of 'launch item:', not of '\(setting):'"
            : "'\(line.written)' is not a clause of '\(setting):'; clearing only when a route opens the item is 'then cleared if routed', a clause of 'launch item:'"
        ScenarioText.expectOneError(in: text, "t.scenario:6:\(column): error: \(message)")
        let notes = ScenarioText.diagnostics(of: text).first?.notes ?? []
        #expect(notes.count == 2 && notes[0].contains("a delivered action is set to nil once it is handled") && notes[1].hasPrefix("after its 'handled …' clause, '\(setting):' takes"),
                "expected where the clause is valid and the line's clauses, found \(notes)")
    }

    @Test("any other clause lists the clauses the line takes, each with what it is for")
    func otherClause() {
        let text = Self.text("scene performAction", "handled at once, forgotten")
        ScenarioText.expectOneError(in: text, "t.scenario:6:41: error: 'forgotten' is not a clause of 'scene performAction:'")
        let notes = ScenarioText.diagnostics(of: text).first?.notes ?? []
        #expect(notes.last?.contains("'completion POLICY' (how the completion handler is called, A5.1)") == true
                    && notes.last?.contains("'dropped on resume' (an action that arrives during a resume is dropped)") == true
                    && notes.last?.contains("skips its first call") == false,
                "expected the scene line's clauses with their purpose, found \(notes)")
        let appDelegate = ScenarioText.diagnostics(of: Self.text("performAction", "handled at once, forgotten")).first?.notes.last ?? ""
        #expect(appDelegate.contains("'skips its first call after a shortcut launch'"), "expected the app delegate's own clause listed, found \(appDelegate)")
    }
}

