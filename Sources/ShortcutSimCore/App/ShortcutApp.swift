/// An app under test: it receives UIKit's callbacks and answers as a real app delegate would.
///
/// Conform your own coordinator (through a thin wrapper) to test it, or use the declarative app of
/// the scenarios module. The app is a value: the engine starts each process from a fresh copy of
/// the value it was given (memory does not survive a relaunch), and data meant to survive goes in
/// ``AppContext/storedValues``. Every method has a default that does nothing, so an app
/// implements only what it needs; ``implementedMethods`` tells UIKit which optional methods exist.
public protocol ShortcutApp {
    /// The optional delegate methods this app implements, as `responds(to:)` would answer (A2.3, A6.1).
    var implementedMethods: Set<DelegateMethod> { get }

    /// The milestone at which the root container exists; routing before it is a defect (seed 003).
    var rootMilestone: Milestone? { get }

    /// The milestones the app waits for before it routes a quick action: the root container, and
    /// any others its handling waits for (a login, a loaded JavaScript bundle). Until the app has
    /// been active with all of them reached, an item it holds is not yet its responsibility: when
    /// the user leaves and the process ends first, the selection was abandoned, not lost (A1.2).
    var readinessMilestones: Set<Milestone> { get }

    /// Whether the app opts into state restoration, which runs between the launch methods of an app
    /// without scenes (A7.1); a scene-based app restores each scene through its session instead.
    var restoresState: Bool { get }

    /// How long the app's launch takes between `didFinishLaunching` and its first activation.
    var launchDuration: VirtualDuration { get }

    /// Whether the app adopts scenes (its Info.plist has a scene manifest): the scene lifecycle of B1–B4.
    var usesScenes: Bool { get }

    /// Whether the app's scene manifest sets `UIApplicationSupportsMultipleScenes` to true. Apple,
    /// `UIApplicationSupportsMultipleScenes`: "If you set the value to false, UIKit never creates more
    /// than one scene for your app." The app then has one window even where the system allows several
    /// (``PlatformProfile/supportsMultipleScenes``, an iPad): opening a second one cannot happen, and
    /// every quick action goes to the one scene (B4.1). Read once, from the app as it starts.
    var supportsMultipleScenes: Bool { get }

    /// Whether a launch method reads `launchOptions[.shortcutItem]` (A1.3), which iOS 26 deprecates
    /// with the rest of the app-delegate quick-action API (A1.4). The engine cannot see what the app
    /// reads, so the app says it.
    var readsShortcutItemLaunchOption: Bool { get }

    /// The activation conditions the app sets on the scene with this name (B4.1).
    func activationConditions(forScene name: String) -> SceneActivationConditions

    /// The process started (`main`, before any delegate call): start the app's own work, such as a splash timer.
    mutating func processDidStart(context: inout AppContext)

    /// `application(_:willFinishLaunchingWithOptions:)` (A1.1, A1.3); returning false closes the gate (A2.1).
    mutating func application(willFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool

    /// `application(_:didFinishLaunchingWithOptions:)` (A1.1, A1.3); returning false closes the gate (A2.1).
    mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool

    /// An object that observes `UIApplication.didFinishLaunchingNotification` (a plugin, an SDK)
    /// reads the launch options from its `userInfo`. Apple, application(_:didFinishLaunchingWithOptions:):
    /// "Objects that aren't the app delegate can access the same launchOptions dictionary values by
    /// observing the notification named didFinishLaunchingNotification ... The system sends that
    /// notification shortly after this method returns." It runs after `didFinishLaunching` has
    /// returned, so nothing it does changes the launch gate (A1.3, A2.3); with scenes the options
    /// are empty (B3.3).
    mutating func applicationDidFinishLaunchingNotification(options: LaunchOptions, context: inout AppContext)

    /// Whether something in the app observes `didFinishLaunchingNotification`, so the engine calls
    /// ``applicationDidFinishLaunchingNotification(options:context:)``; UIKit posts it either way (A1.1).
    /// Read once, from the app as it starts: it may not change while the app runs.
    var observesDidFinishLaunchingNotification: Bool { get }

    /// `application(_:performActionFor:completionHandler:)` (A1.2, A3.1, A5.1).
    mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext)

    /// `applicationWillEnterForeground(_:)`; not called on a cold launch (A1.1).
    mutating func applicationWillEnterForeground(context: inout AppContext)

    /// `applicationDidBecomeActive(_:)` (A1.1, A3.2).
    mutating func applicationDidBecomeActive(context: inout AppContext)

    /// `applicationWillResignActive(_:)` (A7.3).
    mutating func applicationWillResignActive(context: inout AppContext)

    /// `applicationDidEnterBackground(_:)` (A7.3).
    mutating func applicationDidEnterBackground(context: inout AppContext)

    /// `application(_:configurationForConnecting:options:)`: a new scene session is created (B1.1, B1.4).
    mutating func application(configurationForConnecting session: SceneSession, options: SceneConnectionOptions, context: inout AppContext)

    /// `scene(_:willConnectTo:options:)`: the scene connects; a quick action arrives in the options (B1.1, B1.2).
    mutating func scene(willConnectTo session: SceneSession, options: SceneConnectionOptions, context: inout AppContext)

    /// `sceneWillEnterForeground(_:)` (B1.1, B2.2).
    mutating func sceneWillEnterForeground(_ session: SceneSession, context: inout AppContext)

