import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `on the next main-queue turn`: the app dispatches its handling to the main queue
/// (`DispatchQueue.main.async`, `dispatch_async`) once the rest of its trigger holds. The block runs
/// at the same virtual instant, after the work already queued for it, as signalapp/Signal-iOS#4634's
/// fix relies on: the home view controller's turn was queued before the navigation's. It is an
/// `app.timer` named `mainQueue.handleAction` or `mainQueue.handleLaunchItem`, so a suspended app
/// runs it only once it runs again (A7.3), and a process that ends takes it along (A7.4).
@Suite("Handled on the next main-queue turn")
struct NextMainQueueTurnTests {
    /// Signal's readiness: storage 1s after launch, the home view controller (the root) on the main-queue turn after it.
    static let signalMilestones = ["milestone storage: 1s after launch", "milestone root: 0s after storage"]

    @Test("the clause and the trigger parse for performAction:, scene performAction: and launch item:")
    func parses() throws {
        let deferredWhenReady = HandlingTrigger(milestones: [Milestone("storage")], onNextMainQueueTurn: true)
        for setting in ["performAction: handled when storage ready, on the next main-queue turn, completion always true",
                        "performAction: handled when storage ready on the next main-queue turn, completion always true"] {
            let scenario = try ScenarioText.parse(PluginScenario.text(app: [setting] + Self.signalMilestones, steps: []))
            #expect(scenario.app.performAction == .handled(deferredWhenReady),
                    "'\(setting)': expected \(deferredWhenReady), found \(scenario.app.performAction)")
            #expect(scenario.app.completion == .alwaysTrue, "'\(setting)': the completion clause still applies; found \(scenario.app.completion)")
        }

        let scene = try ScenarioText.parse(PluginScenario.text(app: ["scene performAction: handled on the next main-queue turn"], steps: [],
                                                               header: ["lifecycle: scenes"]))
        let deferredAtOnce = HandlingTrigger(onNextMainQueueTurn: true)
        #expect(scene.app.scenePerformAction == .handled(deferredAtOnce), "expected \(deferredAtOnce), found \(scene.app.scenePerformAction)")

