@testable import ShortcutSimCore
@testable import ShortcutSimScenarios
import Testing

/// Header lists (`rules:`, `profile:`) and shortcut type lists of ASCII are cut as bytes: the items
/// must be exactly those of reading characters, which every other list gets.
@Suite("The list fast paths")
struct ListFastPathTests {
    /// Lists that test the rules: separators in a row, at the ends, quotes, escapes and commas inside
    /// them; then lists that are not ASCII, which read as characters either way.
    static let lists = [
        "", " ", ",", "A1.1", "A1.1 A2.1", "A1.1,A2.1", " A1.1,, A2.1\t,G10 ", "\tios13\t\tios26,", "a,,b", ",a,",
        "\"New note\",Search", "\"a,b\",c,\"d\\\",e\"", "\"open,x", "x\\", "\"x\\", "\"\\\\\",y", "~!@$%^&*()_+`-=|;'./<>?",
        "caf\u{E9},x", "e\u{301},\"\u{301},y", "\u{1F600} A1.1", "\u{A0}a,b", "\"\u{301}a,b\",c",
    ]

    @Test("a header list reads the same items at the same offsets as bytes as it does as characters", arguments: lists)
    func headerItems(_ list: String) {
        let bytes = ScenarioParser.listItems(list).map { "\($0.item)@\($0.offset)" }
        let characters = ScenarioParser.listItems(list, readingBytes: false).map { "\($0.item)@\($0.offset)" }
        #expect(bytes == characters, "expected the items of \(list.debugDescription) read as bytes, \(bytes), to be those read as characters, \(characters)")
    }

    @Test("a shortcut type list splits into the same words as bytes as it does as characters", arguments: lists)
    func typeListWords(_ list: String) {
        let bytes = ShortcutTypeSpelling.listWords(list).map(String.init)
        let characters = ShortcutTypeSpelling.listWords(list, readingBytes: false).map(String.init)
        #expect(bytes == characters, "expected the words of \(list.debugDescription) read as bytes, \(bytes), to be those read as characters, \(characters)")
    }
}
