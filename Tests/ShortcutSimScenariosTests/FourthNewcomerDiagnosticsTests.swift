import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// What a newcomer wrote first while turning published quick-action bugs (Pass for iOS,
/// UpcomingMovies, react-native-actions-shortcuts, App Installer) into scenarios: each spelling gets
/// one error at its place whose note shows the line as meant.
@Suite("Fourth newcomer's diagnostics")
struct FourthNewcomerDiagnosticsTests {
    /// A scenario with the given headers, app lines, steps and defects.
    static func text(headers: [String] = [], app: [String] = [], steps: [String] = ["select Search"], defects: [String] = []) -> String {
        func section(_ name: String, _ lines: [String]) -> String { lines.isEmpty ? "" : "\(name):\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n" }
        return "scenario: T\n" + headers.map { $0 + "\n" }.joined() + section("shortcuts", ["static Search \"Search\"", "static Compose \"Compose\""])
            + section("app", app + ["routes: Search -> SearchPage, Compose -> Composer"]) + section("steps", steps) + section("defects", defects)
    }

    /// The only diagnostic of `text`, as printed; records an issue when there is not exactly one.
    static func only(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
        let diagnostics = ScenarioText.diagnostics(of: text)
        #expect(diagnostics.count == 1, "expected exactly one diagnostic, found:\n\(diagnostics.map(\.description).joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        return diagnostics.first
    }

