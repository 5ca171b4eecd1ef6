import ShortcutSimCore

/// The outcome of running one scenario.
public struct ScenarioResult: Sendable {
    /// Whether the scenario passed, failed a check, or could not run.
    public enum Status: String, Sendable {
        /// Every expectation held and every defect was declared.
        case passed
        /// An expectation failed, or defects differ from the declared ones.
        case failed
        /// A step could not happen (invalid scenario); nothing was checked.
        case invalid
    }

    /// The scenario that ran.
    public var scenario: Scenario
    /// The profile it ran under.
    public var profile: PlatformProfile
    /// Everything that happened.
    public var trace: Trace
    /// Every defect the engine found.
    public var defects: [Defect]
    /// Failed expectations and defect mismatches, each at its scenario line.
    public var failures: [Diagnostic]
    /// Steps that could not happen.
    public var errors: [Diagnostic]
    /// For an explored scenario, what the exploration covered and found.
    public var exploration: ExplorationResult?
    /// What deserves a look but does not fail the scenario: defects UIKit tolerates (completion
    /// handler mistakes, A5.4; items beyond the menu's slots, C2.2) that the scenario does not
    /// declare, and an `app:` section that your own app replaced (``ScenarioRunner/run(_:app:profile:)``).
    public var warnings: [Diagnostic] = []

    /// Passed, failed or invalid.
    public var status: Status {
        if !errors.isEmpty { return .invalid }
        return failures.isEmpty ? .passed : .failed
    }

    /// Whether the scenario passed.
    public var passed: Bool { status == .passed }

    /// Every diagnostic: the errors, then the failures, then the warnings (which do not make the
    /// scenario fail, see ``status``), so that printing them shows everything the run found.
    public var diagnostics: [Diagnostic] { errors + failures + warnings }
}
