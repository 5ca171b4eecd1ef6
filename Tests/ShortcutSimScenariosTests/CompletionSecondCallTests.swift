import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `completion called twice, then false`: the result, then false, as Zotero's scene delegate calls
/// `completionHandler(result)` and, past an `if` without `return`, `completionHandler(false)`
/// (zotero-ios#948); `then true` too. The repeat is A5.4's `completion-twice`.
@Suite("Completion called twice, then a value")
struct CompletionSecondCallTests {
    static func text(completion: String, lifecycle: String = "scenes") -> String {
        let setting = lifecycle == "scenes" ? "scene performAction" : "performAction"
        return """
        scenario: The second call says false
        lifecycle: \(lifecycle)
        shortcuts:
          static MyLibrary "My Library"
          static Other "Other"
        app:
          \(setting): handled at once\(completion)
          routes: MyLibrary -> LibraryScreen
        steps:
          tap icon
          go home
          select MyLibrary
          go home
          select Other

        """
    }

    @Test("A5.4 the trace shows the result, then the second value, in every spelling", arguments: [
        (", completion called twice, then false", false), (", completion called twice then false", false),
        (", completion: called twice, then true", true), ("\n  completion: called twice, then false", false),
    ])
    func secondValue(completion: String, second: Bool) throws {
        let scenario = try ScenarioText.parse(Self.text(completion: completion))
        #expect(scenario.app.completion == .calledTwiceThen(second), "expected 'then \(second)', found \(scenario.app.completion)")
        let result = ScenarioRunner.run(scenario)
        #expect(result.lines.containsInOrder(["route MyLibrary -> LibraryScreen", "app.completion MyLibrary -> true", "app.completion MyLibrary -> \(second)",
                                              "route.unhandled Other", "app.completion Other -> false", "app.completion Other -> \(second)"]),
                "expected the result, then \(second), for each action\n\(result.report)")
        #expect(result.defects.filter { $0.kind == .completionTwice }.count == 2, "expected completion-twice for both actions (A5.4)\n\(result.report)")
    }

    @Test("'called twice' alone still reports the result both times")
    func resultTwice() throws {
        let result = try ScenarioText.run(Self.text(completion: ", completion called twice", lifecycle: "app-delegate"))
        #expect(result.lines.filter { $0 == "app.completion MyLibrary -> true" }.count == 2, "expected true twice\n\(result.report)")
    }

    @Test("another word after 'called twice' is one error whose note names the second value")
    func otherWord() {
        let text = Self.text(completion: ", completion called twice, then maybe")
        ScenarioText.expectOneError(in: text, "t.scenario:7:66: error: 'then maybe' is not a clause of 'scene performAction:'")
        let notes = ScenarioText.diagnostics(of: text).first?.notes ?? []
        #expect(notes.contains("after 'completion called twice', ', then false' or ', then true' is the value of the second call"), "found \(notes)")
    }

    @Test("a 'completion: called twice' setting and a line's 'called twice, then false' are two policies, in either order")
    func twoPolicies() {
        for (first, second) in [("completion: called twice", "scene performAction: handled at once, completion called twice, then false"),
                                ("scene performAction: handled at once, completion called twice, then false", "completion: called twice")] {
            let text = """
            scenario: Two policies
            lifecycle: scenes
            shortcuts:
              static MyLibrary "My Library"
            app:
              \(first)
              \(second)
              routes: MyLibrary -> LibraryScreen
            steps:
              tap icon

            """
            let errors = ScenarioText.diagnostics(of: text).filter { $0.severity == .error }
            #expect(errors.count == 1 && errors.first?.message.hasPrefix("the completion policy is given twice") == true,
                    "expected one error 'the completion policy is given twice' for '\(first)' then '\(second)', found:\n\(errors.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test("'called twice, then false' given the same in the setting and on the line is no error")
    func samePolicyTwice() throws {
        let text = """
        scenario: One policy
        lifecycle: scenes
        shortcuts:
          static MyLibrary "My Library"
        app:
          completion: called twice, then false
          scene performAction: handled at once, completion called twice, then false
          routes: MyLibrary -> LibraryScreen
        steps:
          tap icon

        """
        let errors = ScenarioText.diagnostics(of: text).filter { $0.severity == .error }
        #expect(errors.isEmpty, "expected no error for one policy written twice, found:\n\(errors.map(\.description).joined(separator: "\n"))")
        #expect(try ScenarioText.parse(text).app.completion == .calledTwiceThen(false), "expected 'called twice, then false'")
    }
}
