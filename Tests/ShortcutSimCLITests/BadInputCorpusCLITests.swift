import Foundation
import Testing

/// The golden files of the bad-input corpus (`Tests/ShortcutSimScenariosTests/BadInputs`) are exactly
/// what `shortcut-sim run` prints on standard error for each file.
@Suite("Bad-input corpus through the CLI")
struct BadInputCorpusCLITests {
    /// `Tests/ShortcutSimScenariosTests`, found from this file; the golden paths are relative to it.
    static let scenariosTestsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ShortcutSimScenariosTests")

    /// The names of the corpus scenarios, without extension, sorted.
    static let names: [String] = {
        let folder = scenariosTestsFolder.appendingPathComponent("BadInputs").path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(".scenario".count)) }.sorted()
    }()

    /// Runs the CLI in-process on a corpus file and compares its standard error with the golden file.
    @Test("shortcut-sim run prints exactly the golden diagnostics of a bad input", arguments: names)
    func runPrintsGoldenText(_ name: String) throws {
        let corpus = Self.scenariosTestsFolder.appendingPathComponent("BadInputs")
        let run = tool(["run", corpus.appendingPathComponent(name + ".scenario").path])
        let stderr = run.stderr.replacingOccurrences(of: Self.scenariosTestsFolder.path + "/", with: "")
        let expected = try String(contentsOfFile: corpus.appendingPathComponent(name + ".expected").path, encoding: .utf8)
        #expect(stderr == expected, "BadInputs/\(name).scenario: the CLI's standard error differs from BadInputs/\(name).expected\n\(run)")
        #expect(run.code == 1 || run.code == 2, "a bad input must fail the run\n\(run)")
        let status = run.stdoutLines.first ?? ""
        #expect(status.hasPrefix("INVALID  ") || status.hasPrefix("FAIL     "), "\(run)")
    }

    /// Checks that the corpus folder is found beside this target.
    @Test("the corpus is found from #filePath")
    func corpusIsFound() {
        #expect(Self.names.count >= 20, "expected the bad-input corpus under \(Self.scenariosTestsFolder.path)/BadInputs, found \(Self.names)")
    }
}
