import Dispatch
import Foundation
import ShortcutSimCore
import ShortcutSimRendering
import ShortcutSimScenarios

/// `shortcut-sim bench`: measures parsing, replay and exploration speed in one process, and
/// prints the figures next to their targets. The command line is an edge: it reads a monotonic
/// clock, which the engine never does. Targets that are missed are reported, never failures.
enum BenchCommand {
    static let help = """
    USAGE: shortcut-sim bench [--json] [--scenarios DIR] [--only FIGURES] [--model]

    Measures speed in one process, on a monotonic clock, and prints each figure with its target:
      library  loading and running every scenario file of DIR once, as 'run' does, with a worker
               per core (target < 0.2 s)
      parse    parsing the files of DIR, held in memory, over and over for 0.5 s (files/s)
      replay   running each plain scenario of DIR, parsed once, over and over for 0.05 s each: the
               median scenario's runs/s (target ≥ 100,000), with the slowest and the fastest;
               a scenario that does not pass is left out, with a warning
      explore  exploring the standard large model ('--model' prints it) with a worker per core:
               distinct states/s (target ≥ 1,000,000)
    The targets are for a release build ('swift run -c release shortcut-sim bench') on two cores.
    Exit status: 0 when the measurements complete, missed targets included; 1 if the standard
    model no longer passes every path; 2 for invalid input.

    OPTIONS:
      --json             Print one JSON object instead of text, with these stable keys:
    \(wrapped(jsonKeys.joined(separator: ", "), indent: 23, width: 100))
      --scenarios DIR    The scenario library to measure (default Scenarios)
      --only FIGURES     Measure only these, comma-separated: library, parse, replay, explore
                         (to profile one); in JSON the others' keys are null
      --model            Print the standard large model and stop ('shortcut-sim explore' explores it)
      -h, --help         Show this help
    """

    /// The keys of `--json`, in the order printed; they are stable and documented in docs/performance.md.
    static let jsonKeys = [
        "build", "cores", "workers", "os", "load_average",
        "library_files", "library_seconds",
        "parse_files", "parse_files_per_second",
        "replay_scenarios", "replay_runs_per_second_median", "replay_median_scenario",
        "replay_runs_per_second_min", "replay_min_scenario", "replay_runs_per_second_max", "replay_max_scenario",
        "explore_distinct_states", "explore_paths", "explore_seconds", "explore_states_per_second",
    ]

    /// What `bench` measures, in the order it measures them; `--only` names some of them.
    enum Figure: String, CaseIterable {
        case library, parse, replay, explore

        /// The figure's JSON keys: those named after it (`replay_…`); the others (machine and build)
        /// are always printed.
        var jsonKeys: [String] { BenchCommand.jsonKeys.filter { $0.hasPrefix(rawValue + "_") } }
    }

    /// The targets, on a two-core machine with a release build.
    static let replayTarget = 100_000.0
    static let exploreTarget = 1_000_000.0
    static let librarySecondsTarget = 0.2

    /// How long the parse measurement runs, and each replay's slice.
    static let parseSeconds = 0.5
    static let replaySliceSeconds = 0.05

    /// The standard large model: every profile, both lifecycles, system kills while suspended,
    /// three milestone windows on a 500 ms grid and two `any order:` blocks (docs/performance.md).
    static let standardModel = """
    scenario: Benchmark model: two quick actions through every interleaving
    profile: every
    lifecycle: both
    system kill: anywhere while suspended
    time step: 500ms

    shortcuts:
      static Search "Search" icon=search
      static Coupon "Coupons"

    app:
      didFinishLaunching: false when launched from a shortcut
      launch item: saved in didFinishLaunching and willConnectTo, handled on didBecomeActive when root ready, then cleared
      performAction: handled when root ready
      scene performAction: handled when root ready
      milestone root: between 0s and 10s after launch
      milestone login: any time after root
      milestone home: between 0s and 2s after root
      routes: Search -> SearchPage, Coupon -> CouponList needs login

    steps:
      select Search
      any order:
        go home
        wait 2s
        wait 1s
        wait 3s
      select Coupon
      any order:
        go home
        wait 1s
        wait 4s
      tap icon
      wait 6s

    expect:
      user.select Search
      user.select Coupon
      never: route.unhandled

    defects:
      lost Coupon
    """

