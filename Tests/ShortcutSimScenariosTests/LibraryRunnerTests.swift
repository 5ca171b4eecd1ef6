import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `LibraryRunner` loads and runs files on several workers and reports them in file order, with the
/// same outcomes whatever the number of workers.
@Suite("Library runner")
struct LibraryRunnerTests {
    /// Everything a caller can print of one outcome: status, title, warnings, diagnostics and trace.
    static func rendered(_ file: String, _ outcome: LibraryRunner.Outcome) -> String {
        switch outcome {
        case .invalid(let error):
            return "INVALID \(file)\n" + error.diagnostics.map(\.description).joined(separator: "\n")
        case .ran(let scenario, let result):
            let diagnostics = scenario.warnings + result.warnings + result.errors + result.failures
            return "\(result.status.rawValue) \(file) \(scenario.title) \(result.profile.name)\n"
                + diagnostics.map(\.description).joined(separator: "\n") + "\n"
                + result.trace.events.map(\.line).joined(separator: "\n")
        }
    }

    /// The library's files, a file that does not load and one that fails, so each kind of outcome is compared.
    static func files(in folder: URL) throws -> [String] {
        let typo = folder.appendingPathComponent("typo.scenario")
        try Data("scenario: Has a typo\nsteps:\n  selct Search\n".utf8).write(to: typo)
        let failing = folder.appendingPathComponent("failing.scenario")
        try Data("scenario: Fails on purpose\nsteps:\n  tap icon\nexpect:\n  never: app.didBecomeActive\n".utf8).write(to: failing)
        let library = ScenarioLibrary.files.map(ScenarioLibrary.path)
        // Spread among the library, so that they fall in different batches for one and two workers.
        return [typo.path] + library.prefix(40) + [failing.path] + library.dropFirst(40)
    }

    @Test("one worker and two report the same outcomes, byte for byte, in file order")
    func workersDoNotChangeOutcomes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try Self.files(in: folder)

        var outcomes: [Int: [String]] = [:]
        var order: [Int: [String]] = [:]
        for workers in [1, 2] {
            LibraryRunner(workers: workers).run(files) { file, outcome in
                order[workers, default: []].append(file)
                outcomes[workers, default: []].append(Self.rendered(file, outcome))
            }
            #expect(order[workers] == files, "expected \(workers) worker(s) to report the \(files.count) files in the order given, got \(order[workers]?.count ?? 0) in another order")
        }
        let one = outcomes[1] ?? [], two = outcomes[2] ?? []
        #expect(one.count == files.count && two.count == files.count,
                "expected \(files.count) outcomes each, got \(one.count) with one worker and \(two.count) with two")
        let differing = zip(one, two).filter { $0 != $1 }
        #expect(differing.isEmpty, """
            expected the same outcomes with one worker and two; \(differing.count) differ, the first:
            --- one worker
            \(differing.first?.0 ?? "")
            --- two workers
            \(differing.first?.1 ?? "")
            """)
        #expect(one.first?.hasPrefix("INVALID ") == true, "expected the file with a typo to be reported invalid first, got:\n\(one.first ?? "nothing")")
        #expect(one.contains { $0.hasPrefix("failed ") && $0.contains("failing.scenario") },
                "expected the failing file to be reported failed")
    }

    @Test("an explored scenario is explored inside a batch, with its own workers, as ScenarioRunner explores it alone")
    func exploredScenarioMatchesRunner() throws {
        let explored = try #require(ScenarioLibrary.files.map(ScenarioLibrary.path).first { path in
            (try? ScenarioLoader.load(path: path))?.isExplored == true
        }, "expected the library to hold a scenario with variations")
        let alone = Self.rendered(explored, .ran(try ScenarioLoader.load(path: explored), ScenarioRunner.run(try ScenarioLoader.load(path: explored), workers: 1)))
        var reported: [String] = []
        LibraryRunner(workers: 2).run(Array(repeating: explored, count: 5)) { file, outcome in reported.append(Self.rendered(file, outcome)) }
        #expect(reported == Array(repeating: alone, count: 5),
                "expected five copies explored on two workers to match one explored alone on one worker:\n\(alone)\n--- got\n\(reported.first { $0 != alone } ?? "")")
    }
}
