import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `dynamic items: …, cleared after MILESTONE`: an app that empties `shortcutItems` on a milestone
/// such as logging out (Automattic/simplenote-ios#1032: "Log out of the app … Check that there are no
/// quick actions available"). SpringBoard keeps what the app last set (C3.1), so the menu shows only
/// the static items from then on, also after the process ends (C1.6, C2.1).
@Suite("Dynamic items cleared after a milestone")
struct DynamicItemsClearedAfterTests {
    static func text(steps: [String], dynamicItems: String = "set after login, cleared after logout") -> String {
        """
        scenario: Log out clears the quick actions
        shortcuts:
          static Search "Search"
          dynamic Note "New Note"
        app:
          dynamic items: \(dynamicItems)
          milestone login: on step
          milestone logout: on step
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("the setting parses next to every policy")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(steps: ["tap icon"]))
        #expect(scenario.app.dynamicItems == .setAfter(Milestone("login")))
        #expect(scenario.app.dynamicItemsClearedAfter == Milestone("logout"))
        let replacing = try ScenarioText.parse(Self.text(steps: ["tap icon"], dynamicItems: "replace every launch, cleared after logout"))
        #expect(replacing.app.dynamicItems == .replaceEveryLaunch)
        #expect(replacing.app.dynamicItemsClearedAfter == Milestone("logout"))
    }

    @Test("C1.6, C3.1 logging out empties shortcutItems: the menu keeps only the static items, also after a kill")
    func logoutClears() throws {
        let result = try ScenarioText.run(Self.text(steps: [
            "tap icon", "reach login", "go home", "show menu",
            "tap icon", "reach logout", "go home", "show menu", "system kill", "show menu",
        ]))
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)")
        #expect(result.lines.containsInOrder([
            "milestone login", "app.setShortcutItems Note count=1", "home.menu Search,Note system=editHomeScreen,removeApp",
            "milestone logout", "app.setShortcutItems none count=0", "home.menu Search system=editHomeScreen,removeApp",
            "system.kill", "home.menu Search system=editHomeScreen,removeApp",
        ]), "expected the items set on login and cleared on logout\n\(result.report)")
    }

    @Test("a misspelled or repeated clause is one error at its place", arguments: [
        ("set after login, cleared after", "t.scenario:6:48: error: expected a milestone name after 'cleared after', such as 'cleared after logout'"),
        ("set after login, cleared after logout, cleared after logout",
         "t.scenario:6:57: error: 'cleared after logout' repeats 'cleared after logout' earlier on the line; keep one"),
        ("set after login, cleared after logut", "t.scenario:6:49: error: unknown milestone 'logut'"),
        ("set after login extra", "t.scenario:6:34: error: unexpected 'extra' after the value of 'dynamic items:'"),
    ])
    func malformed(value: String, expected: String) {
        Self.expectOneError(dynamicItems: value, expected)
    }

    /// Expects exactly one error, whose first line is `expected`, for a `dynamic items:` value.
    static func expectOneError(dynamicItems value: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let diagnostics = ScenarioText.diagnostics(of: text(steps: ["tap icon"], dynamicItems: value))
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1 && errors.first?.description.split(separator: "\n").first.map(String.init) == expected,
                "expected one error '\(expected)', found:\n\(diagnostics.map(\.description).joined(separator: "\n"))",
                sourceLocation: sourceLocation)
    }
}
