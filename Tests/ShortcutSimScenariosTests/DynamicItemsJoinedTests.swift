import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `dynamic items: replace every launch and set on willResignActive`: an app that sets its items in
/// several places, as ryanbr/noop#1294 installs them in `didFinishLaunching` and again in
/// `sceneWillResignActive`; each place sets the items that hold when it runs (C1.6, C3.1).
@Suite("Dynamic items set in several places")
struct DynamicItemsJoinedTests {
    /// An app whose one dynamic item exists only once a recent track does (`if=recent`).
    static func text(_ dynamicItems: String, lifecycle: String = "scenes", steps: [String]) -> String {
        """
        scenario: Play Most Recent appears once there is a recent track
        lifecycle: \(lifecycle)
        shortcuts:
          static Search "Search"
          dynamic Recent "Play Most Recent" if=recent
        app:
          dynamic items: \(dynamicItems)
          milestone recent: on step, remembered
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("the places parse in the order written, with the versions after the last one")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text("replace every launch and set on willResignActive from=2", steps: ["tap icon"]))
        let code = try #require(scenario.app.dynamicItemsCode.first)
        #expect(code.policies == [.replaceEveryLaunch, .setOnResignActive])
        #expect(code.policy == .replaceEveryLaunch)
        #expect(code.sets(.setOnResignActive))
        #expect(code.versions == VersionRange(from: 2))
        let three = try ScenarioText.parse(Self.text("set after recent and set on didEnterBackground and set when empty", steps: ["tap icon"]))
        #expect(three.app.dynamicItemsCode.first?.policies == [.setAfter(Milestone("recent")), .setOnDidEnterBackground, .setWhenEmpty])
    }

    @Test("C1.6, C3.1 the launch sets what holds then, and resigning active sets what holds later")
    func eachPlaceSetsWhatHolds() throws {
        let steps = ["tap icon", "reach recent", "go home", "show menu"]
        let joined = try ScenarioText.run(Self.text("replace every launch and set on willResignActive", steps: steps))
        #expect(joined.errors.isEmpty, "\(joined.report)")
        #expect(joined.lines.filter { $0.hasPrefix("app.setShortcutItems") } == ["app.setShortcutItems none count=0", "app.setShortcutItems Recent count=1"],
                "\(joined.report)")
        #expect(joined.lines.last == "home.menu Search,Recent system=editHomeScreen,removeApp", "\(joined.report)")
        let launchOnly = try ScenarioText.run(Self.text("replace every launch", steps: steps))
        #expect(launchOnly.lines.last == "home.menu Search system=editHomeScreen,removeApp",
                "set at launch only, the item waits for the next launch\n\(launchOnly.report)")
    }

    @Test("A3.1, C3.1 a background launch sets the items through the launch policy, which resigning active alone never does")
    func backgroundLaunchUsesTheLaunchPlace() throws {
        let steps = ["tap icon", "reach recent", "go home", "wait 10s", "system kill", "background launch", "wait 10s", "show menu"]
        let joined = try ScenarioText.run(Self.text("set on willResignActive and replace every launch", lifecycle: "app-delegate", steps: steps))
        #expect(joined.errors.isEmpty, "\(joined.report)")
        #expect(joined.lines.filter { $0.hasPrefix("app.setShortcutItems") }.count == 3,
                "the first launch, resigning active, then the background launch\n\(joined.report)")
        let resignOnly = try ScenarioText.run(Self.text("set on willResignActive", lifecycle: "app-delegate", steps: steps))
        #expect(resignOnly.lines.filter { $0.hasPrefix("app.setShortcutItems") }.count == 1, "\(resignOnly.report)")
    }

    @Test("a value joined with 'and' must add a place: not 'none', not the same place twice, one launch policy")
    func joinedValuesThatAddNothing() {
        let none = ScenarioText.diagnostics(of: Self.text("replace every launch and none", steps: ["tap icon"]))
        #expect(none.map(\.message) == ["'none' sets no items, so it cannot be joined with another value with 'and'"])
        #expect(none.first?.location.column == 43)
        let twice = ScenarioText.diagnostics(of: Self.text("set on willResignActive and set on sceneWillResignActive", steps: ["tap icon"]))
        #expect(twice.map(\.message) == ["'set on sceneWillResignActive' sets the items where 'set on willResignActive' earlier on the line does; keep one"])
        let launches = ScenarioText.diagnostics(of: Self.text("set when empty and replace every launch", steps: ["tap icon"]))
        #expect(launches.map(\.message) == ["'replace every launch' and 'set when empty' both set the items in didFinishLaunching; keep one"])
        for lifecycle in ["app-delegate", "scenes", "both"] {  // without scenes the same method; with scenes one never called (A7.5)
            let own = ScenarioText.diagnostics(of: Self.text("set on willResignActive and set on applicationWillResignActive", lifecycle: lifecycle, steps: ["tap icon"]))
            #expect(own.map(\.message) == ["'set on applicationWillResignActive' adds nothing to 'set on willResignActive': without scenes both are the app delegate's method, "
                                            + "and a scene-based app never gets it (A7.5); keep one"], "\(lifecycle)")
            #expect(own.first?.location.column == 46, "\(lifecycle)")
            let first = ScenarioText.diagnostics(of: Self.text("set on applicationDidEnterBackground and set on didEnterBackground", lifecycle: lifecycle, steps: ["tap icon"]))
            #expect(first.map(\.message) == ["'set on applicationDidEnterBackground' adds nothing to 'set on didEnterBackground': without scenes both are the app delegate's method, "
                                              + "and a scene-based app never gets it (A7.5); keep one"], "\(lifecycle)")
        }
        let misspelt = ScenarioText.diagnostics(of: Self.text("replace every launch and set on willResign", steps: ["tap icon"]))
        #expect(misspelt.count == 1)
        #expect(misspelt.first?.location.column == 43)
    }
}
