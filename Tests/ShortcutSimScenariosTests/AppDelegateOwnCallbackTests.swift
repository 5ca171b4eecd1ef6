import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `on applicationDidBecomeActive`, `on applicationWillEnterForeground` and `set on
/// applicationWillResignActive` name the app delegate's own methods: in an app-delegate app they
/// are `on didBecomeActive`, `on willEnterForeground` and `set on willResignActive`; with scenes
/// UIKit never calls them (A7.5), so what waits for them never runs, as in an app that adopted
/// scenes and left its quick-action code in the app delegate.
@Suite("The app delegate's own callbacks (A7.5)")
struct AppDelegateOwnCallbackTests {
    /// A scenario with one static item, the given `app:` lines and steps.
    static func text(lifecycle: String, app: [String], steps: [String], defects: [String] = []) -> String {
        """
        scenario: T
        profile: ios13
        lifecycle: \(lifecycle)
        shortcuts:
          static Search "Search"
          dynamic Recent "Recent"
        app:
        \(app.map { "  " + $0 }.joined(separator: "\n"))
          routes: Search -> SearchPage, Recent -> RecentPage
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))
        \(defects.isEmpty ? "" : "defects:\n" + defects.map { "  " + $0 }.joined(separator: "\n"))
        """
    }

    /// The app's settings naming the app delegate's own callbacks (`own`) or either delegate's; the
    /// launch item is saved where the lifecycle delivers it (A1.3, B1.1).
    static func app(own: Bool, lifecycle: String) -> [String] {
        let active = own ? "on applicationDidBecomeActive" : "on didBecomeActive"
        let capture = lifecycle == "scenes" ? "willConnectTo" : "didFinishLaunching"
        let gate = lifecycle == "scenes" ? [] : ["didFinishLaunching: false when launched from a shortcut"]  // A2.1: the launch item is handled once
        return gate + ["launch item: saved in \(capture), handled \(active), then cleared",
                (lifecycle == "scenes" ? "scene performAction: handled " : "performAction: handled ") + active,
                "dynamic items: " + (own ? "set on applicationWillResignActive" : "set on willResignActive")]
    }

    static let steps = ["select Search", "go home", "wait 10s", "select Search", "wait 1s", "go home", "show menu"]

    @Test("A7.5 an observer of didBecomeActiveNotification runs with scenes too: UIKit posts the notification in both lifecycles")
    func notificationObserverRunsWithScenes() throws {
        for lifecycle in ["app-delegate", "scenes"] {
            let capture = lifecycle == "scenes" ? "willConnectTo" : "didFinishLaunching"
            let gate = lifecycle == "scenes" ? [] : ["didFinishLaunching: false when launched from a shortcut"]  // A2.1: handled once
            let result = try ScenarioText.run(Self.text(lifecycle: lifecycle,
                                                        app: gate + ["launch item: saved in \(capture), handled on didBecomeActiveNotification, then cleared"],
                                                        steps: ["select Search", "wait 1s"]))
            #expect(result.passed && result.lines.contains("route Search -> SearchPage"),
                    "with 'lifecycle: \(lifecycle)' the observer should route the launch item:\n\(result.report)")
        }
        let scenario = try ScenarioText.parse(Self.text(lifecycle: "scenes", app: ["launch item: saved in willConnectTo, handled on didBecomeActiveNotification, then cleared"], steps: []))
        #expect(!scenario.app.launchItem.trigger.waitsForAppDelegateCallback, "the notification is not the app delegate's own method")
    }

    @Test("the app delegate's own names parse to triggers and a policy that say so")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(lifecycle: "app-delegate", app: Self.app(own: true, lifecycle: "app-delegate"), steps: []))
        #expect(scenario.app.launchItem.trigger.waitsForAppDelegateCallback && scenario.app.launchItem.trigger.onDidBecomeActive,
                "found \(scenario.app.launchItem.trigger)")
        #expect(scenario.app.dynamicItems == .setOnApplicationWillResignActive, "found \(scenario.app.dynamicItems)")
        let foreground = try ScenarioText.parse(Self.text(lifecycle: "app-delegate", app: ["performAction: handled on applicationWillEnterForeground"], steps: []))
        guard case .handled(let trigger) = foreground.app.performAction else { Issue.record("expected a handled trigger"); return }
        #expect(trigger.waitsForAppDelegateCallback && trigger.onWillEnterForeground, "found \(trigger)")
        let either = try ScenarioText.parse(Self.text(lifecycle: "app-delegate", app: Self.app(own: false, lifecycle: "app-delegate"), steps: []))
        #expect(!either.app.launchItem.trigger.waitsForAppDelegateCallback, "found \(either.app.launchItem.trigger)")
    }

    @Test("in an app-delegate app they behave exactly as the names without 'application'")
    func sameWithAppDelegate() throws {
        let own = try ScenarioText.run(Self.text(lifecycle: "app-delegate", app: Self.app(own: true, lifecycle: "app-delegate"), steps: Self.steps))
        let either = try ScenarioText.run(Self.text(lifecycle: "app-delegate", app: Self.app(own: false, lifecycle: "app-delegate"), steps: Self.steps))
        #expect(own.timedLines == either.timedLines, "expected the same trace:\n\(own.report)\n\(either.report)")
        #expect(own.lines.filter { $0.hasPrefix("route") }.count == 2, "both selections are routed\n\(own.report)")
        let passed = own.passed
        #expect(passed, "\(own.report)")
    }

    @Test("A7.5 with scenes they are never called: what waits for them waits forever, and the items are never set")
    func neverWithScenes() throws {
        let result = try ScenarioText.run(Self.text(lifecycle: "scenes", app: Self.app(own: true, lifecycle: "scenes"), steps: Self.steps,
                                                    defects: ["lost Search", "completion-missing Search"]))
        #expect(result.errors.isEmpty, "\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.setShortcutItems") }, "sceneWillResignActive does not run the app delegate's code\n\(result.report)")
        #expect(result.lines.last == "home.menu Search system=editHomeScreen,removeApp", "\(result.report)")
        #expect(!result.lines.contains("route Search -> SearchPage"), "nothing waiting for the app delegate's callbacks runs\n\(result.report)")
        #expect(result.defectSignatures == ["lost Search", "lost Search", "completion-missing Search"],
                "both selections are lost, and the warm one's handler is never called; found \(result.defectSignatures)\n\(result.report)")
        let either = try ScenarioText.run(Self.text(lifecycle: "scenes", app: Self.app(own: false, lifecycle: "scenes"), steps: Self.steps))
        #expect(either.defectSignatures.isEmpty && either.lines.contains("app.setShortcutItems Recent count=1"),
                "the scene's callbacks run the same code written without 'application'\n\(either.report)")
    }
}