    /// The name the standard model is parsed under.
    static let standardModelFile = "<bench standard model>"

    struct Figures {
        /// The figures measured: every one, unless `--only` names some.
        var measured = Set(Figure.allCases)
        var build = ""
        var cores = 0
        var workers = 0
        var os = ""
        /// The one-minute load average when the measurements started (Linux), or nil.
        var loadAverage: Double?
        var libraryFiles = 0
        var librarySeconds = 0.0
        var parseFiles = 0
        var parseFilesPerSecond = 0.0
        var replay: [(file: String, runsPerSecond: Double)] = []
        var exploreStates = 0
        var explorePaths: UInt64 = 0
        var exploreSeconds = 0.0

        /// The plain scenarios by runs/s, slowest first; the median is the lower middle one.
        var sortedReplay: [(file: String, runsPerSecond: Double)] { replay.sorted { $0.runsPerSecond < $1.runsPerSecond } }
        var replayMedian: (file: String, runsPerSecond: Double)? {
            let sorted = sortedReplay
            return sorted.isEmpty ? nil : sorted[(sorted.count - 1) / 2]
        }
        var exploreStatesPerSecond: Double { exploreSeconds > 0 ? Double(exploreStates) / exploreSeconds : 0 }
    }

    static func run(_ arguments: [String], console: Console) throws(ExitCode) -> ExitCode {
        let parsed = try CommandLineTool.arguments(arguments, options: ["--scenarios", "--only"], flags: ["--json", "--model"], help: help, console: console)
        guard parsed.positionals.isEmpty else {
            console.errorLine("error: bench takes no files; name the library with --scenarios DIR")
            console.errorLine(help)
            return .invalidInput
        }
        if parsed.flags.contains("--model") {
            console.line(standardModel)
            return .success
        }
        var figures = Figures()
        if let only = parsed.options["--only"] {
            var selected: Set<Figure> = []
            for name in only.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let figure = Figure(rawValue: name) else {
                    let names = Figure.allCases.map(\.rawValue)
                    let hint = Suggestion.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                    console.errorLine("error: --only: unknown figure '\(name)'\(hint); the figures are \(names.joined(separator: ", "))")
                    return .invalidInput
                }
                selected.insert(figure)
            }
            figures.measured = selected
        }
        let folder = parsed.options["--scenarios"] ?? "Scenarios"
        let model: Scenario
        do {
            model = try ScenarioLoader.parse(standardModel, file: standardModelFile)
        } catch {
            console.errorLine("internal error: the standard model does not parse")
            CommandLineTool.report(error.diagnostics, console: console)
            return .failure
        }

        let configuration = ExplorationConfiguration()
        #if DEBUG
        figures.build = "debug"
        #else
        figures.build = "release"
        #endif
        figures.cores = ProcessInfo.processInfo.activeProcessorCount
        figures.workers = configuration.workers
        figures.os = ProcessInfo.processInfo.operatingSystemVersionString
        figures.loadAverage = loadAverage()

        // The library first, while nothing is warm, as a fresh `shortcut-sim run DIR` finds it:
        // finding the files, reading and parsing each, and running it (explored ones explored), on
        // a worker per core.
        let libraryStart = now()
        let files: [String]
        do {
            files = try ScenarioLoader.scenarioFiles(at: [folder])
        } catch {
            CommandLineTool.report(error.diagnostics, console: console)
            return .invalidInput
        }
        if files.isEmpty {
            console.errorLine("error: no .scenario files found in \(folder)")
            return .invalidInput
        }
        if figures.measured.contains(.library) {
            // The very runner of `run`, on the same workers, its outcomes dropped as `run` drops them once printed.
            LibraryRunner(workers: configuration.workers).run(files) { _, _ in }
            figures.librarySeconds = seconds(since: libraryStart)
            figures.libraryFiles = files.count
        }

        // Parsing: every file held in memory, and the files they name read once and kept.
        var texts: [(file: String, data: Data)] = []
        for file in files where figures.measured.contains(.parse) || figures.measured.contains(.replay) {
            guard let data = FileManager.default.contents(atPath: file) else {
                console.errorLine("error: cannot read \(file)")
                return .invalidInput
            }
            texts.append((file, data))
        }
        let cache = FileCache()
        var plain: [Scenario] = []
        for text in texts {
            guard let scenario = parse(text.data, file: text.file, cache: cache) else { continue }
            if !scenario.isExplored { plain.append(scenario) }
        }
        if figures.measured.contains(.parse) {
            figures.parseFiles = texts.count
            var parsedFiles = 0
            let parseStart = now()
            var parseElapsed = 0.0
            repeat {
                for text in texts { _ = parse(text.data, file: text.file, cache: cache) }
                parsedFiles += texts.count
                parseElapsed = seconds(since: parseStart)
            } while parseElapsed < parseSeconds
            figures.parseFilesPerSecond = Double(parsedFiles) / parseElapsed
        }

