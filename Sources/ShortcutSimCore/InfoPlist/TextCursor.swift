/// A read position in a text, with the line and column of its character, shared by the hand-written scanners.
///
/// Both the XML scanner behind ``InfoPlistDecoder/XMLOutline`` and ``StringsTextParser`` read through it,
/// so their `file:line:column` positions agree: a leading byte-order mark is dropped, columns count
/// `Character`s from 1, and any `Character` that is a newline, `"\r\n"` included as one, starts a new line.
struct TextCursor {
    /// The characters of the text, without a leading U+FEFF byte-order mark.
    let characters: [Character]
    /// The path locations name; it is not opened.
    let file: String
    /// The offset in ``characters`` of the current character; ``characters``'s count at the end.
    private(set) var index = 0
    /// The line of the current character, counted from 1.
    private(set) var line = 1
    /// The column of the current character, counted from 1 in characters of the line.
    private(set) var column = 1

    /// A cursor on the first character of `text` after a byte-order mark, locating positions in `file`.
    init(text: String, file: String) {
        let characters = Array(text)
        self.characters = characters.first == "\u{FEFF}" ? Array(characters.dropFirst()) : characters
        self.file = file
    }

    /// Whether every character has been read.
    var atEnd: Bool { index >= characters.count }
    /// The character at the cursor, or nil at the end.
    var current: Character? { atEnd ? nil : characters[index] }
    /// The character after ``current``, or nil when there is none.
    var next: Character? { index + 1 < characters.count ? characters[index + 1] : nil }
    /// The line and column of ``current`` in ``file``.
    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Whether the characters at the cursor spell `prefix`.
    func lookingAt(_ prefix: String) -> Bool {
        var position = index
        for character in prefix {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    /// Moves forward `count` characters, or to the end if fewer remain, counting lines and columns.
    mutating func advance(by count: Int = 1) {
        for _ in 0..<count where !atEnd {
            if characters[index].isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }
}
