import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `handled if M ready, else crashes`: the app that uses services a cold launch has not built yet
/// (toggl/mobileapp#1985, flutter/flutter#31235). The crash is `app.crash`, then the process is gone
/// (A7.4): nothing the app would do next happens, and the defect `crash` is reported at once.
@Suite("Handled if ready, else crashes")
struct ElseCrashesTests {
    @Test("the form parses for performAction:, scene performAction: and launch item:")
    func parses() throws {
        let perform = try ScenarioText.parse(PluginScenario.text(
            app: ["performAction: handled if js ready, else crashes, completion always true", "milestone js: on step"], steps: []))
        let expected = PerformActionPolicy.handled(HandlingTrigger(checkedMilestones: [Milestone("js")], ifNotReady: .crashes))
        #expect(perform.app.performAction == expected, "expected \(expected), found \(perform.app.performAction)")
        #expect(perform.app.completion == .alwaysTrue, "the completion clause after 'else crashes' still applies; found \(perform.app.completion)")

        let scene = try ScenarioText.parse(PluginScenario.text(
            app: ["scene performAction: handled if js ready, else crashes", "milestone js: on step"], steps: [], header: ["lifecycle: scenes"]))
        #expect(scene.app.scenePerformAction == expected, "expected \(expected), found \(scene.app.scenePerformAction)")

        let launch = try ScenarioText.parse(PluginScenario.text(
            app: ["launch item: saved in didFinishLaunching, handled on didBecomeActive if js ready, else crashes, then cleared",
                  "milestone js: on step"], steps: []))
        let trigger = HandlingTrigger(onDidBecomeActive: true, checkedMilestones: [Milestone("js")], ifNotReady: .crashes)
        #expect(launch.app.launchItem == LaunchItemPolicy(captures: [.didFinishLaunching], trigger: trigger, clearsAfterHandling: true),
                "expected \(trigger), cleared; found \(launch.app.launchItem)")
    }

    @Test("A1.2, A7.4 a cold action before the milestone crashes the app: app.crash, then notRunning; no completion, no didBecomeActive")
    func coldCrash() throws {
        let result = try ScenarioText.run(PluginScenario.text(
            app: ["performAction: handled if js ready, else crashes", "milestone js: 1s after launch"],
            steps: ["select Search", "wait 3s"], defects: ["crash Search"]))
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)")
        #expect(result.lines.suffix(3) == ["app.performAction Search", "app.crash Search missing=js", "state notRunning"],
                "the run should end with the crash; found\n\(result.report)")
        #expect(!result.lines.contains("app.timer js"), "the crashed process's milestone timer never fires\n\(result.report)")
        #expect(result.defectSignatures == ["crash Search"], "found \(result.defectSignatures)\n\(result.report)")
        #expect(result.passed, "the crash is declared, so the scenario passes\n\(result.report)")
    }

    @Test("A5.4, A7.4 a deferred crash takes the waiting completion handler with it: the crash is the one defect, not also completion-missing",
          arguments: ["handled after 1s if js ready, else crashes", "handled when login ready if js ready, else crashes"])
    func deferredCrashTakesItsHandler(trigger: String) throws {
        let result = try ScenarioText.run(PluginScenario.text(
            app: ["performAction: \(trigger), completion reports the result", "milestone js: 2s after launch", "milestone login: at launch"],
            steps: ["select Search", "wait 3s"], defects: ["crash Search"]))
        #expect(result.lines.contains("app.crash Search missing=js"), "expected the crash\n\(result.report)")
        #expect(result.defectSignatures == ["crash Search"], "expected only the crash; found \(result.defectSignatures)\n\(result.report)")
        #expect(result.passed, "\(result.report)")
    }

    @Test("undeclared, the crash fails the scenario at the step that caused it")
    func undeclaredCrashFails() throws {
        let result = try ScenarioText.run(PluginScenario.text(
            app: ["performAction: handled if js ready, else crashes", "milestone js: 1s after launch"], steps: ["select Search"]))
        #expect(!result.passed)
        let text = result.report
        #expect(text.contains("error: unexpected defect crash Search (A1.2): the app crashed handling Search before 'js' was ready"),
                "expected the crash defect with its rule and milestone:\n\(text)")
    }

    @Test("with the milestone reached the trigger routes as 'handled at once' does; warm after it, nothing crashes")
    func readyRoutes() throws {
        let steps = ["tap icon", "wait 2s", "go home", "wait 1s", "select Coupon"]
        let crashing = try PluginScenario.run(app: ["performAction: handled if js ready, else crashes", "milestone js: 1s after launch"], steps: steps)
        let atOnce = try PluginScenario.run(app: ["performAction: handled at once", "milestone js: 1s after launch"], steps: steps)
        #expect(crashing.timedLines == atOnce.timedLines, "expected the same trace as 'handled at once'\n\(crashing.report)\n\(atOnce.report)")
    }

    @Test("B1.3, A7.4 a launch item handled on sceneDidBecomeActive before the milestone crashes; a tap then cold-launches again")
    func sceneLaunchItemCrash() throws {
        let result = try ScenarioText.run(PluginScenario.text(
            app: ["launch item: saved in willConnectTo, handled on didBecomeActive if js ready, else crashes, then cleared",
                  "milestone js: 1s after launch"],
            steps: ["select Search", "tap icon", "wait 2s"], header: ["lifecycle: scenes"], defects: ["crash Search"]))
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)")
        #expect(result.lines.containsInOrder(["scene.didBecomeActive main", "app.crash Search missing=js", "state notRunning",
                                              "user.tapIcon", "app.willFinishLaunching -> true", "scene.willConnectTo main", "milestone js"]),
                "expected the crash, then a new process on the tap\n\(result.report)")
        #expect(result.defects.first?.rule == "B1.3", "found \(result.defects.map(\.rule))")
        #expect(result.passed, "\(result.report)")
    }
}
