import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `dynamic items: set on didBecomeActive`: the app replaces `shortcutItems` each time it becomes active
/// (C1.6), in `applicationDidBecomeActive` or `sceneDidBecomeActive` (SwiftUI's `scenePhase` `.active`), as
/// Dequeue does; SpringBoard keeps them (C3.1), and before the first activation only static items show (C3.3).
@Suite("Dynamic items set on becoming active")
struct DynamicItemsOnDidBecomeActiveTests {
    static func text(lifecycle: String = "app-delegate", dynamicItems: String = "set on didBecomeActive", launchItem: String? = nil,
                     steps: [String]) -> String {
        let capture = lifecycle == "scenes" ? "willConnectTo" : "didFinishLaunching"
        return """
        scenario: Items set at every activation
        lifecycle: \(lifecycle)
        shortcuts:
          static Search "Search"
          dynamic Fav "Favorites"
        app:
        \(lifecycle == "scenes" ? "" : "  didFinishLaunching: false when launched from a shortcut")
          launch item: \(launchItem ?? "saved in \(capture), handled on didBecomeActive, then cleared")
          dynamic items: \(dynamicItems)
          routes: Search -> SearchPage, Fav -> FavPage
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    static let staticMenu = "home.menu Search system=editHomeScreen,removeApp"
    static let fullMenu = "home.menu Search,Fav system=editHomeScreen,removeApp"

    @Test("the wordings declare the policy", arguments: [
        ("set on didBecomeActive", "app-delegate", DynamicItemsPolicy.setOnDidBecomeActive),
        ("set on didBecomeActive", "scenes", .setOnDidBecomeActive),
        ("set on sceneDidBecomeActive", "scenes", .setOnDidBecomeActive),
        ("set on applicationDidBecomeActive", "app-delegate", .setOnApplicationDidBecomeActive),
    ])
    func parses(_ value: String, _ lifecycle: String, _ policy: DynamicItemsPolicy) throws {
        let scenario = try ScenarioText.parse(Self.text(lifecycle: lifecycle, dynamicItems: value, steps: ["tap icon"]))
        #expect(scenario.app.dynamicItems == policy, "expected \(policy) for 'dynamic items: \(value)' (\(lifecycle)), found \(scenario.app.dynamicItems)")
    }

    @Test("C1.6, C3.3 app delegate: the first activation sets the items, right after applicationDidBecomeActive, and the menu shows them")
    func appDelegateSetsOnActivation() throws {
        let result = try ScenarioText.run(Self.text(steps: ["show menu", "tap icon", "go home", "show menu"]))
        #expect(result.lines.containsInOrder([Self.staticMenu, "user.tapIcon", "app.didBecomeActive", "app.setShortcutItems Fav count=1",
                                              "user.goHome", Self.fullMenu]),
                "expected only the static item before the first activation, then Fav set there and shown\n\(result.report)")
        let index = try #require(result.index(of: "app.setShortcutItems Fav count=1"), "expected the items to be set\n\(result.report)")
        #expect(result.lines[index - 1] == "app.didBecomeActive", "expected the set right after app.didBecomeActive, found '\(result.lines[index - 1])'\n\(result.report)")
    }

    @Test("B1.3 scenes: sceneDidBecomeActive handles the saved item first, then sets the items, at every activation")
    func scenesSetAfterHandling() throws {
        let result = try ScenarioText.run(Self.text(lifecycle: "scenes", steps: ["select Search", "go home", "select Fav", "interrupt"]))
        #expect(result.passed, "\(result.report)")
        #expect(result.lines.containsInOrder(["scene.willConnectTo main shortcut=Search", "scene.didBecomeActive main", "route Search -> SearchPage",
                                              "app.setShortcutItems Fav count=1", "user.select Fav", "scene.didBecomeActive main",
                                              "app.setShortcutItems Fav count=1", "system.interrupt", "scene.didBecomeActive main",
                                              "app.setShortcutItems Fav count=1"]),
                "expected the items set after the route in the cold activation, and again at each later one\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.setShortcutItems") }.count == 3, "one set per activation, three activations\n\(result.report)")
    }

    @Test("A7.3 a background launch never becomes active, so it sets nothing; the next activation does")
    func backgroundLaunchSetsNothing() throws {
        let result = try ScenarioText.run(Self.text(steps: ["background launch", "wait 10s", "show menu", "tap icon", "go home", "show menu"]))
        let setIndex = result.index(of: "app.setShortcutItems Fav count=1")
        #expect(result.lines.containsInOrder(["system.backgroundLaunch", Self.staticMenu, "user.tapIcon", "app.didBecomeActive",
                                              "app.setShortcutItems Fav count=1", Self.fullMenu]),
                "expected no items after the background launch and Fav after the activation\n\(result.report)")
        #expect(setIndex.map { $0 > (result.index(of: "user.tapIcon") ?? .max) } == true, "expected no set before the tap\n\(result.report)")
    }

    @Test("A7.5 with scenes, 'set on applicationDidBecomeActive' never runs: the app delegate gets no activation")
    func appDelegateOwnMethodNeverRunsWithScenes() throws {
        let result = try ScenarioText.run(Self.text(lifecycle: "scenes", dynamicItems: "set on applicationDidBecomeActive", steps: ["tap icon", "go home", "show menu"]))
        #expect(!result.lines.contains { $0.hasPrefix("app.setShortcutItems") }, "expected no items set\n\(result.report)")
        #expect(result.lines.last == Self.staticMenu, "expected the static item only\n\(result.report)")
    }

    @Test("'set on sceneDidBecomeActive' without scenes is read as the app delegate's method, with a warning (B1.1)")
    func sceneWordingWithoutScenesWarns() throws {
        let diagnostics = try ScenarioText.parse(Self.text(dynamicItems: "set on sceneDidBecomeActive", steps: ["tap icon"])).warnings
        #expect(diagnostics.map { $0.description.split(separator: "\n").first.map(String.init) ?? "" }
                    == ["t.scenario:9:18: warning: 'set on sceneDidBecomeActive' names the scene delegate's method, which an app without scenes never gets; it is read as the app delegate's"],
                "expected one warning at the value, found:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("a misused value is one error at its place", arguments: [
        ("set on didBecomeActive and set on applicationDidBecomeActive",
         "t.scenario:9:45: error: 'set on applicationDidBecomeActive' adds nothing to 'set on didBecomeActive': without scenes both are the app delegate's method, and a scene-based app never gets it (A7.5); keep one"),
        ("set on didBecomeActive and set on sceneDidBecomeActive",
         "t.scenario:9:45: error: 'set on sceneDidBecomeActive' sets the items where 'set on didBecomeActive' earlier on the line does; keep one"),
        ("set on becomeActive",
         "t.scenario:9:18: error: expected 'none', 'set when empty', 'append every launch', 'replace every launch', 'set after MILESTONE', 'append after MILESTONE', 'set on willResignActive', 'set on didEnterBackground' or 'set on didBecomeActive'"),
    ])
    func misuse(dynamicItems: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(dynamicItems: dynamicItems, steps: ["tap icon"]), expected)
    }
}
