/// How a shortcut type is written as a word, in the trace and in scenario files alike.
///
/// A type is any string (C1.1, C1.2). One that reads as a single plain word is written bare
/// (`Search`, `com.example.search`); any other is written in double quotes, with `\"`, `\\`, `\n`
/// and `\t` escaped (`"New note"`), as titles are. So a trace line reads back as the same words:
/// pasted into `expect exactly:`, it names the same types. Lists of types (`home.menu`,
/// `app.setShortcutItems`, `hidden=`) join the words with commas, and an empty list is `none`.
public enum ShortcutTypeSpelling {
    /// The word for an empty list of types.
    public static let emptyList = "none"

    /// Whether a type is written bare: not empty, and without white space, a quote, a backslash,
    /// `,` (which joins lists), `=` (which makes an attribute), `->` (a route's arrow), brackets
    /// (which group words), a leading `#` (a comment), or a character a scenario refuses outside
    /// quotes (``quotesNonASCII(_:after:)``).
    public static func isPlainWord(_ type: String) -> Bool {
        // Every type of every event and message is spelled: read by scalars, without breaking the
        // text into characters; only a scalar beyond ASCII asks Unicode whether it is white space.
        guard let first = type.unicodeScalars.first, first != "#" else { return false }
        var previous: Unicode.Scalar = "\0"
        for scalar in type.unicodeScalars {
            switch scalar {
            case " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\"", "\\", ",", "=", "{", "}", "[", "]":
                return false
            case ">" where previous == "-" || isDashLike(previous):
                return false
            default:
                if !scalar.isASCII, quotesNonASCII(scalar, after: previous) { return false }
            }
            previous = scalar
        }
        return true
    }

    /// Whether a scalar beyond ASCII, after `previous`, keeps a word from being written bare, since a
    /// scenario refuses it outside quotes: white space other than a space or a tab; an invisible
    /// character of Unicode's format category (U+200B ZERO WIDTH SPACE, U+200F RIGHT-TO-LEFT MARK, as
    /// Hebrew and Arabic text holds); a character drawn like `>` after one drawn like `-` (`–>`), read
    /// as a mistyped arrow. So a trace line pasted into a scenario reads back as the same words.
    static func quotesNonASCII(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
            || (["\u{FF1E}", "\u{FE65}", "\u{203A}"].contains(scalar) && (previous == "-" || isDashLike(previous)))
    }

    /// A dash other than `-`: Unicode's dash punctuation, the minus sign or the fullwidth hyphen-minus.
    static func isDashLike(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && (scalar.properties.generalCategory == .dashPunctuation || scalar == "\u{2212}" || scalar == "\u{FF0D}")
    }

    /// The type as a word: bare when it is a plain word (``isPlainWord(_:)``), else quoted with escapes.
    public static func printed(_ type: String) -> String {
        isPlainWord(type) ? type : QuotedText.quoted(type)
    }

    /// The type as the value of an attribute that names one type (`shortcut=`, `replacedBy=`): as
    /// ``printed(_:)`` writes it, except the type `none`, which is quoted (`shortcut="none"`), since
    /// `shortcut=none` is an expectation's word for an event without an item; and the empty value,
    /// which no type is (C1.1), and which stands for that word in an expectation: `none`.
    public static func printedAttribute(_ type: String) -> String {
        if type.isEmpty { return emptyList }
        return type == emptyList ? QuotedText.quoted(emptyList) : printed(type)
    }

    /// A list of types as one word: each printed (``printed(_:)``) and joined by commas, or `none`
    /// when empty. A list of the one type `none` is `"none"`, told apart from the empty list.
    public static func printedList(_ types: [String]) -> String {
        guard !types.isEmpty else { return emptyList }
        if isListOfNone(types) { return QuotedText.quoted(emptyList) }
        return types.map(printed).joined(separator: ",")
    }

    /// Whether the list is the one type `none`, which a list prints in quotes (``printedList(_:)``);
    /// tested without making an array to compare with, since the matcher asks it of menu events.
    public static func isListOfNone(_ types: [String]) -> Bool {
        types.count == 1 && types[0] == emptyList
    }

    /// The words of a list as written, split at the commas outside quotes (quotes and escapes
    /// kept): `"New note",Search` gives `"New note"` and `Search`. Empty words are kept, so a
    /// caller can report `Search,,Compose`.
    public static func listWords<Text: StringProtocol>(_ list: Text) -> [Substring] {
        listWords(list, readingBytes: true)
    }

    /// ``listWords(_:)``, reading a list of ASCII as bytes unless `readingBytes` is false, which the
    /// tests use to compare both ways of reading it.
    static func listWords<Text: StringProtocol>(_ list: Text, readingBytes: Bool) -> [Substring] {
        let text = Substring(list)
        // In ASCII a character is a byte, so the UTF-8 view's indices are the characters': the same
        // words, without comparing `Character`s (the parser reads a list on many expectation lines).
        if readingBytes, text.utf8.allSatisfy({ $0 < 0x80 }) {
            var words: [Substring] = []
            let bytes = text.utf8
            var start = bytes.startIndex, index = bytes.startIndex
            var inQuotes = false
            while index < bytes.endIndex {
                let byte = bytes[index]
                if inQuotes, byte == 0x5C {  // \
                    index = bytes.index(after: index)
                    if index == bytes.endIndex { break }
                } else if byte == 0x22 {  // "
                    inQuotes.toggle()
                } else if byte == 0x2C, !inQuotes {  // ,
                    words.append(text[start..<index])
                    start = bytes.index(after: index)
                }
                index = bytes.index(after: index)
            }
            words.append(text[start..<text.endIndex])
            return words
        }
        var words: [Substring] = []
        var start = text.startIndex, index = text.startIndex
        var inQuotes = false
        while index < text.endIndex {
            let character = text[index]
            if inQuotes, character == "\\" {
                index = text.index(after: index)
                if index == text.endIndex { break }
            } else if character == "\"" {
                inQuotes.toggle()
            } else if character == ",", !inQuotes {
                words.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        words.append(text[start..<text.endIndex])
        return words
    }
}
