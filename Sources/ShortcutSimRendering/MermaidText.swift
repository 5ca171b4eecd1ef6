import Foundation

/// What may appear in the text of a Mermaid `sequenceDiagram` line, and how other text is made safe.
public enum MermaidText {
    /// Characters that break a sequence-diagram line: `;` ends a statement, `#` starts an entity code,
    /// `<` `>` are read as HTML, `{` `}` and quotes confuse some renderers, newlines end the line.
    public static let forbiddenCharacters: Set<Character> = [";", "#", "<", ">", "{", "}", "\"", "\n", "\r", "\t"]

    /// The text with every forbidden character replaced by a look-alike that Mermaid prints as is:
    /// `->` becomes `→`, `;` `#` `{` `}` and `%%` (a comment) their full-width forms, `<` `>` become
    /// `‹` `›`, quotes `'`, and line breaks spaces. Empty text becomes `…`, since a message needs a label.
    public static func label(_ text: String) -> String {
        var result = ""
        for character in text.replacingOccurrences(of: "->", with: "→").replacingOccurrences(of: "%%", with: "％％") {
            switch character {
            case ";": result.append("；")
            case "#": result.append("＃")
            case "<": result.append("‹")
            case ">": result.append("›")
            case "{": result.append("｛")
            case "}": result.append("｝")
            case "\"": result.append("'")
            case "\n", "\r", "\t": result.append(" ")
            default: result.append(character)
            }
        }
        let trimmed = result.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? "…" : trimmed
    }

    /// Whether the text is safe to put after the `:` of a message or note as is.
    public static func isSafeLabel(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(where: forbiddenCharacters.contains) && !text.contains("%%")
            && text == text.trimmingCharacters(in: .whitespaces)
    }
}
