import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// What a test of your own app type gets to read: results that print as the CLI words them, a
/// one-path replay that says what it does not try, and where to go for what it cannot run.
@Suite("your own app: readable results and one-path replays")
struct OwnAppReportTests {
    /// Routes the launch item at once, before a splash of 1 to 3 seconds reaches `root`: the
    /// defect `before-root` on every launch from a quick action.
    struct EagerApp: ShortcutApp, Hashable, Sendable {
        var rootMilestone: Milestone? { .root }
        mutating func processDidStart(context: inout AppContext) {
            context.schedule(AppTimer("splash"), between: .seconds(1), and: .seconds(3))
        }
        mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
            if let item = options.shortcutItem { context.route(item, to: "SearchPage") }
            return options.shortcutItem == nil
        }
        mutating func timerFired(_ timer: AppTimer, context: inout AppContext) { context.reach(.root) }
    }

    static func scenario(headers: String = "", steps: String = "  select Search\n  wait 4s\n", expect: String = "") throws -> Scenario {
        try ScenarioLoader.parse("""
            scenario: Search from the Home Screen
            \(headers)shortcuts:
              static Search "Search"
            steps:
            \(steps)\(expect)
            """, file: "own.scenario")
    }

    @Test func aFailedRunPrintsItsVerdictAndEveryDiagnostic() throws {
        let scenario = try Self.scenario(expect: "expect:\n  route Search -> Composer\n")
        let result = ScenarioRunner.run(scenario, app: EagerApp())
        let text = result.description
        #expect(text.hasPrefix("FAIL  own.scenario  Search from the Home Screen (ios13)\n"),
                "expected the first line to be the verdict, file, title and profile; got:\n\(text)")
        for diagnostic in result.diagnostics {
            #expect(text.contains(diagnostic.description), "expected the description to hold \(diagnostic.location) in full; got:\n\(text)")
        }
        #expect(text.contains("own.scenario:8:3: error: expected 'route Search -> Composer' not found in the trace"),
                "expected the failed line 8 with what it expected; got:\n\(text)")
        #expect(!text.contains("ScenarioResult("), "expected no dump of the stored properties; got:\n\(text)")
    }

    @Test func aPassingRunIsOneLine() throws {
        let result = ScenarioRunner.run(try Self.scenario(steps: "  tap icon\n"), app: EagerApp())
        #expect(result.description == "PASS  own.scenario  Search from the Home Screen (ios13)",
                "expected one PASS line for a run with no diagnostic; got:\n\(result)")
    }

    @Test func aFailedExplorationPrintsItsShortestPathAndTrace() throws {
        let result = Explorer.explore(try Self.scenario(), app: EagerApp())
        let example = try #require(result.counterexample, "expected routing before the splash ends to fail; got:\n\(result)")
        let text = result.description
        #expect(text.hasPrefix("FAIL: own.scenario: \(result.summary), time step 1s\n"),
                "expected the verdict, file, counts and grid first; got:\n\(text)")
        #expect(text.contains("shortest failing path (\(example.variant)), \(example.moves.count) moves:\n  1. \(example.moves[0])"),
                "expected the moves, numbered; got:\n\(text)")
        #expect(text.contains("own.scenario:5:3: error: unexpected defect before-root Search"),
                "expected the defect at the 'select Search' line 5; got:\n\(text)")
        #expect(text.hasSuffix("trace of the path:\n" + String(example.trace.text.dropLast())),
                "expected the path's trace last; got:\n\(text)")
    }

    @Test func aPassingExplorationSaysSo() throws {
        let sampled = Explorer.explore(try Self.scenario(steps: "  tap icon\n  wait 4s\n"), app: EagerApp(),
                                       configuration: ExplorationConfiguration(randomPaths: 5, seed: 3))
        #expect(sampled.description.hasPrefix("PASS  every sampled path passes (a sample, not every path: explore without --random to check them all): own.scenario: "),
                "expected a sampled pass to say it is a sample; got:\n\(sampled)")
    }

    @Test func anyOrderInAReplayPointsToTheExplorerOfYourApp() throws {
        let scenario = try Self.scenario(steps: "  tap icon\n  any order:\n    go home\n    wait 2s\n")
        let result = ScenarioRunner.run(scenario, app: EagerApp())
        let error = try #require(result.errors.first, "expected 'any order:' to be refused in a replay; got:\n\(result)")
        #expect(error.location == SourceLocation(file: "own.scenario", line: 6, column: 3), "expected the error at the 'any order:' line 6; got \(error.location)")
        #expect(error.notes == ["explore it with your app: Explorer.explore(scenario, app: EagerApp(…)), which needs EagerApp to be Hashable and Sendable; "
                                + "ScenarioRunner.run(_:app:) replays one path"],
                "expected the note to name the Swift call, not a command that cannot run your app; got \(error.notes)")
    }

    @Test func aReplayWarnsAboutTheVariationsItDoesNotTry() throws {
        let scenario = try Self.scenario(headers: "profile: every\nsystem kill: anywhere while suspended\n", steps: "  tap icon\n")
        let result = ScenarioRunner.run(scenario, app: EagerApp())
        #expect(result.passed, "expected warnings only; got:\n\(result)")
        #expect(result.warnings.map(\.location.line) == [2, 3], "expected a warning at the profile line 2 and the system kill line 3; got:\n\(result)")
        #expect(result.warnings.first?.message == "ScenarioRunner.run(_:app:) replays one path, under ios9 only: ios13, ios26, ipados26 are not tried",
                "expected the profiles not tried; got:\n\(result)")
        #expect(result.warnings.last?.message == "ScenarioRunner.run(_:app:) replays one path, on which the system kills nothing: 'system kill: anywhere while suspended' is not tried",
                "expected the kills not tried; got:\n\(result)")
        let simulation = ScenarioRunner.simulate(scenario, app: EagerApp())
        #expect(simulation.warnings.map(\.location.line) == [2, 3], "expected simulate to warn as run does; got \(simulation.warnings)")
        #expect(ScenarioRunner.run(scenario, app: EagerApp(), profile: .default).warnings.map(\.location.line) == [3],
                "expected a chosen profile to leave only the kills untried")
    }

    @Test func yourAppsGridIsSetWithoutEditingTheFile() throws {
        var scenario = try Self.scenario()
        let coarse = Explorer.explore(scenario, app: EagerApp())
        scenario.variation.timeStep = .milliseconds(500)
        let fine = Explorer.explore(scenario, app: EagerApp())
        #expect((coarse.timeStep, fine.timeStep) == (.seconds(1), .milliseconds(500)),
                "expected the waits' 1s grid, then the one set on the scenario; got \(coarse.timeStep), \(fine.timeStep)")
        #expect(fine.distinctStates > coarse.distinctStates, "expected the finer grid to try more splash lengths; got \(coarse.summary), then \(fine.summary)")
    }
}
