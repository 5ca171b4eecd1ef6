/// Why the app discarded a quick action by its own logic rather than for an unreached milestone:
/// printed as `app.drop TYPE cause=…`, so a `lost` report can say why.
public enum AppDropCause: String, Hashable, Sendable, CaseIterable {
    /// The app ignores the first `performActionFor` call of a process launched from a quick action,
    /// expecting it to carry the launch item, which it handles from the launch options instead
    /// (A1.3). That call carries the launch item only when the launch gate is open (A2.3); when a
    /// launch method returned false it is the first warm action of the process (A2.1, A2.6).
    case firstCallAfterShortcutLaunch
    /// The app clears the action it keeps pending when it enters the foreground
    /// (`applicationWillEnterForeground`, or an observer of its notification, A7.5), as Wikipedia's
    /// `appWillEnterForegroundWithNotification:` sets `unprocessedShortcutItem = nil`. An action still
    /// waiting then is never routed: one kept from before the app left, or, where the profile delivers
    /// a warm action before `willEnterForeground` (A3.3, PROFILE), the very action of this resume.
    case clearedOnWillEnterForeground
    /// The app clears the launch item it keeps when the user undoes a milestone (`cleared when login
    /// undone`), as Kilo's sign-out path removes the cold-start url it parked in UserDefaults.
    case clearedOnUndo
    /// The destination needs the app active (`dropped while inactive`), and the router opened it while
    /// UIKit's `applicationState` was not `.active`: inside `performActionFor`, where a cold launch and a
    /// warm resume are both still inactive (A1.2, A3.4), or in a launch method (A1.1).
    case notActive
}
