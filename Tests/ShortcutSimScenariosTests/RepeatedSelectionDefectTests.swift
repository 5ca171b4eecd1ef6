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
}
