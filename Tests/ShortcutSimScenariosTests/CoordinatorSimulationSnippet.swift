import ShortcutCoordination
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The app delegate of "The ten lines an app needs", with ShortcutSim's types in place of UIKit's:
/// each callback goes to the coordinator, and what it hands back goes to your router.
struct CoordinatedAppDelegate: ShortcutApp, Hashable, Sendable {
    var shortcuts = ShortcutCoordinator<ShortcutItem, CompletionHandler>(waitingFor: ["root"])

    var rootMilestone: Milestone? { .root }

    mutating func processDidStart(context: inout AppContext) {
        context.schedule(AppTimer("splash"), between: .seconds(1), and: .seconds(4))  // the explorer tries every length
    }
    mutating func application(willFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        shortcuts.willFinishLaunching(shortcutItem: options.shortcutItem)
    }
    mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        shortcuts.didFinishLaunching(shortcutItem: options.shortcutItem)
    }
    mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
        route(shortcuts.performAction(for: item, completion: completionHandler), context: &context)
    }
    mutating func applicationDidBecomeActive(context: inout AppContext) { route(shortcuts.didBecomeActive(), context: &context) }
    mutating func applicationWillResignActive(context: inout AppContext) { shortcuts.willResignActive() }

    mutating func timerFired(_ timer: AppTimer, context: inout AppContext) {
        context.reach(.root)  // the splash is gone: MainTabBarController.viewDidAppear
        route(shortcuts.reached("root"), context: &context)
    }

    /// Your router: opens the screen of each delivery and calls its completion handler with whether one matched (C1.2).
    private func route(_ deliveries: [ShortcutCoordinator<ShortcutItem, CompletionHandler>.Delivery], context: inout AppContext) {
        for delivery in deliveries {
            let screen = ["Search": "SearchPage", "Compose": "Composer"][delivery.item.type]
            if let screen { context.route(delivery.item, to: screen) } else { context.reportUnhandled(delivery.item) }
            if let completion = delivery.completion { context.complete(completion, succeeded: screen != nil) }
        }
    }
}

@Test func coordinatedAppDelegatePassesEveryPath() throws {
    let scenario = try ScenarioLoader.load(path: "Scenarios/coordinator/02-leave-during-splash-system-kill.scenario")
    let result = Explorer.explore(scenario, app: CoordinatedAppDelegate())
    #expect(result.passed, "\(result)")
}