        // Replay: each plain scenario, parsed once, run over and over for a slice of time.
        for scenario in plain where figures.measured.contains(.replay) {
            // The warm-up run must pass: the speed of a run that stops at an error measures nothing.
            let warmUp = ScenarioRunner.run(scenario)
            guard warmUp.passed else {
                console.errorLine("warning: \(scenario.file) does not pass, so its replay is left out of the figures (run 'shortcut-sim run \(scenario.file)')")
                continue
            }
            var runs = 0
            let start = now()
            var elapsed = 0.0
            repeat {
                for _ in 0..<16 { _ = ScenarioRunner.run(scenario) }
                runs += 16
                elapsed = seconds(since: start)
            } while elapsed < replaySliceSeconds
            figures.replay.append((scenario.file, Double(runs) / elapsed))
        }

        // Exploration of the standard large model.
        if figures.measured.contains(.explore) {
            let exploreStart = now()
            let exploration = Explorer.explore(model, configuration: configuration) { text, name throws(DiagnosticError) in
                try ScenarioLoader.parse(text, file: name)
            }
            figures.exploreSeconds = seconds(since: exploreStart)
            figures.exploreStates = exploration.distinctStates
            figures.explorePaths = exploration.paths
            if exploration.distinctStates == 0 {
                console.errorLine("internal error: the standard model explores no state")
                CommandLineTool.report(exploration.errors, console: console)
                return .failure
            }
            if !exploration.passed {
                // Every path of the standard model passes; a failing one means the engine changed.
                console.errorLine("internal error: the standard model no longer passes every path (\(exploration.summary))")
                CommandLineTool.report(exploration.errors, console: console)
                return .failure
            }
        }

