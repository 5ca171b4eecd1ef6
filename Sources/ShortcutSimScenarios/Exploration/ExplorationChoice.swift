import ShortcutSimCore

/// A move with the delays decided for the variable timers it scheduled.
public struct ExplorationChoice: Hashable, Sendable {
    /// The move.
    public var move: ExplorationMove
    /// The delay chosen for each variable timer the move scheduled (a milestone window), counted
    /// from when the timer was scheduled: the start of its window, not the launch.
    public var timings: [TimingKey: VirtualDuration]
}

extension ExplorationChoice: CustomStringConvertible {
    /// `select Search (splash 5s after it was scheduled in launch 1)`: each delay counts from when
    /// the app scheduled its timer. A counterexample's ``Counterexample/moves`` say what that was
    /// for a declared milestone (`root 5s after launch 1`, `login 6s after root in launch 1`).
    public var description: String { label { _ in .scheduling } }

    /// What a timer's delay counts from.
    enum Anchor: Hashable, Sendable {
        /// The start of the process (`between 1s and 6s after launch`).
        case launch
        /// Another milestone (`any time after root`).
        case milestone(String)
        /// The moment the app scheduled the timer, when nothing more is known (your own app's timers).
        case scheduling
    }

    /// The move with its delays, each with what it counts from; the timers sorted by launch, name
    /// and occurrence, so the label is the same on every run.
    func label(anchor: (TimingKey) -> Anchor) -> String {
        let decided = timings.sorted { ($0.key.process, $0.key.timer.name, $0.key.occurrence) < ($1.key.process, $1.key.timer.name, $1.key.occurrence) }
            .map { key, delay -> String in
                let timer = key.timer.name + (key.occurrence > 1 ? " (#\(key.occurrence))" : "")
                switch anchor(key) {
                case .launch: return "\(timer) \(delay) after launch \(key.process)"
                case .milestone(let name): return "\(timer) \(delay) after \(name) in launch \(key.process)"
                case .scheduling: return "\(timer) \(delay) after it was scheduled in launch \(key.process)"
                }
            }
        return move.stepText + (decided.isEmpty ? "" : " (\(decided.joined(separator: ", ")))")
    }
}
