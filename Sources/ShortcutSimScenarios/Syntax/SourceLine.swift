import ShortcutSimCore

/// One line of a scenario file: its indentation and its content without the comment.
public struct SourceLine: Sendable {
    /// The line number, from 1.
    public let number: Int
    /// The file the line belongs to.
    public let file: String
    /// The line's characters, comment included. A line of plain ASCII makes them when they are
    /// asked for, which the parser rarely does: read them once into a local to index them.
    public var characters: [Character] {
        storedCharacters ?? text.utf8.map { Self.asciiCharacters[Int($0)] }
    }
    /// The characters of a line that is not plain ASCII, made once; nil for one that is.
    private let storedCharacters: [Character]?
    /// How many spaces or tabs start the line.
    public let indentation: Int
    /// The index of the first character after the content: a `#` comment or trailing space starts here.
    public let contentEnd: Int
    /// The line's text, from which ``content`` is cut without rebuilding it character by character.
    private let text: Substring
    /// Whether the line is ASCII without CR, so that its characters are its UTF-8 bytes, one each, and
    /// the scans of every line (``unusualSpaces(before:)``, the tokenizer) can read bytes: nearly
    /// every line is, and comparing `Character`s costs a string comparison each.
    let isPlainASCII: Bool
    /// Whether the line may hold white space other than space and tab: for a line of plain ASCII, whether
    /// it holds LF, VT or FF; true for any other line, whose characters tell.
    private let hasASCIIControlSpace: Bool
    /// The indices, in the line as the file writes it, of the characters taken out of it
    /// (``removing(at:)``), in order: ``location(column:)`` counts them back in.
    private var removedIndices: [Int] = []

    /// Splits a line into indentation, content and comment. A `#` starts a comment at the start
    /// of the content or after white space, outside quotes.
    public init<Text: StringProtocol>(number: Int, text: Text, file: String) {
        self.init(number: number, text: text, file: file, readingBytes: true)
    }

    /// The same, reading a line of plain ASCII as bytes unless `readingBytes` is false, which the
    /// tests use to compare both ways of reading a line.
    init<Text: StringProtocol>(number: Int, text: Text, file: String, readingBytes: Bool) {
        self.number = number
        self.file = file
        self.text = Substring(text)
        // ASCII without CR (nearly every line) is one character per byte: read as bytes, with no
        // grapheme breaking and no `Character` comparisons, by the same rules as the characters below.
        if readingBytes, let layout = self.text.utf8.withContiguousStorageIfAvailable(Self.plainASCIILayout) ?? nil {
            storedCharacters = nil
            indentation = layout.indentation
            contentEnd = layout.contentEnd
            isPlainASCII = true
            hasASCIIControlSpace = layout.hasControlSpace
            return
        }
        isPlainASCII = false
        hasASCIIControlSpace = true  // not known: the scans read the characters
        let characters = Array(self.text)
        let indentation = characters.prefix { $0 == " " || $0 == "\t" }.count
        var end = characters.count
        Self.scanOutsideQuotes(characters, from: indentation, to: characters.count) { index in
            guard characters[index] == "#", index == indentation || characters[index - 1] == " " || characters[index - 1] == "\t" else { return true }
            end = index
            return false
        }
        while end > indentation, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
        storedCharacters = characters
        self.indentation = indentation
        contentEnd = end
    }

    /// The 128 ASCII characters, by code: made once, since making a `Character` from a byte builds a string.
    private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// The indentation and content end of a line of ASCII without CR, read from its bytes as the
    /// general path reads characters; nil when a byte is not ASCII or is a CR.
    private static func plainASCIILayout(_ bytes: UnsafeBufferPointer<UInt8>) -> (indentation: Int, contentEnd: Int, hasControlSpace: Bool)? {
        var hasControlSpace = false
        for byte in bytes {
            guard byte < 0x80, byte != 0x0D else { return nil }
            if byte >= 0x0A && byte <= 0x0C { hasControlSpace = true }
        }
        var indentation = 0
        while indentation < bytes.count, bytes[indentation] == 0x20 || bytes[indentation] == 0x09 { indentation += 1 }
        var end = bytes.count
        scanOutsideQuotes(bytes, from: indentation, to: bytes.count) { index in
            guard bytes[index] == 0x23, index == indentation || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 else { return true }
            end = index
            return false
        }
        while end > indentation, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return (indentation, end, hasControlSpace)
    }

