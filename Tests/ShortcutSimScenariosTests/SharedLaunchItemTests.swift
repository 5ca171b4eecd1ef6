import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `one pending item shared with the launch item`: an app whose one pending property also holds the saved
/// launch item (Mlem's global `shortcutItemToProcess`, written by the launch path and by performActionFor),
/// so a warm action that arrives while the launch item still waits overwrites it (A1.3, A3.1, B1.1, B2.1).
@Suite("One pending item shared with the launch item")
struct SharedLaunchItemTests {
    static let rootAt3s = "milestone root: 3s after launch"
    static let savedLaunchItem = "launch item: saved in didFinishLaunching, handled when root ready, then cleared"
    static let gateClosed = "didFinishLaunching: false when launched from a shortcut"
    static let shared = "performAction: handled when root ready, one pending item shared with the launch item"
    /// A cold launch whose item waits for `root` (3s), then a warm action of another type after a second.
    static let warmBeforeRoot = ["select Search", "wait 1s", "go home", "select Coupon", "wait 3s"]

    @Test("the clause parses after the 'handled …' clause, as 'one pending item' that also shares the launch item's property")
    func parses() throws {
        let scenario = try ScenarioText.parse(PluginScenario.text(app: [Self.gateClosed, Self.savedLaunchItem, Self.shared + ", completion always true",
                                                                        Self.rootAt3s], steps: []))
        let expected = PerformActionPolicy.handled(HandlingTrigger(milestones: [Milestone("root")], keepsOnePendingItem: true, sharesLaunchItem: true))
        #expect(scenario.app.performAction == expected, "expected \(expected), found \(scenario.app.performAction)")
        #expect(scenario.app.completion == .alwaysTrue, "the completion clause after it still applies; found \(scenario.app.completion)")
    }

