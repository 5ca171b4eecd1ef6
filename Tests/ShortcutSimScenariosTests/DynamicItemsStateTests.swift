import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Scenario text for these tests: static Search, dynamic Fav always and VPN only while subscribed.
private enum StateScenario {
    static let shortcuts = ["static Search \"Search\"", "dynamic Fav \"Favorites\"", "dynamic VPN \"Open VPN\" if=subscribed unless=lapsed"]
    static let milestones = ["milestone subscribed: on step, remembered", "milestone lapsed: on step, remembered"]
    static let routes = "routes: Search -> SearchPage, Fav -> FavPage, VPN -> VPNPage"
    static let favRoutes = "routes: Search -> SearchPage, Fav -> FavPage"
    static let favShortcuts = ["static Search \"Search\"", "dynamic Fav \"Favorites\""]

    static func text(app: [String], steps: [String], header: [String] = [], shortcuts: [String] = shortcuts) -> String {
        (["scenario: State"] + header + ["shortcuts:"] + shortcuts.map { "  " + $0 }
            + ["app:"] + app.map { "  " + $0 } + ["steps:"] + steps.map { "  " + $0 })
            .joined(separator: "\n") + "\n"
    }

    static func run(app: [String], steps: [String], header: [String] = [], shortcuts: [String] = shortcuts,
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioResult {
        let result = try ScenarioText.run(text(app: app, steps: steps, header: header, shortcuts: shortcuts), sourceLocation: sourceLocation)
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)", sourceLocation: sourceLocation)
        return result
    }

    static func firstLines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { $0.description.split(separator: "\n").first.map(String.init) ?? "" }
    }
}

/// `dynamic items: set on didEnterBackground`: the app replaces `shortcutItems` each time it enters the
/// background (C1.6), as DuckDuckGo's browser does; SpringBoard keeps them (C3.1).
@Suite("Dynamic items set on entering the background")
struct DynamicItemsOnDidEnterBackgroundTests {
    @Test("the wordings declare the policy", arguments: [
        ("set on didEnterBackground", "app-delegate", DynamicItemsPolicy.setOnDidEnterBackground),
        ("set on didEnterBackground", "scenes", .setOnDidEnterBackground),
        ("set on sceneDidEnterBackground", "scenes", .setOnDidEnterBackground),
        ("set on applicationDidEnterBackground", "app-delegate", .setOnApplicationDidEnterBackground),
    ])
    func parses(_ value: String, _ lifecycle: String, _ policy: DynamicItemsPolicy) throws {
        let scenario = try ScenarioText.parse(StateScenario.text(app: ["dynamic items: \(value)"], steps: ["tap icon"],
                                                                 header: ["lifecycle: \(lifecycle)"], shortcuts: ["dynamic Fav \"Favorites\""]))
        #expect(scenario.app.dynamicItems == policy, "expected \(policy) for 'dynamic items: \(value)' (\(lifecycle)), found \(scenario.app.dynamicItems)")
    }

