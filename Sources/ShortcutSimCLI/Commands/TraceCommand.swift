import ShortcutSimCore
import ShortcutSimRendering
import ShortcutSimScenarios

/// `shortcut-sim trace FILE`: the trace of one scenario, as text or JSON Lines.
enum TraceCommand {
    static let help = """
    USAGE: shortcut-sim trace FILE [--format text|jsonl] [--profile NAME]

    Runs the scenario's steps and prints every event with its virtual time. The text form is the
    vocabulary expectations match against: paste its lines into 'expect exactly:'. Control
    characters from the scenario (in a type or a title) are printed escaped, as \\u{1B}. Defects go
    to standard error, each at the step whose events show it: a note when 'defects:' declares
    it, else an error or a warning, as 'run' reports it.

    OPTIONS:
      --format FORMAT  text (default) or jsonl (one JSON object per event)
      --profile NAME   Run under this platform profile instead of the scenario's own
                       (a scene-based scenario under ios9 is invalid: ios9 has no scenes)
      -h, --help       Show this help
    """

    static func run(_ arguments: [String], console: Console) throws(ExitCode) -> ExitCode {
        let parsed = try CommandLineTool.arguments(arguments, options: ["--format", "--profile"], flags: [], help: help, console: console)
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            console.errorLine("error: trace takes exactly one scenario file")
            console.errorLine(help)
            return .invalidInput
        }
        let format = parsed.options["--format"] ?? "text"
        guard format == "text" || format == "jsonl" else {
            console.errorLine("error: unknown format '\(format)'; use text or jsonl")
            return .invalidInput
        }
        let profile = try CommandLineTool.profile(parsed, command: "trace", console: console)
        let scenario = try CommandLineTool.scenario(at: file, console: console)
        if scenario.isExplored(underProfile: profile) {
            console.errorLine("error: \(file) has variations, so it has many traces; run 'shortcut-sim explore \(file)' to explore them")
            if let first = scenario.variation.profiles.first, profile == nil, !scenario.isExplored(underProfile: first) {
                console.errorLine("note: only its profiles vary: pick one with '--profile \(first.name)'")
            }
            return .invalidInput
        }
        let app = DeclarativeApp(scenario: scenario)
        let simulation = ScenarioRunner.simulate(scenario, app: app, profile: profile)
        let (world, errors) = (simulation.world, simulation.errors)
        console.write(format == "jsonl" ? TraceJSONLines.render(world.trace) : CommandLineTool.lines(world.trace))
        CommandLineTool.report(errors, console: console)
        for defect in world.finish() {
            // At the step whose events show it, like 'run' reports an undeclared defect.
            let location = simulation.location(of: defect, file: scenario.file)
            let declared = scenario.declares(defect)
            console.errorLine("\(location): \(declared ? "note" : defect.kind.severity.rawValue): defect \(defect)\(declared ? " (declared)" : "")")
        }
        return errors.isEmpty ? .success : .invalidInput
    }
}
