import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `launch item: handled in METHOD if M ready, else dropped`: the launch item routed inside the launch
/// method when the milestones are reached there, and dropped when not (A2.2); the same app as `saved in
/// METHOD, handled if M ready, else dropped`. A trigger that waits, or one cut off by a comma, is one
/// error that names the form to write.
@Suite("launch item: handled in METHOD if M ready")
struct LaunchItemHandledInCheckTests {
    static func text(_ launchItem: String, milestone: String = "1s after launch") -> String {
        """
        scenario: The bridge checked in didFinishLaunching
        lifecycle: app-delegate
        shortcuts:
          static Search "Search"
        app:
          milestone bridge: \(milestone)
          launch item: \(launchItem)
          didFinishLaunching: false when launched from a shortcut
          routes: Search -> SearchPage
        steps:
          select Search

        """
    }

    @Test("A2.2 it is the policy of the saved form, and drops the cold item before the bridge, routes it after")
    func sameAsSavedForm() throws {
        let handledIn = try ScenarioText.parse(Self.text("handled in didFinishLaunching if bridge ready, else dropped"))
        let saved = try ScenarioText.parse(Self.text("saved in didFinishLaunching, handled if bridge ready, else dropped"))
        #expect(handledIn.app.launchItem == saved.app.launchItem,
                "expected the policy of the saved form, found \(handledIn.app.launchItem) and \(saved.app.launchItem)")
        #expect(handledIn.app.launchItem.trigger.checkedMilestones == [Milestone("bridge")] && handledIn.app.launchItem.trigger.ifNotReady == .dropped,
                "expected a check of 'bridge' that drops, found \(handledIn.app.launchItem.trigger)")
        let dropped = try ScenarioText.run(Self.text("handled in didFinishLaunching if bridge ready, else dropped"))
        #expect(dropped.lines.contains("app.drop Search missing=bridge") && !dropped.lines.contains { $0.hasPrefix("route Search") },
                "expected the cold item dropped in didFinishLaunching\n\(dropped.report)")
        let routed = try ScenarioText.run(Self.text("handled in didFinishLaunching if bridge ready, else crashes", milestone: "at launch"))
        #expect(routed.lines.contains("route Search -> SearchPage"), "expected the item routed when the bridge is there\n\(routed.report)")
    }

    @Test("a trigger that waits, a missing 'else', or a trigger cut off by a comma is one error naming the form", arguments: [
        ("handled in didFinishLaunching when bridge ready",
         "t.scenario:7:46: error: 'handled in' routes the item inside the launch method, which cannot wait ('when bridge ready'); only 'if M ready' checks milestones there"),
        ("handled in didFinishLaunching if bridge ready on didBecomeActive, else dropped",
         "t.scenario:7:46: error: 'handled in' routes the item inside the method, so its trigger can only check milestones there ('if M ready'); 'if bridge ready on didBecomeActive' waits"),
        ("handled in didFinishLaunching if bridge ready",
         "t.scenario:7:46: error: say what happens when the milestones are not reached: add ', else dropped' after 'handled in didFinishLaunching if bridge ready'"),
        ("handled in didFinishLaunching, if bridge ready, else dropped",
         "t.scenario:7:47: error: 'if bridge ready' checks milestones inside the launch method: it belongs to 'handled in didFinishLaunching', without a comma"),
        ("saved in didFinishLaunching, if bridge ready, else dropped",
         "t.scenario:7:45: error: 'if bridge ready' is a trigger; it goes in the 'handled …' clause that says when the saved item is handled"),
        ("handled in didFinishLaunching, handled if bridge ready, else dropped",
         "t.scenario:7:47: error: the item is already handled inside the launch method; 'handled …' goes with 'saved in …'"),
    ])
    func oneErrorNamingTheForm(launchItem: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(launchItem), expected)
    }

    @Test("the note of a trigger cut off by a comma gives the line as meant, which parses")
    func detachedTriggerNoteParses() throws {
        let diagnostics = ScenarioText.diagnostics(of: Self.text("handled in didFinishLaunching, if bridge ready, else dropped"))
        let note = diagnostics.first?.notes.first ?? ""
        #expect(note.hasPrefix("did you mean 'handled in didFinishLaunching if bridge ready, else dropped'?"), "found the note '\(note)'")
        _ = try ScenarioText.parse(Self.text("handled in didFinishLaunching if bridge ready, else dropped"))
    }
}
