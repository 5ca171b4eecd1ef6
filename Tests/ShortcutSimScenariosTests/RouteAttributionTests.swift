import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Which selection a route or an app's drop belongs to when one type is selected more than once: a
/// route of the saved launch item belongs to the cold selection whose launch options (A1.3) or
/// connection options (B1.1) held it; a route or a drop of an action a call delivered
/// (`performActionFor`, A3.1; the scene's, B2.1) to the selection the call carried.
@Suite("Route attribution")
struct RouteAttributionTests {
    /// Cold Search with the gate closed and the launch item saved until root (5s after launch), then
    /// a warm Search before root: two selections of one type, one item from the launch options and
    /// one from a call.
    static let coldThenWarmSteps = ["select Search", "wait 1s", "go home", "select Search", "wait 6s"]

    static func appDelegateApp(performAction: String) -> [String] {
        ["didFinishLaunching: false when launched from a shortcut",
         "launch item: saved in didFinishLaunching, handled when root ready, then cleared",
         "performAction: \(performAction)", "milestone root: 5s after launch"]
    }

    static func sceneApp(performAction: String) -> [String] {
        ["launch item: saved in willConnectTo, handled when root ready, then cleared",
         "scene performAction: \(performAction)", "milestone root: 5s after launch"]
    }

    /// Expects exactly one defect, `signature` under `rule`, whose first event is the selection at `at`.
    static func expectOnly(_ signature: String, rule: RuleID, at selection: String, in result: ScenarioResult,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let defect = try #require(result.onlyDefect, "expected only '\(signature)', found \(result.defectSignatures)\n\(result.report)",
                                  sourceLocation: sourceLocation)
        #expect(defect.signature == signature && defect.rule == rule && defect.firstEvent == selection,
                "expected '\(signature)' under \(rule) at '\(selection)', found '\(defect.signature)' under \(defect.rule) at '\(defect.firstEvent ?? "none")'\n\(result.report)",
                sourceLocation: sourceLocation)
    }

    /// A warm action handled at once before root, or dropped on resume: the route or the drop is the
    /// warm selection's, and root routes the saved launch item of the cold one.
    static let warmCalls: [(performAction: String, order: [String], defect: String, rule: RuleID)] = [
        ("handled at once, dropped on resume", ["app.performAction Search", "app.drop Search", "milestone root", "route Search -> SearchPage"],
         "lost Search", "A3.1"),
        ("handled at once", ["app.performAction Search", "route Search -> SearchPage", "milestone root", "route Search -> SearchPage"],
         "before-root Search", "A1.2"),
    ]

    @Test("A2.1, A2.6, A3.1 what a warm call does to its action (dropped on resume, routed before root) is the warm selection's, and root routes the cold launch item",
          arguments: warmCalls.indices)
    func warmCallBelongsToTheWarmSelection(_ index: Int) throws {
        let call = Self.warmCalls[index]
        let result = try PluginScenario.run(app: Self.appDelegateApp(performAction: call.performAction),
                                            steps: Self.coldThenWarmSteps, header: ["profile: ios13"])
        #expect(result.lines.containsInOrder(call.order),
                "expected \(call.order) in order for 'performAction: \(call.performAction)'\n\(result.report)")
        try Self.expectOnly(call.defect, rule: call.rule, at: "1.000s user.select Search", in: result)
    }

    @Test("B1.1, B2.1 with scenes, the scene call's drop on resume is the warm selection's, and the saved connection item routes the cold one")
    func sceneWarmDropBelongsToTheWarmSelection() throws {
        let result = try PluginScenario.run(app: Self.sceneApp(performAction: "handled at once, dropped on resume"),
                                            steps: Self.coldThenWarmSteps, header: ["profile: ios13", "lifecycle: scenes"])
        try Self.expectOnly("lost Search", rule: "B2.1", at: "1.000s user.select Search", in: result)
    }

    @Test("A1.3, A2.6 the launch item and the warm action both routed at root, launch item first: each route belongs to its own selection, no defect")
    func bothWaitingForRootRouteTheirOwnSelections() throws {
        let result = try PluginScenario.run(app: Self.appDelegateApp(performAction: "handled when root ready"),
                                            steps: Self.coldThenWarmSteps, header: ["profile: ios13"])
        let routes = result.lines.filter { $0 == "route Search -> SearchPage" }
        #expect(routes.count == 2, "expected the launch item and the warm action each routed once, found \(routes.count) routes\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("A3.1 one type selected twice warm, both delivered and routed in order on didBecomeActive: no defect")
    func sameTypeTwiceWarm() throws {
        let result = try PluginScenario.run(app: ["performAction: handled on didBecomeActive"],
                                            steps: ["tap icon", "go home", "select Search", "go home", "select Search"], header: ["profile: ios13"])
        #expect(result.lines.filter { $0 == "route Search -> SearchPage" }.count == 2, "expected two routes\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("G10 a saved launch item never cleared fires again on the next activation, and that refire is the cold selection's even with a warm action of the type waiting")
    func refireOfTheLaunchItemIsTheColdSelections() throws {
        let result = try PluginScenario.run(app: ["launch item: saved in didFinishLaunching, handled on didBecomeActive, not cleared",
                                                  "didFinishLaunching: false when launched from a shortcut",
                                                  "performAction: handled after 5s"],
                                            steps: ["select Search", "wait 1s", "go home", "select Search", "wait 6s"], header: ["profile: ios13"])
        #expect(result.lines.filter { $0 == "route Search -> SearchPage" }.count == 3,
                "expected three routes: the launch item, its refire on the warm activation, the warm action after 5s\n\(result.report)")
        try Self.expectOnly("refired Search", rule: "G10", at: "0.000s user.select Search", in: result)
    }
}