    @Test("several defects on one line, comma-separated as 'rules:' are, get a note that lists one per line")
    func defectsOnOneLine() throws {
        let diagnostic = try #require(Self.only(Self.text(defects: ["lost Search, twice Compose"])))
        #expect(diagnostic.location.line == 10, "expected the error on the defects line (10), found \(diagnostic)")
        #expect(diagnostic.notes == ["'defects:' lists one defect per line: write 'lost Search', then 'twice Compose' on lines of their own"],
                "expected the lines to write, found:\n\(diagnostic)")
    }

    @Test("'saved in didFinishLaunching and handled on didBecomeActive' says 'and' joins methods, and shows the comma")
    func andBeforeTheNextClause() throws {
        let diagnostic = try #require(Self.only(Self.text(app: ["launch item: saved in didFinishLaunching and handled on didBecomeActive"])))
        #expect(diagnostic.message == "'and' joins the methods the launch item is read in, not the clauses that follow", "found:\n\(diagnostic)")
        #expect(diagnostic.location.column == 44, "expected the error at 'and' (column 44), found \(diagnostic)")
        #expect(diagnostic.notes == ["did you mean 'saved in didFinishLaunching, handled on didBecomeActive'? clauses are separated by commas"],
                "found:\n\(diagnostic)")
    }

    @Test("a ';' between clauses is one error at the ';' with the line as meant")
    func semicolonBetweenClauses() throws {
        let diagnostic = try #require(Self.only(Self.text(app: ["performAction: handled when js ready; completion never called", "milestone js: 1s after launch"])))
        #expect(diagnostic.message == "';' does not separate clauses in a scenario; write ','", "found:\n\(diagnostic)")
        #expect(diagnostic.location.column == 39, "expected the error at the ';' (column 39), found \(diagnostic)")
        #expect(diagnostic.notes == ["did you mean 'performAction: handled when js ready, completion never called'?"], "found:\n\(diagnostic)")
    }

    @Test("a ';' in a name the app chooses, a route's destination, is still read as written")
    func semicolonInDestination() {
        let text = "scenario: T\nshortcuts:\n  static Search \"Search\"\napp:\n  routes: Search -> Page;Detail\nsteps:\n  select Search\n"
        let diagnostics = ScenarioText.diagnostics(of: text)
        #expect(diagnostics.isEmpty, "expected the destination 'Page;Detail' to parse, found:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("B1.1 'saved in sceneWillConnect' suggests 'willConnectTo'", arguments: ["sceneWillConnect", "sceneWillConnectTo"])
    func sceneWillConnect(written: String) throws {
        let diagnostic = try #require(Self.only(Self.text(headers: ["lifecycle: scenes"], app: ["launch item: saved in \(written), handled on sceneDidBecomeActive"])))
        #expect(diagnostic.notes.first == "did you mean 'willConnectTo'?", "for '\(written)' expected the suggestion first, found:\n\(diagnostic)")
    }

    /// A scenario whose app returns false from didFinishLaunching on a shortcut launch and saves the
    /// item without clearing it (Firefox bug 1241158), with the given `expect:` lines.
    static func refiring(expect: [String]) -> String {
        text(app: ["didFinishLaunching: false when launched from a shortcut",
                   "launch item: saved in didFinishLaunching, handled on didBecomeActive, not cleared"],
             steps: ["select Search", "interrupt"], defects: ["refired Search"])
            + "expect:\n" + expect.map { "  " + $0 + "\n" }.joined()
    }

    @Test("A2.3 'didFinishLaunching=YES' in an expectation suggests 'didFinishLaunching=true', as '-> YES' does")
    func objectiveCBoolInAttribute() throws {
        let diagnostic = try #require(Self.only(Self.refiring(expect: ["uikit.launchGate closed didFinishLaunching=NO"])))
        #expect(diagnostic.notes == ["did you mean 'didFinishLaunching=false'? the trace writes every returned BOOL as true or false"],
                "found:\n\(diagnostic)")
    }

    @Test("G10 a defect's name used as a directive ('refired: route Search') says defects go under 'defects:'")
    func defectAsDirective() throws {
        let diagnostic = try #require(Self.only(Self.refiring(expect: ["refired: route Search"])))
        #expect(diagnostic.message == "unknown directive 'refired:'", "found:\n\(diagnostic)")
        #expect(diagnostic.notes.first == "'refired' is a defect, not a directive: list it under 'defects:' as 'refired TYPE'; the engine finds it by itself, whatever 'expect:' says",
                "expected the note on defects first, found:\n\(diagnostic)")
    }

    @Test("a '//' comment, at the start of a line or after a setting, is one error that shows the '#' comment; the line is read as meant",
          arguments: [("// Pass for iOS", 1, "# Pass for iOS"), ("  routes: Search -> SearchPage   // the search screen", 34, "# the search screen")])
    func slashComment(line: String, column: Int, meant: String) throws {
        let text = line.hasPrefix("//")
            ? line + "\nscenario: T\nshortcuts:\n  static Search \"Search\"\napp:\n  routes: Search -> SearchPage\nsteps:\n  select Search\n"
            : "scenario: T\nshortcuts:\n  static Search \"Search\"\napp:\n" + line + "\nsteps:\n  select Search\n"
        let diagnostic = try #require(Self.only(text))
        #expect(diagnostic.message == "'//' does not start a comment in a scenario; comments start with '#'", "found:\n\(diagnostic)")
        #expect(diagnostic.location.column == column, "expected the error at the '//' (column \(column)), found \(diagnostic)")
        #expect(diagnostic.notes == ["did you mean '\(meant)'?"], "found:\n\(diagnostic)")
    }

    @Test("';', '//' and single quotes inside double-quoted titles, subtitles and userInfo strings, in '#' comments, a URL destination and the title are valid")
    func otherLanguagesSyntaxInsideQuotesAndCommentsIsValid() throws {
        let text = """
            scenario: Probe - it's a title; with // slashes
            shortcuts:
              static Search "Search; // it's" subtitle="'Rock' n roll // x; y" userInfo={"url": "https://a.b/c;d", "q": "it's"}
              static Compose "Compose 'new'" subtitle="a ;b" icon=compose   # see https://example.com/x;y 'z'
            app:
              launch item: saved in didFinishLaunching, handled on didBecomeActive, then cleared   # https://github.com/a/b//c; it's
              routes: Search -> search://x;y, Compose -> Composer
            steps:
              select Compose "Compose 'new'"   # it's // fine; ok

            """
        let found = ScenarioText.diagnostics(of: text).map(\.description).joined(separator: "\n")
        #expect(found.isEmpty, "expected the scenario to parse: each ';', '//' and quote is inside a string, a comment or a URL; found:\n\(found)")
        let scenario = try ScenarioText.parse(text)
        #expect(scenario.warnings.isEmpty, "expected no warning, found \(scenario.warnings.map(\.message))")
    }

    @Test("C1.1 single quotes around a title, a subtitle of several words or a userInfo string are one error each, with the double-quoted text",
          arguments: [
            ("static song 'Play it'", "expected the title in quotes, such as \"Search\"", "did you mean 'static song \"Play it\"'? strings are written in double quotes"),
            ("static song \"Play\" subtitle='Imagine by John Lennon'", "the value of 'subtitle' is in single quotes, which do not quote it",
             "did you mean 'subtitle=\"Imagine by John Lennon\"'? strings are written in double quotes"),
          ])
    func singleQuotes(declaration: String, message: String, note: String) throws {
        let text = "scenario: T\nshortcuts:\n  \(declaration) icon=play\nsteps:\n  show menu\n"
        let diagnostic = try #require(Self.only(text))
        #expect(diagnostic.message == message, "found:\n\(diagnostic)")
        #expect(diagnostic.notes == [note], "found:\n\(diagnostic)")
    }

    @Test("C4.1 a userInfo string in single quotes names the double-quoted string")
    func singleQuotedUserInfo() throws {
        let diagnostic = try #require(Self.only("scenario: T\nshortcuts:\n  dynamic fav \"Fav\" userInfo={\"name\": 'x'}\nsteps:\n  show menu\n"))
        #expect(diagnostic.message == "userInfo: 'x' is in single quotes, which do not quote a string; strings need double quotes: \"x\" (C4.1)",
                "found:\n\(diagnostic)")
    }

    @Test("a performAction clause without its comma ('… js ready one pending item, …') gets the whole value with the comma")
    func performActionClauseWithoutComma() throws {
        let diagnostic = try #require(Self.only(Self.text(app: ["performAction: handled when js ready one pending item, completion never called",
                                                                "milestone js: 1s after launch"])))
        #expect(diagnostic.message == "unexpected 'one pending item'; separate clauses with commas", "found:\n\(diagnostic)")
        #expect(diagnostic.notes == ["did you mean 'handled when js ready, one pending item, completion never called'?"], "found:\n\(diagnostic)")
    }
}
