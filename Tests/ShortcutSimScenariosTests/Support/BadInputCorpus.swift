import Foundation
import ShortcutSimCore
import ShortcutSimScenarios

/// The golden corpus of bad inputs in `Tests/ShortcutSimScenariosTests/BadInputs/` (see its README.md).
///
/// Each `NAME.scenario` (with any `.plist` or `.strings` it names) has a `NAME.expected` holding exactly
/// what `shortcut-sim run BadInputs/NAME.scenario` prints on standard error when run from
/// `Tests/ShortcutSimScenariosTests`. The files are loaded by absolute path and the folder's absolute
/// prefix is removed from the output, so the golden text is the same on every machine.
enum BadInputCorpus {
    /// The corpus folder's name, which starts every path in the golden files.
    static let folderName = "BadInputs"

    /// `Tests/ShortcutSimScenariosTests`, found from this file: `…/ShortcutSimScenariosTests/Support/BadInputCorpus.swift`.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The corpus folder.
    static let folder = testsFolder.appendingPathComponent(folderName)

    /// Every `*.scenario` of the corpus, sorted by name.
    static let cases: [BadInputCase] = fileNames(withExtension: "scenario").map { BadInputCase(name: String($0.dropLast(".scenario".count))) }

    /// The environment variable that re-records the golden files when it is `1`.
    static let recordVariable = "SHORTCUTSIM_RECORD_GOLDEN"

    /// Whether this run should rewrite the golden files instead of comparing with them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// Whether this run is on CI, where golden files are never rewritten.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// The names of the corpus files with this extension, sorted.
    static func fileNames(withExtension fileExtension: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix("." + fileExtension) }.sorted()
    }

    /// What the user sees for a case: loads it with ``ScenarioLoader/load(path:)`` and, when it loads,
    /// runs it with ``ScenarioRunner/run(_:profile:)``, printing diagnostics as `shortcut-sim run` does.
    static func render(_ input: BadInputCase) -> String {
        machineIndependent(render(scenarioAt: input.scenarioPath))
    }

    /// The standard error of `shortcut-sim run PATH` for one file: the load errors; or the warnings,
    /// then the failures, or the error of a step that could not happen with the trace up to it.
    static func render(scenarioAt path: String) -> String {
        var blocks: [String] = []
        do {
            let scenario = try ScenarioLoader.load(path: path)
            blocks += scenario.warnings.map(\.description)
            let result = ScenarioRunner.run(scenario)
            switch result.status {
            case .passed:
                break
            case .failed:
                blocks += result.failures.map(\.description)
            case .invalid:
                blocks += result.errors.map(\.description)
                blocks.append(ExpectationMatcher.excerpt(result.trace, matched: [], marked: nil))
            }
        } catch {
            blocks += error.diagnostics.map(\.description)
        }
        return blocks.map { $0 + "\n" }.joined()
    }

    /// The text with the absolute path of `Tests/ShortcutSimScenariosTests/` removed, so paths read `BadInputs/…`.
    static func machineIndependent(_ text: String) -> String {
        text.replacingOccurrences(of: testsFolder.path + "/", with: "")
    }

    /// Every file of the corpus by name, with a digest of its bytes and its modification date.
    static func snapshot(includingGoldenFiles: Bool) throws -> [String: FileFingerprint] {
        var result: [String: FileFingerprint] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where includingGoldenFiles || !name.hasSuffix(".expected") {
            result[name] = try FileFingerprint(path: folder.appendingPathComponent(name).path)
        }
        return result
    }
}
