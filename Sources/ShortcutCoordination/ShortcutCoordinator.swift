/// The reference quick-action coordinator: your app delegate and scene delegate forward their
/// callbacks to it, and it tells them what to return and when to route each quick action.
///
/// It captures the launch item wherever UIKit delivers it (launch options, `configurationForConnecting`,
/// the scene's connection options), answers `false` from the launch methods of a quick-action launch
/// so `performActionFor` does not deliver it a second time (A2.1, A2.7), holds every action until
/// the app's readiness milestones are reached and the app or a scene is active, then hands each
/// one over exactly once — never again on a later activation (G10) — with the completion handler
/// to call with the routing result (A5.1).
///
/// It is a value with no UIKit dependency, so ShortcutSim can explore it; `Item` is your shortcut
/// item type (`UIApplicationShortcutItem` in an app) and `Completion` the completion handler.
/// A new process starts a new coordinator: nothing is carried over from a killed process.
public struct ShortcutCoordinator<Item: Equatable, Completion> {
    /// A quick action to route now, and the completion handler to call with the result, if UIKit gave one.
    public struct Delivery {
        /// The shortcut item to route.
        public let item: Item
        /// Call it with whether the route succeeded; nil for a launch item (UIKit gave no handler).
        public let completion: Completion?
    }

    /// The milestones that must be reached before routing, such as `root` (the tab bar exists) and `login`.
    public let readiness: Set<String>
    /// The milestones reached so far in this process.
    public private(set) var reachedMilestones: Set<String> = []
    /// Actions waiting for readiness and activation, oldest first.
    public private(set) var pending: [Delivery] = []

    private var launchItemCaptured = false
    private var itemFromConfiguration: Item?
    private var isApplicationActive = false
    private var activeScenes: Set<String> = []

    /// A coordinator that routes once these milestones are reached (and the app is active).
    public init(waitingFor readiness: Set<String> = []) {
        self.readiness = readiness
    }

    /// Whether actions are routed now: every readiness milestone is reached and the app or a scene is active.
    public var isReady: Bool {
        readiness.isSubset(of: reachedMilestones) && (isApplicationActive || !activeScenes.isEmpty)
    }

    // MARK: - App delegate

    /// `application(_:willFinishLaunchingWithOptions:)`: pass `launchOptions?[.shortcutItem]`; return what this returns.
    /// It is false for a quick-action launch, which keeps `performActionFor` from delivering the item again (A2.1, A2.2).
    public mutating func willFinishLaunching(shortcutItem: Item?) -> Bool {
        captureLaunchItem(shortcutItem)
        return shortcutItem == nil
    }

    /// `application(_:didFinishLaunchingWithOptions:)`: pass `launchOptions?[.shortcutItem]`; return what this returns.
    /// UIKit calls it even after `willFinishLaunching` returned false (A2.4); the item is captured once.
    public mutating func didFinishLaunching(shortcutItem: Item?) -> Bool {
        captureLaunchItem(shortcutItem)
        return shortcutItem == nil
    }

    /// `application(_:performActionFor:completionHandler:)`: a warm action (A3.1), or one that
    /// reached the running app (A4.2). Route what this returns.
    public mutating func performAction(for item: Item, completion: Completion) -> [Delivery] {
        pending.append(Delivery(item: item, completion: completion))
        return deliverIfReady()
    }

    /// `applicationDidBecomeActive(_:)`. Route what this returns.
    public mutating func didBecomeActive() -> [Delivery] {
        isApplicationActive = true
        return deliverIfReady()
    }

    /// `applicationWillResignActive(_:)`: nothing is routed until the app is active again.
    public mutating func willResignActive() {
        isApplicationActive = false
    }

    // MARK: - Scene delegate

    /// `application(_:configurationForConnecting:options:)`: pass `options.shortcutItem`. Only a new
    /// session passes here (B1.4), so the item is also taken from `sceneWillConnect`.
    public mutating func configurationForConnecting(shortcutItem: Item?) {
        guard let shortcutItem else { return }
        itemFromConfiguration = shortcutItem
        pending.append(Delivery(item: shortcutItem, completion: nil))
    }

    /// `scene(_:willConnectTo:options:)`: pass the scene's identifier and `connectionOptions.shortcutItem` (B1.1).
    /// An item already taken from `configurationForConnecting` for this connection is not taken twice.
    public mutating func sceneWillConnect(_ scene: String, shortcutItem: Item?) {
        defer { itemFromConfiguration = nil }
        guard let shortcutItem, itemFromConfiguration != shortcutItem else { return }
        pending.append(Delivery(item: shortcutItem, completion: nil))
    }

    /// `windowScene(_:performActionFor:completionHandler:)`: a warm action for a scene (B2.1). Route what this returns.
    public mutating func windowScenePerformAction(for item: Item, completion: Completion) -> [Delivery] {
        performAction(for: item, completion: completion)
    }

    /// `sceneDidBecomeActive(_:)`. Route what this returns.
    public mutating func sceneDidBecomeActive(_ scene: String) -> [Delivery] {
        activeScenes.insert(scene)
        return deliverIfReady()
    }

    /// `sceneWillResignActive(_:)`.
    public mutating func sceneWillResignActive(_ scene: String) {
        activeScenes.remove(scene)
    }

    /// `sceneDidDisconnect(_:)`.
    public mutating func sceneDidDisconnect(_ scene: String) {
        activeScenes.remove(scene)
    }

    // MARK: - Readiness

    /// The app reached a readiness milestone (the root tab bar exists, the user logged in). Route what this returns.
    public mutating func reached(_ milestone: String) -> [Delivery] {
        reachedMilestones.insert(milestone)
        return deliverIfReady()
    }

    /// The app undid a readiness milestone (the user signed out): actions that arrive from now on
    /// wait for it again; what was handed over stays handed over.
    public mutating func undone(_ milestone: String) {
        reachedMilestones.remove(milestone)
    }

    private mutating func captureLaunchItem(_ item: Item?) {
        guard let item, !launchItemCaptured else { return }  // both launch methods see the same item (A1.3)
        launchItemCaptured = true
        pending.append(Delivery(item: item, completion: nil))
    }

    private mutating func deliverIfReady() -> [Delivery] {
        guard isReady, !pending.isEmpty else { return [] }
        defer { pending = [] }  // handed over once: never refired on a later activation (G10)
        return pending
    }
}

extension ShortcutCoordinator.Delivery: Equatable where Completion: Equatable {}
extension ShortcutCoordinator.Delivery: Hashable where Item: Hashable, Completion: Hashable {}
extension ShortcutCoordinator.Delivery: Sendable where Item: Sendable, Completion: Sendable {}
extension ShortcutCoordinator: Equatable where Completion: Equatable {}
extension ShortcutCoordinator: Hashable where Item: Hashable, Completion: Hashable {}
extension ShortcutCoordinator: Sendable where Item: Sendable, Completion: Sendable {}
