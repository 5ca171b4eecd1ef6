import Foundation
import ShortcutSimCore
import ShortcutSimRendering
import ShortcutSimScenarios

/// `shortcut-sim run [PATH ...]`: replays scenarios and reports one line each, then `N passed, M failed`.
enum RunCommand {
    static let help = """
    USAGE: shortcut-sim run [PATH ...] [--profile NAME] [--junit FILE] [--verbose]

    Replays each scenario file (folders are searched recursively for *.scenario; the default is
    Scenarios), checks its expectations and its defects, and prints one line per scenario, then
    'N passed, M failed'. Exit status: 0 when all pass, 1 when any fails, 2 for invalid input.

    OPTIONS:
      --profile NAME   Run every scenario under this platform profile instead of its own
      --junit FILE     Also write a JUnit XML report to FILE (one test case per scenario)
      --verbose        Print the trace of every scenario, not only of failing ones
      -h, --help       Show this help
    """

    static func run(_ arguments: [String], console: Console) throws(ExitCode) -> ExitCode {
        let parsed = try CommandLineTool.arguments(arguments, options: ["--profile", "--junit"], flags: ["--verbose"], help: help, console: console)
        let profile = try CommandLineTool.profile(parsed, console: console)
        let files: [String]
        do {
            files = try ScenarioLoader.scenarioFiles(at: parsed.positionals.isEmpty ? ["Scenarios"] : parsed.positionals)
        } catch {
            CommandLineTool.report(error.diagnostics, console: console)
            return .invalidInput
        }
        if files.isEmpty {
            console.errorLine("error: no .scenario files found in \(parsed.positionals.isEmpty ? "Scenarios" : parsed.positionals.joined(separator: ", "))")
            return .invalidInput
        }
        var passed = 0, failed = 0, invalid = 0
        // Each scenario's result and trace are dropped once printed, so memory stays flat however many
        // files run; only with --junit is a small case (title, file, status, diagnostics) kept per file.
        let junitPath = parsed.options["--junit"]
        var report = JUnitReport(cases: [])
        // Status lines quote the file's path and title, written escaped as diagnostics are, so neither can drive the terminal.
        for file in files {
            let scenario: Scenario
            do {
                scenario = try ScenarioLoader.load(path: file)
            } catch {
                invalid += 1
                console.line(Diagnostic.printable("INVALID  \(file)"))
                CommandLineTool.report(error.diagnostics, console: console)
                if junitPath != nil { report.cases.append(.init(file: file, title: file, status: .invalid, diagnostics: error.diagnostics)) }
                continue
            }
            CommandLineTool.report(scenario.warnings, console: console)
            let result = ScenarioRunner.run(scenario, profile: profile)
            if junitPath != nil {
                let status: JUnitReport.Status = result.status == .passed ? .passed : (result.status == .failed ? .failed : .invalid)
                report.cases.append(.init(file: file, title: scenario.title, status: status, diagnostics: result.diagnostics))
            }
            switch result.status {
            case .passed:
                passed += 1
                console.line(Diagnostic.printable("PASS     \(file)  \(scenario.title)"))
                if parsed.flags.contains("--verbose") { console.write(result.trace.text) }
            case .failed:
                failed += 1
                console.line(Diagnostic.printable("FAIL     \(file)  \(scenario.title)"))
                CommandLineTool.report(result.failures, console: console)
            case .invalid:
                invalid += 1
                console.line(Diagnostic.printable("INVALID  \(file)  \(scenario.title)"))
                CommandLineTool.report(result.errors, console: console)
                console.errorLine(ExpectationMatcher.excerpt(result.trace, matched: [], marked: nil))
            }
        }
        if let path = junitPath {
            do {
                try Data(report.render().utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                console.errorLine("error: cannot write the JUnit report to \(path): \(error.localizedDescription)")
                return .invalidInput
            }
        }
        if invalid > 0 { console.line("\(invalid) invalid (counted as failed)") }
        console.line("\(passed) passed, \(failed + invalid) failed")
        if invalid > 0 { return .invalidInput }
        return failed > 0 ? .failure : .success
    }
}
