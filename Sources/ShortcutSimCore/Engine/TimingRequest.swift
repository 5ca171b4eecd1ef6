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

/// Names one variable-delay scheduling across a run: the same key in two runs means the same
/// timer of the same process, so a decision made for one replays in the other.
public struct TimingKey: Hashable, Sendable, CustomStringConvertible {
    /// The process incarnation, counted from 1.
    public var process: Int
    /// The timer.
    public var timer: AppTimer
    /// How many times this process had scheduled a variable timer of this name, this one included.
    public var occurrence: Int

    /// Creates a key.
    public init(process: Int, timer: AppTimer, occurrence: Int) {
        self.process = process
        self.timer = timer
        self.occurrence = occurrence
    }

    /// `root in launch 2`, with `(#2)` for a repeated scheduling.
    public var description: String {
        "\(timer.name) in launch \(process)" + (occurrence > 1 ? " (#\(occurrence))" : "")
    }
}