    @Test("a wrong 'set on' wording names both callback policies in its notes")
    func wrongWording() throws {
        let diagnostics = ScenarioText.diagnostics(of: StateScenario.text(app: ["dynamic items: set on background"], steps: [],
                                                                          shortcuts: ["dynamic Fav \"Favorites\""]))
        let first = try #require(diagnostics.first, "expected an error for 'set on background', the text parsed")
        #expect(first.notes.contains { $0.contains("write 'set on didEnterBackground'") },
                "expected a note naming 'set on didEnterBackground', found \(first.notes)")
        #expect(diagnostics.count == 1, "one mistake, one error; found:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("app delegate: going home sets the items in applicationDidEnterBackground, after the resign, and the menu shows them")
    func appDelegateSetsOnBackground() throws {
        let result = try StateScenario.run(app: ["dynamic items: set on didEnterBackground", StateScenario.favRoutes],
                                           steps: ["tap icon", "go home", "show menu"], shortcuts: StateScenario.favShortcuts)
        #expect(result.lines.containsInOrder(["user.goHome", "app.willResignActive", "app.didEnterBackground", "app.setShortcutItems Fav count=1",
                                              "home.menu Search,Fav system=editHomeScreen,removeApp"]),
                "expected Fav set in applicationDidEnterBackground, then shown\n\(result.report)")
        let setIndex = try #require(result.index(of: "app.setShortcutItems Fav count=1"), "expected the items to be set\n\(result.report)")
        #expect(result.lines[setIndex - 1] == "app.didEnterBackground",
                "expected the set right after app.didEnterBackground, found '\(result.lines[setIndex - 1])'\n\(result.report)")
    }

    @Test("a background launch ends in applicationDidEnterBackground, so the items are set there, while 'set on willResignActive' sets nothing (A7.3)")
    func backgroundLaunchSetsOnBackground() throws {
        // Apple, "About the background execution sequence": after the launch sequence, "UIKit calls the
        // app delegate's applicationDidEnterBackground(_:) method"; the app never was active.
        let result = try StateScenario.run(app: ["dynamic items: set on didEnterBackground", StateScenario.favRoutes],
                                           steps: ["background launch", "wait 10s", "show menu"], shortcuts: StateScenario.favShortcuts)
        #expect(result.lines.containsInOrder(["system.backgroundLaunch", "uikit.didFinishLaunchingNotification", "app.didEnterBackground",
                                              "app.setShortcutItems Fav count=1", "state suspended", "home.menu Search,Fav system=editHomeScreen,removeApp"]),
                "expected Fav set in the applicationDidEnterBackground of the background launch, and kept (C3.1)\n\(result.report)")
        let resign = try StateScenario.run(app: ["dynamic items: set on willResignActive", StateScenario.favRoutes],
                                           steps: ["background launch", "wait 10s", "show menu"], shortcuts: StateScenario.favShortcuts)
        #expect(!resign.lines.contains { $0.hasPrefix("app.setShortcutItems") || $0 == "app.willResignActive" },
                "expected no resign active, so no set, for an app that never was active\n\(resign.report)")
        #expect(resign.lines.last == "home.menu Search system=editHomeScreen,removeApp", "\(resign.report)")
    }

    @Test("an interruption keeps the app in the foreground, so it sets nothing (A7.3)")
    func interruptionSetsNothing() throws {
        let result = try StateScenario.run(app: ["dynamic items: set on didEnterBackground", StateScenario.favRoutes],
                                           steps: ["tap icon", "interrupt", "go home", "wait 10s", "system kill", "show menu"],
                                           shortcuts: StateScenario.favShortcuts)
        let interruption = try #require(result.index(of: "system.interrupt"), "expected the interruption\n\(result.report)")
        let home = try #require(result.index(of: "user.goHome"), "expected the user to go home\n\(result.report)")
        #expect(!result.lines[interruption..<home].contains { $0.hasPrefix("app.setShortcutItems") },
                "expected no set on an interruption, only on entering the background\n\(result.report)")
        #expect(result.lines.last == "home.menu Search,Fav system=editHomeScreen,removeApp",
                "expected the items set on entering the background to survive the kill (C3.1)\n\(result.report)")
    }

    @Test("scenes: the items are set in sceneDidEnterBackground; the app delegate's own method never runs (A7.5)")
    func scenes() throws {
        let shortcuts = StateScenario.favShortcuts
        let scene = try StateScenario.run(app: ["dynamic items: set on sceneDidEnterBackground", StateScenario.favRoutes],
                                          steps: ["tap icon", "go home"], header: ["lifecycle: scenes"], shortcuts: shortcuts)
        #expect(scene.lines.containsInOrder(["scene.didEnterBackground main", "app.setShortcutItems Fav count=1"]),
                "expected Fav set in sceneDidEnterBackground\n\(scene.report)")
        let appDelegate = try StateScenario.run(app: ["dynamic items: set on applicationDidEnterBackground", StateScenario.favRoutes],
                                                steps: ["tap icon", "go home"], header: ["lifecycle: scenes"], shortcuts: shortcuts)
        #expect(!appDelegate.lines.contains { $0.hasPrefix("app.setShortcutItems") },
                "expected the app delegate's applicationDidEnterBackground never to set the items with scenes\n\(appDelegate.report)")
    }
}

