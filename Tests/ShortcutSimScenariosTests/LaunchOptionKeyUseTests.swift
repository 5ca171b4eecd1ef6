import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Which declarations read `launchOptions[.shortcutItem]`, the key iOS 26 deprecates (A1.4).
@Suite("The declarative app's use of the launch option key")
struct LaunchOptionKeyUseTests {
    @Test("A1.3, A1.4 the settings that read the key, and those that do not", arguments: [
        (["launch item: handled in didFinishLaunching"], true),
        (["launch item: saved in willFinishLaunching, handled on didBecomeActive"], true),
        (["launch item: handled in didFinishLaunchingNotification"], true),  // the notification's userInfo holds the same key
        (["didFinishLaunching: false when launched from a shortcut"], true),
        (["willFinishLaunching: crashes when launched from a shortcut"], true),
        (["launch screen: Home when not launched from a shortcut"], true),
        (["coordinator: waits for nothing"], true),
        (["launch screen: Home"], false),
        (["didFinishLaunching: false"], false),
        (["launch item: ignored"], false),
        ([], false),
    ])
    func readsTheKey(app: [String], reads: Bool) throws {
        let scenario = try ScenarioText.parse(PluginScenario.text(app: app, steps: []))
        #expect(DeclarativeApp(scenario: scenario).readsShortcutItemLaunchOption == reads,
                "\(app.isEmpty ? "the default app" : app.joined(separator: "; ")) should \(reads ? "" : "not ")read the key")
    }
}
