import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The labels of an explored path's moves: each chosen delay says what it counts from, the start
/// of its window, not the launch.
@Suite("explored path labels")
struct PathLabelTests {
    /// Root comes 1–3 s after launch, login 2–4 s after root; the expectation fails on every path,
    /// so the shortest failing path is the first: every delay at its earliest.
    static let anchored = """
        scenario: login counts from root
        profile: ios13
        shortcuts:
          static Search "Search"
        app:
          milestone root: between 1s and 3s after launch
          milestone login: between 2s and 4s after root
          routes: Search -> SearchPage
        steps:
          tap icon
          wait 10s
        expect:
          never: milestone login
        """

    @Test("a declared milestone's delay names its window's start: 'root 1s after launch 1', 'login 2s after root in launch 1'")
    func declaredMilestonesNameTheirAnchor() throws {
        let scenario = try ScenarioLoader.parse(Self.anchored, file: "labels.scenario")
        let result = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1))
        let example = try #require(result.counterexample, "expected 'never: milestone login' to fail; found \(result.summary)")
        let expected = ["install (implied)", "tap icon (root 1s after launch 1)", "wait 10s (login 2s after root in launch 1)"]
        #expect(example.moves == expected, """
            expected the shortest path's moves labelled from their windows' starts
            expected: \(expected)
            actual:   \(example.moves)
            """)
        // Login fires at 3s (root at 1s, then 2s): the label's 2s is the concrete scenario's '2s after root'.
        #expect(example.trace.contains { $0.line == "   3.000s  milestone login" }, "expected login at 3.000s in the trace:\n\(example.trace.text)")
        let concrete = example.concreteScenario ?? ""
        #expect(concrete.contains("milestone login: 2s after root"), "expected the concrete scenario to read the delay as the label does:\n\(concrete)")
    }

    @Test("run prints the same labels in its failure")
    func runPrintsTheLabels() throws {
        let result = ScenarioRunner.run(try ScenarioLoader.parse(Self.anchored, file: "labels.scenario"))
        let summary = result.failures.first { $0.message.contains("explored paths fail") }?.message ?? "none"
        #expect(summary.hasSuffix(": install (implied), tap icon (root 1s after launch 1), wait 10s (login 2s after root in launch 1)"),
                "expected the failure to list the moves with their anchors; found: \(summary)")
    }

    /// Schedules a splash of 1–3 s when its process starts: the explorer knows only when it was scheduled.
    struct SplashApp: ShortcutApp, Hashable, Sendable {
        mutating func processDidStart(context: inout AppContext) {
            context.schedule(AppTimer("splash"), between: .seconds(1), and: .seconds(3))
        }
    }

    @Test("a timer of your own app counts from when it was scheduled, and says so")
    func yourOwnTimerCountsFromItsScheduling() throws {
        let scenario = try ScenarioLoader.parse("""
            scenario: your splash
            profile: ios13
            shortcuts:
              static Search "Search"
            steps:
              tap icon
              wait 5s
            expect:
              never: app.timer splash
            """, file: "splash.scenario")
        let result = Explorer.explore(scenario, app: SplashApp(), configuration: ExplorationConfiguration(workers: 1))
        let example = try #require(result.counterexample, "expected 'never: app.timer splash' to fail; found \(result.summary)")
        let expected = ["install (implied)", "tap icon (splash 1s after it was scheduled in launch 1)", "wait 5s"]
        #expect(example.moves == expected, "expected\n  \(expected)\nactual\n  \(example.moves)")
        #expect(example.choices.map(\.description) == expected,
                "expected a choice printed alone to read as its move does when nothing more is known; found \(example.choices.map(\.description))")
    }
}
