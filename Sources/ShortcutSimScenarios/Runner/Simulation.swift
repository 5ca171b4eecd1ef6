import ShortcutSimCore

/// The world after a scenario's steps, with which trace events each step produced.
public struct Simulation<App: ShortcutApp> {
    /// One step and the trace events it produced.
    public struct StepSpan: Sendable {
        /// The step (the implied first `install` included).
        public var step: Step
        /// The indices of the events it produced.
        public var events: Range<Int>
    }

    /// The world after the last step that could happen.
    public var world: World<App>
    /// The error of the step that could not happen, if any; no later step ran.
    public var errors: [Diagnostic]
    /// The steps that ran, in order.
    public var spans: [StepSpan]
    /// What deserves a look but changed nothing, such as an `app:` section the app passed in
    /// replaced, or a variation one replay does not try (see ``ScenarioRunner/simulate(_:app:profile:)``).
    public var warnings: [Diagnostic] = []

    /// The step that produced an event, if any.
    public func step(producing event: Int) -> Step? { spans.first { $0.events.contains(event) }?.step }

    /// Where a defect is reported: the step whose events show it last, else the last step that ran,
    /// else the start of `file` (the scenario's).
    public func location(of defect: Defect, file: String) -> SourceLocation {
        defect.events.last.flatMap(step(producing:))?.location ?? spans.last?.step.location ?? SourceLocation(file: file, line: 1, column: 1)
    }
}
