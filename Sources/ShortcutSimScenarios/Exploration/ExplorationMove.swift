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

    /// The written step the move comes from; nil for a system kill, which no step writes.
    public var step: Step? {
        switch self {
        case .perform(let step), .wait(_, let step): return step
        case .systemKill: return nil
        }
    }

    /// The step as a concrete scenario writes it: `select Search`, `wait 2s`, `system kill`.
    public var stepText: String {
        switch self {
        case .perform(let step): return step.text
        case .wait(let duration, _): return "wait \(duration)"
        case .systemKill: return "system kill"
        }
    }
}
