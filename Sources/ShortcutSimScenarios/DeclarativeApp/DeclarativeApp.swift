import ShortcutCoordination
import ShortcutSimCore

/// The app a scenario declares, running on the engine: it answers every callback as its
/// ``AppDeclaration`` says, so real apps' patterns (the seeds) can be replayed without code.
public struct DeclarativeApp: ShortcutApp, Hashable, Sendable {
    /// The declared behaviour.
    public var declaration: AppDeclaration { constants.declaration }
    /// The dynamic items the app sets, with the versions that set them.
    public var dynamicCatalog: [ShortcutDeclaration] { constants.dynamicCatalog }
    /// The declaration and what follows from it, shared by every copy (see ``DeclarativeAppConstants``).
    let constants: DeclarativeAppConstants

    struct PendingAction: Hashable, Sendable {
        var item: ShortcutItem
        var handler: CompletionHandler
        var armed: Bool
        var delayElapsed: Bool
        /// Its handling is dispatched to the main queue and runs on the next turn (`on the next main-queue turn`).
        var dispatched = false
        /// Handled once already and kept by an app that never clears it (`not cleared`): handled again
        /// at the next activation, without calling its completion handler again (G10, A5.1).
        var handled = false
        /// Its completion handler already heard false when the action was kept for later (`reports the result
        /// or false when deferred`), so nothing reports to it again (A5.1).
        var reported = false
        /// It arrived during a resume, so the trigger of `handled … on resume` applies to it, if the line has one.
        var onResume = false
        /// With `handled … on resume` or `handled … for TYPE`, when its delay ends (`after DURATION`), so the
        /// timer that fires then marks this action, not an earlier one whose trigger waits longer; nil
        /// otherwise, where the actions' one delay ends in the order they came.
        var due: VirtualInstant?
    }

    struct WaitingRoute: Hashable, Sendable {
        var item: ShortcutItem
        var route: RouteDeclaration
        /// The launch item or a delivered action: the selection the route is charged to.
        var origin: ItemOrigin?
    }

    /// The callbacks that arm work waiting for them (``HandlingTrigger/onWillEnterForeground``,
    /// ``HandlingTrigger/onDidBecomeActive``).
    enum ArmingCallback {
        case willEnterForeground
        case didBecomeActive
    }

    var savedItem: ShortcutItem?
    var savedArmed = false
    var savedDelayElapsed = false
    /// The saved launch item was handled and kept, since the app never clears it (`not cleared`, G10).
    var savedHandled = false
    var pendingActions: [PendingAction] = []
    /// Whether the process is past its launch: it has been active once, or it was launched into the
    /// background and told so (`applicationDidEnterBackground`, A7.3). A delivered action that arrives
    /// after that while the app is not active arrives during a resume (A3.1, A3.4), which `dropped on
    /// resume` drops.
    var hasLeftLaunch = false
    /// Whether the next `performActionFor` call is the first of a process whose launch options held
    /// a shortcut item (A1.3), which `skips its first call after a shortcut launch` drops.
    var skipsNextAction = false
    var waitingRoutes: [WaitingRoute] = []
    /// The scenes between `sceneWillEnterForeground` and `sceneDidEnterBackground`: while one is there,
    /// the app is in the foreground, and another scene entering it posts no `willEnterForegroundNotification`.
    var foregroundScenes: Set<String> = []
    /// The reference coordinator every callback goes to, when the app declares `coordinator:`.
    var coordinator: ShortcutCoordinator<ShortcutItem, CompletionHandler>?

    static let launchItemTimer = AppTimer("handleLaunchItem")
    static let actionTimer = AppTimer("handleAction")
    /// What the name of a block dispatched to the main queue starts with (`on the next main-queue
    /// turn`): the engine runs it as an app timer of no delay, and the trace prints it as one.
    public static let mainQueueTimerPrefix = "mainQueue."
    /// The block dispatched to the main queue that handles the saved launch item (`on the next main-queue turn`).
    static let launchItemTurn = AppTimer(mainQueueTimerPrefix + launchItemTimer.name)
    /// The block dispatched to the main queue that handles a delivered action (`on the next main-queue turn`).
    static let actionTurn = AppTimer(mainQueueTimerPrefix + actionTimer.name)

    /// Creates the app from a declaration and the scenario's shortcut declarations.
    public init(declaration: AppDeclaration, shortcuts: [ShortcutDeclaration] = []) {
        self.init(constants: DeclarativeAppConstants(declaration: declaration, dynamicCatalog: shortcuts.filter { $0.kind == .dynamic }))
    }

    /// Creates the app a scenario declares: its `app:` section and its shortcuts.
    public init(scenario: Scenario) {
        self.init(constants: scenario.declarativeAppConstants)
    }

    /// Creates the app of a declaration's constants, made before and shared.
    init(constants: DeclarativeAppConstants) {
        self.constants = constants
        let declaration = constants.declaration
        if let readiness = declaration.coordinatorReadiness {
            coordinator = ShortcutCoordinator(waitingFor: Set(readiness.map(\.name)))
        }
    }

    /// The methods the declaration implements (A2.3, A6.1).
    public var implementedMethods: Set<DelegateMethod> {
        constants.implementedMethods
    }

    /// The `root` milestone, if declared.
    public var rootMilestone: Milestone? { constants.rootMilestone }
    /// The root, the coordinator's milestones, and those the triggers and routes wait for.
    public var readinessMilestones: Set<Milestone> { constants.readinessMilestones }
    /// Whether the declaration opts into state restoration (A7.1).
    public var restoresState: Bool { declaration.restoresState }
    /// The declared launch duration; none in a scene-based app, to which `launch duration:` does not
    /// apply: with `lifecycle: both` it applies to the app-delegate runs, as scene-only settings apply to the scene runs.
    public var launchDuration: VirtualDuration { declaration.usesScenes ? .zero : declaration.launchDuration }
    /// Whether the declaration adopts scenes.
    public var usesScenes: Bool { declaration.usesScenes }
    /// Whether the scene manifest allows more than one scene (`multiple scenes:`, B4.1).
    public var supportsMultipleScenes: Bool { declaration.supportsMultipleScenes }
    /// Whether a launch method reads `launchOptions[.shortcutItem]` (A1.3, deprecated by A1.4): to
    /// capture the item, to return false or skip the launch screen when launched from a shortcut, in
    /// code that fails on it, or to pass it to the coordinator.
    public var readsShortcutItemLaunchOption: Bool { constants.readsShortcutItemLaunchOption }

