import ShortcutSimCore

/// One move of an explored path: what happened between two states.
public enum ExplorationMove: Hashable, Sendable {
    /// A step other than a wait, as written (from an `any order:` block, the one chosen).
    case perform(Step)
    /// Virtual time passed: a whole `wait`, or the part of one up to the moment the app was
    /// suspended, or the rest of it.
    case wait(VirtualDuration, step: Step)
    /// The system killed the suspended app (`system kill: anywhere while suspended`, A7.4).
    case systemKill

    /// The step as a concrete scenario writes it: `select Search`, `wait 2s`, `system kill`.
    public var stepText: String {
        switch self {
        case .perform(let step): return step.text
        case .wait(let duration, _): return "wait \(duration)"
        case .systemKill: return "system kill"
        }
    }
}

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
