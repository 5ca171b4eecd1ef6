/// Something that happens to the app from outside: the user, the Home Screen or the system.
public enum Stimulus: Hashable, Sendable {
    /// Install the app (C1.6).
    case install(AppBundle)
    /// Update the app to a new bundle; a running process ends (C3.4).
    case update(AppBundle)
    /// Delete the app.
    case delete
    /// Touch and hold the icon to show the menu, then dismiss it (C2.1).
    case showMenu
    /// Touch and hold the icon and read each app row of the menu: its title, subtitle, the icon
    /// drawn and how many lines the title may use (C1.3, C1.4, C5.1), then dismiss it.
    case showMenuDetails
    /// Touch and hold the icon and select the quick action of this type; with a title, the one of
    /// that type with that title, as when several dynamic items share a type (Apple's favorites).
    case select(type: String, title: String? = nil)
    /// Tap the app icon.
    case tapIcon
    /// The system launches the app directly into the background to handle an event (a silent
    /// push, a background fetch, a location update): the launch methods run, no activation follows,
    /// and the app is suspended after a while (A7.3); a later quick action is warm (A3.1).
    case backgroundLaunch
    /// Go to the Home Screen (A7.3).
    case goHome
    /// Lock the device (A7.3).
    case lock
    /// A temporary interruption that leaves the app in the foreground: Control Center, Notification
    /// Center, a system alert, a declined call. The app resigns active and becomes active again,
    /// with no background callback (Apple: `applicationWillResignActive(_:)`, `sceneWillResignActive(_:)`; G10).
    case interrupt
    /// Unlock the device; a frontmost app resumes.
    case unlock
    /// The system kills the app in the background for memory (A7.4).
    case systemKill
    /// The user force-quits the app from the app switcher (A7.4).
    case forceQuit
    /// The user completes something the app waits for, such as login: the milestone is reached.
    case reach(Milestone)
    /// The user undoes something the app waited for, such as signing out: a milestone reached in the
    /// running process is no longer reached, so what needs it waits for it again.
    case undo(Milestone)
    /// The user opens another window of the app with this scene name (iPad, B4.1).
    case openScene(String)
    /// The user closes the window; its session is discarded.
    case closeScene(String)
    /// The system disconnects a background scene to reclaim memory; its session survives (B1.4).
    case disconnectScene(String)
}
