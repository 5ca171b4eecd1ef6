import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `uikit.drop` names the item UIKit consumed by its title when another row of the menu it was selected
/// from has its type, as `app.performAction` and `scene.performAction` do (C1.2), so an expectation can
/// say which of two items of one type was dropped (A6.1, B3.2).
@Suite("uikit.drop carries the title of an item whose type is shared")
struct UIKitDropTitleTests {
    static func text(lifecycle: String, expect: [String] = [], steps: [String] = ["tap icon", "go home", "select Fav \"Bob\""]) -> String {
        let missing = lifecycle == "scenes" ? "scene performAction: not implemented" : "performAction: not implemented"
        return (["scenario: Drop", "lifecycle: \(lifecycle)", "shortcuts:", "  static Search \"Search\"", "  dynamic Fav \"Alice\"",
                 "  dynamic Fav \"Bob\"", "app:", "  dynamic items: replace every launch", "  \(missing)",
                 "  routes: Search -> SearchPage, Fav -> Favorite", "steps:"] + steps.map { "  " + $0 }
                + (expect.isEmpty ? [] : ["expect:"] + expect.map { "  " + $0 }) + ["defects:", "  lost Fav"])
            .joined(separator: "\n") + "\n"
    }

    @Test("B3.2 scenes: a warm action the scene delegate lacks a method for is dropped with its title", arguments: [
        ("scenes", "uikit.drop Fav reason=scenePerformActionNotImplemented title=Bob"),
        ("app-delegate", "uikit.drop Fav reason=performActionNotImplemented title=Bob"),
    ])
    func dropCarriesTitle(lifecycle: String, expected: String) throws {
        let result = try ScenarioText.run(Self.text(lifecycle: lifecycle))
        #expect(result.passed, "\(result.report)")
        #expect(result.lines.contains(expected), "expected '\(expected)'\n\(result.report)")
    }

    @Test("A6.1 an item whose type no other row has is dropped without a title")
    func uniqueTypeHasNoTitle() throws {
        let text = Self.text(lifecycle: "app-delegate", steps: ["tap icon", "go home", "select Search"])
            .replacingOccurrences(of: "defects:\n  lost Fav\n", with: "defects:\n  lost Search\n")
        let result = try ScenarioText.run(text)
        #expect(result.lines.contains("uikit.drop Search reason=performActionNotImplemented"), "expected a drop without a title\n\(result.report)")
    }

    @Test("an expectation names the dropped item by its title, matches without it too, and a wrong title fails")
    func expectations() throws {
        for pattern in ["uikit.drop Fav title=Bob", "uikit.drop Fav"] {
            let named = try ScenarioText.run(Self.text(lifecycle: "scenes", expect: [pattern]))
            #expect(named.passed, "expected '\(pattern)' to match the drop\n\(named.report)")
        }
        let wrong = ScenarioText.diagnostics(of: Self.text(lifecycle: "scenes", expect: ["uikit.drop Fav title=Alice"]))
        #expect(wrong.first?.description.hasPrefix("t.scenario:16:24: error: no step selects an item titled \"Alice\"") == true,
                "expected the title checked against the steps' titles, found:\n\(wrong.map(\.description).joined(separator: "\n"))")
    }

    @Test("'expect exactly:' takes the trace as printed, title included")
    func exactTraceRoundTrip() throws {
        let first = try ScenarioText.run(Self.text(lifecycle: "scenes"))
        let exact = Self.text(lifecycle: "scenes").replacingOccurrences(of: "defects:", with: "expect exactly:\n"
            + first.lines.map { "  " + $0 }.joined(separator: "\n") + "\ndefects:")
        let again = try ScenarioText.run(exact)
        #expect(again.passed, "expected the printed trace to match itself\n\(again.report)")
    }
}
