/// An arrow written with a character that looks like `-` or `>` but is not one: `–>` with an en dash,
/// as a word processor or a chat app replaces `-` with, `−>` with a minus sign, `->` in fullwidth
/// forms, or `-&gt;`, copied from HTML. Read as written, such an arrow is a word like any other, and
/// the line fails for a reason that does not name it; the parser reports the arrow itself.
struct LookalikeArrow: Equatable {
    /// The arrow as the word writes it.
    let written: String
    /// Its offset in the word, in characters.
    let offset: Int
    /// The character that is not what it looks like, by its Unicode name (`U+2013 EN DASH`), or the
    /// HTML entity; nil for an arrow of plain ASCII.
    let culprit: String?

    /// The note that names the character that looks like `-` or `>`, or nothing.
    var notes: [String] {
        guard let culprit else { return [] }
        return culprit.hasPrefix("&")
            ? ["'\(culprit)' is how HTML writes '>'; the text was copied from a web page's source"]
            : ["\(culprit) looks like '\(written.first == "-" ? ">" : "-")' but is not one: the arrow is the two ASCII characters '-' and '>', which a word processor or a chat app may have replaced"]
    }

    /// The first lookalike arrow in `word`, outside `"quotes"`, or nil; `->` itself is not one.
    static func first(in word: String) -> LookalikeArrow? {
        // ASCII characters are single bytes, but for CRLF, which is ASCII too: a byte scan says the same.
        guard !word.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x26 }) else { return nil }
        let characters = [Character](word)
        var found: LookalikeArrow?
        SourceLine.scanOutsideQuotes(characters, from: 0, to: characters.count) { index in
            let character = characters[index]
            if character == "-", index + 4 < characters.count, String(characters[(index + 1)...(index + 4)]) == "&gt;" {
                found = LookalikeArrow(written: "-&gt;", offset: index, culprit: "&gt;")
                return false
            }
            guard index + 1 < characters.count, isDashLike(character), isGreaterLike(characters[index + 1]),
                  character != "-" || characters[index + 1] != ">" else { return true }
            let culprit = character != "-" ? character : characters[index + 1]
            found = LookalikeArrow(written: String(characters[index...(index + 1)]), offset: index, culprit: ScenarioParser.unicodeName(culprit))
            return false
        }
        return found
    }

    /// `-`, a dash (Unicode's dash punctuation: hyphen, en dash, em dash, …), the minus sign or a fullwidth hyphen-minus.
    private static func isDashLike(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return scalar == "-" || scalar.properties.generalCategory == .dashPunctuation || scalar == "\u{2212}" || scalar == "\u{FF0D}"
    }

    /// `>` or a character drawn like it: the fullwidth and small forms and the single angle quotation mark.
    private static func isGreaterLike(_ character: Character) -> Bool {
        ["\u{3E}", "\u{FF1E}", "\u{FE65}", "\u{203A}"].contains(character)
    }
}