        if parsed.flags.contains("--json") {
            console.line(json(figures))
        } else {
            console.write(text(figures))
        }
        return .success
    }

    // MARK: - Output

    static func json(_ figures: Figures) -> String {
        let sorted = figures.sortedReplay
        let median = figures.replayMedian
        let values: [String: String] = [
            "build": JSONText.string(figures.build),
            "cores": String(figures.cores),
            "workers": String(figures.workers),
            "os": JSONText.string(figures.os),
            "load_average": figures.loadAverage.map { number($0, digits: 2) } ?? "null",
            "library_files": String(figures.libraryFiles),
            "library_seconds": number(figures.librarySeconds, digits: 4),
            "parse_files": String(figures.parseFiles),
            "parse_files_per_second": number(figures.parseFilesPerSecond, digits: 0),
            "replay_scenarios": String(sorted.count),
            "replay_runs_per_second_median": number(median?.runsPerSecond ?? 0, digits: 0),
            "replay_median_scenario": median.map { JSONText.string($0.file) } ?? "null",
            "replay_runs_per_second_min": number(sorted.first?.runsPerSecond ?? 0, digits: 0),
            "replay_min_scenario": sorted.first.map { JSONText.string($0.file) } ?? "null",
            "replay_runs_per_second_max": number(sorted.last?.runsPerSecond ?? 0, digits: 0),
            "replay_max_scenario": sorted.last.map { JSONText.string($0.file) } ?? "null",
            "explore_distinct_states": String(figures.exploreStates),
            "explore_paths": String(figures.explorePaths),
            "explore_seconds": number(figures.exploreSeconds, digits: 4),
            "explore_states_per_second": number(figures.exploreStatesPerSecond, digits: 0),
        ]
        let unmeasured = Set(Figure.allCases.filter { !figures.measured.contains($0) }.flatMap(\.jsonKeys))
        return JSONText.object(jsonKeys.map { ($0, unmeasured.contains($0) ? "null" : values[$0]!) })
    }

    static func text(_ figures: Figures) -> String {
        var lines: [String] = []
        lines.append("machine  \(figures.cores) core\(figures.cores == 1 ? "" : "s"), \(figures.os), \(figures.build) build, \(figures.workers) exploration worker\(figures.workers == 1 ? "" : "s")")
        if let load = figures.loadAverage {
            lines.append("         load average \(fixed(load, 2)) at the start\(load > Double(figures.cores) / 2 ? ": other work shares the cores, so the figures are low" : "")")
        }
        if figures.build != "release" { lines.append("warning: a \(figures.build) build; the targets are for 'swift build -c release'") }
        if figures.measured.contains(.library) {
            lines.append("library  \(figures.libraryFiles) file\(figures.libraryFiles == 1 ? "" : "s") loaded and run once in \(fixed(figures.librarySeconds, 3)) s (target < \(librarySecondsTarget) s) \(verdict(figures.librarySeconds < librarySecondsTarget))")
        }
        if figures.measured.contains(.parse) {
            lines.append("parse    \(grouped(figures.parseFilesPerSecond)) files/s over \(figures.parseFiles) files")
        }
        if figures.measured.contains(.replay) {
            let sorted = figures.sortedReplay
            if let median = figures.replayMedian, let slowest = sorted.first, let fastest = sorted.last {
                lines.append("replay   median \(grouped(median.runsPerSecond)) runs/s (target ≥ \(grouped(replayTarget))) \(verdict(median.runsPerSecond >= replayTarget))")
                lines.append("         \(sorted.count) plain scenarios; median \(median.file)")
                lines.append("         min \(grouped(slowest.runsPerSecond)) runs/s \(slowest.file)")
                lines.append("         max \(grouped(fastest.runsPerSecond)) runs/s \(fastest.file)")
            } else {
                lines.append("replay   no plain scenarios to replay")
            }
        }
        if figures.measured.contains(.explore) {
            let rate = figures.exploreStatesPerSecond
            lines.append("explore  \(grouped(rate)) distinct states/s (target ≥ \(grouped(exploreTarget))) \(verdict(rate >= exploreTarget))")
            lines.append("         standard model: \(grouped(Double(figures.exploreStates))) distinct states, \(figures.explorePaths == .max ? "more than \(grouped(Double(UInt64.max)))" : grouped(Double(figures.explorePaths))) paths in \(fixed(figures.exploreSeconds, 3)) s")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Words joined by spaces into lines of at most `width` columns, each indented.
    static func wrapped(_ text: String, indent: Int, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
    }

    private static func verdict(_ met: Bool) -> String { met ? "ok" : "MISSED" }

    /// A whole number with thousands separators: `123,456`.
    static func grouped(_ value: Double) -> String {
        let digits = String(UInt64(max(0, value.rounded())))
        var result = ""
        for (index, character) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return String(result.reversed())
    }

    /// A number with a fixed count of decimals, without a locale: `0.123`.
    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

    /// A JSON number: whole with `digits` 0, else fixed-point.
    private static func number(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        return digits == 0 ? String(UInt64(max(0, value.rounded()))) : fixed(value, digits)
    }

    // MARK: - Measuring

    /// The one-minute load average from /proc/loadavg, where there is one.
    private static func loadAverage() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { Double($0) }
    }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    private static func seconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    /// Parses a file's bytes as `ScenarioLoader.load` would, reading the files it names from the cache.
    private static func parse(_ data: Data, file: String, cache: FileCache) -> Scenario? {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        do {
            return try ScenarioParser.parse(ScenarioSource(data: data, file: file)) { relative in
                try cache.read(relative, nextTo: folder)
            }
        } catch {
            return nil
        }
    }

    /// The files scenarios name (`plist:`, `strings:`), read from disk once and then kept, so the
    /// parse figure measures parsing rather than the file system.
    private final class FileCache {
        private var entries: [String: (data: Data, displayPath: String)] = [:]

        struct Missing: Error {}

        func read(_ relative: String, nextTo folder: URL) throws -> (data: Data, displayPath: String) {
            let url = relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : folder.appendingPathComponent(relative)
            if let entry = entries[url.path] { return entry }
            let display = relative.hasPrefix("/") ? relative : (folder.relativePath == "." ? relative : folder.relativePath + "/" + relative)
            guard let data = FileManager.default.contents(atPath: url.path) else { throw Missing() }
            entries[url.path] = (data, display)
            return (data, display)
        }
    }
}
