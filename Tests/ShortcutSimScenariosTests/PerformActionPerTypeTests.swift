import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `performAction: handled TRIGGER, handled TRIGGER for TYPE [and TYPE …]` (and the same on `scene performAction:`):
/// an app whose `performActionFor` branches on the type, routing some types in one way and dispatching others
/// later, as DuckDuckGo's `handleShortCutItem` loads the clipboard query in its task but opens the passwords
/// screen half a second later. The types a `for` clause names are handled as it says, the others as the line's
/// own first clause says. The branch is the app's own logic (C1.2); UIKit delivers every type the same way
/// (A1.2 during the launch, A3.1 on a resume, B2.1 to a scene).
@Suite("Delivered actions handled by type")
struct PerformActionPerTypeTests {
    static func text(_ performAction: String, steps: [String], app: [String] = [], header: [String] = []) -> String {
        PluginScenario.text(app: ["performAction: \(performAction)", "milestone js: 2s after launch"] + app, steps: steps, header: header)
    }

    static func trigger(_ performAction: String) throws -> HandlingTrigger? {
        let scenario = try ScenarioText.parse(text(performAction, steps: []))
        guard case .handled(let trigger) = scenario.app.performAction else {
            Issue.record("expected a handled trigger, found \(scenario.app.performAction)")
            return nil
        }
        return trigger
    }

    @Test("the clause parses into the types' own trigger; the line's own trigger and its other clauses are for every other type")
    func parses() throws {
        guard let line = try Self.trigger("handled on the next main-queue turn, handled after 500ms for Coupon, completion never called") else { return }
        #expect(line.onNextMainQueueTurn && line.delay == nil, "expected the line's own trigger on the next turn, found \(line)")
        #expect(line.typeTriggers == [LaunchItemPolicy.TypeTrigger(types: ["Coupon"], trigger: HandlingTrigger(delay: .milliseconds(500)))],
                "expected Coupon handled after 500ms, found \(line.typeTriggers)")
        let coupon = line.trigger(for: "Coupon", onResume: false)
        #expect(coupon.delay == .milliseconds(500) && !coupon.onNextMainQueueTurn, "expected Coupon after 500ms and not on the next turn, found \(coupon)")
        #expect(line.trigger(for: "Search", onResume: true) == line, "expected Search handled by the line's own trigger, found \(line.trigger(for: "Search", onResume: true))")

