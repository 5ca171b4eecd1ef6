/// Where a variable-delay timer waits in the world's queue: enough to give it another delay of its
/// window later (``World/redecide(_:delay:)``) without running its move again.
struct VariableTimerPlace: Equatable, Sendable {
    /// Which scheduling it is.
    var key: TimingKey
    /// Its place in the scheduler's order of scheduling.
    var sequence: UInt64
    /// When the app scheduled it; its delay counts from here.
    var scheduledAt: VirtualInstant
}
