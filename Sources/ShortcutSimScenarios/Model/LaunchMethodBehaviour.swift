import ShortcutSimCore

/// What a launch method returns.
public enum LaunchMethodBehaviour: Hashable, Sendable {
    /// Always true.
    case returnsTrue
    /// Always false.
    case returnsFalse
    /// False when launched from a quick action, true otherwise (Apple's advice, A2.2).
    case falseWhenLaunchedFromShortcut
    /// The app does not implement the method (A2.3).
    case notImplemented
    /// The method's code fails on the launch options of a quick-action launch, which hold the item
    /// (A1.3): an SDK that saves them to `UserDefaults`, a force cast of another key. The app crashes
    /// there before doing anything else; on other launches the method returns true.
    case crashesWhenLaunchedFromShortcut

    /// The return value for a launch with or without a shortcut item.
    public func returnValue(launchedFromShortcut: Bool) -> Bool {
        switch self {
        case .returnsTrue, .notImplemented, .crashesWhenLaunchedFromShortcut: return true
        case .returnsFalse: return false
        case .falseWhenLaunchedFromShortcut: return !launchedFromShortcut
        }
    }
}
