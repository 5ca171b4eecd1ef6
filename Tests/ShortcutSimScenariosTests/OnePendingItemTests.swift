import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `one pending item`: an app that keeps the action it defers in one property
/// (`self.pendingShortcutItem = item`, Wikipedia's `unprocessedShortcutItem`), so an action that arrives
/// while an earlier one still waits replaces it, and the earlier one is never routed (A1.2, A3.1).
@Suite("One pending item")
struct OnePendingItemTests {
    /// A cold action that waits for `root` (reached at 3s), then the user leaves and picks another.
    static let secondBeforeRoot = ["select Search", "wait 1s", "go home", "select Coupon", "wait 3s"]
    static let rootAt3s = "milestone root: 3s after launch"

    @Test("the clause parses after the 'handled …' clause of performAction: and scene performAction:, with the other clauses")
    func parses() throws {
        let perform = try ScenarioText.parse(PluginScenario.text(
            app: ["performAction: handled when root ready, one pending item, completion always true", Self.rootAt3s], steps: []))
        let expected = PerformActionPolicy.handled(HandlingTrigger(milestones: [Milestone("root")], keepsOnePendingItem: true))
        #expect(perform.app.performAction == expected, "expected \(expected), found \(perform.app.performAction)")
        #expect(perform.app.completion == .alwaysTrue, "the completion clause after it still applies; found \(perform.app.completion)")

        let scene = try ScenarioText.parse(PluginScenario.text(
            app: ["scene performAction: handled on didBecomeActive, one pending item"], steps: [], header: ["lifecycle: scenes"]))
        let expectedScene = PerformActionPolicy.handled(HandlingTrigger(onDidBecomeActive: true, keepsOnePendingItem: true))
        #expect(scene.app.scenePerformAction == expectedScene, "expected \(expectedScene), found \(scene.app.scenePerformAction)")
    }

