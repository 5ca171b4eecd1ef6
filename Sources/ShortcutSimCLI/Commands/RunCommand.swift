import Foundation
import ShortcutSimCore
import ShortcutSimRendering
import ShortcutSimScenarios

/// `shortcut-sim run [PATH ...]`: replays scenarios and reports one line each, then `N passed, M failed`.
enum RunCommand {
    static let help = """
    USAGE: shortcut-sim run [PATH ...] [--profile NAME] [--junit FILE] [--verbose] [--max-states N] [--jobs N]

    Replays each scenario file (folders are searched recursively for *.scenario; the default is
    Scenarios), checks its expectations and its defects, and prints one line per scenario, then
    'N passed, M failed'. A scenario with variations is explored on every path, up to the state
    limit. Exit status: 0 when all pass, 1 when any fails, 2 for invalid input.

    OPTIONS:
      --profile NAME   Run every scenario under this platform profile instead of its own
                       (a scene-based scenario under ios9 is invalid: ios9 has no scenes);
                       'every' explores each scenario under every profile, as 'profile: every'
                       does (ios9 is skipped for a scene-based scenario), and a failure names
                       the profile of its path
      --junit FILE     Also write a JUnit XML report to FILE (one test case per scenario)
      --verbose        Print the trace of every scenario, not only of failing ones
      --max-states N   Stop exploring a scenario with variations once it reaches N distinct
                       states, and fail it (default \(ExplorationConfiguration.defaultMaxStates); a state takes 1 to 3 KB)
      --jobs N         Worker threads that load, run and explore the scenarios (default: every
                       core); the output is the same, in file order, whatever the number
      -h, --help       Show this help
    """

    /// Runs the command; `library` is the folder run without paths (`Scenarios`, from the current folder).
    static func run(_ arguments: [String], console: Console, library: String = "Scenarios") throws(ExitCode) -> ExitCode {
        let parsed = try CommandLineTool.arguments(arguments, options: ["--profile", "--junit", "--max-states", "--jobs"], flags: ["--verbose"],
                                                   help: help, console: console)
        let profileOption = try CommandLineTool.profileOption(parsed, console: console)
        let profile = profileOption.override
        let maxStates = try CommandLineTool.positiveNumber(parsed, "--max-states", console: console) ?? ExplorationConfiguration.defaultMaxStates
        let jobs = try CommandLineTool.positiveNumber(parsed, "--jobs", console: console)
        let junitPath = parsed.options["--junit"]
        if let junitPath { try CommandLineTool.checkOutput(junitPath, option: "--junit", example: "report.xml", console: console) }
        if parsed.positionals.isEmpty, !FileManager.default.fileExists(atPath: library) {
            console.errorLine("error: no \((library as NSString).lastPathComponent) folder here; pass a file or folder, such as 'shortcut-sim run my.scenario' or 'shortcut-sim run path/to/Scenarios'")
            return .invalidInput
        }
        let files: [String]
        do {
            files = try ScenarioLoader.scenarioFiles(at: parsed.positionals.isEmpty ? [library] : parsed.positionals)
        } catch {
            CommandLineTool.report(error.diagnostics, console: console)
            return .invalidInput
        }
        if files.isEmpty {
            console.errorLine("error: no .scenario files found in \(parsed.positionals.isEmpty ? library : parsed.positionals.joined(separator: ", "))")
            return .invalidInput
        }
        if let junitPath, FileManager.default.fileExists(atPath: junitPath),
           let scenarioFile = files.first(where: { FileSystemChecks.sameFile($0, junitPath) }) {
            console.errorLine("error: --junit \(junitPath) is the scenario file \(scenarioFile), which the report would overwrite; name another file, such as report.xml")
            return .invalidInput
        }
        var passed = 0, failed = 0, invalid = 0
        // The runner loads and runs the files on `--jobs` threads, a bounded window ahead of the report,
        // and hands each result back in file order, so the output never depends on the number of workers. Each
        // result and trace is dropped once printed, so memory stays flat however many files run;
        // only with --junit is a small case (title, file, status, diagnostics) kept per file.
        var report = JUnitReport(cases: [])
        let runner = LibraryRunner(profile: profile, everyProfile: profileOption == .every, maxStates: maxStates,
                                   workers: jobs ?? ExplorationConfiguration().workers)
        // Status lines quote the file's path and title; the console escapes their control characters.
        runner.run(files) { file, outcome in
            let scenario: Scenario, result: ScenarioResult
            switch outcome {
            case .invalid(let error):
                invalid += 1
                console.line("INVALID  \(file)")
                CommandLineTool.report(error.diagnostics, console: console)
                if junitPath != nil { report.cases.append(.init(file: file, title: file, status: .invalid, diagnostics: error.diagnostics)) }
                return
            case .ran(let loaded, let ran):
                scenario = loaded
                result = ran
            }
            CommandLineTool.report(scenario.warnings, console: console)
            if junitPath != nil {
                let status: JUnitReport.Status = result.status == .passed ? .passed : (result.status == .failed ? .failed : .invalid)
                report.cases.append(.init(file: file, title: scenario.title, status: status, diagnostics: result.errors + result.failures))
            }
            CommandLineTool.report(result.warnings, console: console)
            switch result.status {
            case .passed:
                passed += 1
                console.line("PASS     \(file)  \(scenario.title)")
                if parsed.flags.contains("--verbose") { console.write(CommandLineTool.lines(result.trace)) }
            case .failed:
                failed += 1
                console.line("FAIL     \(file)  \(scenario.title)")
                CommandLineTool.report(result.failures, console: console)
            case .invalid:
                invalid += 1
                console.line("INVALID  \(file)  \(scenario.title)")
                CommandLineTool.report(result.errors, console: console)
                if !result.trace.isEmpty || ScenarioRunner.profileProblem(scenario, profile: profile) == nil {
                    console.errorLine(ExpectationMatcher.excerpt(result.trace, matched: [], marked: nil))
                }
            }
        }
        if invalid > 0 { console.line("\(invalid) invalid (counted as failed)") }
        console.line("\(passed) passed, \(failed + invalid) failed")
        // The results stand even when the report cannot be written (its path was checked before the
        // run, so only a change on disk meanwhile gets here): the summary comes first, the error last.
        if let path = junitPath {
            do {
                try Data(report.render().utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                console.errorLine("error: cannot write the JUnit report to \(path): \(UserFile.reason(of: error))")
                return .invalidInput
            }
        }
        if invalid > 0 { return .invalidInput }
        return failed > 0 ? .failure : .success
    }
}
