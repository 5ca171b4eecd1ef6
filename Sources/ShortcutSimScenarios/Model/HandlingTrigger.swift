import ShortcutSimCore

/// When a captured item or a delivered action gets handled.
public struct HandlingTrigger: Hashable, Sendable {
    /// Wait for the next `didBecomeActive`.
    public var onDidBecomeActive: Bool
    /// Wait for the next `willEnterForeground` (a resume; never on a cold launch with the app
    /// delegate, A1.1). A warm action arrives before or after it depending on the profile (A3.2, A3.3).
    public var onWillEnterForeground: Bool
    /// Wait until all these milestones are reached.
    public var milestones: [Milestone]
    /// Wait this long after capture (a `dispatch_after`).
    public var delay: VirtualDuration?
    /// Check the milestones once instead of waiting for them (`if M ready, else dropped`): when the rest
    /// of the trigger holds and they are not all reached, the app drops the item and routes nothing,
    /// as a quick-action plugin does whose JavaScript or Dart listener is not registered yet.
    public var dropsUnlessReady: Bool

    /// Creates a trigger.
    public init(onDidBecomeActive: Bool = false, onWillEnterForeground: Bool = false, milestones: [Milestone] = [],
                delay: VirtualDuration? = nil, dropsUnlessReady: Bool = false) {
        self.onDidBecomeActive = onDidBecomeActive
        self.onWillEnterForeground = onWillEnterForeground
        self.milestones = milestones
        self.delay = delay
        self.dropsUnlessReady = dropsUnlessReady
    }

    /// Handle at once, inside the callback.
    public static let atOnce = HandlingTrigger()

    /// Whether nothing is waited for.
    public var isImmediate: Bool { !onDidBecomeActive && !onWillEnterForeground && milestones.isEmpty && delay == nil }

    /// Whether the trigger waits for a callback (`on didBecomeActive` or `on willEnterForeground`).
    var waitsForCallback: Bool { onDidBecomeActive || onWillEnterForeground }
}