    /// The declared activation conditions of a scene; undeclared scenes accept everything (B4.1).
    public func activationConditions(forScene name: String) -> SceneActivationConditions {
        declaration.sceneConditions[name] ?? .any
    }

    /// Restores remembered milestones, reaches `at launch` milestones, and starts the timers of timed milestones.
    public mutating func processDidStart(context: inout AppContext) {
        for milestone in declaration.milestones where milestone.remembered
            && context.storedValues[Self.storageKey(milestone.milestone)] == .bool(true) {
            reach(milestone.milestone, atProcessStart: true, context: &context)
        }
        for milestone in declaration.milestones where !context.hasReached(milestone.milestone) {
            switch milestone.start(inProcess: context.processNumber) {
            case .atLaunch:  // holds before the first launch method
                reach(milestone.milestone, atProcessStart: true, context: &context)
            case .afterLaunch(let delay):
                context.schedule(AppTimer(milestone.milestone), after: delay)
            case .withinAfterLaunch(let window):  // a splash of unknown length: the explorer tries each
                context.schedule(AppTimer(milestone.milestone), between: window.earliest, and: window.latest)
            case .after, .withinAfter, .onStep:
                break
            }
        }
    }

    /// Crashes if declared to on a quick-action launch; otherwise captures the launch item if read here,
    /// and returns the declared value.
    public mutating func application(willFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        if crashesOnLaunchOptions(in: .willFinishLaunching, declaration.willFinishLaunching, options, &context) { return true }
        if coordinator != nil { return coordinator!.willFinishLaunching(shortcutItem: options.shortcutItem) }
        armFirstCallSkip(options)
        if constants.readsLaunchItem(in: .willFinishLaunching), let item = options.shortcutItem {
            capture(item, context: &context)
        }
        return declaration.willFinishLaunching.returnValue(launchedFromShortcut: options.shortcutItem != nil, routed: hasRoute(for: options.shortcutItem, context))
    }