        let launch = try ScenarioText.parse(PluginScenario.text(
            app: ["launch item: saved in didFinishLaunching, handled on didBecomeActive if js ready, else crashes, on the next main-queue turn, not cleared",
                  "milestone js: on step"], steps: []))
        let trigger = HandlingTrigger(onDidBecomeActive: true, checkedMilestones: [Milestone("js")], ifNotReady: .crashes, onNextMainQueueTurn: true)
        #expect(launch.app.launchItem == LaunchItemPolicy(captures: [.didFinishLaunching], trigger: trigger, clearsAfterHandling: false),
                "expected \(trigger), not cleared; found \(launch.app.launchItem)")
    }

    @Test("signal-4634: handled in the readiness block, the cold action routes before the root's turn: before-root")
    func readinessBlockRoutesBeforeRoot() throws {
        let result = try PluginScenario.run(app: ["performAction: handled when storage ready"] + Self.signalMilestones,
                                            steps: ["select Search", "wait 2s"])
        let expected = ["1.000s milestone storage", "1.000s route Search -> SearchPage", "1.000s app.completion Search -> true",
                        "1.000s app.timer root", "1.000s milestone root"]
        #expect(Array(result.timedLines.suffix(expected.count)) == expected, "expected the route inside the readiness block, before the root:\n\(result.report)")
        #expect(result.defectSignatures == ["before-root Search"], "expected before-root Search, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("signal-4634 fix: dispatched to the next main-queue turn, the route comes after the root's turn, queued before it, at the same instant")
    func nextTurnRoutesAfterRoot() throws {
        let result = try PluginScenario.run(app: ["performAction: handled when storage ready, on the next main-queue turn"] + Self.signalMilestones,
                                            steps: ["select Search", "wait 2s"])
        let expected = ["1.000s app.timer storage", "1.000s milestone storage", "1.000s app.timer root", "1.000s milestone root",
                        "1.000s app.timer mainQueue.handleAction", "1.000s route Search -> SearchPage", "1.000s app.completion Search -> true"]
        #expect(Array(result.timedLines.suffix(expected.count)) == expected, "expected the block's turn after the root's:\n\(result.report)")
        #expect(result.defects.isEmpty && result.passed, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("A1.1, A1.2 dispatched from a cold performActionFor, the block runs after the launch's callbacks, didBecomeActive included")
    func coldActionRunsAfterActivation() throws {
        let result = try PluginScenario.run(app: ["performAction: handled on the next main-queue turn"], steps: ["select Search"])
        let tail = Array(result.lines.drop { $0 != "app.performAction Search" })
        let expected = ["app.performAction Search", "state active", "app.didBecomeActive", "app.timer mainQueue.handleAction",
                        "route Search -> SearchPage", "app.completion Search -> true"]
        #expect(tail == expected, "expected \(expected), found:\n\(result.report)")
        #expect(result.timedLines.last?.hasPrefix("0.000s ") == true, "the next turn takes no virtual time:\n\(result.report)")
    }

    @Test("A1.3, A2.1 a launch item saved in didFinishLaunching and dispatched routes once, after the launch, with the gate closed")
    func launchItemRunsOnTheNextTurn() throws {
        let result = try PluginScenario.run(app: ["didFinishLaunching: false when launched from a shortcut",
                                                  "launch item: saved in didFinishLaunching, handled on the next main-queue turn, then cleared"],
                                            steps: ["select Search", "interrupt"])
        let expected = ["app.didFinishLaunching shortcut=Search -> false", "uikit.launchGate closed willFinishLaunching=true didFinishLaunching=false",
                        "app.didBecomeActive", "app.timer mainQueue.handleLaunchItem", "route Search -> SearchPage", "system.interrupt"]
        #expect(result.lines.containsInOrder(expected), "expected \(expected) in order, found:\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("route ") } == ["route Search -> SearchPage"], "expected one route (G10: cleared)\n\(result.report)")
        #expect(!result.lines.contains("app.performAction Search") && result.passed, "\(result.report)")
    }

    @Test("G10 a saved item that is not cleared is dispatched again on every activation, each block reading the saved item")
    func notClearedRefiresThroughTheQueue() throws {
        let result = try PluginScenario.run(app: ["didFinishLaunching: false when launched from a shortcut",
                                                  "launch item: saved in didFinishLaunching, handled on didBecomeActive, on the next main-queue turn, not cleared"],
                                            steps: ["select Search", "interrupt"])
        #expect(result.lines.filter { $0 == "app.timer mainQueue.handleLaunchItem" }.count == 2, "one block per activation:\n\(result.report)")
        #expect(result.defectSignatures == ["refired Search"], "expected refired Search, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("B2.1 a warm scene action is dispatched from windowScene(_:performActionFor:) and routed on the next turn")
    func sceneActionRunsOnTheNextTurn() throws {
        let result = try PluginScenario.run(app: ["scene performAction: handled on the next main-queue turn"],
                                            steps: ["tap icon", "go home", "select Search"], header: ["lifecycle: scenes"])
        let tail = Array(result.lines.drop { $0 != "user.select Search" })
        let action = try #require(tail.firstIndex(of: "scene.performAction Search scene=main"), "no scene action:\n\(result.report)")
        let block = try #require(tail.firstIndex(of: "app.timer mainQueue.handleAction"), "the block never ran:\n\(result.report)")
        #expect(action < block && tail.last == "app.completion Search -> true" && tail.dropLast().last == "route Search -> SearchPage",
                "expected the action, then the block, then the route and the completion, found:\n\(result.report)")
        #expect(!tail[action..<block].contains { $0.hasPrefix("route ") }, "the action must not route inside the callback:\n\(result.report)")
    }

    @Test("A7.3 a block due while the app is suspended runs only when it runs again, after the resume's callbacks")
    func suspendedAppRunsNoBlock() throws {
        // storage's timer was queued at launch, the suspension at 'go home' (1s + 5s), both for 6s; the block is queued after both.
        let result = try PluginScenario.run(app: ["performAction: handled when storage ready, on the next main-queue turn",
                                                  "milestone storage: 6s after launch"],
                                            steps: ["select Search", "wait 1s", "go home", "wait 7s", "tap icon"])
        let expected = ["6.000s milestone storage", "6.000s state suspended", "8.000s user.tapIcon", "8.000s app.didBecomeActive",
                        "8.000s app.timer mainQueue.handleAction", "8.000s route Search -> SearchPage"]
        #expect(result.timedLines.containsInOrder(expected), "expected \(expected) in order, found:\n\(result.report)")
        let suspended = try #require(result.lines.firstIndex(of: "state suspended"), "never suspended:\n\(result.report)")
        let resumed = try #require(result.lines.firstIndex(of: "user.tapIcon"), "never resumed:\n\(result.report)")
        #expect(!result.lines[suspended..<resumed].contains("app.timer mainQueue.handleAction"), "a suspended app ran the block:\n\(result.report)")
    }

    @Test("A7.4 a block of a process the system killed never runs in the next one; the user left before storage was ready, so the action is abandoned")
    func killedProcessTakesItsBlock() throws {
        let result = try PluginScenario.run(app: ["performAction: handled when storage ready, on the next main-queue turn", "milestone storage: 6s after launch"],
                                            steps: ["select Search", "wait 1s", "go home", "wait 7s", "system kill", "tap icon", "wait 7s"])
        #expect(result.lines.containsInOrder(["milestone storage", "state suspended", "system.kill", "user.tapIcon", "milestone storage"]),
                "expected storage in both processes around the kill, found:\n\(result.report)")
        #expect(!result.lines.contains("app.timer mainQueue.handleAction") && !result.lines.contains { $0.hasPrefix("route ") },
                "the killed process's block ran:\n\(result.report)")
        #expect(result.defects.isEmpty && result.passed, "expected no defect (abandoned, not lost), found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("the block's if-check runs on the next turn: 'if root ready, else crashes' finds the root there, not in the readiness block")
    func checkRunsOnTheNextTurn() throws {
        let inBlock = try PluginScenario.run(app: ["performAction: handled when storage ready if root ready, else crashes"] + Self.signalMilestones,
                                             steps: ["select Search", "wait 2s"])
        #expect(inBlock.lines.contains("app.crash Search missing=root"), "checked in the readiness block, root is missing:\n\(inBlock.report)")
        let nextTurn = try PluginScenario.run(
            app: ["performAction: handled when storage ready if root ready, else crashes, on the next main-queue turn"] + Self.signalMilestones,
            steps: ["select Search", "wait 2s"])
        #expect(nextTurn.lines.suffix(2) == ["route Search -> SearchPage", "app.completion Search -> true"] && nextTurn.passed,
                "checked on the next turn, root is there:\n\(nextTurn.report)")
    }

    @Test("the block's timer names are known to expectations only where the app declares the deferral")
    func timerNamesAreChecked() throws {
        let declared = try ScenarioText.run(PluginScenario.text(app: ["performAction: handled on the next main-queue turn"], steps: ["select Search"])
                                            + "expect:\n  app.timer mainQueue.handleAction\n  next: route Search -> SearchPage\n")
        #expect(declared.passed, "\(declared.report)")
        let undeclared = ScenarioText.diagnostics(of: PluginScenario.text(app: ["performAction: handled at once"], steps: ["select Search"])
                                                  + "expect:\n  app.timer mainQueue.handleAction\n")
        #expect(undeclared.first?.description.hasPrefix("t.scenario:11:13: error: unknown timer 'mainQueue.handleAction'") == true,
                "expected an error at the unknown timer (11:13), found:\n\(undeclared.map(\.description).joined(separator: "\n"))")
    }

    @Test("misuse is one error at its place, with what to write",
          arguments: [
            ("performAction: ignored, on the next main-queue turn", "t.scenario:7:27: error: 'on the next main-queue turn' defers the handling of a 'handled …' clause written before it"),
            ("performAction: handled at once, on the next main-queue turn",
             "t.scenario:7:35: error: 'handled at once' handles the item inside the callback, and 'on the next main-queue turn' after it; keep one"),
            ("performAction: handled on the next main-queue turn, on the next main-queue turn",
             "t.scenario:7:55: error: 'on the next main-queue turn' is given twice on the line; keep one"),
            ("performAction: handled on the next main-queue turn when js ready",
             "t.scenario:7:26: error: 'on the next main-queue turn' ends the trigger: it defers the handling once the rest of the trigger holds"),
            ("launch item: handled in didFinishLaunching, on the next main-queue turn",
             "t.scenario:7:47: error: the item is handled inside the launch method; to dispatch its handling to the main queue, save it first"),
            ("launch item: saved in didFinishLaunching, on the next main-queue turn, handled on didBecomeActive",
             "t.scenario:7:45: error: 'on the next main-queue turn' defers the handling of a 'handled …' clause written before it"),
            ("performAction: handled when js ready, on the next main-queue turn please",
             "t.scenario:7:69: error: unexpected 'please' after 'on the next main-queue turn'; separate clauses with commas"),
          ])
    func misuse(setting: String, expected: String) {
        let diagnostics = ScenarioText.diagnostics(of: PluginScenario.text(app: [setting, "milestone js: on step"], steps: []))
        #expect(diagnostics.count == 1 && diagnostics.first?.description.hasPrefix(expected) == true,
                "'\(setting)': expected one error '\(expected)', found:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("the words of the code, or a near miss, get a note that names the clause",
          arguments: ["performAction: handled when js ready, dispatched async", "performAction: handled when js ready, on the next main queue turn",
                      "performAction: handled DispatchQueue.main.async", "launch item: saved in didFinishLaunching, handled on didBecomeActive, dispatch_async"])
    func nearMissesNameTheClause(setting: String) {
        let diagnostics = ScenarioText.diagnostics(of: PluginScenario.text(app: [setting, "milestone js: on step"], steps: []))
        let text = diagnostics.map(\.description).joined(separator: "\n")
        #expect(diagnostics.count == 1 && diagnostics[0].location.line == PluginScenario.settingLine && text.contains("'on the next main-queue turn'"),
                "'\(setting)': expected one error on line 7 whose note names 'on the next main-queue turn', found:\n\(text)")
    }

    @Test("exploration: the fix holds for every storage time; a home view installed after the next turn brings before-root back")
    func explored() throws {
        let fix = try ScenarioText.parse(PluginScenario.text(
            app: ["performAction: handled when storage ready, on the next main-queue turn", "milestone storage: between 1s and 4s after launch",
                  "milestone root: 0s after storage"],
            steps: ["select Search", "wait 5s"]))
        let passing = Explorer.explore(fix, configuration: ExplorationConfiguration(workers: 1))
        #expect(passing.failingPaths == 0 && passing.paths == 4, "expected 4 passing paths (storage at 1s…4s), found \(passing.paths) paths, \(passing.failingPaths) failing")

        let race = try ScenarioText.parse(PluginScenario.text(
            app: ["performAction: handled when storage ready, on the next main-queue turn", "milestone storage: 1s after launch",
                  "milestone root: between 0s and 1s after storage"],
            steps: ["select Search", "wait 3s"], header: ["time step: 500ms"]))
        let failing = Explorer.explore(race, configuration: ExplorationConfiguration(workers: 1))
        let example = try #require(failing.counterexample, "expected a path that routes before the root")
        #expect(failing.failingPaths == 2 && example.failures.contains { $0.message.contains("unexpected defect before-root Search") },
                "expected 2 failing paths (root 500ms and 1s after storage), found \(failing.failingPaths): \(example.failures.map(\.message))")
        #expect(example.choices.flatMap(\.timings.values) == [.milliseconds(500)], "the shortest failure is the next grid point after 0s")
    }
}
