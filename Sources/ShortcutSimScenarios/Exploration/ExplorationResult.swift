import ShortcutSimCore

/// What an exploration found: how much it covered, and the shortest failing path, if any.
public struct ExplorationResult: Sendable {
    /// How the paths were chosen.
    public enum Mode: Hashable, Sendable {
        /// Every distinct path, breadth first.
        case exhaustive
        /// This many random paths from this seed.
        case random(paths: Int, seed: UInt64)
    }

    /// The scenario explored.
    public var scenario: Scenario
    /// How the paths were chosen.
    public var mode: Mode
    /// The profile and lifecycle combinations explored.
    public var variants: [ExplorationVariant]
    /// The grid on which variable delays were tried.
    public var timeStep: VirtualDuration
    /// Distinct states visited (equal states reached by different paths count once).
    public var distinctStates: Int
    /// Complete paths: from a start to the end of the steps, or to a failure. Saturates at `UInt64.max`.
    public var paths: UInt64
    /// The paths that fail.
    public var failingPaths: UInt64
    /// Whether the exploration stopped at its state limit before covering everything.
    public var isCutShort: Bool
    /// The shortest failing path (the first found breadth first), if any.
    public var counterexample: Counterexample?
    /// Problems with the exploration itself, such as a declared defect that no path shows.
    public var errors: [Diagnostic]
    /// Defects UIKit tolerates (A5.4, C2.2) that some path shows and the scenario does not declare,
    /// and an `app:` section your own app replaced (``Explorer/explore(_:app:configuration:)``):
    /// reported, without failing anything.
    public var warnings: [Diagnostic] = []
    /// The first path breadth first (the first variant, steps in written order, earliest delays),
    /// to show what a typical run looks like.
    public var firstPath: (variant: ExplorationVariant, trace: Trace, defects: [Defect])?

    /// Whether every path passed and nothing stopped the exploration: the verdict is ``ExplorationVerdict/pass``.
    public var passed: Bool { verdict == .pass }

    /// The verdict: a failing path or an error fails the exploration even when the state limit cut
    /// it short, since more paths cannot undo a failure found; a search cut short with no failure
    /// is incomplete; else it passed.
    public var verdict: ExplorationVerdict {
        if counterexample != nil || !errors.isEmpty { return .fail }
        return isCutShort ? .incomplete : .pass
    }

    /// The verdict's word and what it rests on, as `shortcut-sim explore` and ``description`` print
    /// it: `PASS  every path passes`, `INCOMPLETE  the state limit stopped …`, or `FAIL` alone,
    /// since a failure is told by the errors and the shortest failing path that follow it.
    public var verdictLine: String {
        switch verdict {
        case .fail: return verdict.word
        case .incomplete: return verdict.word + "  the state limit stopped the exploration; no failure in what was explored"
        case .pass:
            guard case .random = mode else { return verdict.word + "  every path passes" }
            return verdict.word + "  every sampled path passes (a sample, not every path: explore without --random to check them all)"
        }
    }

    /// `1,204 distinct states, 96 paths`.
    public var summary: String {
        let pathsText = paths == .max ? "more than \(UInt64.max.formatted) paths" : "\(paths.formatted) path\(paths == 1 ? "" : "s")"
        var text = "\(distinctStates.formatted) distinct state\(distinctStates == 1 ? "" : "s"), \(pathsText)"
        if failingPaths > 0 { text += " (\(failingPaths.formatted) failing)" }
        if case .random(let count, let seed) = mode { text += ", \(count.formatted) random path\(count == 1 ? "" : "s") from seed \(seed)" }
        if isCutShort { text += ", cut short at the state limit" }
        return text
    }
}
