import ShortcutSimCore

extension ScenarioResult: CustomStringConvertible {
    /// The outcome as `shortcut-sim run` words it, then every diagnostic (``diagnostics``) in full:
    /// `FAIL  cold.scenario  Cold launch (ios13)` and each error, failure and warning with its notes.
    ///
    /// It is what a test prints when a run fails, such as `#expect(result.passed, "\(result)")`;
    /// Swift Testing also shows it for `result` when an expectation on it fails, instead of every
    /// stored property.
    public var description: String {
        let word = switch status {
        case .passed: "PASS"
        case .failed: "FAIL"
        case .invalid: "INVALID"
        }
        let heading = Diagnostic.printable("\(word)  \(scenario.file)  \(scenario.title) (\(profile.name))")
        return ([heading] + diagnostics.map(\.description)).joined(separator: "\n")
    }
}
