import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `dynamic items: …, if force touch available`: an app that sets `shortcutItems` only when
/// `traitCollection.forceTouchCapability` is `.available`, as the 3D Touch plugins did
/// (EddyVerbruggen/nativescript-app-shortcuts#5, jordanbyron/react-native-quick-actions#97). From iOS 13
/// every device shows quick actions (E1), so on an iPhone without 3D Touch such an app never gets its
/// dynamic items into the menu (C1.6), while the static ones are there (C2.1).
@Suite("Dynamic items set only with 3D Touch")
struct DynamicItemsForceTouchCheckTests {
    static func text(forceTouch: String, dynamicItems: String = "replace every launch, if force touch available",
                     profile: String = "ios13", steps: [String] = ["tap icon", "go home", "show menu"]) -> String {
        """
        scenario: Items behind a 3D Touch check
        profile: \(profile)
        force touch: \(forceTouch)
        shortcuts:
          static Search "Search"
          dynamic Note "New Note"
        app:
          dynamic items: \(dynamicItems)
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("the clause parses after the policy and after 'cleared after'")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(forceTouch: "available"))
        #expect(scenario.app.dynamicItemsCode.first?.requiresForceTouch == true,
                "expected 'if force touch available' to set requiresForceTouch, found \(scenario.app.dynamicItemsCode)")
        #expect(scenario.app.dynamicItems == .replaceEveryLaunch)
        let both = try ScenarioText.parse(Self.text(forceTouch: "available",
                                                    dynamicItems: "set after login, cleared after logout, if force touch available")
                                          .replacingOccurrences(of: "app:\n", with: "app:\n  milestone login: on step\n  milestone logout: on step\n"))
        #expect(both.app.dynamicItemsCode.first?.requiresForceTouch == true && both.app.dynamicItemsClearedAfter == Milestone("logout"),
                "expected both clauses kept, found \(both.app.dynamicItemsCode)")
        let plain = try ScenarioText.parse(Self.text(forceTouch: "available", dynamicItems: "replace every launch"))
        #expect(plain.app.dynamicItemsCode.first?.requiresForceTouch == false, "without the clause nothing is checked")
    }

    @Test("E1 C1.6 on iOS 13 without 3D Touch the app sets nothing: the menu has only the static item")
    func noForceTouchSetsNothing() throws {
        let result = try ScenarioText.run(Self.text(forceTouch: "unavailable"))
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.setShortcutItems") }, "expected no app.setShortcutItems\n\(result.report)")
        #expect(result.lines.containsInOrder(["user.goHome", "home.menu Search system=editHomeScreen,removeApp"]),
                "expected the menu to hold only the static item\n\(result.report)")
    }

    @Test("E1 C1.6 with 3D Touch the same app sets its items, and they reach the menu")
    func forceTouchSetsItems() throws {
        let result = try ScenarioText.run(Self.text(forceTouch: "available"))
        #expect(result.lines.containsInOrder(["app.setShortcutItems Note count=1", "user.goHome", "home.menu Search,Note system=editHomeScreen,removeApp"]),
                "expected the dynamic item set and shown\n\(result.report)")
    }

    @Test("E1 the check also keeps the app from clearing its items without 3D Touch")
    func noForceTouchClearsNothing() throws {
        let text = Self.text(forceTouch: "unavailable", dynamicItems: "none, cleared after logout, if force touch available",
                             steps: ["tap icon", "reach logout"])
            .replacingOccurrences(of: "app:\n", with: "app:\n  milestone logout: on step\n")
        let result = try ScenarioText.run(text)
        #expect(!result.lines.contains { $0.hasPrefix("app.setShortcutItems") }, "expected no app.setShortcutItems\n\(result.report)")
    }

    @Test("E1 the header is no 'changes nothing' warning on iOS 13 when the app checks the capability; it still is without the check")
    func headerWarningOnlyWithoutCheck() throws {
        let checked = try ScenarioText.parse(Self.text(forceTouch: "unavailable")).warnings
        #expect(checked.isEmpty, "the app reads forceTouchCapability, so the header matters; found \(checked.map(\.description))")
        let unchecked = try ScenarioText.parse(Self.text(forceTouch: "unavailable", dynamicItems: "replace every launch")).warnings.map(\.description)
        #expect(unchecked.first?.hasPrefix("t.scenario:3:14: warning: 'force touch: unavailable' changes nothing on ios13") == true,
                "expected the warning at the header's value, found \(unchecked)")
    }

    @Test("a misspelled or repeated clause is one error at its place", arguments: [
        ("replace every launch, if 3D Touch available",
         "t.scenario:8:40: error: unexpected 'if 3D Touch available' after the value of 'dynamic items:'"),
        ("replace every launch, if force touch available, if force touch available",
         "t.scenario:8:66: error: 'if force touch available' repeats 'if force touch available' earlier on the line; keep one"),
        ("replace every launch, if force touch available now", "t.scenario:8:65: error: unexpected 'now'"),
    ])
    func malformed(value: String, expected: String) {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(forceTouch: "available", dynamicItems: value))
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1 && errors.first?.description.split(separator: "\n").first.map(String.init) == expected,
                "expected one error '\(expected)', found:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }
}
