/// A timer the app scheduled with a delay that may vary, such as a splash screen that lasts
/// between 1 and 6 seconds: the explorer decides the delay, once for each possibility.
public struct TimingRequest: Hashable, Sendable {
    /// Which scheduling this is: the process, the timer and how many times the process scheduled it.
    public var key: TimingKey
    /// The shortest delay.
    public var earliest: VirtualDuration
    /// The longest delay, or nil when the timer may fire at any time after `earliest`.
    public var latest: VirtualDuration?
    /// When the app scheduled the timer.
    public var scheduledAt: VirtualInstant

    /// Creates a request.
    public init(key: TimingKey, earliest: VirtualDuration, latest: VirtualDuration?, scheduledAt: VirtualInstant) {
        self.key = key
        self.earliest = earliest
        self.latest = latest
        self.scheduledAt = scheduledAt
    }
}
