import ShortcutSimRendering

/// Checks Mermaid `sequenceDiagram` text against the subset of the grammar the generator emits:
///
/// ```
/// diagram     := "sequenceDiagram" NL (indent statement NL)*
/// statement   := "participant" ID "as" NAME
///              | ID ("->>" | "-->>") ID ":" " " LABEL
///              | "Note over" ID ("," ID)? ":" " " LABEL
///              | "autonumber" | "rect" COLOR | "end"
/// ID          := [A-Za-z][A-Za-z0-9]*   (not a keyword)
/// ```
///
/// Every participant is declared before the statements, declared once, and used; a LABEL is non-empty
/// and has none of the characters that break a line (`;`, `#`, `<`, `>`, `{`, `}`, quotes, `%%`).
struct MermaidSyntaxChecker {
    static let keywords: Set<String> = ["end", "loop", "alt", "else", "opt", "par", "and", "rect", "note", "critical",
                                        "break", "box", "participant", "actor", "activate", "deactivate", "title",
                                        "autonumber", "create", "destroy", "link", "links", "over", "as"]

    /// The problems found, as `line N: what`; empty when the diagram is valid.
    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "sequenceDiagram" else { return ["line 1: expected 'sequenceDiagram', found '\(lines.first ?? "")'"] }
        var declared: [String] = []
        var used: Set<String> = []
        var sawStatement = false
        var openBlocks = 0
        for (offset, raw) in lines.enumerated().dropFirst() {
            let number = offset + 1
            if raw.isEmpty && offset == lines.count - 1 { break }  // the final newline
            guard raw.hasPrefix("    "), !raw.dropFirst(4).hasPrefix(" ") else {
                problems.append("line \(number): expected a statement indented by four spaces: '\(raw)'")
                continue
            }
            let line = String(raw.dropFirst(4))
            func require(_ id: String) {
                if !isIdentifier(id) { problems.append("line \(number): '\(id)' is not a valid participant identifier") }
                else if !declared.contains(id) { problems.append("line \(number): participant '\(id)' is not declared") }
                used.insert(id)
            }
            func checkLabel(_ label: String) {
                if !MermaidText.isSafeLabel(label) { problems.append("line \(number): unsafe or empty label '\(label)'") }
            }
            if line.hasPrefix("participant ") {
                if sawStatement { problems.append("line \(number): participant declared after the first statement") }
                let parts = line.dropFirst("participant ".count).components(separatedBy: " as ")
                guard parts.count == 2, isIdentifier(parts[0]), !parts[1].isEmpty, MermaidText.isSafeLabel(parts[1]) else {
                    problems.append("line \(number): expected 'participant ID as Name': '\(line)'")
                    continue
                }
                if declared.contains(parts[0]) { problems.append("line \(number): participant '\(parts[0])' declared twice") }
                declared.append(parts[0])
                continue
            }
            sawStatement = true
            if line == "autonumber" { continue }
            if line.hasPrefix("rect ") { openBlocks += 1; continue }
            if line == "end" {
                openBlocks -= 1
                if openBlocks < 0 { problems.append("line \(number): 'end' without a block") }
                continue
            }
            if line.hasPrefix("Note over ") {
                guard let colon = line.range(of: ": ") else {
                    problems.append("line \(number): expected 'Note over A[,B]: text'")
                    continue
                }
                let ids = line[line.index(line.startIndex, offsetBy: "Note over ".count)..<colon.lowerBound].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                if ids.isEmpty || ids.count > 2 { problems.append("line \(number): a note spans one or two participants") }
                ids.forEach(require)
                checkLabel(String(line[colon.upperBound...]))
                continue
            }
            guard let colon = line.range(of: ": ") else {
                problems.append("line \(number): not a statement of the subset: '\(line)'")
                continue
            }
            let head = String(line[..<colon.lowerBound])
            let arrow = head.contains("-->>") ? "-->>" : "->>"
            let ends = head.components(separatedBy: arrow)
            guard head.contains("->>"), ends.count == 2 else {
                problems.append("line \(number): expected 'A->>B: text' or 'A-->>B: text': '\(line)'")
                continue
            }
            ends.forEach(require)
            checkLabel(String(line[colon.upperBound...]))
        }
        if openBlocks != 0 { problems.append("a 'rect' block is not closed") }
        for id in declared where !used.contains(id) { problems.append("participant '\(id)' is declared but never used") }
        if !sawStatement { problems.append("the diagram has no statement") }
        return problems
    }

    /// The bodies of the ```mermaid blocks of a Markdown page.
    static func mermaidBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```mermaid" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && !keywords.contains(text.lowercased())
    }
}
