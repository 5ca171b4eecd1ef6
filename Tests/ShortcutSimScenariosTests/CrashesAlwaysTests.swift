import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `crashes` alone on a route: the destination's code crashes whenever the router opens it, whatever the
/// app's state, as CurrencyInvest's First action force-unwraps a controller whose creation is commented
/// out: a cold action crashes inside the launch's `performActionFor` (A1.2), a warm one the same (A3.1),
/// and each ends the process (A7.4).
@Suite("Routes that always crash")
struct CrashesAlwaysTests {
    static func text(route: String, steps: [String], defects: [String] = []) -> String {
        PluginScenario.text(app: ["milestone login: on step"], steps: steps, defects: defects)
            .replacingOccurrences(of: "Coupon -> CouponList", with: route)
    }

    @Test("the word parses into the route, alone, before 'needs' or before the versions", arguments: [
        "Coupon -> CouponList crashes", "Coupon -> CouponList crashes from=2", "Coupon -> CouponList needs login crashes",
        "Coupon -> CouponList crashes needs login",
    ])
    func parses(route: String) throws {
        let scenario = try ScenarioText.parse(Self.text(route: route, steps: []))
        let parsed = try #require(scenario.app.routes.first { $0.shortcutType == "Coupon" }, "expected a route for Coupon")
        #expect(parsed.alwaysCrashes && parsed.checked.isEmpty && parsed.crashesWith.isEmpty,
                "expected a route that always crashes and checks nothing for '\(route)', found \(parsed)")
        #expect(scenario.app.routes.first { $0.shortcutType == "Search" }?.alwaysCrashes == false, "the other route must not crash")
    }

    @Test("A1.2, A3.1, A7.4 a cold action crashes in the launch's performActionFor and a warm one the same, each recorded as app.crash with no reason")
    func coldAndWarmCrash() throws {
        let result = try ScenarioText.run(Self.text(route: "Coupon -> CouponList crashes",
                                                    steps: ["select Coupon", "tap icon", "go home", "select Coupon", "tap icon", "go home", "select Search"],
                                                    defects: ["crash Coupon"]))
        #expect(result.passed, "\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.crash") } == ["app.crash Coupon", "app.crash Coupon"],
                "expected two crashes without attributes, cold then warm\n\(result.report)")
        #expect(result.lines.containsInOrder(["app.willFinishLaunching shortcut=Coupon -> true", "app.performAction Coupon", "app.crash Coupon",
                                              "state notRunning", "user.tapIcon", "user.select Coupon", "app.willEnterForeground",
                                              "app.performAction Coupon", "app.crash Coupon", "state notRunning", "route Search -> SearchPage"]),
                "expected the cold crash, then the warm one, and Search still routed\n\(result.report)")
        #expect(result.defectSignatures == ["crash Coupon", "crash Coupon"], "found \(result.defectSignatures)\n\(result.report)")
        #expect(result.defects.first?.message.contains("no milestone it lacked is named, so no wait would prevent it") == true,
                "expected the message to say waiting would not help, found \(result.defects.first?.message ?? "none")")
    }

    @Test("with 'needs login' the router shows login, waits, then crashes once it opens the destination")
    func needsThenCrashes() throws {
        let result = try ScenarioText.run(Self.text(route: "Coupon -> CouponList needs login crashes", steps: ["tap icon", "go home", "select Coupon", "reach login"],
                                                    defects: ["crash Coupon"]))
        #expect(result.lines.containsInOrder(["app.performAction Coupon", "app.show login", "app.didBecomeActive", "user.reach login", "milestone login",
                                              "app.crash Coupon", "state notRunning"]) && result.lines.last == "state notRunning",
                "expected the wait for login, then the crash\n\(result.report)")
    }

    @Test("a misused word is one error at its place", arguments: [
        ("Coupon -> CouponList crashes crashes", "t.scenario:6:62: error: the route for Coupon already says 'crashes' at column 54; keep one"),
        ("Coupon -> CouponList crashes with login crashes",
         "t.scenario:6:73: error: 'crashes' alone makes CouponList crash whenever the router opens it, so the route's other conditions never matter; keep one"),
        ("Coupon -> CouponList dropped while inactive crashes",
         "t.scenario:6:77: error: 'crashes' alone makes CouponList crash whenever the router opens it, so the route's other conditions never matter; keep one"),
        ("Coupon -> CouponList crashes dropped without login",
         "t.scenario:6:54: error: 'crashes' alone makes CouponList crash whenever the router opens it, so the route's other conditions never matter; keep one"),
        ("Coupon -> CouponList crashes always", "t.scenario:6:62: error: expected 'without MILESTONE' or 'with MILESTONE' after 'crashes'"),
    ])
    func misuse(route: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(route: route, steps: []), expected)
    }
}
