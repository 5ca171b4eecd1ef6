import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A shortcut type is any string (C1.1, C1.2): one that is not a plain word, such as Joplin's
/// 'New note', is written in double quotes wherever a type is written, and the trace prints it so,
/// so a line pasted from the trace into an expectation names the same type.
@Suite("Quoted shortcut types")
struct QuotedShortcutTypeTests {
    /// Joplin's two types (laurent22/joplin#2796), one static, one dynamic, routed and selected.
    static let joplin = """
        scenario: T
        shortcuts:
          static "New note" "New note"
          dynamic "New to-do" "New to-do"
        app:
          routes: "New note" -> Editor, "New to-do"->TodoEditor
          dynamic items: set when empty
        steps:
          select "New note"
          go home
          select "New to-do"

        """

    @Test("C1.2 a type with a space is declared, routed, selected and expected in quotes")
    func declaredRoutedSelected() throws {
        let result = try ScenarioText.run(Self.joplin + """
            expect:
              user.select "New note"
              app.setShortcutItems "New to-do"
              app.performAction "New note"
              route "New note" -> Editor
              home.menu "New note","New to-do"
              route "New to-do" -> TodoEditor
            """)
        #expect(result.status == .passed, "expected the scenario to pass, got \(result.status):\n\((result.failures + result.errors).map(\.description).joined(separator: "\n"))")
        for line in ["user.select \"New note\"", "route \"New note\" -> Editor", "app.didFinishLaunching shortcut=\"New note\" -> true",
                     "app.setShortcutItems \"New to-do\" count=1", "route \"New to-do\" -> TodoEditor"] {
            #expect(result.lines.contains(line), "expected the trace line '\(line)', trace:\n\(result.lines.joined(separator: "\n"))")
        }
    }

