import Foundation
import ShortcutSimCore
import ShortcutSimScenarios

/// The `shortcut-sim` command: dispatches to its subcommands.
public enum CommandLineTool {
    /// The subcommands, with one line each for the overview.
    static let commands: [(name: String, summary: String)] = [
        ("run", "Replay scenario files and check their expectations and defects"),
        ("trace", "Print the trace of one scenario (text or JSON Lines)"),
        ("explore", "Explore every interleaving a scenario's variations allow; print the shortest failing path"),
        ("lint", "Validate an Info.plist's quick actions and print the menu a user would see"),
        ("profiles", "Print the platform profiles and their settings, with rule IDs"),
        ("docs", "Generate the documentation from the scenarios and the engine, or check it"),
        ("bench", "Measure parsing, replay and exploration speed against their targets"),
    ]

    static let overview = """
    OVERVIEW: Deterministic simulator of iOS Home Screen quick actions and the UIKit lifecycle.

    USAGE: shortcut-sim <command> [options]

    COMMANDS:
    \(commands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    See 'shortcut-sim <command> --help' for a command's options.
    """

    /// Runs the tool with arguments (without the program name) and returns the exit code.
    public static func main(_ arguments: [String], console: Console = .standard) -> Int32 {
        guard let command = arguments.first else {
            console.errorLine(overview)
            return ExitCode.invalidInput.rawValue
        }
        let rest = Array(arguments.dropFirst())
        let code: ExitCode
        switch command {
        case "run": code = exitCode { () throws(ExitCode) in try RunCommand.run(rest, console: console) }
        case "trace": code = exitCode { () throws(ExitCode) in try TraceCommand.run(rest, console: console) }
        case "explore": code = exitCode { () throws(ExitCode) in try ExploreCommand.run(rest, console: console) }
        case "lint": code = exitCode { () throws(ExitCode) in try LintCommand.run(rest, console: console) }
        case "profiles": code = exitCode { () throws(ExitCode) in try ProfilesCommand.run(rest, console: console) }
        case "docs": code = exitCode { () throws(ExitCode) in try DocsCommand.run(rest, console: console) }
        case "bench": code = exitCode { () throws(ExitCode) in try BenchCommand.run(rest, console: console) }
        case "--help", "-h", "help":
            if let topic = rest.first, commands.contains(where: { $0.name == topic }) {
                return main([topic, "--help"], console: console)
            }
            console.line(overview)
            code = .success
        default:
            let suggestion = Suggestion.closest(to: command, in: commands.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
            console.errorLine("error: unknown command '\(command)'\(suggestion)")
            console.errorLine("run 'shortcut-sim --help' for the commands")
            code = .invalidInput
        }
        return code.rawValue
    }

    /// Runs a command; a command stops early by throwing the exit code to stop with.
    static func exitCode(_ command: () throws(ExitCode) -> ExitCode) -> ExitCode {
        do { return try command() } catch { return error }
    }

    /// Parses a command's arguments; on `--help` prints the help and stops with success, and on a
    /// usage error prints it with the help and stops with invalid input.
    static func arguments(_ arguments: [String], options: [String], flags: [String], help: String, console: Console) throws(ExitCode) -> ParsedArguments {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, options: options, flags: flags)
        } catch {
            console.errorLine("error: \(error.message)")
            console.errorLine(help)
            throw .invalidInput
        }
        if parsed.flags.contains("--help") {
            console.line(help)
            throw .success
        }
        return parsed
    }

    /// The profile named by `--profile`, or nil; prints an error and stops for an unknown name, and
    /// for `every`, which only commands that explore accept (``profileOption(_:console:)``).
    static func profile(_ arguments: ParsedArguments, command: String, console: Console) throws(ExitCode) -> PlatformProfile? {
        switch try profileOption(arguments, console: console) {
        case .own: return nil
        case .one(let profile): return profile
        case .every:
            console.errorLine("error: '--profile every' is for run and explore; \(command) takes one profile (\(PlatformProfile.all.map(\.name).joined(separator: ", ")))")
            if command == "trace" {
                console.errorLine("note: 'shortcut-sim run \(arguments.positionals.first ?? "FILE") --profile every' checks the scenario under every profile")
            }
            throw .invalidInput
        }
    }

    /// What `--profile` asks for: nothing, one profile by name, or `every`; prints an error and
    /// stops for an unknown name.
    static func profileOption(_ arguments: ParsedArguments, console: Console) throws(ExitCode) -> ProfileOption {
        guard let name = arguments.options["--profile"] else { return .own }
        if name == "every" { return .every }
        guard let profile = PlatformProfile.named(name) else {
            let suggestion = Suggestion.closest(to: name, in: PlatformProfile.all.map(\.name) + ["every"]).map { " (did you mean '\($0)'?)" } ?? ""
            console.errorLine("error: unknown profile '\(name)'\(suggestion); the profiles are \(PlatformProfile.all.map(\.name).joined(separator: ", ")), or 'every'")
            throw .invalidInput
        }
        return .one(profile)
    }

    /// The positive whole number given to an option, or nil when the option is absent; prints an
    /// error and stops with invalid input for anything else.
    static func positiveNumber(_ parsed: ParsedArguments, _ option: String, console: Console) throws(ExitCode) -> Int? {
        guard let text = parsed.options[option] else { return nil }
        guard let value = Int(text), value > 0 else {
            console.errorLine("error: \(option) takes a positive whole number, not '\(text)'")
            throw .invalidInput
        }
        return value
    }

    /// Stops with invalid input, before any work, when the file an option names cannot be written.
    static func checkOutput(_ path: String, option: String, example: String, console: Console) throws(ExitCode) {
        if let problem = FileSystemChecks.outputProblem(path, example: example) {
            console.errorLine("error: \(option): \(problem)")
            throw .invalidInput
        }
    }

    /// A trace as text, one line per event: a line break inside a title is spelled `\u{A}`, as the
    /// console spells the other control characters, so that each event stays on its own line.
    static func lines(_ trace: Trace) -> String {
        trace.events.map { $0.line.replacingOccurrences(of: "\n", with: "\\u{A}") + "\n" }.joined()
    }

    /// Loads the one scenario a command works on and prints its warnings; prints its errors and
    /// stops with invalid input when it does not parse. What is not a scenario file (a folder, a
    /// missing path, a FIFO) is refused by the loader, which words it (`UserFile`).
    static func scenario(at file: String, console: Console) throws(ExitCode) -> Scenario {
        do {
            let scenario = try ScenarioLoader.load(path: file)
            report(scenario.warnings, console: console)
            return scenario
        } catch {
            report(error.diagnostics, console: console)
            throw .invalidInput
        }
    }

    /// Prints diagnostics to standard error, one after another.
    static func report(_ diagnostics: [Diagnostic], console: Console) {
        for diagnostic in diagnostics { console.errorLine(diagnostic.description) }
    }
}
