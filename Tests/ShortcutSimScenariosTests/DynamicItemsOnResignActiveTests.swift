import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Scenario text for these tests: static Search and Coupon, dynamic Fav and Recent, routes for all.
private enum ResignScenario {
    static func text(app: [String], steps: [String], header: [String] = [], shortcuts: [String]? = nil) -> String {
        let declared = shortcuts ?? ["static Search \"Search\"", "static Coupon \"Coupons\"", "dynamic Fav \"Favorites\"", "dynamic Recent \"Recent\""]
        return (["scenario: Resign"] + header + ["shortcuts:"] + declared.map { "  " + $0 }
            + ["app:"] + app.map { "  " + $0 } + ["steps:"] + steps.map { "  " + $0 })
            .joined(separator: "\n") + "\n"
    }

    static func run(app: [String], steps: [String], header: [String] = [], shortcuts: [String]? = nil,
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioResult {
        let result = try ScenarioText.run(text(app: app, steps: steps, header: header, shortcuts: shortcuts), sourceLocation: sourceLocation)
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)", sourceLocation: sourceLocation)
        return result
    }

    static let routes = "routes: Search -> SearchPage, Coupon -> CouponList, Fav -> FavPage, Recent -> RecentPage"
    static let staticMenu = "home.menu Search,Coupon system=editHomeScreen,removeApp"
    static let fullMenu = "home.menu Search,Coupon,Fav,Recent system=editHomeScreen,removeApp"
}

/// `dynamic items: set on willResignActive`: Apple's iOS 13 sample sets `shortcutItems` each time the
/// app resigns active (C1.6); SpringBoard keeps them (C3.1); before the first resign only static items show (C3.3).
@Suite("Dynamic items set on resign active")
struct DynamicItemsOnResignActiveTests {
    // MARK: - Parser

