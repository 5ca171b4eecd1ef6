import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Your coordinator behind the `ShortcutApp` protocol: it keeps the quick action and routes it
/// once the tab bar exists, then forgets it.
struct TabBarCoordinator: ShortcutApp {
    var savedItem: ShortcutItem?

    /// Routing before this milestone is the defect `before-root`.
    var rootMilestone: Milestone? { .root }

    mutating func processDidStart(context: inout AppContext) {
        context.schedule(AppTimer("splash"), after: .seconds(3))  // splash screen and ads
    }

    mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        savedItem = options.shortcutItem
        return options.shortcutItem == nil  // false: UIKit will not call performActionFor for it (A2.1)
    }

    mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
        savedItem = item  // a warm action waits for the tab bar too
        routeSavedItem(context: &context)
        context.complete(completionHandler, succeeded: true)
    }

    mutating func applicationDidBecomeActive(context: inout AppContext) {
        routeSavedItem(context: &context)
    }

    mutating func timerFired(_ timer: AppTimer, context: inout AppContext) {
        context.reach(.root)  // the splash is gone: the tab bar exists
        routeSavedItem(context: &context)
    }

    private mutating func routeSavedItem(context: inout AppContext) {
        guard let item = savedItem, context.hasReached(.root) else { return }
        savedItem = nil  // clear it, or it fires again on the next activation (G10)
        context.route(item, to: item.type == "Search" ? "SearchPage" : "Home")
    }
}

@Test func tabBarCoordinatorPassesSeed003() throws {
    let scenario = try ScenarioLoader.load(path: "Scenarios/seeds/003-wait-for-tab-bar.scenario")
    let result = ScenarioRunner.run(scenario, app: TabBarCoordinator())
    #expect(result.passed, "\(result)")
}
