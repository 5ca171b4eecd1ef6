import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `cleared on willEnterForeground`: an app that sets the action it keeps pending to nil when it enters
/// the foreground (Wikipedia's `appWillEnterForegroundWithNotification:`). Where the profile delivers a
/// warm action after `willEnterForeground` (A3.2, ios13) only an action kept from before the app left is
/// cleared; where it delivers it before (A3.3, ios26, a PROFILE setting) the action of this very resume is.
@Suite("Cleared on willEnterForeground")
struct ClearedOnWillEnterForegroundTests {
    /// A warm action that waits for the next activation, delivered during a resume.
    static let waitsForActivation = "performAction: handled on didBecomeActive, cleared on willEnterForeground"
    static let warmSteps = ["tap icon", "go home", "select Coupon"]

    @Test("the clause parses after the 'handled …' clause of performAction: and scene performAction:, with the other clauses")
    func parses() throws {
        let perform = try ScenarioText.parse(PluginScenario.text(
            app: ["performAction: handled when root ready, one pending item, cleared on willEnterForeground, completion always true",
                  "milestone root: 3s after launch"], steps: []))
        let expected = PerformActionPolicy.handled(HandlingTrigger(milestones: [Milestone("root")], keepsOnePendingItem: true,
                                                                   clearedOnWillEnterForeground: true))
        #expect(perform.app.performAction == expected, "expected \(expected), found \(perform.app.performAction)")
        #expect(perform.app.completion == .alwaysTrue, "the completion clause after it still applies; found \(perform.app.completion)")

        let scene = try ScenarioText.parse(PluginScenario.text(
            app: ["scene performAction: handled on didBecomeActive, cleared on willEnterForeground"], steps: [], header: ["lifecycle: scenes"]))
        let expectedScene = PerformActionPolicy.handled(HandlingTrigger(onDidBecomeActive: true, clearedOnWillEnterForeground: true))
        #expect(scene.app.scenePerformAction == expectedScene, "expected \(expectedScene), found \(scene.app.scenePerformAction)")
    }

