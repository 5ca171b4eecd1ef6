import ShortcutSimScenarios
import Testing

/// `shortcut=none` asks for an event without an item, so that "the launch options are nil" can be
/// written down (B3.3), where leaving the attribute out matches an event with or without one.
@Suite("shortcut=none")
struct NoShortcutAttributeTests {
    static func scenario(lifecycle: String, capture: String) -> String {
        """
        scenario: launch options with and without the item
        profile: ios13
        lifecycle: \(lifecycle)
        shortcuts:
          static Search "Search"
        app:
          launch item: handled in \(capture)
          routes: Search -> SearchPage
        steps:
          select Search
        expect:
          app.didFinishLaunching shortcut=none -> true
          uikit.didFinishLaunchingNotification shortcut=none

        """
    }

    @Test("B3.3 with scenes the launch methods get no item: 'shortcut=none' matches them")
    func scenesLaunchOptionsAreNil() throws {
        let result = try ScenarioText.run(Self.scenario(lifecycle: "scenes", capture: "willConnectTo"))
        #expect(result.passed, "with scenes the launch options are nil (B3.3), so 'shortcut=none' should match:\n\(result.report)")
    }

    @Test("A1.3 without scenes the launch methods get the item: 'shortcut=none' does not match, and says which event came closest")
    func appDelegateLaunchOptionsHoldTheItem() throws {
        let result = try ScenarioText.run(Self.scenario(lifecycle: "app-delegate", capture: "didFinishLaunching"))
        #expect(!result.passed, "a cold launch's options hold the item (A1.3), so 'shortcut=none' must fail:\n\(result.report)")
        let message = result.failures.first.map { "\($0.message) \($0.notes.joined(separator: " "))" } ?? ""
        #expect(message.contains("app.didFinishLaunching shortcut=none -> true") && message.contains("shortcut=Search"),
                "expected the failure to name the line and the closest event, with its item; found '\(message)'")
    }

    @Test("'none' is accepted for 'shortcut=' only: another attribute that names types still checks them")
    func noneOnlyForShortcut() {
        let text = "scenario: T\nshortcuts:\n  static Search \"Search\"\nexpect:\n  home.menu Search hidden=none\n"
        let messages = ScenarioText.diagnostics(of: text).map(\.message)
        #expect(messages == ["'none' is not a declared shortcut type"], "found \(messages)")
    }
}
