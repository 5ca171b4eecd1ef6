import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// ``ExplorationResult/verdict`` through the public API: a failure found fails the exploration
/// even when the state limit cut it short, since more paths cannot undo it; a search cut short
/// with no failure is incomplete; the words come from ``ExplorationResult/verdictLine`` alone.
@Suite("the verdict of an exploration")
struct ExplorationVerdictTests {
    /// The shipped seed 002 race (A1.3, A2.1) with a fixed delay of `delay`: at 3s a splash of 4s to
    /// 6s loses (3 failing paths of 6, each ending at its failure); at 7s every splash has ended.
    /// The steps added after the race give the passing paths more states, so a limit of 10 states
    /// stops the search after the failures were found.
    static func race(delay: Int) throws -> String {
        let text = try String(contentsOfFile: ScenarioLibrary.path("docs/examples/seed-002-variable-splash.scenario"), encoding: .utf8)
        return text.replacingOccurrences(of: "handled after 3s", with: "handled after \(delay)s")
            .replacingOccurrences(of: "\n  wait 8s\n", with: "\n  wait 8s\n  go home\n  tap icon\n  wait 1s\n")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var delay: Int
        var maxStates: Int
        var verdict: ExplorationVerdict
        var isCutShort: Bool
        var line: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "pass", delay: 7, maxStates: ExplorationConfiguration.defaultMaxStates, verdict: .pass, isCutShort: false,
             line: "PASS  every path passes"),
        Case(name: "fail", delay: 3, maxStates: ExplorationConfiguration.defaultMaxStates, verdict: .fail, isCutShort: false, line: "FAIL"),
        Case(name: "incomplete", delay: 7, maxStates: 10, verdict: .incomplete, isCutShort: true,
             line: "INCOMPLETE  the state limit stopped the exploration; no failure in what was explored"),
        Case(name: "fail and incomplete: FAIL leads", delay: 3, maxStates: 10, verdict: .fail, isCutShort: true, line: "FAIL"),
    ]

    @Test("the verdict, its line, and passed agree", arguments: cases)
    func verdict(of test: Case) throws {
        let scenario = try ScenarioText.parse(try Self.race(delay: test.delay))
        let result = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1, maxStates: test.maxStates))
        #expect(result.isCutShort == test.isCutShort,
                "\(test.name): expected cut short \(test.isCutShort) at \(test.maxStates) states, found \(result.isCutShort) (\(result.summary))")
        #expect(result.verdict == test.verdict, "\(test.name): expected \(test.verdict), found \(result.verdict):\n\(result)")
        #expect((result.counterexample != nil) == (test.verdict == .fail),
                "\(test.name): expected a counterexample exactly for a failure, found \(result.counterexample == nil ? "none" : "one"):\n\(result)")
        #expect(result.passed == (test.verdict == .pass), "\(test.name): expected passed \(test.verdict == .pass), found \(result.passed)")
        #expect(result.verdictLine == test.line, "\(test.name): expected the line '\(test.line)', found '\(result.verdictLine)'")
        #expect(result.description.hasPrefix(test.line + ": t.scenario: \(result.summary), time step 1s"),
                "\(test.name): expected the description to open with the verdict line, the file and the summary; found:\n\(result)")
    }

    @Test("each verdict has its own word")
    func words() {
        let words = ExplorationVerdict.allCases.map(\.word)
        #expect(words == ["PASS", "FAIL", "INCOMPLETE"], "expected PASS, FAIL, INCOMPLETE in case order, found \(words)")
    }
}
