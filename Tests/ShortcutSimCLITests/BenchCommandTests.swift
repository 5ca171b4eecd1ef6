import Foundation
import ShortcutSimCLI
import ShortcutSimScenarios
import Testing

/// `shortcut-sim bench`: its help, its JSON keys and its standard model, as docs/performance.md
/// documents them. The speed goals live in the benchmark, which prints figures; no test here times
/// anything, and none runs the measurements, which take seconds even in a release build.
@Suite("bench command")
struct BenchCommandTests {
    static let performancePage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/performance.md")

    /// The `## Benchmark` section of docs/performance.md.
    static func benchmarkSection() throws -> String {
        let page = try String(contentsOf: performancePage, encoding: .utf8)
        let start = try #require(page.range(of: "\n## Benchmark\n"), "docs/performance.md has no '## Benchmark' section")
        let rest = page[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// A new temporary folder holding these files (name to text); the caller removes it.
    static func scenarioFolder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-sim-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    /// The keys the help lists after `--json`, in order.
    static func helpKeys(_ help: String) throws -> [String] {
        let start = try #require(help.range(of: "with these stable keys:"))
        let end = try #require(help.range(of: "--scenarios DIR", range: start.upperBound..<help.endIndex))
        return help[start.upperBound..<end.lowerBound].split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }

    @Test("--help prints the usage, the figures, their targets and the JSON keys, and exits 0")
    func help() throws {
        let run = tool(["bench", "--help"])
        #expect(run.code == 0, "\(run)")
        #expect(run.stdout.hasPrefix("USAGE: shortcut-sim bench [--json] [--scenarios DIR] [--only FIGURES] [--model]"), "\(run)")
        for word in ["library", "parse", "replay", "explore", "target ≥ 100,000", "target ≥ 1,000,000", "target < 0.2 s", "-h, --help"] {
            #expect(run.stdout.contains(word), "missing '\(word)' in \(run)")
        }
        #expect(try Self.helpKeys(run.stdout).count == 20, "\(run)")
        #expect(tool(["help", "bench"]).stdout == run.stdout)
    }

    @Test("the JSON keys of the help are the keys docs/performance.md documents, in the same order")
    func documentedKeys() throws {
        let keys = try Self.helpKeys(tool(["bench", "--help"]).stdout)
        let section = try Self.benchmarkSection()
        let start = try #require(section.range(of: "### JSON keys"))
        let table = section[start.upperBound...]
        let keysTable = table[..<(table.range(of: "\n### ")?.lowerBound ?? table.endIndex)]
        let documented = keysTable.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
        #expect(documented == keys)
        #expect(keys.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "_" } }, "keys are snake_case: \(keys)")
    }

    @Test("--model prints the standard model that docs/performance.md shows; it parses and is explored")
    func standardModel() throws {
        let run = tool(["bench", "--model"])
        #expect(run.code == 0 && run.stderr.isEmpty, "\(run)")
        let section = try Self.benchmarkSection()
        let fence = try #require(section.range(of: "```\nscenario: Benchmark model"))
        let body = section[section.index(fence.lowerBound, offsetBy: 4)...]
        let documented = String(body[..<(try #require(body.range(of: "\n```"))).lowerBound]) + "\n"
        #expect(run.stdout == documented)
        let model = try ScenarioLoader.parse(run.stdout, file: "model.scenario")
        #expect(model.isExplored)
        #expect(model.variation.profiles.count == 4 && model.variation.lifecycles.count == 2 && model.variation.killsWhileSuspended)
        #expect(model.steps.filter { if case .anyOrder = $0.action { return true } else { return false } }.count == 2)
    }

    @Test("invalid input stops before measuring: exit 2 for a missing folder, a file argument or an unknown option")
    func invalidInput() {
        let missing = tool(["bench", "--scenarios", "/nonexistent/shortcut-sim-bench"])
        #expect(missing.code == 2 && missing.stderr.contains("no such file or folder"), "\(missing)")
        let positional = tool(["bench", "Scenarios"])
        #expect(positional.code == 2 && positional.stderr.contains("bench takes no files"), "\(positional)")
        let unknown = tool(["bench", "--jsn"])
        #expect(unknown.code == 2 && unknown.stderr.contains("did you mean '--json'?"), "\(unknown)")
        let figure = tool(["bench", "--only", "replay,explre"])
        #expect(figure.code == 2 && figure.stdout.isEmpty, "\(figure)")
        #expect(figure.stderr.contains("error: --only: unknown figure 'explre' (did you mean 'explore'?); the figures are library, parse, replay, explore"), "\(figure)")
        let empty = tool(["bench", "--only", ""])
        #expect(empty.code == 2 && empty.stderr.contains("--only needs a value"), "\(empty)")
        let trailing = tool(["bench", "--only", "replay,"])
        #expect(trailing.code == 2 && trailing.stderr.contains("unknown figure ''"), "\(trailing)")
    }

    @Test("--only measures the figures it names: the others are left out of the text and null in JSON")
    func onlySomeFigures() throws {
        let folder = try Self.scenarioFolder(["one.scenario": "scenario: one tap\n\nsteps:\n  tap icon\n\nexpect:\n  app.didBecomeActive\n"])
        defer { try? FileManager.default.removeItem(at: folder) }

        let json = tool(["bench", "--only", "library", "--json", "--scenarios", folder.path])
        #expect(json.code == 0 && json.stderr.isEmpty, "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
        #expect(object["library_files"] as? Int == 1, "\(json)")
        #expect(object["library_seconds"] is Double || object["library_seconds"] is Int, "\(json)")
        for key in ["parse_files", "parse_files_per_second", "replay_runs_per_second_median", "explore_distinct_states", "explore_states_per_second"] {
            #expect(object[key] is NSNull, "'\(key)' should be null when not measured: \(json)")
        }
        #expect(object.count == 20, "every documented key is printed: \(json)")

        let text = tool(["bench", "--only", "library", "--scenarios", folder.path])
        #expect(text.code == 0, "\(text)")
        #expect(text.stdout.contains("library  1 file loaded and run once"), "\(text)")
        for figure in ["parse ", "replay ", "explore "] {
            #expect(!text.stdout.contains("\n\(figure)"), "'\(figure)' was not asked for: \(text)")
        }
    }

    @Test("replay leaves out a scenario that does not pass, and says which: a failing run's speed measures nothing")
    func replayLeavesOutFailingScenarios() throws {
        let folder = try Self.scenarioFolder([
            "passes.scenario": "scenario: passes\n\nsteps:\n  tap icon\n\nexpect:\n  app.didBecomeActive\n",
            "fails.scenario": "scenario: fails\n\nsteps:\n  tap icon\n\nexpect:\n  app.didEnterBackground\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }

        let json = tool(["bench", "--only", "replay", "--json", "--scenarios", folder.path])
        #expect(json.code == 0, "\(json)")
        #expect(json.stderr.contains("warning: \(folder.appendingPathComponent("fails.scenario").path) does not pass, so its replay is left out"), "\(json)")
        #expect(!json.stderr.contains("passes.scenario"), "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json)")
        #expect(object["replay_scenarios"] as? Int == 1, "only the passing scenario is replayed: \(json)")
        #expect((object["replay_median_scenario"] as? String)?.hasSuffix("passes.scenario") == true, "\(json)")
    }
}
