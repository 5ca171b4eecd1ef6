import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `crashes with MILESTONE` on a route: the destination's code crashes once the milestone is reached,
/// as PIA's dashboard observer whose selector took the notification for a completion block did
/// (pia-foss/mobile-ios#320): a warm action crashes while the app runs (A3.1, A7.4), a cold one
/// handled before the milestone does not.
@Suite("Routes that crash with a milestone")
struct CrashesWithTests {
    static func text(route: String, steps: [String]) -> String {
        PluginScenario.text(app: ["milestone root: 1s after launch", "milestone dashboard: 1s after root",
                                  "performAction: handled when root ready"], steps: steps)
            .replacingOccurrences(of: "Coupon -> CouponList", with: route)
    }

    @Test("the clause parses into the route's milestones")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(route: "Coupon -> CouponList crashes with dashboard and root", steps: []))
        let route = try #require(scenario.app.routes.first { $0.shortcutType == "Coupon" })
        #expect(route.crashesWith == [Milestone("dashboard"), Milestone("root")], "found \(route)")
        #expect(route.checked.isEmpty, "'crashes with' is not 'crashes without'")
    }

    @Test("a cold action handled before the milestone routes; a warm one after it crashes, recorded as app.crash with= (A3.1, A7.4)")
    func warmCrashesColdRoutes() throws {
        let result = try ScenarioText.run(Self.text(route: "Coupon -> CouponList crashes with dashboard",
                                                    steps: ["select Coupon", "wait 3s", "go home", "select Coupon"]))
        #expect(result.errors.isEmpty, "\(result.report)")
        #expect(result.lines.containsInOrder(["route Coupon -> CouponList", "milestone dashboard", "app.performAction Coupon",
                                              "app.crash Coupon with=dashboard", "state notRunning"]), "\(result.report)")
        #expect(result.defectSignatures == ["crash Coupon"], "found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("an expectation names the milestones with 'with=', checked against the declared ones")
    func expectation() {
        let unknown = ScenarioText.diagnostics(of: Self.text(route: "Coupon -> CouponList crashes with dashboard", steps: ["select Coupon"])
                                                + "expect:\n  app.crash Coupon with=dashbord\n")
        #expect(unknown.first?.message == "unknown milestone 'dashbord'", "found \(unknown)")
        let both = ScenarioText.diagnostics(of: Self.text(route: "Coupon -> CouponList crashes with dashboard", steps: ["select Coupon"])
                                             + "expect:\n  app.crash Coupon with=dashboard missing=root\n")
        #expect(!both.isEmpty, "a crash has one reason: 'with' and 'missing' never come together")
    }

    @Test("'dropped with' is an error, and 'crashes with' needs a milestone")
    func misuse() {
        let dropped = ScenarioText.diagnostics(of: Self.text(route: "Coupon -> CouponList dropped with dashboard", steps: []))
        #expect(dropped.first?.message == "expected 'without MILESTONE' or 'while inactive' after 'dropped'", "found \(dropped)")
        let bare = ScenarioText.diagnostics(of: Self.text(route: "Coupon -> CouponList crashes with", steps: []))
        #expect(bare.first?.message == "expected a milestone after 'with'", "found \(bare)")
    }
}
