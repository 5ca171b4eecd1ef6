import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `dynamic items: …, cleared when MILESTONE undone` and `…, reset when MILESTONE undone`: the app's sign-out
/// path sets `shortcutItems` in the step that undoes the milestone (`undo login`), as Simplenote's
/// `simperiumDidLogout` clears them (Automattic/simplenote-ios#1032), with no second milestone (C1.6, C3.1).
@Suite("Dynamic items cleared when a milestone is undone")
struct DynamicItemsClearedWhenUndoneTests {
    static func text(dynamicItems: String = "set after login, cleared when login undone", steps: [String]) -> String {
        """
        scenario: Signing out clears the quick actions
        shortcuts:
          static Search "Search"
          dynamic Note "New Note" if=login
          dynamic Help "Help"
        app:
          dynamic items: \(dynamicItems)
          milestone login: on step
          milestone feed: 1s after launch
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("the clause parses into the line's code")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(steps: ["tap icon"]))
        let code = scenario.app.dynamicItemsCode.first
        #expect(code?.changedWhenUndone == Milestone("login") && code?.resetsWhenUndone == false,
                "expected the items cleared when login is undone, found \(String(describing: code))")
        let reset = try ScenarioText.parse(Self.text(dynamicItems: "set after login, reset when login undone", steps: ["tap icon"]))
        #expect(reset.app.dynamicItemsCode.first?.resetsWhenUndone == true, "expected 'reset' to set the items the state gives")
    }

    @Test("C1.6, C3.1 'undo login' clears the items in the same step; the menu keeps the static item, also after a kill")
    func undoClearsInOneStep() throws {
        let result = try ScenarioText.run(Self.text(steps: ["tap icon", "reach login", "undo login", "go home", "show menu", "wait 10s", "system kill", "show menu"]))
        #expect(result.lines.containsInOrder(["app.setShortcutItems Note,Help count=2", "user.undo login", "app.setShortcutItems none count=0",
                                              "home.menu Search system=editHomeScreen,removeApp", "system.kill",
                                              "home.menu Search system=editHomeScreen,removeApp"]),
                "expected the items cleared right after 'user.undo login'\n\(result.report)")
        let index = result.index(of: "user.undo login")
        #expect(index.map { result.lines[$0 + 1] } == "app.setShortcutItems none count=0", "expected the clear in the undo step itself\n\(result.report)")
    }

    @Test("C1.6 'reset when login undone' sets the items the app's state gives: those not needing login")
    func undoResetsToState() throws {
        let result = try ScenarioText.run(Self.text(dynamicItems: "set after login, reset when login undone",
                                                    steps: ["tap icon", "reach login", "undo login", "go home", "show menu"]))
        #expect(result.lines.containsInOrder(["app.setShortcutItems Note,Help count=2", "user.undo login", "app.setShortcutItems Help count=1",
                                              "home.menu Search,Help system=editHomeScreen,removeApp"]),
                "expected Note removed and Help kept after the sign-out\n\(result.report)")
    }

    @Test("without the clause the undo leaves the items in place")
    func withoutClauseNothingChanges() throws {
        let result = try ScenarioText.run(Self.text(dynamicItems: "set after login", steps: ["tap icon", "reach login", "undo login", "go home", "show menu"]))
        #expect(result.lines.filter { $0.hasPrefix("app.setShortcutItems") } == ["app.setShortcutItems Note,Help count=2"],
                "expected the items set once and never cleared\n\(result.report)")
    }

    @Test("a misused clause is one error at its place", arguments: [
        ("set after login, cleared when login", "t.scenario:7:53: error: expected 'undone' after 'login', as in 'cleared when login undone'"),
        ("set after login, cleared when feed undone",
         "t.scenario:7:48: error: 'feed' is reached by the app itself (line 9), so no step undoes it and the items are never cleared"),
        ("set after login, reset when logn undone", "t.scenario:7:46: error: unknown milestone 'logn'"),
        ("set after login, cleared when login undone, reset when login undone",
         "t.scenario:7:62: error: 'reset when login undone' repeats 'cleared when login undone' earlier on the line; keep one"),
    ])
    func misuse(dynamicItems: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(dynamicItems: dynamicItems, steps: ["tap icon"]), expected)
    }
}
