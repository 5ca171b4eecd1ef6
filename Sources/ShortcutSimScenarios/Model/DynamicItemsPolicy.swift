import ShortcutSimCore

/// How the app sets `UIApplication.shortcutItems` to its declared dynamic items.
public enum DynamicItemsPolicy: Hashable, Sendable {
    /// The app never sets them.
    case none
    /// Set in `didFinishLaunching` only when `shortcutItems` is empty (seed 001).
    case setWhenEmpty
    /// Appended to what `shortcutItems` returns, on every launch (seed 002's bug, C3.2).
    case appendEveryLaunch
    /// Replaced on every launch (the fix).
    case replaceEveryLaunch
    /// Set once a milestone is reached, such as first-run setup (seed 003).
    case setAfter(Milestone)
    /// Set (replacing the whole array, C1.6) every time the app resigns active, in
    /// `applicationWillResignActive` or `sceneWillResignActive`, as Apple's iOS 13 sample "Adding Home
    /// Screen quick actions" does: none before the first resign, then SpringBoard keeps them (C3.1).
    case setOnResignActive
    /// Set in the app delegate's own `applicationWillResignActive` (`set on applicationWillResignActive`):
    /// the same as ``setOnResignActive`` in an app-delegate app, but a scene-based app never gets that
    /// callback (A7.5), so it never sets them, as an app that adopted scenes and left the code behind.
    case setOnApplicationWillResignActive
    /// Set (replacing the whole array, C1.6) every time the app enters the background, in
    /// `applicationDidEnterBackground` or `sceneDidEnterBackground`, as DuckDuckGo's browser does
    /// (duckduckgo/apple-browsers `Background.onTransition`): after the app resigned active, before it
    /// is suspended (A7.3). An interruption that keeps the app in the foreground sets nothing.
    case setOnDidEnterBackground
    /// Set in the app delegate's own `applicationDidEnterBackground` (`set on applicationDidEnterBackground`):
    /// a scene-based app never gets that callback (A7.5), so it never sets them.
    case setOnApplicationDidEnterBackground
}

/// One `dynamic items:` line: how the app sets its dynamic items, when it clears them, and the app
/// versions whose code does so (C1.6, C3.1, C3.4).
public struct DynamicItemsCode: Hashable, Sendable {
    /// How the app sets them.
    public var policy: DynamicItemsPolicy
    /// The milestone on which the app sets `shortcutItems` to an empty array (`, cleared after MILESTONE`).
    public var clearedAfter: Milestone?
    /// The versions that have this code (`from=N`, `until=N`).
    public var versions: VersionRange
    /// Whether the code runs only when `traitCollection.forceTouchCapability` is `.available`
    /// (`, if force touch available`), as the 3D Touch plugins did: on iOS 13 and later a device
    /// without 3D Touch shows quick actions too (E1), so such an app sets none there.
    public var requiresForceTouch: Bool

    /// Creates the code of one `dynamic items:` line; by default an app that never sets them.
    public init(policy: DynamicItemsPolicy = .none, clearedAfter: Milestone? = nil, versions: VersionRange = .all,
                requiresForceTouch: Bool = false) {
        self.policy = policy
        self.clearedAfter = clearedAfter
        self.versions = versions
        self.requiresForceTouch = requiresForceTouch
    }
}
