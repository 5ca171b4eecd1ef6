import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A `select` step copied from the trace line `user.select TYPE title="TITLE"`: the step writes the
/// title in quotes after the type (C1.2), so `title=` is one error whose note shows the step, and the
/// title is read as meant, so an expectation naming it does not fail as well.
@Suite("select TYPE title=TITLE, as the trace prints it")
struct SelectTitleAttributeTests {
    static func text(select: String) -> String {
        """
        scenario: two items of one type
        rules: C1.2
        shortcuts:
          dynamic XE_APP_ACTION_TYPE "Battery Info"
          dynamic XE_APP_ACTION_TYPE "App Info"
        app:
          dynamic items: replace every launch
          routes: XE_APP_ACTION_TYPE -> OnAppAction
        steps:
          tap icon
          go home
          \(select)
        expect:
          app.performAction XE_APP_ACTION_TYPE title="Battery Info"
        """
    }

    @Test("'title=' after the type is one error at it whose note shows the quoted title, and nothing else fails")
    func titleAttributeIsOneErrorWithTheStep() {
        let found = ScenarioText.diagnostics(of: Self.text(select: "select XE_APP_ACTION_TYPE title=\"Battery Info\""))
        let expected = ["t.scenario:12:29: error: a 'select' step writes the title in quotes right after the type, without 'title='\n"
                        + "note: did you mean 'select XE_APP_ACTION_TYPE \"Battery Info\"'? 'title=' is how the trace prints the selection (user.select)"]
        #expect(found.map(\.description) == expected,
                "expected one error at the 'title=' word of line 12 and none at the expectation of line 14 that names the title; found:\n\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test("a bare title after 'title=' is quoted in the note, and a title no item has is an error at the value")
    func bareAndUnknownTitles() {
        let found = ScenarioText.diagnostics(of: Self.text(select: "select XE_APP_ACTION_TYPE title=Info"))
        let lines = found.map(\.description)
        #expect(lines.first?.contains("did you mean 'select XE_APP_ACTION_TYPE \"Info\"'?") == true,
                "expected the note to show the title in quotes; found:\n\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.hasPrefix("t.scenario:12:35: error: no XE_APP_ACTION_TYPE item is titled \"Info\"") },
                "expected the unknown title reported at its value, column 35 of line 12; found:\n\(lines.joined(separator: "\n"))")
    }

    @Test("the documented spelling selects that item, and performActionFor names it by its title (C1.2)")
    func quotedTitleRuns() throws {
        let result = try ScenarioText.run(Self.text(select: "select XE_APP_ACTION_TYPE \"Battery Info\""))
        #expect(result.lines.contains("app.performAction XE_APP_ACTION_TYPE title=\"Battery Info\""),
                "expected the delivered item named by its title\n\(result.report)")
    }
}

/// `handled immediately`, `handled right away`: everyday words for the trigger `at once` (A1.2) get a
/// note naming it, after the list of triggers.
@Suite("Everyday words for 'at once'")
struct HandledImmediatelyTests {
    @Test("'handled immediately' in performAction: and 'handled right away' in launch item: each get 'did you mean 'at once'?'",
          arguments: ["performAction: handled immediately, completion never called",
                      "launch item: saved in didFinishLaunching, handled right away"])
    func everydayWordsNameAtOnce(setting: String) {
        let text = """
        scenario: t
        shortcuts:
          static Search "Search"
        app:
          \(setting)
        steps:
          select Search
        """
        let found = ScenarioText.diagnostics(of: text)
        #expect(found.count == 1 && found[0].notes == ["did you mean 'at once'? 'handled at once' handles the item inside the callback, before it returns"],
                "expected one error at line 5 whose note names 'at once'; found:\n\(found.map(\.description).joined(separator: "\n"))")
    }
}
