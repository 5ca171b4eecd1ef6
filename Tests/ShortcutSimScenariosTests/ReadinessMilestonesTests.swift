import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A selection the app holds until a milestone it waits for (the root, a login, the coordinator's
/// readiness) is the app's responsibility only once it has been active with all of them reached;
/// when the user leaves before that and the process ends, it was abandoned, not lost (A1.2, A7.4).
@Suite("Readiness milestones")
struct ReadinessMilestonesTests {
    /// A coupon whose handling waits for a login the user gives (or not) by a step.
    static func text(app: [String], steps: [String], defects: [String] = []) -> String {
        """
        scenario: T
        profile: ios13
        shortcuts:
          static Coupon "Coupons"
        app:
        \(app.map { "  " + $0 }.joined(separator: "\n"))
          milestone root: at launch
          milestone login: on step
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))
        \(defects.isEmpty ? "" : "defects:\n" + defects.map { "  " + $0 }.joined(separator: "\n"))
        """
    }

    @Test("the declaration waits for the root, the coordinator's milestones, its triggers' and its routes' needs, not for what it checks once")
    func declared() throws {
        let routes = try ScenarioText.parse(Self.text(app: ["routes: Coupon -> CouponList needs login",
                                                            "performAction: handled if js ready, else dropped",
                                                            "milestone js: at launch"], steps: []))
        #expect(routes.app.readinessMilestones == [Milestone("root"), Milestone("login")], "found \(routes.app.readinessMilestones)")
        let coordinator = try ScenarioText.parse(Self.text(app: ["coordinator: waits for root and login", "routes: Coupon -> CouponList"], steps: []))
        #expect(coordinator.app.readinessMilestones == [Milestone("root"), Milestone("login")], "found \(coordinator.app.readinessMilestones)")
        let trigger = try ScenarioText.parse(Self.text(app: ["performAction: handled when login ready", "routes: Coupon -> CouponList"], steps: []))
        #expect(trigger.app.readinessMilestones == [Milestone("root"), Milestone("login")], "found \(trigger.app.readinessMilestones)")
    }

    @Test("A1.2, A7.4 leaving before the login a route needs, then a kill: abandoned; staying until the end without it: lost",
          arguments: ["routes: Coupon -> CouponList needs login", "performAction: handled when login ready"])
    func leavingBeforeLogin(_ waiting: String) throws {
        let app = [waiting] + (waiting.hasPrefix("routes") ? [] : ["routes: Coupon -> CouponList"])
        let killed = try ScenarioText.run(Self.text(app: app, steps: ["select Coupon", "go home", "wait 10s", "system kill"]))
        #expect(killed.defectSignatures.isEmpty, "the user left before the app was ready; found \(killed.defectSignatures)\n\(killed.report)")
        let waitingAtEnd = try ScenarioText.run(Self.text(app: app, steps: ["select Coupon", "wait 10s"]))
        #expect(waitingAtEnd.defectSignatures.first == "lost Coupon", "the process still runs and the coupon still waits at the end; found \(waitingAtEnd.defectSignatures)\n\(waitingAtEnd.report)")
        let loggedIn = try ScenarioText.run(Self.text(app: app, steps: ["select Coupon", "reach login", "go home", "wait 10s", "system kill"]))
        #expect(loggedIn.lines.contains("route Coupon -> CouponList") && loggedIn.defectSignatures.isEmpty, "\(loggedIn.report)")
    }
}
