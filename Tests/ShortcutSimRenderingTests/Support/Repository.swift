import Foundation
import ShortcutSimRendering
import ShortcutSimScenarios

/// The package's own files, found from this source file so tests do not depend on the working directory.
enum Repository {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The scenario files of the library, relative to `Scenarios/`, sorted.
    static let scenarioFiles: [String] = {
        let library = root + "/Scenarios"
        let files = (try? ScenarioLoader.scenarioFiles(at: [library])) ?? []
        return files.map { String($0.dropFirst(library.count + 1)) }
    }()

    /// A scenario of the library, loaded and run as `shortcut-sim docs` does.
    static func documented(_ relativePath: String) throws -> DocumentedScenario {
        let path = root + "/Scenarios/" + relativePath
        let scenario = try ScenarioLoader.load(path: path)
        let source = try String(contentsOfFile: path, encoding: .utf8)
        return DocumentedScenario(relativePath: relativePath, displayPath: "Scenarios/" + relativePath, source: source, scenario: scenario)
    }

    /// Every scenario of the library.
    static func library() throws -> [DocumentedScenario] { try scenarioFiles.map(documented) }

    /// A file of the package as text.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOfFile: root + "/" + relativePath, encoding: .utf8)
    }
}
