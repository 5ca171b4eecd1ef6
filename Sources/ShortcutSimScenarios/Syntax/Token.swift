import ShortcutSimCore

/// A word of a scenario line, with the location of its first character.
public struct Token: Hashable, Sendable, CustomStringConvertible {
    /// The word as written (quotes and brackets included).
    public let raw: String
    /// Where the word starts.
    public let location: SourceLocation

    /// Creates a token.
    public init(raw: String, location: SourceLocation) {
        self.raw = raw
        self.location = location
    }

    /// Whether the whole token is one quoted string.
    public var isQuoted: Bool { raw.hasPrefix("\"") && raw.hasSuffix("\"") && raw.count >= 2 }  // counting characters last: most words have no quote

    /// How many commas end the word (`Search,` has one): the bytes of a word of ASCII tell.
    var trailingCommaCount: Int {
        raw.withASCIIBytes { bytes in bytes.reversed().prefix { $0 == 0x2C }.count } ?? raw.reversed().prefix { $0 == "," }.count
    }

    /// The location `offset` characters into the token.
    public func location(offset: Int) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line, column: location.column + offset)
    }

    /// The word as written.
    public var description: String { raw }
}