    /// Calls `body` with the line's UTF-8 bytes when it is ASCII without CR (``isPlainASCII``), where
    /// the index of a byte is the index of its character; nil for any other line.
    func withPlainASCIIBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard isPlainASCII else { return nil }
        return text.utf8.withContiguousStorageIfAvailable(body)
    }

    /// Calls `body` with the index of each character outside `"quotes"` (escapes skipped), from `start`
    /// until `end` or until `body` returns false.
    static func scanOutsideQuotes(_ characters: [Character], from start: Int, to end: Int, _ body: (Int) -> Bool) {
        var inQuotes = false
        var index = start
        while index < end {
            let character = characters[index]
            if inQuotes {
                if character == "\\" { index += 1 } else if character == "\"" { inQuotes = false }
            } else if character == "\"" {
                inQuotes = true
            } else if !body(index) {
                return
            }
            index += 1
        }
    }

    /// ``scanOutsideQuotes(_:from:to:_:)`` over the bytes of a line of plain ASCII, by the same rules.
    static func scanOutsideQuotes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ body: (Int) -> Bool) {
        var inQuotes = false
        var index = start
        while index < end {
            let byte = bytes[index]
            if inQuotes {
                if byte == 0x5C { index += 1 } else if byte == 0x22 { inQuotes = false }
            } else if byte == 0x22 {
                inQuotes = true
            } else if !body(index) {
                return
            }
            index += 1
        }
    }

    /// Whether the character at an index is `character`, a single ASCII one: on a line of plain ASCII,
    /// one byte compared, without making the line's characters.
    func isCharacter(_ character: Character, at index: Int) -> Bool {
        if character.utf8.count == 1, let byte = character.asciiValue, let same = withPlainASCIIBytes({ $0[index] == byte }) { return same }
        return characters[index] == character
    }

    /// Whether the line holds nothing but white space and a comment.
    public var isBlank: Bool { contentEnd <= indentation }

    /// The content: the line without indentation, comment and trailing white space.
    public var content: String {
        guard contentEnd > indentation else { return "" }
        if let content = withPlainASCIIBytes({ String(decoding: UnsafeBufferPointer(rebasing: $0[indentation..<contentEnd]), as: UTF8.self) }) {
            return content
        }
        // Cut from the text by index: building a string from `characters` appends them one at a
        // time, and the parser reads the content of every line several times.
        let start = text.index(text.startIndex, offsetBy: indentation)
        return String(text[start..<text.index(start, offsetBy: contentEnd - indentation)])
    }

    /// The location of a column (counted from 1), in the line as the file writes it: after a character
    /// taken out of the line (``removing(at:)``), one column further than in ``characters``.
    public func location(column: Int) -> SourceLocation {
        SourceLocation(file: file, line: number, column: writtenIndex(of: column - 1) + 1)
    }

    /// The index in the line as the file writes it of an index in ``characters``.
    private func writtenIndex(of index: Int) -> Int {
        var written = index
        for removed in removedIndices where removed <= written { written += 1 }  // in order: each shifts the ones after it
        return written
    }

    /// The location of the content's first character.
    public var contentLocation: SourceLocation { location(column: indentation + 1) }

    /// Whether a character is white space other than a space or a tab, such as U+00A0 NO-BREAK SPACE:
    /// it looks like a space, but only spaces and tabs separate words and indent lines.
    public static func isUnusualSpace(_ character: Character) -> Bool {
        // ASCII first, without a Unicode property lookup: the white space there is tab, LF, VT, FF,
        // CR and space, and every line of every file is scanned.
        if let ascii = character.asciiValue { return ascii >= 0x0A && ascii <= 0x0D }
        return character.isWhitespace
    }

    /// Whether ``unusualSpaces(before:)`` may find one: false for a line of plain ASCII without LF, VT
    /// or FF, which is nearly every line, told apart when the line was made.
    var mayHoldUnusualSpace: Bool { hasASCIIControlSpace }

    /// Whether ``invisibleCharacters(before:)`` may find one: ASCII has no format character.
    var mayHoldInvisibleCharacter: Bool { !isPlainASCII }

    /// The indices of the white space other than spaces and tabs before `end` (the content's end by
    /// default), outside quotes: in the indentation, between words, or glued to a word.
    public func unusualSpaces(before end: Int? = nil) -> [Int] {
        guard mayHoldUnusualSpace else { return [] }
        let characters = characters
        var indices: [Int] = []
        Self.scanOutsideQuotes(characters, from: 0, to: min(end ?? contentEnd, characters.count)) { index in
            if Self.isUnusualSpace(characters[index]) { indices.append(index) }
            return true
        }
        return indices
    }

    /// The indices of the invisible characters before `end` (the content's end by default), outside
    /// quotes: a character of Unicode's format category alone, such as U+200B ZERO WIDTH SPACE, U+2060
    /// WORD JOINER, U+00AD SOFT HYPHEN or a bidirectional control (U+202E), which text copied from a
    /// web page or a chat may hold. The joiners U+200C and U+200D join the character before them into
    /// one (an emoji sequence, a ligature), so they are never alone.
    public func invisibleCharacters(before end: Int? = nil) -> [Int] {
        // ASCII has no format character: nearly every line is done without a property lookup.
        let characters = characters
        guard mayHoldInvisibleCharacter, !characters.allSatisfy(\.isASCII) else { return [] }
        var indices: [Int] = []
        Self.scanOutsideQuotes(characters, from: 0, to: min(end ?? contentEnd, characters.count)) { index in
            let scalars = characters[index].unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, scalar.properties.generalCategory == .format { indices.append(index) }
            return true
        }
        return indices
    }

    /// The line without the characters at these indices; its locations stay those of the file.
    public func removing(at indices: [Int]) -> SourceLine {
        let removed = Set(indices)
        let characters = characters
        var line = SourceLine(number: number, text: String(characters.indices.filter { !removed.contains($0) }.map { characters[$0] }), file: file)
        line.removedIndices = (removedIndices + indices.map(writtenIndex(of:))).sorted()
        return line
    }

    /// The line with the characters at these indices replaced by spaces; the columns stay the same.
    public func replacingWithSpaces(at indices: [Int]) -> SourceLine {
        var characters = characters
        for index in indices { characters[index] = " " }
        return replacingText(with: characters)
    }

    /// The line with these characters, as many as it has: the same line of the file, at the same locations.
    func replacingText(with characters: [Character]) -> SourceLine {
        var line = SourceLine(number: number, text: String(characters), file: file)
        line.removedIndices = removedIndices
        return line
    }
}
