import Foundation
import ShortcutSimCore
@testable import ShortcutSimScenarios
import Testing

/// A line of ASCII without CR is read as bytes (``SourceLine/isPlainASCII``): its layout, its scans
/// and its words must be exactly those of reading its characters, which every other line gets. Each
/// test reads tricky lines both ways and compares, so that a change to one way that the other lacks fails.
@Suite("The plain-ASCII fast paths")
struct PlainASCIIFastPathTests {
    /// Lines of plain ASCII that test the rules: comments, quotes and escapes, brackets, tabs, and the
    /// ASCII white space other than space and tab (VT, FF).
    static let asciiLines = [
        "", " ", "\t", "   # only a comment", "#", "# c", "scenario: Expo before #49925 - x",
        "  static Search \"Search # not a comment\" # a comment", "\tkey:\tvalue\t", "  key : value  ",
        "a#b # c", "a #b", "\"a\\\"b\" # c", "x \"y\\\\\" # z", "\"unterminated # x", "  \"open",
        "x\\", "  select \"New note", "{ [ \"#\" ] } # c", "userInfo={\"a\": [1, 2]} next", "{ [ } ]", "a{b c", "a]b [c",
        "  // a comment", "a // b", "\"//\" x", "  routes: Search -> SearchPage, \"A->B\" -> Page",
        " \u{0B}vt", "\u{0C}ff \"a\u{0B}\" b", "a\u{0B}\u{0C}b", "  wait 1s#slow", "  count 2:route Search",
        "never:app.performAction shortcut = Search", "\t\t  mixed   spaces\t\tand tabs  ", "~!@$%^&*()_+`-=|;',./<>?",
    ]

    /// Lines that are not plain ASCII, which must read as characters either way.
    static let otherLines = [
        "a\r", "\r\n", "  static Search\u{200B} \"S\"", "caf\u{E9} # c", "  route Search \u{2013}> Page", "\u{A0}\u{A0}steps:",
        "  select \u{201C}Search\u{201D}", "e\u{301} # x", " \u{301}a", "\u{212A} K", "\u{FEFF}scenario: x", "\u{1F600} \"\u{1F600}\" #",
    ]

    private func bothWays(_ text: String) -> (bytes: SourceLine, characters: SourceLine) {
        (SourceLine(number: 3, text: text, file: "f", readingBytes: true), SourceLine(number: 3, text: text, file: "f", readingBytes: false))
    }

    private func words(_ line: SourceLine) -> String {
        do { return try Tokenizer.tokens(of: line).map { "\($0.raw)@\($0.location.column)" }.joined(separator: "|") } catch {
            return "error: \(error.description)"
        }
    }

    @Test("a line of plain ASCII has the same layout, scans and words read as bytes as read as characters")
    func sameAsCharacters() {
        for text in Self.asciiLines {
            let (bytes, characters) = bothWays(text)
            #expect(bytes.isPlainASCII, "\(text.debugDescription)")
            #expect(!characters.isPlainASCII)
            #expect(bytes.characters == characters.characters, "\(text.debugDescription)")
            #expect(bytes.indentation == characters.indentation, "\(text.debugDescription)")
            #expect(bytes.contentEnd == characters.contentEnd, "\(text.debugDescription)")
            #expect(bytes.content == characters.content, "\(text.debugDescription)")
            #expect(bytes.unusualSpaces() == characters.unusualSpaces(), "\(text.debugDescription)")
            #expect(bytes.unusualSpaces(before: 2) == characters.unusualSpaces(before: 2), "\(text.debugDescription)")
            #expect(bytes.invisibleCharacters() == characters.invisibleCharacters(), "\(text.debugDescription)")
            #expect(words(bytes) == words(characters), "\(text.debugDescription)")
            for start in [0, 2] where start <= bytes.contentEnd {
                let fromBytes = try? Tokenizer.tokens(of: bytes, from: start, to: bytes.contentEnd)
                let fromCharacters = try? Tokenizer.tokens(of: characters, from: start, to: characters.contentEnd)
                #expect(fromBytes == fromCharacters, "\(text.debugDescription) from \(start)")
            }
        }
    }

    @Test("a line that is not plain ASCII is read as characters")
    func otherLinesReadAsCharacters() {
        for text in Self.otherLines {
            let (bytes, characters) = bothWays(text)
            #expect(!bytes.isPlainASCII, "\(text.debugDescription)")
            #expect(bytes.characters == characters.characters && bytes.contentEnd == characters.contentEnd)
            #expect(bytes.unusualSpaces() == characters.unusualSpaces() && bytes.invisibleCharacters() == characters.invisibleCharacters())
            #expect(words(bytes) == words(characters), "\(text.debugDescription)")
        }
    }

