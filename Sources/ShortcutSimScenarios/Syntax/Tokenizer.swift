import ShortcutSimCore

/// Splits a line's content into words: white space separates words, except inside `"quotes"`
/// and balanced `{}` / `[]`, so `subtitle="Scan a code"` and `userInfo={"a": 1}` are one word each.
public enum Tokenizer {
    /// The words of a line's content, or a diagnostic for an unterminated quote or bracket.
    public static func tokens(of line: SourceLine) throws(DiagnosticError) -> [Token] {
        try tokens(of: line, from: line.indentation, to: line.contentEnd)
    }

    /// The words of part of a line, between two character indices. A line of plain ASCII is read as
    /// bytes; one that is not, or whose words have an error, as characters, which say what it is.
    static func tokens(of line: SourceLine, from start: Int, to end: Int) throws(DiagnosticError) -> [Token] {
        if let tokens = line.withPlainASCIIBytes({ asciiTokens($0, from: start, to: end, line: line) }) ?? nil { return tokens }
        return try tokens(line.characters, from: start, to: end, line: line)
    }

    /// ``tokens(_:from:to:line:)`` over the bytes of a line of plain ASCII, by the same rules; nil for
    /// an unterminated quote or bracket, whose diagnostic the characters give.
    private static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, line: SourceLine) -> [Token]? {
        var tokens: [Token] = []
        var closers: [UInt8] = []
        var index = start
        while index < end {
            if bytes[index] == 0x20 || bytes[index] == 0x09 {
                index += 1
                continue
            }
            let tokenStart = index
            closers.removeAll(keepingCapacity: true)
            var inQuotes = false
            while index < end {
                let byte = bytes[index]
                if inQuotes {
                    if byte == 0x5C { index += 1 } else if byte == 0x22 { inQuotes = false }  // \ and "
                } else if byte == 0x22 {
                    inQuotes = true
                } else if byte == 0x7B {  // {
                    closers.append(0x7D)
                } else if byte == 0x5B {  // [
                    closers.append(0x5D)
                } else if byte == 0x7D || byte == 0x5D {
                    if closers.last == byte { closers.removeLast() }
                } else if closers.isEmpty && (byte == 0x20 || byte == 0x09) {
                    break
                }
                index += 1
            }
            guard !inQuotes, closers.isEmpty else { return nil }
            let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[tokenStart..<min(index, end)]), as: UTF8.self)
            tokens.append(Token(raw: raw, location: line.location(column: tokenStart + 1)))
        }
        return tokens
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
