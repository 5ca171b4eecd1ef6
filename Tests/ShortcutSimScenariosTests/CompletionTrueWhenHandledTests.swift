import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `completion true when handled or never called`: true once a route opens the action, and no call at
/// all for an action the app drops or no route matches, as Wire's `QuickActionsManager` does
/// (`completionHandler?(true)` for its type, `default: break`, a nil `appRootRouter?`). A5.1, A5.4.
@Suite("Completion true when handled, or never called")
struct CompletionTrueWhenHandledTests {
    static func text(lifecycle: String) -> String {
        let setting = lifecycle == "scenes" ? "scene performAction" : "performAction"
        return """
        scenario: True or nothing
        lifecycle: \(lifecycle)
        shortcuts:
          static Mark "Mark all as read"
          static Other "Other"
        app:
          milestone router: on step
          \(setting): handled if router ready, else dropped, completion true when handled or never called
          routes: Mark -> MarkAllAsRead
        steps:
          tap icon
          go home
          select Mark
          reach router
          go home
          select Mark
          go home
          select Other

        """
    }

    @Test("A5.1 A5.4 dropped: no call; routed: true; no route: no call", arguments: ["app-delegate", "scenes"])
    func trueOrNothing(lifecycle: String) throws {
        let result = try ScenarioText.run(Self.text(lifecycle: lifecycle))
        #expect(result.lines.containsInOrder(["app.drop Mark missing=router", "user.reach router", "route Mark -> MarkAllAsRead",
                                              "app.completion Mark -> true", "route.unhandled Other"]),
                "expected the drop, then the route and true\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.completion") } == ["app.completion Mark -> true"],
                "expected one call, with true, found \(result.lines.filter { $0.hasPrefix("app.completion") })\n\(result.report)")
        #expect(result.defects.filter { $0.kind == .completionMissing }.count == 2, "expected completion-missing for the drop and for Other (A5.4)\n\(result.report)")
    }

    @Test("the 'completion:' setting takes the value too")
    func setting() throws {
        let text = Self.text(lifecycle: "app-delegate")
            .replacingOccurrences(of: ", completion true when handled or never called", with: "")
            .replacingOccurrences(of: "  routes:", with: "  completion: true when handled or never called\n  routes:")
        #expect(try ScenarioText.parse(text).app.completion == .trueWhenHandledOrNeverCalled)
    }
}
