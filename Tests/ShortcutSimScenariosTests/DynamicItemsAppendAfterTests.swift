import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `dynamic items: append after MILESTONE`: an app that appends its items to what `shortcutItems`
/// returns once a milestone is reached, as a JavaScript app calling rn-bridge/react-native-shortcuts'
/// `addShortcut` (`UIApplication.shared.shortcutItems?.append(…)`) when its bundle has loaded. Reading
/// returns the dynamic items SpringBoard kept (C3.1, C3.2), so each process adds a copy.
@Suite("Dynamic items appended after a milestone")
struct DynamicItemsAppendAfterTests {
    static func text(dynamicItems: String = "append after js", steps: [String]) -> String {
        """
        scenario: addShortcut on every start
        shortcuts:
          static Search "Search"
          dynamic Compose "Compose"
        app:
          milestone js: 1s after launch
          dynamic items: \(dynamicItems)
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    static let twoLaunches = ["tap icon", "wait 2s", "go home", "show menu", "force quit", "tap icon", "wait 2s", "go home", "show menu"]

    @Test("the value parses to appendAfter with its milestone")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(steps: ["tap icon"]))
        #expect(scenario.app.dynamicItems == .appendAfter(Milestone("js")),
                "expected 'append after js' to read as .appendAfter(js), found \(String(describing: scenario.app.dynamicItems))")
    }

    @Test("C3.2 each process that reaches the milestone appends a copy: the menu shows the item twice after two launches")
    func copiesPileUp() throws {
        let result = try ScenarioText.run(Self.text(steps: Self.twoLaunches))
        #expect(result.lines.containsInOrder([
            "milestone js", "app.setShortcutItems Compose count=1", "home.menu Search,Compose system=editHomeScreen,removeApp",
            "milestone js", "app.setShortcutItems Compose,Compose count=2", "home.menu Search,Compose,Compose system=editHomeScreen,removeApp",
        ]), "expected one copy more after each launch\n\(result.report)")
        #expect(result.report.contains("duplicate-items Compose"), "expected the duplicate-items defect\n\(result.report)")
    }

    @Test("C1.6 nothing is appended before the milestone: a launch that ends first sets nothing")
    func nothingBeforeTheMilestone() throws {
        let result = try ScenarioText.run(Self.text(steps: ["tap icon", "wait 500ms", "go home", "show menu"]))
        #expect(!result.lines.contains { $0.hasPrefix("app.setShortcutItems") }, "expected no setShortcutItems before js\n\(result.report)")
        #expect(result.lines.contains("home.menu Search system=editHomeScreen,removeApp"), "expected the static item alone\n\(result.report)")
    }

    @Test("a misspelt milestone after 'append after' is an unknown milestone")
    func unknownMilestone() {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(dynamicItems: "append after jss", steps: ["tap icon"]))
        #expect(diagnostics.map(\.description).contains { $0.hasPrefix("t.scenario:7:31: error: unknown milestone 'jss'") },
                "expected an unknown-milestone error at 7:31, found:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }
}
