import Testing

@Suite("docs/getting-started.md")
struct GettingStartedTests {
    @Test("its Swift snippet is GettingStartedSnippet.swift, which the test suite compiles and runs")
    func snippetIsCompiled() throws {
        let guide = try Repository.text("docs/getting-started.md")
        let snippet = try Repository.text("Tests/ShortcutSimRenderingTests/GettingStartedSnippet.swift")
        #expect(guide.contains("```swift\n" + snippet + "```\n"))
    }

    @Test("it links only to pages that exist")
    func linksResolve() throws {
        let guide = try Repository.text("docs/getting-started.md")
        for page in ["scenario-format.md", "ordering.md", "rules.md", "index.md"] where guide.contains("(\(page)") {
            #expect((try? Repository.text("docs/" + page)) != nil, "\(page)")
        }
    }
}
