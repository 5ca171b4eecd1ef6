// Quick actions exist on iOS, iPadOS, Mac Catalyst and visionOS; UIKit on tvOS and watchOS has no
// UIApplicationShortcutItem, so the adapter is empty there.
#if canImport(UIKit) && (os(iOS) || os(visionOS))
import ShortcutCoordination
import UIKit

/// Feeds UIKit's quick-action callbacks to a ``ShortcutCoordinator`` and routes what it hands
/// back: converts `UIApplicationShortcutItem`s and completion handlers, and nothing else.
@MainActor
public final class UIKitShortcutCoordinator {
    /// Routes a quick action to its screen; returns whether a screen matched (C1.2).
    public typealias Router = @MainActor (UIApplicationShortcutItem) -> Bool

    private var coordinator: ShortcutCoordinator<UIApplicationShortcutItem, (Bool) -> Void>
    private let router: Router

    /// A coordinator that routes with `router` once these milestones are reached and the app is active.
    public init(waitingFor readiness: Set<String> = [], router: @escaping Router) {
        coordinator = ShortcutCoordinator(waitingFor: readiness)
        self.router = router
    }

    /// Call from `application(_:willFinishLaunchingWithOptions:)` and return its result.
    public func willFinishLaunching(_ options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        coordinator.willFinishLaunching(shortcutItem: options?[.shortcutItem] as? UIApplicationShortcutItem)
    }

    /// Call from `application(_:didFinishLaunchingWithOptions:)` and return its result.
    public func didFinishLaunching(_ options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        coordinator.didFinishLaunching(shortcutItem: options?[.shortcutItem] as? UIApplicationShortcutItem)
    }

    /// Call from `application(_:performActionFor:completionHandler:)`.
    public func performAction(for item: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        route(coordinator.performAction(for: item, completion: completionHandler))
    }

    /// Call from `applicationDidBecomeActive(_:)`.
    public func didBecomeActive() { route(coordinator.didBecomeActive()) }

    /// Call from `applicationWillResignActive(_:)`.
    public func willResignActive() { coordinator.willResignActive() }

    /// Call from `application(_:configurationForConnecting:options:)`.
    @available(iOS 13.0, *)
    public func configurationForConnecting(_ options: UIScene.ConnectionOptions) {
        coordinator.configurationForConnecting(shortcutItem: options.shortcutItem)
    }

    /// Call from `scene(_:willConnectTo:options:)`.
    @available(iOS 13.0, *)
    public func sceneWillConnect(_ scene: UIScene, options: UIScene.ConnectionOptions) {
        coordinator.sceneWillConnect(scene.session.persistentIdentifier, shortcutItem: options.shortcutItem)
    }

    /// Call from `windowScene(_:performActionFor:completionHandler:)`.
    public func windowScenePerformAction(for item: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        route(coordinator.windowScenePerformAction(for: item, completion: completionHandler))
    }

    /// Call from `sceneDidBecomeActive(_:)`.
    @available(iOS 13.0, *)
    public func sceneDidBecomeActive(_ scene: UIScene) { route(coordinator.sceneDidBecomeActive(scene.session.persistentIdentifier)) }

    /// Call from `sceneWillResignActive(_:)`.
    @available(iOS 13.0, *)
    public func sceneWillResignActive(_ scene: UIScene) { coordinator.sceneWillResignActive(scene.session.persistentIdentifier) }

    /// Call from `sceneDidDisconnect(_:)`.
    @available(iOS 13.0, *)
    public func sceneDidDisconnect(_ scene: UIScene) { coordinator.sceneDidDisconnect(scene.session.persistentIdentifier) }

    /// Call when a readiness milestone is reached, such as the root tab bar controller appearing.
    public func reached(_ milestone: String) { route(coordinator.reached(milestone)) }

    /// Call when a readiness milestone is undone, such as the user signing out.
    public func undone(_ milestone: String) { coordinator.undone(milestone) }

    private func route(_ deliveries: [ShortcutCoordinator<UIApplicationShortcutItem, (Bool) -> Void>.Delivery]) {
        for delivery in deliveries {
            let routed = router(delivery.item)
            delivery.completion?(routed)  // exactly once, with the routing result (A5.1)
        }
    }
}
#endif
