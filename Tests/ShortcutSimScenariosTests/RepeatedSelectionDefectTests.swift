import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Which selection a defect explains when one type is selected more than once.
@Suite("Defects of repeated selections")
struct RepeatedSelectionDefectTests {
    @Test("B1.2, B3.2 with scenes, a warm drop by UIKit explains the warm selection, not the cold one before it")
    func sceneDropGoesToTheWarmSelection() throws {
        let result = try ScenarioText.run("""
            scenario: the app reads neither the connection options nor a scene's performActionFor
            profile: ios13
            lifecycle: scenes

            shortcuts:
              static A "A"

            app:
              scene performAction: not implemented
              routes: A -> PageA

            steps:
              select A
              wait 1s
              go home
              wait 1s
              select A

            defects:
              lost A
            """)
        let rules = result.defects.filter { $0.kind == .lost }.map(\.rule.description)
        // The cold item came in the connection options, which the app did not read (B1.1); only the
        // warm one reached UIKit's scene performActionFor, which the scene delegate lacks (B3.2).
        #expect(rules == ["B1.1", "B3.2"], "expected the cold selection lost under B1.1 and the warm one dropped under B3.2, found \(rules)\n\(result.report)")
        #expect(result.defects.first?.message.contains("UIKit dropped") == false,
                "the cold selection was never offered to windowScene(_:performActionFor:) (B1.2): \(result.defects.first?.message ?? "no defect")")
    }

    /// A scenario that selects A cold, goes home and selects A again, warm, with the `app:` lines
    /// given and the cold selection declared lost.
    static func coldThenWarm(lifecycle: String, app: String) -> String {
        """
        scenario: the cold item never read, the same item selected warm
        profile: ios13
        lifecycle: \(lifecycle)

        shortcuts:
          static A "A"

        app:
        \(app)
          routes: A -> PageA

        steps:
          select A
          go home
          select A

        defects:
          lost A
        """
    }

    /// The lost defect of a run, with the index of the run's first `user.select A` (the cold one).
    static func lostAndColdSelection(_ result: ScenarioResult) throws -> (defect: Defect, coldSelection: Int?) {
        let lost = try #require(result.defects.first { $0.kind == .lost }, "expected a lost defect\n\(result.report)")
        return (lost, result.trace.firstIndex { $0.words.description == "user.select A" })
    }

    /// snowfrz/App-Installer returns NO from didFinishLaunching on a shortcut launch "so
    /// performActionForShortcut will take over", which closes the gate instead (A2.1): the cold
    /// selection is lost, and a warm selection of the same type is routed by performActionFor (A2.6).
    @Test("A2.1, A2.6 a warm route of a type explains the warm selection, so the cold one the closed gate lost is reported at its own step")
    func warmRouteGoesToTheWarmSelection() throws {
        let result = try ScenarioText.run(Self.coldThenWarm(lifecycle: "app-delegate", app: """
              didFinishLaunching: false when launched from a shortcut
              launch item: ignored
              performAction: handled at once
            """))
        #expect(result.status == .passed, "expected the declared 'lost A' to match\n\(result.report)")
        let (lost, cold) = try Self.lostAndColdSelection(result)
        #expect(lost.rule.description == "A2.1", "expected the lost selection explained by the closed gate (A2.1), found \(lost.rule): \(lost.message)")
        #expect(lost.events.first == cold, "expected the lost defect at the first (cold) 'user.select A'\n\(result.report)")
        #expect(lost.message.contains("a launch method returned false"), "expected the message to name the closed gate, found: \(lost.message)")
    }

    @Test("B1.1, B2.1 with scenes, a warm route explains the warm selection, so the unread connection options lose the cold one")
    func sceneWarmRouteGoesToTheWarmSelection() throws {
        let result = try ScenarioText.run(Self.coldThenWarm(lifecycle: "scenes", app: """
              launch item: ignored
              scene performAction: handled at once
            """))
        #expect(result.status == .passed, "expected the declared 'lost A' to match\n\(result.report)")
        let (lost, cold) = try Self.lostAndColdSelection(result)
        #expect(lost.rule.description == "B1.1", "expected the cold selection lost under B1.1 (the connection options), found \(lost.rule): \(lost.message)")
        #expect(lost.events.first == cold, "expected the lost defect at the first (cold) selection\n\(result.report)")
    }
}
