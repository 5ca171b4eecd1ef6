import ShortcutSimCore

/// How `performActionFor` behaves.
public enum PerformActionPolicy: Hashable, Sendable {
    /// The app delegate does not implement the method (A6.1).
    case notImplemented
    /// The method exists but does nothing with the item.
    case ignored
    /// The method handles the item when the trigger allows.
    case handled(HandlingTrigger)
}
