import ShortcutSimCore

/// `rules.md`: every rule of the reference with its statement, confidence and sources, and the
/// scenarios that exercise it; rules that no scenario exercises are listed as uncovered.
public enum RulesPage {
    /// The page's Markdown.
    public static func render(scenarios: [DocumentedScenario], situations: [OrderingSituation] = OrderingSituation.all,
                              rules: [Rule] = RuleCatalog.all) -> String {
        let coverage = Self.coverage(scenarios: scenarios)
        let uncovered = rules.filter { coverage[$0.id, default: []].isEmpty }
        var out: [String] = [
            DocumentationSite.generatedNotice(source: "the rule catalogue and Scenarios/"),
            "",
            "# Rules",
            "",
            "Every rule of the lifecycle reference (`shared/reference/lifecycle-rules.md`, compiled into "
                + "`RuleCatalog`), with how sure it is, where to read more, and the scenarios that exercise it "
                + "(those whose `rules:` line cites it).",
            "",
            "**\(rules.count - uncovered.count) of \(rules.count) rules are exercised by a scenario; \(uncovered.count) "
                + (uncovered.count == 1 ? "is" : "are") + " uncovered.**",
            "",
            "Confidence: **DOC** Apple documentation, SDK header or Apple sample code. **IMPL** read in decompiled "
                + "UIKitCore of one iOS 26.1 build (what one build does, not a contract). **OBS** reported by developers "
                + "(**OBS+** several, **OBS1** one). **UNCONF** not settled. A rule marked **PROFILE** is a setting of the "
                + "platform profiles (`shortcut-sim profiles`), never a hard-coded guess.",
            "",
            "## Uncovered rules",
            "",
        ]
        if uncovered.isEmpty {
            out.append("None: every rule is exercised by at least one scenario.")
        } else {
            out.append("No scenario exercises these rules yet: "
                       + uncovered.map { "[\($0.id)](#\(MarkdownText.anchor($0.id.rawValue)))" }.joined(separator: ", ") + ".")
            let checked = uncovered.filter { !RuleCheck.checks(for: $0.id).isEmpty }.map(\.id.rawValue)
            if !checked.isEmpty {
                out.append("")
                out.append(checked.joined(separator: ", ") + (checked.count == 1 ? " is" : " are")
                           + " about what a file may say or how the menu looks, and checked by the parsers and `shortcut-sim lint` instead (see each rule).")
            }
        }
        out.append("")
        out.append("## Coverage")
        out.append("")
        out.append("| rule | theme | confidence | scenarios |")
        out.append("|---|---|---|---|")
        for rule in rules {
            let count = coverage[rule.id, default: []].count
            out.append("| [\(rule.id)](#\(MarkdownText.anchor(rule.id.rawValue))) | \(MarkdownText.inline(rule.theme)) | \(rule.confidence) | "
                       + (count == 0 ? "**uncovered**" : String(count)) + " |")
        }

        var themes: [String] = []
        for rule in rules where !themes.contains(rule.theme) { themes.append(rule.theme) }
        for theme in themes {
            out.append("")
            out.append("## " + MarkdownText.inline(theme))
            for rule in rules where rule.theme == theme {
                out.append("")
                out += section(for: rule, covering: coverage[rule.id, default: []], situations: situations)
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The scenarios that cite each rule, in path order.
    public static func coverage(scenarios: [DocumentedScenario]) -> [RuleID: [DocumentedScenario]] {
        var coverage: [RuleID: [DocumentedScenario]] = [:]
        for documented in scenarios.sorted(by: { $0.relativePath < $1.relativePath }) {
            for id in Set(documented.scenario.rules) { coverage[id, default: []].append(documented) }
        }
        return coverage
    }

    private static func section(for rule: Rule, covering scenarios: [DocumentedScenario], situations: [OrderingSituation]) -> [String] {
        var out = ["### \(rule.id)", ""]
        out.append(MarkdownText.inline(rule.statement))
        out.append("")
        out.append("- Confidence: \(rule.confidence)" + (rule.isProfileSetting ? " (PROFILE)" : ""))
        let sources = RuleSource.sources(for: rule.id)
        out.append("- Sources: " + (sources.isEmpty ? "the reference only" : sources.map(\.markdown).joined(separator: "; ")))
        let settings = PlatformProfile.default.settings.filter { $0.rule == rule.id }.map(\.name)
        if !settings.isEmpty {
            out.append("- Profile setting" + (settings.count == 1 ? "" : "s") + ": " + settings.map(MarkdownText.code).joined(separator: ", ")
                       + " ([ordering](ordering.md), `shortcut-sim profiles`)")
        }
        let shown = situations.filter { $0.rules.contains(rule.id) }
        if !shown.isEmpty {
            out.append("- Shown in [ordering.md](ordering.md): "
                       + shown.map { "[\(MarkdownText.inline($0.title))](ordering.md#\(MarkdownText.anchor($0.title)))" }.joined(separator: ", "))
        }
        for check in RuleCheck.checks(for: rule.id) {
            out.append("- Checked without a scenario: " + check)
        }
        if scenarios.isEmpty {
            out.append("- Scenarios: **uncovered**, no scenario exercises this rule yet")
        } else {
            out.append("- Scenarios: " + scenarios.map { "[\(MarkdownText.inline($0.scenario.title))](\($0.pagePath))" }.joined(separator: ", "))
        }
        return out
    }
}
