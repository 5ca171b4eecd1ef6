import Foundation
import ShortcutSimCore
import ShortcutSimScenarios

/// `shortcut-sim explore FILE`: every interleaving a scenario's variations allow.
enum ExploreCommand {
    static let help = """
    USAGE: shortcut-sim explore FILE [--random N --seed S] [--jobs N] [--max-states N]
                                     [--profile NAME] [--counterexample OUT]

    Enumerates every distinct path the scenario's variations allow (milestone windows, 'any order:'
    blocks, 'system kill: anywhere while suspended', several profiles, 'lifecycle: both'),
    breadth first, merging equal states, and checks the expectations and defects on each. Prints
    the number of distinct states and paths; on failure, the shortest failing path, its trace, and
    a plain scenario with every choice made concrete, which 'shortcut-sim run' replays.
    Exit status: 0 when every path passes, 1 when one fails, 2 for invalid input.

    OPTIONS:
      --random N            Sample N random paths instead of enumerating every one
      --seed S              The seed of the random paths (default 0); the same seed gives the same paths
      --jobs N              Worker threads (default: every core); results do not depend on it
      --max-states N        Stop after this many distinct states (default 10000000)
      --profile NAME        Explore under this profile only
      --counterexample OUT  Write the concrete failing scenario to OUT instead of printing it
      -h, --help            Show this help
    """

    static func run(_ arguments: [String], console: Console) throws(ExitCode) -> ExitCode {
        let parsed = try CommandLineTool.arguments(arguments, options: ["--random", "--seed", "--jobs", "--max-states", "--profile", "--counterexample"],
                                                   flags: [], help: help, console: console)
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            console.errorLine("error: explore takes exactly one scenario file")
            console.errorLine(help)
            return .invalidInput
        }
        var configuration = ExplorationConfiguration(profileOverride: try CommandLineTool.profile(parsed, console: console))
        if let jobs = try number(parsed, "--jobs", console: console) { configuration.workers = max(1, jobs) }
        if let limit = try number(parsed, "--max-states", console: console) { configuration.maxStates = limit }
        configuration.randomPaths = try number(parsed, "--random", console: console)
        if let seed = parsed.options["--seed"] {
            guard let value = UInt64(seed) else {
                console.errorLine("error: --seed takes a whole number from 0 to \(UInt64.max), not '\(seed)'")
                return .invalidInput
            }
            configuration.seed = value
        }
        if parsed.options["--seed"] != nil, configuration.randomPaths == nil {
            console.errorLine("error: --seed only applies with --random N")
            return .invalidInput
        }
        let output = parsed.options["--counterexample"]
        if let output, URL(fileURLWithPath: output).standardizedFileURL == URL(fileURLWithPath: file).standardizedFileURL {
            console.errorLine("error: --counterexample would overwrite the explored scenario \(file); choose another file")
            return .invalidInput
        }
        let scenario = try CommandLineTool.scenario(at: file, console: console)
        let result = Explorer.explore(scenario, configuration: configuration) { text, name throws(DiagnosticError) in
            try ScenarioLoader.parse(text, file: name, nextTo: file)
        }
        let variants = result.variants.map(\.description).joined(separator: "; ")
        console.line("explored \(file): \(result.variants.count) variant\(result.variants.count == 1 ? "" : "s") (\(variants)), time step \(result.timeStep)")
        console.line(result.summary)
        CommandLineTool.report(result.errors, console: console)
        guard let example = result.counterexample else {
            if result.isCutShort {
                console.line("INCOMPLETE  the state limit stopped the exploration; no failure in what was explored")
                return .failure
            }
            console.line(result.errors.isEmpty ? "PASS  every path passes" : "FAIL")
            return result.errors.isEmpty ? .success : .failure
        }
        console.line("FAIL  shortest failing path (\(example.variant)), \(example.choices.count) moves:")
        for (index, choice) in example.choices.enumerated() { console.line("  \(index + 1). \(choice)") }
        CommandLineTool.report(example.errors + example.failures, console: console)
        console.line("trace of the concrete path:")
        console.write(example.trace.text)
        guard let concrete = example.concreteScenario else { return .failure }
        console.line(example.replaysIdentically
                     ? "the concrete scenario replays this path with 'shortcut-sim run' and fails the same way"
                     : "warning: the concrete scenario did not replay this path exactly")
        if let output {
            do {
                try Data(concrete.utf8).write(to: URL(fileURLWithPath: output))
                console.line("wrote the concrete scenario to \(output)")
            } catch {
                console.errorLine("error: cannot write \(output): \(error.localizedDescription)")
                return .invalidInput
            }
        } else {
            console.line("concrete scenario (save it as a .scenario file, or pass --counterexample FILE):")
            console.write(concrete)
        }
        return .failure
    }

    private static func number(_ parsed: ParsedArguments, _ option: String, console: Console) throws(ExitCode) -> Int? {
        guard let text = parsed.options[option] else { return nil }
        guard let value = Int(text), value > 0 else {
            console.errorLine("error: \(option) takes a positive whole number, not '\(text)'")
            throw .invalidInput
        }
        return value
    }
}
