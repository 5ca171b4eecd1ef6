/// Work the engine has queued on the virtual clock.
enum ScheduledWork: Hashable, Sendable {
    /// An app timer of one process incarnation; discarded if that process has ended.
    case appTimer(AppTimer, process: Int)
    /// The end of a launch that takes time: the first activation (A1.2).
    case finishLaunch(process: Int)
    /// Suspension after the background delay (A7.3); discarded if the app left the background since.
    case suspend(backgroundEpoch: Int)
}
