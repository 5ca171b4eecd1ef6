import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `skips its first call after a shortcut launch`: an app delegate that drops the first
/// `performActionFor` call of a process whose launch options held an item (A1.3), expecting it to carry
/// the launch item, as react-native-quick-actions' `static BOOL first` does. The call carries the launch
/// item only when the launch gate is open (A2.3); when a launch method returned false it is the first
/// warm action of the process (A2.1, A2.6).
@Suite("Skips its first call after a shortcut launch")
struct FirstCallSkipTests {
    /// The module's app: the launch item comes to JavaScript by `popInitialAction()` once the bundle runs.
    static func app(didFinishLaunching: String, skips: Bool = true) -> [String] {
        ["didFinishLaunching: \(didFinishLaunching)",
         "launch item: saved in didFinishLaunching, handled when js ready, then cleared",
         "performAction: handled when js ready\(skips ? ", skips its first call after a shortcut launch" : ""), completion always true",
         "milestone js: 1s after launch"]
    }

    static let coldThenTwoWarm = ["select Search", "wait 2s", "go home", "wait 10s", "select Coupon", "wait 1s",
                                  "go home", "wait 10s", "select Coupon", "wait 1s"]

    @Test("the clause parses after the 'handled …' clause of performAction:, with the other clauses")
    func parses() throws {
        let scenario = try ScenarioText.parse(PluginScenario.text(app: Self.app(didFinishLaunching: "true"), steps: []))
        let expected = PerformActionPolicy.handled(HandlingTrigger(milestones: [Milestone("js")], skipsFirstCallAfterShortcutLaunch: true))
        #expect(scenario.app.performAction == expected, "expected \(expected), found \(scenario.app.performAction)")
        #expect(scenario.app.completion == .alwaysTrue, "the completion clause after it still applies; found \(scenario.app.completion)")
        #expect(DeclarativeApp(scenario: scenario).readsShortcutItemLaunchOption,
                "expected the app to read launchOptions[.shortcutItem] (A1.3, A1.4): the skip is armed by it")
    }

    @Test("gate open: the launch-time call is skipped, the launch item routes once, and warm actions route (A1.1, A2.3, A3.1)")
    func gateOpen() throws {
        let result = try PluginScenario.run(app: Self.app(didFinishLaunching: "true"), steps: Self.coldThenTwoWarm)
        #expect(result.timedLines.containsInOrder(["0.000s uikit.launchGate open willFinishLaunching=true didFinishLaunching=true",
                                                   "0.000s app.performAction Search", "0.000s app.drop Search cause=firstCallAfterShortcutLaunch",
                                                   "0.000s app.completion Search -> true", "1.000s route Search -> SearchPage",
                                                   "12.000s app.performAction Coupon", "12.000s route Coupon -> CouponList",
                                                   "23.000s app.performAction Coupon", "23.000s route Coupon -> CouponList"]),
                "expected the cold call skipped, the launch item routed at js, and both warm actions routed\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("route Search") }.count == 1, "expected Search routed exactly once\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("gate closed: the first warm action is skipped and lost (A2.6), the second one routes")
    func gateClosed() throws {
        let result = try PluginScenario.run(app: Self.app(didFinishLaunching: "false when launched from a shortcut"), steps: Self.coldThenTwoWarm)
        #expect(result.timedLines.containsInOrder(["0.000s uikit.launchGate closed willFinishLaunching=true didFinishLaunching=false",
                                                   "1.000s route Search -> SearchPage",
                                                   "12.000s app.performAction Coupon", "12.000s app.drop Coupon cause=firstCallAfterShortcutLaunch",
                                                   "12.000s app.completion Coupon -> true",
                                                   "23.000s app.performAction Coupon", "23.000s route Coupon -> CouponList"]),
                "expected the first warm action dropped and the second routed\n\(result.report)")
        #expect(!result.lines.contains("app.performAction Search"), "expected no launch-time performActionFor with the gate closed (A2.1)\n\(result.report)")
        #expect(result.defectSignatures == ["lost Coupon"], "expected 'lost Coupon' only, found \(result.defectSignatures)\n\(result.report)")
        let lost = try #require(result.defects.first)
        #expect(lost.rule == "A2.6", "expected the lost report under A2.6 (the gate covers only the launch-time delivery), found \(lost.rule)")
        #expect(lost.message.contains("cause=firstCallAfterShortcutLaunch") && lost.message.contains("a launch method returned false"),
                "expected the report to say why the call was skipped, found: \(lost.message)")
    }

    @Test("gate closed, the same type again before the launch item is handled: the warm call is the one lost (A2.6), the saved cold item routes")
    func gateClosedSameTypeAgain() throws {
        let result = try PluginScenario.run(app: Self.app(didFinishLaunching: "false when launched from a shortcut"),
                                            steps: ["select Search", "wait 500ms", "go home", "select Search", "wait 2s"])
        #expect(result.timedLines.containsInOrder(["0.500s app.drop Search cause=firstCallAfterShortcutLaunch", "1.000s route Search -> SearchPage"]),
                "expected the warm call skipped and the saved launch item routed at js\n\(result.report)")
        let lost = result.onlyDefect
        #expect(lost?.signature == "lost Search" && lost?.rule == "A2.6" && lost?.firstEvent == "0.500s user.select Search",
                "expected 'lost Search' under A2.6 (the skipped call was the warm one: the gate was closed) at '0.500s user.select Search', found \(lost.map(String.init(describing:)) ?? "not one defect")\n\(result.report)")
    }

    @Test("without the clause the same gated app routes the first warm action: the clause is what drops it")
    func withoutClauseRoutes() throws {
        let result = try PluginScenario.run(app: Self.app(didFinishLaunching: "false when launched from a shortcut", skips: false),
                                            steps: Self.coldThenTwoWarm)
        #expect(result.lines.filter { $0 == "route Coupon -> CouponList" }.count == 2, "expected both warm actions routed\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("a process whose launch options held no item arms nothing: a launch from the icon or into the background (A1.3, A7.3)",
          arguments: [["tap icon", "wait 2s", "go home", "wait 10s", "select Coupon", "wait 1s"],
                      ["background launch", "wait 1s", "select Coupon", "wait 1s"]])
    func launchWithoutItem(steps: [String]) throws {
        let result = try PluginScenario.run(app: Self.app(didFinishLaunching: "false when launched from a shortcut"), steps: steps)
        #expect(result.lines.contains("route Coupon -> CouponList"), "expected the warm action routed\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "expected no drop\n\(result.report)")
    }

    @Test("the flag lives and dies with the process: after a system kill, a launch from the icon skips nothing (A7.4)")
    func newProcess() throws {
        let result = try PluginScenario.run(app: Self.app(didFinishLaunching: "false when launched from a shortcut"),
                                            steps: ["select Search", "wait 2s", "go home", "wait 10s", "system kill",
                                                    "tap icon", "wait 2s", "go home", "wait 10s", "select Coupon", "wait 1s"])
        #expect(result.lines.contains("route Coupon -> CouponList"), "expected the warm action of the second process routed\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "expected no drop\n\(result.report)")
    }

    @Test("an app that skips the launch-time call and never reads the launch item loses the cold action (A2.3)")
    func coldItemLostWithoutLaunchItem() throws {
        let result = try PluginScenario.run(app: ["performAction: handled at once, skips its first call after a shortcut launch"],
                                            steps: ["select Search", "wait 1s"])
        #expect(result.lines.containsInOrder(["app.performAction Search", "app.drop Search cause=firstCallAfterShortcutLaunch"]),
                "expected the launch-time call skipped\n\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "expected 'lost Search', found \(result.defectSignatures)\n\(result.report)")
        #expect(result.defects.first?.rule == "A2.3", "expected the lost report under A2.3, found \(result.defects.map(\.rule))")
    }

    @Test("an expectation may name the cause; a wrong one is an error that lists the causes")
    func causeInExpectation() throws {
        let good = try ScenarioText.run(PluginScenario.text(app: Self.app(didFinishLaunching: "true"), steps: ["select Search", "wait 2s"])
                                        + "expect:\n  app.drop Search cause=firstCallAfterShortcutLaunch\n")
        #expect(good.passed, "expected the expectation naming the cause to match\n\(good.report)")
        let diagnostics = ScenarioText.diagnostics(of: PluginScenario.text(app: Self.app(didFinishLaunching: "true"), steps: ["select Search"])
                                                   + "expect:\n  app.drop Search cause=firstCall\n")
        let first = try #require(diagnostics.first, "expected an error for an unknown cause")
        #expect(first.message.contains("'cause' is one of firstCallAfterShortcutLaunch, clearedOnWillEnterForeground, clearedOnUndo, notActive; found 'firstCall'"), "found: \(first.message)")
    }

    @Test("explored without its declared defect, the library's gated module fails first on the path with no kill: the warm action is lost (A2.6, A7.4)")
    func exploredShortestCounterexample() throws {
        let file = "Scenarios/frameworks/react-native-quick-actions-first-event-skipped-explored.scenario"
        let text = try String(contentsOfFile: ScenarioLibrary.path(file), encoding: .utf8)
        let withoutDefects = try #require(text.components(separatedBy: "\ndefects:").first, "expected a defects: section in \(file)")
        let scenario = try ScenarioText.parse(withoutDefects + "\n")
        let result = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1)) { text, file throws(DiagnosticError) in
            try ScenarioLoader.parse(text, file: file)
        }
        let example = try #require(result.counterexample, "expected a failing path once 'lost search' is no longer declared")
        #expect(example.failures.contains { $0.message.contains("unexpected defect lost search") },
                "expected the failure to be the undeclared 'lost search', found \(example.failures.map(\.message))")
        #expect(!example.moves.contains("system kill"), "expected the shortest failing path to have no kill, found \(example.moves)")
        #expect(example.trace.text.contains("app.drop search cause=firstCallAfterShortcutLaunch"),
                "expected the counterexample to show the skipped warm call\n\(example.trace.text)")
        #expect(result.failingPaths < result.paths, "expected the paths with a kill to pass: \(result.failingPaths) of \(result.paths) fail")
    }

    static let line = PluginScenario.settingLine
    static let malformed: [BadInput] = [
        BadInput("a misspelled clause",
                 PluginScenario.text(app: ["performAction: handled at once, skips its first call after shortcut launch"], steps: []),
                 "t.scenario:\(line):35: error: expected 'skips its first call after a shortcut launch', found 'skips its first call after shortcut launch'",
                 note: "'skips its first call after a shortcut launch' drops the first performActionFor call of a process whose launch options held a shortcut item"),
        BadInput("words after the clause",
                 PluginScenario.text(app: ["performAction: handled at once, skips its first call after a shortcut launch always"], steps: []),
                 "t.scenario:\(line):80: error: unexpected 'always' after 'skips its first call after a shortcut launch'; separate clauses with commas"),
        BadInput("given twice",
                 PluginScenario.text(app: ["performAction: handled at once, skips its first call after a shortcut launch, "
                                           + "skips its first call after a shortcut launch"], steps: []),
                 "t.scenario:\(line):81: error: 'skips its first call after a shortcut launch' is given twice on the line; keep one"),
        BadInput("with 'not implemented'",
                 PluginScenario.text(app: ["performAction: not implemented, skips its first call after a shortcut launch"], steps: []),
                 "t.scenario:\(line):35: error: 'skips its first call after a shortcut launch' goes with a 'handled …' clause: "
                    + "an app that ignores or does not implement the method handles no action"),
    ]

    @Test("a malformed clause gives one error at its place", arguments: malformed)
    func malformedClause(_ input: BadInput) throws {
        try input.expectFirstDiagnostic()
    }
}
