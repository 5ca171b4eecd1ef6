import ShortcutSimScenarios

/// Everything a run of one library file produces, as text to compare byte for byte.
struct ScenarioOutcome: Equatable, Sendable {
    /// The trace, as `shortcut-sim trace` prints it; empty when the file does not load.
    let trace: String
    /// Every defect the engine found, one per line.
    let defects: String
    /// The failures and errors (or the load errors), one diagnostic after another.
    let diagnostics: String

    /// An outcome with the given texts, for tests of the comparison itself.
    init(trace: String, defects: String, diagnostics: String) {
        self.trace = trace
        self.defects = defects
        self.diagnostics = diagnostics
    }

    /// Loads and runs the scenario at `path` with its declarative app.
    init(path: String) {
        do {
            let result = ScenarioRunner.run(try ScenarioLoader.load(path: path))
            trace = result.trace.text
            defects = result.defects.map(\.description).joined(separator: "\n")
            diagnostics = result.diagnostics.map(\.description).joined(separator: "\n")
        } catch {
            trace = ""
            defects = ""
            diagnostics = error.diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    /// The parts by name, in the order they are compared.
    var parts: [(name: String, text: String)] { [("trace", trace), ("defects", defects), ("diagnostics", diagnostics)] }

    /// What differs from `baseline`: the first part that differs, with its first differing line; nil when equal.
    func firstDifference(from baseline: ScenarioOutcome) -> String? {
        for (part, base) in zip(parts, baseline.parts) where part.text != base.text {
            let actual = part.text.split(separator: "\n", omittingEmptySubsequences: false)
            let expected = base.text.split(separator: "\n", omittingEmptySubsequences: false)
            let index = (0..<min(actual.count, expected.count)).first { actual[$0] != expected[$0] } ?? min(actual.count, expected.count)
            let baseLine = index < expected.count ? String(expected[index]) : "(end)"
            let runLine = index < actual.count ? String(actual[index]) : "(end)"
            return "first difference in the \(part.name), line \(index + 1):\n  baseline: \(baseLine)\n  this run: \(runLine)"
        }
        return nil
    }
}
