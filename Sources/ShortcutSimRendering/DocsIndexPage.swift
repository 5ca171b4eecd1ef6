import ShortcutSimCore

/// `index.md`: links to every page, the scenarios grouped by theme (their folder) and the rules by theme.
public enum DocsIndexPage {
    /// The page's Markdown.
    public static func render(scenarios: [DocumentedScenario], situations: [OrderingSituation] = OrderingSituation.all,
                              rules: [Rule] = RuleCatalog.all) -> String {
        let coverage = RulesPage.coverage(scenarios: scenarios)
        var out: [String] = [
            DocumentationSite.generatedNotice(source: "Scenarios/ and the engine"),
            "",
            "# ShortcutSim documentation",
            "",
            "ShortcutSim replays iOS Home Screen quick actions on a virtual clock and records every UIKit callback. "
                + "The guides below are written by hand; the other pages (the ordering, the rules and every scenario's page) "
                + "are written by `shortcut-sim docs` from the scenario library and the engine, and CI checks that they match "
                + "(`shortcut-sim docs --check`).",
            "",
            "## Guides",
            "",
            "- [Getting started](getting-started.md): from a clone to a first scenario, and to testing your own coordinator in Swift.",
            "- [The scenario format](scenario-format.md): every keyword, directive, step and trace event, and what may vary for the explorer.",
            "- [The reference coordinator](coordinator.md): the ten lines an app needs, and how exploration proves it.",
            "",
            "## Reference",
            "",
            "- [Callback order](ordering.md): \(situations.count) situations under \(PlatformProfile.all.count) platform profiles, side by side, each with the Apple pages it rests on.",
            "- [Rules](rules.md): \(rules.count) rules with confidence and sources; "
                + "\(rules.filter { coverage[$0.id, default: []].isEmpty }.count) not yet exercised by a scenario.",
            "",
            "## Scenarios by theme",
        ]
        let themes = Array(Set(scenarios.map(\.theme))).sorted()
        if themes.isEmpty {
            out.append("")
            out.append("The scenario library is empty.")
        }
        for theme in themes {
            out.append("")
            out.append("### " + (theme.isEmpty ? "Top level" : MarkdownText.inline(theme)))
            out.append("")
            out.append("| scenario | rules | result |")
            out.append("|---|---|---|")
            for documented in scenarios.filter({ $0.theme == theme }).sorted(by: { $0.relativePath < $1.relativePath }) {
                let rules = documented.scenario.rules.map { "[\($0)](rules.md#\(MarkdownText.anchor($0.rawValue)))" }.joined(separator: " ")
                let status: String
                switch documented.result.status {
                case .passed: status = documented.result.exploration.map { "passes on \($0.paths) explored paths (\($0.distinctStates) states)" } ?? "passes"
                case .failed: status = "**fails**"
                case .invalid: status = "**cannot run**"
                }
                out.append("| [\(MarkdownText.inline(documented.scenario.title))](\(documented.pagePath)) | \(rules) | \(status) |")
            }
        }
        out.append("")
        out.append("## Rules by theme")
        var ruleThemes: [String] = []
        for rule in rules where !ruleThemes.contains(rule.theme) { ruleThemes.append(rule.theme) }
        for theme in ruleThemes {
            let inTheme = rules.filter { $0.theme == theme }
            let covered = inTheme.filter { !coverage[$0.id, default: []].isEmpty }.count
            out.append("")
            out.append("- [\(MarkdownText.inline(theme))](rules.md#\(MarkdownText.anchor(theme))): \(covered) of \(inTheme.count) covered. "
                       + inTheme.map { rule in
                           let link = "[\(rule.id)](rules.md#\(MarkdownText.anchor(rule.id.rawValue)))"
                           return coverage[rule.id, default: []].isEmpty ? link + "°" : link
                       }.joined(separator: " "))
        }
        out.append("")
        out.append("° no scenario exercises the rule yet.")
        return out.joined(separator: "\n") + "\n"
    }
}
