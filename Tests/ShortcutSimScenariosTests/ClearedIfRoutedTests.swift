import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `launch item: saved in METHOD, handled TRIGGER, then cleared if routed`: the app clears its saved item
/// only when its routing function returns true (CruGlobal/godtools-swift after #2662), so an item no route
/// opens stays and is tried again each time the trigger holds, while the others route once (G10).
@Suite("Launch item cleared only when routed")
struct ClearedIfRoutedTests {
    /// An app that saves the launch item and handles it on each activation; Compose has no route.
    static func text(clearing: String = "then cleared if routed", routes: String = "Search -> SearchPage", steps: [String]) -> String {
        """
        scenario: The saved item is cleared only when a route opens it
        shortcuts:
          static Search "Search"
          static Compose "Compose"
        app:
          didFinishLaunching: false when launched from a shortcut
          launch item: saved in didFinishLaunching, handled on didBecomeActive, \(clearing)
          milestone feed: on step
          routes: \(routes)
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("the clause parses next to a saved item")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(steps: ["tap icon"]))
        #expect(scenario.app.launchItem.clearsAfterHandling && scenario.app.launchItem.clearsOnlyWhenRouted,
                "expected a saved item cleared only when routed, found \(scenario.app.launchItem)")
        let plain = try ScenarioText.parse(Self.text(clearing: "then cleared", steps: ["tap icon"]))
        #expect(!plain.app.launchItem.clearsOnlyWhenRouted, "expected 'then cleared' alone to clear after any handling")
    }

    @Test("C1.2, G10 an item of a type no route matches stays and is tried at every activation; 'then cleared' tries it once")
    func unroutedTypeIsTriedAgain() throws {
        let steps = ["select Compose", "interrupt", "interrupt"]
        let kept = try ScenarioText.run(Self.text(steps: steps))
        #expect(kept.lines.filter { $0 == "route.unhandled Compose" }.count == 3, "expected Compose tried at each of 3 activations\n\(kept.report)")
        let cleared = try ScenarioText.run(Self.text(clearing: "then cleared", steps: steps))
        #expect(cleared.lines.filter { $0 == "route.unhandled Compose" }.count == 1, "expected Compose tried once\n\(cleared.report)")
    }

    @Test("A1.2, G10 a route that drops the item keeps it; once the milestone is reached the next activation routes it once")
    func droppedRouteRoutesLater() throws {
        let result = try ScenarioText.run(Self.text(routes: "Search -> SearchPage dropped without feed",
                                                    steps: ["select Search", "reach feed", "interrupt", "interrupt"]))
        #expect(result.lines.containsInOrder(["app.didBecomeActive", "app.drop Search missing=feed", "milestone feed",
                                              "app.didBecomeActive", "route Search -> SearchPage"]),
                "expected the drop, then the route at the next activation\n\(result.report)")
        #expect(result.lines.filter { $0 == "route Search -> SearchPage" }.count == 1, "expected one route: cleared once routed\n\(result.report)")
        #expect(result.defects.isEmpty, "expected no defect: the selection was routed\n\(result.report)")
    }

    @Test("a misused 'if routed' is one error at its place", arguments: [
        ("not cleared if routed", "t.scenario:7:85: error: an item 'not cleared' is kept whatever its handling returns; 'if routed' goes with 'then cleared'"),
        ("then cleared if handled", "t.scenario:7:86: error: expected 'if routed' after 'then cleared', found 'if handled'"),
    ])
    func misuse(clearing: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(clearing: clearing, steps: ["tap icon"]), expected)
    }

    @Test("G10 after a trigger that waits for no callback, 'if routed' is a warning at 'if': the item is tried once", arguments: [
        ("handled when feed ready", true), ("handled after 1s", true), ("handled on didBecomeActive when feed ready", false),
        ("handled when feed ready, handled on didBecomeActive for Compose", false),
    ])
    func triedOnceWarns(trigger: String, warns: Bool) throws {
        let text = Self.text(steps: ["tap icon"]).replacingOccurrences(of: "handled on didBecomeActive, then", with: "\(trigger), then")
        let warnings = try ScenarioText.parse(text).warnings.map { $0.description.split(separator: "\n").first.map(String.init) ?? "" }
        let column = 45 + trigger.count + 15
        let expected = warns ? ["t.scenario:7:\(column): warning: 'if routed' keeps an item no route opens for another try, but the trigger waits for no callback that comes again, so the item is tried once"] : []
        #expect(warnings == expected, "with '\(trigger)' expected \(expected), found \(warnings)")
        let stored = try ScenarioText.parse(text.replacingOccurrences(of: "didFinishLaunching, handled", with: "didFinishLaunching to UserDefaults, handled"))
        #expect(stored.warnings.isEmpty, "an item in UserDefaults is tried again by the next process (A7.4); found \(stored.warnings)")
    }
}
