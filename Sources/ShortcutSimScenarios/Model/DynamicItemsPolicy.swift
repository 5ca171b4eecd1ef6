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
    /// Appended to what `shortcutItems` returns once a milestone is reached, in every process that
    /// reaches it: a JavaScript or Dart app that adds its item when the bridge is up, through a plugin
    /// that appends (rn-bridge/react-native-shortcuts `addShortcut`), piles up copies (C3.2).
    case appendAfter(Milestone)
    /// Set (replacing the whole array, C1.6) every time the app resigns active, in
    /// `applicationWillResignActive` or `sceneWillResignActive`, as Apple's iOS 13 sample "Adding Home
    /// Screen quick actions" does: none before the first resign, then SpringBoard keeps them (C3.1).
    case setOnResignActive
    /// Set in the app delegate's own `applicationWillResignActive` (`set on applicationWillResignActive`):
    /// the same as ``setOnResignActive`` in an app-delegate app, but a scene-based app never gets that
    /// callback (A7.5), so it never sets them, as an app that adopted scenes and left the code behind.
    case setOnApplicationWillResignActive
    /// Set (replacing the whole array, C1.6) every time the app enters the background, in
    /// `applicationDidEnterBackground` or `sceneDidEnterBackground`, as DuckDuckGo's browser does
    /// (duckduckgo/apple-browsers `Background.onTransition`): after the app resigned active, before it
    /// is suspended (A7.3). An interruption that keeps the app in the foreground sets nothing.
    case setOnDidEnterBackground
    /// Set in the app delegate's own `applicationDidEnterBackground` (`set on applicationDidEnterBackground`):
    /// a scene-based app never gets that callback (A7.5), so it never sets them.
    case setOnApplicationDidEnterBackground
    /// Set (replacing the whole array, C1.6) every time the app becomes active, in
    /// `applicationDidBecomeActive` or `sceneDidBecomeActive` (a SwiftUI `.onChange(of: scenePhase)` to
    /// `.active`), as Dequeue does: after that callback's quick-action handling, so the items first reach
    /// the menu at the first activation (C3.3) and SpringBoard keeps them (C3.1). A background launch,
    /// never active, sets nothing (A7.3).
    case setOnDidBecomeActive
    /// Set in the app delegate's own `applicationDidBecomeActive` (`set on applicationDidBecomeActive`):
    /// a scene-based app never gets that callback (A7.5), so it never sets them.
    case setOnApplicationDidBecomeActive
}