    @Test("a second action before root replaces the first: 'app.drop … replacedBy=…', the first is lost, the second routed (A1.2, A3.1)")
    func secondReplacesFirst() throws {
        let result = try PluginScenario.run(app: ["performAction: handled when root ready, one pending item", Self.rootAt3s],
                                            steps: Self.secondBeforeRoot)
        #expect(result.timedLines.containsInOrder(["0.000s app.performAction Search", "1.000s app.performAction Coupon",
                                                   "1.000s app.drop Search replacedBy=Coupon", "1.000s app.completion Search -> false",
                                                   "3.000s milestone root", "3.000s route Coupon -> CouponList"]),
                "expected Search replaced inside the second performActionFor, its handler told false (A5.1), and Coupon routed at root\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route Search") }, "expected no route of the replaced action\n\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "expected 'lost Search' only, found \(result.defectSignatures)\n\(result.report)")
        let message = result.defects.first?.message ?? "none"
        #expect(message.contains("the app keeps one pending item, and Coupon") && message.contains("replaced it"),
                "expected the lost report to name the replacement, found: \(message)")
    }

    @Test("without the clause the same app keeps both and routes them in order: the clause is what loses the first")
    func withoutClauseRoutesBoth() throws {
        let result = try PluginScenario.run(app: ["performAction: handled when root ready", Self.rootAt3s], steps: Self.secondBeforeRoot)
        #expect(result.timedLines.containsInOrder(["3.000s route Search -> SearchPage", "3.000s route Coupon -> CouponList"]),
                "expected both routed at root, in order\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("a second action after the first was handled replaces nothing")
    func nothingPendingNothingReplaced() throws {
        let result = try PluginScenario.run(app: ["performAction: handled when root ready, one pending item", Self.rootAt3s],
                                            steps: ["select Search", "wait 3s", "go home", "select Coupon", "wait 1s"])
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "expected no drop\n\(result.report)")
        #expect(result.lines.contains("route Search -> SearchPage") && result.lines.contains("route Coupon -> CouponList"),
                "expected both routed\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("the same type selected again replaces its own copy: the screen is still shown, so nothing is lost")
    func sameTypeIsNotLost() throws {
        let result = try PluginScenario.run(app: ["performAction: handled when root ready, one pending item", Self.rootAt3s],
                                            steps: ["select Search", "wait 1s", "go home", "select Search", "wait 3s"])
        #expect(result.lines.contains("app.drop Search replacedBy=Search"), "expected the replacement recorded\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("route Search") }.count == 1, "expected Search routed once\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("C1.2 another item of the same type (another title) replacing the first loses the first: its room is never shown")
    func sameTypeOtherTitleIsLost() throws {
        // Two rooms behind one type, told apart by title and userInfo (seed 000, C1.2), both dynamic items.
        let text = """
            scenario: Rooms
            shortcuts:
              dynamic room "General" userInfo={id: "general"}
              dynamic room "Random" userInfo={id: "random"}
            app:
              routes: room -> Room
              dynamic items: replace every launch
              performAction: handled when root ready, one pending item
              \(Self.rootAt3s)
            steps:
              tap icon
              wait 5s
              go home
              wait 10s
              system kill
              select room "General"
              wait 1s
              go home
              select room "Random"
              wait 3s

            """
        let result = try ScenarioText.run(text)
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)")
        #expect(result.lines.containsInOrder(["app.performAction room title=General", "app.performAction room title=Random",
                                              "app.drop room replacedBy=room", "route room -> Room"]),
                "expected General replaced by Random in the one pending item, then one route\n\(result.report)")
        #expect(result.defectSignatures == ["lost room"], "expected General 'lost': Random's room is another screen; found \(result.defectSignatures)\n\(result.report)")
        let message = result.defects.first?.message ?? "none"
        #expect(message.contains("another room item, whose title or userInfo differ (C1.2), selected before room was handled, replaced it"),
                "expected the message to say another item of its type replaced it, found: \(message)")
    }

    @Test("the launch item saved from the launch options is no pending action: a warm one of its type is the one replaced (A2.1, A3.1)")
    func savedLaunchItemIsNotReplaced() throws {
        let result = try PluginScenario.run(app: ["didFinishLaunching: false when launched from a shortcut",
                                                  "launch item: saved in didFinishLaunching, handled when root ready, then cleared",
                                                  "performAction: handled when root ready, one pending item", Self.rootAt3s],
                                            steps: ["select Search", "wait 1s", "go home", "select Search", "go home", "select Coupon", "wait 3s"])
        #expect(result.timedLines.containsInOrder(["1.000s app.drop Search replacedBy=Coupon", "3.000s route Search -> SearchPage",
                                                   "3.000s route Coupon -> CouponList"]),
                "expected the warm Search replaced, the saved launch item and Coupon routed at root\n\(result.report)")
        let lost = result.onlyDefect
        #expect(lost?.signature == "lost Search" && lost?.rule == "A3.1" && lost?.firstEvent == "1.000s user.select Search",
                "expected 'lost Search' under A3.1 (the replaced action was the warm one) at '1.000s user.select Search', found \(lost.map(String.init(describing:)) ?? "not one defect")\n\(result.report)")
    }

    @Test("with scenes the warm scene action replaces the one still waiting for the next activation (B2.1, B2.2)")
    func scenes() throws {
        // ios26: the scene's performActionFor comes before sceneWillEnterForeground (B2.2), and the app
        // goes home again before the next activation, so the first warm action still waits.
        let result = try PluginScenario.run(app: ["scene performAction: handled when root ready, one pending item", Self.rootAt3s],
                                            steps: ["tap icon", "wait 1s", "go home", "select Search", "go home", "select Coupon", "wait 3s"],
                                            header: ["lifecycle: scenes", "profile: ios26"])
        #expect(result.lines.contains("app.drop Search replacedBy=Coupon"), "expected Search replaced by Coupon\n\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "expected 'lost Search', found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("the explorer finds the lost first action of Wikipedia's one property as its shortest counterexample")
    func wikipediaExploredCounterexample() throws {
        let path = ScenarioLibrary.path("Scenarios/deferral/wikipedia-second-action-replaces-first-explored.scenario")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let declared = try ScenarioText.parse(text)
        let passing = Explorer.explore(declared, configuration: ExplorationConfiguration(workers: 1))
        #expect(passing.counterexample == nil && passing.failingPaths == 0,
                "expected every path to pass with 'lost' declared, found \(passing.summary)")

        let defectsSection = try #require(text.range(of: "\ndefects:"), "expected the library file to declare its defects")
        let undeclared = try ScenarioText.parse(String(text[..<defectsSection.lowerBound]) + "\n")
        let result = Explorer.explore(undeclared, configuration: ExplorationConfiguration(workers: 1)) { text, file throws(DiagnosticError) in
            try ScenarioLoader.parse(text, file: file)
        }
        let example = try #require(result.counterexample, "expected the migration that outlasts the first second to lose Random; found \(result.summary)")
        let failures = example.failures.map(\.message)
        #expect(failures.count == 1 && failures[0].hasPrefix("unexpected defect lost org.wikimedia.wikipedia.icon-shortcut-random (A1.2)"),
                "expected the undeclared lost first action as the only failure, found \(failures)")
        let timings = example.choices.flatMap(\.timings.values)
        #expect(timings.contains(.seconds(2)), "the shortest failing migration of the second launch is 2s on the 1s grid, found \(timings)")
        #expect(example.trace.events.map { $0.words.description }.contains {
            $0.hasSuffix("app.drop org.wikimedia.wikipedia.icon-shortcut-random replacedBy=org.wikimedia.wikipedia.icon-shortcut-search")
        }, "expected the replacement in the counterexample's trace")
        #expect(example.replaysIdentically, "expected the concrete scenario to replay the same trace")
    }

    static let line = PluginScenario.settingLine
    static let malformed: [BadInput] = [
        BadInput("a misspelled clause",
                 PluginScenario.text(app: ["performAction: handled on didBecomeActive, one pending items"], steps: []),
                 "t.scenario:\(line):46: error: expected 'one pending item', found 'one pending items'", note:
                    "'one pending item' is an app that keeps the action it defers in one property, so a newer action replaces it"),
        BadInput("words after the clause",
                 PluginScenario.text(app: ["performAction: handled on didBecomeActive, one pending item only"], steps: []),
                 "t.scenario:\(line):63: error: unexpected 'only' after 'one pending item'; separate clauses with commas"),
        BadInput("with 'ignored'",
                 PluginScenario.text(app: ["performAction: ignored, one pending item"], steps: []),
                 "t.scenario:\(line):27: error: 'one pending item' goes with a 'handled …' clause: an app that ignores or does not implement the method keeps no action"),
        BadInput("given twice",
                 PluginScenario.text(app: ["performAction: handled on didBecomeActive, one pending item, one pending item"], steps: []),
                 "t.scenario:\(line):64: error: 'one pending item' is given twice on the line; keep one"),
        BadInput("on a launch item",
                 PluginScenario.text(app: ["launch item: saved in didFinishLaunching, handled on didBecomeActive, one pending item"], steps: []),
                 "t.scenario:\(line):73: error: 'one pending item' is for a delivered action, in 'performAction:' or 'scene performAction:'; the saved launch item is one item already: each process has one launch"),
        BadInput("an expected drop both replaced and skipped, which no event is: under 'never:' it would pass whatever happens",
                 PluginScenario.text(app: ["performAction: handled on didBecomeActive, one pending item, skips its first call after a shortcut launch"],
                                     steps: ["select Search"]) + "expect:\n  never: app.drop Search replacedBy=Coupon cause=firstCallAfterShortcutLaunch\n",
                 "t.scenario:11:44: error: 'app.drop' never has both 'replacedBy' and 'cause': each gives a different reason, and an event has one, so the line would never match",
                 note: "keep the one the trace prints: 'replacedBy=…' or 'cause=…'"),
    ]

    @Test("a malformed clause gives one error at its place", arguments: malformed)
    func malformedClause(_ input: BadInput) throws {
        try input.expectFirstDiagnostic()
    }

    @Test("after a trigger that never keeps an action waiting the clause changes nothing: a warning at the clause")
    func noWaitWarning() throws {
        for trigger in ["handled at once", "handled if js ready, else dropped", "handled on the next main-queue turn"] {
            let scenario = try ScenarioText.parse(PluginScenario.text(app: ["performAction: \(trigger), one pending item", "milestone js: on step"], steps: []))
            let warnings = scenario.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
            let column = "  performAction: \(trigger), ".count + 1
            #expect(warnings == ["\(Self.line):\(column): 'one pending item' changes nothing here: the trigger handles every action inside the callback that delivers it, so none is ever pending"],
                    "expected one warning at the clause after '\(trigger)', found \(warnings)")
        }
        let waiting = try ScenarioText.parse(PluginScenario.text(app: ["performAction: handled after 1s, one pending item"], steps: []))
        #expect(waiting.warnings.isEmpty, "a delay keeps the action waiting; found \(waiting.warnings.map(\.message))")
    }
}
