import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Whole bad files, loaded and run as the CLI does, give exactly the diagnostics of their golden files;
/// running them writes nothing; and a file of several megabytes is handled in linear time.
@Suite("Bad-input corpus")
struct BadInputCorpusTests {
    /// The re-recording command printed in failure messages.
    static let recordCommand = "\(BadInputCorpus.recordVariable)=1 swift test --filter BadInputCorpusTests"

    /// Compares a case with its golden file, or rewrites the golden file when recording is asked for (never on CI).
    @Test("a bad input prints exactly its golden diagnostics", arguments: BadInputCorpus.cases)
    func matchesGoldenFile(_ input: BadInputCase) throws {
        let actual = BadInputCorpus.render(input)
        let expected = try? String(contentsOfFile: input.expectedPath, encoding: .utf8)
        if BadInputCorpus.isRecording {
            guard !BadInputCorpus.isCI else {
                Issue.record("refusing to re-record \(input.expectedDisplayPath): CI is set; golden files are only re-recorded on a developer's machine")
                return
            }
            if expected != actual {
                try Data(actual.utf8).write(to: URL(fileURLWithPath: input.expectedPath), options: .atomic)
                print("recorded \(input.expectedDisplayPath)")
            }
            return
        }
        guard let expected else {
            Issue.record("""
                \(input.displayPath): no golden file \(input.expectedDisplayPath); check the output below, then record it with \(Self.recordCommand)
                \(actual)
                """)
            return
        }
        guard actual != expected else { return }
        Issue.record("""
            \(input.displayPath): the diagnostics differ from \(input.expectedDisplayPath) ('- ' expected, '+ ' actual):
            \(LineDiff.render(expected: expected, actual: actual))
            if the new output is right, re-record with \(Self.recordCommand)
            """)
    }

    /// Checks that every error and warning line starts with a path, a line and a column.
    @Test("every diagnostic of the corpus is 'file:line:column: severity: message' with a line and column from 1")
    func everyDiagnosticIsLocated() {
        let located = #/BadInputs/[^:\n]+:[1-9][0-9]*:[1-9][0-9]*: (error|warning): \S/#
        for input in BadInputCorpus.cases {
            let output = BadInputCorpus.render(input)
            #expect(!output.isEmpty, "\(input.displayPath) printed nothing: a bad input must be reported")
            for line in output.split(separator: "\n") where line.contains(": error: ") || line.contains(": warning: ") {
                #expect(line.prefixMatch(of: located) != nil,
                        "\(input.displayPath): a diagnostic without a proper location:\n\(line)")
            }
        }
    }

    /// Checks that the scenarios and golden files pair up one to one.
    @Test("the corpus covers its cases, and every scenario has a golden file and every golden file a scenario")
    func corpusIsComplete() {
        let scenarios = Set(BadInputCorpus.cases.map(\.name))
        let golden = Set(BadInputCorpus.fileNames(withExtension: "expected").map { String($0.dropLast(".expected".count)) })
        #expect(BadInputCorpus.cases.count >= 20, "expected at least 20 cases in \(BadInputCorpus.folder.path), found \(scenarios.sorted())")
        #expect(golden.subtracting(scenarios).isEmpty, "golden files without a scenario: \(golden.subtracting(scenarios).sorted())")
        if !BadInputCorpus.isRecording {
            #expect(scenarios.subtracting(golden).isEmpty,
                    "scenarios without a golden file: \(scenarios.subtracting(golden).sorted()); record them with \(Self.recordCommand)")
        }
    }

    /// Fingerprints every corpus file, runs the corpus, and fingerprints them again.
    @Test("loading and running the whole corpus leaves every corpus file byte-identical")
    func corpusIsNeverWritten() throws {
        // While re-recording, the golden files are rewritten on purpose; the inputs must still never change.
        let includeGolden = !BadInputCorpus.isRecording
        let before = try BadInputCorpus.snapshot(includingGoldenFiles: includeGolden)
        for input in BadInputCorpus.cases { _ = BadInputCorpus.render(input) }
        let after = try BadInputCorpus.snapshot(includingGoldenFiles: includeGolden)
        #expect(Set(after.keys) == Set(before.keys), """
            files appeared or vanished in \(BadInputCorpus.folderName)/: \
            new \(Set(after.keys).subtracting(before.keys).sorted()), gone \(Set(before.keys).subtracting(after.keys).sorted())
            """)
        for name in before.keys.sorted() {
            #expect(after[name] == before[name], "\(BadInputCorpus.folderName)/\(name) changed: before \(before[name]!), after \(after[name].map(\.description) ?? "deleted")")
        }
    }

    /// Generates a file of several megabytes in a temporary folder, runs it, then breaks its last line.
    @Test("a 5.7 MB generated file runs and passes; with a bad last line, that line is the one error")
    func hugeGeneratedFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-sim-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Mostly comment lines: the size tests reading and parsing, the 4,000 steps the run, in seconds even in debug builds.
        let huge = HugeScenario(blocks: 2_000, paddingLines: 28)
        let text = huge.text
        #expect(text.utf8.count > 5_000_000, "the generated file is only \(text.utf8.count) bytes")
        #expect(huge.lineCount == 60_008)

        let valid = folder.appendingPathComponent("huge.scenario")
        try Data(text.utf8).write(to: valid)
        let result = ScenarioRunner.run(try ScenarioLoader.load(path: valid.path))
        #expect(result.status == .passed, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")
        // The install; the first select and go home, a cold launch (17 events); then 14 for each warm one: 1 + 17 + 1,999 × 14.
        #expect(result.trace.count == 28_004)
        #expect(result.trace.filter { $0.words.description == "route Search -> SearchPage" }.count == huge.blocks)
        #expect(result.defects.isEmpty, "\(result.defects)")

        let invalid = folder.appendingPathComponent("huge-bad-last-line.scenario")
        try Data((text + "  selct Search\n").utf8).write(to: invalid)
        do {
            _ = try ScenarioLoader.load(path: invalid.path)
            Issue.record("a file whose last line is 'selct Search' loaded without errors")
        } catch {
            let lines = error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
            #expect(lines == ["\(huge.lineCount + 1):3: error: unknown step 'selct'"])
            #expect(error.diagnostics.first?.location.file == invalid.path)
        }
    }

    /// Checks the diff that golden-file failures print.
    @Test("a diff shows the changed lines with their context")
    func lineDiff() {
        let expected = "a\nb\nc\nd\ne\nf\ng\nh\ni\n"
        let actual = "a\nb\nc\nd\nE\nf\ng\nh\ni\n"
        #expect(LineDiff.render(expected: expected, actual: actual) == "  …\n  b\n  c\n  d\n- e\n+ E\n  f\n  g\n  h\n  …")
        #expect(LineDiff.render(expected: "x \n", actual: "x\n") == "- x ⏎\n+ x\n  ")
    }
}