    @Test("an unterminated quote or bracket on a line of plain ASCII gets the diagnostic of the characters")
    func errorsFromCharacters() {
        for text in ["  \"open", "a{b c", "x \"y", "[\"a\" b"] {
            let (bytes, characters) = bothWays(text)
            #expect(words(bytes).hasPrefix("error: "))
            #expect(words(bytes) == words(characters))
        }
    }

    @Test("a character of a line compares as the line's characters say, and they are the same made late")
    func characterAt() {
        for text in Self.asciiLines + Self.otherLines {
            let (bytes, characters) = bothWays(text)
            for index in characters.characters.indices {
                for character: Character in [":", "#", " ", "\t", "\"", "\r\n"] {
                    #expect(bytes.isCharacter(character, at: index) == (characters.characters[index] == character), "\(text.debugDescription) \(index)")
                }
            }
        }
    }

    /// Texts for the string fast paths: ASCII with spaces and tabs around, and lookalikes, accents,
    /// CRLF and other white space that Foundation or `Character` tell apart.
    static let texts = ["", " ", "\t", " \t key \t", "key", "a=b", "=", "->", "a->b", "a-b>", "x;y", "\"a\"", "count 2:", " : ",
                        "caf\u{E9} ", "\u{A0}key\u{A0}", "\u{3000}x\u{2003}", "e\u{301}=", "=\u{301}", ":\u{301}x", "a\r\nb", "\r\n",
                        "-\u{338}>", "\u{212A}", "\u{1F600}=\u{1F600}", "\u{200B}=", " \u{85}x\u{85} ",
                        "a,", "Page,,", ",", "\",\"", "caf\u{E9},", ",\u{301}", "a,\u{301},"]

    @Test("trimming, searching, finding and counting commas in ASCII text say what Foundation and Character say")
    func stringFastPaths() {
        for text in Self.texts {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(text[...].trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(Token(raw: text, location: SourceLocation(file: "f", line: 1, column: 1)).trailingCommaCount
                    == text.reversed().prefix { $0 == "," }.count, "\(text.debugDescription)")
            #expect(text.containsText("=") == text.contains("="), "\(text.debugDescription)")
            #expect(text.containsText("->") == text.contains("->"), "\(text.debugDescription)")
            #expect(text.containsText(";") == text.contains(";"), "\(text.debugDescription)")
            #expect(text.containsText("\"") == text.contains("\""), "\(text.debugDescription)")
            for character: Character in [":", "=", ";", "\r\n", "\u{E9}"] {
                #expect(text.firstIndex(ofASCII: character).map { text.distance(from: text.startIndex, to: $0) }
                        == text.firstIndex(of: character).map { text.distance(from: text.startIndex, to: $0) }, "\(text.debugDescription)")
            }
        }
    }

    /// The phrase reader's words, split as `split(separator: " ")` splits them and compared with `==`.
    private func reference(_ phrase: String, _ tokens: [Token]) -> Int? {
        let words = phrase.split(separator: " ").map(String.init)
        guard words.count <= tokens.count, zip(tokens, words).allSatisfy({ $0.raw == $1 }) else { return nil }
        return words.count
    }

    @Test("a phrase matches the words it matched when split into an array, lookalikes and equivalent spellings included")
    func phraseWords() {
        let location = SourceLocation(file: "f", line: 1, column: 1)
        let phrases = ["at once", "on the next main-queue turn", "K", "caf\u{E9}", "  two  spaces ", "", "\u{212A} x", "e\u{301}"]
        let writings = [["at", "once"], ["at"], ["at", "once", "more"], ["\u{212A}"], ["K"], ["cafe\u{301}"], ["caf\u{E9}"], ["two", "spaces"],
                        ["K", "x"], ["\u{E9}"], [], ["on", "the", "next", "main-queue", "turn"], ["at", "once\u{200B}"], ["AT", "once"]]
        for phrase in phrases {
            for written in writings {
                let tokens = written.map { Token(raw: $0, location: location) }
                #expect(PhraseReader.wordsMatched(phrase, tokens[...]) == reference(phrase, tokens), "\(phrase.debugDescription) \(written)")
            }
        }
    }
}
