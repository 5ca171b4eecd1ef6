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
      --max-states N        Stop once N distinct states are reached (not with --random); the result is then
                            INCOMPLETE, or FAIL if a path explored fails
                            (default \(ExplorationConfiguration.defaultMaxStates); a state takes 1 to 3 KB)
      --profile NAME        Explore under this profile only (a scene-based scenario under ios9 is
                            invalid: ios9 has no scenes); 'every' explores every profile, as
                            'profile: every' does (ios9 is skipped for a scene-based scenario)
      --counterexample OUT  Write the concrete failing scenario to OUT instead of printing it; its
                            plist: and strings: paths are rewritten to be read from OUT's folder.
                            OUT may not be the explored file (or a link to it) nor a file it reads
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
        let profileOption = try CommandLineTool.profileOption(parsed, console: console)
        var configuration = ExplorationConfiguration(profileOverride: profileOption.override)
        if let jobs = try CommandLineTool.positiveNumber(parsed, "--jobs", console: console) { configuration.workers = jobs }
        if let limit = try CommandLineTool.positiveNumber(parsed, "--max-states", console: console) { configuration.maxStates = limit }
        configuration.randomPaths = try CommandLineTool.positiveNumber(parsed, "--random", console: console)
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
        if let random = configuration.randomPaths, parsed.options["--max-states"] != nil {  // the random paths never stop at a state limit
            console.errorLine("error: --max-states only applies without --random: the random search runs its \(random) paths whatever the number of states")
            console.errorLine("note: leave out --max-states, or --random to explore every path up to the limit")
            return .invalidInput
        }
        let output = parsed.options["--counterexample"]
        if let output {
            // By identity, not by name: a link or a hard link to the explored file is the explored file.
            if FileSystemChecks.sameFile(output, file) {
                console.errorLine("error: --counterexample \(output) is the explored scenario \(file), which it would overwrite; choose another file, such as counterexample.scenario")
                return .invalidInput
            }
            try CommandLineTool.checkOutput(output, option: "--counterexample", example: "counterexample.scenario", console: console)
        }
        var scenario = try CommandLineTool.scenario(at: file, console: console)
        if profileOption == .every { scenario = scenario.exploringEveryProfile() }
        if let output, let named = scenario.namedFiles.first(where: { FileSystemChecks.sameFile(output, $0) }) {
            console.errorLine("error: --counterexample \(output) is \(named), which the explored scenario reads; choose another file, such as counterexample.scenario")
            return .invalidInput
        }
        let result = Explorer.explore(scenario, configuration: configuration) { text, name throws(DiagnosticError) in
            try ScenarioLoader.parse(text, file: name, nextTo: file)
        }
        // Refused before exploring (a scene-based scenario under --profile ios9, a window with more
        // points than the explorer tries): its errors say why, and there are no counts to print.
        if result.variants.isEmpty || (result.distinctStates == 0 && !result.errors.isEmpty && result.counterexample == nil) {
            CommandLineTool.report(result.errors, console: console)
            if !result.variants.isEmpty { console.line("INVALID  nothing was explored") }
            return .invalidInput
        }
        let variants = result.variants.map(\.description).joined(separator: "; ")
        console.line("explored \(file): \(result.variants.count) variant\(result.variants.count == 1 ? "" : "s") (\(variants)), time step \(result.timeStep)")
        console.line(result.summary)
        CommandLineTool.report(result.errors + result.warnings, console: console)
        // The verdict's words are the result's own (``ExplorationResult/verdictLine``): errors found
        // before the state limit fail the exploration, and the summary above says it was cut short.
        guard let example = result.counterexample else {
            console.line(result.verdictLine)
            return result.passed ? .success : .failure
        }
        console.line("\(result.verdict.word)  shortest failing path (\(example.variant)), \(example.moves.count) moves:")
        for (index, move) in example.moves.enumerated() { console.line("  \(index + 1). \(move)") }
        CommandLineTool.report(example.errors + example.failures, console: console)
        console.line("trace of the concrete path:")
        console.write(CommandLineTool.lines(example.trace))
        guard let concrete = example.concreteScenario else { return .failure }
        let sameWay = example.errors.isEmpty ? "fails the same way"
            : "stops at the same step, which cannot happen there ('run' reports the file invalid)"
        console.line(example.replaysIdentically
                     ? "the concrete scenario replays this path with 'shortcut-sim run' and \(sameWay)"
                     : "warning: the concrete scenario did not replay this path exactly")
        if let output, let relocated = example.concreteScenario(writtenTo: output, exploredFrom: file) {
            do {
                try Data(relocated.utf8).write(to: URL(fileURLWithPath: output))
                console.line("wrote the concrete scenario to \(output)")
            } catch {
                console.errorLine("error: cannot write \(output): \(UserFile.reason(of: error))")
                return .invalidInput
            }
            // Its plist: and strings: paths now lead from its own folder: check that it loads from there.
            if case .failure(let error) = Result(catching: { () throws(DiagnosticError) in try ScenarioLoader.load(path: output) }) {
                console.errorLine("warning: \(output) does not load as written; 'shortcut-sim run \(output)' says:")
                CommandLineTool.report(error.diagnostics, console: console)
            }
        } else {
            console.line(scenario.namedFiles.isEmpty
                         ? "concrete scenario (save it as a .scenario file, or pass --counterexample FILE):"
                         : "concrete scenario (save it as a .scenario file in the folder of \(file), where its plist: and strings: paths lead, or pass --counterexample FILE, which rewrites them):")
            console.write(concrete)
        }
        return .failure
    }
}
