import Foundation
import ShortcutSimCLI
import ShortcutSimCore
import ShortcutSimRendering
import ShortcutSimScenarios
import Testing

@Suite("The generated documentation")
struct DocumentationSiteTests {
    @Test("Markdown text spells control characters, as in a scenario's title, as diagnostics spell them")
    func titleControlCharactersAreEscaped() {
        let inline = MarkdownText.inline("Red \u{1B}[31mAlert\u{0} | end")
        #expect(inline == "Red \\u{1B}[31mAlert\\u{0} \\| end", "expected control characters spelled \\u{…} and '|' escaped, got \(inline)")
    }

    @Test("rules.md lists every rule of the catalogue and marks the uncovered ones")
    func rulesPageListsEveryRule() throws {
        let library = try Repository.library()
        let page = RulesPage.render(scenarios: library)
        let coverage = RulesPage.coverage(scenarios: library)
        for rule in RuleCatalog.all {
            #expect(page.contains("\n### \(rule.id)\n"), "\(rule.id) has no section")
            let section = try #require(page.components(separatedBy: "\n### \(rule.id)\n").last?.components(separatedBy: "\n### ").first)
            let uncovered = coverage[rule.id, default: []].isEmpty
            #expect(section.contains("**uncovered**") == uncovered, "\(rule.id)")
            #expect(section.contains(rule.confidence))
        }
        let uncoveredCount = RuleCatalog.all.filter { coverage[$0.id, default: []].isEmpty }.count
        #expect(page.contains("\(uncoveredCount) " + (uncoveredCount == 1 ? "is" : "are") + " uncovered"))
    }

