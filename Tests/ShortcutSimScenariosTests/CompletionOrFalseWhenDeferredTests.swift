import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `completion reports the result or false when deferred`: the completion handler is called once, before
/// `performActionFor` returns, with the routing result when the action is handled there and then, and with
/// false when the app keeps it for later (Threema's `isAppLocked` branch). A5.1 says what the Bool means;
/// the app-delegate path ignores it (A5.2).
@Suite("Completion reports the result, or false when deferred")
struct CompletionOrFalseWhenDeferredTests {
    static func text(performAction: String = "handled when unlocked ready, completion reports the result or false when deferred",
                     lifecycle: String = "app-delegate", steps: [String]) -> String {
        let setting = lifecycle == "scenes" ? "scene performAction" : "performAction"
        return """
        scenario: The completion Bool depends on the branch
        lifecycle: \(lifecycle)
        shortcuts:
          static Search "Search"
          static Compose "Compose"
        app:
          \(setting): \(performAction)
          milestone unlocked: on step
          routes: Search -> SearchPage
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("the value parses, and is not read as 'reports the result' with words after it")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(steps: ["tap icon"]))
        #expect(scenario.app.completion == .reportsResultOrFalseWhenDeferred, "expected the branch-dependent policy, found \(scenario.app.completion)")
        let setting = try ScenarioText.parse(Self.text(performAction: "handled at once", steps: ["tap icon"])
            .replacingOccurrences(of: "  milestone unlocked", with: "  completion: reports the result or false when deferred\n  milestone unlocked"))
        #expect(setting.app.completion == .reportsResultOrFalseWhenDeferred, "expected the 'completion:' setting to take the value too")
    }

    @Test("A5.1, A5.2 kept for later: false at once and nothing when routed; handled at once: the route, then the result", arguments: ["app-delegate", "scenes"])
    func branchDecidesTheBool(lifecycle: String) throws {
        let result = try ScenarioText.run(Self.text(lifecycle: lifecycle, steps: [
            "tap icon", "go home", "select Search", "reach unlocked", "go home", "select Search", "go home", "select Compose",
        ]))
        let delivery = lifecycle == "scenes" ? "scene.performAction Search scene=main" : "app.performAction Search"
        #expect(result.lines.containsInOrder([delivery, "app.completion Search -> false", "user.reach unlocked", "route Search -> SearchPage",
                                              delivery, "route Search -> SearchPage", "app.completion Search -> true",
                                              "route.unhandled Compose", "app.completion Compose -> false"]),
                "expected false while locked, then the result once unlocked\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.completion") }.count == 3, "expected one completion per delivery\n\(result.report)")
        #expect(result.defects.filter { $0.kind == .completionTwice || $0.kind == .completionMissing }.isEmpty, "\(result.report)")
    }

    @Test("A5.1 a deferred action that a newer one replaces has already heard false, once")
    func replacedActionHearsFalseOnce() throws {
        let result = try ScenarioText.run(Self.text(performAction: "handled when unlocked ready, one pending item, completion reports the result or false when deferred",
                                                    steps: ["tap icon", "go home", "select Search", "go home", "select Compose"]))
        #expect(result.lines.filter { $0 == "app.completion Search -> false" }.count == 1, "expected Search's handler called once\n\(result.report)")
    }

    @Test("a misspelled value is one error that lists the values", arguments: [
        ("handled at once, completion reports the result or false when kept", "t.scenario:7:65: error: unexpected 'or false when kept'"),
        ("handled at once, completion reports result or false", "t.scenario:7:46: error: expected 'reports the result', 'reports the result or false when deferred', 'always true', 'always false', 'never called', 'called twice', 'called twice, then false' or 'true when handled or never called'"),
    ])
    func misspelled(performAction: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(performAction: performAction, steps: ["tap icon"]), expected)
    }
}
