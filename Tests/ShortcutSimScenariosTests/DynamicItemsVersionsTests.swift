import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `dynamic items: POLICY until=N` (or `from=N`): only those versions have the code that sets the
/// dynamic items; a later version without it leaves SpringBoard's items in place (C3.1, C3.4),
/// as in react-native-quick-actions#108.
@Suite("Dynamic items by version")
struct DynamicItemsVersionsTests {
    @Test("the bounds parse after the policy, before ', cleared after'")
    func parses() throws {
        let scenario = try ScenarioText.parse(DynamicItemsClearedAfterTests.text(
            steps: ["tap icon"], dynamicItems: "set after login from=2 until=3, cleared after logout"))
        #expect(scenario.app.dynamicItems == .setAfter(Milestone("login")))
        #expect(scenario.app.dynamicItemsVersions == VersionRange(from: 2, until: 3))
        #expect(scenario.app.dynamicItemsClearedAfter == Milestone("logout"))
        let plain = try ScenarioText.parse(DynamicItemsClearedAfterTests.text(steps: ["tap icon"], dynamicItems: "replace every launch"))
        #expect(plain.app.dynamicItemsVersions == .all)
    }

    @Test("C3.1, C3.4 a version without the code sets nothing: the previous version's items stay")
    func laterVersionKeepsItems() throws {
        let text = DynamicItemsClearedAfterTests.text(steps: ["tap icon", "go home", "update", "tap icon", "go home", "show menu"],
                                                      dynamicItems: "replace every launch until=1")
        let result = try ScenarioText.run(text)
        #expect(result.errors.isEmpty, "\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.setShortcutItems") } == ["app.setShortcutItems Note count=1"],
                "only version 1 sets the items\n\(result.report)")
        #expect(result.lines.last == "home.menu Search,Note system=editHomeScreen,removeApp", "\(result.report)")
    }

    @Test("C3.4 a plain 'install' after an update and a delete reinstalls the newest version, as the App Store would")
    func reinstallGetsNewestVersion() throws {
        let text = DynamicItemsClearedAfterTests.text(steps: ["update to 3", "delete", "install", "update", "delete", "install"],
                                                      dynamicItems: "none")
        let result = try ScenarioText.run(text)
        #expect(result.errors.isEmpty, "\(result.report)")
        let installs = result.lines.filter { $0.hasPrefix("system.install") || $0.hasPrefix("system.update") }
        #expect(installs == ["system.install version=1", "system.update version=3", "system.install version=3",
                             "system.update version=4", "system.install version=4"], "\(result.report)")
    }

    @Test("a bad bound is one error at its place", arguments: [
        ("replace every launch until=0", "t.scenario:6:39: error: expected a version number from 1"),
        ("replace every launch from=3 until=2", "t.scenario:6:18: error: 'dynamic items:' is from version 3 until version 2: no version sets them"),
        ("replace every launch until=1 later", "t.scenario:6:47: error: unexpected 'later' after the value of 'dynamic items:'"),
    ])
    func malformed(value: String, expected: String) {
        DynamicItemsClearedAfterTests.expectOneError(dynamicItems: value, expected)
    }

    /// Version 1 sets the item after a milestone; version 2 replaces `shortcutItems` at every launch
    /// with its own items, none (ghostery/user-agent-ios#766 filters out the types it dropped).
    static let changedCode = """
        scenario: An update changes how the app sets its dynamic items
        shortcuts:
          static Search "Search"
          dynamic Note "New Note" until=1
        app:
          dynamic items: set after login until=1
          dynamic items: replace every launch from=2
          milestone login: on step
        steps:
          tap icon
          reach login
          go home
          update
          tap icon
          go home
          show menu

        """

    @Test("C1.6, C3.4 one 'dynamic items:' line per versions: each version runs its own code")
    func changedCodeByVersion() throws {
        let scenario = try ScenarioText.parse(Self.changedCode)
        #expect(scenario.app.dynamicItemsCode == [
            DynamicItemsCode(policy: .setAfter(Milestone("login")), versions: VersionRange(until: 1)),
            DynamicItemsCode(policy: .replaceEveryLaunch, versions: VersionRange(from: 2)),
        ], "expected one code per line, found \(scenario.app.dynamicItemsCode)")
        let result = try ScenarioText.run(Self.changedCode)
        #expect(result.errors.isEmpty, "\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.setShortcutItems") }
                    == ["app.setShortcutItems Note count=1", "app.setShortcutItems none count=0"],
                "expected version 1 to set Note after login and version 2 to replace it with nothing at launch\n\(result.report)")
        #expect(result.lines.last == "home.menu Search system=editHomeScreen,removeApp", "\(result.report)")
    }

    @Test("two 'dynamic items:' lines covering one version are one error at the later line", arguments: [
        ("replace every launch", "t.scenario:7:3: error: this 'dynamic items:' and the one at line 6 both cover version 1; the code with which a version sets its items is one line"),
        ("replace every launch from=1", "t.scenario:7:3: error: this 'dynamic items:' and the one at line 6 both cover version 1; the code with which a version sets its items is one line"),
    ])
    func overlappingLines(second: String, expected: String) {
        DynamicItemsClearedAfterTests.expectOneError(dynamicItems: "set after login until=1\n  dynamic items: \(second)", expected)
    }
}
