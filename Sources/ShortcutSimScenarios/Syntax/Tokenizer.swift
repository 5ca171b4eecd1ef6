import ShortcutSimCore

/// Splits a line's content into words: white space separates words, except inside `"quotes"`
/// and balanced `{}` / `[]`, so `subtitle="Scan a code"` and `userInfo={"a": 1}` are one word each.
public enum Tokenizer {
    /// The words of a line's content, or a diagnostic for an unterminated quote or bracket.
    public static func tokens(of line: SourceLine) throws(DiagnosticError) -> [Token] {
        try tokens(line.characters, from: line.indentation, to: line.contentEnd, line: line)
    }

    /// The words of part of a line, between two character indices.
    public static func tokens(_ characters: [Character], from start: Int, to end: Int, line: SourceLine) throws(DiagnosticError) -> [Token] {
        var tokens: [Token] = []
        var index = start
        while index < end {
            if characters[index] == " " || characters[index] == "\t" {
                index += 1
                continue
            }
            let tokenStart = index
            var closers: [Character] = []
            var inQuotes = false
            var quoteStart = 0
            while index < end {
                let character = characters[index]
                if inQuotes {
                    if character == "\\" { index += 1 } else if character == "\"" { inQuotes = false }
                } else if character == "\"" {
                    inQuotes = true
                    quoteStart = index
                } else if character == "{" {
                    closers.append("}")
                } else if character == "[" {
                    closers.append("]")
                } else if character == "}" || character == "]" {
                    if closers.last == character { closers.removeLast() }
                } else if closers.isEmpty && (character == " " || character == "\t") {
                    break
                }
                index += 1
            }
            if inQuotes {
                // A word that is a string: a title, or a type of more than one word (`"New note"`).
                let note = quoteStart == tokenStart
                    ? ["a string in quotes ends at the next '\"' on its line: a title such as \"Search\", or a type that is not one word, such as \"New note\""] : []
                throw DiagnosticError([Diagnostic(at: line.location(column: quoteStart + 1), "unterminated string: add the closing '\"'", notes: note)])
            }
            if let closer = closers.last {
                throw DiagnosticError([Diagnostic(at: line.location(column: tokenStart + 1), "unbalanced brackets: expected '\(closer)' before the end of the line")])
            }
            tokens.append(Token(raw: String(characters[tokenStart..<min(index, end)]), location: line.location(column: tokenStart + 1)))
        }
        return tokens
    }

    /// The text of a quoted string with its escapes (`\"`, `\\`, `\n`, `\t`) resolved.
    public static func unquote(_ raw: String, at location: SourceLocation) throws(DiagnosticError) -> String {
        guard raw.count >= 2, raw.hasPrefix("\""), raw.hasSuffix("\"") else { return raw }
        var result = ""
        var escaping = false
        for character in raw.dropFirst().dropLast() {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"", "\\": result.append(character)
                default:
                    throw DiagnosticError([Diagnostic(at: location, "unknown escape '\\\(character)' in a string; use \\\", \\\\, \\n or \\t")])
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
