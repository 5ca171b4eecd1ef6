import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `dropped on resume`: an app that keeps the action delivered during its launch but drops one that
/// arrives while it resumes from the background (A3.1, A3.4), as DuckDuckGo's first app state machine
/// did: its Background state rejected `.handleShortcutItem`.
@Suite("Dropped on resume")
struct DroppedOnResumeTests {
    static let coldThenWarm = ["select Search", "wait 1s", "go home", "wait 10s", "select Coupon", "wait 1s"]

    @Test("the clause parses after the 'handled …' clause of performAction: and scene performAction:, with the other clauses")
    func parses() throws {
        let perform = try ScenarioText.parse(PluginScenario.text(
            app: ["performAction: handled on didBecomeActive, dropped on resume, completion never called"], steps: []))
        let expected = PerformActionPolicy.handled(HandlingTrigger(onDidBecomeActive: true, dropsOnResume: true))
        #expect(perform.app.performAction == expected, "expected \(expected), found \(perform.app.performAction)")
        #expect(perform.app.completion == .neverCalled, "the completion clause after it still applies; found \(perform.app.completion)")

        let scene = try ScenarioText.parse(PluginScenario.text(
            app: ["scene performAction: handled if js ready, else dropped, dropped on resume", "milestone js: on step"], steps: [],
            header: ["lifecycle: scenes"]))
        let expectedScene = PerformActionPolicy.handled(HandlingTrigger(checkedMilestones: [Milestone("js")], ifNotReady: .dropped, dropsOnResume: true))
        #expect(scene.app.scenePerformAction == expectedScene, "expected \(expectedScene), found \(scene.app.scenePerformAction)")
    }

    @Test("the launch's action is handled as the trigger says; a warm one is dropped, its handler hears false, and it is lost (A1.2, A3.1, A5.1)")
    func warmDropped() throws {
        let result = try PluginScenario.run(app: ["performAction: handled on didBecomeActive, dropped on resume"], steps: Self.coldThenWarm)
        #expect(result.timedLines.containsInOrder(["0.000s app.performAction Search", "0.000s app.didBecomeActive", "0.000s route Search -> SearchPage",
                                                   "11.000s app.performAction Coupon", "11.000s app.drop Coupon", "11.000s app.completion Coupon -> false"]),
                "expected the cold action routed at the activation and the warm one dropped inside performActionFor\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route Coupon") }, "expected no route of the dropped action\n\(result.report)")
        #expect(result.defectSignatures == ["lost Coupon"], "expected 'lost Coupon' only, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("A3.1, A7.3 a background launch ends in applicationDidEnterBackground: the next quick action resumes the app, and the clause drops it")
    func droppedAfterBackgroundLaunch() throws {
        // DuckDuckGo's machine moves to Background on .backgrounding, where .handleShortcutItem is unexpected.
        let steps = ["background launch", "wait 10s", "select Coupon", "wait 1s"]
        let result = try PluginScenario.run(app: ["performAction: handled on didBecomeActive, dropped on resume"], steps: steps)
        #expect(result.lines.containsInOrder(["app.didEnterBackground", "user.select Coupon", "app.performAction Coupon", "app.drop Coupon"]),
                "\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route Coupon") }, "\(result.report)")
        let without = try PluginScenario.run(app: ["performAction: handled on didBecomeActive"], steps: steps)
        #expect(without.lines.contains("route Coupon -> CouponList"), "\(without.report)")
    }

    @Test("without the clause the same app routes the warm action: the clause is what drops it")
    func withoutClauseRoutes() throws {
        let result = try PluginScenario.run(app: ["performAction: handled on didBecomeActive"], steps: Self.coldThenWarm)
        #expect(result.lines.contains("route Coupon -> CouponList"), "expected the warm action routed\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("each process starts as a launch: after a system kill the next action is cold and handled (A7.4)")
    func newProcessIsALaunch() throws {
        let result = try PluginScenario.run(app: ["performAction: handled on didBecomeActive, dropped on resume"],
                                            steps: ["select Search", "wait 1s", "go home", "wait 10s", "system kill", "select Coupon", "wait 1s"])
        #expect(result.lines.contains("route Coupon -> CouponList"), "expected the cold action of the second process routed\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "expected no drop\n\(result.report)")
    }

    @Test("with scenes the warm scene action is dropped; the cold item, in the connection options, is the launch item's (B1.1, B2.1)")
    func scenes() throws {
        let result = try PluginScenario.run(app: ["launch item: saved in willConnectTo, handled on sceneDidBecomeActive",
                                                  "scene performAction: handled at once, dropped on resume"],
                                            steps: Self.coldThenWarm, header: ["lifecycle: scenes"])
        #expect(result.lines.contains("route Search -> SearchPage"), "expected the cold item routed\n\(result.report)")
        #expect(result.timedLines.containsInOrder(["11.000s scene.performAction Coupon scene=main", "11.000s app.drop Coupon"]),
                "expected the warm scene action dropped\n\(result.report)")
        #expect(result.defectSignatures == ["lost Coupon"], "expected 'lost Coupon', found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("an action that reaches the app while it is active is not a resume: on iPad it is handled (A4.2)")
    func activeAppNotAResume() throws {
        let result = try PluginScenario.run(app: ["performAction: handled at once, dropped on resume"], steps: ["tap icon", "select Coupon"],
                                            header: ["profile: ipados26"])
        #expect(result.lines.contains("route Coupon -> CouponList"), "expected the action routed in the active app\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "expected no drop\n\(result.report)")
    }

    static let line = PluginScenario.settingLine
    static let malformed: [BadInput] = [
        BadInput("a misspelled clause",
                 PluginScenario.text(app: ["performAction: handled at once, dropped on resum"], steps: []),
                 "t.scenario:\(line):35: error: expected 'dropped on resume', found 'dropped on resum'", note:
                    "'dropped on resume' drops an action that arrives while the app resumes from the background; 'handled if js ready, else dropped' drops one whose milestones are not reached"),
        BadInput("words after the clause",
                 PluginScenario.text(app: ["performAction: handled at once, dropped on resume always"], steps: []),
                 "t.scenario:\(line):53: error: unexpected 'always' after 'dropped on resume'; separate clauses with commas"),
        BadInput("with 'ignored'",
                 PluginScenario.text(app: ["performAction: ignored, dropped on resume"], steps: []),
                 "t.scenario:\(line):27: error: 'dropped on resume' goes with a 'handled …' clause: an app that ignores or does not implement the method handles no action"),
        BadInput("given twice",
                 PluginScenario.text(app: ["performAction: handled at once, dropped on resume, dropped on resume"], steps: []),
                 "t.scenario:\(line):54: error: 'dropped on resume' is given twice on the line; keep one"),
        BadInput("on a launch item",
                 PluginScenario.text(app: ["launch item: saved in didFinishLaunching, handled on didBecomeActive, dropped on resume"], steps: []),
                 "t.scenario:\(line):73: error: 'dropped on resume' is for a delivered action, in 'performAction:' or 'scene performAction:'; the launch item comes with the launch, never on a resume"),
    ]

    @Test("a malformed clause gives one error at its place", arguments: malformed)
    func malformedClause(_ input: BadInput) throws {
        try input.expectFirstDiagnostic()
    }
}
