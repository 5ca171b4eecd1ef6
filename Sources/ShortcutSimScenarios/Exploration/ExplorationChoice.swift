import ShortcutSimCore

/// A move with the delays decided for the variable timers it scheduled.
public struct ExplorationChoice: Hashable, Sendable {
    /// The move.
    public var move: ExplorationMove
    /// The delay chosen for each variable timer the move scheduled (a milestone window).
    public var timings: [TimingKey: VirtualDuration]
}

extension ExplorationChoice: CustomStringConvertible {
    /// `select Search (root in launch 1 after 5s)`.
    public var description: String {
        let decided = timings.sorted { ($0.key.process, $0.key.timer.name, $0.key.occurrence) < ($1.key.process, $1.key.timer.name, $1.key.occurrence) }
            .map { "\($0.key) after \($0.value)" }
        return move.stepText + (decided.isEmpty ? "" : " (\(decided.joined(separator: ", ")))")
    }
}
