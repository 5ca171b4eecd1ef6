import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `undo MILESTONE`: the user undoes what the app waited for, such as signing out, in the running
/// process (GSTJ/pegada#127: "Sign out, choose either shortcut, and confirm the app remains on the
/// sign-in screen"); what needs the milestone from then on waits for it again, or finds it missing.
@Suite("Undo a milestone")
struct UndoMilestoneTests {
    static let signedInThenOut = ["tap icon", "reach login", "undo login", "go home", "select Coupon", "wait 1s"]

    @Test("the step parses as the stimulus that undoes the milestone, and is recorded as user.undo")
    func parsesAndRecords() throws {
        let scenario = try ScenarioText.parse(PluginScenario.text(app: ["milestone login: on step"], steps: ["tap icon", "reach login", "undo login"]))
        #expect(scenario.steps.last?.action == .stimulus(.undo(Milestone("login"))), "found \(String(describing: scenario.steps.last?.action))")
        let result = try PluginScenario.run(app: ["milestone login: on step"], steps: ["tap icon", "reach login", "undo login"])
        #expect(result.lines.containsInOrder(["user.reach login", "milestone login", "user.undo login"]), "\(result.report)")
    }

    @Test("a route that needs the milestone waits again on its screen, and routes once when it is reached again (A3.1)")
    func routeWaitsAgain() throws {
        let text = PluginScenario.text(app: ["milestone login: on step", "performAction: handled at once"], steps: Self.signedInThenOut + ["reach login"])
            .replacingOccurrences(of: "Coupon -> CouponList", with: "Coupon -> CouponList needs login")
        let result = try ScenarioText.run(text)
        #expect(result.lines.containsInOrder(["user.undo login", "app.performAction Coupon", "app.show login", "user.reach login",
                                              "milestone login", "route Coupon -> CouponList"]),
                "expected the warm action to wait on the login screen, then route\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("route Coupon") }.count == 1, "\(result.report)")
        #expect(result.defectSignatures.isEmpty, "found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("a trigger that waits for the milestone holds the action until it is reached again; without a new login it is lost")
    func triggerWaitsAgain() throws {
        let app = ["milestone login: on step", "performAction: handled when login ready"]
        let waiting = try PluginScenario.run(app: app, steps: Self.signedInThenOut)
        #expect(!waiting.lines.contains { $0.hasPrefix("route Coupon") }, "expected no route while signed out\n\(waiting.report)")
        #expect(waiting.defectSignatures.contains("lost Coupon"), "found \(waiting.defectSignatures)\n\(waiting.report)")
        let signedIn = try PluginScenario.run(app: app, steps: Self.signedInThenOut + ["reach login"])
        #expect(signedIn.lines.containsInOrder(["user.reach login", "milestone login", "route Coupon -> CouponList"]), "\(signedIn.report)")
    }

    @Test("a check of the milestone finds it missing: 'if login ready, else dropped' drops the action")
    func checkFindsItMissing() throws {
        let result = try PluginScenario.run(app: ["milestone login: on step", "performAction: handled if login ready, else dropped"],
                                            steps: Self.signedInThenOut)
        #expect(result.lines.contains("app.drop Coupon missing=login"), "\(result.report)")
    }

    @Test("a remembered milestone undone is forgotten: the next process starts without it (A7.4)")
    func rememberedIsForgotten() throws {
        let steps = ["tap icon", "reach login", "go home", "force quit", "tap icon", "undo login", "go home", "force quit", "tap icon"]
        let result = try PluginScenario.run(app: ["milestone login: on step, remembered"], steps: steps)
        let milestones = result.lines.filter { $0 == "milestone login" }.count
        #expect(milestones == 2, "expected login reached by the step and restored once, not after the undo; found \(milestones)\n\(result.report)")
    }

    @Test("the coordinator waits for an undone milestone again")
    func coordinatorWaitsAgain() throws {
        let result = try PluginScenario.run(app: ["coordinator: waits for root and login", "milestone root: at launch", "milestone login: on step"],
                                            steps: Self.signedInThenOut + ["reach login"])
        #expect(result.lines.containsInOrder(["user.undo login", "app.performAction Coupon", "user.reach login", "route Coupon -> CouponList"]),
                "\(result.report)")
        let undo = try #require(result.index(of: "user.undo login"))
        let route = try #require(result.index(of: "route Coupon -> CouponList"))
        let reachAgain = try #require(result.lines.lastIndex(of: "user.reach login"))
        #expect(undo < reachAgain && reachAgain < route, "expected the route after the second login\n\(result.report)")
    }

    @Test("reached again, the app reacts again (set after login); a milestone anchored on it stays reached and is not reached twice")
    func reachedAgain() throws {
        let text = PluginScenario.text(app: ["milestone login: on step", "milestone feed: 1s after login", "dynamic items: set after login"],
                                       steps: ["tap icon", "reach login", "wait 2s", "undo login", "reach login", "wait 2s"])
            .replacingOccurrences(of: "  static Coupon \"Coupons\"\n", with: "  static Coupon \"Coupons\"\n  dynamic Favorite \"Favorite\"\n")
        let result = try ScenarioText.run(text)
        #expect(result.lines.filter { $0.hasPrefix("app.setShortcutItems Favorite") }.count == 2, "\(result.report)")
        #expect(result.lines.filter { $0 == "milestone feed" }.count == 1, "\(result.report)")
    }

    @Test("a milestone anchored on an undone one whose time was running is reached when its time comes, once, as documented")
    func anchoredTimeRunning() throws {
        let result = try ScenarioText.run(PluginScenario.text(app: ["milestone login: on step", "milestone feed: 1s after login"],
                                                              steps: ["tap icon", "reach login", "undo login", "wait 2s", "reach login", "wait 2s"]))
        #expect(result.lines.containsInOrder(["user.undo login", "milestone feed", "user.reach login"]), "\(result.report)")
        #expect(result.lines.filter { $0 == "milestone feed" }.count == 1, "\(result.report)")
    }

    @Test("undoing a milestone that is not reached, or while the app is not in the foreground, cannot happen")
    func invalidUndo() throws {
        let notReached = try ScenarioText.run(PluginScenario.text(app: ["milestone login: on step"], steps: ["tap icon", "undo login"]))
        #expect(notReached.errors.map(\.message) == ["cannot undo 'login': it is not reached in the running process"], "\(notReached.report)")
        let background = try ScenarioText.run(PluginScenario.text(app: ["milestone login: on step"], steps: ["tap icon", "reach login", "go home", "undo login"]))
        #expect(background.errors.first?.message.hasPrefix("cannot undo 'login': the app is") == true, "\(background.report)")
    }

    @Test("a milestone the app reaches by itself, or one not declared, is an error at its name")
    func misuse() {
        let timed = ScenarioText.diagnostics(of: PluginScenario.text(app: ["milestone root: 1s after launch"], steps: ["tap icon", "undo root"]))
        #expect(timed.first?.message.hasPrefix("'undo root' undoes a milestone declared 'on step'") == true, "found \(timed)")
        let unknown = ScenarioText.diagnostics(of: PluginScenario.text(app: ["milestone login: on step"], steps: ["tap icon", "undo logn"]))
        #expect(unknown.first?.message == "unknown milestone 'logn'", "found \(unknown)")
        let signOut = ScenarioText.diagnostics(of: PluginScenario.text(app: ["milestone login: on step"], steps: ["tap icon", "sign out"]))
        #expect(signOut.first?.notes.first?.hasPrefix("did you mean 'undo MILESTONE'?") == true, "found \(signOut)")
    }
}
