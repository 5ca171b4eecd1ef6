import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `handled if M ready, else dropped`: the quick-action plugin bug of React Native, Cordova and Flutter,
/// whose listener is registered after the cold-launch action arrives, and which drops it instead of queuing it.
@Suite("Handled if ready, else dropped")
struct HandledIfReadyTests {
    // MARK: - Parser

    @Test("the form parses for performAction:, scene performAction: and launch item:, with the other trigger parts")
    func parses() throws {
        let perform = try ScenarioText.parse(PluginScenario.text(
            app: ["performAction: handled after 1s if js and root ready, else dropped, completion always true",
                  "milestone js: 1s after launch", "milestone root: at launch"], steps: []))
        let expectedPerform = PerformActionPolicy.handled(HandlingTrigger(delay: .seconds(1), checkedMilestones: [Milestone("js"), .root], ifNotReady: .dropped))
        #expect(perform.app.performAction == expectedPerform, "expected \(expectedPerform), found \(perform.app.performAction)")
        #expect(perform.app.completion == .alwaysTrue, "the completion clause after 'else dropped' still applies; found \(perform.app.completion)")

        let scene = try ScenarioText.parse(PluginScenario.text(
            app: ["scene performAction: handled if js ready, else dropped", "milestone js: on step"], steps: [], header: ["lifecycle: scenes"]))
        let expectedScene = PerformActionPolicy.handled(HandlingTrigger(checkedMilestones: [Milestone("js")], ifNotReady: .dropped))
        #expect(scene.app.scenePerformAction == expectedScene, "expected \(expectedScene), found \(scene.app.scenePerformAction)")

        let launch = try ScenarioText.parse(PluginScenario.text(
            app: ["launch item: saved in didFinishLaunching, handled on didBecomeActive if dart ready, else dropped, not cleared",
                  "milestone dart: 1s after launch"], steps: []))
        let expectedTrigger = HandlingTrigger(onDidBecomeActive: true, checkedMilestones: [Milestone("dart")], ifNotReady: .dropped)
        #expect(launch.app.launchItem == LaunchItemPolicy(captures: [.didFinishLaunching], trigger: expectedTrigger, clearsAfterHandling: false),
                "expected saved in didFinishLaunching with \(expectedTrigger), not cleared; found \(launch.app.launchItem)")
    }

    @Test("'when M ready' still waits: it does not drop")
    func whenStillWaits() throws {
        let scenario = try ScenarioText.parse(PluginScenario.text(app: ["performAction: handled when js ready", "milestone js: on step"], steps: []))
        #expect(scenario.app.performAction == .handled(HandlingTrigger(milestones: [Milestone("js")])),
                "expected a waiting trigger without ifNotReady, found \(scenario.app.performAction)")
    }

    static let line = PluginScenario.settingLine
    static let malformed: [BadInput] = [
        BadInput("no 'else dropped'", PluginScenario.text(app: ["performAction: handled if js ready", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):26: error: say what happens when the milestones are not reached: add ', else dropped' after 'handled if js ready'"),
        BadInput("no 'else dropped' in a launch item",
                 PluginScenario.text(app: ["launch item: saved in didFinishLaunching, handled if js ready, then cleared", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):53: error: say what happens when the milestones are not reached: add ', else dropped' after 'handled if js ready'"),
        BadInput("no 'ready'", PluginScenario.text(app: ["performAction: handled if js, else dropped", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):31: error: expected 'ready' after the milestone names, as in 'if js ready, else dropped'"),
        BadInput("no milestone", PluginScenario.text(app: ["performAction: handled if ready, else dropped"], steps: []),
                 "t.scenario:\(line):29: error: expected a milestone name after 'if', such as 'if js ready, else dropped'"),
        BadInput("'else dropped' after a waiting trigger",
                 PluginScenario.text(app: ["performAction: handled when js ready, else dropped", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):41: error: 'else dropped' goes with a trigger that checks milestones once, such as 'handled if js ready, else dropped'",
                 note: "'handled when js ready' waits for its milestones; write 'if' instead of 'when' to drop the item when they are not reached"),
        BadInput("another word than 'dropped'",
                 PluginScenario.text(app: ["performAction: handled if js ready, else ignored", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):39: error: expected 'else dropped' or 'else crashes' after 'handled if js ready', found 'else ignored'"),
        BadInput("'else dropped' not right after the trigger",
                 PluginScenario.text(app: ["performAction: handled if js ready, completion reports the result, else dropped", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):70: error: 'else dropped' goes right after 'handled if js ready'"),
        BadInput("no comma before 'else'",
                 PluginScenario.text(app: ["performAction: handled if js ready else dropped", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):38: error: unexpected 'else dropped'; separate clauses with commas"),
        BadInput("'if' twice in one trigger",
                 PluginScenario.text(app: ["performAction: handled if js ready if root ready, else dropped", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):38: error: 'if' is given twice in the trigger; join its milestones with 'and', as in 'if root and login ready'"),
        BadInput("undeclared milestone", PluginScenario.text(app: ["performAction: handled if jss ready, else dropped", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):29: error: unknown milestone 'jss'", note: "did you mean 'js'?"),
        BadInput("'else dropped' in a launch item handled inside the launch method",
                 PluginScenario.text(app: ["launch item: handled in didFinishLaunching, else dropped"], steps: []),
                 "t.scenario:\(line):47: error: 'else dropped' goes with a trigger that checks milestones once, such as 'handled if js ready, else dropped'"),
        BadInput("a misspelled outcome",
                 PluginScenario.text(app: ["performAction: handled if js ready, else crash", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):39: error: expected 'else dropped' or 'else crashes' after 'handled if js ready', found 'else crash'"),
        BadInput("words after the outcome",
                 PluginScenario.text(app: ["performAction: handled if js ready, else crashes badly", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):52: error: unexpected 'badly' after 'else crashes'"),
        BadInput("'else crashes' after a waiting trigger",
                 PluginScenario.text(app: ["performAction: handled when js ready, else crashes", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):41: error: 'else crashes' goes with a trigger that checks milestones once, such as 'handled if js ready, else dropped'"),
        BadInput("'else crashes' not right after the trigger",
                 PluginScenario.text(app: ["performAction: handled if js ready, completion reports the result, else crashes", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):70: error: 'else crashes' goes right after 'handled if js ready'"),
        BadInput("'at once' before 'if'",
                 PluginScenario.text(app: ["performAction: handled at once if js ready, else dropped", "milestone js: on step"], steps: []),
                 "t.scenario:\(line):26: error: leave out 'at once': 'handled if js ready' checks its milestones at once, when the item arrives"),
        BadInput("'at once' before 'if' in a launch item, with its 'else dropped'",
                 PluginScenario.text(app: ["launch item: saved in willConnectTo, handled at once if js ready, else dropped", "milestone js: on step"],
                                     steps: [], header: ["lifecycle: scenes"]),
                 "t.scenario:\(line + 1):48: error: leave out 'at once': 'handled if js ready' checks its milestones at once, when the item arrives"),
        BadInput("'at once' before 'when'",
                 PluginScenario.text(app: ["scene performAction: handled at once when js ready", "milestone js: on step"], steps: [], header: ["lifecycle: scenes"]),
                 "t.scenario:\(line + 1):32: error: leave out 'at once': 'handled when js ready' handles the item at once when its milestones are reached, and waits for them otherwise"),
        BadInput("decided by the reference coordinator",
                 PluginScenario.text(app: ["coordinator: waits for nothing", "performAction: handled if js ready, else dropped", "milestone js: on step"], steps: []),
                 "t.scenario:\(line + 1):3: error: 'performAction:' is decided by the reference coordinator"),
    ]

    @Test("a malformed form gives one error at its place, saying what to write", arguments: malformed)
    func malformedForm(_ input: BadInput) throws {
        try input.expectFirstDiagnostic()
    }

    // MARK: - performAction:

    @Test("cold launch before the milestone: dropped, nothing routed, the handler hears false, and the engine reports lost (A1.2, A5.1)")
    func coldDropped() throws {
        let result = try PluginScenario.run(app: ["performAction: handled if js ready, else dropped", "milestone js: 1s after launch"],
                                            steps: ["select Search", "wait 3s"])
        #expect(result.timedLines.containsInOrder(["0.000s app.performAction Search", "0.000s app.completion Search -> false",
                                                   "0.000s app.didBecomeActive", "1.000s milestone js"]),
                "expected the action dropped inside performActionFor, before js at 1s\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route Search") }, "expected no route of the dropped action\n\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "expected the ledger to report 'lost Search', found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("with the milestone reached it routes exactly as 'handled at once' does")
    func readyRoutesAsAtOnce() throws {
        let steps = ["select Search", "wait 1s", "go home", "wait 10s", "select Coupon"]
        let dropping = try PluginScenario.run(app: ["performAction: handled if js ready, else dropped", "milestone js: at launch"], steps: steps)
        let atOnce = try PluginScenario.run(app: ["performAction: handled at once", "milestone js: at launch"], steps: steps)
        #expect(dropping.timedLines == atOnce.timedLines, "expected the same trace as 'handled at once'\nif ready:\n\(dropping.report)\nat once:\n\(atOnce.report)")
        #expect(dropping.defects.isEmpty, "expected no defect, found \(dropping.defectSignatures)\n\(dropping.report)")
    }

    @Test("a warm action after the milestone is handled; only the cold one was lost (A3.1)")
    func warmAfterMilestone() throws {
        let result = try PluginScenario.run(app: ["performAction: handled if js ready, else dropped", "milestone js: 1s after launch"],
                                            steps: ["select Search", "wait 3s", "go home", "wait 10s", "select Coupon"])
        #expect(result.lines.containsInOrder(["app.performAction Coupon", "route Coupon -> CouponList", "app.completion Coupon -> true"]),
                "expected the warm Coupon routed and reported true\n\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "expected only 'lost Search', found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("the fix, 'handled when js ready', queues the cold action and routes it at the milestone")
    func queuedFix() throws {
        let result = try PluginScenario.run(app: ["performAction: handled when js ready", "milestone js: 1s after launch"],
                                            steps: ["select Search", "wait 3s"])
        #expect(result.timedLines.containsInOrder(["0.000s app.performAction Search", "1.000s milestone js", "1.000s route Search -> SearchPage",
                                                   "1.000s app.completion Search -> true"]),
                "expected the queued action routed at 1s\n\(result.report)")
        #expect(result.defects.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("the completion policy decides what a dropped action's handler hears (A5.1, A5.4)", arguments: [
        ("reports the result", ["app.completion Search -> false"], ["lost Search"]),
        ("called twice", ["app.completion Search -> false", "app.completion Search -> false"], ["completion-twice Search", "lost Search"]),
        ("always true", ["app.completion Search -> true"], ["lost Search"]),
        ("always false", ["app.completion Search -> false"], ["lost Search"]),
        ("never called", [String](), ["completion-missing Search", "lost Search"]),
    ])
    func completionOfDropped(_ policy: String, _ completions: [String], _ defects: [String]) throws {
        let result = try PluginScenario.run(app: ["performAction: handled if js ready, else dropped, completion \(policy)", "milestone js: 1s after launch"],
                                            steps: ["select Search", "wait 3s"])
        let found = result.lines.filter { $0.hasPrefix("app.completion") }
        #expect(found == completions, "completion \(policy): expected \(completions), found \(found)\n\(result.report)")
        #expect(result.defectSignatures.sorted() == defects.sorted(), "completion \(policy): expected \(defects), found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("with a delay, the milestones are checked when it has elapsed", arguments: [("500ms", true), ("3s", false)])
    func checkedAfterDelay(_ js: String, _ routes: Bool) throws {
        let result = try PluginScenario.run(app: ["performAction: handled after 2s if js ready, else dropped", "milestone js: \(js) after launch"],
                                            steps: ["select Search", "wait 5s"])
        let expected = routes ? "2.000s route Search -> SearchPage" : "2.000s app.completion Search -> false"
        #expect(result.timedLines.contains(expected), "js at \(js): expected '\(expected)'\n\(result.report)")
        #expect(result.defectSignatures == (routes ? [] : ["lost Search"]), "js at \(js): found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("scene performAction: a warm action before the milestone is dropped (B2.1), a later one is routed")
    func sceneWarmDropped() throws {
        let result = try PluginScenario.run(app: ["scene performAction: handled if js ready, else dropped", "milestone js: on step"],
                                            steps: ["tap icon", "go home", "select Search", "reach js", "go home", "select Coupon"],
                                            header: ["lifecycle: scenes"])
        #expect(result.lines.containsInOrder(["scene.performAction Search scene=main", "app.completion Search -> false", "milestone js",
                                              "scene.performAction Coupon scene=main", "route Coupon -> CouponList", "app.completion Coupon -> true"]),
                "expected Search dropped before js, Coupon routed after\n\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "expected 'lost Search', found \(result.defectSignatures)\n\(result.report)")
    }

    // MARK: - Waiting, then checking once

    @Test("'when M ready if N ready, else dropped' parses: it waits for M and checks N once")
    func waitThenCheckParses() throws {
        let scenario = try ScenarioText.parse(PluginScenario.text(
            app: ["performAction: handled when deviceready ready if handler ready, else dropped",
                  "milestone deviceready: 1s after launch", "milestone handler: on step"], steps: []))
        let expected = PerformActionPolicy.handled(HandlingTrigger(milestones: [Milestone("deviceready")],
                                                                   checkedMilestones: [Milestone("handler")], ifNotReady: .dropped))
        #expect(scenario.app.performAction == expected, "expected \(expected), found \(scenario.app.performAction)")
    }

    @Test("cordova-plugin-3dtouch#46: waits for deviceready, then drops the action if the handler was assigned later; kept when it was assigned before",
          arguments: [("2s", false), ("500ms", true)])
    func waitThenCheck(handlerAfter: String, routed: Bool) throws {
        let result = try PluginScenario.run(
            app: ["performAction: handled when deviceready ready if handler ready, else dropped",
                  "milestone deviceready: 1s after launch", "milestone handler: \(handlerAfter) after launch"],
            steps: ["select Search", "wait 3s"])
        if routed {
            #expect(result.timedLines.containsInOrder(["0.500s milestone handler", "1.000s milestone deviceready", "1.000s route Search -> SearchPage"]),
                    "expected the action routed when deviceready came, the handler being there\n\(result.report)")
            #expect(result.defectSignatures.isEmpty, "found \(result.defectSignatures)")
        } else {
            #expect(result.timedLines.containsInOrder(["1.000s milestone deviceready", "1.000s app.drop Search missing=handler", "2.000s milestone handler"]),
                    "expected the action dropped at deviceready, before the handler existed\n\(result.report)")
            #expect(result.defectSignatures == ["lost Search"], "found \(result.defectSignatures)")
        }
    }

    // MARK: - launch item:

    @Test("Flutter's pattern: saved in didFinishLaunching, handled on didBecomeActive if dart ready, else dropped: the cold action is lost")
    func launchItemDropped() throws {
        let result = try PluginScenario.run(
            app: ["didFinishLaunching: false when launched from a shortcut",
                  "launch item: saved in didFinishLaunching, handled on didBecomeActive if dart ready, else dropped, then cleared",
                  "milestone dart: 1s after launch"],
            steps: ["select Search", "wait 3s", "go home", "wait 1s", "tap icon"])
        #expect(!result.lines.contains { $0.hasPrefix("route") }, "expected nothing routed: dropped at didBecomeActive, then cleared\n\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "expected 'lost Search', found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("a dropped launch item that is not cleared is tried again at the next didBecomeActive, and routed once ready")
    func launchItemNotClearedRetried() throws {
        let result = try PluginScenario.run(
            app: ["didFinishLaunching: false when launched from a shortcut",
                  "launch item: saved in didFinishLaunching, handled on didBecomeActive if dart ready, else dropped, not cleared",
                  "milestone dart: 1s after launch"],
            steps: ["select Search", "wait 3s", "go home", "wait 1s", "tap icon"])
        #expect(result.timedLines.containsInOrder(["0.000s app.didBecomeActive", "1.000s milestone dart", "4.000s user.tapIcon",
                                                   "4.000s app.didBecomeActive", "4.000s route Search -> SearchPage"]),
                "expected no route at the first activation, then one at the next\n\(result.report)")
        #expect(result.defects.isEmpty, "expected no defect (routed once, late), found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("a launch item read in willConnectTo and handled 'if js ready' routes at once when the milestone holds (scenes)")
    func launchItemReadyScenes() throws {
        let result = try PluginScenario.run(
            app: ["launch item: saved in willConnectTo, handled on sceneDidBecomeActive if js ready, else dropped, then cleared",
                  "milestone js: at launch"],
            steps: ["select Search"], header: ["lifecycle: scenes"])
        #expect(result.lines.containsInOrder(["scene.willConnectTo main shortcut=Search", "scene.didBecomeActive main", "route Search -> SearchPage"]),
                "expected the item routed at sceneDidBecomeActive\n\(result.report)")
        #expect(result.defects.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    // MARK: - Library

    @Test("the library scenarios of the plugin bug pass", arguments: [
        "Scenarios/deferral/listener-not-ready-drops-cold-action.scenario",
        "Scenarios/deferral/listener-ready-handles-cold-action.scenario",
    ])
    func library(_ file: String) throws {
        let result = ScenarioRunner.run(try ScenarioLoader.load(path: ScenarioLibrary.path(file)))
        #expect(result.passed, "expected \(file) to pass\n\(result.report)")
    }
}
