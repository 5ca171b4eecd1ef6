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
}
