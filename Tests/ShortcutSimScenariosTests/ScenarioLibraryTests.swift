import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The scenario library under the package's top-level `Scenarios/` folder.
enum ScenarioLibrary {
    /// The package root, found from this file: `<root>/Tests/ShortcutSimScenariosTests/ScenarioLibraryTests.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `Scenarios/` folder.
    static let folder = packageRoot.appendingPathComponent("Scenarios")

    /// Every `*.scenario` file under `Scenarios/`, relative to the package root (`Scenarios/seeds/003-….scenario`), sorted.
    static let files: [String] = {
        let found = (try? ScenarioLoader.scenarioFiles(at: [folder.path])) ?? []
        let prefix = packageRoot.path + "/"
        return found.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }.sorted()
    }()

    /// The absolute path of a library file.
    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// The least number of scenarios the library must hold once it is complete.
    static let minimumCount = 30
}

/// Every scenario of the library loads, runs with its declarative app, and passes, deterministically.
@Suite("Scenario library")
struct ScenarioLibraryTests {
    @Test("the library holds at least 30 scenario files")
    func libraryIsLargeEnough() {
        let files = ScenarioLibrary.files
        #expect(files.count >= ScenarioLibrary.minimumCount, """
            expected at least \(ScenarioLibrary.minimumCount) *.scenario files under \(ScenarioLibrary.folder.path), \
            found \(files.count):\n\(files.joined(separator: "\n"))
            """)
    }

    @Test("a library scenario passes", arguments: ScenarioLibrary.files)
    func scenarioPasses(_ file: String) {
        let status: String
        let diagnostics: [Diagnostic]
        do throws(DiagnosticError) {
            let result = ScenarioRunner.run(try ScenarioLoader.load(path: ScenarioLibrary.path(file)))
            status = result.status.rawValue
            diagnostics = result.diagnostics
        } catch {
            status = "invalid (it does not load)"
            diagnostics = error.diagnostics
        }
        // The message reads like compiler output: every diagnostic with its file:line:column and notes.
        #expect(status == ScenarioResult.Status.passed.rawValue, """
            \(file) \(status), with \(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s"):
            \(diagnostics.map(\.description).joined(separator: "\n"))
            """)
    }

    @Test("a library scenario gives a byte-identical trace when run twice", arguments: ScenarioLibrary.files)
    func scenarioIsDeterministic(_ file: String) throws {
        let scenario = try ScenarioLoader.load(path: ScenarioLibrary.path(file))
        let first = ScenarioRunner.run(scenario)
        let second = ScenarioRunner.run(scenario)
        #expect(Array(first.trace.text.utf8) == Array(second.trace.text.utf8), """
            \(file): two runs gave different traces
            first run:
            \(first.trace.text)
            second run:
            \(second.trace.text)
            """)
        #expect(first.diagnostics.map(\.description) == second.diagnostics.map(\.description),
                "\(file): two runs gave different diagnostics")
        #expect(!first.trace.isEmpty, "\(file): the run recorded no events at all")
    }

    @Test("the library folder is found from #filePath")
    func folderIsFound() {
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: ScenarioLibrary.folder.path, isDirectory: &isDirectory) && isDirectory.boolValue,
                "expected the scenario library at \(ScenarioLibrary.folder.path)")
        #expect(!ScenarioLibrary.files.isEmpty, "no *.scenario file under \(ScenarioLibrary.folder.path)")
    }
}