    @Test("'set on willResignActive' and 'set on sceneWillResignActive' both declare the policy", arguments: [
        ("set on willResignActive", "app-delegate"), ("set on sceneWillResignActive", "scenes"), ("set on willResignActive", "scenes"),
    ])
    func parses(_ value: String, _ lifecycle: String) throws {
        let scenario = try ScenarioText.parse(ResignScenario.text(app: ["dynamic items: \(value)"], steps: ["tap icon"],
                                                                  header: ["lifecycle: \(lifecycle)"]))
        #expect(scenario.app.dynamicItems == .setOnResignActive,
                "expected .setOnResignActive for 'dynamic items: \(value)' (lifecycle \(lifecycle)), found \(scenario.app.dynamicItems)")
    }

    @Test("a resign-active wording other than the callback's name is an error that names the accepted form")
    func otherWording() throws {
        let diagnostics = ScenarioText.diagnostics(of: ResignScenario.text(app: ["dynamic items: set on resign active"], steps: []))
        let first = try #require(diagnostics.first, "expected an error for 'set on resign active', the text parsed")
        let expected = "t.scenario:8:18: error: expected 'none', 'set when empty', 'append every launch', 'replace every launch', 'set after MILESTONE', 'append after MILESTONE', 'set on willResignActive', 'set on didEnterBackground' or 'set on didBecomeActive'"
        #expect(first.description.hasPrefix(expected), "expected the first diagnostic to start with:\n\(expected)\nfound:\n\(first)")
        #expect(first.notes.contains { $0.contains("write 'set on willResignActive'") }, "expected a note naming 'set on willResignActive', found \(first.notes)")
        #expect(diagnostics.count == 1, "one mistake, one error; found \(diagnostics.count):\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("words after the value are an error at them")
    func wordsAfterValue() throws {
        let diagnostics = ScenarioText.diagnostics(of: ResignScenario.text(app: ["dynamic items: set on willResignActive always"], steps: []))
        let expected = "t.scenario:8:42: error: unexpected 'always' after the value of 'dynamic items:'"
        #expect(diagnostics.map { $0.description.split(separator: "\n").first.map(String.init) ?? "" } == [expected],
                "expected exactly [\(expected)], found:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("the reference coordinator does not decide dynamic items, so the policy is allowed next to 'coordinator:'")
    func allowedWithCoordinator() throws {
        let result = try ResignScenario.run(app: ["coordinator: waits for nothing", "dynamic items: set on willResignActive", ResignScenario.routes],
                                            steps: ["select Search", "go home"])
        #expect(result.lines.containsInOrder(["route Search -> SearchPage", "app.willResignActive", "app.setShortcutItems Fav,Recent count=2"]),
                "expected the coordinator app to route Search, then set Fav,Recent in applicationWillResignActive\n\(result.report)")
        #expect(result.defects.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    // MARK: - Behaviour

    @Test("app delegate: nothing is set at launch; going home sets the items in applicationWillResignActive, and the menu shows them (C1.6, C3.3)")
    func appDelegateSetsOnResign() throws {
        let result = try ResignScenario.run(app: ["dynamic items: set on willResignActive", ResignScenario.routes],
                                            steps: ["show menu", "tap icon", "go home", "show menu"])
        #expect(result.lines.containsInOrder([ResignScenario.staticMenu, "user.tapIcon", "app.didBecomeActive", "user.goHome",
                                              "app.willResignActive", "app.setShortcutItems Fav,Recent count=2", "app.didEnterBackground",
                                              ResignScenario.fullMenu]),
                "expected static items before the first resign, then Fav,Recent set in applicationWillResignActive\n\(result.report)")
        let setIndex = try #require(result.index(of: "app.setShortcutItems Fav,Recent count=2"), "expected the items to be set\n\(result.report)")
        #expect(result.lines[setIndex - 1] == "app.willResignActive",
                "expected app.setShortcutItems right after app.willResignActive, found '\(result.lines[setIndex - 1])' before it\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.setShortcutItems") }.count == 1, "expected one set, at the one resign\n\(result.report)")
    }

    @Test("scenes: the items are set in sceneWillResignActive; the app delegate hears no resign (A7.5)")
    func scenesSetOnResign() throws {
        let result = try ResignScenario.run(app: ["dynamic items: set on sceneWillResignActive", ResignScenario.routes],
                                            steps: ["tap icon", "go home", "show menu"], header: ["lifecycle: scenes"])
        #expect(result.lines.containsInOrder(["user.goHome", "scene.willResignActive main", "app.setShortcutItems Fav,Recent count=2",
                                              "scene.didEnterBackground main", ResignScenario.fullMenu]),
                "expected Fav,Recent set in sceneWillResignActive, then shown\n\(result.report)")
        #expect(!result.lines.contains("app.willResignActive"), "expected no app.willResignActive with scenes (A7.5)\n\(result.report)")
    }

    @Test("the items survive a system kill and launch the app cold (C3.1, A7.4)", arguments: ["app-delegate", "scenes"])
    func surviveSystemKill(_ lifecycle: String) throws {
        // A scene-based app reads the item in willConnectTo (B1.1); an app-delegate app gets it in performActionFor.
        let launchItem = lifecycle == "scenes" ? ["launch item: saved in willConnectTo, handled on sceneDidBecomeActive, then cleared"] : []
        let result = try ResignScenario.run(app: ["dynamic items: set on willResignActive", ResignScenario.routes] + launchItem,
                                            steps: ["tap icon", "go home", "wait 10s", "system kill", "show menu", "select Fav"],
                                            header: ["lifecycle: \(lifecycle)"])
        #expect(result.lines.containsInOrder(["system.kill", "state notRunning", ResignScenario.fullMenu, "user.select Fav",
                                              "state inactive", "route Fav -> FavPage"]),
                "expected the menu to keep Fav,Recent after the kill (\(lifecycle)) and a cold launch to route Fav\n\(result.report)")
        #expect(result.defects.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("every resign sets the items again, replacing them: no duplicates (C1.6, C3.2)")
    func replacesOnEveryResign() throws {
        let result = try ResignScenario.run(app: ["dynamic items: set on willResignActive", ResignScenario.routes],
                                            steps: ["tap icon", "go home", "tap icon", "lock", "unlock", "go home", "show menu"])
        let sets = result.lines.filter { $0.hasPrefix("app.setShortcutItems") }
        #expect(sets == Array(repeating: "app.setShortcutItems Fav,Recent count=2", count: 3),
                "expected one set per resign (go home, lock, go home), each the whole array; found \(sets)\n\(result.report)")
        #expect(result.lines.last == ResignScenario.fullMenu, "expected the menu to show each item once\n\(result.report)")
        #expect(result.defects.isEmpty, "expected no duplicate-items defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("after an update the old version's items stay until the new version resigns (C3.4)")
    func versionedItems() throws {
        let result = try ResignScenario.run(
            app: ["dynamic items: set on willResignActive", "routes: Search -> SearchPage, Old -> OldPage, New -> NewPage"],
            steps: ["tap icon", "go home", "update to 2", "show menu", "tap icon", "go home", "show menu"],
            shortcuts: ["static Search \"Search\"", "dynamic Old \"Old\" until=1", "dynamic New \"New\" from=2"])
        #expect(result.lines.containsInOrder(["app.setShortcutItems Old count=1", "system.update version=2",
                                              "home.menu Search,Old system=editHomeScreen,removeApp", "user.tapIcon",
                                              "app.setShortcutItems New count=1", "home.menu Search,New system=editHomeScreen,removeApp"]),
                "expected version 1 to set Old, kept after the update until version 2 resigns and sets New\n\(result.report)")
    }

    @Test("the library scenario modelled on Apple's sample passes")
    func librarySample() throws {
        let scenario = try ScenarioLoader.load(path: ScenarioLibrary.path("Scenarios/menu/apple-sample-set-on-resign-active.scenario"))
        let result = ScenarioRunner.run(scenario)
        #expect(result.passed, "expected Scenarios/menu/apple-sample-set-on-resign-active.scenario to pass\n\(result.report)")
        #expect(scenario.app.dynamicItems == .setOnResignActive, "expected the sample to declare .setOnResignActive, found \(scenario.app.dynamicItems)")
    }
}
