import ShortcutSimCore

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
