import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// README.md and docs/scenario-format.md are written by hand, and show scenarios and the diagnostics
/// they give as a reader would see them. These tests parse every complete scenario the pages show,
/// and print each diagnostic they quote from the input that gives it, so a page cannot drift from
/// what the tool prints.
@Suite("Diagnostics and scenarios shown in the hand-written pages")
struct DocumentedDiagnosticsTests {
    /// The pages written by hand that show scenario text.
    static let pages = ["README.md", "docs/getting-started.md", "docs/scenario-format.md", "docs/coordinator.md", "docs/performance.md"]

    /// The file name the pages' diagnostics are printed for.
    static let file = "Scenarios/x.scenario"

    /// The lines of a scenario with comment lines inserted after the title, so that its last line is
    /// line `line`, where the page's diagnostic points.
    static func text(_ lines: [String], lastAt line: Int) -> String {
        let padding = Array(repeating: "#", count: max(0, line - lines.count))
        return ([lines[0]] + padding + lines.dropFirst()).joined(separator: "\n") + "\n"
    }

    /// The complete scenarios in a page's code blocks: those without a language whose first line that
    /// is not a comment is `scenario:`, and those a shell block writes with a here-document (`<<'EOF'`).
    static func scenarios(in page: String) -> [String] {
        var found: [String] = []
        var block: [String]?  // the lines of the block being read, without its fence's indentation
        var indentation = 0
        var inShellBlock = false, inOtherBlock = false
        for line in page.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var lines = block {
                if trimmed == "```" || trimmed == "EOF" {
                    if lines.first(where: { !$0.hasPrefix("#") && !$0.isEmpty })?.hasPrefix("scenario:") == true {
                        found.append(lines.joined(separator: "\n") + "\n")
                    }
                    block = nil
                    if trimmed == "```" { inShellBlock = false }
                } else {
                    lines.append(String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count))))
                    block = lines
                }
            } else if inShellBlock || inOtherBlock {
                if trimmed == "```" { inShellBlock = false; inOtherBlock = false }
                else if inShellBlock, trimmed.hasSuffix("<<'EOF'") { block = []; indentation = 0 }
            } else if trimmed.hasPrefix("```") {
                if trimmed == "```" { block = []; indentation = line.prefix { $0 == " " }.count }
                else if trimmed == "```sh" { inShellBlock = true }
                else { inOtherBlock = true }
            }
        }
        return found
    }

    @Test("every complete scenario the pages show parses", arguments: pages)
    func shownScenariosParse(page: String) throws {
        let scenarios = Self.scenarios(in: try Repository.text(page))
        for text in scenarios {
            let title = text.components(separatedBy: "\n").first { $0.hasPrefix("scenario:") } ?? ""
            do {
                _ = try ScenarioLoader.parse(text, file: Self.file)
            } catch {
                Issue.record("\(page) shows the scenario '\(title)', which does not parse:\n\(error)")
            }
        }
    }

    @Test("the pages show a scenario to parse", arguments: ["README.md", "docs/getting-started.md", "docs/scenario-format.md", "docs/performance.md"])
    func pagesShowScenarios(page: String) throws {
        #expect(!Self.scenarios(in: try Repository.text(page)).isEmpty, "expected \(page) to show at least one complete scenario in a code block; found none")
    }

    /// Inputs that give each diagnostic a page quotes, with the pages that quote it.
    static let quoted: [(input: String, pages: [String])] = [
        (text(["scenario: x", "shortcuts:", "  static Search \"Search\"", "app:", "  routes: Search -> SearchPage", "steps:", "  select Search",
               "expect:", "  app.didBecomeActive", "  nxt: route Search"], lastAt: 21), ["README.md", "docs/scenario-format.md"]),
        (text(["scenario: x", "shortcuts:", "  static Search \"Search\"", "steps:", "  select\u{A0}Search"], lastAt: 14), ["docs/scenario-format.md"]),
        (text(["scenario: x", "shortcuts:", "  static Search \"Search\"", "app:",
               "  performAction: handled if js ready, completion reports the result"], lastAt: 7) + "  milestone js: 1s after launch\n",
         ["docs/scenario-format.md"]),
        (text(["scenario: x", "shortcuts:", "  static Search \"Search\"", "app:", "  performAction: handled when js ready, else dropped"], lastAt: 7)
            + "  milestone js: 1s after launch\n", ["docs/scenario-format.md"]),
        (text(["scenario: x", "shortcuts:", "  static Search \"Search\"", "app:", "  performAction: handled at once, on the next main-queue turn"], lastAt: 8)
            + "#\n  launch item: handled in didFinishLaunching, on the next main-queue turn\n", ["docs/scenario-format.md"]),
    ]

    @Test("each parse error the pages quote is printed as they show it", arguments: 0..<quoted.count)
    func quotedParseErrors(index: Int) throws {
        let (input, pages) = Self.quoted[index]
        var diagnostics: [Diagnostic] = []
        do {
            _ = try ScenarioLoader.parse(input, file: Self.file)
        } catch {
            diagnostics = error.diagnostics
        }
        try #require(!diagnostics.isEmpty, "expected this input to give the error the pages quote; it parses:\n\(input)")
        for page in pages {
            let text = try Repository.text(page)
            for diagnostic in diagnostics {
                let shown = text.contains(Self.indented(diagnostic.description, as: text))  // not in #expect: it would print the page
                #expect(shown, "expected \(page) to quote this diagnostic as the parser prints it:\n\(diagnostic.description)")
            }
        }
    }

    @Test("the failure the format page quotes is the one the runner prints for seed 003's app with a 'next:' route")
    func quotedExpectationFailure() throws {
        let input = """
            scenario: The launch item waits for the tab bar
            rules: A1.1 A2.1 G10

            shortcuts:
              static Search "Search"

            app:
              didFinishLaunching: false when launched from a shortcut
              launch item: saved in didFinishLaunching, handled on didBecomeActive when root ready, then cleared
              milestone root: 3s after launch
              routes: Search -> SearchPage

            steps:
              select Search
              wait 5s

            expect:
              app.didFinishLaunching shortcut=Search -> false
              uikit.launchGate closed
              app.didBecomeActive
              # the route is expected right after the activation, but it waits for the root
              next: route Search -> SearchPage

            """
        let result = ScenarioRunner.run(try ScenarioLoader.parse(input, file: Self.file))
        let failure = try #require(result.failures.first, "expected the 'next:' line to fail, as the page says; the scenario passed")
        let shown = try Repository.text("docs/scenario-format.md").contains("```\n" + failure.description + "\n```\n")
        #expect(shown, "expected docs/scenario-format.md to quote the failure as printed:\n\(failure.description)")
    }

    /// A diagnostic as a page shows it: as printed, or indented as the list item that holds its block.
    static func indented(_ diagnostic: String, as page: String) -> String {
        if page.contains(diagnostic) { return diagnostic }
        return diagnostic.components(separatedBy: "\n").map { "  " + $0 }.joined(separator: "\n")
    }
}
