import ShortcutSimCore

/// What a launch method returns.
public enum LaunchMethodBehaviour: Hashable, Sendable {
    /// Always true.
    case returnsTrue
    /// Always false.
    case returnsFalse
    /// False when launched from a quick action, true otherwise (Apple's advice, A2.2).
    case falseWhenLaunchedFromShortcut
    /// False when launched from a quick action whose type a route matches, true otherwise: the app asks
    /// its router whether it can handle the item and returns false only then (A2.2, A2.3), as
    /// square/SuperDelegate's `willFinishLaunching` does with `canHandleShortcutItem(_:)`; an item no
    /// route matches leaves the gate open, so UIKit also calls `performActionFor` for it (A1.1).
    case falseWhenLaunchedFromRoutedShortcut
    /// The app does not implement the method (A2.3).
    case notImplemented
    /// The method's code fails on the launch options of a quick-action launch, which hold the item
    /// (A1.3): an SDK that saves them to `UserDefaults`, a force cast of another key. The app crashes
    /// there before doing anything else; on other launches the method returns true.
    case crashesWhenLaunchedFromShortcut

    /// The return value for a launch with or without a shortcut item; `routed` says whether a route
    /// of the app matches the item's type (C1.2), which only `falseWhenLaunchedFromRoutedShortcut` asks.
    public func returnValue(launchedFromShortcut: Bool, routed: Bool) -> Bool {
        switch self {
        case .returnsTrue, .notImplemented, .crashesWhenLaunchedFromShortcut: return true
        case .returnsFalse: return false
        case .falseWhenLaunchedFromShortcut: return !launchedFromShortcut
        case .falseWhenLaunchedFromRoutedShortcut: return !(launchedFromShortcut && routed)
        }
    }

    /// Whether the method reads the launch options' shortcut item to decide what it returns or does (A1.3).
    public var readsShortcutItem: Bool {
        switch self {
        case .falseWhenLaunchedFromShortcut, .falseWhenLaunchedFromRoutedShortcut, .crashesWhenLaunchedFromShortcut: return true
        case .returnsTrue, .returnsFalse, .notImplemented: return false
        }
    }
}
