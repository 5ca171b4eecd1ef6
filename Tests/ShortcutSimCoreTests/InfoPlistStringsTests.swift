import Foundation
import ShortcutSimCore
import Testing

/// InfoPlist.strings files: the text form read by the simulator's own parser, the warnings a table
/// earns, encodings named precisely, and files that cannot be read (C1.5).
@Suite("InfoPlist.strings")
struct InfoPlistStringsTests {
    /// The Meituan-like static items: titles Search, Coupons (subtitle "Deals near you"), Scan.
    static let items = [
        ShortcutItem(type: "Search", localizedTitle: "Search"),
        ShortcutItem(type: "Coupon", localizedTitle: "Coupons", localizedSubtitle: "Deals near you"),
        ShortcutItem(type: "Scan", localizedTitle: "Scan"),
    ]

    // MARK: The text form

    @Test("C1.5 the text form reads comments, escapes, unquoted words, a bare key and a table in braces")
    func textForm() throws {
        let text = """
            /* A block comment */
            // A line comment
            "Search" = "搜\\U7d22"; "Tab" = "a\\tb\\n\\"q\\" \\\\ \\101";
            unquoted_key = some.value-1;
            "Emoji" = "\\UD83D\\UDE00";
            "Same";

            """
        let table = try InfoPlistStringsDecoder.decode(Data(text.utf8), file: "InfoPlist.strings")
        #expect(table == [
            "Search": "搜索", "Tab": "a\tb\n\"q\" \\ A", "unquoted_key": "some.value-1", "Emoji": "😀", "Same": "Same",
        ], "\(table)")
        let braced = try InfoPlistStringsDecoder.decode(Data("{ \"Scan\" = \"扫一扫\"; }\n".utf8), file: "InfoPlist.strings")
        #expect(braced == ["Scan": "扫一扫"])
    }

    @Test("C1.5 each malformed entry is one error at its place, with a note saying what was expected", arguments: [
        ("\"Search\" = \"搜索\"\n\"Scan\" = \"x\";\n", "1:16", "expected ';' at the end of this entry"),
        ("\"Search\" \"搜索\";\n", "1:9", "expected '=' after the key \"Search\", found '\"'"),
        ("\"Search\" = \"搜索;\n", "1:12", "the string that starts here is not closed: expected a closing \""),
        ("/* open\n\"Search\" = \"x\";\n", "1:1", "the comment that starts here is not closed: expected '*/'"),
        ("\"Search\" = ;\n", "1:12", "expected a quoted value after '=', found ';'"),
        ("= \"x\";\n", "1:1", "expected a quoted key such as \"Search\", found '='"),
        ("\"A\" = (\"x\", (\"y\";\n", "1:7", "the value that starts here is not closed: expected ')'"),
        ("{ \"A\" = \"x\";\n", "2:1", "expected '}' to close the '{' at 1:1"),
    ])
    func malformed(_ text: String, _ position: String, _ note: String) {
        let error = #expect(throws: DiagnosticError.self) { try InfoPlistStringsDecoder.decode(Data(text.utf8), file: "InfoPlist.strings") }
        #expect(error?.diagnostics.map(\.description) == [
            "InfoPlist.strings:\(position): error: file is not a valid strings file of \"key\" = \"value\"; entries\nnote: \(note)",
        ], "for \(text.debugDescription)")
    }

    @Test("C1.5 a value nested 100,000 brackets deep is an error at its key, not a stack overflow")
    func deeplyNestedValue() {
        let depth = 100_000
        let text = "\"A\" = \"x\";\n\"Deep\" = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + ";\n"
        let error = #expect(throws: DiagnosticError.self) { try InfoPlistStringsDecoder.decode(Data(text.utf8), file: "InfoPlist.strings") }
        #expect(error?.diagnostics.map(\.description) == ["InfoPlist.strings:2:1: error: the value of \"Deep\" must be a string, found array (C1.5)"])
    }

    @Test("C1.5 a strings file that is an array is refused as not a table")
    func arrayFile() {
        let error = #expect(throws: DiagnosticError.self) { try InfoPlistStringsDecoder.decode(Data("(\"a\", \"b\")".utf8), file: "InfoPlist.strings") }
        #expect(error?.diagnostics.map(\.description) == ["InfoPlist.strings:1:1: error: a strings file must be a table of \"key\" = \"value\"; entries, found array"])
    }

    // MARK: Warnings

    @Test("C1.5 a repeated key warns at the ignored entry, and an empty translation at its value")
    func repeatedAndEmpty() throws {
        let text = "\"Search\" = \"旧\";\n\"Search\" = \"搜索\";\n\"Scan\" = \"\";\n\"Coupons\" = \"  \";\n"
        let strings = try InfoPlistStringsDecoder.decodeTable(Data(text.utf8), file: "InfoPlist.strings")
        #expect(strings.table == ["Search": "搜索", "Scan": "", "Coupons": "  "])
        #expect(strings.warnings.map(\.description) == [
            "InfoPlist.strings:1:1: warning: \"Search\" appears again at line 2; a strings table keeps only the last value of a key, so this one (\"旧\") is ignored (C1.5)",
            """
            InfoPlist.strings:3:10: warning: the translation of "Scan" is empty, so iOS shows a blank text in place of "Scan" (C1.5)
            note: write the translation, or remove the entry to show the Info.plist's own text
            """,
            """
            InfoPlist.strings:4:13: warning: the translation of "Coupons" is only white space, so iOS shows a blank text in place of "Coupons" (C1.5)
            note: write the translation, or remove the entry to show the Info.plist's own text
            """,
        ])
    }

    @Test("C1.5 keys that match no static title warn at the key, naming the likely mistake; Info.plist key names are left alone")
    func unusedKeys() throws {
        let text = """
            "Coupon" = "美团券";
            "UIApplicationShortcutItemTitle" = "x";
            "Serch" = "搜索";
            "Elsewhere" = "y";
            "CFBundleDisplayName" = "美团";
            "NSCameraUsageDescription" = "扫码需要相机";
            "Deals near you" = "附近优惠";

            """
        let strings = try InfoPlistStringsDecoder.decodeTable(Data(text.utf8), file: "InfoPlist.strings")
        #expect(strings.unusedKeyWarnings(for: Self.items).map(\.description) == [
            """
            InfoPlist.strings:1:1: warning: "Coupon" matches no static title or subtitle, so iOS never uses it; InfoPlist.strings is keyed by the title's value (C1.5)
            note: 'Coupon' is the type of an item whose title is 'Coupons'; key the entry by the title: "Coupons" = "…";
            """,
            """
            InfoPlist.strings:2:1: warning: "UIApplicationShortcutItemTitle" matches no static title or subtitle, so iOS never uses it; InfoPlist.strings is keyed by the title's value (C1.5)
            note: UIApplicationShortcutItemTitle is the name of an item key; a static title is localized by its value, such as "Search" = "…";
            """,
            """
            InfoPlist.strings:3:1: warning: "Serch" matches no static title or subtitle, so iOS never uses it; InfoPlist.strings is keyed by the title's value (C1.5)
            note: did you mean 'Search'?
            """,
            """
            InfoPlist.strings:4:1: warning: "Elsewhere" matches no static title or subtitle, so iOS never uses it; InfoPlist.strings is keyed by the title's value (C1.5)
            note: the static titles and subtitles are 'Coupons', 'Deals near you', 'Scan', 'Search'
            """,
        ])
        let localized = InfoPlistShortcuts(items: Self.items).localized(with: strings)
        #expect(localized.items.map(\.localizedSubtitle) == [nil, "附近优惠", nil])
        #expect(localized.warnings.count == 4, "the unused-key warnings are added to the shortcuts' warnings: \(localized.warnings)")
    }

    @Test("C1.5 a key that is a dynamic item's title or subtitle is unused, and its note says the app translates those itself")
    func dynamicTitleKeyIsUnused() throws {
        let text = """
            "Favorites" = "Favoritos";
            "Opened yesterday" = "Abierto ayer";

            """
        let strings = try InfoPlistStringsDecoder.decodeTable(Data(text.utf8), file: "InfoPlist.strings")
        let dynamic = [ShortcutItem(type: "Fav", localizedTitle: "Favorites"),
                       ShortcutItem(type: "Recent", localizedTitle: "Recent", localizedSubtitle: "Opened yesterday")]
        let notes = strings.unusedKeyWarnings(for: Self.items, dynamicItems: dynamic).map(\.notes)
        #expect(notes == [
            ["'Favorites' is the title of the dynamic item 'Fav': InfoPlist.strings translates only the Info.plist items; "
                + "the app sets a dynamic item's title already translated (NSLocalizedString), so write the translation in its 'dynamic' line"],
            ["'Opened yesterday' is the subtitle of the dynamic item 'Recent': InfoPlist.strings translates only the Info.plist items; "
                + "the app sets a dynamic item's subtitle already translated (NSLocalizedString), so write the translation in its 'dynamic' line"],
        ], "expected each warning to explain that dynamic titles are not localized by InfoPlist.strings, got \(notes)")
        let localized = InfoPlistShortcuts(items: Self.items).localized(with: strings)
        #expect(localized.items.map(\.localizedTitle) == ["Search", "Coupons", "Scan"], "the static titles are not among the keys, so none changes")
    }

    @Test("C1.5 an XML strings table is located and checked like the text form")
    func xmlForm() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>Search</key>
            \t<string>旧</string>
            \t<key>Search</key>
            \t<string>搜索</string>
            \t<key>Scan</key>
            \t<string></string>
            </dict>
            </plist>

            """
        let strings = try InfoPlistStringsDecoder.decodeTable(Data(text.utf8), file: "InfoPlist.strings")
        #expect(strings.table == ["Search": "搜索", "Scan": ""])
        #expect(strings.warnings.map(\.description) == [
            "InfoPlist.strings:4:2: warning: \"Search\" appears again at line 6; a strings table keeps only the last value of a key, so this one (\"旧\") is ignored (C1.5)",
            """
            InfoPlist.strings:9:2: warning: the translation of "Scan" is empty, so iOS shows a blank text in place of "Scan" (C1.5)
            note: write the translation, or remove the entry to show the Info.plist's own text
            """,
        ])
    }

    @Test("C1.5 in an XML strings table, an ignored value that is not a string is still an error at its key")
    func xmlFormIgnoredValueNotAString() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>Search</key>
            \t<integer>1</integer>
            \t<key>Scan</key>
            \t<array/>
            \t<key>Search</key>
            \t<string>搜索</string>
            \t<key>Scan</key>
            \t<string>扫一扫</string>
            </dict>
            </plist>

            """
        let error = #expect(throws: DiagnosticError.self) { try InfoPlistStringsDecoder.decodeTable(Data(text.utf8), file: "InfoPlist.strings") }
        #expect(error?.diagnostics.map(\.description) == [
            "InfoPlist.strings:4:2: error: the value of \"Search\" must be a string, found integer (C1.5)",
            "InfoPlist.strings:6:2: error: the value of \"Scan\" must be a string, found array (C1.5)",
        ])
    }

    // MARK: Encodings

    @Test("C1.5 a strings file saved as Latin-1 is one error at the first byte that is not UTF-8")
    func latin1() {
        var bytes = Array("/* French */\n\"Search\" = \"Recherch".utf8)
        bytes += [0xE9, 0x22, 0x3B, 0x0A]  // é in Latin-1, then ";
        let error = #expect(throws: DiagnosticError.self) { try InfoPlistStringsDecoder.decode(Data(bytes), file: "InfoPlist.strings") }
        #expect(error?.diagnostics.map(\.description) == [
            """
            InfoPlist.strings:2:21: error: file is not a valid strings file of "key" = "value"; entries
            note: the file is not UTF-8 or UTF-16 text: the byte 0xE9 at line 2, column 21 is not valid UTF-8 (a file saved as Latin-1 or another legacy encoding); save it as UTF-8
            """,
        ])
    }

    @Test("C1.5 a strings file saved as UTF-16 without a byte-order mark is one error saying so", arguments: [true, false])
    func utf16WithoutMark(littleEndian: Bool) throws {
        let data = try #require("\"Search\" = \"搜索\";\n".data(using: littleEndian ? .utf16LittleEndian : .utf16BigEndian))
        let error = #expect(throws: DiagnosticError.self) { try InfoPlistStringsDecoder.decode(data, file: "InfoPlist.strings") }
        #expect(error?.diagnostics.map(\.description) == [
            """
            InfoPlist.strings:1:1: error: file is not a valid strings file of "key" = "value"; entries
            note: the file looks like UTF-16 (\(littleEndian ? "little" : "big")-endian) without a byte-order mark, which UTF-16 property lists and strings files need; save it as UTF-8, or as UTF-16 with a byte-order mark
            """,
        ])
    }
}