    @Test("a warm action before root overwrites the saved launch item: 'app.drop … replacedBy=…', the launch item is lost, the action routed")
    func warmActionReplacesLaunchItem() throws {
        let result = try PluginScenario.run(app: [Self.gateClosed, Self.savedLaunchItem, Self.shared, Self.rootAt3s], steps: Self.warmBeforeRoot)
        #expect(result.timedLines.containsInOrder(["1.000s app.performAction Coupon", "1.000s app.drop Search replacedBy=Coupon",
                                                   "3.000s milestone root", "3.000s route Coupon -> CouponList"]),
                "expected the saved Search overwritten inside performActionFor and Coupon routed at root\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route Search") }, "expected no route of the overwritten launch item\n\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "expected 'lost Search' only, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("with 'one pending item' alone the launch item keeps its own property: both are routed at root")
    func withoutSharingBothRoute() throws {
        let result = try PluginScenario.run(app: [Self.gateClosed, Self.savedLaunchItem,
                                                  "performAction: handled when root ready, one pending item", Self.rootAt3s],
                                            steps: Self.warmBeforeRoot)
        #expect(result.timedLines.containsInOrder(["3.000s route Search -> SearchPage", "3.000s route Coupon -> CouponList"]),
                "expected both routed at root, the launch item first\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("a warm action after the launch item was handled and cleared overwrites nothing")
    func handledLaunchItemIsNotReplaced() throws {
        let result = try PluginScenario.run(app: [Self.gateClosed, Self.savedLaunchItem, Self.shared, Self.rootAt3s],
                                            steps: ["select Search", "wait 3s", "go home", "select Coupon", "wait 1s"])
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "expected no drop\n\(result.report)")
        #expect(result.lines.containsInOrder(["route Search -> SearchPage", "route Coupon -> CouponList"]), "expected both routed\n\(result.report)")
    }

    @Test("an open gate's launch-time performActionFor writes the launch item itself: no 'app.drop', routed once (A1.1, A2.3)")
    func openGateDeliversTheLaunchItemItself() throws {
        // mixin-network/ios-app: didFinishLaunching saves `pendingShortcutItem` and returns true, performActionFor
        // writes the same property, and didBecomeActive handles it once, then sets it to nil.
        let result = try PluginScenario.run(app: ["didFinishLaunching: true",
                                                  "launch item: saved in didFinishLaunching, handled on didBecomeActive, then cleared",
                                                  "performAction: handled on didBecomeActive, one pending item shared with the launch item"],
                                            steps: ["select Search", "go home", "select Coupon"])
        #expect(result.lines.containsInOrder(["uikit.launchGate open willFinishLaunching=true didFinishLaunching=true", "app.performAction Search",
                                              "app.didBecomeActive", "route Search -> SearchPage", "app.performAction Coupon", "route Coupon -> CouponList"]),
                "expected the cold Search delivered during the launch and routed at didBecomeActive, then Coupon\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") },
                "expected no 'app.drop': the call carried the launch item itself, which took its own place\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("route Search") }.count == 1, "expected Search routed once\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("with the gate closed a warm action of the launch item's own type still replaces the waiting launch item")
    func closedGateSameTypeStillReplaces() throws {
        let result = try PluginScenario.run(app: [Self.gateClosed, Self.savedLaunchItem, Self.shared, Self.rootAt3s],
                                            steps: ["select Search", "wait 1s", "go home", "select Search", "wait 3s"])
        #expect(result.lines.containsInOrder(["app.performAction Search", "app.drop Search replacedBy=Search", "route Search -> SearchPage"]),
                "expected the waiting launch item replaced by the second selection of its type, which is routed\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("route Search") }.count == 1, "expected Search routed once\n\(result.report)")
    }

    @Test("A4.3, E4 a second selection of the launch item's type during a long launch: the gated call is the launch item itself, the merged one replaces it, one route, no defect")
    func mergedSameTypeDuringTheLaunch() throws {
        // ipados26: the Dock keeps the Home Screen reachable during the launch, so the user can select again (A4.1, A4.3).
        let app = ["didFinishLaunching: true", "launch duration: 2s",
                   "launch item: saved in didFinishLaunching, handled on didBecomeActive, then cleared",
                   "performAction: handled on didBecomeActive, one pending item shared with the launch item"]
        let open = try PluginScenario.run(app: app, steps: ["select Search", "wait 1s", "select Search", "wait 2s"], header: ["profile: ipados26"])
        // The first call (the gate's, E4) writes the launch item over itself: no drop; the merged one, not gated, replaces that pending item.
        #expect(open.lines.containsInOrder(["uikit.launchGate open willFinishLaunching=true didFinishLaunching=true", "user.select Search",
                                            "app.performAction Search", "app.performAction Search", "app.drop Search replacedBy=Search",
                                            "app.didBecomeActive", "route Search -> SearchPage"]),
                "expected the launch item delivered without a drop, then the merged selection replacing it and routed once at didBecomeActive\n\(open.report)")
        #expect(open.lines.filter { $0.hasPrefix("app.drop") }.count == 1, "expected one drop, the merged selection's replacement\n\(open.report)")
        #expect(open.lines.filter { $0.hasPrefix("route Search") }.count == 1, "expected Search routed once\n\(open.report)")
        #expect(open.defectSignatures.isEmpty, "two selections of one item routed once lose nothing; found \(open.defectSignatures)\n\(open.report)")
        // With the gate closed only the merged call comes (A2.1, E4): it carries the second selection, which replaces the saved launch item.
        var closedApp = app
        closedApp[0] = Self.gateClosed
        let closed = try PluginScenario.run(app: closedApp, steps: ["select Search", "wait 1s", "select Search", "wait 2s"], header: ["profile: ipados26"])
        #expect(closed.lines.containsInOrder(["uikit.launchGate closed willFinishLaunching=true didFinishLaunching=false", "app.performAction Search", "app.drop Search replacedBy=Search",
                                              "app.didBecomeActive", "route Search -> SearchPage"]),
                "expected the merged call to replace the saved launch item, then one route\n\(closed.report)")
        #expect(closed.lines.filter { $0.hasPrefix("app.performAction") }.count == 1, "expected only the merged call with the gate closed\n\(closed.report)")
        #expect(closed.defectSignatures.isEmpty, "found \(closed.defectSignatures)\n\(closed.report)")
    }

    @Test("with scenes the connection options' item is overwritten by the scene's performActionFor (B1.1, B2.1)")
    func scenesOverwriteConnectionItem() throws {
        let result = try PluginScenario.run(app: ["launch item: saved in willConnectTo, handled when root ready, then cleared",
                                                  "scene performAction: handled on didBecomeActive when root ready, one pending item shared with the launch item",
                                                  Self.rootAt3s],
                                            steps: Self.warmBeforeRoot, header: ["lifecycle: scenes"])
        #expect(result.lines.containsInOrder(["scene.performAction Coupon scene=main", "app.drop Search replacedBy=Coupon", "route Coupon -> CouponList"]),
                "expected the saved Search overwritten by the scene's action\n\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "expected 'lost Search' only, found \(result.defectSignatures)\n\(result.report)")
    }

    static let line = PluginScenario.settingLine
    static let malformed: [BadInput] = [
        BadInput("a misspelled long form",
                 PluginScenario.text(app: ["performAction: handled on didBecomeActive, one pending item shared with launch item"], steps: []),
                 "t.scenario:\(line):46: error: expected 'one pending item shared with the launch item', found 'one pending item shared with launch item'",
                 note: "'one pending item shared with the launch item' is an app that keeps the action it defers in the property that holds the saved launch item, so a newer action replaces either"),
        BadInput("a launch item that is never cleared",
                 PluginScenario.text(app: [Self.shared, "launch item: saved in didFinishLaunching, handled when root ready, not cleared", Self.rootAt3s], steps: []),
                 "t.scenario:\(line):3: error: 'one pending item shared with the launch item' with a launch item 'not cleared' needs 'not cleared' on this line too",
                 note: "one property holds both: a property never set to nil after the launch item keeps the action too, which is handled again on every activation (G10); "
                     + "for an app whose two paths differ, keep the launch item 'then cleared'"),
    ]

    @Test("a malformed clause gives one error at its place", arguments: malformed)
    func malformedClause(_ input: BadInput) throws {
        try input.expectFirstDiagnostic()
    }

    @Test("without a saved launch item the clause changes nothing: a warning at the setting")
    func noSavedLaunchItemWarning() throws {
        for launchItem in ["launch item: ignored", "launch item: handled in didFinishLaunching"] {
            let scenario = try ScenarioText.parse(PluginScenario.text(app: [Self.shared, launchItem, Self.rootAt3s], steps: []))
            let warnings = scenario.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
            #expect(warnings == ["\(Self.line):3: 'one pending item shared with the launch item' changes nothing here: the app saves no launch item, so the property holds only delivered actions"],
                    "expected one warning at the setting with '\(launchItem)', found \(warnings)")
        }
    }

    /// A scene-based app whose launch item, saved in willConnectTo, waits for root in the property the
    /// delivered action shares, with or without the clear on willEnterForeground.
    static func sceneApp(_ clauses: String) -> [String] {
        ["launch item: saved in willConnectTo, handled when root ready, then cleared",
         "scene performAction: handled when root ready, \(clauses)", rootAt3s]
    }

    @Test("A1.2 a shared property cleared on willEnterForeground loses the launch item still waiting when the user comes back")
    func clearEmptiesTheSharedLaunchItem() throws {
        let result = try PluginScenario.run(app: [Self.gateClosed, Self.savedLaunchItem, Self.shared + ", cleared on willEnterForeground", Self.rootAt3s],
                                            steps: ["select Search", "wait 1s", "go home", "tap icon", "wait 3s"])
        #expect(result.timedLines.containsInOrder(["1.000s app.willEnterForeground", "1.000s app.drop Search cause=clearedOnWillEnterForeground",
                                                   "3.000s milestone root"]),
                "expected the saved launch item cleared with the shared property when the app came back\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route Search") }, "expected no route of the cleared launch item\n\(result.report)")
        let lost = try #require(result.onlyDefect, "expected only 'lost Search', found \(result.defectSignatures)\n\(result.report)")
        #expect(lost.signature == "lost Search" && lost.rule == "A1.2" && lost.firstEvent == "0.000s user.select Search",
                "expected 'lost Search' under A1.2 at the cold selection, found \(lost.signature) under \(lost.rule) at \(lost.firstEvent ?? "none")")
    }

    @Test("B1.1 with scenes the cold launch's own sceneWillEnterForeground clears the shared property right after willConnectTo saved the item")
    func sceneColdLaunchClearsItsOwnLaunchItem() throws {
        let result = try PluginScenario.run(app: Self.sceneApp("one pending item shared with the launch item, cleared on willEnterForeground"),
                                            steps: ["select Search", "wait 4s"], header: ["lifecycle: scenes"])
        #expect(result.lines.containsInOrder(["scene.willConnectTo main shortcut=Search", "scene.willEnterForeground main",
                                              "app.drop Search cause=clearedOnWillEnterForeground", "milestone root"]),
                "expected the saved item cleared in the cold launch's sceneWillEnterForeground\n\(result.report)")
        let lost = try #require(result.onlyDefect, "expected only 'lost Search', found \(result.defectSignatures)\n\(result.report)")
        #expect(lost.signature == "lost Search" && lost.rule == "B1.1", "expected 'lost Search' under B1.1, found \(lost.signature) under \(lost.rule)")
        let message = result.defects.first?.message ?? "none"
        #expect(message.contains("right after willConnectTo"), "expected the message to say the cold launch cleared it, found: \(message)")
    }

    @Test("B1.1 without the shared property the clear leaves the launch item alone: it is routed at root")
    func clearWithoutSharingKeepsTheLaunchItem() throws {
        let result = try PluginScenario.run(app: Self.sceneApp("one pending item, cleared on willEnterForeground"),
                                            steps: ["select Search", "wait 4s"], header: ["lifecycle: scenes"])
        #expect(result.lines.contains("route Search -> SearchPage"), "expected the launch item routed at root\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("A1.3, A3.1 an action handled at once still overwrites the saved launch item in the shared property: no 'changes nothing' warning")
    func handledAtOnceStillOverwrites() throws {
        let app = [Self.gateClosed, Self.savedLaunchItem, "performAction: handled at once, one pending item shared with the launch item", Self.rootAt3s]
        let scenario = try ScenarioText.parse(PluginScenario.text(app: app, steps: []))
        #expect(scenario.warnings.isEmpty, "expected no warning: the clause overwrites the waiting launch item, found \(scenario.warnings.map(\.message))")
        let result = try PluginScenario.run(app: app, steps: Self.warmBeforeRoot)
        #expect(result.timedLines.containsInOrder(["1.000s app.drop Search replacedBy=Coupon", "1.000s route Coupon -> CouponList"]),
                "expected the saved Search overwritten by the Coupon handled at once\n\(result.report)")
        #expect(result.defectSignatures.contains("lost Search"), "expected 'lost Search', found \(result.defectSignatures)\n\(result.report)")
    }
}
