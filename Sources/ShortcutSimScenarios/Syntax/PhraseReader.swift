import ShortcutSimCore

/// Reads a value written as words, such as `saved in didFinishLaunching`, one word at a time.
struct PhraseReader {
    let tokens: [Token]
    private(set) var index = 0
    /// Where an error about a missing word points: just after the last word.
    let endLocation: SourceLocation

    init(_ tokens: [Token], end: SourceLocation) {
        self.tokens = tokens
        self.endLocation = end
    }

    var isAtEnd: Bool { index >= tokens.count }
    var current: Token? { isAtEnd ? nil : tokens[index] }
    var location: SourceLocation { current?.location ?? endLocation }
    var rest: String { tokens[min(index, tokens.count)...].map(\.raw).joined(separator: " ") }

    /// Consumes the words if they come next, exactly.
    mutating func accept(_ phrase: String) -> Bool {
        guard let count = Self.wordsMatched(phrase, tokens[min(index, tokens.count)...]) else { return false }
        index += count
        return true
    }

    /// How many words of `tokens` the phrase's words (split at spaces) are, exactly, or nil when they
    /// are not those that come first. A phrase of ASCII, as every phrase the parser reads is, is split
    /// at its space bytes without making an array of words; its words compare with a word of ASCII
    /// byte for byte, and with any other word as strings, which may be equal without the same bytes.
    static func wordsMatched(_ phrase: String, _ tokens: ArraySlice<Token>) -> Int? {
        let matched: Int?? = phrase.withASCIIBytes { bytes -> Int? in
            var position = tokens.startIndex
            var wordStart = 0
            while wordStart < bytes.count {
                if bytes[wordStart] == 0x20 {
                    wordStart += 1
                    continue
                }
                var wordEnd = wordStart
                while wordEnd < bytes.count, bytes[wordEnd] != 0x20 { wordEnd += 1 }
                guard position < tokens.endIndex, sameWord(tokens[position].raw, UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd])) else {
                    return nil
                }
                position += 1
                wordStart = wordEnd
            }
            return position - tokens.startIndex
        }
        if let matched { return matched }
        let words = phrase.split(separator: " ").map(String.init)
        guard words.count <= tokens.count,
              zip(tokens.prefix(words.count), words).allSatisfy({ $0.raw == $1 }) else { return nil }
        return words.count
    }

    /// Whether a word is the ASCII word of these bytes, as `==` compares strings.
    private static func sameWord(_ raw: String, _ ascii: UnsafeBufferPointer<UInt8>) -> Bool {
        var raw = raw
        let bytewise: Bool? = raw.withUTF8 { rawBytes in
            if rawBytes.elementsEqual(ascii) { return true }
            return rawBytes.contains(where: { $0 >= 0x80 }) ? nil : false
        }
        return bytewise ?? (raw == String(decoding: ascii, as: UTF8.self))
    }

    /// Consumes the first of the phrases that comes next, exactly; false, reading nothing, when none does.
    mutating func accept(anyOf phrases: [String]) -> Bool {
        for phrase in phrases where accept(phrase) { return true }
        return false
    }

    /// Whether one of the phrases comes next, exactly, reading nothing.
    func startsWith(anyOf phrases: [String]) -> Bool {
        var reader = self
        return reader.accept(anyOf: phrases)
    }

    /// Consumes and returns the next word.
    mutating func next() -> Token? {
        guard let token = current else { return nil }
        index += 1
        return token
    }
}

extension Array where Element == Token {
    /// Splits words into comma-separated clauses; a trailing comma on a word ends its clause. Empty
    /// clauses are left out: ``emptyClauses()`` finds the commas that make them.
    func clauses() -> [[Token]] {
        var result: [[Token]] = [[]]
        for token in self {
            let commas = token.isQuoted ? 0 : token.trailingCommaCount
            if commas == 0 {
                result[result.count - 1].append(token)
                continue
            }
            if commas < token.raw.count {
                result[result.count - 1].append(Token(raw: String(token.raw.dropLast(commas)), location: token.location))
            }
            result.append(contentsOf: [[Token]](repeating: [], count: commas))
        }
        return result.filter { !$0.isEmpty }
    }

    /// Where a comma has no clause before it (the first word, or right after another comma) or after
    /// it (the end of the words), such as the trailing comma of `on step,` or the second of `Page,,`:
    /// each such comma, and whether what is missing comes after it at the end of the line.
    func emptyClauses() -> [(comma: SourceLocation, atEnd: Bool)] {
        var found: [(comma: SourceLocation, atEnd: Bool)] = []
        var clauseHasWords = false
        var lastComma: SourceLocation?
        for token in self {
            let commas = token.isQuoted ? 0 : token.trailingCommaCount
            guard commas > 0 else {
                clauseHasWords = true
                lastComma = nil
                continue
            }
            let word = token.raw.count - commas
            if word > 0 { clauseHasWords = true }
            for offset in word..<token.raw.count {
                if !clauseHasWords { found.append((token.location(offset: offset), false)) }
                clauseHasWords = false
                lastComma = token.location(offset: offset)
            }
        }
        if let lastComma, !found.contains(where: { $0.comma == lastComma }) { found.append((lastComma, true)) }
        return found
    }

    /// The words with the first arrow split off its neighbours when glued to them
    /// (`Search->SearchPage`, `->false`), so they read as `Search -> SearchPage` and `-> false`.
    /// Only the first arrow of the words is the separator: a destination after it may hold one
    /// (`Search -> Page->Detail`); an arrow in quotes is text (`"Deep->Link"->Page`).
    func splittingGluedArrows() -> [Token] {
        guard let index = firstIndex(where: { Self.arrowOutsideQuotes(in: $0.raw) != nil }), self[index].raw != "->",
              let arrow = Self.arrowOutsideQuotes(in: self[index].raw) else { return self }
        let token = self[index]
        let before = String(token.raw.prefix(arrow)), after = String(token.raw.dropFirst(arrow + 2))
        var parts: [Token] = before.isEmpty ? [] : [Token(raw: before, location: token.location)]
        parts.append(Token(raw: "->", location: token.location(offset: before.count)))
        if !after.isEmpty { parts.append(Token(raw: after, location: token.location(offset: before.count + 2))) }
        var result = self
        result.replaceSubrange(index...index, with: parts)
        return result
    }

    /// The offset of the first `->` of a word outside `"quotes"` (escapes skipped), if it has one.
    private static func arrowOutsideQuotes(in word: String) -> Int? {
        guard word.containsText("->") else { return nil }
        let characters = [Character](word)
        var found: Int?
        SourceLine.scanOutsideQuotes(characters, from: 0, to: characters.count) { index in
            guard characters[index] == "-", index + 1 < characters.count, characters[index + 1] == ">" else { return true }
            found = index
            return false
        }
        return found
    }
}
