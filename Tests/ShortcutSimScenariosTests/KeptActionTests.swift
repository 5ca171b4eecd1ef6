import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `performAction: handled on didBecomeActive, not cleared` (and the same for `scene performAction:`):
/// the app keeps the action it handled in a property it never sets back to nil, so the action is
/// handled again at every later activation (G10), as Basic-Car-Maintenance's `ActionService.action`
/// is (mikaelacaron/Basic-Car-Maintenance#78).
@Suite("Delivered actions that are not cleared")
struct KeptActionTests {
    /// An app with two static items whose delivered actions are handled as `performAction` says.
    static func text(_ performAction: String, lifecycle: String = "app-delegate", launchItem: String = "ignored", steps: [String]) -> String {
        let setting = lifecycle == "scenes" ? "scene performAction" : "performAction"
        return """
        scenario: The action is kept after it is handled
        lifecycle: \(lifecycle)
        shortcuts:
          static Search "Search"
          static Compose "Compose"
        app:
          launch item: \(launchItem)
          \(setting): \(performAction)
          routes: Search -> SearchPage, Compose -> Composer
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("G10, A5.1 a kept warm action is routed again at each activation, and its completion handler is called once")
    func keptActionRefires() throws {
        let result = try ScenarioText.run(Self.text("handled on didBecomeActive, not cleared, completion reports the result",
                                                    steps: ["tap icon", "go home", "select Search", "interrupt", "go home", "tap icon"]))
        #expect(result.lines.filter { $0 == "route Search -> SearchPage" }.count == 3, "\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.completion") } == ["app.completion Search -> true"], "\(result.report)")
        #expect(result.defectSignatures == ["refired Search", "refired Search"], "\(result.report)")
        let cleared = try ScenarioText.run(Self.text("handled on didBecomeActive, completion reports the result",
                                                     steps: ["tap icon", "go home", "select Search", "interrupt", "go home", "tap icon"]))
        #expect(cleared.lines.filter { $0 == "route Search -> SearchPage" }.count == 1, "\(cleared.report)")
        #expect(cleared.defects.isEmpty, "\(cleared.report)")
    }

    @Test("G10 a kept action handled again belongs to its own selection: a newer one of its type still waiting is routed for the first time, not twice")
    func keptActionRefiresForItsOwnSelection() throws {
        let result = try ScenarioText.run(Self.text("handled on didBecomeActive, not cleared",
                                                    steps: ["tap icon", "go home", "select Search", "go home", "select Search"]))
        #expect(result.lines.filter { $0 == "route Search -> SearchPage" }.count == 3, "\(result.report)")
        #expect(result.defectSignatures == ["refired Search"], "the first selection's action refires; the second is routed once: \(result.report)")
        #expect(result.defects.first?.message.hasSuffix("clear the action the app keeps from performActionFor after handling it") == true,
                "\(result.report)")

        let scenes = try ScenarioText.run(Self.text("handled on didBecomeActive, not cleared", lifecycle: "scenes",
                                                    steps: ["tap icon", "go home", "select Search", "go home", "select Search"]))
        #expect(scenes.defectSignatures == ["refired Search"], "\(scenes.report)")
        #expect(scenes.defects.first?.message.hasSuffix("clear the action the app keeps from windowScene(_:performActionFor:) after handling it") == true,
                "\(scenes.report)")
    }

    @Test("a newer action takes the place of a kept one in the one property, without a drop: the kept one was routed")
    func newerActionReplacesKeptOne() throws {
        let result = try ScenarioText.run(Self.text("handled on didBecomeActive, one pending item, not cleared",
                                                    steps: ["tap icon", "go home", "select Search", "go home", "select Compose", "interrupt"]))
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("route") } == ["route Search -> SearchPage", "route Compose -> Composer", "route Compose -> Composer"],
                "\(result.report)")
    }

    @Test("an app that clears its pending action on willEnterForeground clears a kept one too, without a drop")
    func clearingOnWillEnterForegroundRemovesKeptOne() throws {
        let result = try ScenarioText.run(Self.text("handled on didBecomeActive, not cleared, cleared on willEnterForeground",
                                                    steps: ["tap icon", "go home", "select Search", "go home", "tap icon"]))
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("route") } == ["route Search -> SearchPage"], "\(result.report)")
    }

    @Test("B1.1, B2.1, G10 one property shared with a launch item 'not cleared': the latest item, cold or warm, refires")
    func sharedPropertyNeverCleared() throws {
        let result = try ScenarioText.run(Self.text(
            "handled on didBecomeActive, one pending item shared with the launch item, not cleared, completion always true", lifecycle: "scenes",
            launchItem: "saved in willConnectTo, handled on didBecomeActive, not cleared",
            steps: ["select Search", "interrupt", "go home", "select Compose", "interrupt"]))
        #expect(result.errors.isEmpty, "\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("route") }
                == ["route Search -> SearchPage", "route Search -> SearchPage", "route Compose -> Composer", "route Compose -> Composer"],
                "\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.drop") }, "\(result.report)")
    }

    @Test("B1.1, B1.4, G10 a scene that connects later writes its launch item to the shared property: the kept action is gone, a waiting one replaced")
    func laterSceneConnectionOverwritesSharedProperty() throws {
        // iPad: compose's session survives its disconnection, so Compose reconnects it with the item in its connection options.
        func text(_ sceneAction: String, launchItem: String, extra: [String] = []) -> String {
            """
            scenario: One property for every item, written again by a scene that connects
            profile: ipados26
            lifecycle: scenes
            shortcuts:
              static Search "Search"
              static Compose "Compose" target=compose
            app:
              launch item: \(launchItem)
              scene performAction: \(sceneAction)
              scene compose: activates for compose
            \(extra.map { "  " + $0 + "\n" }.joined())  routes: Search -> SearchPage, Compose -> Composer
            steps:
              tap icon
              open scene compose
              go home
              select Search
              go home
              disconnect scene compose
              select Compose
              interrupt

            """
        }
        let kept = try ScenarioText.run(text("handled on didBecomeActive, one pending item shared with the launch item, not cleared",
                                             launchItem: "saved in willConnectTo, handled on didBecomeActive, not cleared"))
        #expect(kept.errors.isEmpty, "\(kept.report)")
        #expect(kept.lines.filter { $0.hasPrefix("route") } == ["route Search -> SearchPage", "route Compose -> Composer", "route Compose -> Composer"],
                "only the item the property holds now refires\n\(kept.report)")
        #expect(kept.defectSignatures == ["refired Compose"], "\(kept.report)")

        let waiting = try ScenarioText.run(text("handled when root ready, one pending item shared with the launch item",
                                                launchItem: "saved in willConnectTo, handled when root ready, then cleared",
                                                extra: ["milestone root: on step"]).replacingOccurrences(of: "  interrupt\n", with: "  reach root\n"))
        #expect(waiting.lines.containsInOrder(["scene.willConnectTo compose shortcut=Compose", "app.drop Search replacedBy=Compose", "route Compose -> Composer"]),
                "\(waiting.report)")
        #expect(!waiting.lines.contains("route Search -> SearchPage"), "\(waiting.report)")
    }

    @Test("misuse is one diagnostic at its place")
    func misuse() {
        let twice = ScenarioText.diagnostics(of: Self.text("handled on didBecomeActive, not cleared, not cleared", steps: ["tap icon"]))
        #expect(twice.map(\.message) == ["'not cleared' is given twice on the line; keep one"])
        let ignored = ScenarioText.diagnostics(of: Self.text("ignored, not cleared", steps: ["tap icon"]))
        #expect(ignored.map(\.message) == ["'not cleared' goes with a 'handled …' clause: an app that ignores or does not implement the method keeps no action"])
        let shared = ScenarioText.diagnostics(of: Self.text("handled on didBecomeActive, one pending item shared with the launch item", lifecycle: "scenes",
                                                            launchItem: "saved in willConnectTo, handled on didBecomeActive, not cleared", steps: ["tap icon"]))
        #expect(shared.map(\.message) == ["'one pending item shared with the launch item' with a launch item 'not cleared' needs 'not cleared' on this line too"])
    }

    @Test("other words for it name 'not cleared' in the note; the launch item's 'then cleared' says a delivered action is cleared already",
          arguments: [("never cleared", "did you mean 'not cleared'?"), ("kept", "did you mean 'not cleared'?"),
                      ("then cleared", "a delivered action is cleared after it is handled unless the line says otherwise")])
    func otherWords(_ clause: String, _ note: String) {
        let diagnostics = ScenarioText.diagnostics(of: Self.text("handled on didBecomeActive, \(clause)", steps: ["tap icon"]))
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.location.column == 46)
        #expect(diagnostics.first?.notes.first?.hasPrefix(note) == true, "\(diagnostics.map(\.notes))")
    }

    @Test("after a trigger without an activation 'not cleared' changes nothing, and is a warning")
    func nothingToRefire() throws {
        let scenario = try ScenarioText.parse(Self.text("handled at once, not cleared", steps: ["tap icon"]))
        #expect(scenario.warnings.map(\.message)
                == ["'not cleared' changes nothing here: a kept action is handled again only at an activation its trigger waits for"])
        let result = ScenarioRunner.run(scenario)
        #expect(result.lines.filter { $0.hasPrefix("route") }.isEmpty)
    }

    @Test("the explorer tells a kept action from one handled and gone")
    func explorerSeesKeptAction() throws {
        var text = Self.text("handled on didBecomeActive, not cleared", steps: ["tap icon", "go home", "select Search", "go home", "wait 10s", "tap icon"])
        text = text.replacingOccurrences(of: "lifecycle: app-delegate", with: "lifecycle: app-delegate\nsystem kill: anywhere while suspended")
        text += "defects:\n  refired Search\n"
        let result = Explorer.explore(try ScenarioText.parse(text))
        #expect(result.passed, "\(result)")
    }
}
