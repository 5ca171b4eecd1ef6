import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A route whose code opens another screen depending on milestones (`if M ready, else -> OTHER`,
/// `unless M ready, else -> OTHER`): what the app does with an item is its own job (C1.2), as GoodNight
/// shows an alert instead of turning an adjustment on while another one is on.
@Suite("Routes that open another screen depending on a milestone (C1.2)")
struct RouteBranchTests {
    static func text(routes: String, steps: [String], completion: String = "completion reports the result") -> String {
        """
        scenario: t
        rules: C1.2
        profile: ios13
        shortcuts:
          static Toggle "Toggle"
        app:
          performAction: handled at once, \(completion)
          milestone enabled: on step
          milestone dimmed: on step
          routes: \(routes)
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))
        """
    }

    @Test("'if M ready, else -> OTHER' and 'unless M ready, else -> OTHER' read as one route, with or without the comma")
    func parses() throws {
        for routes in ["Toggle -> Adjustment if dimmed ready, else -> Alert", "Toggle -> Adjustment if dimmed ready else -> Alert"] {
            let scenario = try ScenarioText.parse(Self.text(routes: routes, steps: []))
            let branch = scenario.app.routes.first?.branch
            #expect(scenario.app.routes.count == 1 && branch == RouteBranch(condition: .ifReady, milestones: [Milestone("dimmed")], otherDestination: "Alert"),
                    "expected one route with an 'if dimmed ready' branch to Alert from '\(routes)', found \(scenario.app.routes)")
        }
        let unless = try ScenarioText.parse(Self.text(routes: "Toggle -> Adjustment unless dimmed and enabled ready, else -> Alert", steps: []))
        #expect(unless.app.routes.first?.branch?.condition == .unlessReady && unless.app.routes.first?.branch?.milestones.count == 2,
                "expected an 'unless' branch on two milestones, found \(String(describing: unless.app.routes.first?.branch))")
        #expect(unless.app.routes.first?.destinations == ["Adjustment", "Alert"], "expected both screens among the route's destinations")
    }

    @Test("C1.2 'if M ready': the other screen before the milestone, the destination once it is reached")
    func ifReady() throws {
        let result = try ScenarioText.run(Self.text(routes: "Toggle -> Adjustment if dimmed ready, else -> Alert",
                                                    steps: ["tap icon", "go home", "select Toggle", "reach dimmed", "go home", "select Toggle"]))
        #expect(RouteTitleTests.routes(result) == ["route Toggle -> Alert", "route Toggle -> Adjustment"],
                "expected Alert before 'dimmed', Adjustment after; got \(RouteTitleTests.routes(result))\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.completion") } == ["app.completion Toggle -> true", "app.completion Toggle -> true"],
                "expected the other screen to count as handled (true) with 'completion reports the result'\n\(result.report)")
    }

    @Test("C1.2 'unless M ready': the other screen once the milestone is reached, without the route's state change")
    func unlessReadySkipsTheStateChange() throws {
        let result = try ScenarioText.run(Self.text(routes: "Toggle -> Adjustment toggles enabled unless dimmed ready, else -> Alert",
                                                    steps: ["tap icon", "reach dimmed", "go home", "select Toggle", "undo dimmed", "go home", "select Toggle"]))
        #expect(RouteTitleTests.routes(result) == ["route Toggle -> Alert", "route Toggle -> Adjustment"],
                "expected Alert while 'dimmed' is reached, Adjustment once undone; got \(RouteTitleTests.routes(result))\n\(result.report)")
        let alert = result.lines.firstIndex(of: "route Toggle -> Alert") ?? 0
        let adjustment = result.lines.firstIndex(of: "route Toggle -> Adjustment") ?? 0
        #expect(result.lines[alert...].first { $0.hasPrefix("milestone enabled") } != nil && !result.lines[alert..<adjustment].contains("milestone enabled"),
                "expected 'toggles enabled' only after the route to Adjustment, never after the alert\n\(result.report)")
    }

    @Test("a misused branch is one error at its place", arguments: [
        ("Toggle -> Adjustment if dimmed, else -> Alert", "t.scenario:10:43: error: expected 'ready' after the milestones of 'if', found 'else'"),
        ("Toggle -> Adjustment if dimmed ready, els -> Alert", "t.scenario:10:49: error: expected ', else -> DESTINATION' after 'if dimmed ready': the screen the router opens otherwise, found 'els'"),
        ("Toggle -> Adjustment if dimmed ready, else dropped", "t.scenario:10:54: error: expected '-> DESTINATION' after 'else', found 'dropped'"),
        ("Toggle -> Adjustment if dimmed ready, else -> A if enabled ready, else -> B",
         "t.scenario:10:59: error: the route for Toggle already says 'if … ready, else -> A'; keep one"),
        ("Toggle -> Adjustment if dimmd ready, else -> Alert", "t.scenario:10:35: error: unknown milestone 'dimmd'"),
    ])
    func misuse(routes: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(routes: routes, steps: []), expected)
    }
}
