import Foundation
import ShortcutSimCLI
import Testing

/// `run --jobs N` loads and runs files on N workers and prints exactly what one worker prints.
@Suite("run --jobs")
struct RunJobsTests {
    /// A folder of passing, failing, invalid and explored scenarios, more than a batch holds.
    static func mixedFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let explored = try String(contentsOfFile: ExploreCommandTests.example, encoding: .utf8)
        for index in 0..<45 {
            let name = String(format: "%02d", index)
            switch index % 9 {
            case 3: try folder.write("\(name)-failing.scenario", Samples.failing)
            case 5: try folder.write("\(name)-typo.scenario", Samples.typo)
            case 7: try folder.write("\(name)-race.scenario", explored)
            default: try folder.write("\(name)-passing.scenario", Samples.passing("Passes \(name)"))
            }
        }
        return folder
    }

    @Test("run --verbose --junit prints the same bytes, exit status and report with --jobs 1, 2 and 3")
    func jobsDoNotChangeOutput() throws {
        let folder = try Self.mixedFolder()
        var runs: [(run: ToolRun, report: String)] = []
        for jobs in ["1", "2", "3"] {
            let junit = folder.url.appendingPathComponent("report-\(jobs).xml").path
            let run = tool(["run", folder.path, "--verbose", "--junit", junit, "--jobs", jobs])
            runs.append((run, try String(contentsOfFile: junit, encoding: .utf8)))
        }
        let one = runs[0]
        #expect(one.run.code == 2, "expected exit 2 (invalid files among them)\n\(one.run)")
        #expect(one.run.stdoutLines.last == "30 passed, 15 failed", "expected 30 passed and 15 failed (5 of them invalid)\n\(one.run)")
        for other in runs.dropFirst() {
            #expect(other.run.code == one.run.code, "expected exit \(one.run.code) as with --jobs 1\n\(other.run)")
            #expect(other.run.stdout == one.run.stdout, "expected stdout byte-identical to --jobs 1\n--- jobs 1\n\(one.run)\n--- then\n\(other.run)")
            #expect(other.run.stderr == one.run.stderr, "expected stderr byte-identical to --jobs 1\n--- jobs 1\n\(one.run)\n--- then\n\(other.run)")
            #expect(other.report == one.report, "expected the JUnit report byte-identical to --jobs 1's\n--- jobs 1\n\(one.report)\n--- then\n\(other.report)")
        }
    }

    @Test("run --jobs 0 is refused as --max-states 0 is")
    func jobsMustBePositive() {
        let run = tool(["run", "--jobs", "0", "Scenarios"])
        #expect(run.code == 2, "expected exit 2 for --jobs 0\n\(run)")
        #expect(run.stderr.contains("--jobs"), "expected the error to name --jobs\n\(run)")
    }
}
