import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `performAction: handled TRIGGER, handled TRIGGER on resume`: an action that arrives during a resume (A3.1,
/// A3.4) is handled as the second clause says, the one delivered during the launch (A1.2) as the first, as
/// YiTongXing's handler waits a second unless its `_background` flag is set. The branch is the app's own logic.
@Suite("Actions handled another way on resume")
struct ResumeHandlingTests {
    static func text(_ performAction: String, steps: [String], app: [String] = []) -> String {
        PluginScenario.text(app: ["performAction: \(performAction)", "milestone js: 2s after launch"] + app, steps: steps)
    }

    @Test("the clause parses into the trigger of the actions that arrive during a resume")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text("handled after 1s, handled at once on resume, completion always true", steps: []))
        guard case .handled(let trigger) = scenario.app.performAction else {
            Issue.record("expected a handled trigger, found \(scenario.app.performAction)")
            return
        }
        #expect(trigger.delay == .seconds(1) && trigger.onResume?.isImmediate == true && trigger.resumeTrigger.delay == nil,
                "expected 1s for the launch's action and 'at once' on resume, found \(trigger)")
        let checked = try ScenarioText.parse(Self.text("handled when js ready, handled if js ready on resume, else dropped", steps: []))
        guard case .handled(let line) = checked.app.performAction else { return }
        #expect(line.ifNotReady == nil && line.onResume?.ifNotReady == .dropped,
                "expected 'else dropped' to go with the resume's clause right before it, found \(line)")
    }

    @Test("A1.2, A3.1 the launch's action waits the second; a warm one is routed inside performActionFor")
    func coldWaitsWarmAtOnce() throws {
        let result = try ScenarioText.run(Self.text("handled after 1s, handled at once on resume, completion always true",
                                                    steps: ["select Search", "wait 2s", "go home", "select Coupon"]))
        #expect(result.passed, "\(result.report)")
        #expect(result.timedLines.containsInOrder(["0.000s app.performAction Search", "0.000s app.completion Search -> true", "1.000s app.timer handleAction",
                                                   "1.000s route Search -> SearchPage", "2.000s app.performAction Coupon",
                                                   "2.000s route Coupon -> CouponList", "2.000s app.completion Coupon -> true"]),
                "expected Search after a second and Coupon at once\n\(result.report)")
        #expect(result.lines.filter { $0 == "app.timer handleAction" }.count == 1, "expected no timer for the warm action\n\(result.report)")
    }

    @Test("without the clause the warm action waits the second too")
    func withoutClauseWarmWaits() throws {
        let result = try ScenarioText.run(Self.text("handled after 1s, completion always true", steps: ["select Search", "wait 2s", "go home", "select Coupon", "wait 2s"]))
        #expect(result.timedLines.contains("3.000s route Coupon -> CouponList"), "expected the warm action a second later\n\(result.report)")
    }

    @Test("two delays end in their own order: a warm action's shorter one is not taken for the cold action's longer one")
    func delaysEndInTheirOwnOrder() throws {
        let result = try ScenarioText.run(Self.text("handled after 3s, handled after 1s on resume",
                                                    steps: ["select Search", "go home", "select Coupon", "wait 5s"]))
        #expect(result.passed, "\(result.report)")
        #expect(result.timedLines.containsInOrder(["1.000s route Coupon -> CouponList", "3.000s route Search -> SearchPage"]),
                "expected Coupon at 1s and Search at 3s\n\(result.report)")
    }

    @Test("a misused clause is one error at its place", arguments: [
        ("handled after 1s, handled at once",
         "t.scenario:7:36: error: 'performAction:' has one 'handled …' clause for every action; another one ends with 'on resume', for an action that arrives during a resume, or names types with 'for'"),
        ("ignored, handled at once on resume",
         "t.scenario:7:27: error: 'handled at once on resume' goes with a 'handled …' clause: an app that ignores or does not implement the method handles no action"),
        ("handled after 1s, handled at once on resume, dropped on resume",
         "t.scenario:7:36: error: 'handled at once on resume' and 'dropped on resume' both say what happens to an action that arrives during a resume; keep one"),
        ("handled after 1s, handled at once on resume, handled on didBecomeActive on resume",
         "t.scenario:7:63: error: a resume's handling is given twice on the line; keep one 'handled … on resume' clause"),
    ])
    func misuse(performAction: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(performAction, steps: []), expected)
    }
}
