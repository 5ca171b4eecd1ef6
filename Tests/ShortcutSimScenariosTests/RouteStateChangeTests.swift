import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A route whose destination's code changes the app's state (`reaches M`, `undoes M`, `toggles M`), as
/// GoodNight's quick action turns its adjustment on or off: the app then reacts as to any milestone it
/// reaches or that is undone, so the dynamic items it sets from that state follow (C1.6) and
/// SpringBoard keeps them (C3.1).
@Suite("Routes that reach, undo or toggle a milestone (C1.6, C3.1)")
struct RouteStateChangeTests {
    static func text(route: String, steps: [String], milestone: String = "on step, remembered") -> String {
        """
        scenario: t
        rules: C1.6
        profile: ios13
        shortcuts:
          dynamic toggle "Enable" unless=enabled
          dynamic toggle "Disable" if=enabled
          static other "Other"
        app:
          milestone enabled: \(milestone)
          dynamic items: replace every launch and set after enabled, reset when enabled undone
          routes: \(route), other -> Other
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))
        """
    }

    /// The menus and milestone changes of a run, in order.
    static func story(_ result: ScenarioResult) -> [String] {
        result.lines.filter { ($0.hasPrefix("home.menuRow toggle") || $0.hasPrefix("milestone") || $0.hasPrefix("route")) }
            .map { $0.hasPrefix("home.menuRow") ? String($0.split(separator: " ")[2]) : $0 }
    }

    @Test("each word parses into the route's change, with milestones joined by 'and'", arguments: RouteStateChange.Kind.allCases)
    func parses(kind: RouteStateChange.Kind) throws {
        let scenario = try ScenarioText.parse(Self.text(route: "toggle -> Switch \(kind.rawValue) enabled from=1", steps: []))
        let change = scenario.app.routes.first { $0.shortcutType == "toggle" }?.stateChange
        #expect(change == RouteStateChange(kind: kind, milestones: [Milestone("enabled")]), "expected '\(kind.rawValue) enabled', found \(String(describing: change))")
        #expect(scenario.app.routes.first { $0.shortcutType == "other" }?.stateChange == nil, "the other route changes nothing")
    }

    @Test("C1.6, C3.1 'toggles' reaches the milestone, then undoes it, and the items set from it follow, also after a kill")
    func togglesBothWays() throws {
        let result = try ScenarioText.run(Self.text(route: "toggle -> Switch toggles enabled", steps: [
            "tap icon", "go home", "show menu details", #"select toggle "Enable""#, "go home", "show menu details",
            "system kill", #"select toggle "Disable""#, "go home", "show menu details",
        ]))
        #expect(result.passed, "\(result.report)")
        #expect(Self.story(result) == ["title=Enable", "route toggle -> Switch", "milestone enabled", "title=Disable",
                                       "milestone enabled", "route toggle -> Switch", "milestone.undone enabled", "title=Enable"],
                "expected Enable, the toggle on, Disable, the remembered milestone at the cold launch, the toggle off, Enable; got \(Self.story(result))\n\(result.report)")
    }

    @Test("'reaches' of a reached milestone and 'undoes' of one not reached change nothing")
    func reachesAndUndoesAreIdempotent() throws {
        let reaches = try ScenarioText.run(Self.text(route: "toggle -> Switch reaches enabled", steps: ["tap icon", "reach enabled", "go home", #"select toggle "Disable""#]))
        #expect(reaches.lines.filter { $0 == "milestone enabled" }.count == 1, "expected the milestone reached once, by the step\n\(reaches.report)")
        let undoes = try ScenarioText.run(Self.text(route: "toggle -> Switch undoes enabled", steps: ["tap icon", "go home", #"select toggle "Enable""#]))
        #expect(!undoes.lines.contains("milestone.undone enabled"), "expected nothing undone, since enabled was never reached\n\(undoes.report)")
    }

    @Test("a route that undoes a milestone lets a route that needs it wait again")
    func undoneMilestoneIsWaitedForAgain() throws {
        let text = Self.text(route: "toggle -> Switch undoes enabled", steps: ["tap icon", "reach enabled", "go home", #"select toggle "Disable""#, "go home", "select other"])
            .replacingOccurrences(of: "other -> Other", with: "other -> Other needs enabled")
        let result = try ScenarioText.run(text)
        #expect(result.lines.containsInOrder(["milestone.undone enabled", "user.select other", "app.performAction other", "app.show enabled"])
                && !result.lines.contains("route other -> Other"),
                "expected Other to wait for enabled once the route undid it\n\(result.report)")
    }

    @Test("a misused word is one error at its place", arguments: [
        ("toggle -> Switch toggle enabled", "t.scenario:11:28: error: a route says what its destination's code does with 'toggles', as in 'toggle -> Switch toggles MILESTONE'"),
        ("toggle -> Switch reaches enabled undoes enabled", "t.scenario:11:44: error: the route for toggle already says it reaches enabled; keep one"),
        ("toggle -> Switch toggles", "t.scenario:11:35: error: expected a milestone after 'toggles'"),
        ("toggle -> Switch crashes toggles enabled",
         "t.scenario:11:28: error: 'crashes' alone makes Switch crash whenever the router opens it, so the route's other conditions never matter; keep one"),
    ])
    func misuse(route: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(route: route, steps: []), expected)
    }
}