    /// Crashes if declared to on a quick-action launch; otherwise shows the launch screen, sets dynamic
    /// items, captures the launch item, returns the declared value.
    public mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        if crashesOnLaunchOptions(in: .didFinishLaunching, declaration.didFinishLaunching, options, &context) { return true }  // before its other work
        if !declaration.launchScreenInWillConnectTo, showLaunchScreen(launchedWith: options.shortcutItem, in: "didFinishLaunching", context: &context) {
            return true  // its code crashed: nothing after it runs (A7.4)
        }
        applyDynamicItemsAtLaunch(context: &context)
        if coordinator != nil { return coordinator!.didFinishLaunching(shortcutItem: options.shortcutItem) }
        armFirstCallSkip(options)
        if savedItem == nil, let stored = storedItem(in: context) {  // `to UserDefaults`: what an earlier process parked (A7.4)
            capture(stored, context: &context)
        }
        if constants.readsLaunchItem(in: .didFinishLaunching), let item = options.shortcutItem {
            capture(item, context: &context)
        }
        return declaration.didFinishLaunching.returnValue(launchedFromShortcut: options.shortcutItem != nil, routed: hasRoute(for: options.shortcutItem, context))
    }

    /// Whether a route of the running version matches the launch item (C1.2, C3.4): what an app that
    /// asks its router before returning from a launch method (`false when launched from a shortcut it
    /// routes`) finds; false without an item.
    private func hasRoute(for item: ShortcutItem?, _ context: AppContext) -> Bool {
        guard let item else { return false }
        return constants.routeIndex(for: item, version: context.appVersion) != nil
    }

    /// Whether the launch item is read from the notification (`saved in didFinishLaunchingNotification`),
    /// the app's one observer of it; the coordinator reads the launch methods' options instead.
    public var observesDidFinishLaunchingNotification: Bool {
        coordinator == nil && constants.readsLaunchItem(in: .didFinishLaunchingNotification)
    }

    /// Captures the launch item if an observer of the notification reads it (A1.1, A1.3). The
    /// coordinator reads the launch methods' options instead, so it ignores the notification.
    public mutating func applicationDidFinishLaunchingNotification(options: LaunchOptions, context: inout AppContext) {
        guard observesDidFinishLaunchingNotification, let item = options.shortcutItem else { return }
        capture(item, context: &context)
    }

    /// Arms `skips its first call after a shortcut launch` when the launch options hold an item (A1.3),
    /// as react-native-quick-actions sets `_initialAction` from the bridge's launch options; the same
    /// options reach both launch methods, so arming twice changes nothing.
    private mutating func armFirstCallSkip(_ options: LaunchOptions) {
        if declaration.performAction.skipsFirstCallAfterShortcutLaunch, options.shortcutItem != nil { skipsNextAction = true }
    }

    /// Crashes in the launch method when it is declared to on a quick-action launch (A1.3); returns whether it did.
    private func crashesOnLaunchOptions(in method: DelegateMethod, _ behaviour: LaunchMethodBehaviour,
                                        _ options: LaunchOptions, _ context: inout AppContext) -> Bool {
        guard behaviour == .crashesWhenLaunchedFromShortcut, let item = options.shortcutItem else { return false }
        context.crash(in: method, onLaunchOptionsWith: item)
        return true
    }

    /// Shows the launch screen as the app's own launch work, unless it is skipped on a quick-action launch
    /// (seed 004), and crashes if its code fails once the milestones of `crashes with` are reached (or always,
    /// `crashes`): zotero/zotero-ios#948's restored item. Returns whether it crashed.
    private func showLaunchScreen(launchedWith item: ShortcutItem?, in method: String, context: inout AppContext) -> Bool {
        guard let screen = declaration.launchScreen, !(declaration.launchScreenSkippedForShortcutLaunch && item != nil) else { return false }
        context.show(screen)
        guard let crashesWith = declaration.launchScreenCrashesWith, Self.hasReached(crashesWith, in: context) else { return false }
        context.crash(inLaunchWorkOf: method, reached: crashesWith)
        return true
    }

    /// Handles the action as the declaration says and calls the completion handler per its policy;
    /// with `skips its first call after a shortcut launch`, drops the first call of a process whose
    /// launch options held an item, whatever that call carries (A2.3, A2.6).
    public mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
        if coordinator != nil { return route(coordinator!.performAction(for: item, completion: completionHandler), context: &context) }
        if skipsNextAction {  // `static BOOL first`: consumed by the first call, whatever it carries (A2.3, A2.6)
            skipsNextAction = false
            context.drop(item, cause: .firstCallAfterShortcutLaunch)
            report(false, to: completionHandler, context: &context)
            return completeAtOnce(completionHandler, context: &context)
        }
        receive(item, policy: declaration.performAction, completionHandler: completionHandler, context: &context)
    }

    /// Captures the item of a new session if the app reads it here (B1.4).
    public mutating func application(configurationForConnecting session: SceneSession, options: SceneConnectionOptions, context: inout AppContext) {
        if coordinator != nil { return coordinator!.configurationForConnecting(shortcutItem: options.shortcutItem) }
        if constants.readsLaunchItem(in: .configurationForConnecting), let item = options.shortcutItem {
            capture(item, context: &context)
        }
    }

    /// Shows the launch screen if the scene delegate does (it may crash there), then captures the connection
    /// options' item if the app reads it here (B1.1, B1.3).
    public mutating func scene(willConnectTo session: SceneSession, options: SceneConnectionOptions, context: inout AppContext) {
        if declaration.launchScreenInWillConnectTo, showLaunchScreen(launchedWith: options.shortcutItem, in: "willConnectTo", context: &context) { return }
        if coordinator != nil { return coordinator!.sceneWillConnect(session.sceneName, shortcutItem: options.shortcutItem) }
        if constants.readsLaunchItem(in: .willConnectTo), let item = options.shortcutItem {
            capture(item, context: &context)
        }
    }

    /// Arms work that waits for activation, then handles whatever is ready (B1.3).
    public mutating func sceneDidBecomeActive(_ session: SceneSession, context: inout AppContext) {
        if coordinator != nil {
            route(coordinator!.sceneDidBecomeActive(session.sceneName), context: &context)
        } else {
            didBecomeActive(inScene: true, context: &context)
        }
        applyDynamicItems(onCallbackSetting: .setOnDidBecomeActive, appDelegateOnly: .setOnApplicationDidBecomeActive, inScene: true, context: &context)
    }

    /// Handles a warm scene action as `scene performAction:` says (B2.1).
    public mutating func windowScene(_ session: SceneSession, performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
        if coordinator != nil { return route(coordinator!.windowScenePerformAction(for: item, completion: completionHandler), context: &context) }
        receive(item, policy: declaration.scenePerformAction, completionHandler: completionHandler, context: &context)
    }

    /// Handles the item per the policy; `always true`/`always false` then call the completion handler
    /// before returning, after any handling done at once, as seed 002 does (`completionHandler(YES)` last).
    private mutating func receive(_ item: ShortcutItem, policy: PerformActionPolicy, completionHandler: CompletionHandler, context: inout AppContext) {
        switch policy {
        case .notImplemented:
            return
        case .ignored:
            report(false, to: completionHandler, context: &context)
        case .handled(let trigger) where trigger.dropsOnResume && hasLeftLaunch && context.applicationState != .active:
            context.drop(item, missing: [], origin: .delivered)  // `dropped on resume`: nothing routes, and the handler hears false
            report(false, to: completionHandler, context: &context)
        case .handled(let lineTrigger):
            if lineTrigger.sharesLaunchItem { replaceSavedItem(by: item, context: &context) }
            if lineTrigger.keepsOnePendingItem { replacePendingActions(by: item, context: &context) }
            // `handled … on resume`: an action that arrives during a resume has its own timing (A3.1, A3.4);
            // `handled … for TYPE`: so has an action of a type the app's own branch handles another way (C1.2).
            let onResume = lineTrigger.onResume != nil && hasLeftLaunch && context.applicationState != .active
            let trigger = lineTrigger.trigger(for: item.type, onResume: onResume)
            let delaysMayCross = lineTrigger.onResume != nil || !lineTrigger.typeTriggers.isEmpty
            pendingActions.append(PendingAction(item: item, handler: completionHandler, armed: !trigger.waitsForCallback,
                                                delayElapsed: trigger.delay == nil, onResume: onResume,
                                                due: delaysMayCross ? trigger.delay.map { context.now + $0 } : nil))
            if let delay = trigger.delay { context.schedule(Self.actionTimer, after: delay) }
            handlePendingActions(context: &context)
            if constants.declaration.completion == .reportsResultOrFalseWhenDeferred, !context.hasCrashed,
               let index = pendingActions.lastIndex(where: { $0.handler == completionHandler && !$0.handled }) {  // kept for later: false now
                pendingActions[index].reported = true
                context.complete(completionHandler, succeeded: false)
            }
        }
        if context.hasCrashed { return }  // the process is gone: nothing after the crash runs
        completeAtOnce(completionHandler, context: &context)
    }

    /// Calls the completion handler before `performActionFor` returns when the policy is `always true`
    /// or `always false` (A5.1: whatever happened); the other policies call it with the result, or never.
    private func completeAtOnce(_ completionHandler: CompletionHandler, context: inout AppContext) {
        // On the shared constants in place, as every question here: `declaration` returns a copy.
        switch constants.declaration.completion {
        case .alwaysTrue: context.complete(completionHandler, succeeded: true)
        case .alwaysFalse: context.complete(completionHandler, succeeded: false)
        case .reportsResult, .reportsResultOrFalseWhenDeferred, .neverCalled, .calledTwice, .calledTwiceThen, .trueWhenHandledOrNeverCalled: break
        }
    }

    /// `one pending item`: the app keeps the action it defers in one property, so the newer action
    /// takes the place of every one still waiting, which the app then never routes; its completion
    /// handler hears false, as after any drop (A5.1). One whose handling is already dispatched to the
    /// main queue is no longer waiting: the block holds it.
    private mutating func replacePendingActions(by newer: ShortcutItem, context: inout AppContext) {
        for action in takeWaitingActions() {
            context.replace(action.item, by: newer, origin: .delivered)
            if !action.reported { report(false, to: action.handler, context: &context) }
        }
    }

    /// `one pending item shared with the launch item`: the delivered action is written to the property
    /// that holds the saved launch item, so a launch item still waiting there is gone, never routed
    /// (`app.drop SAVED replacedBy=NEW`), as Mlem's `shortcutItemToProcess` is overwritten by
    /// `windowScene(_:performActionFor:)` before the root view's `onAppear` reads it (B1.1, B2.1).
    private mutating func replaceSavedItem(by newer: ShortcutItem, context: inout AppContext) {
        guard let saved = takeSavedItem(context: &context) else { return }
        context.replace(saved, by: newer, origin: .launchItem)
    }

    /// Removes the saved launch item and returns it if it still waits for its trigger; one handled
    /// already and kept (`not cleared`) goes without a word, since nothing is lost with it.
    private mutating func takeSavedItem(context: inout AppContext) -> ShortcutItem? {
        defer { savedItem = nil; savedArmed = false; savedHandled = false }
        removeStoredItem(context: &context)
        return savedHandled ? nil : savedItem
    }

    /// Removes and returns the pending actions still waiting for their trigger: not those whose
    /// handling is dispatched to the main queue, which the block holds.
    private mutating func takeWaitingActions() -> [PendingAction] {
        let waiting = pendingActions.filter { !$0.dispatched && !$0.handled }
        pendingActions.removeAll { !$0.dispatched }  // a kept action already handled (`not cleared`) goes too, without a word
        return waiting
    }

    /// `cleared on willEnterForeground`: the app sets the actions it keeps pending to nil as it enters
    /// the foreground, so none still waiting is ever routed (`app.drop TYPE cause=clearedOnWillEnterForeground`);
    /// its completion handler hears false, as after any drop (A5.1). Where the profile delivers a warm
    /// action before `willEnterForeground` (A3.3) that is the action of this resume; after it (A3.2),
    /// only one kept from before the app left. One whose handling is dispatched to the main queue is kept.
    /// With `one pending item shared with the launch item` the property cleared is also the saved launch
    /// item's, so a launch item still waiting goes too: with scenes, the cold launch's own
    /// `sceneWillEnterForeground`, right after `willConnectTo` saved it (B1.1), clears it.
    private mutating func clearPendingActions(context: inout AppContext) {
        guard let trigger = actionTrigger, trigger.clearedOnWillEnterForeground else { return }
        if trigger.sharesLaunchItem, let saved = takeSavedItem(context: &context) {
            context.drop(saved, cause: .clearedOnWillEnterForeground, origin: .launchItem)
        }
        for action in takeWaitingActions() {
            context.drop(action.item, cause: .clearedOnWillEnterForeground)
            if !action.reported { report(false, to: action.handler, context: &context) }
        }
    }

    /// Clears the pending actions if the app does so here, arms work that waits for
    /// `willEnterForeground`, then handles whatever is ready.
    public mutating func applicationWillEnterForeground(context: inout AppContext) {
        guard coordinator == nil else { return }
        clearPendingActions(context: &context)
        arm(inScene: false, when: .willEnterForeground)
        handleReadyWork(context: &context)
    }

    /// The scene's `willEnterForeground`: the same as the app's (A7.5: the app delegate hears nothing
    /// with scenes), except for work that waits for the app delegate's own method. The pending actions
    /// are cleared as the app's would be: UIKit posts `willEnterForegroundNotification` with scenes too (A7.5),
    /// when the app leaves the background; not when another window comes to the foreground (`open scene`)
    /// while one of its scenes is there already, which is no foreground transition of the app.
    public mutating func sceneWillEnterForeground(_ session: SceneSession, context: inout AppContext) {
        let appEntersForeground = foregroundScenes.isEmpty
        foregroundScenes.insert(session.sceneName)
        guard coordinator == nil else { return }
        if appEntersForeground { clearPendingActions(context: &context) }
        arm(inScene: true, when: .willEnterForeground)
        handleReadyWork(context: &context)
    }

    /// Arms work that waits for activation, then handles whatever is ready; then sets the dynamic items
    /// if the app does so on becoming active (C1.6).
    public mutating func applicationDidBecomeActive(context: inout AppContext) {
        if coordinator != nil {
            route(coordinator!.didBecomeActive(), context: &context)
        } else {
            didBecomeActive(inScene: false, context: &context)
        }
        applyDynamicItems(onCallbackSetting: .setOnDidBecomeActive, appDelegateOnly: .setOnApplicationDidBecomeActive, inScene: false, context: &context)
    }

    /// The activation of the app or of a scene: arms the work waiting for it, then handles whatever is ready.
    private mutating func didBecomeActive(inScene: Bool, context: inout AppContext) {
        hasLeftLaunch = true
        arm(inScene: inScene, when: .didBecomeActive)
        handleReadyWork(context: &context)
    }

    /// Arms the saved launch item and the pending actions whose trigger waits for this callback; a
    /// scene's callback does not arm a trigger that names the app delegate's own method (A7.5).
    /// The callback is named by a case, not a key path: applying a `KeyPath` asked the runtime for
    /// generic metadata on every activation, about 5% of a replay run.
    private mutating func arm(inScene: Bool, when callback: ArmingCallback) {
        func fires(_ trigger: HandlingTrigger) -> Bool {
            let waits = switch callback {
            case .willEnterForeground: trigger.onWillEnterForeground
            case .didBecomeActive: trigger.onDidBecomeActive
            }
            return waits && !(inScene && trigger.waitsForAppDelegateCallback)
        }
        if let saved = savedItem, fires(declaration.launchItem.trigger(for: saved.type)) { savedArmed = true }
        if !pendingActions.isEmpty, let trigger = actionTrigger {  // no copy of the trigger when nothing waits
            for index in pendingActions.indices where fires(Self.trigger(trigger, of: pendingActions[index])) { pendingActions[index].armed = true }
        }
    }

    /// Sets the dynamic items if the app does so on resign active (C1.6), and tells the coordinator the app is no longer active.
    public mutating func applicationWillResignActive(context: inout AppContext) {
        applyDynamicItems(onCallbackSetting: .setOnResignActive, appDelegateOnly: .setOnApplicationWillResignActive, inScene: false, context: &context)
        coordinator?.willResignActive()
    }

    /// Sets the dynamic items if the app does so on resign active, as Apple's iOS 13 sample does (C1.6),
    /// and tells the coordinator the scene is no longer active.
    public mutating func sceneWillResignActive(_ session: SceneSession, context: inout AppContext) {
        applyDynamicItems(onCallbackSetting: .setOnResignActive, appDelegateOnly: .setOnApplicationWillResignActive, inScene: true, context: &context)
        coordinator?.sceneWillResignActive(session.sceneName)
    }

    /// Sets the dynamic items if the app does so on entering the background (C1.6). A background launch
    /// ends here, so a later action arrives during a resume (A3.1), as after an activation.
    public mutating func applicationDidEnterBackground(context: inout AppContext) {
        hasLeftLaunch = true
        applyDynamicItems(onCallbackSetting: .setOnDidEnterBackground, appDelegateOnly: .setOnApplicationDidEnterBackground, inScene: false, context: &context)
    }

    /// Notes that the scene left the foreground, and sets the dynamic items if the app does so on entering
    /// the background (C1.6), in the scene's callback.
    public mutating func sceneDidEnterBackground(_ session: SceneSession, context: inout AppContext) {
        foregroundScenes.remove(session.sceneName)
        applyDynamicItems(onCallbackSetting: .setOnDidEnterBackground, appDelegateOnly: .setOnApplicationDidEnterBackground, inScene: true, context: &context)
    }

    /// Notes that the scene left the foreground, and tells the coordinator the scene is gone.
    public mutating func sceneDidDisconnect(_ session: SceneSession, context: inout AppContext) {
        foregroundScenes.remove(session.sceneName)
        coordinator?.sceneDidDisconnect(session.sceneName)
    }

    /// Runs a delayed handler, a block dispatched to the main queue, or reaches a timed milestone.
    public mutating func timerFired(_ timer: AppTimer, context: inout AppContext) {
        if timer == Self.launchItemTurn {
            if let item = savedItem { finishSavedItem(item, context: &context) }  // the block reads the item when it runs
            return
        } else if timer == Self.actionTurn {
            if let index = pendingActions.firstIndex(where: \.dispatched) { finish(pendingActions.remove(at: index), context: &context) }
            return
        } else if timer == Self.launchItemTimer {
            savedDelayElapsed = true
        } else if timer == Self.actionTimer {
            // The action whose delay ends now: with `handled … on resume` two delays may end out of order.
            if let index = pendingActions.firstIndex(where: { !$0.delayElapsed && $0.due == context.now })
                ?? pendingActions.firstIndex(where: { !$0.delayElapsed }) {
                pendingActions[index].delayElapsed = true
            }
        } else if let index = constants.milestoneIndex(reachedBy: timer) {
            reach(constants.milestones[index].milestone, context: &context)  // the declared value, whose digest is made
            return
        }
        handleReadyWork(context: &context)
    }

    /// Reacts to a milestone the engine reached from a step.
    public mutating func milestoneReached(_ milestone: Milestone, context: inout AppContext) {
        didReach(milestone, context: &context)
    }

    /// Reacts to a milestone the user undid (`undo login`: signing out). A `remembered` one is
    /// forgotten, so a later process starts without it; the coordinator waits for it again; and what
    /// needs it from now on waits for it (`needs login`, `when login ready`) or finds it missing
    /// (`if login ready`, `crashes without login`), since the context no longer holds it. A launch
    /// item `cleared when login undone` still waiting is dropped, and removed from `UserDefaults`; dynamic
    /// items `cleared when login undone` are set to an empty array, or `reset when login undone` to those
    /// the app's state now gives (C1.6).
    public mutating func milestoneUndone(_ milestone: Milestone, context: inout AppContext) {
        didUndo(milestone, context: &context)
    }

    /// The app's reaction to a milestone undone, by the user or by its own route (`undoes M`, `toggles M`).
    private mutating func didUndo(_ milestone: Milestone, context: inout AppContext) {
        if constants.isRemembered(milestone) {
            context.storedValues[Self.storageKey(milestone)] = nil
        }
        coordinator?.undone(milestone.name)
        if declaration.launchItem.clearedWhenUndone == milestone {  // `cleared when login undone`: the sign-out path clears it
            if let saved = takeSavedItem(context: &context) { context.drop(saved, cause: .clearedOnUndo, origin: .launchItem) }
        }
        if let code = dynamicItemsCode(context), code.changedWhenUndone == milestone {  // the sign-out path sets them (C1.6)
            context.shortcutItems = code.resetsWhenUndone ? dynamicItems(context) : []
        }
    }

    // MARK: - Handling

    /// Routes what the coordinator hands over, and calls each completion handler once with the result (A5.1).
    private mutating func route(_ deliveries: [ShortcutCoordinator<ShortcutItem, CompletionHandler>.Delivery], context: inout AppContext) {
        for delivery in deliveries {
            let routed = handle(delivery.item, origin: nil, context: &context)
            if let completion = delivery.completion { context.complete(completion, succeeded: routed) }
        }
    }

    private mutating func capture(_ item: ShortcutItem, context: inout AppContext) {
        let trigger = declaration.launchItem.trigger(for: item.type)  // `handled at once for respring`: the app's own branch on the type
        if trigger.isImmediate {
            _ = handle(item, origin: .launchItem, context: &context)
            return
        }
        // `one pending item shared with the launch item`: a scene that connects later in the process
        // (B1.1, B1.4) writes its item to the property the delivered actions share, so an action still
        // waiting there is replaced, and one kept after handling (`not cleared`) is gone (G10).
        if actionTrigger?.sharesLaunchItem == true { replacePendingActions(by: item, context: &context) }
        savedItem = item
        store(item, context: &context)
        savedHandled = false
        savedArmed = !trigger.waitsForCallback
        savedDelayElapsed = trigger.delay == nil
        if let delay = trigger.delay { context.schedule(Self.launchItemTimer, after: delay) }
        handleSavedItem(context: &context)
    }

    private mutating func handleReadyWork(context: inout AppContext) {
        handleSavedItem(context: &context)
        handlePendingActions(context: &context)
    }

    /// Handles the saved item once its trigger holds, or dispatches its handling to the main queue
    /// (`on the next main-queue turn`), where the block reads the saved item when it runs.
    private mutating func handleSavedItem(context: inout AppContext) {
        guard let item = savedItem, savedArmed, savedDelayElapsed else { return }
        let trigger = declaration.launchItem.trigger(for: item.type)
        guard Self.hasReached(trigger.milestones, in: context) else { return }
        savedArmed = false
        guard !trigger.onNextMainQueueTurn else {
            context.schedule(Self.launchItemTurn, after: .zero)  // the next turn: after what this instant already queued (A7.3 applies)
            return
        }
        finishSavedItem(item, context: &context)
    }

    /// The handling of the saved item. A trigger that checks its milestones once drops the item when
    /// they are not reached (`if js ready, else dropped`: nothing routes, and `then cleared` /
    /// `not cleared` apply as after any handling), or crashes (`else crashes`).
    private mutating func finishSavedItem(_ item: ShortcutItem, context: inout AppContext) {
        let trigger = declaration.launchItem.trigger(for: item.type)
        let ready = Self.hasReached(trigger.checkedMilestones, in: context)
        let policy = declaration.launchItem
        if policy.clearsAfterHandling && !policy.clearsOnlyWhenRouted {
            savedItem = nil
            removeStoredItem(context: &context)
        } else if !policy.clearsAfterHandling {
            savedHandled = true  // G10
        }
        let routed: Bool
        if ready {
            routed = handle(item, origin: .launchItem, context: &context)
        } else {
            giveUp(item, origin: .launchItem, trigger: trigger, context: &context)
            routed = false
        }
        // `then cleared if routed`: the routing function returned true; else the item stays for the next time the trigger holds.
        if policy.clearsOnlyWhenRouted && routed && savedItem == item {
            savedItem = nil
            removeStoredItem(context: &context)
        }
    }

    /// Handles the pending actions whose trigger holds, or dispatches the handling of each to the
    /// main queue (`on the next main-queue turn`), one block per action.
    private mutating func handlePendingActions(context: inout AppContext) {
        // Most callbacks find none: asked first, so that they do not copy the trigger for nothing.
        guard !pendingActions.isEmpty, let lineTrigger = actionTrigger else { return }
        while !context.hasCrashed {
            guard let index = pendingActions.firstIndex(where: {
                $0.armed && $0.delayElapsed && !$0.dispatched && Self.hasReached(Self.milestones(lineTrigger, of: $0), in: context)
            }) else { return }
            if Self.trigger(lineTrigger, of: pendingActions[index]).onNextMainQueueTurn {
                pendingActions[index].dispatched = true
                context.schedule(Self.actionTurn, after: .zero)  // the next turn: after what this instant already queued (A7.3 applies)
            } else {
                finish(pendingActions.remove(at: index), context: &context)
            }
        }
    }

    /// The trigger of one delivered action: the line's; with `handled … for TYPE` that clause's for an action of
    /// a type it names; with `handled … on resume` the resume's for one that arrived during a resume.
    private static func trigger(_ lineTrigger: HandlingTrigger, of action: PendingAction) -> HandlingTrigger {
        lineTrigger.typeTriggers.isEmpty && !action.onResume ? lineTrigger : lineTrigger.trigger(for: action.item.type, onResume: action.onResume)
    }

    /// The milestones one delivered action waits for, as ``trigger(_:of:)`` gives them, read without
    /// copying the whole trigger for every action the loop looks at when the line has one trigger.
    private static func milestones(_ lineTrigger: HandlingTrigger, of action: PendingAction) -> [Milestone] {
        lineTrigger.typeTriggers.isEmpty && !action.onResume ? lineTrigger.milestones : trigger(lineTrigger, of: action).milestones
    }

    /// The trigger of the delivered actions: `scene performAction:` with scenes, `performAction:` without.
    private var actionTrigger: HandlingTrigger? {
        guard case .handled(let trigger) = usesScenes ? declaration.scenePerformAction : declaration.performAction else { return nil }
        return trigger
    }

    /// The handling of a delivered action, reporting the result to its completion handler. With
    /// `if js ready, else dropped` an action whose milestones are not reached is dropped: nothing
    /// routes and the handler hears false (A5.1); the engine then reports it `lost`. With
    /// `else crashes` the app crashes instead, and no handler is called again.
    private mutating func finish(_ action: PendingAction, context: inout AppContext) {
        guard let lineTrigger = actionTrigger else { return }
        let trigger = Self.trigger(lineTrigger, of: action)
        let ready = Self.hasReached(trigger.checkedMilestones, in: context)
        let origin: ItemOrigin = action.handled ? .keptAction : .delivered  // a kept one belongs to the selection it was routed for (G10)
        if !ready { giveUp(action.item, origin: origin, trigger: trigger, context: &context) }
        if context.hasCrashed { return }
        let routed = ready ? handle(action.item, origin: origin, context: &context) : false
        if !action.handled && !action.reported { report(routed, to: action.handler, context: &context) }  // once (A5.1)
        if trigger.keepsHandledAction && trigger.onDidBecomeActive {  // `not cleared`: handled again at the next activation (G10)
            var kept = action
            kept.armed = false
            kept.dispatched = false
            kept.handled = true
            pendingActions.append(kept)
        }
    }

    /// What an app whose trigger checks its milestones once does when they are not reached: drops the
    /// item (`app.drop`) or crashes (`app.crash`), naming the milestones it lacked.
    private func giveUp(_ item: ShortcutItem, origin: ItemOrigin, trigger: HandlingTrigger, context: inout AppContext) {
        let missing = trigger.checkedMilestones.filter { !context.hasReached($0) }
        switch trigger.ifNotReady {
        case .crashes: context.crash(handling: item, missing: missing)
        case .dropped, nil: context.drop(item, missing: missing, origin: origin)
        }
    }

    private func report(_ result: Bool, to handler: CompletionHandler, context: inout AppContext) {
        switch constants.declaration.completion {
        case .reportsResult, .reportsResultOrFalseWhenDeferred: context.complete(handler, succeeded: result)
        case .calledTwice:
            context.complete(handler, succeeded: result)
            context.complete(handler, succeeded: result)
        case .calledTwiceThen(let second):  // `completionHandler(result)`, then `completionHandler(false)` (zotero-ios#948)
            context.complete(handler, succeeded: result)
            context.complete(handler, succeeded: second)
        case .trueWhenHandledOrNeverCalled:  // Wire: `completionHandler?(true)` once handled; nothing for a drop or another type
            if result { context.complete(handler, succeeded: true) }
        case .alwaysTrue, .alwaysFalse, .neverCalled: break
        }
    }

    /// Routes the item, or reports it unhandled when no route matches its type exactly (C1.2), or, where
    /// routes name titles or `userInfo` values, none matches the item's and none takes every item of the type; the
    /// route and any drop say where the item came from (`origin`), so each is charged to its selection.
    private mutating func handle(_ item: ShortcutItem, origin: ItemOrigin?, context: inout AppContext) -> Bool {
        // On the shared constants, in place: a method called on `declaration` copied the whole
        // declaration, and a route returned was a copy; only a route that waits is copied.
        guard let index = constants.routeIndex(for: item, version: context.appVersion) else {
            context.reportUnhandled(item)
            return false
        }
        let routes = constants.routes
        if let missing = routes[index].requires.first(where: { !context.hasReached($0) }) {
            waitingRoutes.append(WaitingRoute(item: item, route: routes[index], origin: origin))
            context.show(missing.name)
            return true
        }
        return show(routes[index], for: item, origin: origin, context: &context)
    }

    /// Opens the route's destination, unless a milestone its code uses is not reached: then the
    /// app crashes or drops the item, as the route says; or unless its code always crashes (`crashes`,
    /// recorded as `app.crash TYPE` with no reason); or unless every milestone of `crashes with`
    /// is reached, whose code then crashes on it; or unless it needs the app active (`dropped while
    /// inactive`) and the app is not. A route with a branch (`if M ready, else -> Other`) opens the other
    /// screen instead when its milestones say so, without the state change or `then`. Returns whether it routed.
    @discardableResult
    private mutating func show(_ route: RouteDeclaration, for item: ShortcutItem, origin: ItemOrigin?, context: inout AppContext) -> Bool {
        let missing = route.checked.filter { !context.hasReached($0) }
        guard missing.isEmpty else {
            switch route.ifMissing {
            case .crashes: context.crash(handling: item, missing: missing)
            case .dropped: context.drop(item, missing: missing, origin: origin)
            }
            return false
        }
        if route.alwaysCrashes {  // `crashes`: the destination's code fails whatever the app's state (A7.4)
            context.crash(handling: item, missing: [])
            return false
        }
        if !route.crashesWith.isEmpty, Self.hasReached(route.crashesWith, in: context) {  // `crashes with dashboard`
            context.crash(handling: item, reached: route.crashesWith)
            return false
        }
        if route.dropsWhileInactive, context.applicationState != .active {  // `dropped while inactive` (A1.2, A3.4)
            context.drop(item, cause: .notActive, origin: origin)
            return false
        }
        if let screen = constants.declaration.beforeRouting { context.show(screen) }
        if let branch = route.branch, !branch.opensDestination(allReached: Self.hasReached(branch.milestones, in: context)) {
            // `if dimmed ready, else -> FailedAlert`: the code shows another screen, and does neither its work nor `then` (C1.2).
            context.route(item, to: branch.otherDestination, origin: origin)
            return true
        }
        context.route(item, to: route.destination, origin: origin)
        if let change = route.stateChange { apply(change, context: &context) }
        switch route.aftermath {  // the app leaves once the work is done: exit(0) (A7.4) or a private suspend (A7.3)
        case .exits: context.exit()
        case .suspends: context.suspend()
        case nil: break
        }
        return true
    }

    /// What the destination's code does to the app's state (`reaches`, `undoes`, `toggles`), right after
    /// the route: the app reacts as to a milestone it reached by itself, or to one the user undid, so the
    /// dynamic items it sets from that state follow (C1.6) and SpringBoard keeps them (C3.1).
    private mutating func apply(_ change: RouteStateChange, context: inout AppContext) {
        for milestone in change.milestones {
            let reached = context.hasReached(milestone)
            switch change.kind {
            case .reaches: reach(milestone, context: &context)
            case .undoes where reached, .toggles where reached:
                context.undo(milestone)
                didUndo(milestone, context: &context)
            case .toggles: reach(milestone, context: &context)
            case .undoes: break
            }
        }
    }

    // MARK: - Milestones and dynamic items

    /// Reaches a milestone and reacts to it. One that holds when the process starts (`at launch`,
    /// or `remembered` from an earlier process) is state the app finds, not an event: the code that
    /// sets or clears the dynamic items for it runs in `didFinishLaunching`, since no app code runs
    /// before the first launch method (A1.1).
    private mutating func reach(_ milestone: Milestone, atProcessStart: Bool = false, context: inout AppContext) {
        guard !context.hasReached(milestone) else { return }
        context.reach(milestone)
        didReach(milestone, atProcessStart: atProcessStart, context: &context)
    }

    private mutating func didReach(_ milestone: Milestone, atProcessStart: Bool = false, context: inout AppContext) {
        if constants.isRemembered(milestone) {
            context.storedValues[Self.storageKey(milestone)] = .bool(true)
        }
        // Only the milestones whose start names this one can be scheduled by it, in declaration
        // order as a loop over all of them finds them; each is read in place, not copied.
        let milestones = constants.milestones
        for index in constants.followerIndices(of: milestone) where !context.hasReached(milestones[index].milestone) {
            switch milestones[index].start(inProcess: context.processNumber) {
            case .after(let previous, let delay) where previous == milestone:
                context.schedule(AppTimer(milestones[index].milestone), after: delay)
            case .withinAfter(let previous, let window) where previous == milestone:
                context.schedule(AppTimer(milestones[index].milestone), between: window.earliest, and: window.latest)
            default:
                break
            }
        }
        if !atProcessStart { applyDynamicItems(after: milestone, context: &context) }
        if coordinator != nil { route(coordinator!.reached(milestone.name), context: &context) }
        if !waitingRoutes.isEmpty {  // most milestones find none: filtering an empty array still cost about 400 instructions
            let ready = waitingRoutes.filter { Self.hasReached($0.route.requires, in: context) }
            waitingRoutes.removeAll { Self.hasReached($0.route.requires, in: context) }
            for waiting in ready { show(waiting.route, for: waiting.item, origin: waiting.origin, context: &context) }
        }
        handleReadyWork(context: &context)
    }

    /// `set after MILESTONE`, `append after MILESTONE` and `cleared after MILESTONE`, once the milestone is reached.
    private func applyDynamicItems(after milestone: Milestone, context: inout AppContext) {
        guard let code = dynamicItemsCode(context) else { return }
        for policy in code.policies {
            if case .setAfter(let trigger) = policy, trigger == milestone {
                context.shortcutItems = dynamicItems(context)
            }
            if case .appendAfter(let trigger) = policy, trigger == milestone {  // reading returns only dynamic items (C3.2)
                context.shortcutItems = context.shortcutItems + dynamicItems(context)
            }
        }
        if code.clearedAfter == milestone {  // logging out: the menu keeps only static items (C1.6, C2.1)
            context.shortcutItems = []
        }
    }

    private func applyDynamicItemsAtLaunch(context: inout AppContext) {
        guard let code = dynamicItemsCode(context) else { return }
        // Milestones that held when the process started get their reaction here, in order of declaration.
        for declared in declaration.milestones where context.hasReached(declared.milestone) {
            applyDynamicItems(after: declared.milestone, context: &context)
        }
        let items = dynamicItems(context)
        for policy in code.policies {  // the parser allows one of the launch policies on a line
            switch policy {
            case .none, .setAfter, .appendAfter, .setOnResignActive, .setOnApplicationWillResignActive, .setOnDidEnterBackground,
                 .setOnApplicationDidEnterBackground, .setOnDidBecomeActive, .setOnApplicationDidBecomeActive: break
            case .setWhenEmpty where context.shortcutItems.isEmpty: context.shortcutItems = items  // seed 001
            case .setWhenEmpty: break
            case .appendEveryLaunch: context.shortcutItems = context.shortcutItems + items  // seed 002, C3.2
            case .replaceEveryLaunch: context.shortcutItems = items
            }
        }
    }

    /// `set on willResignActive` (Apple's iOS 13 sample), `set on didEnterBackground` (DuckDuckGo) and
    /// `set on didBecomeActive` (Dequeue's `scenePhase` `.active`): `shortcutItems` is replaced each time
    /// the callback runs (C1.6), so the menu holds only static items until the first time (C3.3), and
    /// SpringBoard keeps them (C3.1); an interruption that keeps the app in the foreground resigns
    /// active but does not enter the background (A7.3). Nothing runs after a crash in the callback.
    /// `either` is set in the app delegate's method or the scene's, whichever the lifecycle calls;
    /// `appDelegateOnly` in the app delegate's own method, which does not run for a scene (A7.5).
    private func applyDynamicItems(onCallbackSetting either: DynamicItemsPolicy, appDelegateOnly: DynamicItemsPolicy,
                                   inScene: Bool, context: inout AppContext) {
        guard !context.hasCrashed, let index = dynamicItemsCodeIndex(context) else { return }
        let policies = constants.dynamicItemsCode[index].policies  // in place: most callbacks find neither
        guard policies.contains(either) || (!inScene && policies.contains(appDelegateOnly)) else { return }
        context.shortcutItems = dynamicItems(context)
    }

    /// The `dynamic items:` code of the running version, nil when it has none or when it checks
    /// `forceTouchCapability` on a device without 3D Touch and so does nothing (E1).
    private func dynamicItemsCode(_ context: AppContext) -> DynamicItemsCode? {
        dynamicItemsCodeIndex(context).map { constants.dynamicItemsCode[$0] }
    }

    /// Where ``dynamicItemsCode(_:)`` is in the constants' list, read there without a copy.
    private func dynamicItemsCodeIndex(_ context: AppContext) -> Int? {
        guard let index = constants.dynamicItemsCodeIndex(forVersion: context.appVersion),
              !constants.dynamicItemsCode[index].requiresForceTouch || context.forceTouchCapability == .available else { return nil }
        return index
    }

    /// The items the running version sets now: those it declares (C3.4) whose `if=` milestone is
    /// reached and whose `unless=` milestone is not, as the app builds the array from its state.
    private func dynamicItems(_ context: AppContext) -> [ShortcutItem] {
        if let items = constants.unconditionalDynamicItems { return items }
        return dynamicCatalog.filter { $0.isIncluded(version: context.appVersion) { context.hasReached($0) } }.map(\.item)
    }

    private static func storageKey(_ milestone: Milestone) -> String { "milestone.\(milestone.name)" }

    /// Whether every one of the milestones is reached. A helper rather than
    /// `allSatisfy(context.hasReached)`, whose method reference copied the whole context.
    private static func hasReached(_ milestones: [Milestone], in context: AppContext) -> Bool {
        milestones.allSatisfy { context.hasReached($0) }
    }
}
