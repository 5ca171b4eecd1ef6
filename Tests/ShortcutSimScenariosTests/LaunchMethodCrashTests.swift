import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `didFinishLaunching: crashes when launched from a shortcut`: a launch method whose code fails on
/// the launch options of a quick-action launch, which hold the item (A1.3), as an SDK does that saves
/// them to UserDefaults (Adobe-Marketing-Cloud/mobile-services#160).
@Suite("A launch method that crashes on a quick-action launch")
struct LaunchMethodCrashTests {
    @Test("A1.3 both launch methods take the value; the crash is in the method it is declared on", arguments: ["willFinishLaunching", "didFinishLaunching"])
    func crashesInTheDeclaredMethod(method: String) throws {
        let result = try ScenarioText.run(PluginScenario.text(
            app: ["\(method): crashes when launched from a shortcut"], steps: ["select Search"], defects: ["crash Search"]))
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)")
        #expect(result.lines.suffix(3) == ["app.\(method) shortcut=Search", "app.crash Search in=\(method)", "state notRunning"],
                "the launch should stop in \(method), which never returns; found\n\(result.report)")
        #expect(result.passed, "the crash is declared\n\(result.report)")
    }

    @Test("B3.3 with scenes the launch options never hold the item, so the same app launches and routes")
    func scenesDoNotCrash() throws {
        let result = try ScenarioText.run(PluginScenario.text(
            app: ["didFinishLaunching: crashes when launched from a shortcut", "launch item: handled in willConnectTo"],
            steps: ["select Search"], header: ["lifecycle: scenes"]))
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.crash") }, "nothing should crash with scenes\n\(result.report)")
        #expect(result.lines.contains("app.didFinishLaunching -> true") && result.lines.contains("route Search -> SearchPage"),
                "didFinishLaunching returns true and the scene routes the item\n\(result.report)")
        #expect(result.passed, "\(result.report)")
    }

    @Test("undeclared, the crash fails the scenario with the rule and what to do")
    func undeclaredCrashFails() throws {
        let result = try ScenarioText.run(PluginScenario.text(
            app: ["didFinishLaunching: crashes when launched from a shortcut"], steps: ["select Search"]))
        #expect(!result.passed)
        #expect(result.report.contains("error: unexpected defect crash Search (A1.3): the app crashed in didFinishLaunching on a launch from the quick action Search"),
                "expected the crash defect with its rule:\n\(result.report)")
    }

    @Test("an expectation's 'in' names a launch method; a typo is an error with a suggestion")
    func inAttributeIsChecked() {
        let text = PluginScenario.text(app: ["didFinishLaunching: crashes when launched from a shortcut"], steps: ["select Search"])
            + "expect:\n  app.crash Search in=didFinishLaunch\n"
        let diagnostics = ScenarioText.diagnostics(of: text).map(\.description)
        #expect(diagnostics.first?.contains("'in' is one of willFinishLaunching, didFinishLaunching; found 'didFinishLaunch'") == true,
                "found \(diagnostics)")
        #expect(diagnostics.first?.contains("did you mean 'didFinishLaunching'?") == true, "found \(diagnostics)")
    }
}