        guard let checked = try Self.trigger("handled at once, handled if js ready for Coupon, else dropped, on the next main-queue turn, one pending item") else { return }
        let checkedCoupon = checked.trigger(for: "Coupon", onResume: false)
        #expect(checkedCoupon.ifNotReady == .dropped && checkedCoupon.onNextMainQueueTurn && checked.ifNotReady == nil && !checked.onNextMainQueueTurn,
                "expected 'else dropped' and the main-queue turn to go with the 'for Coupon' clause right before them, found \(checked)")
        #expect(checkedCoupon.keepsOnePendingItem, "expected 'one pending item' to apply to Coupon too, found \(checkedCoupon)")
    }

    @Test("A1.2, C1.2 during the launch a type the line handles at once routes inside performActionFor; the type of the 'for' clause waits for js")
    func coldTypesTakeTheirOwnTrigger() throws {
        let performAction = "handled at once, handled when js ready for Coupon, completion reports the result"
        let search = try PluginScenario.run(app: ["performAction: \(performAction)", "milestone js: 2s after launch"], steps: ["select Search", "wait 3s"])
        #expect(search.timedLines.containsInOrder(["0.000s app.performAction Search", "0.000s route Search -> SearchPage", "0.000s app.completion Search -> true"]),
                "expected Search routed inside performActionFor\n\(search.report)")
        let coupon = try PluginScenario.run(app: ["performAction: \(performAction)", "milestone js: 2s after launch"], steps: ["select Coupon", "wait 3s"])
        #expect(coupon.timedLines.containsInOrder(["0.000s app.performAction Coupon", "0.000s app.didBecomeActive", "2.000s milestone js",
                                                   "2.000s route Coupon -> CouponList", "2.000s app.completion Coupon -> true"]),
                "expected Coupon routed once js is reached\n\(coupon.report)")
        for result in [search, coupon] {
            #expect(result.lines.filter { $0.hasPrefix("route ") }.count == 1 && result.defects.isEmpty, "expected one route and no defect\n\(result.report)")
        }
    }

    @Test("A3.1 a type named in a 'for' clause keeps its trigger during a resume; the others take the resume's")
    func typeClauseWinsOverResume() throws {
        let result = try ScenarioText.run(Self.text("handled after 1s, handled at once on resume, handled after 3s for Coupon",
                                                    steps: ["tap icon", "wait 3s", "go home", "select Search", "go home", "select Coupon", "wait 4s"]))
        #expect(result.passed, "\(result.report)")
        #expect(result.timedLines.containsInOrder(["3.000s app.performAction Search", "3.000s route Search -> SearchPage",
                                                   "3.000s app.performAction Coupon", "6.000s app.timer handleAction", "6.000s route Coupon -> CouponList"]),
                "expected the warm Search at once and the warm Coupon 3s later\n\(result.report)")
    }

    @Test("A1.2 two delays end in their own order: a later action's shorter delay is not taken for an earlier one's longer delay")
    func delaysEndInTheirOwnOrder() throws {
        let result = try ScenarioText.run(Self.text("handled after 3s, handled after 1s for Coupon", steps: ["select Search", "go home", "select Coupon", "wait 5s"]))
        #expect(result.passed, "\(result.report)")
        #expect(result.timedLines.containsInOrder(["1.000s route Coupon -> CouponList", "3.000s route Search -> SearchPage"]),
                "expected Coupon at 1s and Search at 3s\n\(result.report)")
    }

    @Test("A1.2, A2.1 a type checked once and not ready is dropped and lost, while the other types still route")
    func checkedTypeDroppedAlone() throws {
        let coupon = try ScenarioText.run(Self.text("handled at once, handled if js ready for Coupon, else dropped", steps: ["select Coupon", "wait 3s"]))
        #expect(coupon.lines.contains("app.drop Coupon missing=js") && coupon.defectSignatures == ["lost Coupon"],
                "expected the cold Coupon dropped for lack of js and reported lost\n\(coupon.report)")
        let search = try ScenarioText.run(Self.text("handled at once, handled if js ready for Coupon, else dropped", steps: ["select Search", "wait 3s"]))
        #expect(search.lines.contains("route Search -> SearchPage") && search.defects.isEmpty, "expected the cold Search routed at once\n\(search.report)")
    }

    @Test("B2.1 'scene performAction:' takes the same clause: a warm action of the named type waits for its trigger")
    func sceneDelegateByType() throws {
        let text = PluginScenario.text(app: ["scene performAction: handled at once, handled on didBecomeActive for Coupon", "milestone js: 2s after launch"],
                                       steps: ["tap icon", "wait 1s", "go home", "select Coupon", "wait 1s", "go home", "select Search"],
                                       header: ["lifecycle: scenes"])
        let result = try ScenarioText.run(text)
        #expect(result.passed, "\(result.report)")
        #expect(result.lines.containsInOrder(["scene.performAction Coupon scene=main", "scene.didBecomeActive main", "route Coupon -> CouponList",
                                              "scene.performAction Search scene=main", "route Search -> SearchPage"]),
                "expected Coupon routed at the activation after its action and Search inside windowScene(_:performActionFor:)\n\(result.report)")
    }

    @Test("the types' delays set the explored time grid and name the timers an expectation may match")
    func delaysReachTheWholeModel() throws {
        let scenario = try ScenarioText.parse(Self.text("handled at once, handled after 750ms for Coupon, on the next main-queue turn", steps: []))
        #expect(scenario.app.performActionTriggers.contains { $0.delay == .milliseconds(750) && $0.onNextMainQueueTurn },
                "expected the Coupon trigger among the triggers of performAction:, found \(scenario.app.performActionTriggers)")
        let expecting = Self.text("handled at once, handled after 750ms for Coupon", steps: ["select Coupon", "wait 1s"]) + "expect:\n  app.timer handleAction\n"
        let result = try ScenarioText.run(expecting)
        #expect(result.passed, "expected 'app.timer handleAction' to be a known timer and to fire\n\(result.report)")
    }

    @Test("a misused 'for' clause is one error at its place", arguments: [
        ("handled at once for Coupon",
         "t.scenario:7:34: error: the first clause of 'performAction:' handles every type no 'for' clause names; write it first, without 'for'"),
        ("handled at once, handled after 1s for Cupon",
         "t.scenario:7:56: error: 'handled … for' names undeclared shortcut type Cupon"),
        ("handled at once, handled after 1s for Coupon, handled when js ready for Coupon",
         "t.scenario:7:90: error: Coupon is named twice in the 'handled … for' clauses; an item of one type is handled one way"),
        ("ignored, handled after 1s for Coupon",
         "t.scenario:7:27: error: 'handled after 1s for Coupon' goes with a 'handled …' clause: an app that ignores or does not implement the method handles no action"),
        ("handled at once, handled after 1s for",
         "t.scenario:7:55: error: expected a shortcut type after 'for', such as 'handled at once for Search'"),
        ("handled at once, handled after 1s on resume for Coupon",
         "t.scenario:7:52: error: unexpected 'on resume for Coupon'; in 'performAction:' the types of a 'handled … for' clause come right after its trigger"),
        ("handled at once, handled after 1s for Coupon, Search",
         "t.scenario:7:64: error: 'Search' is not a clause of 'performAction:'"),
    ])
    func misuse(performAction: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(performAction, steps: ["select Search"]), expected)
    }
}
