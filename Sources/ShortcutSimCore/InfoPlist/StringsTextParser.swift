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
    enum Value: Equatable {
        /// A string.
        case string(String)
        /// Not a string: `array`, `dictionary` or `data`.
        case other(typeName: String)
    }

    /// One `key = value;` entry with where its key and its value start.
    struct Entry: Equatable {
        var key: String
        var value: Value
        var keyLocation: SourceLocation
        var valueLocation: SourceLocation
    }

    /// Why the text is not a strings table: where, and a note saying what was expected.
    struct Failure: Error, Equatable {
        var location: SourceLocation
        var note: String
        /// Set when the text is a well-formed old-style value that is not a table, such as an array.
        var foundTypeName: String?
    }

    private let characters: [Character]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1

    private init(text: String, file: String) {
        let characters = Array(text)
        self.characters = characters.first == "\u{FEFF}" ? Array(characters.dropFirst()) : characters
        self.file = file
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
        if current == "{" {
            braceStart = location
            advance()
        } else if current == "(" {
            throw Failure(location: location, note: "the file holds an array '(...)', not \"key\" = \"value\"; entries", foundTypeName: "array")
        }
        var entries: [Entry] = []
        while true {
            try skipTrivia()
            guard let character = current else {
                if let braceStart { throw Failure(location: location, note: "expected '}' to close the '{' at \(braceStart.line):\(braceStart.column)") }
                return entries
            }
            if braceStart != nil, character == "}" {
                advance()
                try skipTrivia()
                guard atEnd else { throw Failure(location: location, note: "unexpected text after the '}' that closes the table") }
                return entries
            }
            entries.append(try entry())
        }
    }

    private mutating func entry() throws(Failure) -> Entry {
        let keyLocation = location
        guard let key = try string() else {
            throw Failure(location: keyLocation, note: "expected a quoted key such as \"Search\", found \(Self.describe(current))")
        }
        let keyEnd = location
        try skipTrivia()
        if current == ";" {  // `"key";` maps the key to itself
            advance()
            return Entry(key: key, value: .string(key), keyLocation: keyLocation, valueLocation: keyLocation)
        }
        guard current == "=" else {
            throw Failure(location: keyEnd, note: "expected '=' after the key \"\(key)\", found \(Self.describe(current))")
        }
        advance()
        try skipTrivia()
        let valueLocation = location
        let value: Value
        if let character = current, let typeName = Self.collectionOpeners[character] {
            try skipCollection()
            value = .other(typeName: typeName)
        } else if let string = try string() {
            value = .string(string)
        } else {
            throw Failure(location: valueLocation, note: "expected a quoted value after '=', found \(Self.describe(current))")
        }
        let valueEnd = location
        try skipTrivia()
        guard current == ";" else { throw Failure(location: valueEnd, note: "expected ';' at the end of this entry") }
        advance()
        return Entry(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation)
    }

    /// The characters that open an old-style value that is not a string, with its type name.
    private static let collectionOpeners: [Character: String] = ["(": "array", "{": "dictionary", "<": "data"]

    /// A quoted or unquoted string at the index, or nil when none starts there.
    private mutating func string() throws(Failure) -> String? {
        guard let character = current else { return nil }
        if character == "\"" || character == "'" { return try quoted() }
        guard Self.isUnquoted(character) else { return nil }
        var text = ""
        while let next = current, Self.isUnquoted(next) {
            text.append(next)
            advance()
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
        let start = location
        guard let quote = current else { return "" }
        advance()
        var scalars = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        func flushSurrogate() {
            if pendingHighSurrogate != nil { scalars.append("\u{FFFD}") }
            pendingHighSurrogate = nil
        }
        while let character = current {
            if character == quote {
                advance()
                flushSurrogate()
                return String(scalars)
            }
            guard character == "\\" else {
                flushSurrogate()
                scalars.append(contentsOf: character.unicodeScalars)
                advance()
                continue
            }
            advance()
            guard let escaped = current else { break }
            if escaped == "U" || escaped == "u" {
                advance()
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
            advance()
        }
        throw Failure(location: start, note: "the string that starts here is not closed: expected a closing \(quote)")
    }

    /// The value of up to `count` hex digits at the index, consumed.
    private mutating func hexDigits(upTo count: Int) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let character = current, character.isASCII, let digit = character.hexDigitValue else { break }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    /// The value of up to `count` octal digits at the index, consumed.
    private mutating func octalDigits(upTo count: Int) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let character = current, character.isASCII, let digit = character.wholeNumberValue, digit < 8 else { break }
            value = value * 8 + UInt32(digit)
            advance()
        }
        return value
    }

    /// Skips an array, dictionary or data value, however deeply nested, with a counter instead of recursion.
    private mutating func skipCollection() throws(Failure) {
        let start = location
        var closers: [Character] = []
        repeat {
            try skipTrivia()
            guard let character = current else {
                throw Failure(location: start, note: "the value that starts here is not closed: expected '\(closers.last ?? ")")'")
            }
            switch character {
            case "(": closers.append(")"); advance()
            case "{": closers.append("}"); advance()
            case "<":
                advance()
                while let next = current, next != ">" { advance() }
                guard current == ">" else { throw Failure(location: start, note: "the data value that starts here is not closed: expected '>'") }
                advance()
            case ")", "}":
                guard character == closers.last else {
                    throw Failure(location: location, note: "unexpected '\(character)': expected '\(closers.last ?? ";")'")
                }
                closers.removeLast()
                advance()
            case "\"", "'":
                _ = try quoted()
            default:
                advance()
            }
        } while !closers.isEmpty
    }

    // MARK: Characters

    private var atEnd: Bool { index >= characters.count }
    private var current: Character? { atEnd ? nil : characters[index] }
    private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// A character as messages quote it, or `the end of the file`.
    private static func describe(_ character: Character?) -> String {
        guard let character else { return "the end of the file" }
        if character.isNewline { return "the end of the line" }
        return "'\(character)'"
    }

    /// Skips white space and comments; an unclosed `/*` is a failure at its start.
    private mutating func skipTrivia() throws(Failure) {
        while let character = current {
            if character.isWhitespace || character == "\u{FEFF}" {
                advance()
            } else if character == "/", next == "/" {
                while let character = current, !character.isNewline { advance() }
            } else if character == "/", next == "*" {
                let start = location
                advance()
                advance()
                while !atEnd, !(current == "*" && next == "/") { advance() }
                guard !atEnd else { throw Failure(location: start, note: "the comment that starts here is not closed: expected '*/'") }
                advance()
                advance()
            } else {
                return
            }
        }
    }

    private var next: Character? { index + 1 < characters.count ? characters[index + 1] : nil }

    /// Moves forward one character, counting lines and columns.
    private mutating func advance() {
        guard !atEnd else { return }
        if characters[index].isNewline {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }
}
