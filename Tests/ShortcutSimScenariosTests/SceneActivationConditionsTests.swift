import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `scene NAME: prefers ID`: UIKit's two activation predicates told apart (B4.1). Apple,
/// `prefersToActivateForTargetContentIdentifierPredicate`: "The set of conditions for which UIKit
/// chooses to activate this scene over others" (default: false); `canActivateForTargetContentIdentifierPredicate`:
/// "Conditions for which UIKit can activate the scene if a better alternative doesn't exist"
/// (default: anything). `activates for` sets both to its list; `prefers` sets only the first.
@Suite("Scene activation conditions: prefers and can activate")
struct SceneActivationConditionsTests {
    private static func text(main: String, steps: [String]) -> String {
        """
        scenario: Prefers
        profile: ipados26
        lifecycle: scenes
        shortcuts:
          static Search "Search" target=search
          static Home "Home" target=home
          static Compose "Compose" target=compose
        app:
          scene performAction: handled at once
          \(main)
          scene compose: activates for compose
          routes: Search -> SearchPage, Home -> HomeTab, Compose -> Composer
        steps:
          tap icon
          open scene compose
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("'prefers ID, …' parses to conditions that prefer the list and can be activated for anything")
    func parses() throws {
        for main in ["scene main: prefers home, start", "scene main: prefers to activate for home, start"] {
            let scenario = try ScenarioText.parse(Self.text(main: main, steps: []))
            let expected = SceneActivationConditions(prefers: ["home", "start"])
            #expect(scenario.app.sceneConditions["main"] == expected,
                    "'\(main)': expected \(expected), found \(String(describing: scenario.app.sceneConditions["main"]))")
        }
        let both = try ScenarioText.parse(Self.text(main: "scene main: activates for home", steps: []))
        #expect(both.app.sceneConditions["main"]?.preferredTargetContentIdentifiers == ["home"],
                "'activates for' should prefer its list too, found \(String(describing: both.app.sceneConditions["main"]))")
    }

    @Test("B4.1 a target only a 'prefers' scene lists still goes to the scene that can take anything, not to the newest window")
    func preferringSceneCanTakeOtherTargets() throws {
        let result = try ScenarioText.run(Self.text(main: "scene main: prefers home", steps: ["go home", "wait 1s", "select Search"]))
        #expect(result.lines.containsInOrder(["user.select Search", "scene.performAction Search scene=main", "route Search -> SearchPage"]),
                "expected main, which can be activated for anything, to get Search; found:\n\(result.report)")
        #expect(result.defectSignatures.isEmpty, "expected no unmatched-target guess (B4.2), found \(result.defectSignatures)")
    }

    @Test("B4.2 control: 'activates for home' cannot take Search, so the profile's guess sends it to the newest window")
    func activatesForCannotTakeOtherTargets() throws {
        let result = try ScenarioText.run(Self.text(main: "scene main: activates for home", steps: ["go home", "wait 1s", "select Search"]))
        #expect(result.lines.contains("scene.performAction Search scene=compose"),
                "expected the most recently active scene, compose, found:\n\(result.report)")
        #expect(result.defectSignatures == ["unmatched-target Search"], "expected the B4.2 warning, found \(result.defectSignatures)")
    }

    @Test("B4.1 the preferred scene wins over a newer scene that can take anything")
    func preferredBeatsNewerCatchAll() throws {
        let text = Self.text(main: "scene main: prefers home", steps: ["open scene notes", "go home", "wait 1s", "select Home"])
        let result = try ScenarioText.run(text)
        #expect(result.lines.contains("scene.performAction Home scene=main") && !result.lines.contains("scene.performAction Home scene=notes"),
                "expected main, which prefers home, over notes, the newest window; found:\n\(result.report)")
    }

    @Test("'prefers anything' and 'prefers' without an identifier are errors at their place")
    func badPrefers() {
        let anything = ScenarioText.diagnostics(of: Self.text(main: "scene main: prefers anything", steps: [])).map(\.description)
        #expect(anything.first?.hasPrefix("t.scenario:10:23: error: a scene that prefers anything is not modelled") == true,
                "expected one error at 'anything', found:\n\(anything.joined(separator: "\n"))")
        let empty = ScenarioText.diagnostics(of: Self.text(main: "scene main: prefers", steps: [])).map(\.message)
        #expect(empty == ["expected at least one targetContentIdentifier after 'prefers'"], "found \(empty)")
    }
}
