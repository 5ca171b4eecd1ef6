import Foundation
import ShortcutSimCLI
import Testing

/// `shortcut-sim explore`: the shortest failing path, its concrete scenario, and the options.
@Suite("explore command")
struct ExploreCommandTests {
    /// The seed 002 race shipped in docs/examples.
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/examples/seed-002-variable-splash.scenario").path

    @Test("seed 002 with a variable splash: exit 1, the shortest path, and a concrete scenario that 'run' replays to the same failure")
    func seed002() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("concrete.scenario").path
        let explored = tool(["explore", Self.example, "--counterexample", output])
        #expect(explored.code == 1, "\(explored)")
        #expect(explored.stdout.contains("6 paths (3 failing)"), "\(explored)")
        #expect(explored.stdout.contains("2. select 3dtouch.guanzhupage (root 4s after launch 1)"), "\(explored)")
        #expect(explored.stdout.contains("replays this path with 'shortcut-sim run' and fails the same way"), "\(explored)")
        #expect(explored.stderr.contains("seed-002-variable-splash.scenario:25:3: error: unexpected defect before-root 3dtouch.guanzhupage"), "\(explored)")
        let replayed = tool(["run", output])
        #expect(replayed.code == 1, "\(replayed)")
        #expect(replayed.stderr.contains("unexpected defect before-root 3dtouch.guanzhupage"), "\(replayed)")
    }

    @Test("a path that ends at a step that cannot happen: its concrete scenario stops there, and explore says 'run' reports it invalid")
    func impossibleStepPath() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("orders.scenario").path
        let output = folder.url.appendingPathComponent("concrete.scenario").path
        try """
            scenario: any order where one order cannot happen
            profile: ios13
            shortcuts:
              static Compose "Compose"
            app:
              routes: Compose -> Composer
            steps:
              tap icon
              any order:
                go home
                select Compose
              wait 1s
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let explored = tool(["explore", path, "--counterexample", output])
        #expect(explored.code == 1, "one order is a failing path of a valid scenario\n\(explored)")
        #expect(explored.stdout.contains("replays this path with 'shortcut-sim run' and stops at the same step, which cannot happen there ('run' reports the file invalid)"),
                "\(explored)")
        let replayed = tool(["run", output])
        #expect(replayed.code == 2 && replayed.stderr.contains("cannot select Compose: the app is frontmost"), "\(replayed)")
    }

    @Test("a window with more points than the explorer tries is invalid input: explore and run exit 2, not 1")
    func tooManyPointsIsInvalid() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("wide.scenario").path
        try """
            scenario: a window too wide for its grid
            profile: ios13
            time step: 1s
            shortcuts:
              static Search "Search"
            app:
              milestone root: between 0s and 3000s after launch
              routes: Search -> SearchPage
            steps:
              select Search
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let explored = tool(["explore", path])
        #expect(explored.code == 2 && explored.stdout.contains("INVALID") && explored.stderr.contains("3001 points on a 1s grid"), "\(explored)")
        let run = tool(["run", path])
        #expect(run.code == 2 && run.stdout.contains("INVALID"), "\(run)")
    }

    @Test("the verdict line: a failure found before the state limit is FAIL, exit 1; a search cut short with none is INCOMPLETE, exit 1",
          arguments: [(delay: 3, maxStates: 10, verdict: "FAIL  shortest failing path (ios13, app-delegate), 3 moves:"),
                      (delay: 7, maxStates: 10, verdict: "INCOMPLETE  the state limit stopped the exploration; no failure in what was explored"),
                      (delay: 7, maxStates: 1000, verdict: "PASS  every path passes")])
    func verdictLine(delay: Int, maxStates: Int, verdict: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("race.scenario").path
        // The seed 002 race with a fixed delay of `delay`, and steps after it that give the passing paths more states.
        try String(contentsOfFile: Self.example, encoding: .utf8)
            .replacingOccurrences(of: "handled after 3s", with: "handled after \(delay)s")
            .replacingOccurrences(of: "\n  wait 8s\n", with: "\n  wait 8s\n  go home\n  tap icon\n  wait 1s\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let run = tool(["explore", path, "--max-states", String(maxStates), "--jobs", "1"])
        let expectedCode: Int32 = verdict.hasPrefix("PASS") ? 0 : 1
        #expect(run.code == expectedCode, "delay \(delay)s, --max-states \(maxStates): expected exit \(expectedCode), found \(run.code)\n\(run)")
        let verdicts = run.stdoutLines.filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") || $0.hasPrefix("INCOMPLETE") }
        #expect(verdicts == [verdict], "delay \(delay)s, --max-states \(maxStates): expected the one verdict line '\(verdict)', found \(verdicts)\n\(run)")
    }

    @Test("a coordinator scenario passes on every path and prints its counts")
    func coordinatorPasses() {
        let path = Self.example.replacingOccurrences(of: "docs/examples/seed-002-variable-splash.scenario",
                                                     with: "Scenarios/coordinator/01-cold-launch-any-splash.scenario")
        let run = tool(["explore", path, "--jobs", "2"])
        #expect(run.code == 0, "\(run)")
        #expect(run.stdout.contains("PASS  every path passes"), "\(run)")
        #expect(run.stdout.contains("7 variants"), "\(run)")
    }

    @Test("--counterexample refuses to overwrite the explored file, and --seed needs --random")
    func refusesBadOptions() {
        let overwrite = tool(["explore", Self.example, "--counterexample", Self.example])
        #expect(overwrite.code == 2 && overwrite.stderr.contains("is the explored scenario") && overwrite.stderr.contains("which it would overwrite"),
                "\(overwrite)")
        let seed = tool(["explore", Self.example, "--seed", "3"])
        #expect(seed.code == 2 && seed.stderr.contains("--seed only applies with --random N"), "\(seed)")
    }
}
