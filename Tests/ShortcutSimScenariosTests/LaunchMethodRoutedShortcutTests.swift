import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `willFinishLaunching: false when launched from a shortcut it routes`: a launch method that asks the
/// app's router whether it can handle the launch item and returns false only then (A2.2), as
/// square/SuperDelegate's `willFinishLaunching` does with `canHandleShortcutItem(_:)`. An item no
/// route matches leaves the launch gate open, so UIKit also calls `performActionFor` (A1.1, A2.3).
@Suite("A launch method that returns false only for a shortcut it routes")
struct LaunchMethodRoutedShortcutTests {
    /// Search has a route; Legacy has none.
    private static func text(method: String = "willFinishLaunching", select type: String) -> String {
        """
        scenario: Routed
        shortcuts:
          static Search "Search"
          static Legacy "Legacy"
        app:
          \(method): false when launched from a shortcut it routes
          launch item: handled in didFinishLaunching
          routes: Search -> SearchPage
        steps:
          select \(type)
        """ + "\n"
    }

    @Test("A2.2 A2.3 a routed launch item: the method returns false and the gate closes", arguments: ["willFinishLaunching", "didFinishLaunching"])
    func routedItemClosesTheGate(method: String) throws {
        let result = try ScenarioText.run(Self.text(method: method, select: "Search"))
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)")
        #expect(result.lines.contains("app.\(method) shortcut=Search -> false"),
                "\(method) should return false for an item a route matches; found\n\(result.report)")
        #expect(result.lines.contains { $0.hasPrefix("uikit.launchGate closed") } && !result.lines.contains("app.performAction Search"),
                "the gate should close, with no performActionFor; found\n\(result.report)")
        #expect(result.lines.filter { $0 == "route Search -> SearchPage" }.count == 1, "the item should be routed once\n\(result.report)")
    }

    @Test("A1.1 A2.3 an item no route matches: the method returns true and UIKit also calls performActionFor")
    func unroutedItemLeavesTheGateOpen() throws {
        let result = try ScenarioText.run(Self.text(select: "Legacy"))
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)")
        #expect(result.lines.contains("app.willFinishLaunching shortcut=Legacy -> true"),
                "willFinishLaunching should return true for an item no route matches; found\n\(result.report)")
        #expect(result.lines.contains { $0.hasPrefix("uikit.launchGate open") } && result.lines.contains("app.performAction Legacy"),
                "the gate should stay open and performActionFor be called; found\n\(result.report)")
    }

    @Test("a launch from the icon returns true, as with the plain conditional value")
    func iconLaunchReturnsTrue() throws {
        let text = Self.text(select: "Search").replacingOccurrences(of: "select Search", with: "tap icon")
        let result = try ScenarioText.run(text)
        #expect(result.lines.contains("app.willFinishLaunching -> true"), "found\n\(result.report)")
    }
}
