import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `dropped while inactive` on a route: the destination's code needs the app active (a web login that
/// UIKit presents only from a foreground-active scene, openid/AppAuth-iOS#498), so the router opening it
/// while `applicationState` is not `.active` drops the item (`app.drop TYPE cause=notActive`): inside
/// `performActionFor`, cold (A1.2) and warm (A3.4), in a launch method (A1.1), and with scenes in
/// `willConnectTo` and the scene's `performActionFor` (B1.1, B2.2).
@Suite("Routes dropped while the app is inactive")
struct DroppedWhileInactiveTests {
    static let route = "Coupon -> CouponList dropped while inactive"

    static func text(app: [String], steps: [String], header: [String] = []) -> String {
        PluginScenario.text(app: app, steps: steps, header: header).replacingOccurrences(of: "Coupon -> CouponList", with: route)
    }

    static func run(app: [String], steps: [String], header: [String] = [],
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioResult {
        let result = try ScenarioText.run(text(app: app, steps: steps, header: header), sourceLocation: sourceLocation)
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)", sourceLocation: sourceLocation)
        return result
    }

    @Test("the clause parses into the route, and leaves the other routes as they were")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(app: [], steps: []))
        let coupon = try #require(scenario.app.routes.first { $0.shortcutType == "Coupon" })
        let search = try #require(scenario.app.routes.first { $0.shortcutType == "Search" })
        #expect(coupon.dropsWhileInactive, "expected Coupon's route to need the app active, found \(coupon)")
        #expect(coupon.checked.isEmpty && coupon.requires.isEmpty, "'while inactive' names no milestone; found \(coupon)")
        #expect(!search.dropsWhileInactive, "expected Search's route unchanged, found \(search)")
    }

    @Test("A1.2, A3.4 handled at once in performActionFor it is dropped cold and warm, 'lost', its completion false")
    func performActionForIsInactive() throws {
        let result = try Self.run(app: ["performAction: handled at once, completion reports the result"],
                                  steps: ["select Coupon", "go home", "select Coupon", "go home", "select Search"])
        #expect(result.lines.containsInOrder(["app.performAction Coupon", "app.drop Coupon cause=notActive", "app.completion Coupon -> false",
                                              "state active", "app.performAction Coupon", "app.drop Coupon cause=notActive",
                                              "app.performAction Search", "route Search -> SearchPage"]),
                "expected both Coupon actions dropped inside performActionFor and Search, without the clause, routed\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route Coupon") }, "expected no route of Coupon\n\(result.report)")
        #expect(result.defectSignatures == ["lost Coupon", "lost Coupon"], "expected two 'lost Coupon', found \(result.defectSignatures)\n\(result.report)")
        let rules = result.defects.filter { $0.kind == .lost }.map(\.rule.rawValue)
        #expect(rules == ["A1.2", "A3.4"], "expected the cold loss under A1.2 and the warm one under A3.4, found \(rules)")
    }

    @Test("handled on didBecomeActive it is routed, cold and warm, with no drop")
    func didBecomeActiveRoutes() throws {
        let result = try Self.run(app: ["performAction: handled on didBecomeActive, completion reports the result"],
                                  steps: ["select Coupon", "go home", "select Coupon"])
        #expect(result.lines.containsInOrder(["app.performAction Coupon", "app.didBecomeActive", "route Coupon -> CouponList",
                                              "app.performAction Coupon", "app.didBecomeActive", "route Coupon -> CouponList"]),
                "expected each Coupon routed at the activation after its performActionFor\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "expected no drop\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("A1.1 a launch item handled in didFinishLaunching is dropped too; one saved for didBecomeActive is routed")
    func launchMethod() throws {
        let inLaunch = try Self.run(app: ["didFinishLaunching: false when launched from a shortcut", "launch item: handled in didFinishLaunching"],
                                    steps: ["select Coupon"])
        #expect(inLaunch.lines.containsInOrder(["app.didFinishLaunching shortcut=Coupon -> false", "app.drop Coupon cause=notActive"]),
                "expected the drop inside didFinishLaunching\n\(inLaunch.report)")
        #expect(inLaunch.defectSignatures == ["lost Coupon"], "found \(inLaunch.defectSignatures)\n\(inLaunch.report)")
        let saved = try Self.run(app: ["didFinishLaunching: false when launched from a shortcut",
                                       "launch item: saved in didFinishLaunching, handled on didBecomeActive, then cleared"],
                                 steps: ["select Coupon"])
        #expect(saved.lines.containsInOrder(["app.didBecomeActive", "route Coupon -> CouponList"]), "expected the route at didBecomeActive\n\(saved.report)")
        #expect(saved.defectSignatures.isEmpty, "found \(saved.defectSignatures)\n\(saved.report)")
    }

    @Test("B1.1 with scenes a launch item handled in willConnectTo is dropped, under B1.1; on sceneDidBecomeActive it is routed")
    func scenes() throws {
        let early = try Self.run(app: ["launch item: handled in willConnectTo"], steps: ["select Coupon"], header: ["lifecycle: scenes"])
        #expect(early.lines.containsInOrder(["scene.willConnectTo main shortcut=Coupon", "app.drop Coupon cause=notActive"]),
                "expected the drop inside willConnectTo\n\(early.report)")
        #expect(early.defects.map(\.rule.rawValue) == ["B1.1"], "expected one loss under B1.1, found \(early.defects.map(\.rule.rawValue))\n\(early.report)")
        let late = try Self.run(app: ["launch item: saved in willConnectTo, handled on sceneDidBecomeActive, then cleared"],
                                steps: ["select Coupon"], header: ["lifecycle: scenes"])
        #expect(late.lines.containsInOrder(["scene.didBecomeActive main", "route Coupon -> CouponList"]), "expected the route once active\n\(late.report)")
        #expect(late.defectSignatures.isEmpty, "found \(late.defectSignatures)\n\(late.report)")
    }

    @Test("A7.3 a route that waits for a milestone reached in the background is dropped there, under A7.3; reached while active it routes")
    func deferredRouteInTheBackground() throws {
        func run(_ steps: [String]) throws -> ScenarioResult {
            try ScenarioText.run(Self.text(app: ["milestone root: 5s after launch", "performAction: handled at once"], steps: steps)
                .replacingOccurrences(of: Self.route, with: "Coupon -> CouponList needs root dropped while inactive"))
        }
        let left = try run(["select Coupon", "go home", "wait 10s"])
        #expect(left.errors.isEmpty, "a step could not happen:\n\(left.report)")
        #expect(left.lines.containsInOrder(["app.didEnterBackground", "milestone root", "app.drop Coupon cause=notActive"]),
                "expected the deferred route to drop Coupon when root was reached in the background\n\(left.report)")
        let lost = left.defects.filter { $0.kind == .lost }
        #expect(lost.map(\.rule.rawValue) == ["A7.3"], "expected one loss under A7.3 (the app was in the background), found \(lost.map(\.rule.rawValue))\n\(left.report)")
        #expect(lost.first.map { "\($0)".contains("while the app was in the background") } == true,
                "expected the message to say the app was in the background, not inside performActionFor; found \(lost.map { "\($0)" })")
        let stayed = try run(["select Coupon", "wait 10s"])
        #expect(stayed.lines.containsInOrder(["app.didBecomeActive", "milestone root", "route Coupon -> CouponList"]),
                "expected the deferred route to open CouponList when root was reached while active\n\(stayed.report)")
        #expect(stayed.defectSignatures.isEmpty, "expected no defect, found \(stayed.defectSignatures)\n\(stayed.report)")
        // willEnterForeground runs in the background state too, but as the app comes back, not after the user left (A3.2).
        let resuming = try Self.run(app: ["performAction: handled on willEnterForeground"],
                                    steps: ["tap icon", "go home", "select Coupon", "go home", "tap icon"], header: ["profile: ios13"])
        #expect(resuming.lines.containsInOrder(["app.performAction Coupon", "user.tapIcon", "app.willEnterForeground", "app.drop Coupon cause=notActive"]),
                "expected Coupon dropped in the next willEnterForeground\n\(resuming.report)")
        #expect(resuming.defects.filter { $0.kind == .lost }.map(\.rule.rawValue) == ["A3.4"],
                "expected the loss under A3.4 (a warm action), not A7.3: the app was coming back; found \(resuming.defects.map(\.rule.rawValue))\n\(resuming.report)")
    }

    @Test("misuse is one error at its word: 'crashes while', another state, a missing state, the clause twice")
    func misuse() {
        let crashes = ScenarioText.diagnostics(of: PluginScenario.text(app: [], steps: [])
            .replacingOccurrences(of: "Coupon -> CouponList", with: "Coupon -> CouponList crashes while inactive"))
        #expect(crashes.map(\.message) == ["a destination that needs the app active drops the item: write 'dropped while inactive', not 'crashes while'"],
                "found \(crashes)")
        let active = ScenarioText.diagnostics(of: PluginScenario.text(app: [], steps: [])
            .replacingOccurrences(of: "Coupon -> CouponList", with: "Coupon -> CouponList dropped while active"))
        #expect(active.map(\.message) == ["expected 'inactive' after 'dropped while'"], "found \(active)")
        #expect(active.first?.location.column == 68, "expected the error at 'active', found \(active.map(\.location))")
        #expect(active.first?.notes.first == "did you mean 'inactive'?", "expected the did-you-mean note first, found \(active.map(\.notes))")
        let typo = ScenarioText.diagnostics(of: PluginScenario.text(app: [], steps: [])
            .replacingOccurrences(of: "Coupon -> CouponList", with: "Coupon -> CouponList dropped while inactiv"))
        #expect(typo.map(\.message) == ["expected 'inactive' after 'dropped while'"], "found \(typo)")
        #expect(typo.first?.notes.first == "did you mean 'inactive'?", "expected 'inactiv' to suggest 'inactive', found \(typo.map(\.notes))")
        let missing = ScenarioText.diagnostics(of: PluginScenario.text(app: [], steps: [])
            .replacingOccurrences(of: "Coupon -> CouponList", with: "Coupon -> CouponList dropped while"))
        #expect(missing.map(\.message) == ["expected 'inactive' after 'dropped while'"], "found \(missing)")
        #expect(missing.first?.notes.contains { $0.hasPrefix("did you mean") } == false, "with no word after 'while' there is nothing to correct, found \(missing.map(\.notes))")
        let twice = ScenarioText.diagnostics(of: PluginScenario.text(app: [], steps: [])
            .replacingOccurrences(of: "Coupon -> CouponList", with: "Coupon -> CouponList dropped while inactive dropped while inactive"))
        #expect(twice.map(\.message) == ["the route for Coupon already says 'dropped while inactive'; keep one"], "found \(twice)")
    }
}
