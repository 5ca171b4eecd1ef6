import ShortcutSimCore

/// One `dynamic items:` line: how the app sets its dynamic items, when it clears them, and the app
/// versions whose code does so (C1.6, C3.1, C3.4).
public struct DynamicItemsCode: Hashable, Sendable {
    /// Every place the app sets them, in the order written (`replace every launch and set on
    /// willResignActive`): each sets the items that hold when it runs (C1.6). Empty or `[.none]` for an
    /// app that never sets them.
    public var policies: [DynamicItemsPolicy]
    /// How the app sets them: the first of ``policies``, or `.none`; setting it replaces them all.
    public var policy: DynamicItemsPolicy {
        get { policies.first ?? .none }
        set { policies = [newValue] }
    }
    /// The milestone on which the app sets `shortcutItems` to an empty array (`, cleared after MILESTONE`).
    public var clearedAfter: Milestone?
    /// The milestone whose undoing (`undo login`, signing out) makes the app set `shortcutItems` at once, in
    /// the same step (`, cleared when login undone`, `, reset when login undone`); nil when it does nothing then.
    public var changedWhenUndone: Milestone?
    /// With ``changedWhenUndone``: whether the app sets the items its state now gives (`reset`: those whose
    /// `if=` milestone is still reached), rather than an empty array (`cleared`).
    public var resetsWhenUndone = false
    /// The versions that have this code (`from=N`, `until=N`).
    public var versions: VersionRange
    /// Whether the code runs only when `traitCollection.forceTouchCapability` is `.available`
    /// (`, if force touch available`), as the 3D Touch plugins did: on iOS 13 and later a device
    /// without 3D Touch shows quick actions too (E1), so such an app sets none there.
    public var requiresForceTouch: Bool

    /// Whether the code sets the items in one of these ways.
    public func sets(_ policy: DynamicItemsPolicy) -> Bool { policies.contains(policy) }

    /// Creates the code of one `dynamic items:` line; by default an app that never sets them.
    public init(policy: DynamicItemsPolicy = .none, clearedAfter: Milestone? = nil, versions: VersionRange = .all,
                requiresForceTouch: Bool = false) {
        self.policies = [policy]
        self.clearedAfter = clearedAfter
        self.versions = versions
        self.requiresForceTouch = requiresForceTouch
    }
}
