import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `handled on willEnterForeground`: the app handles a saved item in its resume logic. A warm action
/// arrives after `willEnterForeground` on iOS 9–18 (A3.2) and before it on iOS 26 (A3.3), so the
/// same code waits for the next resume on one and works on the other (wikipedia-ios#502).
@Suite("Handled on willEnterForeground")
struct WillEnterForegroundTriggerTests {
    private static func text(_ setting: String, steps: [String], profile: String = "ios13") -> String {
        """
        scenario: Resume logic
        profile: \(profile)
        shortcuts:
          static Search "Search"
        app:
          \(setting)
          routes: Search -> SearchPage
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("the trigger parses, with its scene spelling, for performAction: and launch item:")
    func parses() throws {
        for setting in ["performAction: handled on willEnterForeground", "performAction: handled on sceneWillEnterForeground"] {
            let scenario = try ScenarioText.parse(Self.text(setting, steps: []))
            let expected = PerformActionPolicy.handled(HandlingTrigger(onWillEnterForeground: true))
            #expect(scenario.app.performAction == expected, "'\(setting)': expected \(expected), found \(scenario.app.performAction)")
        }
        let saved = try ScenarioText.parse(Self.text("launch item: saved in didFinishLaunching, handled on willEnterForeground", steps: []))
        #expect(saved.app.launchItem.trigger.onWillEnterForeground, "expected the launch item to wait for willEnterForeground, found \(saved.app.launchItem.trigger)")
    }

    @Test("a trigger that waits for both callbacks is an error at the trigger")
    func bothCallbacksRefused() {
        let diagnostics = ScenarioText.diagnostics(of: Self.text("performAction: handled on didBecomeActive on willEnterForeground", steps: []))
        let lines = diagnostics.map(\.description)
        #expect(lines.first?.hasPrefix("t.scenario:6:26: error: a trigger waits for one callback") == true,
                "expected one error at the trigger (6:26), found:\n\(lines.joined(separator: "\n"))")
    }

    @Test("A3.2 on ios13 the warm action arrives after willEnterForeground, so it is routed only at the next resume")
    func ios13WaitsForTheNextResume() throws {
        let result = try ScenarioText.run(Self.text("performAction: handled on willEnterForeground",
                                                    steps: ["tap icon", "go home", "select Search", "go home", "tap icon"]))
        let select = try #require(result.lines.firstIndex(of: "user.select Search"), "no selection in:\n\(result.report)")
        let route = try #require(result.lines.firstIndex(of: "route Search -> SearchPage"), "the action was never routed:\n\(result.report)")
        let secondResume = try #require(result.lines.lastIndex(of: "user.tapIcon"), "no second resume in:\n\(result.report)")
        #expect(select < secondResume && secondResume < route, "expected the route after the second resume, found:\n\(result.report)")
    }

    @Test("A3.3 on ios26 the warm action arrives first, so willEnterForeground routes it at once")
    func ios26RoutesAtOnce() throws {
        let result = try ScenarioText.run(Self.text("performAction: handled on willEnterForeground",
                                                    steps: ["tap icon", "go home", "select Search"], profile: "ios26"))
        let tail = Array(result.lines.drop { $0 != "user.select Search" }).filter { !$0.hasPrefix("uikit.deprecated") }  // A1.4 on ios26
        let expected = ["user.select Search", "state inactive", "app.performAction Search", "app.willEnterForeground", "route Search -> SearchPage"]
        #expect(Array(tail.prefix(expected.count)) == expected, "expected \(expected), found:\n\(result.report)")
    }
}
