import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `TYPE -> Destination crashes without M` and `dropped without M`: a destination whose code uses a
/// milestone without waiting for it, for its type only (wordpress-mobile/WordPress-iOS#4954: the
/// blog items crash an account without blogs, Notifications works).
@Suite("routes that crash or drop without a milestone")
struct RouteMilestoneCheckTests {
    /// Search's page uses the `blog` milestone; Coupon's does not.
    static func text(route: String, steps: [String], defects: [String] = []) -> String {
        var lines = ["scenario: route checks", "shortcuts:", "  static Search \"Search\"", "  static Coupon \"Coupons\"", "app:",
                     "  routes: Search -> SearchPage \(route), Coupon -> CouponList", "  milestone blog: on step", "steps:"]
        lines += steps.map { "  " + $0 }
        if !defects.isEmpty { lines += ["defects:"] + defects.map { "  " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("A3.1, A7.4 a warm action to a destination that crashes without its milestone ends the process; another type routes")
    func crashesOnlyForItsType() throws {
        let result = try ScenarioText.run(Self.text(route: "crashes without blog",
                                                    steps: ["tap icon", "go home", "select Coupon", "go home", "select Search"],
                                                    defects: ["crash Search"]))
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)")
        #expect(result.lines.contains("route Coupon -> CouponList"), "Coupon needs no blog, so it routes\n\(result.report)")
        #expect(result.lines.suffix(3) == ["app.performAction Search", "app.crash Search missing=blog", "state notRunning"],
                "expected Search to crash the app where it is routed\n\(result.report)")
        #expect(result.defectSignatures == ["crash Search"], "found \(result.defectSignatures)\n\(result.report)")
        #expect(result.passed, "\(result.report)")
    }

    @Test("a destination that drops the item without its milestone routes nothing, reports false, and the item is lost")
    func dropsAndReportsFalse() throws {
        let result = try ScenarioText.run(Self.text(route: "dropped without blog", steps: ["select Search"], defects: ["lost Search"]))
        #expect(result.lines.contains("app.drop Search missing=blog"), "\(result.report)")
        #expect(result.lines.contains("app.completion Search -> false"), "the handler hears that nothing was routed (A5.1)\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route ") }, "\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("once the milestone is reached the destination opens", arguments: ["crashes", "dropped"])
    func routesOnceReached(outcome: String) throws {
        let result = try ScenarioText.run(Self.text(route: "\(outcome) without blog", steps: ["tap icon", "reach blog", "go home", "select Search"]))
        #expect(result.lines.contains("route Search -> SearchPage"), "\(result.report)")
        #expect(result.passed && result.defects.isEmpty, "\(result.report)")
    }

    @Test("a route with 'needs' waits for one milestone and crashes without another, checked once the wait is over")
    func needsThenChecks() throws {
        let text = Self.text(route: "needs login crashes without blog", steps: ["select Search", "reach login"], defects: ["crash Search"])
            .replacing("  milestone blog: on step", with: "  milestone blog: on step\n  milestone login: on step")
        let result = try ScenarioText.run(text)
        #expect(result.lines.contains("app.show login"), "the route waits for login first\n\(result.report)")
        #expect(result.lines.suffix(2) == ["app.crash Search missing=blog", "state notRunning"], "then the page crashes without the blog\n\(result.report)")
    }

    @Test("mistakes in the form are errors at their words", arguments: [
        ("crashes blog", "t.scenario:6:40: error: expected 'without MILESTONE' or 'with MILESTONE' after 'crashes'"),
        ("dropped without", "t.scenario:6:47: error: expected a milestone after 'without'"),
        ("crashes without blog and", "t.scenario:6:56: error: expected a milestone after 'and'"),
        ("crashes without blog dropped without blog", "t.scenario:6:53: error: the route for Search already says what happens without a milestone; list the milestones with 'and'"),
        ("crashes without blgo", "t.scenario:6:48: error: unknown milestone 'blgo'"),
    ])
    func mistakes(route: String, expected: String) throws {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(route: route, steps: ["select Search"]))
        #expect(diagnostics.first.map { $0.description.hasPrefix(expected) } == true,
                "expected the first diagnostic to start with\n  \(expected)\nfound\n  \(diagnostics.map(\.description).joined(separator: "\n  "))")
    }
}
