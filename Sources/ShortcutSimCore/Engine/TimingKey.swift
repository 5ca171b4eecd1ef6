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
