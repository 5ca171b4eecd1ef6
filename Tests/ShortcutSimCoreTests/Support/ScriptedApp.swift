import ShortcutSimCore

/// A test app whose every callback is a closure, so each test states exactly the behaviour it needs.
struct ScriptedApp: ShortcutApp {
    var implementedMethods: Set<DelegateMethod> = DelegateMethod.appDelegateDefaults
    var rootMilestone: Milestone?
    var restoresState = false
    var launchDuration: VirtualDuration = .zero
    var usesScenes = false
    var readsShortcutItemLaunchOption = false

    var willFinish: (LaunchOptions, inout AppContext) -> Bool = { _, _ in true }
    var didFinish: (LaunchOptions, inout AppContext) -> Bool = { _, _ in true }
    var didFinishNotification: (LaunchOptions, inout AppContext) -> Void = { _, _ in }
    var performAction: (ShortcutItem, CompletionHandler, inout AppContext) -> Void = { item, handler, context in
        context.route(item, to: "\(item.type)Page")
        context.complete(handler, succeeded: true)
    }
    var didBecomeActive: (inout AppContext) -> Void = { _ in }
    var willEnterForeground: (inout AppContext) -> Void = { _ in }
    var willResignActive: (inout AppContext) -> Void = { _ in }
    var didEnterBackground: (inout AppContext) -> Void = { _ in }
    var timer: (AppTimer, inout AppContext) -> Void = { _, _ in }
    var milestone: (Milestone, inout AppContext) -> Void = { _, _ in }

    mutating func application(willFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        willFinish(options, &context)
    }
    mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        didFinish(options, &context)
    }
    mutating func applicationDidFinishLaunchingNotification(options: LaunchOptions, context: inout AppContext) {
        didFinishNotification(options, &context)
    }
    mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
        performAction(item, completionHandler, &context)
    }
    mutating func applicationDidBecomeActive(context: inout AppContext) { didBecomeActive(&context) }
    mutating func applicationWillEnterForeground(context: inout AppContext) { willEnterForeground(&context) }
    mutating func applicationWillResignActive(context: inout AppContext) { willResignActive(&context) }
    mutating func applicationDidEnterBackground(context: inout AppContext) { didEnterBackground(&context) }
    mutating func timerFired(_ timer: AppTimer, context: inout AppContext) { self.timer(timer, &context) }
    mutating func milestoneReached(_ milestone: Milestone, context: inout AppContext) { self.milestone(milestone, &context) }
}

/// Static items of the Meituan-like app of seed 003.
let searchItem = ShortcutItem(type: "Search", localizedTitle: "搜索", icon: .system(.search))
let couponItem = ShortcutItem(type: "Coupon", localizedTitle: "美团券")
let scanItem = ShortcutItem(type: "Scan", localizedTitle: "扫一扫", localizedSubtitle: "Scan a code")
let meituanBundle = AppBundle(version: 1, staticItems: [searchItem, couponItem, scanItem])

/// A world with the app installed, ready for stimuli.
func installedWorld(_ app: ScriptedApp = ScriptedApp(), profile: PlatformProfile = .ios13, bundle: AppBundle = meituanBundle) throws -> World<ScriptedApp> {
    var world = World(app: app, profile: profile)
    try world.perform(.install(bundle))
    return world
}

/// The trace lines that are callbacks, routes, drops, completions or gates: the order tests assert.
func callbacks(_ world: World<ScriptedApp>) -> [String] {
    world.trace.events.map(\.words.description).filter {
        $0.hasPrefix("app.") || $0.hasPrefix("route") || $0.hasPrefix("uikit.") || $0.hasPrefix("milestone")
    }
}
