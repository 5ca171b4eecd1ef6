import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `launch screen: SCREEN [when not launched from a shortcut][, in willConnectTo][, crashes [with M …]]`: an app
/// whose own launch work crashes on every launch that no quick action made, as Zotero's scene delegate does when
/// the item it restores crashes (zotero/zotero-ios#948), so the static item is the way in. The crash ends the
/// process (A7.4); the connection options hold the item on a cold launch with scenes (B1.1), the launch options
/// never do (B3.3).
@Suite("A launch screen that crashes")
struct LaunchScreenCrashTests {
    static func text(_ launchScreen: String, steps: [String], lifecycle: String = "scenes") -> String {
        let launchItem = lifecycle == "scenes" ? "handled in willConnectTo" : "ignored"  // without scenes, performActionFor routes it (A1.2)
        return PluginScenario.text(app: ["launch screen: \(launchScreen)", "launch item: \(launchItem)", "milestone bad: on step, remembered"],
                            steps: steps, header: ["lifecycle: \(lifecycle)"])
    }

    static let crashLaunch = ["tap icon", "reach bad", "go home", "wait 10s", "system kill", "tap icon"]

    @Test("the clauses parse into where the screen is shown and the milestones its code crashes with")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text("Restored when not launched from a shortcut, in willConnectTo, crashes with bad", steps: []))
        let app = scenario.app
        #expect(app.launchScreen == "Restored" && app.launchScreenSkippedForShortcutLaunch && app.launchScreenInWillConnectTo,
                "expected the screen shown by willConnectTo and skipped on a shortcut launch, found \(app)")
        #expect(app.launchScreenCrashesWith == [Milestone("bad")], "expected it to crash with bad, found \(String(describing: app.launchScreenCrashesWith))")
        let always = try ScenarioText.parse(Self.text("Restored, crashes", steps: []))
        #expect(always.app.launchScreenCrashesWith == [] && !always.app.launchScreenInWillConnectTo,
                "expected 'crashes' alone to crash whenever it is shown, from didFinishLaunching, found \(always.app)")
    }

    @Test("A7.4, B1.1 with scenes every launch from the icon crashes in willConnectTo once bad holds; the shortcut's cold launch skips the screen and routes")
    func iconCrashesShortcutEscapes() throws {
        let result = try ScenarioText.run(Self.text("Restored when not launched from a shortcut, in willConnectTo, crashes with bad",
                                                    steps: Self.crashLaunch + ["select Search", "wait 1s"]))
        #expect(result.passed && result.defects.isEmpty, "expected no defect: the crash is no quick action's\n\(result.report)")
        #expect(result.lines.containsInOrder(["user.reach bad", "user.tapIcon", "scene.willConnectTo main", "app.show Restored",
                                              "app.launchCrash in=willConnectTo with=bad", "state notRunning", "user.select Search",
                                              "scene.willConnectTo main shortcut=Search", "route Search -> SearchPage", "scene.didBecomeActive main"]),
                "expected the launch from the icon to crash and the shortcut's to route\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.launchCrash") }.count == 1, "expected one crash\n\(result.report)")
    }

    @Test("B3.3 with scenes, the screen shown by didFinishLaunching finds no item in the launch options: the shortcut's launch crashes too")
    func launchOptionsHoldNoItemWithScenes() throws {
        let result = try ScenarioText.run(Self.text("Restored when not launched from a shortcut, crashes with bad",
                                                    steps: ["tap icon", "reach bad", "go home", "wait 10s", "system kill", "select Search"]))
        #expect(result.lines.containsInOrder(["user.select Search", "app.show Restored", "app.launchCrash in=didFinishLaunching with=bad", "state notRunning"]),
                "expected the shortcut's launch to crash in didFinishLaunching\n\(result.report)")
        #expect(!result.lines.contains("route Search -> SearchPage"), "expected nothing routed\n\(result.report)")
    }

    @Test("A1.3, A7.4 without scenes the launch options skip the screen on a shortcut launch; the icon launch crashes once bad holds, not before")
    func appDelegateLaunch() throws {
        let result = try ScenarioText.run(Self.text("Restored when not launched from a shortcut, crashes with bad",
                                                    steps: Self.crashLaunch + ["select Search", "wait 1s"], lifecycle: "app-delegate"))
        #expect(result.lines.containsInOrder(["user.tapIcon", "app.show Restored", "app.didBecomeActive", "user.reach bad", "user.tapIcon",
                                              "app.show Restored", "app.launchCrash in=didFinishLaunching with=bad", "state notRunning",
                                              "user.select Search", "route Search -> SearchPage"]),
                "expected the first launch to show the screen, the one after bad to crash, and the shortcut's to route\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.launchCrash") }.count == 1 && result.defects.isEmpty, "expected one crash and no defect\n\(result.report)")
    }

    @Test("A7.4 a quick action whose own cold launch crashes in the launch work is a crash of it, not a silent loss", arguments: ["scenes", "app-delegate"])
    func shortcutLaunchCrashIsDefect(lifecycle: String) throws {
        // Without 'when not launched from a shortcut' the screen's code runs on the shortcut's launch too.
        let result = try ScenarioText.run(Self.text("Restored, crashes with bad", steps: ["tap icon", "reach bad", "go home", "wait 10s", "system kill", "select Search"],
                                                    lifecycle: lifecycle))
        #expect(result.lines.containsInOrder(["user.select Search", "app.show Restored", "app.launchCrash in=didFinishLaunching with=bad", "state notRunning"]),
                "expected the shortcut's launch to crash\n\(result.report)")
        #expect(result.defects.map { "\($0.kind) \($0.shortcutType)" } == ["crash Search"],
                "expected the one defect 'crash Search': the selection died with the launch it made, found \(result.defects.map { "\($0.kind) \($0.shortcutType)" })\n\(result.report)")
    }

    @Test("'crashes' alone crashes whenever the screen is shown")
    func crashesAlways() throws {
        let result = try ScenarioText.run(Self.text("Restored when not launched from a shortcut, in willConnectTo, crashes", steps: ["tap icon", "select Search", "wait 1s"]))
        #expect(result.lines.containsInOrder(["app.show Restored", "app.launchCrash in=willConnectTo", "user.select Search", "route Search -> SearchPage"]),
                "expected the icon launch to crash without milestones and the shortcut's to route\n\(result.report)")
    }

    @Test("an expectation names the crash by its callback and milestones", arguments: [
        "app.launchCrash in=willConnectTo with=bad", "app.launchCrash in=willConnectTo",
    ])
    func expectationMatches(expected: String) throws {
        let text = Self.text("Restored when not launched from a shortcut, in willConnectTo, crashes with bad", steps: Self.crashLaunch)
            + "expect:\n  \(expected)\n"
        let result = try ScenarioText.run(text)
        #expect(result.passed, "expected '\(expected)' to be valid and to match\n\(result.report)")
    }

    @Test("a misused clause is one error at its place", arguments: [
        ("Restored, in applicationDidFinishLaunching",
         "t.scenario:8:31: error: expected 'in willConnectTo' or 'in didFinishLaunching', found 'in applicationDidFinishLaunching'"),
        ("Restored, crashes with",
         "t.scenario:8:40: error: expected a milestone after 'with'"),
        ("Restored, crashes with bad, crashes",
         "t.scenario:8:46: error: the launch screen's crash is given twice; list the milestones of one 'crashes with' clause with 'and'"),
        ("Restored, in willConnectTo, in willConnectTo",
         "t.scenario:8:46: error: the launch screen's callback is given twice; keep one 'in …' clause"),
        ("Restored, crashes with ready",
         "t.scenario:8:41: error: unknown milestone 'ready'"),
        ("Restored, crash",
         "t.scenario:8:28: error: expected 'in willConnectTo', 'crashes' or 'crashes with MILESTONE', found 'crash'"),
        ("Restored, crashes always",
         "t.scenario:8:36: error: unexpected 'always'"),
    ])
    func misuse(launchScreen: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(launchScreen, steps: ["tap icon"]), expected)
    }

    @Test("B1.1 'in willConnectTo' without scenes is an error: no scene delegate shows the screen")
    func willConnectToNeedsScenes() {
        ScenarioText.expectOneError(in: Self.text("Restored, in willConnectTo", steps: ["tap icon"], lifecycle: "app-delegate"),
                                    "t.scenario:8:3: error: the launch screen is shown in willConnectTo, which only a scene-based app has")
    }
}
