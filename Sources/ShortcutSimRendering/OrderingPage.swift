import ShortcutSimCore

/// `ordering.md`: the callback order of each situation under each platform profile, side by side,
/// produced by running the engine, with the rules of every step and the differences in bold.
public enum OrderingPage {
    /// The participants whose events make up the callback order: UIKit and the app's delegates.
    public static let shownParticipants: Set<Participant> = [.uikit, .appDelegate, .sceneDelegate]

    /// The page's Markdown.
    public static func render(situations: [OrderingSituation] = OrderingSituation.all, profiles: [PlatformProfile] = PlatformProfile.all) -> String {
        var out: [String] = [
            DocumentationSite.generatedNotice(source: "the engine (OrderingSituation.all)"),
            "",
            "# Callback order",
            "",
            "What UIKit calls, in which order, when the user selects a quick action: each situation below is a small "
                + "scenario run by the engine under every platform profile. A column is a profile; a row is a step of "
                + "UIKit or of the app's delegates (the app's own work, such as routing, is in the diagrams). "
                + "**Bold** cells are where the profiles disagree. The rules a situation shows are listed above its table, "
                + "with the pages of Apple's documentation it rests on and their sentences; where Apple is silent, the summary says so; "
                + "the last column lists every rule about the kind of event in its row (cold or warm, with or without "
                + "scenes), explained in [rules.md](rules.md).",
            "",
            "| profile | stands for |",
            "|---|---|",
        ]
        for profile in profiles {
            out.append("| \(MarkdownText.code(profile.name)) | \(MarkdownText.inline(profile.summary)) |")
        }
        out.append("")
        out.append("Cells are trace lines: `app.` is the app delegate, `scene.` the scene delegate, `state` is "
                   + "`UIApplication.applicationState`, and `uikit.launchGate` says whether the launch methods' return values let "
                   + "UIKit call `performActionFor` for the launch item ([A2.3](rules.md#a23)); [UIKit names and the words of a scenario]"
                   + "(scenario-format.md#uikit-names-and-the-words-of-a-scenario) gives the UIKit method behind each word. "
                   + "Run one yourself: save its scenario as a file and run `swift run shortcut-sim trace FILE --profile NAME`.")
        out.append("")
        out.append("## Situations")
        out.append("")
        for situation in situations {
            out.append("- [\(MarkdownText.inline(situation.title))](#\(MarkdownText.anchor(situation.title)))")
        }
        for situation in situations {
            out.append("")
            out += section(for: situation, profiles: profiles)
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The callback order of one run: the watched events of UIKit and the delegates, in order.
    public static func steps(of run: OrderingSituation.Run) -> [TraceEvent] {
        run.events.filter { event in
            EventVocabulary.entry(named: event.words.name).map { shownParticipants.contains($0.participant) } ?? true
        }
    }

    private static func section(for situation: OrderingSituation, profiles: [PlatformProfile]) -> [String] {
        var out = ["## " + MarkdownText.inline(situation.title), ""]
        out.append(MarkdownText.inline(situation.summary))
        out.append("")
        out.append("Rules: " + situation.rules.map { "[\($0)](rules.md#\(MarkdownText.anchor($0.rawValue)))" }.joined(separator: ", "))
        out.append("")
        if !situation.apple.isEmpty {
            out.append("Apple:")
            out.append("")
            out += situation.apple.map { "- " + $0.markdown }
            out.append("")
        }
        out.append(MarkdownText.codeBlock(situation.scenarioText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)))
        out.append("")
        if !situation.setup.isEmpty {
            out.append("The table starts at `\(situation.steps.joined(separator: "`, `"))`; the steps before it only set the situation up.")
            out.append("")
        }

        let runs = profiles.map { situation.run(profile: $0) }
        let columns: [[TraceEvent]?] = runs.map { run in run.map { steps(of: $0) } }
        let rows = align(columns)
        var differingRules: Set<RuleID> = []
        out.append("| # | " + profiles.map { MarkdownText.code($0.name) }.joined(separator: " | ") + " | rules |")
        out.append("|---|" + String(repeating: "---|", count: profiles.count) + "---|")
        for (number, row) in rows.enumerated() {
            let cells = zip(columns, row).map { column, event -> String? in column == nil ? nil : event?.words.description ?? "" }
            let differs = Set(cells.compactMap { $0 }).count > 1
            var rules: [RuleID] = []
            for event in row.compactMap({ $0 }) {
                for rule in EventVocabulary.entry(named: event.words.name)?.rules ?? [] where !rules.contains(rule) { rules.append(rule) }
            }
            if differs { differingRules.formUnion(rules) }
            let rendered = cells.map { cell -> String in
                guard let cell else { return "n/a" }
                guard !cell.isEmpty else { return differs ? "**—**" : "—" }
                return differs ? "**\(MarkdownText.code(cell))**" : MarkdownText.code(cell)
            }
            let ruleLinks = rules.sorted().map { "[\($0)](rules.md#\(MarkdownText.anchor($0.rawValue)))" }.joined(separator: ", ")
            out.append("| \(number + 1) | " + rendered.joined(separator: " | ") + " | \(ruleLinks) |")
        }
        out.append("")

        let notApplicable = zip(profiles, runs).filter { $0.1 == nil }.map(\.0.name)
        if !notApplicable.isEmpty {
            out.append("n/a: " + notApplicable.map(MarkdownText.code).joined(separator: ", ") + " has no scenes (scenes need iOS 13 or later).")
            out.append("")
        }
        let errors = runs.compactMap { $0 }.flatMap(\.errors)
        for error in Array(Set(errors)).sorted() {
            out.append("> **The engine could not run this situation:** " + MarkdownText.inline(error))
            out.append("")
        }

        let groups = sequenceGroups(profiles: profiles, columns: columns.map { $0?.map(\.words.description) })
        if groups.count > 1 {
            let settings = distinguishingSettings(groups: groups.map { $0.profiles }, rules: differingRules.union(situation.rules))
            out.append("**The profiles differ here:** " + groups.map { $0.profiles.map { MarkdownText.code($0.name) }.joined(separator: ", ") }.joined(separator: " vs ")
                       + (settings.isEmpty ? "." : ", because of " + settings.joined(separator: "; ") + "."))
        } else if !groups.isEmpty {
            out.append("Every profile" + (notApplicable.isEmpty ? "" : " with scenes") + " gives the same order.")
        }
        out.append("")

        // Profiles with one callback order may still differ in what the diagram also draws (the menu's
        // system rows, C2.3; the app's own work): each distinct diagram is drawn once, under the
        // profiles it is exactly for.
        var diagrams: [(text: String, profiles: [PlatformProfile])] = []
        for group in groups {
            for profile in group.profiles {
                guard let index = profiles.firstIndex(of: profile), let run = runs[index] else { continue }
                let text = MermaidSequenceDiagram(trace: run.trace, defects: run.defects, from: run.start).text
                if let known = diagrams.firstIndex(where: { $0.text == text }) {
                    diagrams[known].profiles.append(profile)
                } else {
                    diagrams.append((text, [profile]))
                }
            }
        }
        for diagram in diagrams {
            if diagrams.count > 1 {
                out.append("### " + diagram.profiles.map(\.name).joined(separator: ", ") + ": " + MarkdownText.inline(situation.title))
                out.append("")
            }
            out.append(MarkdownText.codeBlock(diagram.text.split(separator: "\n").map(String.init), language: "mermaid"))
            out.append("")
        }
        if out.last == "" { out.removeLast() }
        return out
    }

    /// Lines the columns up step by step: equal steps share a row, a step only some profiles take gets a
    /// row of its own (a longest-common-subsequence merge, column after column). A nil column stays empty.
    public static func align(_ columns: [[TraceEvent]?]) -> [[TraceEvent?]] {
        var rows: [[TraceEvent?]] = []
        for (column, sequence) in columns.enumerated() {
            guard let sequence else { continue }
            let keys = rows.map { row in row.compactMap { $0 }.first?.words.description ?? "" }
            let new = sequence.map(\.words.description)
            var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: keys.count + 1)
            for i in stride(from: keys.count - 1, through: 0, by: -1) {
                for j in stride(from: new.count - 1, through: 0, by: -1) {
                    common[i][j] = keys[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
                }
            }
            var merged: [[TraceEvent?]] = []
            var i = 0, j = 0
            func row(_ event: TraceEvent) -> [TraceEvent?] {
                var row = [TraceEvent?](repeating: nil, count: columns.count)
                row[column] = event
                return row
            }
            while i < keys.count || j < new.count {
                if i < keys.count, j < new.count, keys[i] == new[j], common[i][j] == common[i + 1][j + 1] + 1 {
                    var existing = rows[i]
                    existing[column] = sequence[j]
                    merged.append(existing)
                    i += 1
                    j += 1
                } else if j == new.count || (i < keys.count && common[i + 1][j] >= common[i][j + 1]) {
                    merged.append(rows[i])
                    i += 1
                } else {
                    merged.append(row(sequence[j]))
                    j += 1
                }
            }
            rows = merged
        }
        return rows
    }

    /// Profiles grouped by identical callback order, in profile order; profiles a situation does not apply to are left out.
    private static func sequenceGroups(profiles: [PlatformProfile], columns: [[String]?]) -> [(sequence: [String], profiles: [PlatformProfile])] {
        var groups: [(sequence: [String], profiles: [PlatformProfile])] = []
        for (profile, column) in zip(profiles, columns) {
            guard let column else { continue }
            if let index = groups.firstIndex(where: { $0.sequence == column }) {
                groups[index].profiles.append(profile)
            } else {
                groups.append((column, [profile]))
            }
        }
        return groups
    }

    /// The profile settings that take one value inside each group, differ between groups, and stand for a
    /// rule of the situation or of a differing step: what explains the difference.
    private static func distinguishingSettings(groups: [[PlatformProfile]], rules: Set<RuleID>) -> [String] {
        guard let names = groups.first?.first?.settings.map(\.name) else { return [] }
        var found: [String] = []
        for name in names {
            let values = groups.map { group in Set(group.compactMap { profile in profile.settings.first { $0.name == name } }.map(\.value)) }
            guard values.allSatisfy({ $0.count == 1 }), Set(values.compactMap(\.first)).count > 1,
                  let setting = groups[0][0].settings.first(where: { $0.name == name }), rules.contains(setting.rule) else { continue }
            let perGroup = zip(groups, values).map { group, value in "\(value.first!) (\(group.map(\.name).joined(separator: ", ")))" }
            found.append("\(MarkdownText.code(name)) = " + perGroup.joined(separator: " vs ")
                         + " ([\(setting.rule)](rules.md#\(MarkdownText.anchor(setting.rule.rawValue)))\(setting.isUnsettled ? ", PROFILE" : ""))")
        }
        return found
    }
}