    @Test("a trace pasted into 'expect exactly:' matches it, quoted types and lists of them included")
    func tracePastedBack() throws {
        let first = try ScenarioText.run(Self.joplin)
        let pasted = Self.joplin + "expect exactly:\n" + first.trace.map { "  " + $0.line.trimmingCharacters(in: .whitespaces) + "\n" }.joined()
        let second = try ScenarioText.run(pasted)
        #expect(second.status == .passed,
                "expected the pasted trace to match, got \(second.status):\n\(second.failures.map(\.description).joined(separator: "\n"))\npasted:\n\(pasted)")
        #expect(first.lines.contains("home.menu \"New note\",\"New to-do\" system=editHomeScreen,removeApp"),
                "expected the menu's list to quote each type, trace:\n\(first.lines.joined(separator: "\n"))")
    }

    @Test("a trace with invisible characters and lookalike arrows in types and titles reads back when pasted into 'expect exactly:'")
    func invisibleAndLookalikePastedBack() throws {
        // A Hebrew type ending in U+200F RIGHT-TO-LEFT MARK, a title with a U+200B ZERO WIDTH SPACE and
        // no space, one with an en dash arrow, one with a line break: a scenario refuses the first three
        // outside quotes, so the trace must quote them.
        let text = """
            scenario: T
            shortcuts:
              static "\u{05D7}\u{05E4}\u{05E9}\u{200F}" "Suche\u{200B}n"
              static Go "Home\u{2013}>Work"
              static Lines "Zeile\\nzwei"
            app:
              routes: "\u{05D7}\u{05E4}\u{05E9}\u{200F}" -> Searcher, Go -> Work, Lines -> Lines
            steps:
              select "\u{05D7}\u{05E4}\u{05E9}\u{200F}" "Suche\u{200B}n"
              go home
              select Go "Home\u{2013}>Work"
              go home
              select Lines "Zeile\\nzwei"

            """
        let first = try ScenarioText.run(text)
        #expect(first.status == .passed, "\(first.errors.map(\.description).joined(separator: "\n"))")
        let pasted = text + "expect exactly:\n" + first.trace.map { "  " + $0.line.trimmingCharacters(in: .whitespaces) + "\n" }.joined()
        let second = try ScenarioText.run(pasted)
        #expect(second.status == .passed,
                "expected the pasted trace to match, got \(second.status):\n\((second.errors + second.failures).map(\.description).joined(separator: "\n"))\npasted:\n\(pasted)")
        #expect(first.lines.contains("user.select Go title=\"Home\u{2013}>Work\""), "trace:\n\(first.lines.joined(separator: "\n"))")
        #expect(first.lines.contains("user.select Lines title=\"Zeile\\nzwei\""), "trace:\n\(first.lines.joined(separator: "\n"))")
    }

    @Test("plain types print as they always have; a type that is not a plain word prints quoted with escapes")
    func printing() {
        let cases: [(type: String, printed: String)] = [
            ("Search", "Search"), ("com.example.search", "com.example.search"), ("a#b", "a#b"), ("検索", "検索"),
            ("New note", "\"New note\""), ("Deep->Link", "\"Deep->Link\""), ("Deep\u{2013}>Link", "\"Deep\u{2013}>Link\""),
            ("Search\u{200B}", "\"Search\u{200B}\""), ("a,b", "\"a,b\""), ("k=v", "\"k=v\""),
            ("#tag", "\"#tag\""), ("say \"hi\"\\", "\"say \\\"hi\\\"\\\\\""), ("", "\"\""), ("no\u{00A0}break", "\"no\u{00A0}break\""),
            // Each rule holds for ASCII and for other characters alike.
            ("a-b", "a-b"), ("a>b", "a>b"), ("->", "\"->\""), ("café->x", "\"café->x\""), ("café", "café"),
            ("tab\there", "\"tab\\there\""), ("cr\r", "\"cr\r\""), ("[x]", "\"[x]\""), ("é#", "é#"), ("#é", "\"#é\""),
        ]
        for (type, printed) in cases {
            #expect(ShortcutTypeSpelling.printed(type) == printed, "expected '\(type)' to print as \(printed), got \(ShortcutTypeSpelling.printed(type))")
        }
        #expect(ShortcutTypeSpelling.printedList([]) == "none", "expected the empty list to print as none")
        #expect(ShortcutTypeSpelling.printedList(["none"]) == "\"none\"", "expected a list of the type none to be told apart from the empty list")
        let words = ShortcutTypeSpelling.listWords("\"a,b\",c,\"d\\\",e\"").map(String.init)
        #expect(words == ["\"a,b\"", "c", "\"d\\\",e\""], "expected the list split at commas outside quotes, got \(words)")
    }

    @Test("C1.2 an Info.plist type with a space is selected, routed and expected as the trace prints it, with no warning")
    func plistTypeWithSpace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-sim-quoted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict><key>UIApplicationShortcutItems</key><array>
            <dict><key>UIApplicationShortcutItemType</key><string>New note</string><key>UIApplicationShortcutItemTitle</key><string>New note</string></dict>
            <dict><key>UIApplicationShortcutItemType</key><string>Search</string><key>UIApplicationShortcutItemTitle</key><string>Search</string></dict>
            </array></dict>
            </plist>
            """
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let text = """
            scenario: T
            shortcuts:
              plist: Info.plist
            app:
              routes: "New note" -> Editor, Search -> SearchPage
            steps:
              select "New note"
            expect:
              home.menu "New note",Search
              route "New note" -> Editor
            """
        let scenario = try ScenarioLoader.parse(text, file: "t.scenario", nextTo: folder.appendingPathComponent("t.scenario").path)
        #expect(scenario.warnings.isEmpty, "expected no warning, got:\n\(scenario.warnings.map(\.description).joined(separator: "\n"))")
        let result = ScenarioRunner.run(scenario)
        #expect(result.status == .passed, "expected the plist's type to be routed, got \(result.status):\n\(result.failures.map(\.description).joined(separator: "\n"))")
    }

    @Test("a defect names a quoted type as 'defects:' writes it, in the section and in the report")
    func defects() throws {
        let text = """
            scenario: T
            shortcuts:
              static "New note" "New note"
            app:
              routes: "New note" -> Editor
              performAction: ignored
            steps:
              select "New note"
            defects:
              lost "New note"
            """
        let result = try ScenarioText.run(text)
        #expect(result.status == .passed, "expected the declared defect to match, got \(result.status):\n\(result.failures.map(\.description).joined(separator: "\n"))")
        #expect(result.defects.map(\.signature) == ["lost \"New note\""], "expected the signature lost \"New note\", got \(result.defects.map(\.signature))")
    }

    @Test("misused quotes give one error at the type, with a note saying how to write it",
          arguments: [
            ("  static \"\" \"Untitled\"\n", "t.scenario:3:10: error: the shortcut type is empty",
             "UIApplicationShortcutItemType is required and names the action (C1.1): write a type such as Search or \"New note\""),
            ("  static \"  \" \"Blank\"\n", "t.scenario:3:10: error: the shortcut type holds only white space",
             "UIApplicationShortcutItemType is required and names the action (C1.1): write a type such as Search or \"New note\""),
            ("  static New\"note\" \"New note\"\n", "t.scenario:3:10: error: 'New\"note\"' is not a type: a type in quotes starts and ends with its quotes",
             "write the whole type in quotes, as in \"New note\", or without quotes as one word"),
            ("  static \"New note\" \"New note\"\nsteps:\n  select \"New note\n", "t.scenario:5:10: error: unterminated string: add the closing '\"'",
             "a string in quotes ends at the next '\"' on its line: a title such as \"Search\", or a type that is not one word, such as \"New note\""),
            ("  static \"New note\" \"New note\"\nsteps:\n  select New note\n", "t.scenario:5:10: error: 'New' is not a declared shortcut type",
             "did you mean 'select \"New note\"'? a type of several words goes in double quotes"),
            ("  static \"New note\" \"New note\"\ndefects:\n  lost New note\n", "t.scenario:5:12: error: expected 'DEFECT TYPE', such as 'lost Search' or 'lost \"New note\"'",
             "did you mean 'lost \"New note\"'? a type of several words goes in double quotes"),
            ("  static \"New note\" \"New note\"\nexpect:\n  route New note -> Editor\n", "t.scenario:5:9: error: 'New' is not a declared shortcut type",
             "did you mean 'route \"New note\"'? a type of several words goes in double quotes"),
          ])
    func misuse(lines: String, expected: String, note: String) {
        let diagnostics = ScenarioText.diagnostics(of: "scenario: T\nshortcuts:\n" + lines)
        let all = diagnostics.map(\.description).joined(separator: "\n")
        #expect(diagnostics.filter { $0.severity == .error }.count == 1, "expected one error, got:\n\(all)")
        #expect(diagnostics.first.map { String($0.description.prefix { $0 != "\n" }) } == expected, "expected '\(expected)', got:\n\(all)")
        #expect(diagnostics.first?.notes.first == note, "expected the note '\(note)', got:\n\(all)")
    }
}
