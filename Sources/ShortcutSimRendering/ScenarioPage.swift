import ShortcutSimCore
import ShortcutSimScenarios

/// The page of one scenario: its title and rules, the app as declared, a sequence diagram of its
/// trace with milestones and defects marked, and the expectations it checks.
public enum ScenarioPage {
    /// The page's Markdown.
    public static func render(_ documented: DocumentedScenario) -> String {
        let scenario = documented.scenario
        let result = documented.result
        let root = DocumentationSite.pathToRoot(from: documented.pagePath)
        var out: [String] = [
            DocumentationSite.generatedNotice(source: documented.displayPath),
            "",
            "# " + MarkdownText.inline(scenario.title),
            "",
            "| | |",
            "|---|---|",
            "| file | \(MarkdownText.code(documented.displayPath)) |",
        ]
        if let seed = scenario.seed { out.append("| seed | \(MarkdownText.inline(seed)) |") }
        if let exploration = result.exploration {
            out.append("| explored | \(exploration.variants.map { MarkdownText.code($0.description) }.joined(separator: ", ")); time step \(exploration.timeStep) |")
        } else {
            out.append("| profile | \(MarkdownText.code(scenario.profile.name)): \(MarkdownText.inline(scenario.profile.summary)) |")
            out.append("| lifecycle | \(scenario.app.usesScenes ? "scenes (B1–B4)" : "app delegate (no scenes)") |")
        }
        if scenario.forceTouch == .unavailable {
            out.append("| device | without 3D Touch (`force touch: unavailable`, E1) |")
        }
        out.append("| result | \(resultSummary(result)) |")
        out.append("")

        out.append("## Rules")
        out.append("")
        if scenario.rules.isEmpty {
            out.append("The scenario cites no rule.")
        }
        for id in scenario.rules {
            let link = "[\(id)](\(root)rules.md#\(MarkdownText.anchor(id.rawValue)))"
            if let rule = RuleCatalog.rule(id) {
                out.append("- \(link) (\(rule.confidence)): \(MarkdownText.inline(rule.statement))")
            } else {
                out.append("- \(link)")
            }
        }
        out.append("")

        out.append("## The app")
        out.append("")
        out.append("The quick actions and the app's behaviour as the scenario declares them; settings not listed are "
                   + "the defaults of [the scenario format](\(root)scenario-format.md).")
        out.append("")
        let declared = documented.section("shortcuts") + spacer(documented.section("app"))
        out.append(declared.isEmpty ? "The scenario declares no quick actions and uses the default app." : MarkdownText.codeBlock(declared))
        out.append("")

        out.append("## What happens")
        out.append("")
        let steps = documented.section("steps")
        if !steps.isEmpty {
            out.append(MarkdownText.codeBlock(steps))
            out.append("")
        }
        let diagram = diagramLines(for: documented)
        let which = result.exploration.map { exploration in
            exploration.counterexample.map { "The shortest failing path (\(MarkdownText.code($0.variant.description)))" }
                ?? "The first explored path (\(MarkdownText.code(exploration.firstPath?.variant.description ?? result.profile.name)))"
        } ?? "The trace under \(MarkdownText.code(result.profile.name))"
        out.append(which + ", drawn by the engine: " + legend(diagram.joined(separator: "\n")) + ".")
        out.append("")
        out.append(MarkdownText.codeBlock(diagram, language: "mermaid"))
        out.append("")
        out.append("<details><summary>The trace as <code>shortcut-sim trace</code> prints it</summary>")
        out.append("")
        out.append(MarkdownText.codeBlock(result.trace.events.map(\.line)))
        out.append("")
        out.append("</details>")
        out.append("")

        out.append("## What it checks")
        out.append("")
        let checks = documented.section("expect") + spacer(documented.section("expect exactly")) + spacer(documented.section("defects"))
        out.append(checks.isEmpty ? "The scenario states no expectation; it checks only that the engine finds no defect." : MarkdownText.codeBlock(checks))
        out.append("")
        out.append(defectsParagraph(result))
        out.append("")
        let wrong = result.errors + result.failures  // what went wrong; warnings did not
        if !wrong.isEmpty {
            out.append("What went wrong:")
            out.append("")
            for diagnostic in wrong { out.append("- " + MarkdownText.inline(diagnostic.message)) }
            out.append("")
        }
        return out.joined(separator: "\n")
    }

    /// The lines of the scenario's diagram, without the fence.
    public static func diagramLines(for documented: DocumentedScenario) -> [String] {
        let diagram = MermaidSequenceDiagram(trace: documented.result.trace, defects: documented.result.defects)
        return diagram.text.split(separator: "\n").map(String.init)
    }

    /// What the diagram's arrows and marks mean, naming only the marks it uses.
    private static func legend(_ diagram: String) -> String {
        var parts = ["UIKit's calls are arrows, return values and completion handlers dashed replies"]
        for (mark, meaning) in [("◆", "a milestone"), ("▶", "a route"), ("⏱", "the virtual time"), ("⚠", "a defect")] where diagram.contains(mark) {
            parts.append("\(mark) \(meaning)")
        }
        return parts.joined(separator: ", ")
    }

    private static func spacer(_ lines: [String]) -> [String] { lines.isEmpty ? [] : [""] + lines }

    private static func resultSummary(_ result: ScenarioResult) -> String {
        switch result.status {
        case .passed:
            let count = result.scenario.expectations.count + (result.scenario.exactTrace == nil ? 0 : 1)
            if let exploration = result.exploration {
                return "passes on every explored path: \(exploration.summary), \(exploration.variants.count) variant\(exploration.variants.count == 1 ? "" : "s"); \(count) expectation\(count == 1 ? "" : "s") hold on each"
            }
            return "passes: \(count) expectation\(count == 1 ? "" : "s") hold, defects as declared"
        case .failed: return "**fails**: \(result.failures.count) check\(result.failures.count == 1 ? "" : "s") failed (below)"
        case .invalid: return "**cannot run**: a step cannot happen (below)"
        }
    }

    private static func defectsParagraph(_ result: ScenarioResult) -> String {
        guard !result.defects.isEmpty else { return "The engine finds no defect in this run." }
        var lines = ["Defects the engine finds in this run:", ""]
        for defect in result.defects {
            lines.append("- ⚠ \(MarkdownText.code(defect.signature)) (\(defect.rule), \(defect.kind.severity.rawValue)): \(MarkdownText.inline(defect.message))")
        }
        return lines.joined(separator: "\n")
    }
}