    @Test("every rule the library does not exercise says where else it is checked, and rules.md prints it in the rule's section")
    func uncoveredRulesNameTheirChecks() throws {
        let library = try Repository.library()
        let page = RulesPage.render(scenarios: library)
        let coverage = RulesPage.coverage(scenarios: library)
        for rule in RuleCatalog.all where coverage[rule.id, default: []].isEmpty {
            #expect(!RuleCheck.checks(for: rule.id).isEmpty,
                    "\(rule.id) is exercised by no library scenario and checked nowhere else: add a scenario citing it, or a RuleCheck entry")
        }
        for rule in RuleCatalog.all {
            let section = try #require(page.components(separatedBy: "\n### \(rule.id)\n").last?.components(separatedBy: "\n### ").first)
            for check in RuleCheck.checks(for: rule.id) {
                #expect(section.contains("- Checked without a scenario: " + check), "\(rule.id): rules.md should print its check")
            }
        }
    }

    @Test("a rule no scenario cites is uncovered; one a scenario cites links to its page")
    func coverageFollowsTheRulesLine() throws {
        let scenario = try ScenarioLoader.parse("scenario: Only A1.1\nrules: A1.1\n\nshortcuts:\n  static Search \"Search\"\n\nsteps:\n  select Search\n")
        let documented = DocumentedScenario(relativePath: "demo/only.scenario", displayPath: "Scenarios/demo/only.scenario",
                                            source: "", scenario: scenario)
        let page = RulesPage.render(scenarios: [documented])
        let a11 = try #require(page.components(separatedBy: "\n### A1.1\n").last?.components(separatedBy: "\n### ").first)
        #expect(a11.contains("[Only A1.1](scenarios/demo/only.md)"))
        #expect(!a11.contains("**uncovered**"))
        let a12 = try #require(page.components(separatedBy: "\n### A1.2\n").last?.components(separatedBy: "\n### ").first)
        #expect(a12.contains("**uncovered**"))
        #expect(page.contains("**1 of \(RuleCatalog.all.count) rules are exercised by a scenario"))
    }

    @Test("every rule has at least one source, and every linked source has an https address")
    func everyRuleHasSources() {
        for rule in RuleCatalog.all { #expect(!RuleSource.sources(for: rule.id).isEmpty, "\(rule.id)") }
        for source in RuleSource.linked { #expect(source.url?.hasPrefix("https://") == true, "\(source.name)") }
    }

    @Test("the site is the same byte for byte on every run, and holds no absolute path")
    func generationIsDeterministic() throws {
        let first = DocumentationSite(scenarios: try Repository.library())
        let second = DocumentationSite(scenarios: try Repository.library().reversed())
        #expect(first.files == second.files)
        #expect(first.paths == first.paths.sorted())
        for (path, text) in first.files {
            #expect(!text.contains(Repository.root), "\(path) holds an absolute path")
            #expect(DocumentationSite.isGenerated(path))
        }
        for page in DocumentationSite.handWrittenPages { #expect(first.files[page] == nil) }
        #expect(Set(DocumentationSite.fixedPages).isSubset(of: Set(first.paths)))
        #expect(first.paths.count == DocumentationSite.fixedPages.count + Repository.scenarioFiles.count)
    }

    @Test("ordering.md shows every situation under every profile, with rules and differences")
    func orderingPageCoversEverySituation() {
        let page = OrderingPage.render()
        for situation in OrderingSituation.all {
            #expect(page.contains("\n## \(situation.title)\n"))
            for profile in PlatformProfile.all where situation.applies(to: profile) {
                let run = situation.run(profile: profile)
                #expect(run?.errors == [], "\(situation.title) under \(profile.name)")
                #expect(run.map { !OrderingPage.steps(of: $0).isEmpty } == true)
            }
        }
        #expect(page.contains("| # | `ios9` | `ios13` | `ios26` | `ipados26` | rules |"))
        #expect(page.contains("**`app.willEnterForeground`**"))  // A3.2 vs A3.3: the warm order differs
        #expect(page.contains("`warmActionOrder` = afterWillEnterForeground"))
        #expect(!page.contains("could not run"))
    }

    @Test("ordering.md cites, under each situation, Apple's pages with the sentences the order rests on")
    func orderingPageCitesApple() {
        let page = OrderingPage.render()
        for situation in OrderingSituation.all {
            let linked = situation.apple.filter { $0.source.url?.hasPrefix("https://developer.apple.com/") == true }
            #expect(!linked.isEmpty, "expected '\(situation.title)' to cite at least one page of developer.apple.com, found \(situation.apple.map(\.source.name))")
            let section = OrderingPage.render(situations: [situation])
            for citation in situation.apple {
                #expect(section.contains("- " + citation.markdown), "expected the section '\(situation.title)' to list \(citation.source.name)")
            }
        }
        #expect(page.contains("If you do not implement one of the methods, only the return value of the implemented method is considered."),
                "expected the page to quote Apple on a launch method that is not implemented (A2.3)")
    }

    @Test("ordering.md draws each profile's own diagram: profiles share one only when it is the same, menu rows included")
    func orderingDiagramsAreEachProfiles() {
        for situation in OrderingSituation.all {
            let section = OrderingPage.render(situations: [situation])
            let blocks = MermaidSyntaxChecker.mermaidBlocks(in: section)
            for profile in PlatformProfile.all where situation.applies(to: profile) {
                guard let run = situation.run(profile: profile) else { continue }
                let own = MermaidSequenceDiagram(trace: run.trace, defects: run.defects, from: run.start).text
                #expect(blocks.contains(own),
                        "\(situation.title): no diagram is the one \(profile.name) gives")
            }
        }
        let cold = OrderingPage.render(situations: [OrderingSituation.all[0]])
        #expect(cold.contains("### ios9: ") && cold.contains("### ios13: "), "ios9 draws no system rows in its menu (C2.3), ios13 does")
    }

    @Test("aligning columns keeps shared steps on one row and gives a moved step its own rows")
    func alignmentFollowsTheCommonSubsequence() {
        func events(_ names: [TraceEvent.Kind]) -> [TraceEvent] { names.map { TraceEvent(time: .start, kind: $0) } }
        let after = events([.willEnterForeground, .state(.inactive), .performAction(type: "S", delivery: 1), .didBecomeActive])
        let before = events([.state(.inactive), .performAction(type: "S", delivery: 1), .willEnterForeground, .didBecomeActive])
        let rows = OrderingPage.align([after, nil, before])
        let text = rows.map { row in row.map { $0?.words.name ?? "-" }.joined(separator: " ") }
        #expect(text == [
            "app.willEnterForeground - -",
            "state - state",
            "app.performAction - app.performAction",
            "- - app.willEnterForeground",
            "app.didBecomeActive - app.didBecomeActive",
        ])
    }

    @Test("docs --check exits 0 when the files match, 1 naming each file that differs, is missing or stale")
    func checkReportsOutOfDateFiles() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-sim-docs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let library = Repository.root + "/Scenarios"
        let quiet = Console(write: { _ in }, writeError: { _ in })
        #expect(CommandLineTool.main(["docs", "--out", out, "--scenarios", library], console: quiet) == 0)
        #expect(CommandLineTool.main(["docs", "--out", out, "--scenarios", library, "--check"], console: quiet) == 0)

        // A generated page edited by hand keeps its notice, so docs may overwrite it; so does a page
        // whose scenario is gone (docs removes only files with its notice).
        let notice = DocumentationSite.generatedNotice(source: "Scenarios/gone/removed.scenario")
        try "\(notice)\n\nedited by hand\n".write(toFile: out + "/rules.md", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: out + "/index.md")
        try FileManager.default.createDirectory(atPath: out + "/scenarios/gone", withIntermediateDirectories: true)
        try "\(notice)\n\nold\n".write(toFile: out + "/scenarios/gone/removed.md", atomically: true, encoding: .utf8)
        try "mine\n".write(toFile: out + "/getting-started.md", atomically: true, encoding: .utf8)
        let errors = Lines()
        let console = Console(write: { _ in }, writeError: { errors.append($0) })
        #expect(CommandLineTool.main(["docs", "--out", out, "--scenarios", library, "--check"], console: console) == 1)
        let report = errors.text
        #expect(report.contains("\(out)/rules.md: differs"))
        #expect(report.contains("\(out)/index.md: missing"))
        #expect(report.contains("\(out)/scenarios/gone/removed.md: stale"))
        #expect(!report.contains("getting-started.md"))

        #expect(CommandLineTool.main(["docs", "--out", out, "--scenarios", library], console: quiet) == 0)
        #expect(!FileManager.default.fileExists(atPath: out + "/scenarios/gone/removed.md"))
        #expect(try String(contentsOfFile: out + "/getting-started.md", encoding: .utf8) == "mine\n")
        #expect(CommandLineTool.main(["docs", "--out", out, "--scenarios", library, "--check"], console: quiet) == 0)
    }
}
