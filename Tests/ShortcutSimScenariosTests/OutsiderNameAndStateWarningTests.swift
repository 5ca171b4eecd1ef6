import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A dynamic item that names the same milestone in `if=` and `unless=` can never be set: a warning at
/// the second of them. An expectation naming a screen in a scenario with none says how to declare one.
@Suite("Outsider drafts: a never-set item, a screen never declared")
struct OutsiderNameAndStateWarningTests {
    @Test("'if=M unless=M' is a warning with its place, and the scenario still parses")
    func ifAndUnlessSameMilestone() throws {
        let scenario = try ScenarioText.parse("""
        scenario: Mute
        lifecycle: app-delegate
        shortcuts:
          static Search "Search"
          dynamic mute "Mute" if=connected unless=connected
        app:
          milestone connected: on step
          dynamic items: replace every launch
          routes: Search -> SearchPage
        steps:
          select Search

        """)
        let warnings = scenario.warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(warnings == ["5:36: mute is set only while 'connected' is reached (if=) and only while it is not (unless=), so the app never puts it in shortcutItems"],
                "expected one warning at 'unless=', found \(warnings)")
        let different = try ScenarioText.parse("""
        scenario: VPN
        lifecycle: app-delegate
        shortcuts:
          dynamic vpn "Open VPN" if=subscribed unless=lapsed
        app:
          milestone subscribed: on step
          milestone lapsed: on step
          dynamic items: replace every launch
        steps:
          tap icon

        """)
        #expect(different.warnings.isEmpty, "expected no warning for two milestones, found \(different.warnings)")
    }

    /// A scenario that declares no screen and forbids `app.show Browser`, routing Search to `destination`.
    static func screenText(destination: String) -> String {
        "scenario: Browser\nlifecycle: app-delegate\nshortcuts:\n  static Search \"Search\"\napp:\n  routes: Search -> \(destination)\n"
            + "steps:\n  select Search\nexpect:\n  never: app.show Browser\n"
    }

    @Test("an unknown screen in a scenario with none: the note says how screens are declared")
    func screenNote() {
        let diagnostics = ScenarioText.diagnostics(of: Self.screenText(destination: "SearchPage"))
        #expect(diagnostics.map(\.message) == ["unknown screen 'Browser'"], "found \(diagnostics.map(\.description))")
        let note = diagnostics.first?.notes.last ?? ""
        #expect(note.hasPrefix("this scenario has no screens: the app shows one with 'launch screen: SCREEN' or 'before routing: show SCREEN'")
                    && note.hasSuffix("'app.show' without a name matches any screen, as in 'never: app.show'"),
                "found the note '\(note)'")
    }

    @Test("a route's destination named as a screen: the note names the route line that records it")
    func destinationNote() {
        let diagnostics = ScenarioText.diagnostics(of: Self.screenText(destination: "Browser"))
        #expect(diagnostics.first?.notes.first == "'Browser' is a route's destination, recorded as 'route Search -> Browser', not as 'app.show'",
                "found \(diagnostics.map(\.description))")
    }
}