/// `if=MILESTONE` and `unless=MILESTONE` on a dynamic item: the app builds `shortcutItems` from its
/// state each time it sets them (C1.6), so an item comes and goes with the state, at the next set.
@Suite("Dynamic items that depend on the app's state")
struct DynamicItemsStateConditionTests {
    @Test("the item is left out before its milestone, included after it, and removed by the next set after its 'unless' milestone")
    func comesAndGoes() throws {
        let result = try StateScenario.run(app: StateScenario.milestones + ["dynamic items: set on didEnterBackground", StateScenario.routes],
                                           steps: ["tap icon", "go home", "tap icon", "reach subscribed", "go home", "tap icon", "reach lapsed",
                                                   "go home", "show menu"])
        let sets = result.lines.filter { $0.hasPrefix("app.setShortcutItems") }
        #expect(sets == ["app.setShortcutItems Fav count=1", "app.setShortcutItems Fav,VPN count=2", "app.setShortcutItems Fav count=1"],
                "expected VPN only in the set made while subscribed and not lapsed; found \(sets)\n\(result.report)")
        #expect(result.lines.last == "home.menu Search,Fav system=editHomeScreen,removeApp", "expected VPN gone from the menu\n\(result.report)")
    }

    @Test("a milestone reached later changes nothing until the next set: 'replace every launch' includes the item from the next launch")
    func nextSetOnly() throws {
        let result = try StateScenario.run(app: StateScenario.milestones + ["dynamic items: replace every launch", StateScenario.routes],
                                           steps: ["tap icon", "reach subscribed", "go home", "show menu", "wait 10s", "system kill", "tap icon",
                                                   "reach lapsed", "go home", "show menu", "force quit", "tap icon", "go home", "show menu"])
        let sets = result.lines.filter { $0.hasPrefix("app.setShortcutItems") }
        #expect(sets == ["app.setShortcutItems Fav count=1", "app.setShortcutItems Fav,VPN count=2", "app.setShortcutItems Fav count=1"],
                "expected VPN from the launch after the remembered subscription, gone from the launch after it lapsed; found \(sets)\n\(result.report)")
        let menus = result.lines.filter { $0.hasPrefix("home.menu") }
        #expect(menus == ["home.menu Search,Fav system=editHomeScreen,removeApp", "home.menu Search,Fav,VPN system=editHomeScreen,removeApp",
                          "home.menu Search,Fav system=editHomeScreen,removeApp"],
                "expected SpringBoard to keep each set until the next one (C3.1); found \(menus)\n\(result.report)")
    }

    @Test("mistakes are errors at their place", arguments: [
        (["static Search \"Search\" if=subscribed"],
         "t.scenario:3:26: error: 'if=' applies to a dynamic item: a static item is registered at install from the Info.plist, whatever the app's state (C1.6)"),
        (["dynamic VPN \"Open VPN\" if=subscibed"], "t.scenario:3:29: error: unknown milestone 'subscibed'"),
        (["dynamic VPN \"Open VPN\" unless="], "t.scenario:3:33: error: 'unless=' takes the name of a milestone, such as 'unless=subscribed'"),
        (["dynamic VPN \"Open VPN\" if=subscribed if=lapsed"], "t.scenario:3:40: error: 'if' is given twice for VPN"),
    ])
    func mistakes(_ shortcuts: [String], _ expected: String) throws {
        let diagnostics = ScenarioText.diagnostics(of: StateScenario.text(app: StateScenario.milestones, steps: [], shortcuts: shortcuts))
        #expect(StateScenario.firstLines(diagnostics) == [expected],
                "expected exactly [\(expected)], found:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("without 'app:' no milestone is declared, so the condition is an error that says where to declare it")
    func withoutApp() throws {
        let text = "scenario: State\nshortcuts:\n  dynamic VPN \"Open VPN\" if=subscribed\nsteps:\n  tap icon\n"
        let diagnostics = ScenarioText.diagnostics(of: text)
        let first = try #require(diagnostics.first, "expected an error for the undeclared milestone")
        #expect(first.description.hasPrefix("t.scenario:3:29: error: unknown milestone 'subscribed'"), "found:\n\(first)")
        #expect(first.notes.contains { $0.contains("declare the app in 'app:'") }, "expected a note on 'app:', found \(first.notes)")
    }
}