    /// `sceneDidBecomeActive(_:)` (B1.1, B1.3).
    mutating func sceneDidBecomeActive(_ session: SceneSession, context: inout AppContext)

    /// `sceneWillResignActive(_:)`.
    mutating func sceneWillResignActive(_ session: SceneSession, context: inout AppContext)

    /// `sceneDidEnterBackground(_:)`.
    mutating func sceneDidEnterBackground(_ session: SceneSession, context: inout AppContext)

    /// `sceneDidDisconnect(_:)`: the system released the scene; its session survives (B1.4).
    mutating func sceneDidDisconnect(_ session: SceneSession, context: inout AppContext)

    /// `windowScene(_:performActionFor:completionHandler:)`: a warm quick action (B2.1).
    mutating func windowScene(_ session: SceneSession, performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext)

    /// A timer the app scheduled has fired.
    mutating func timerFired(_ timer: AppTimer, context: inout AppContext)

    /// A milestone was reached from outside the app's own code, such as the user finishing login.
    mutating func milestoneReached(_ milestone: Milestone, context: inout AppContext)

    /// A milestone was undone from outside the app's own code, such as the user signing out: the
    /// context no longer holds it.
    mutating func milestoneUndone(_ milestone: Milestone, context: inout AppContext)

    /// Feeds the app's state to the explorer's fingerprint (``StateHasher``): everything its `==`
    /// compares. By default, for a `Hashable` app, its `Hashable` digest.
    func hashState(into hasher: inout StateHasher)
}

extension ShortcutApp {
    /// By default the app implements every optional method.
    public var implementedMethods: Set<DelegateMethod> { DelegateMethod.sceneDefaults }
    /// By default the app has no root milestone, so routing is never early.
    public var rootMilestone: Milestone? { nil }
    /// By default the app waits for its root milestone only.
    public var readinessMilestones: Set<Milestone> { rootMilestone.map { [$0] } ?? [] }
    /// By default the app does not restore state.
    public var restoresState: Bool { false }
    /// By default the launch finishes at once.
    public var launchDuration: VirtualDuration { .zero }
    /// By default the app does not adopt scenes.
    public var usesScenes: Bool { false }
    /// By default true, the value Xcode's template writes: the profile alone decides whether the
    /// user can open a second window.
    public var supportsMultipleScenes: Bool { true }
    /// By default the app does not read the launch option key.
    public var readsShortcutItemLaunchOption: Bool { false }
    /// By default every scene accepts every item.
    public func activationConditions(forScene name: String) -> SceneActivationConditions { .any }
    /// By default does nothing.
    public mutating func processDidStart(context: inout AppContext) {}
    /// By default returns true and does nothing.
    public mutating func application(willFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool { true }
    /// By default returns true and does nothing.
    public mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool { true }
    /// By default the observer does nothing.
    public mutating func applicationDidFinishLaunchingNotification(options: LaunchOptions, context: inout AppContext) {}
    /// By default true, so an app that implements ``applicationDidFinishLaunchingNotification(options:context:)`` is called.
    public var observesDidFinishLaunchingNotification: Bool { true }
    /// By default does nothing (and never calls the completion handler).
    public mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {}
    /// By default does nothing.
    public mutating func applicationWillEnterForeground(context: inout AppContext) {}
    /// By default does nothing.
    public mutating func applicationDidBecomeActive(context: inout AppContext) {}
    /// By default does nothing.
    public mutating func applicationWillResignActive(context: inout AppContext) {}
    /// By default does nothing.
    public mutating func applicationDidEnterBackground(context: inout AppContext) {}
    /// By default does nothing.
    public mutating func application(configurationForConnecting session: SceneSession, options: SceneConnectionOptions, context: inout AppContext) {}
    /// By default does nothing.
    public mutating func scene(willConnectTo session: SceneSession, options: SceneConnectionOptions, context: inout AppContext) {}
    /// By default does nothing.
    public mutating func sceneWillEnterForeground(_ session: SceneSession, context: inout AppContext) {}
    /// By default does nothing.
    public mutating func sceneDidBecomeActive(_ session: SceneSession, context: inout AppContext) {}
    /// By default does nothing.
    public mutating func sceneWillResignActive(_ session: SceneSession, context: inout AppContext) {}
    /// By default does nothing.
    public mutating func sceneDidEnterBackground(_ session: SceneSession, context: inout AppContext) {}
    /// By default does nothing.
    public mutating func sceneDidDisconnect(_ session: SceneSession, context: inout AppContext) {}
    /// By default does nothing (and never calls the completion handler).
    public mutating func windowScene(_ session: SceneSession, performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {}
    /// By default does nothing.
    public mutating func timerFired(_ timer: AppTimer, context: inout AppContext) {}
    /// By default does nothing.
    public mutating func milestoneReached(_ milestone: Milestone, context: inout AppContext) {}
    /// By default the app does nothing when a milestone is undone: what needs it checks it again.
    public mutating func milestoneUndone(_ milestone: Milestone, context: inout AppContext) {}
    /// By default feeds nothing: only `Hashable` apps are explored, and those feed their digest (below).
    public func hashState(into hasher: inout StateHasher) {}
}

extension ShortcutApp where Self: Hashable {
    /// By default feeds the app's `Hashable` digest (``StateHasher/combineDigest(of:)``).
    public func hashState(into hasher: inout StateHasher) { hasher.combineDigest(of: self) }
}
