import ShortcutSimScenarios
import Testing

/// `profile : ios13`: a space between a key and its colon is one error at the space, wherever a key
/// goes (a header, a section, an app setting, a shortcut line, a directive), with the line as meant;
/// the format has one spelling, `key: value`, and the rest of the line is read as meant.
@Suite("A space before a colon")
struct SpaceBeforeColonTests {
    static func text(header: String = "profile: ios13", section: String = "app:", setting: String = "routes: Search -> SearchPage",
                     expectation: String = "never: app.drop") -> String {
        """
        scenario: T
        \(header)
        shortcuts:
          static Search "Search"
        \(section)
          \(setting)
        steps:
          select Search
        expect:
          \(expectation)

        """
    }

    static let cases: [BadInput] = [
        BadInput("a header", text(header: "profile : ios13"),
                 "t.scenario:2:8: error: unexpected space before ':' after 'profile'; write 'profile:'", note: "did you mean 'profile: ios13'?"),
        BadInput("a header with a tab", text(header: "lifecycle\t: app-delegate"),
                 "t.scenario:2:10: error: unexpected space before ':' after 'lifecycle'; write 'lifecycle:'", note: "did you mean 'lifecycle: app-delegate'?"),
        BadInput("a section", text(section: "app  :"),
                 "t.scenario:5:4: error: unexpected space before ':' after 'app'; write 'app:'", note: "did you mean 'app:'?"),
        BadInput("an app setting", text(setting: "routes : Search -> SearchPage"),
                 "t.scenario:6:9: error: unexpected space before ':' after 'routes'; write 'routes:'", note: "did you mean 'routes: Search -> SearchPage'?"),
        BadInput("a directive", text(expectation: "never : app.drop"),
                 "t.scenario:10:8: error: unexpected space before ':' after 'never'; write 'never:'", note: "did you mean 'never: app.drop'?"),
        BadInput("a count directive", text(expectation: "count 1 : route Search"),
                 "t.scenario:10:10: error: unexpected space before ':' after 'count 1'; write 'count 1:'", note: "did you mean 'count 1: route Search'?"),
    ]

    @Test("one error at the space, with the line as meant, and no other", arguments: cases)
    func oneErrorAtTheSpace(_ input: BadInput) throws {
        try input.expectFirstDiagnostic()
        let errors = ScenarioText.diagnostics(of: input.text).filter { $0.severity == .error }
        #expect(errors.count == 1, "expected the line read as meant after its one error, found \(errors.map(\.description))")
    }

    @Test("the same lines without the space parse with no diagnostic")
    func withoutTheSpace() throws {
        let diagnostics = ScenarioText.diagnostics(of: Self.text())
        #expect(diagnostics.isEmpty, "expected a clean file, found \(diagnostics.map(\.description))")
    }
}
