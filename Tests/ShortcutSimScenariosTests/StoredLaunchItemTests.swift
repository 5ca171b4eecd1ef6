import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `launch item: saved in METHOD to UserDefaults`: the saved launch item kept on disk outlives its
/// process (A7.4) and is read back by the next one, where routing it is `stale`; `cleared when
/// MILESTONE undone` clears it as a sign-out path does (Kilo-Org/cloud#6219).
@Suite("Launch item stored in UserDefaults")
struct StoredLaunchItemTests {
    static let app = ["launch item: saved in didFinishLaunching to UserDefaults, handled when login ready, then cleared",
                      "milestone login: on step", gate]
    /// Closes the launch gate, so only the saved launch item routes the cold selection (A2.1, A2.3).
    static let gate = "didFinishLaunching: false when launched from a shortcut"
    /// A cold selection left at the login screen, the process killed, then a later launch from the icon that signs in.
    static let leftThenLater = ["select Coupon", "wait 1s", "go home", "wait 10s", "system kill", "tap icon", "reach login"]

    @Test("the clause parses as a policy stored in UserDefaults, and the clearing clause names its milestone")
    func parses() throws {
        let scenario = try ScenarioText.parse(PluginScenario.text(
            app: ["launch item: saved in didFinishLaunching to UserDefaults, handled when login ready, then cleared, cleared when login undone",
                  "milestone login: on step"], steps: []))
        #expect(scenario.app.launchItem.storedInUserDefaults, "found \(scenario.app.launchItem)")
        #expect(scenario.app.launchItem.clearedWhenUndone == Milestone("login"), "found \(scenario.app.launchItem)")
        #expect(scenario.app.launchItem.captures == [.didFinishLaunching] && scenario.app.launchItem.clearsAfterHandling)
    }

    @Test("the item survives a system kill and is routed in the next process, which is stale (A7.4, G10)")
    func survivesAndIsStale() throws {
        let result = try PluginScenario.run(app: Self.app, steps: Self.leftThenLater)
        let kill = try #require(result.index(of: "system.kill"))
        let route = try #require(result.index(of: "route Coupon -> CouponList"), "expected the stored item routed\n\(result.report)")
        #expect(kill < route, "expected the route in the later process\n\(result.report)")
        #expect(result.defectSignatures == ["stale Coupon"], "found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("in memory, the same item dies with its process: abandoned, nothing routed later")
    func inMemoryDoesNot() throws {
        let result = try PluginScenario.run(app: ["launch item: saved in didFinishLaunching, handled when login ready, then cleared",
                                                  "milestone login: on step", Self.gate], steps: Self.leftThenLater)
        #expect(!result.lines.contains { $0.hasPrefix("route Coupon") }, "\(result.report)")
        #expect(result.defectSignatures.isEmpty, "found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("handled and cleared in its own process, nothing is left for the next one; a force quit keeps UserDefaults too")
    func clearedIsGone() throws {
        let handled = try PluginScenario.run(app: Self.app, steps: ["select Coupon", "reach login", "go home", "force quit", "tap icon", "reach login"])
        #expect(handled.lines.filter { $0.hasPrefix("route Coupon") }.count == 1, "\(handled.report)")
        #expect(handled.defectSignatures.isEmpty, "found \(handled.defectSignatures)\n\(handled.report)")
        let forceQuit = try PluginScenario.run(app: Self.app, steps: ["select Coupon", "go home", "force quit", "tap icon", "reach login"])
        #expect(forceQuit.defectSignatures == ["stale Coupon"], "found \(forceQuit.defectSignatures)\n\(forceQuit.report)")
    }

    @Test("'cleared when login undone' drops the waiting item at the sign-out and removes it from UserDefaults")
    func clearedWhenUndone() throws {
        let app = ["launch item: saved in didFinishLaunching to UserDefaults, handled when login and mount ready, then cleared, cleared when login undone",
                   "milestone login: on step, remembered", "milestone mount: 1s after launch", Self.gate]
        let steps = ["tap icon", "reach login", "go home", "force quit", "select Coupon", "undo login", "wait 2s",
                     "go home", "force quit", "tap icon", "wait 2s", "reach login"]
        let result = try PluginScenario.run(app: app, steps: steps)
        #expect(result.lines.containsInOrder(["user.undo login", "app.drop Coupon cause=clearedOnUndo"]), "\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route Coupon") }, "\(result.report)")
        #expect(result.defectSignatures == ["lost Coupon"], "found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("a selection of the running process is routed as its own, not as a stale one an earlier process left open",
          arguments: ["", " to UserDefaults"])
    func routeBelongsToTheRunningProcess(kept: String) throws {
        // The app is active at once (no readiness to wait for), so the first selection had its chance and
        // stays open when the user force-quits before the 3s timer: lost, and never in the later process's way.
        let result = try PluginScenario.run(app: ["launch item: saved in didFinishLaunching\(kept), handled after 3s, then cleared", Self.gate],
                                            steps: ["select Coupon", "wait 1s", "go home", "force quit", "select Coupon", "wait 5s"])
        #expect(result.lines.filter { $0.hasPrefix("route Coupon") }.count == 1, "\(result.report)")
        #expect(result.defectSignatures == ["lost Coupon"], "found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("the item cleared at the sign-out is lost under the rule of where the app saved it: A1.2 with the app delegate, B1.3 with scenes",
          arguments: [("app-delegate", "didFinishLaunching", "A1.2"), ("scenes", "willConnectTo", "B1.3")])
    func clearedWhenUndoneRule(lifecycle: String, method: String, rule: String) throws {
        let app = ["launch item: saved in \(method), handled when login and mount ready, then cleared, cleared when login undone",
                   "\(lifecycle == "scenes" ? "scene " : "")performAction: handled when login and mount ready",
                   "milestone login: on step, remembered", "milestone mount: 1s after launch"]
        let result = try PluginScenario.run(app: app, steps: ["tap icon", "reach login", "go home", "force quit", "select Coupon", "undo login", "wait 2s"],
                                            header: ["profile: ios26", "lifecycle: \(lifecycle)"])
        #expect(result.lines.contains("app.drop Coupon cause=clearedOnUndo"), "\(result.report)")
        let lost = try #require(result.defects.first { $0.kind == .lost }, "found \(result.defectSignatures)\n\(result.report)")
        #expect(lost.rule == RuleID(rule), "found \(lost.rule)")
    }

    @Test("deleting the app deletes what it stored")
    func deleteForgets() throws {
        let result = try PluginScenario.run(app: Self.app, steps: ["select Coupon", "go home", "force quit", "delete", "install", "tap icon", "reach login"])
        #expect(!result.lines.contains { $0.hasPrefix("route Coupon") }, "\(result.report)")
    }
}
