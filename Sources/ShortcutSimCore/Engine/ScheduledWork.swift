/// Work the engine has queued on the virtual clock.
enum ScheduledWork: Hashable, Sendable {
    /// An app timer of one process incarnation; discarded if that process has ended.
    case appTimer(AppTimer, process: Int)
    /// The end of a launch that takes time: the first activation (A1.2).
    case finishLaunch(process: Int)
    /// Suspension after the background delay (A7.3); discarded if the app left the background since.
    case suspend(backgroundEpoch: Int)
    /// The app's own request to go to the background (``AppEffect/suspend``), once the work under way has run.
    case sendToBackground(process: Int)
}

extension ScheduledWork: StateHashable {
    /// Feeds the case and its values to a state's hash.
    func hashState(into hasher: inout StateHasher) {
        let (tag, number): (UInt64, Int) = switch self {
        case .appTimer(_, let process): (0, process)
        case .finishLaunch(let process): (1, process)
        case .suspend(let epoch): (2, epoch)
        case .sendToBackground(let process): (3, process)
        }
        hasher.combine(tag)
        hasher.combine(number)
        if case .appTimer(let timer, _) = self { timer.hashState(into: &hasher) }
    }
}
