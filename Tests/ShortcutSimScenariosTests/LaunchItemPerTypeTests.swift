import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `launch item: saved in METHOD, handled TRIGGER, handled TRIGGER for TYPE [and TYPE …]`: an app whose
/// launch code branches on the item's type (`if item.type == "respring" { … } else { save it }`), as
/// JohnCoatesOSS/Limitless does: the types a `for` clause names are handled as it says, the others as
/// the line's own `handled …` clause says. The branch is the app's own logic (C1.2).
@Suite("Launch item handled by type")
struct LaunchItemPerTypeTests {
    /// An app with three static items that reads the launch item in `didFinishLaunching`.
    static func text(launchItem: String, didFinishLaunching: String = "false when launched from a shortcut",
                     performAction: String = "handled at once", steps: [String] = ["select Search", "wait 5s"]) -> String {
        """
        scenario: The launch item is handled by type
        shortcuts:
          static Search "Search"
          static Compose "Compose"
          static Scan "Scan"
        app:
          didFinishLaunching: \(didFinishLaunching)
          launch item: \(launchItem)
          performAction: \(performAction)
          milestone feed: 3s after launch
          milestone login: on step
          routes: Search -> SearchPage, Compose -> Composer, Scan -> Scanner
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("the clause parses into the types' own trigger; the line's own trigger is for the others")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(launchItem: "saved in didFinishLaunching, handled when feed ready, handled at once for Compose and Scan, then cleared"))
        let launchItem = scenario.app.launchItem
        #expect(launchItem.trigger == HandlingTrigger(milestones: [Milestone("feed")]), "expected the line's own trigger to wait for feed, found \(launchItem.trigger)")
        #expect(launchItem.typeTriggers == [LaunchItemPolicy.TypeTrigger(types: ["Compose", "Scan"], trigger: .atOnce)],
                "expected Compose and Scan handled at once, found \(launchItem.typeTriggers)")
        #expect(launchItem.trigger(for: "Scan") == .atOnce && launchItem.trigger(for: "Search") == HandlingTrigger(milestones: [Milestone("feed")]),
                "expected Scan at once and Search when feed ready")
        let crashing = try ScenarioText.parse(Self.text(launchItem: "saved in didFinishLaunching, handled at once, handled on didBecomeActive if feed ready for Scan, else crashes"))
        #expect(crashing.app.launchItem.trigger(for: "Scan").ifNotReady == .crashes,
                "expected 'else crashes' to go with the 'for Scan' clause before it, found \(crashing.app.launchItem.typeTriggers)")
        #expect(crashing.app.launchItem.trigger == .atOnce, "expected the other types handled at once, found \(crashing.app.launchItem.trigger)")
    }

    @Test("A1.3, A2.2, C1.2 a type handled at once routes inside didFinishLaunching; another waits for its trigger; each routes once")
    func mixedHandlingRoutesEachOnce() throws {
        let launchItem = "saved in didFinishLaunching, handled when feed ready, handled at once for Compose"
        let compose = try ScenarioText.run(Self.text(launchItem: launchItem, steps: ["select Compose", "wait 5s"]))
        #expect(compose.lines.containsInOrder(["app.didFinishLaunching shortcut=Compose -> false", "route Compose -> Composer", "uikit.launchGate closed willFinishLaunching=true didFinishLaunching=false", "app.didBecomeActive"]),
                "expected Compose routed inside didFinishLaunching\n\(compose.report)")
        let search = try ScenarioText.run(Self.text(launchItem: launchItem, steps: ["select Search", "wait 5s"]))
        #expect(search.lines.containsInOrder(["app.didFinishLaunching shortcut=Search -> false", "app.didBecomeActive", "milestone feed", "route Search -> SearchPage"]),
                "expected Search routed once feed is reached\n\(search.report)")
        for result in [compose, search] {
            #expect(result.lines.filter { $0.hasPrefix("route ") }.count == 1 && result.defects.isEmpty,
                    "expected one route and no defect\n\(result.report)")
        }
    }

    @Test("A2.3, A2.7 with the gate open the type handled at once is twice; the deferred one is lost only when its trigger never holds")
    func ledgerStaysExactForMixedHandling() throws {
        let launchItem = "saved in didFinishLaunching, handled when feed ready, handled at once for Compose"
        let open = try ScenarioText.run(Self.text(launchItem: launchItem, didFinishLaunching: "true", steps: ["select Compose", "wait 5s"]))
        #expect(open.defectSignatures == ["twice Compose"], "expected Compose routed in didFinishLaunching and again by performActionFor\n\(open.report)")
        // A deferred type whose milestone never comes while the app is active: lost, alone; the type handled at once routes.
        let neverReady = try ScenarioText.run(Self.text(launchItem: "saved in didFinishLaunching, handled when login ready, handled at once for Compose",
                                                       steps: ["select Compose", "wait 5s", "go home", "wait 10s", "system kill", "select Search", "wait 5s"]))
        #expect(neverReady.defectSignatures == ["lost Search"], "expected only the deferred Search lost; Compose routed at once in its own launch\n\(neverReady.report)")
    }

    @Test("a misused 'for' clause is one error at its place", arguments: [
        ("saved in didFinishLaunching, handled on didBecomeActive, handled at once for Serch",
         "t.scenario:8:93: error: 'handled … for' names undeclared shortcut type Serch"),
        ("saved in didFinishLaunching, handled on didBecomeActive, handled at once for Scan and Scan",
         "t.scenario:8:102: error: Scan is named twice in the 'handled … for' clauses; an item of one type is handled one way"),
        ("saved in didFinishLaunching, handled on didBecomeActive, handled at once for Scan, Compose",
         "t.scenario:8:99: error: expected 'handled …', 'then cleared' or 'not cleared'"),
        ("saved in didFinishLaunching, handled at once for Scan",
         "t.scenario:8:16: error: say when the saved item is handled"),
        ("saved in didFinishLaunching, handled on didBecomeActive, handled at once for",
         "t.scenario:8:92: error: expected a shortcut type after 'for', such as 'handled at once for Search'"),
        ("saved in didFinishLaunching, handled on didBecomeActive, handled at once for Scan or Compose",
         "t.scenario:8:98: error: unexpected 'or Compose' after the types of 'for'"),
        ("handled in didFinishLaunching, handled at once for Scan",
         "t.scenario:8:47: error: the item is already handled inside the launch method; 'handled …' goes with 'saved in …'"),
    ])
    func misuse(launchItem: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(launchItem: launchItem), expected)
    }

    @Test("'for TYPE' on the first clause of performAction: is an error: the line's own clause, for the other types, comes first")
    func performActionPerTypeClauseComesSecond() {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(launchItem: "ignored", performAction: "handled at once for Scan"))
        let errors = diagnostics.filter { $0.severity == .error }.map { String($0.description.split(separator: "\n")[0]) }
        #expect(errors == ["t.scenario:9:34: error: the first clause of 'performAction:' handles every type no 'for' clause names; write it first, without 'for'"],
                "expected one error at 'for', found:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }
}
