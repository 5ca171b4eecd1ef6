import ShortcutSimCore

extension ExplorationResult: CustomStringConvertible {
    /// The outcome as `shortcut-sim explore` words it: the verdict and the ``summary``, the
    /// errors and warnings, and for a failure the shortest failing path, its moves, its failures
    /// at their lines and its trace.
    ///
    /// It is what a test prints when an exploration fails, such as
    /// `#expect(result.passed, "\(result)")`; Swift Testing also shows it for `result` when an
    /// expectation on it fails, instead of every stored property.
    public var description: String {
        var lines = [Diagnostic.printable("\(verdictLine): \(scenario.file): \(summary), time step \(timeStep)")]
        lines += (errors + warnings).map(\.description)
        if let example = counterexample {
            lines.append("shortest failing path (\(example.variant)), \(example.moves.count) moves:")
            lines += example.moves.enumerated().map { "  \($0.offset + 1). \($0.element)" }
            lines += (example.errors + example.failures).map(\.description)
            lines.append("trace of the path:")
            lines.append(Diagnostic.printable(String(example.trace.text.dropLast())))
        }
        return lines.joined(separator: "\n")
    }
}
