import ShortcutSimCore
import ShortcutSimScenarios
import Testing

extension BadInput {
    /// Checks the exact first line of the first diagnostic, its first note when one is given, and the
    /// number of errors, so that one mistake gives one error rather than a cascade.
    func expectFirstDiagnostic(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let diagnostics = ScenarioText.diagnostics(of: text)
        let all = diagnostics.map(\.description).joined(separator: "\n")
        let first = try #require(diagnostics.first, "expected '\(expected)', but the text parsed without errors:\n\(text)",
                                 sourceLocation: sourceLocation)
        #expect(first.description.split(separator: "\n").first.map(String.init) == expected,
                "expected the first diagnostic '\(expected)'; all diagnostics:\n\(all)", sourceLocation: sourceLocation)
        if let note = firstNote {
            #expect(first.notes.first == note, "expected the first note '\(note)', found \(first.notes)", sourceLocation: sourceLocation)
        }
        #expect(diagnostics.filter { $0.severity == .error }.count == errorCount,
                "expected \(errorCount) error(s), found \(diagnostics.count):\n\(all)", sourceLocation: sourceLocation)
    }
}
