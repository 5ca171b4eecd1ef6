/// The state of the simulated app process, in UIKit's words plus the two process states.
public enum ApplicationState: String, Hashable, Sendable, CaseIterable {
    /// No process: never launched, killed by the system, or force-quit (A7.4).
    case notRunning
    /// In the foreground but not receiving events: from the start of a cold launch of an app without
    /// scenes (Apple: "At the time this method is called, your app is in the inactive state", of
    /// `willFinishLaunching`), through the launch action, and during warm actions (A1.1, A1.2, A3.4).
    /// With scenes, while the most active scene is in the foreground but not active.
    case inactive
    /// In the foreground and receiving events.
    case active
    /// In the background and still running (A7.3). A scene-based app also launches in it, until its
    /// scene enters the foreground (Apple, `UIApplication.applicationState`: "A scene-based app
    /// launches in the background state").
    case background
    /// In memory but not running; reached from background after the profile's delay, with no callback (A7.3).
    case suspended

    /// Whether the app is frontmost, so the Home Screen is hidden on iPhone (A4.1).
    public var isForeground: Bool { self == .inactive || self == .active }

    /// Whether a process exists.
    public var isRunning: Bool { self != .notRunning }
}
