import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The vocabulary says which events only one lifecycle records (B1.1, B3.1, A7.5), and the parser
/// refuses expectations on that ground; the engine's traces over the whole library must agree.
@Suite("Events of one lifecycle")
struct EventLifecycleTests {
    @Test("a plain library scenario records no event its app's lifecycle never records", arguments: ScenarioLibrary.files)
    func libraryTraceKeepsToItsLifecycle(_ file: String) throws {
        let scenario = try ScenarioLoader.load(path: ScenarioLibrary.path(file))
        guard !scenario.isExplored else { return }  // explored paths run other lifecycles; ExplorerTests covers them
        let lifecycle: AppLifecycle = scenario.app.usesScenes ? .scenes : .appDelegate
        let result = ScenarioRunner.run(scenario)
        for (index, event) in result.trace.enumerated() {
            guard let only = EventVocabulary.onlyLifecycle(recording: event.kind.name) else { continue }
            #expect(only == lifecycle, """
                \(file): event \(index + 1) '\(event.line)' is recorded with the \(lifecycle) lifecycle, \
                but EventVocabulary.onlyLifecycle(recording:) says only the \(only) lifecycle records it
                """)
        }
    }

    @Test("every event of one lifecycle is a vocabulary name, and each lifecycle has some")
    func namesAreInTheVocabulary() {
        let names = EventVocabulary.entries.map(\.name)
        let sceneOnly = names.filter { EventVocabulary.onlyLifecycle(recording: $0) == .scenes }
        let appDelegateOnly = names.filter { EventVocabulary.onlyLifecycle(recording: $0) == .appDelegate }
        let expectedSceneOnly = ["app.configurationForConnecting", "user.openScene", "user.closeScene", "system.disconnectScene",
                                 "uikit.sessionDiscarded"] + names.filter { $0.hasPrefix("scene.") }
        #expect(sceneOnly.sorted() == expectedSceneOnly.sorted(),
                "expected configurationForConnecting, the windows and sessions of scenes and the scene delegate's events to be scene-only (B1.1, B1.4), found \(sceneOnly.sorted())")
        #expect(appDelegateOnly.sorted() == ["app.didBecomeActive", "app.didEnterBackground", "app.performAction",
                                             "app.willEnterForeground", "app.willResignActive"],
                "expected the app delegate's quick-action and activation callbacks (B3.1, A7.5), found \(appDelegateOnly.sorted())")
        #expect(EventVocabulary.onlyLifecycle(recording: "app.didFinishLaunching") == nil,
                "both lifecycles call the launch methods (B1.1)")
    }

    @Test("forbidding a window or session event in an app-delegate scenario is a warning, since it always holds; expecting one is an error (B1.4)")
    func windowEventsWithoutScenes() throws {
        let text = """
            scenario: T
            lifecycle: app-delegate
            shortcuts:
              static Search "Search"
            app:
              routes: Search -> SearchPage
            steps:
              select Search
            expect:
              never: user.openScene
              route Search

            """
        let warnings = try ScenarioText.parse(text).warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(warnings == ["10:3: 'user.openScene' never occurs in an app-delegate scenario, so this line always holds: it belongs to the scene lifecycle (B1–B4)"],
                "expected one warning at the never: line, found \(warnings)")
        for event in ["user.closeScene main", "system.disconnectScene main", "uikit.sessionDiscarded main"] {
            let expecting = text.replacingOccurrences(of: "never: user.openScene", with: event)
            let diagnostics = ScenarioText.diagnostics(of: expecting).map(\.description)
            let name = event.split(separator: " ")[0]
            #expect(diagnostics.first?.hasPrefix("t.scenario:10:3: error: '\(name)' never occurs in an app-delegate scenario, so this line cannot pass") == true,
                    "expected an error at the line expecting '\(event)', found \(diagnostics)")
        }
    }
}
