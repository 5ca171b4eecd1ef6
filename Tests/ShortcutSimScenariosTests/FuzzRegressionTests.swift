import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// One input kept from fuzzing: a crash that was fixed, or a hand-written input with odd bytes.
struct FuzzRegression: Sendable, CustomTestStringConvertible {
    /// The folder of the kept inputs, one subfolder per fuzz target (`Scripts/fuzz --list`).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzRegressions")

    /// Every kept input, by target folder then file name.
    static let all: [FuzzRegression] = {
        let manager = FileManager.default
        let targets = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        return targets.sorted().flatMap { target in
            let files = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? []
            return files.filter { !$0.hasPrefix(".") }.sorted().map {
                FuzzRegression(target: target, url: folder.appendingPathComponent(target).appendingPathComponent($0))
            }
        }
    }()

    /// The fuzz target whose entry point replays the input: the name of its folder.
    let target: String
    /// The input file.
    let url: URL

    /// The test case's name: `target/file`.
    var testDescription: String { "\(target)/\(url.lastPathComponent)" }
}

/// Every input a fuzzer once crashed on (and the hand-written odd ones) goes through the fuzzer's own
/// entry point, FuzzEntryPoints.swift, and must yield a result or diagnostics at `file:line:column`.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// Replays one kept input through its target's entry point.
    @Test("a kept input yields a result or located diagnostics", arguments: FuzzRegression.all)
    func replay(_ regression: FuzzRegression) throws {
        let data = try Data(contentsOf: regression.url)
        let outcome = try #require(FuzzEntryPoint.run(regression.target, data), "FuzzRegressions/\(regression.target) is not a fuzz target")
        #expect(outcome.violations.isEmpty, "\(outcome.violations.joined(separator: "\n"))")
        if outcome.refused {
            #expect(outcome.diagnostics.contains { $0.severity == .error })
        } else {
            #expect(!outcome.renderings.isEmpty, "an accepted input renders a trace or a menu")
        }
        for diagnostic in outcome.diagnostics {
            let location = diagnostic.location
            #expect(diagnostic.description.hasPrefix("\(location.file):\(location.line):\(location.column): \(diagnostic.severity.rawValue): "))
        }
    }

    /// The crash the info-plist target found: Foundation segfaults bridging a binary plist's set.
    @Test("a binary plist holding a set is refused by both decoders, naming the set, instead of crashing Foundation",
          arguments: ["binary-set-in-item.bplist", "binary-set-top-level.bplist"])
    func binarySetIsRefused(_ name: String) throws {
        let data = try Data(contentsOf: FuzzRegression.folder.appendingPathComponent("info-plist").appendingPathComponent(name))
        let outcome = FuzzEntryPoint.infoPlist(data)
        #expect(outcome.refused)
        let files = outcome.diagnostics.filter { $0.notes.contains { $0.contains("holds a set") } }.map(\.location.file)
        #expect(files.sorted() == [FuzzEntryPoint.plistFile, FuzzEntryPoint.stringsFile])
    }

    /// The folders of FuzzRegressions are exactly the targets, none empty.
    @Test("every fuzz target keeps regression inputs, in a folder named after it")
    func foldersMatchTargets() {
        #expect(Set(FuzzRegression.all.map(\.target)) == Set(FuzzEntryPoint.targets))
    }

    /// The fixed scenarios the expectation-matcher input is added to stay valid as the format evolves.
    @Test("the expectation-matcher target's base scenarios parse and run without a step error")
    func baseScenariosRun() throws {
        for text in FuzzEntryPoint.baseScenarios {
            let result = ScenarioRunner.run(try ScenarioLoader.parse(text, file: "base.scenario"))
            #expect(result.errors.isEmpty, "\(result.errors)")
            #expect(result.trace.count > 10)
        }
    }
}
