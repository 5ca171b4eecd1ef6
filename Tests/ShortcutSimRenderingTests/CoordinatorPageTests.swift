import Testing

@Suite("docs/coordinator.md")
struct CoordinatorPageTests {
    @Test("its Swift Testing snippet is CoordinatorPageSnippet.swift, which the test suite compiles and runs")
    func snippetIsCompiled() throws {
        let page = try Repository.text("docs/coordinator.md")
        let snippet = try Repository.text("Tests/ShortcutCoordinationTests/CoordinatorPageSnippet.swift")
        #expect(page.contains("```swift\n" + snippet + "```\n"),
                "expected docs/coordinator.md to show Tests/ShortcutCoordinationTests/CoordinatorPageSnippet.swift as it is, in a swift code block")
    }
}
