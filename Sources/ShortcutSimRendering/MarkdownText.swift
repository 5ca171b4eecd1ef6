import Foundation
import ShortcutSimCore

/// Small helpers for writing Markdown that renders the same on GitHub and in other CommonMark viewers.
public enum MarkdownText {
    /// Text for running prose or a table cell: `<` outside code spans becomes `&lt;` (so `<App>` is not
    /// taken for HTML) and `|` becomes `\|` (so it does not split a table cell). Newlines become spaces;
    /// other control characters, such as those of a scenario's title, are spelled `\u{1B}` as diagnostics spell them.
    public static func inline(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            switch character {
            case "`":
                inCode.toggle()
                result.append(character)
            case "|":
                result += "\\|"
            case "<" where !inCode:
                result += "&lt;"
            case "\n", "\r":
                result.append(" ")
            default:
                result += Diagnostic.printable(String(character))
            }
        }
        return result
    }

    /// A code span that survives backticks inside the text.
    public static func code(_ text: String) -> String {
        let clean = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        return clean.contains("`") ? "`` " + clean + " ``" : "`" + clean + "`"
    }

    /// The anchor GitHub gives a heading: lower case, spaces to hyphens, other punctuation dropped.
    public static func anchor(_ heading: String) -> String {
        var result = ""
        for character in heading.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                result.append(character)
            } else if character == " " {
                result.append("-")
            }
        }
        return result
    }

    /// A link whose destination is wrapped in angle brackets, so parentheses in URLs are kept.
    public static func link(_ text: String, to destination: String) -> String {
        "[\(text)](<\(destination)>)"
    }

    /// A fenced code block with an optional info string.
    public static func codeBlock(_ lines: [String], language: String = "") -> String {
        let fence = lines.contains { $0.hasPrefix("```") } ? "~~~~" : "```"
        return ([fence + language] + lines + [fence]).joined(separator: "\n")
    }
}
