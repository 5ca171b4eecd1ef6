import ShortcutSimScenarios
import Testing

@Suite("docs/getting-started.md")
struct GettingStartedTests {
    @Test("the printed result it shows, with the warning for seed 003's unused app: section, is the one run(_:app:) gives the snippet's coordinator")
    func unusedAppSectionWarningIsShown() throws {
        let guide = try Repository.text("docs/getting-started.md")
        let scenario = try ScenarioLoader.load(path: "Scenarios/seeds/003-wait-for-tab-bar.scenario")
        let result = ScenarioRunner.run(scenario, app: TabBarCoordinator())
        let warning = try #require(result.warnings.first, "expected run(_:app:) to warn that seed 003's app: section is not used; found no warning")
        #expect(result.description.hasSuffix("\n" + warning.description), "expected the printed result to end with the warning; got:\n\(result)")
        let shown = guide.contains("```\n" + result.description + "\n```\n")  // not in #expect: it would print the whole guide
        #expect(shown,
                "expected docs/getting-started.md to show the result as print(result) prints it, in a code block:\n\(result)")
    }

    @Test("it links only to pages that exist")
    func linksResolve() throws {
        let guide = try Repository.text("docs/getting-started.md")
        for page in ["scenario-format.md", "ordering.md", "rules.md", "index.md"] where guide.contains("(\(page)") {
            #expect((try? Repository.text("docs/" + page)) != nil, "\(page)")
        }
    }
}
