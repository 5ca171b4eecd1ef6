import ShortcutSimCore

/// The shortest failing path of an exploration, with everything needed to understand and replay it.
public struct Counterexample: Sendable {
    /// The profile and lifecycle of the path.
    public var variant: ExplorationVariant
    /// The moves, with the delays chosen for variable timers.
    public var choices: [ExplorationChoice]
    /// The moves as `explore` prints them, each delay with what it counts from: the start of its
    /// milestone's window for a declared milestone (`select Search (root 4s after launch 1)`,
    /// `wait 10s (login 6s after root in launch 1)`), the moment it was scheduled for a timer of
    /// your own app (`splash 2s after it was scheduled in launch 1`).
    public var moves: [String] = []
    /// Everything that happened on the path.
    public var trace: Trace
    /// The defects the engine found on it.
    public var defects: [Defect]
    /// The checks that failed, at their lines of the explored scenario.
    public var failures: [Diagnostic]
    /// The step that could not happen on the path, if that is the failure.
    public var errors: [Diagnostic]
    /// A plain scenario with every choice made concrete, which `shortcut-sim run` replays to
    /// the same failure; nil when the scenario's source text is not known. For your own app type
    /// (``Explorer/explore(_:app:configuration:)``) it shows the path's steps and delays, but it
    /// cannot declare your app and is not replayed: replay the path in Swift with
    /// ``Explorer/replay(_:of:app:configuration:)``.
    public var concreteScenario: String?
    /// Whether replaying ``concreteScenario`` gave this path's trace and failed as it did; always
    /// false for your own app type, whose concrete scenario is not replayed.
    public var replaysIdentically: Bool
}

extension BinaryInteger {
    /// The number with thousands separators: `1,204`.
    var formatted: String {
        let digits = String(self)
        var result = ""
        for (index, character) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return String(result.reversed())
    }
}
