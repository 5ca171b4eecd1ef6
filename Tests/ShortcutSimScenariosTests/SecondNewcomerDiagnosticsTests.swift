import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// What a second newcomer wrote first while turning published quick-action bugs (Clendar#73,
/// dayGLANCE#1436, Firefox, Habitica) into scenarios: each mistake gets one error that says what to
/// write, and a `lost` cold action says which UIKit method it skipped.
@Suite("Second newcomer's diagnostics")
struct SecondNewcomerDiagnosticsTests {
    /// A scenario with the given headers, shortcut lines, app lines and steps.
    static func text(headers: [String] = [], shortcuts: [String] = ["static Search \"Search\""], app: [String] = [],
                     steps: [String] = ["select Search"], defects: [String] = []) -> String {
        func section(_ name: String, _ lines: [String]) -> String { lines.isEmpty ? "" : "\(name):\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n" }
        return "scenario: T\n" + headers.map { $0 + "\n" }.joined() + section("shortcuts", shortcuts)
            + section("app", app + ["routes: Search -> SearchPage"]) + section("steps", steps) + section("defects", defects)
    }

    @Test("a misspelt lifecycle is one error: the scene settings under it are read as meant, not told to add the header")
    func lifecycleNearMissDoesNotCascade() {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(headers: ["lifecycle: scene"], app: ["scene performAction: handled at once"]))
        #expect(diagnostics.map(\.message) == ["unknown lifecycle 'scene'"],
                "expected only the lifecycle's error, found \(diagnostics.map(\.description))")
        #expect(diagnostics.first?.notes.first == "did you mean 'scenes'?", "expected the suggestion first, found \(diagnostics.first?.notes ?? [])")
    }

    @Test("'title=\"…\"' in a shortcut line names the line without the key")
    func keyedTitle() {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(shortcuts: ["static Search title=\"Search\""]))
        #expect(diagnostics.count == 1, "expected one error, found \(diagnostics.map(\.description))")
        #expect(diagnostics.first?.notes == ["the title has no key: it follows the type, as in 'static Search \"Search\"'"],
                "expected the line as meant, found \(diagnostics.first?.notes ?? [])")
    }

    @Test("'select Search cold' and 'select Search warm' say which steps make the selection so",
          arguments: [("cold", "'force quit'"), ("warm", "'tap icon' and 'go home'")])
    func coldOrWarmAfterSelect(word: String, steps: String) {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(steps: ["select Search \(word)"]))
        #expect(diagnostics.map(\.message) == ["unexpected '\(word)' after the step"], "found \(diagnostics.map(\.description))")
        let note = diagnostics.first?.notes.first ?? ""
        #expect(note.contains(steps), "expected a note naming \(steps), found '\(note)'")
    }

    @Test("'cleared' alone suggests 'then cleared'")
    func bareCleared() {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(app: ["launch item: saved in didFinishLaunching, handled on didBecomeActive, cleared"]))
        #expect(diagnostics.count == 1, "expected one error, found \(diagnostics.map(\.description))")
        #expect(diagnostics.first?.notes.first?.hasPrefix("did you mean 'then cleared'?") == true,
                "expected the suggestion, found \(diagnostics.first?.notes ?? [])")
    }

    @Test("a cold action lost after a system kill, read only in configurationForConnecting, names the method UIKit skipped (B1.4)")
    func lostOnReusedSession() throws {
        let result = try ScenarioText.run(Self.text(
            headers: ["lifecycle: scenes"],
            app: ["launch item: saved in configurationForConnecting, handled on sceneDidBecomeActive, then cleared"],
            steps: ["tap icon", "go home", "wait 10s", "system kill", "select Search"],
            defects: ["lost Search"]))
        #expect(result.passed, "expected the declared defect, found \(result.diagnostics.map(\.description))")
        let lost = result.defects.first { $0.kind == .lost }
        #expect(lost?.rule == "B1.1", "expected rule B1.1 (the item is in the connection options), found \(String(describing: lost?.rule))")
        #expect(lost?.message.contains("did not call application(_:configurationForConnecting:options:), which runs only for a new session (B1.4)") == true,
                "expected the message to name the skipped method, found '\(lost?.message ?? "no lost defect")'")
    }

    @Test("the same action after a force quit, a new session, is routed and reports no defect")
    func routedOnNewSession() throws {
        let result = try ScenarioText.run(Self.text(
            headers: ["lifecycle: scenes"],
            app: ["launch item: saved in configurationForConnecting, handled on sceneDidBecomeActive, then cleared"],
            steps: ["tap icon", "force quit", "select Search"]))
        #expect(result.passed && result.defects.isEmpty, "expected a clean pass, found \(result.diagnostics.map(\.description))")
        #expect(result.lines.last == "route Search -> SearchPage", "expected the route last, found \(result.lines.suffix(3))")
    }
}
