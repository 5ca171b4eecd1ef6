import ShortcutSimCore

/// Where the launch item is read and when it is handled.
public struct LaunchItemPolicy: Hashable, Sendable {
    /// A callback that reads the launch item.
    public enum Capture: String, Hashable, Sendable, CaseIterable {
        /// `launchOptions[.shortcutItem]` in `willFinishLaunching` (nil with scenes, B3.3).
        case willFinishLaunching
        /// `launchOptions[.shortcutItem]` in `didFinishLaunching` (nil with scenes, B3.3).
        case didFinishLaunching
        /// `userInfo[.shortcutItem]` of `UIApplication.didFinishLaunchingNotification`, read by an
        /// observer that is not the app delegate: posted right after `didFinishLaunching` returns,
        /// with the same launch options (A1.1, A1.3; nil with scenes, B3.3).
        case didFinishLaunchingNotification
        /// `options.shortcutItem` in `configurationForConnecting`: only for a new session (B1.4).
        case configurationForConnecting
        /// `connectionOptions.shortcutItem` in `scene(_:willConnectTo:options:)` (B1.1, B1.3).
        case willConnectTo
    }

    /// The callbacks that read the item; empty when the app never reads it.
    public var captures: Set<Capture>
    /// When the saved item is handled.
    public var trigger: HandlingTrigger
    /// Whether the saved item is cleared after handling (G10).
    public var clearsAfterHandling: Bool
    /// Whether the saved item is written to `UserDefaults` (`saved in METHOD to UserDefaults`) rather than
    /// kept in memory: it outlives its process (A7.4), and the next process reads it back in `didFinishLaunching`.
    public var storedInUserDefaults: Bool
    /// The milestone whose undoing clears the saved item (`cleared when login undone`), as a sign-out
    /// path that removes the parked item does; nil when nothing but its handling clears it.
    public var clearedWhenUndone: Milestone?

    /// Creates a policy.
    public init(captures: Set<Capture>, trigger: HandlingTrigger, clearsAfterHandling: Bool,
                storedInUserDefaults: Bool = false, clearedWhenUndone: Milestone? = nil) {
        self.captures = captures
        self.trigger = trigger
        self.clearsAfterHandling = clearsAfterHandling
        self.storedInUserDefaults = storedInUserDefaults
        self.clearedWhenUndone = clearedWhenUndone
    }
}
