import ShortcutSimCore

/// How `performActionFor` behaves.
public enum PerformActionPolicy: Hashable, Sendable {
    /// The app delegate does not implement the method (A6.1).
    case notImplemented
    /// The method exists but does nothing with the item.
    case ignored
    /// The method handles the item when the trigger allows.
    case handled(HandlingTrigger)

    /// Whether the app drops the first call of a process launched from a quick action (`skips its
    /// first call after a shortcut launch`), reading `launchOptions[.shortcutItem]` to know (A1.3).
    public var skipsFirstCallAfterShortcutLaunch: Bool {
        if case .handled(let trigger) = self { return trigger.skipsFirstCallAfterShortcutLaunch }
        return false
    }
}
