import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Helpers for tests that parse and run small scenarios written inline.
enum ScenarioText {
    /// The file name every inline scenario is parsed as, so diagnostics read `t.scenario:LINE:COLUMN`.
    static let file = "t.scenario"

    /// Parses inline scenario text that must be valid; an invalid text records its diagnostics and throws.
    static func parse(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Scenario {
        do {
            return try ScenarioLoader.parse(text, file: file)
        } catch {
            Issue.record("the test's scenario text does not parse:\n\(error)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// Parses inline scenario text whose `plist: Info.plist` line reads `plist` from memory; any other
    /// path is a missing file. Unlike ``parse(_:sourceLocation:)``, an invalid text only throws, for
    /// tests that check the diagnostics.
    static func parse(_ text: String, infoPlist plist: String) throws(DiagnosticError) -> Scenario {
        try ScenarioParser.parse(ScenarioSource(text: text, file: file), readFile: infoPlistReader(plist))
    }

    /// A reader that answers `Info.plist` with `plist` and finds no other file.
    static func infoPlistReader(_ plist: String) -> ScenarioParser.FileReader {
        { path in
            guard path == "Info.plist" else { throw CocoaError(.fileNoSuchFile) }
            return (Data(plist.utf8), path)
        }
    }

    /// Parses and runs inline scenario text with its declarative app.
    static func run(_ text: String, profile: PlatformProfile? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioResult {
        ScenarioRunner.run(try parse(text, sourceLocation: sourceLocation), profile: profile)
    }

    /// The diagnostics of text that should not parse, in source order; empty when it parses.
    static func diagnostics(of text: String) -> [Diagnostic] {
        do {
            _ = try ScenarioLoader.parse(text, file: file)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Expects exactly one error for inline scenario text, whose first line is `expected`; the message
    /// lists every diagnostic found otherwise.
    static func expectOneError(in text: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let diagnostics = diagnostics(of: text)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1 && errors.first?.description.split(separator: "\n").first.map(String.init) == expected,
                "expected one error '\(expected)', found:\n\(diagnostics.map(\.description).joined(separator: "\n"))",
                sourceLocation: sourceLocation)
    }
}

extension ScenarioResult {
    /// The words of every event, without times: `route Search -> SearchPage`.
    var lines: [String] { trace.map(\.words.description) }

    /// The words of every event with its virtual time: `3.000s route Search -> SearchPage`.
    var timedLines: [String] { trace.map { "\($0.time) \($0.words)" } }

    /// Every diagnostic in full, then the trace: what a failing test prints so the run can be read.
    var report: String {
        let diagnosticsText = diagnostics.isEmpty ? "no diagnostics" : diagnostics.map(\.description).joined(separator: "\n")
        return "status \(status.rawValue)\n\(diagnosticsText)\ntrace:\n\(trace.text)"
    }

    /// The index of the first event whose words are exactly `line`, if any.
    func index(of line: String) -> Int? { lines.firstIndex(of: line) }

    /// The defects the engine found, as `kind TYPE` signatures.
    var defectSignatures: [String] { defects.map(\.signature) }

    /// The only defect, with the timed line of the first event it points at (the selection of a
    /// `lost` report, such as `1.000s user.select Search`); nil unless exactly one was found.
    var onlyDefect: (signature: String, rule: RuleID, firstEvent: String?)? {
        guard defects.count == 1, let defect = defects.first else { return nil }
        let first = defect.events.first.map { trace.indices.contains($0) ? "\(trace[$0].time) \(trace[$0].words)" : "event \($0)" }
        return (defect.signature, defect.rule, first)
    }
}

extension Array where Element == String {
    /// Whether `lines` occur in this order (other lines may come between).
    func containsInOrder(_ lines: [String]) -> Bool {
        var remaining = lines[...]
        for line in self where line == remaining.first { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }
}
