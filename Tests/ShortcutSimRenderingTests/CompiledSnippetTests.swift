import Testing

/// The Swift snippets of the hand-written pages are files of the test suite, compiled and run with it;
/// each page must show its file as it is.
@Suite("Swift snippets in the hand-written pages")
struct CompiledSnippetTests {
    @Test("each page shows the snippet file the test suite compiles and runs", arguments: [
        ("docs/getting-started.md", "Tests/ShortcutSimRenderingTests/GettingStartedSnippet.swift"),
        ("docs/coordinator.md", "Tests/ShortcutCoordinationTests/CoordinatorPageSnippet.swift"),
        ("docs/coordinator.md", "Tests/ShortcutSimScenariosTests/CoordinatorSimulationSnippet.swift"),
    ])
    func snippetIsCompiled(page: String, snippetFile: String) throws {
        let text = try Repository.text(page)
        let snippet = try Repository.text(snippetFile)
        #expect(text.contains("```swift\n" + snippet + "```\n"), "expected \(page) to show \(snippetFile) as it is, in a swift code block")
    }
}
