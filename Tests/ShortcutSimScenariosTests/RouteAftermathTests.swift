import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A route after which the app leaves (`then exits`, `then suspends`), as a utility app does that only
/// toggles a setting: `exit(0)` ends the process, so the next quick action is a cold launch (A7.4); a
/// private `suspend` sends the app to the background as going home does (A7.3), so the next one resumes it (A3.1).
@Suite("Routes after which the app exits or suspends itself (A3.1, A7.3, A7.4)")
struct RouteAftermathTests {
    static func text(route: String, steps: [String], app: [String] = []) -> String {
        """
        scenario: t
        rules: A7.3
        profile: ios13
        shortcuts:
          static toggle "Toggle"
          static other "Other"
        app:
        \((app + ["routes: \(route), other -> Other"]).map { "  " + $0 }.joined(separator: "\n"))
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))
        """
    }

    @Test("each word parses into the route's aftermath, after the other words or before them", arguments: [
        ("toggle -> Switch then exits", RouteAftermath.exits), ("toggle -> Switch then suspends", .suspends),
        ("toggle -> Switch then suspends from=1", .suspends),
    ])
    func parses(route: String, expected: RouteAftermath) throws {
        let scenario = try ScenarioText.parse(Self.text(route: route, steps: []))
        let aftermath = scenario.app.routes.first { $0.shortcutType == "toggle" }?.aftermath
        #expect(aftermath == expected, "expected \(expected) for '\(route)', found \(String(describing: aftermath))")
        #expect(scenario.app.routes.first { $0.shortcutType == "other" }?.aftermath == nil, "the other route stays")
    }

    @Test("A7.4 'then exits' ends the process after the route, before the completion handler; the next action is a cold launch")
    func exitsEndsTheProcess() throws {
        let result = try ScenarioText.run(Self.text(route: "toggle -> Switch then exits", steps: ["tap icon", "go home", "select toggle", "select other"]))
        #expect(result.lines.containsInOrder(["app.performAction toggle", "route toggle -> Switch", "app.exit", "state notRunning",
                                              "user.select other", "app.willFinishLaunching shortcut=other -> true", "route other -> Other"]),
                "expected the exit right after the route, then a cold launch for the next action\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.completion toggle") }, "expected no completion after exit(0)\n\(result.report)")
    }

    @Test("A5.4 'then exits' before the completion handler leaves it never called: the app's own doing, reported, not abandoned as when the user leaves")
    func exitBeforeCompletionIsReported() throws {
        let result = try ScenarioText.run(Self.text(route: "toggle -> Switch then exits", steps: ["tap icon", "go home", "select toggle"]))
        #expect(result.defectSignatures == ["completion-missing toggle"],
                "expected exit(0) inside performActionFor, before completionHandler, to leave a completion-missing warning (A5.4), found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("A7.3 'then suspends' sends the app home once the resume has run; the next action resumes it (A3.1)")
    func suspendsGoesHome() throws {
        let result = try ScenarioText.run(Self.text(route: "toggle -> Switch then suspends", steps: ["tap icon", "go home", "select toggle", "wait 10s", "select other"]))
        #expect(result.passed, "\(result.report)")
        #expect(result.lines.containsInOrder(["app.performAction toggle", "route toggle -> Switch", "app.suspend", "app.completion toggle -> true",
                                              "app.didBecomeActive", "app.willResignActive", "app.didEnterBackground", "state suspended",
                                              "user.select other", "app.willEnterForeground", "route other -> Other"]),
                "expected the activation, then the way home as for 'go home', then a resume\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.willFinishLaunching") }.count == 1, "expected one launch only\n\(result.report)")
    }

    @Test("A7.3 on a cold launch 'then suspends' waits for the launch to finish, then sends the app home")
    func suspendsAfterColdLaunch() throws {
        let result = try ScenarioText.run(Self.text(route: "toggle -> Switch then suspends", steps: ["select toggle", "show menu"]))
        #expect(result.lines.containsInOrder(["app.willFinishLaunching shortcut=toggle -> true", "app.performAction toggle", "app.suspend",
                                              "app.didBecomeActive", "app.willResignActive", "app.didEnterBackground", "home.menu toggle,other system=editHomeScreen,removeApp"]),
                "expected the launch to finish, then the app to leave, so the menu can show\n\(result.report)")
    }

    @Test("A7.3 a suspend asked for in didFinishLaunching, during a launch that takes 1s (A4.3), sends the app home once the launch has finished")
    func suspendsAfterSlowLaunch() throws {
        let result = try ScenarioText.run(Self.text(route: "toggle -> Switch then suspends", steps: ["select toggle", "wait 11s"],
                                                    app: ["didFinishLaunching: false when launched from a shortcut",
                                                          "launch item: handled in didFinishLaunching", "launch duration: 1s"]))
        #expect(result.lines.containsInOrder(["route toggle -> Switch", "app.suspend", "app.didBecomeActive", "app.willResignActive",
                                              "app.didEnterBackground", "state suspended"]),
                "expected the app to leave once its 1s launch had finished, not the request to be lost while it was launching\n\(result.report)")
    }

    @Test("A route that does not open its destination leaves the app where it is")
    func noRouteNoAftermath() throws {
        let result = try ScenarioText.run(Self.text(route: "toggle -> Switch needs login then exits", steps: ["tap icon", "go home", "select toggle"],
                                                    app: ["milestone login: on step"]))
        #expect(!result.lines.contains("app.exit") && result.lines.last == "app.didBecomeActive",
                "expected no exit while the route waits for login\n\(result.report)")
    }

    @Test("a misused word is one error at its place", arguments: [
        ("toggle -> Switch then quits", "t.scenario:8:33: error: expected 'exits' or 'suspends' after 'then', found 'quits'"),
        ("toggle -> Switch then", "t.scenario:8:32: error: expected 'exits' or 'suspends' after 'then'"),
        ("toggle -> Switch then exits then suspends", "t.scenario:8:39: error: the route for toggle already says 'then exits'; keep one"),
        ("toggle -> Switch crashes then exits",
         "t.scenario:8:28: error: 'crashes' alone makes Switch crash whenever the router opens it, so the route's other conditions never matter; keep one"),
    ])
    func misuse(route: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(route: route, steps: []), expected)
    }
}
