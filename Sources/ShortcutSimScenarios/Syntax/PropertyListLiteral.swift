import Foundation
import ShortcutSimCore

/// Parses the scenario syntax for property-list values (C4.1), close to JSON:
/// `"text"`, `42`, `1.5`, `true`, `false`, `[a, b]`, `{"key": value}` (bare keys allowed),
/// `date(2024-01-31T09:00:00Z)` and `data(68656c6c6f)` in hex.
public struct PropertyListLiteral {
    private let characters: [Character]
    private let token: Token
    private var index = 0

    /// The most arrays and dictionaries a literal may nest, so hostile input cannot exhaust the stack.
    public static let maximumDepth = 64

    /// Parses a whole token as one value.
    public static func parse(_ text: String, token: Token, offset: Int) throws(DiagnosticError) -> PropertyListValue {
        var parser = PropertyListLiteral(characters: Array(text), token: token, offset: offset)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.characters.count else { throw parser.error("unexpected '\(parser.characters[parser.index])' after the value") }
        return value
    }

    private let offset: Int

    private init(characters: [Character], token: Token, offset: Int) {
        self.characters = characters
        self.token = token
        self.offset = offset
    }

    private func error(_ message: String) -> DiagnosticError {
        DiagnosticError([Diagnostic(at: token.location(offset: offset + min(index, characters.count)), "userInfo: \(message)")])
    }

    private mutating func skipSpace() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    private mutating func value(depth: Int) throws(DiagnosticError) -> PropertyListValue {
        skipSpace()
        guard index < characters.count else { throw error("expected a value") }
        switch characters[index] {
        case "\"": return .string(try string())
        case "[", "{":  // `depth` counts the arrays and dictionaries around this one; a scalar adds no level
            guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
            return characters[index] == "[" ? try array(depth: depth) : try dictionary(depth: depth)
        default: return try scalar()
        }
    }

    private mutating func string() throws(DiagnosticError) -> String {
        let start = index
        index += 1
        while index < characters.count, characters[index] != "\"" {
            if characters[index] == "\\" { index += 1 }
            index += 1
        }
        guard index < characters.count else { throw error("unterminated string") }
        index += 1
        return try Tokenizer.unquote(String(characters[start..<index]), at: token.location(offset: offset + start))
    }

    private mutating func array(depth: Int) throws(DiagnosticError) -> PropertyListValue {
        index += 1
        var values: [PropertyListValue] = []
        skipSpace()
        if index < characters.count, characters[index] == "]" { index += 1; return .array(values) }
        while true {
            values.append(try value(depth: depth + 1))
            skipSpace()
            guard index < characters.count else { throw error("expected ',' or ']'") }
            if characters[index] == "]" { index += 1; return .array(values) }
            guard characters[index] == "," else { throw error("expected ',' or ']', found '\(characters[index])'") }
            index += 1
        }
    }

    private mutating func dictionary(depth: Int) throws(DiagnosticError) -> PropertyListValue {
        index += 1
        var values: [String: PropertyListValue] = [:]
        skipSpace()
        if index < characters.count, characters[index] == "}" { index += 1; return .dictionary(values) }
        while true {
            skipSpace()
            let keyStart = index
            let key: String
            if index < characters.count, characters[index] == "\"" {
                key = try string()
            } else {
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "." { index += 1 }
                key = String(characters[keyStart..<index])
                guard !key.isEmpty else { throw error("expected a key (dictionary keys are strings)") }
            }
            guard values[key] == nil else {
                index = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipSpace()
            guard index < characters.count, characters[index] == ":" else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            values[key] = try value(depth: depth + 1)
            skipSpace()
            guard index < characters.count else { throw error("expected ',' or '}'") }
            if characters[index] == "}" { index += 1; return .dictionary(values) }
            guard characters[index] == "," else { throw error("expected ',' or '}', found '\(characters[index])'") }
            index += 1
        }
    }

    private mutating func scalar() throws(DiagnosticError) -> PropertyListValue {
        let start = index
        while index < characters.count, !",]} \t".contains(characters[index]) {
            if characters[index] == "(" {
                while index < characters.count, characters[index] != ")" { index += 1 }
            }
            index += 1
        }
        let word = String(characters[start..<min(index, characters.count)])
        if word == "true" { return .bool(true) }
        if word == "false" { return .bool(false) }
        if let integer = Int(word) { return .integer(integer) }
        if word.contains("."), let real = Double(word), real.isFinite { return .real(real) }
        if word.hasPrefix("date(") && word.hasSuffix(")") {
            let text = String(word.dropFirst(5).dropLast())
            guard let date = ISO8601DateFormatter().date(from: text) else {
                index = start
                throw error("'\(text)' is not an ISO 8601 date such as 2024-01-31T09:00:00Z")
            }
            return .date(date)
        }
        if word.hasPrefix("data(") && word.hasSuffix(")") {
            // ASCII digits only: Character.hexDigitValue also reads fullwidth ones such as '０', which no plist holds.
            let hex = word.dropFirst(5).dropLast()
            let digits = hex.compactMap { $0.isASCII ? $0.hexDigitValue : nil }
            guard digits.count == hex.count, digits.count % 2 == 0 else {
                index = start
                throw error("data(...) takes an even number of hex digits (0-9, a-f, A-F)")
            }
            let bytes = stride(from: 0, to: digits.count, by: 2).map { UInt8(digits[$0] << 4 | digits[$0 + 1]) }
            return .data(Data(bytes))
        }
        index = start
        if word.isEmpty { throw error("expected a value") }
        if Int(word.filter { $0 != "-" }) != nil || word.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw error("the integer \(word) is out of range")
        }
        // `'x'`: single quotes, as JavaScript and Python write strings; the text goes in double quotes.
        if word.count >= 2, word.hasPrefix("'"), word.hasSuffix("'") {
            throw error("\(word) is in single quotes, which do not quote a string; strings need double quotes: \"\(word.dropFirst().dropLast())\" (C4.1)")
        }
        if let message = Self.foundationValueMessage(word) { throw error(message) }
        throw error("'\(word)' is not a property-list value; strings need quotes: \(QuotedText.quoted(String(word))) (C4.1)")
    }

    /// The message for a Swift or Objective-C value that is not a property-list type, as an app's code
    /// puts it in `userInfo`: `URL(string: "…")`, `UUID()`, `nil` (C4.1: "URL and UUID are not plist
    /// types"; creating the item raises an exception). Nil for any other word.
    private static func foundationValueMessage(_ word: String) -> String? {
        let head = word.prefix { $0 != "(" }
        switch head {
        case "URL", "NSURL", "URL.init", "NSURL.init":
            // The string the URL was made from, when the call has one: `URL(string: "https://…")`.
            let parts = word.split(separator: "\"", omittingEmptySubsequences: false)
            let text = parts.count >= 3 ? QuotedText.quoted(String(parts[1])) : "the URL's absoluteString"
            return "a URL is not a property-list value: creating the item with it raises an exception (C4.1); "
                + "store its string instead: \(text)"
        case "UUID", "NSUUID", "UUID.init", "NSUUID.init":
            return "a UUID is not a property-list value: creating the item with it raises an exception (C4.1); "
                + "store its uuidString instead, in double quotes"
        case "nil", "null", "NSNull", "NSNull.init", "Optional.none", ".none":
            return "'\(word)' is not a property-list value: a property-list dictionary holds no empty value (C4.1); leave the key out"
        default:
            return nil
        }
    }
}
