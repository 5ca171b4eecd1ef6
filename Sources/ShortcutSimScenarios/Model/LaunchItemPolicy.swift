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
    /// When the saved item is handled: an item of a type no ``typeTriggers`` entry lists.
    public var trigger: HandlingTrigger
    /// How items of particular types are handled instead (`handled at once for respring and safemode`), as an
    /// app's `if item.type == "respring" { … } else { save it }` decides: the first entry that lists the
    /// item's type wins; empty when every type is handled as ``trigger`` says. The branch is the app's own
    /// logic (UIKit never interprets the type, C1.2).
    public var typeTriggers: [TypeTrigger] = []
    /// Whether the saved item is cleared after handling (G10).
    public var clearsAfterHandling: Bool
    /// With ``clearsAfterHandling``: the item is cleared only when the app's routing function returns true
    /// (`then cleared if routed`), as GodTools clears its saved item only when `processShortcutItem`
    /// succeeds; one that no route opens (no route for its type, a route that drops or crashes, a check
    /// of `if M ready` that fails) stays and is tried again the next time its trigger holds. The app's
    /// own logic: no rule of UIKit covers it.
    public var clearsOnlyWhenRouted = false
    /// Whether the saved item is written to `UserDefaults` (`saved in METHOD to UserDefaults`) rather than
    /// kept in memory: it outlives its process (A7.4), and the next process reads it back in `didFinishLaunching`.
    public var storedInUserDefaults: Bool
    /// The milestone whose undoing clears the saved item (`cleared when login undone`), as a sign-out
    /// path that removes the parked item does; nil when nothing but its handling clears it.
    public var clearedWhenUndone: Milestone?

    /// The handling of the items of some types (`handled TRIGGER for TYPE and TYPE`).
    public struct TypeTrigger: Hashable, Sendable {
        /// The types handled this way, as declared (C1.2: matched exactly).
        public var types: [String]
        /// When an item of one of them is handled.
        public var trigger: HandlingTrigger

        /// Creates the handling of some types.
        public init(types: [String], trigger: HandlingTrigger) {
            self.types = types
            self.trigger = trigger
        }
    }

    /// When an item of this type is handled: the trigger of the ``typeTriggers`` entry that lists it, else ``trigger``.
    public func trigger(for type: String) -> HandlingTrigger {
        if typeTriggers.isEmpty { return trigger }
        return typeTriggers.first { $0.types.contains(type) }?.trigger ?? trigger
    }

    /// Every trigger of the line: ``trigger``, then those of ``typeTriggers``.
    public var allTriggers: [HandlingTrigger] { [trigger] + typeTriggers.map(\.trigger) }

    /// Creates a policy.
    public init(captures: Set<Capture>, trigger: HandlingTrigger, clearsAfterHandling: Bool,
                storedInUserDefaults: Bool = false, clearedWhenUndone: Milestone? = nil, typeTriggers: [TypeTrigger] = []) {
        self.captures = captures
        self.typeTriggers = typeTriggers
        self.trigger = trigger
        self.clearsAfterHandling = clearsAfterHandling
        self.storedInUserDefaults = storedInUserDefaults
        self.clearedWhenUndone = clearedWhenUndone
    }
}
