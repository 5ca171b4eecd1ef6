/// Reads the text form of a strings file: `"key" = "value";` entries with comments and escapes (C1.5).
///
/// Foundation's parser for this old-style format prints a raw log line on standard error when an
/// entry lacks its `;` and says little about where; this one works without recursion, whatever the
/// nesting, and places every problem at a line and column. It reads what a strings file may hold:
/// - `"key" = "value";`, `key = value;` (unquoted letters, digits and `_ $ / : . -`), and `"key";`,
///   which maps the key to itself;
/// - the whole table optionally wrapped in `{ }`;
/// - `/* */` and `//` comments;
/// - the escapes `\n \t \r \a \b \f \v \" \' \\`, `\U` with up to four hex digits (surrogate pairs
///   combined) and `\` with up to three octal digits;
/// - a value that is an array `( )`, a dictionary `{ }` or data `< >`, skipped and reported by the
///   decoder as not a string.
struct StringsTextParser {
    /// A value as written: a string, or the kind of another old-style value.
    enum Value: Sendable, Hashable {
        /// A string.
        case string(String)
        /// Not a string: the name of its type, such as `array`, `dictionary` or `data`.
        case other(typeName: String)
    }

    /// One `key = value;` entry with where its key and its value start.
    typealias Entry = StringsEntry<Value>

    /// Why the text is not a strings table: where, and a note saying what was expected.
    struct Failure: Error, Equatable {
        var location: SourceLocation
        var note: String
        /// Set when the text is a well-formed old-style value that is not a table, such as an array.
        var foundTypeName: String?
    }

    /// Where the parser is in the text, and its line and column.
    private var cursor: TextCursor

    private init(text: String, file: String) {
        cursor = TextCursor(text: text, file: file)
    }

    /// The entries of `text` in file order, repeated keys included.
    static func parse(_ text: String, file: String) throws(Failure) -> [Entry] {
        var parser = StringsTextParser(text: text, file: file)
        return try parser.entries()
    }

    // MARK: Grammar

    private mutating func entries() throws(Failure) -> [Entry] {
        try skipTrivia()
        var braceStart: SourceLocation?
        if cursor.current == "{" {
            braceStart = cursor.location
            cursor.advance()
        } else if cursor.current == "(" {
            throw Failure(location: cursor.location, note: "the file holds an array '(...)', not \"key\" = \"value\"; entries", foundTypeName: "array")
        }
        var entries: [Entry] = []
        while true {
            try skipTrivia()
            guard let character = cursor.current else {
                if let braceStart { throw Failure(location: cursor.location, note: "expected '}' to close the '{' at \(braceStart.line):\(braceStart.column)") }
                return entries
            }
            if braceStart != nil, character == "}" {
                cursor.advance()
                try skipTrivia()
                guard cursor.atEnd else { throw Failure(location: cursor.location, note: "unexpected text after the '}' that closes the table") }
                return entries
            }
            entries.append(try entry())
        }
    }

    /// For a quoted string that ends on a later line than it starts: where it starts, since its
    /// closing quote is most likely missing (or escaped as `\"`), so it ran on into the next entries.
    private static func runawayString(from start: SourceLocation, to end: SourceLocation) -> String {
        guard end.line > start.line else { return "" }
        return "; the quoted string that starts at \(start.line):\(start.column) ends here, \(end.line - start.line) line\(end.line - start.line == 1 ? "" : "s") later: is its closing '\"' missing, or escaped as '\\\"'?"
    }

    private mutating func entry() throws(Failure) -> Entry {
        let keyLocation = cursor.location
        guard let key = try string() else {
            throw Failure(location: keyLocation, note: "expected a quoted key such as \"Search\", found \(Self.describe(cursor.current))")
        }
        let keyEnd = cursor.location
        try skipTrivia()
        if cursor.current == ";" {  // `"key";` maps the key to itself
            cursor.advance()
            return Entry(key: key, value: .string(key), keyLocation: keyLocation, valueLocation: keyLocation)
        }
        guard cursor.current == "=" else {
            throw Failure(location: keyEnd, note: "expected '=' after the key \"\(key)\", found \(Self.describe(cursor.current))"
                                                    + Self.runawayString(from: keyLocation, to: keyEnd))
        }
        cursor.advance()
        try skipTrivia()
        let valueLocation = cursor.location
        let value: Value
        if let character = cursor.current, let typeName = Self.collectionOpeners[character] {
            try skipCollection()
            value = .other(typeName: typeName)
        } else if let string = try string() {
            value = .string(string)
        } else {
            throw Failure(location: valueLocation, note: "expected a quoted value after '=', found \(Self.describe(cursor.current))")
        }
        let valueEnd = cursor.location
        try skipTrivia()
        guard cursor.current == ";" else {
            throw Failure(location: valueEnd, note: "expected ';' at the end of this entry" + Self.runawayString(from: valueLocation, to: valueEnd))
        }
        cursor.advance()
        return Entry(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation)
    }

    /// The characters that open an old-style value that is not a string, with its type name.
    private static let collectionOpeners: [Character: String] = ["(": "array", "{": "dictionary", "<": "data"]

