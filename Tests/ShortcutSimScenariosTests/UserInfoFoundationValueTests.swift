import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A `userInfo` value written as app code writes it, with a Foundation type that is not a property-list
/// type (C4.1: "URL and UUID are not plist types"; creating the item raises an exception): one error at
/// the value that names the type and what to store instead, never a suggestion to quote the code.
@Suite("userInfo values of Foundation types (C4.1)")
struct UserInfoFoundationValueTests {
    /// The only diagnostic of a scenario whose one dynamic item has `userInfo={link: VALUE}`.
    static func only(value: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
        FourthNewcomerDiagnosticsTests.only("scenario: T\nshortcuts:\n  dynamic Open \"Open\" userInfo={link: \(value)}\napp:\n  dynamic items: replace every launch\nsteps:\n  tap icon\n",
                                            sourceLocation: sourceLocation)
    }

    @Test("C4.1 URL(string: \"…\") names the URL type and shows the string to store")
    func urlWithString() throws {
        let diagnostic = try #require(Self.only(value: "URL(string: \"https://example.com/orders\")"))
        #expect(diagnostic.message == "userInfo: a URL is not a property-list value: creating the item with it raises an exception (C4.1); store its string instead: \"https://example.com/orders\"",
                "expected the URL error with the string to store, found:\n\(diagnostic)")
        #expect(diagnostic.location.line == 3 && diagnostic.location.column == 39, "expected the error at the value (3:39), found \(diagnostic)")
    }

    @Test("C4.1 NSURL() without a string names the URL type and its absoluteString")
    func urlWithoutString() throws {
        let diagnostic = try #require(Self.only(value: "NSURL()"))
        #expect(diagnostic.message.hasSuffix("store its string instead: the URL's absoluteString"), "found:\n\(diagnostic)")
    }

    @Test("C4.1 UUID() names the UUID type and its uuidString")
    func uuid() throws {
        let diagnostic = try #require(Self.only(value: "UUID()"))
        #expect(diagnostic.message == "userInfo: a UUID is not a property-list value: creating the item with it raises an exception (C4.1); store its uuidString instead, in double quotes",
                "expected the UUID error, found:\n\(diagnostic)")
    }

    @Test("C4.1 nil, null and NSNull() say to leave the key out", arguments: ["nil", "null", "NSNull()"])
    func nothing(value: String) throws {
        let diagnostic = try #require(Self.only(value: value))
        #expect(diagnostic.message == "userInfo: '\(value)' is not a property-list value: a property-list dictionary holds no empty value (C4.1); leave the key out",
                "expected the empty-value error for \(value), found:\n\(diagnostic)")
    }

    @Test("C4.1 a bare word with a quote in it gets the quoted string with its escapes")
    func suggestionEscapesQuotes() throws {
        let diagnostic = try #require(Self.only(value: "Orders(\"x\")"))
        #expect(diagnostic.message == "userInfo: 'Orders(\"x\")' is not a property-list value; strings need quotes: \"Orders(\\\"x\\\")\" (C4.1)",
                "expected the suggestion with \\\" escapes, found:\n\(diagnostic)")
    }
}
