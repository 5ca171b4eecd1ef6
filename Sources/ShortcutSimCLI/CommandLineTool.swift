import ShortcutSimCore

/// The `shortcut-sim` command: dispatches to its subcommands.
public enum CommandLineTool {
    /// The subcommands, with one line each for the overview.
    static let commands: [(name: String, summary: String)] = [
        ("run", "Replay scenario files and check their expectations and defects"),
        ("trace", "Print the trace of one scenario (text or JSON Lines)"),
        ("lint", "Validate an Info.plist's quick actions and print the menu a user would see"),
        ("profiles", "Print the platform profiles and their settings, with rule IDs"),
        ("docs", "Generate the documentation from the scenarios and the engine, or check it"),
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
        case "run": code = RunCommand.main(rest, console: console)
        case "trace": code = TraceCommand.main(rest, console: console)
        case "lint": code = LintCommand.main(rest, console: console)
        case "profiles": code = ProfilesCommand.main(rest, console: console)
        case "docs": code = DocsCommand.main(rest, console: console)
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

    /// Parses a command's arguments; on `--help` prints the help and on a usage error prints it
    /// with the help, returning the exit code to stop with.
    static func arguments(_ arguments: [String], options: [String], flags: [String], help: String, console: Console) -> Result<ParsedArguments, ExitCode> {
        do {
            let parsed = try ParsedArguments(arguments, options: options, flags: flags)
            if parsed.flags.contains("--help") {
                console.line(help)
                return .failure(.success)
            }
            return .success(parsed)
        } catch {
            console.errorLine("error: \(error.message)")
            console.errorLine(help)
            return .failure(.invalidInput)
        }
    }

    /// The profile named by `--profile`, or nil; prints an error for an unknown name.
    static func profile(_ arguments: ParsedArguments, console: Console) -> Result<PlatformProfile?, ExitCode> {
        guard let name = arguments.options["--profile"] else { return .success(nil) }
        guard let profile = PlatformProfile.named(name) else {
            let suggestion = Suggestion.closest(to: name, in: PlatformProfile.all.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
            console.errorLine("error: unknown profile '\(name)'\(suggestion); the profiles are \(PlatformProfile.all.map(\.name).joined(separator: ", "))")
            return .failure(.invalidInput)
        }
        return .success(profile)
    }

    /// Prints diagnostics to standard error, one after another.
    static func report(_ diagnostics: [Diagnostic], console: Console) {
        for diagnostic in diagnostics { console.errorLine(diagnostic.description) }
    }
}