    /// A quoted or unquoted string at the index, or nil when none starts there.
    private mutating func string() throws(Failure) -> String? {
        guard let character = cursor.current else { return nil }
        if character == "\"" || character == "'" { return try quoted() }
        guard Self.isUnquoted(character) else { return nil }
        var text = ""
        while let next = cursor.current, Self.isUnquoted(next) {
            text.append(next)
            cursor.advance()
        }
        return text
    }

    /// Whether a character may appear in an unquoted string, as the old-style format allows.
    private static func isUnquoted(_ character: Character) -> Bool {
        guard character.isASCII, let scalar = character.unicodeScalars.first else { return false }
        return character.isLetter || character.isNumber || "_$/:.-".unicodeScalars.contains(scalar)
    }

    /// A string in double (or single) quotes, escapes decoded; the index ends after the closing quote.
    private mutating func quoted() throws(Failure) -> String {
        let start = cursor.location
        guard let quote = cursor.current else { return "" }
        cursor.advance()
        var scalars = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        func flushSurrogate() {
            if pendingHighSurrogate != nil { scalars.append("\u{FFFD}") }
            pendingHighSurrogate = nil
        }
        while let character = cursor.current {
            if character == quote {
                cursor.advance()
                flushSurrogate()
                return String(scalars)
            }
            guard character == "\\" else {
                flushSurrogate()
                scalars.append(contentsOf: character.unicodeScalars)
                cursor.advance()
                continue
            }
            cursor.advance()
            guard let escaped = cursor.current else { break }
            if escaped == "U" || escaped == "u" {
                cursor.advance()
                let unit = hexDigits(upTo: 4)
                if (0xD800...0xDBFF).contains(unit) {
                    flushSurrogate()
                    pendingHighSurrogate = unit
                } else if (0xDC00...0xDFFF).contains(unit), let high = pendingHighSurrogate {
                    pendingHighSurrogate = nil
                    scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) ?? "\u{FFFD}")
                } else {
                    flushSurrogate()
                    scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                }
                continue
            }
            flushSurrogate()
            if let digit = escaped.wholeNumberValue, digit < 8, escaped.isASCII {
                scalars.append(Unicode.Scalar(octalDigits(upTo: 3)) ?? "\u{FFFD}")
                continue
            }
            let simple: [Character: Unicode.Scalar] = ["a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t", "v": "\u{0B}"]
            if let scalar = simple[escaped] {
                scalars.append(scalar)
            } else {
                scalars.append(contentsOf: escaped.unicodeScalars)
            }
            cursor.advance()
        }
        throw Failure(location: start, note: "the string that starts here is not closed: expected a closing \(quote)")
    }

    /// The value of up to `count` hex digits at the index, consumed.
    private mutating func hexDigits(upTo count: Int) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let character = cursor.current, character.isASCII, let digit = character.hexDigitValue else { break }
            value = value * 16 + UInt32(digit)
            cursor.advance()
        }
        return value
    }

    /// The value of up to `count` octal digits at the index, consumed.
    private mutating func octalDigits(upTo count: Int) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let character = cursor.current, character.isASCII, let digit = character.wholeNumberValue, digit < 8 else { break }
            value = value * 8 + UInt32(digit)
            cursor.advance()
        }
        return value
    }

    /// Skips an array, dictionary or data value, however deeply nested, with a counter instead of recursion.
    private mutating func skipCollection() throws(Failure) {
        let start = cursor.location
        var closers: [Character] = []
        repeat {
            try skipTrivia()
            guard let character = cursor.current else {
                throw Failure(location: start, note: "the value that starts here is not closed: expected '\(closers.last ?? ")")'")
            }
            switch character {
            case "(": closers.append(")"); cursor.advance()
            case "{": closers.append("}"); cursor.advance()
            case "<":
                cursor.advance()
                while let next = cursor.current, next != ">" { cursor.advance() }
                guard cursor.current == ">" else { throw Failure(location: start, note: "the data value that starts here is not closed: expected '>'") }
                cursor.advance()
            case ")", "}":
                guard character == closers.last else {
                    throw Failure(location: cursor.location, note: "unexpected '\(character)': expected '\(closers.last ?? ";")'")
                }
                closers.removeLast()
                cursor.advance()
            case "\"", "'":
                _ = try quoted()
            default:
                cursor.advance()
            }
        } while !closers.isEmpty
    }

    // MARK: Characters

    /// A character as messages quote it, or `the end of the file`.
    private static func describe(_ character: Character?) -> String {
        guard let character else { return "the end of the file" }
        if character.isNewline { return "the end of the line" }
        return "'\(character)'"
    }

    /// Skips white space and comments; an unclosed `/*` is a failure at its start.
    private mutating func skipTrivia() throws(Failure) {
        while let character = cursor.current {
            if character.isWhitespace || character == "\u{FEFF}" {
                cursor.advance()
            } else if character == "/", cursor.next == "/" {
                while let character = cursor.current, !character.isNewline { cursor.advance() }
            } else if character == "/", cursor.next == "*" {
                let start = cursor.location
                cursor.advance(by: 2)
                while !cursor.atEnd, !(cursor.current == "*" && cursor.next == "/") { cursor.advance() }
                guard !cursor.atEnd else { throw Failure(location: start, note: "the comment that starts here is not closed: expected '*/'") }
                cursor.advance(by: 2)
            } else {
                return
            }
        }
    }
}