    @Test("ios13: willEnterForeground comes before the warm action (A3.2), so nothing is pending to clear and the action is routed")
    func ios13KeepsTheResumesAction() throws {
        let result = try PluginScenario.run(app: [Self.waitsForActivation], steps: Self.warmSteps, header: ["profile: ios13"])
        #expect(result.lines.containsInOrder(["app.willEnterForeground", "app.performAction Coupon", "app.didBecomeActive",
                                              "route Coupon -> CouponList", "app.completion Coupon -> true"]),
                "expected willEnterForeground, then the action kept and routed on didBecomeActive\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "expected no drop on ios13\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect on ios13, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("ios26: the warm action comes first (A3.3), willEnterForeground clears it: 'app.drop … cause=clearedOnWillEnterForeground', lost under A3.3")
    func ios26LosesTheResumesAction() throws {
        let result = try PluginScenario.run(app: [Self.waitsForActivation], steps: Self.warmSteps, header: ["profile: ios26"])
        #expect(result.lines.containsInOrder(["app.performAction Coupon", "app.willEnterForeground",
                                              "app.drop Coupon cause=clearedOnWillEnterForeground", "app.completion Coupon -> false",
                                              "app.didBecomeActive"]),
                "expected the action cleared inside willEnterForeground, its handler told false (A5.1)\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route Coupon") }, "expected no route of the cleared action\n\(result.report)")
        let lost = try #require(result.onlyDefect, "expected exactly one defect, found \(result.defectSignatures)\n\(result.report)")
        #expect(lost.signature == "lost Coupon" && lost.rule == "A3.3", "expected 'lost Coupon' under A3.3, found \(lost.signature) under \(lost.rule)")
        let message = result.defects.first?.message ?? "none"
        #expect(message.contains("cause=clearedOnWillEnterForeground") && message.contains("before the will-enter-foreground transition"),
                "expected the lost report to name the cause and the profile's order, found: \(message)")
    }

    @Test("without the clause the same app routes the action on ios26: the clause is what loses it")
    func withoutClauseRoutes() throws {
        let result = try PluginScenario.run(app: ["performAction: handled on didBecomeActive"], steps: Self.warmSteps, header: ["profile: ios26"])
        #expect(result.lines.contains("route Coupon -> CouponList"), "expected the action routed on didBecomeActive\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("on any profile, a cold action still waiting when the user leaves and comes back is cleared, lost under A1.2")
    func pendingFromBeforeIsCleared() throws {
        let result = try PluginScenario.run(app: ["performAction: handled when root ready, cleared on willEnterForeground", "milestone root: 3s after launch"],
                                            steps: ["select Search", "wait 1s", "go home", "tap icon", "wait 3s"], header: ["profile: ios13"])
        #expect(result.timedLines.containsInOrder(["1.000s app.willEnterForeground", "1.000s app.drop Search cause=clearedOnWillEnterForeground",
                                                   "3.000s milestone root"]),
                "expected the cold action cleared when the app came back, before root\n\(result.report)")
        let lost = try #require(result.onlyDefect, "expected exactly one defect, found \(result.defectSignatures)\n\(result.report)")
        #expect(lost.signature == "lost Search" && lost.rule == "A1.2", "expected 'lost Search' under A1.2, found \(lost.signature) under \(lost.rule)")
    }

    @Test("with scenes the scene's willEnterForeground clears it too: UIKit posts the notification in both lifecycles (A7.5, B2.2)")
    func scenesClearOnSceneWillEnterForeground() throws {
        let result = try PluginScenario.run(app: ["scene performAction: handled on didBecomeActive, cleared on willEnterForeground"],
                                            steps: Self.warmSteps, header: ["profile: ios26", "lifecycle: scenes"])
        #expect(result.lines.containsInOrder(["scene.performAction Coupon scene=main", "scene.willEnterForeground main",
                                              "app.drop Coupon cause=clearedOnWillEnterForeground"]),
                "expected the scene action cleared in sceneWillEnterForeground\n\(result.report)")
        #expect(result.defectSignatures == ["lost Coupon"], "expected 'lost Coupon', found \(result.defectSignatures)\n\(result.report)")
    }

    static let line = PluginScenario.settingLine
    static let malformed: [BadInput] = [
        BadInput("a misspelled clause",
                 PluginScenario.text(app: ["performAction: handled on didBecomeActive, cleared on willEnterForegrond"], steps: []),
                 "t.scenario:\(line):46: error: expected 'cleared on willEnterForeground', found 'cleared on willEnterForegrond'", note:
                    "'cleared on willEnterForeground' is an app that sets the action it keeps pending to nil in applicationWillEnterForeground or sceneWillEnterForeground (or an observer of willEnterForegroundNotification)"),
        BadInput("with 'ignored'",
                 PluginScenario.text(app: ["performAction: ignored, cleared on willEnterForeground"], steps: []),
                 "t.scenario:\(line):27: error: 'cleared on willEnterForeground' goes with a 'handled …' clause: an app that ignores or does not implement the method keeps no action"),
        BadInput("given twice",
                 PluginScenario.text(app: ["performAction: handled on didBecomeActive, cleared on willEnterForeground, cleared on willEnterForeground"], steps: []),
                 "t.scenario:\(line):78: error: 'cleared on willEnterForeground' is given twice on the line; keep one"),
        BadInput("on a launch item",
                 PluginScenario.text(app: ["launch item: saved in didFinishLaunching, handled on didBecomeActive, cleared on willEnterForeground"], steps: []),
                 "t.scenario:\(line):73: error: 'cleared on willEnterForeground' is for a delivered action, in 'performAction:' or 'scene performAction:'; a saved launch item is cleared after it is handled ('then cleared')"),
        BadInput("after a trigger that waits for willEnterForeground itself",
                 PluginScenario.text(app: ["performAction: handled on willEnterForeground, cleared on willEnterForeground"], steps: []),
                 "t.scenario:\(line):50: error: the action waits for willEnterForeground, which 'cleared on willEnterForeground' clears it in, so it would never be handled; keep one",
                 note: "the clause is for an action that waits past willEnterForeground: 'handled on didBecomeActive', 'handled when root ready'; an app that handles its pending action in willEnterForeground leaves the clause out"),
    ]

    @Test("a malformed clause gives one error at its place", arguments: malformed)
    func malformedClause(_ input: BadInput) throws {
        try input.expectFirstDiagnostic()
    }

    @Test("after a trigger that never keeps an action waiting the clause changes nothing: a warning at the clause")
    func noWaitWarning() throws {
        let scenario = try ScenarioText.parse(PluginScenario.text(app: ["performAction: handled at once, cleared on willEnterForeground"], steps: []))
        let warnings = scenario.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(warnings == ["\(Self.line):35: 'cleared on willEnterForeground' changes nothing here: the trigger handles every action inside the callback that delivers it, so none is ever pending"],
                "expected one warning at the clause after 'handled at once', found \(warnings)")
    }

    @Test("A7.5, B4.1 a second window entering the foreground while the app is active posts no willEnterForeground notification, so the waiting action is kept")
    func secondWindowKeepsThePendingAction() throws {
        let result = try PluginScenario.run(app: ["scene performAction: handled when root ready, cleared on willEnterForeground",
                                                  "milestone root: 5s after launch"],
                                            steps: ["tap icon", "wait 1s", "select Search", "open scene second", "wait 5s"],
                                            header: ["profile: ipados26", "lifecycle: scenes"])
        #expect(result.lines.containsInOrder(["scene.performAction Search scene=main", "scene.willEnterForeground second",
                                              "milestone root", "route Search -> SearchPage"]),
                "expected the action delivered to the active app kept through the second window's willEnterForeground and routed at root\n\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "expected no drop: the app never left the foreground\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no defect, found \(result.defectSignatures)\n\(result.report)")
    }

    @Test("the clause written without its comma is one error whose note puts the comma back and keeps the clauses after it")
    func missingCommaIsSuggested() {
        let text = PluginScenario.text(app: ["performAction: handled on didBecomeActive cleared on willEnterForeground, completion always true"], steps: [])
        let diagnostics = ScenarioText.diagnostics(of: text)
        let written = diagnostics.map(\.description).joined(separator: "\n")
        #expect(diagnostics.count == 1, "expected exactly one diagnostic, found:\n\(written)")
        #expect(written.contains("did you mean 'handled on didBecomeActive, cleared on willEnterForeground, completion always true'?"),
                "expected the note to suggest the line with its comma, found:\n\(written)")
    }
}
