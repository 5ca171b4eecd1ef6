import Foundation
import ShortcutSimCore
import Testing

/// Decoding static quick actions from real Info.plist files, XML and binary, and InfoPlist.strings (C1.1, C1.5).
///
/// Error cases assert the exact `file:line:column: severity: message` text, notes included,
/// so a change of wording or of position fails.
@Suite("InfoPlist decoding")
struct InfoPlistDecoderTests {
    // MARK: Valid files

    @Test("C1.1 Meituan Info.plist decodes three static items in plist order")
    func meituanItems() throws {
        let shortcuts = try decode("Meituan-Info.plist")
        #expect(shortcuts.items == Self.meituanItems)
        #expect(shortcuts.warnings.isEmpty)
    }

    @Test("C1.4 Kugou Info.plist decodes four IconFile items with Chinese titles")
    func kugouItems() throws {
        let shortcuts = try decode("Kugou-Info.plist")
        #expect(shortcuts.items == Self.kugouItems)
        #expect(shortcuts.warnings.isEmpty)
    }

    @Test("C1.1 a binary Info.plist decodes to the same items as its XML source")
    func binaryPlist() throws {
        let shortcuts = try decode("Kugou-Info.bplist")
        #expect(shortcuts.items == Self.kugouItems)
        #expect(shortcuts.warnings.isEmpty)
    }

    @Test("C4.1 userInfo keeps nested dictionaries, arrays, dates, data, reals and booleans")
    func userInfo() throws {
        let shortcuts = try decode("UserInfo-Info.plist")
        let expected = ShortcutItem(
            type: "First", localizedTitle: "shortcutTitle1", localizedSubtitle: "shortcutSubtitle1",
            icon: .system(.search),
            userInfo: [
                "firstShorcutKey1": .string("firstShortcutKeyValue1"),
                "route": .dictionary(["tab": .integer(0), "path": .array([.string("home"), .string("search")])]),
                "createdAt": .date(Date(timeIntervalSince1970: 1_456_819_200)),
                "token": .data(Data([0, 1, 2, 3])),
                "weight": .real(2),
                "pinned": .bool(true),
            ]
        )
        #expect(shortcuts.items == [expected])
        #expect(shortcuts.warnings.isEmpty)
    }

    @Test("C1.1 an Info.plist without UIApplicationShortcutItems has zero static items, and a warning says so")
    func noShortcutItems() throws {
        let shortcuts = try decode("NoShortcutItems-Info.plist")
        #expect(shortcuts.items.isEmpty)
        #expect(shortcuts.warnings.map(\.message) == ["this Info.plist has no UIApplicationShortcutItems key, so it declares no static quick actions (C1.1)"],
                "found \(shortcuts.warnings)")
        #expect(shortcuts.warnings.first?.severity == .warning)
    }

    @Test("C1.1 a misspelled UIApplicationShortcutItems key is named in the warning's note")
    func misspelledShortcutItemsKey() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIApplicationShortcutItem</key>
            <array/>
        </dict>
        </plist>
        """
        let shortcuts = try InfoPlistDecoder.decode(Data(text.utf8), file: "Info.plist")
        #expect(shortcuts.warnings.first?.notes == ["it has 'UIApplicationShortcutItem': did you mean 'UIApplicationShortcutItems'?"],
                "found \(shortcuts.warnings)")
    }

    // MARK: Errors in items

    @Test("C1.1 a missing Type is an error at the item's dict")
    func missingType() throws {
        #expect(try errors("Broken-MissingType.plist") == [
            "Broken-MissingType.plist:9:3: error: item 0: missing required key UIApplicationShortcutItemType (C1.1)",
        ])
    }

    @Test("C1.1 a missing Title is an error at the item's dict")
    func missingTitle() throws {
        #expect(try errors("Broken-MissingTitle.plist") == [
            "Broken-MissingTitle.plist:17:3: error: item 1: missing required key UIApplicationShortcutItemTitle (C1.1)",
        ])
    }

    @Test("C1.1 a Title written as an integer is an error at its key")
    func titleInteger() throws {
        #expect(try errors("Broken-TitleInteger.plist") == [
            "Broken-TitleInteger.plist:20:4: error: item 1: UIApplicationShortcutItemTitle must be a string, found integer",
        ])
    }

    @Test("C1.1 CRLF line endings count as one line each")
    func crlfLineEndings() throws {
        let text = try #require(String(data: fixture("Broken-TitleInteger.plist"), encoding: .utf8))
        let data = Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        #expect(InfoPlistFixture.errors(data) == [
            "Info.plist:20:4: error: item 1: UIApplicationShortcutItemTitle must be a string, found integer",
        ])
    }

    @Test("C1.1 errors in a binary plist point at 1:1")
    func binaryError() throws {
        #expect(try errors("Broken-TitleInteger.bplist") == [
            "Broken-TitleInteger.bplist:1:1: error: item 1: UIApplicationShortcutItemTitle must be a string, found integer",
        ])
    }

    @Test("C5.1 an unknown icon type is an error suggesting the closest of the 29 names")
    func unknownIconType() throws {
        #expect(try errors("Broken-UnknownIconType.plist") == [
            """
            Broken-UnknownIconType.plist:14:4: error: item 0: UIApplicationShortcutItemIconType must name one of the 29 system icons (C5.1), found 'UIApplicationShortcutIconTypeSerch'
            note: did you mean 'UIApplicationShortcutIconTypeSearch'?
            """,
        ])
    }

    @Test("C1.1 UIApplicationShortcutItems that is not an array is an error at its key")
    func itemsNotArray() throws {
        #expect(try errors("Broken-ItemsNotArray.plist") == [
            "Broken-ItemsNotArray.plist:7:2: error: UIApplicationShortcutItems must be an array of dictionaries (C1.1), found dictionary",
        ])
    }

    @Test("C1.1 an element that is not a dictionary is an error at that element")
    func itemNotDictionary() throws {
        #expect(try errors("Broken-ItemNotDict.plist") == [
            "Broken-ItemNotDict.plist:17:3: error: item 1: each element of UIApplicationShortcutItems must be a dictionary (C1.1), found string",
        ])
    }

    @Test("C1.1 every diagnostic of a file is reported, errors and warnings in source order")
    func severalProblems() throws {
        #expect(try errors("Broken-Several.plist") == [
            "Broken-Several.plist:9:3: error: item 0: missing required key UIApplicationShortcutItemType (C1.1)",
            "Broken-Several.plist:18:4: error: item 1: UIApplicationShortcutItemTitle must be a string, found integer",
            """
            Broken-Several.plist:26:4: error: item 2: UIApplicationShortcutItemIconType must name one of the 29 system icons (C5.1), found 'UIApplicationShortcutIconTypeSerch'
            note: did you mean 'UIApplicationShortcutIconTypeSearch'?
            """,
            """
            Broken-Several.plist:28:4: warning: item 2: unknown key UIApplicationShortcutItemSubtitel, which iOS ignores (C1.1)
            note: did you mean 'UIApplicationShortcutItemSubtitle'?
            """,
        ])
    }

    // MARK: Files that are not property lists

    @Test("Garbage bytes are one error at 1:1: not a property list in XML or binary format")
    func garbage() throws {
        #expect(try errors("Broken-Garbage.plist") == [
            """
            Broken-Garbage.plist:1:1: error: file is not a valid property list in XML or binary format
            note: expected '<?xml' (XML) or 'bplist00' (binary) at the start of the file
            """,
        ])
    }

    @Test("Truncated XML is one error at the end of the file, naming the unclosed element")
    func truncated() throws {
        #expect(try errors("Broken-Truncated.plist") == [
            """
            Broken-Truncated.plist:21:14: error: file is not a valid property list in XML or binary format
            note: unexpected end of file: <string> opened at 21:4 is not closed
            """,
        ])
    }

    @Test("An XML end tag that does not match is one error at that tag")
    func mismatchedTag() {
        let data = InfoPlistFixture.xml("\t<key>CFBundleIdentifier</key>\n\t<string>com.example</integer>\n")
        #expect(InfoPlistFixture.errors(data) == [
            """
            Info.plist:5:21: error: file is not a valid property list in XML or binary format
            note: end tag </integer> does not match <string> opened at 5:2
            """,
        ])
    }

    @Test("An old-style (OpenStep) plist is refused: an Info.plist is XML or binary")
    func oldStyle() {
        #expect(InfoPlistFixture.errors(Data("{ UIApplicationShortcutItems = (); }".utf8)) == [
            """
            Info.plist:1:1: error: file is not a valid property list in XML or binary format
            note: the file looks like an old-style (OpenStep) property list, which starts with '{'; an Info.plist must be XML or binary
            """,
        ])
    }

    @Test("An empty file is not a property list")
    func emptyFile() {
        #expect(InfoPlistFixture.errors(Data()) == [
            "Info.plist:1:1: error: file is not a valid property list in XML or binary format\nnote: the file is empty",
        ])
    }

    @Test("The top level of an Info.plist must be a dictionary")
    func topLevelArray() {
        let data = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n".utf8)
        #expect(InfoPlistFixture.errors(data) == [
            "Info.plist:3:1: error: the top level of an Info.plist must be a dictionary, found array",
        ])
    }

    // MARK: Edge cases of item values

    @Test("C1.2 an empty Type is an error at its key, which says the check is ShortcutSim's own")
    func emptyType() {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items("\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string></string>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Search</string>\n"))
        #expect(InfoPlistFixture.errors(data) == [
            """
            Info.plist:7:4: error: item 0: UIApplicationShortcutItemType is an empty string; ShortcutSim refuses a blank type: apps route by matching the type exactly (C1.2), so a blank one is almost surely a mistake, and a scenario could not name it
            note: Apple marks the key required (C1.1) but does not say what iOS does with a blank value; this check is ShortcutSim's own
            """,
        ])
    }

    @Test("C1.1 a Title written as a real is reported as real, not integer")
    func titleReal() {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items("\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>Search</string>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<real>2</real>\n"))
        #expect(InfoPlistFixture.errors(data) == [
            "Info.plist:9:4: error: item 0: UIApplicationShortcutItemTitle must be a string, found real",
        ])
    }

    @Test("C4.1 a userInfo that is not a dictionary is an error at its key")
    func userInfoNotDictionary() {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items("\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>Search</string>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Search</string>\n\t\t\t<key>UIApplicationShortcutItemUserInfo</key>\n\t\t\t<array/>\n"))
        #expect(InfoPlistFixture.errors(data) == [
            "Info.plist:11:4: error: item 0: UIApplicationShortcutItemUserInfo must be a dictionary, found array",
        ])
    }

    @Test("C5.1 an icon type written as the bare case name suggests the plist spelling")
    func bareIconTypeName() {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items("\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>Search</string>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Search</string>\n\t\t\t<key>UIApplicationShortcutItemIconType</key>\n\t\t\t<string>search</string>\n"))
        #expect(InfoPlistFixture.errors(data) == [
            """
            Info.plist:11:4: error: item 0: UIApplicationShortcutItemIconType must name one of the 29 system icons (C5.1), found 'search'
            note: did you mean 'UIApplicationShortcutIconTypeSearch'?
            """,
        ])
    }

    @Test("C5.1 an icon type that names an icon in the wrong letter case, with or without the prefix, suggests exactly that icon",
          arguments: [
              ("Search", "UIApplicationShortcutIconTypeSearch"),
              ("search", "UIApplicationShortcutIconTypeSearch"),
              ("UIApplicationShortcutIconTypesearch", "UIApplicationShortcutIconTypeSearch"),
              ("Play", "UIApplicationShortcutIconTypePlay"),
              ("MARKLOCATION", "UIApplicationShortcutIconTypeMarkLocation"),
              ("uiapplicationshortcuticontypetaskcompleted", "UIApplicationShortcutIconTypeTaskCompleted"),
          ])
    func iconTypeInWrongCase(_ written: String, _ suggested: String) {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items("\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>Search</string>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Search</string>\n\t\t\t<key>UIApplicationShortcutItemIconType</key>\n\t\t\t<string>\(written)</string>\n"))
        let errors = InfoPlistFixture.errors(data)
        #expect(errors == [
            """
            Info.plist:11:4: error: item 0: UIApplicationShortcutItemIconType must name one of the 29 system icons (C5.1), found '\(written)'
            note: did you mean '\(suggested)'?
            """,
        ], "for '\(written)' expected the suggestion '\(suggested)'; got:\n\(errors.joined(separator: "\n"))")
    }

    // MARK: Warnings

    @Test("C1.1 an unknown key is a warning with a did-you-mean, and the item still decodes")
    func unknownKey() throws {
        let shortcuts = try decode("Warn-UnknownKey.plist")
        #expect(shortcuts.items == [ShortcutItem(type: "Search", localizedTitle: "Search")])
        #expect(shortcuts.warnings.map(\.description) == [
            """
            Warn-UnknownKey.plist:14:4: warning: item 0: unknown key UIApplicationShortcutItemIconTyp, which iOS ignores (C1.1)
            note: did you mean 'UIApplicationShortcutItemIconType'?
            """,
        ])
    }

    @Test("C1.1 a key named after the API, not the Info.plist, names the documented key it means", arguments: [
        ("UIApplicationShortcutItemIconSymbol", "did you mean 'UIApplicationShortcutItemIconSymbolName'? an SF Symbol's name, as UIApplicationShortcutIcon(systemImageName:) takes it (C1.4)"),
        ("UIApplicationShortcutItemSystemImageName", "did you mean 'UIApplicationShortcutItemIconSymbolName'? an SF Symbol's name, as UIApplicationShortcutIcon(systemImageName:) takes it (C1.4)"),
        ("UIApplicationShortcutItemTemplateImageName", "did you mean 'UIApplicationShortcutItemIconFile'? a template image's name, as UIApplicationShortcutIcon(templateImageName:) takes it (C1.4)"),
        ("UIApplicationShortcutItemIcon", "did you mean 'UIApplicationShortcutItemIconFile'? a template image's name, as UIApplicationShortcutIcon(templateImageName:) takes it (C1.4)"),
        ("UIApplicationShortcutIconType", "did you mean 'UIApplicationShortcutItemIconType'? UIApplicationShortcutIconType… begins the key's values, such as UIApplicationShortcutIconTypeSearch (C5.1)"),
        ("UIApplicationShortcutItemLocalizedTitle", "did you mean 'UIApplicationShortcutItemTitle'? localizedTitle is the property; the key's text is localized through InfoPlist.strings (C1.5)"),
        ("UIApplicationShortcutItemLocalizedSubtitle", "did you mean 'UIApplicationShortcutItemSubtitle'? localizedSubtitle is the property; the key's text is localized through InfoPlist.strings (C1.5)"),
        ("UIApplicationShortcutItemUserInfoDictionary", "did you mean 'UIApplicationShortcutItemUserInfo'? a dictionary of property-list values (C4.1)"),
        ("UIApplicationShortcutItemTargetContentIdentifier", "Apple lists no Info.plist key for targetContentIdentifier among the UIApplicationShortcutItems keys (C1.1); give the target to a dynamic item (target=ID in a scenario, B4.1)"),
        ("UIApplicationShortcutItemUserinfo", "did you mean 'UIApplicationShortcutItemUserInfo'?"),
    ])
    func keyNamedAfterTheAPI(written: String, note: String) throws {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items("""
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>Search</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Search</string>
            \t\t\t<key>\(written)</key>
            \t\t\t<string>x</string>

            """))
        let decoded = try InfoPlistDecoder.decode(data, file: "Info.plist")
        #expect(decoded.items.map(\.type) == ["Search"], "the item must still decode")
        let expected = "Info.plist:11:4: warning: item 0: unknown key \(written), which iOS ignores (C1.1)\nnote: \(note)"
        #expect(decoded.warnings.map(\.description) == [expected],
                "for '\(written)' expected:\n\(expected)\ngot:\n\(decoded.warnings.map(\.description).joined(separator: "\n"))")
    }

    @Test("C1.1, C5.1 an icon under the values' prefix with a case name as its value: the note gives the value to write with the key", arguments: [
        ("update", ["and write its value as 'UIApplicationShortcutIconTypeUpdate': UIApplicationShortcutItemIconType takes the icon's plist name, not 'update' (C5.1)"]),
        ("UIApplicationShortcutIconTypeUpdate", []),
        ("nonsense", []),
    ])
    func iconKeyPrefixWithCaseName(value: String, valueNotes: [String]) throws {
        // snowfrz/App-Installer's Info.plist writes <key>UIApplicationShortcutIconType</key><string>update</string>.
        let data = InfoPlistFixture.xml(InfoPlistFixture.items("""
            \t\t\t<key>UIApplicationShortcutItemType</key>
            \t\t\t<string>Install</string>
            \t\t\t<key>UIApplicationShortcutItemTitle</key>
            \t\t\t<string>Install from clipboard</string>
            \t\t\t<key>UIApplicationShortcutIconType</key>
            \t\t\t<string>\(value)</string>

            """))
        let decoded = try InfoPlistDecoder.decode(data, file: "Info.plist")
        let warning = try #require(decoded.warnings.first, "expected the unknown-key warning for the value '\(value)'")
        let expected = ["did you mean 'UIApplicationShortcutItemIconType'? UIApplicationShortcutIconType… begins the key's values, such as UIApplicationShortcutIconTypeSearch (C5.1)"] + valueNotes
        #expect(warning.notes == expected, "for the value '\(value)' expected the notes:\n\(expected.joined(separator: "\n"))\ngot:\n\(warning)")
    }

    @Test("C1.4 symbol wins over file and type; the file is kept for systems without symbols; only the type, which no version shows, is warned about")
    func threeIconKeys() throws {
        let shortcuts = try decode("Warn-ThreeIconKeys.plist")
        #expect(shortcuts.items == [ShortcutItem(type: "Favorites", localizedTitle: "Favorites", icon: .systemSymbol("star.fill"),
                                                 iconWithoutSymbols: .templateImage("icon_shortcut_favorite"))])
        #expect(shortcuts.warnings.map(\.description) == [
            "Warn-ThreeIconKeys.plist:14:4: warning: item 0: UIApplicationShortcutItemIconType is never shown: UIApplicationShortcutItemIconFile wins over it on every iOS version (C1.4)\nnote: keep one of the two; add UIApplicationShortcutItemIconSymbolName to give iOS 13 and later an SF Symbol",
        ])
    }

    @Test("C1.4 file wins over type when both are set, on every version, so the type is warned about")
    func fileWinsOverType() throws {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items("\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>Scan</string>\n\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Scan</string>\n\t\t\t<key>UIApplicationShortcutItemIconFile</key>\n\t\t\t<string>icon_shortcut_scan</string>\n\t\t\t<key>UIApplicationShortcutItemIconType</key>\n\t\t\t<string>UIApplicationShortcutIconTypeCapturePhoto</string>\n"))
        let shortcuts = try InfoPlistDecoder.decode(data, file: "Info.plist")
        #expect(shortcuts.items.map(\.icon) == [.templateImage("icon_shortcut_scan")])
        #expect(shortcuts.warnings.map(\.description) == [
            "Info.plist:13:4: warning: item 0: UIApplicationShortcutItemIconType is never shown: UIApplicationShortcutItemIconFile wins over it on every iOS version (C1.4)\nnote: keep one of the two; add UIApplicationShortcutItemIconSymbolName to give iOS 13 and later an SF Symbol",
        ])
    }

    @Test("C1.2 a type used by two static items is a warning at the later item's Type")
    func duplicateType() throws {
        let shortcuts = try decode("Warn-DuplicateType.plist")
        #expect(shortcuts.items.map(\.type) == ["Search", "Scan", "Search"])
        #expect(shortcuts.warnings.map(\.description) == [
            "Warn-DuplicateType.plist:24:4: warning: item 2: UIApplicationShortcutItemType 'Search' is also the type of item 0; matching is exact, so the app cannot tell the two items apart (C1.2)",
        ])
    }

    // MARK: InfoPlist.strings

    @Test("C1.5 InfoPlist.strings localizes titles and subtitles keyed by their value", arguments: [
        "InfoPlist-zh-Hans.strings", "InfoPlist-zh-Hans-UTF16.strings",
    ])
    func localizedTitles(stringsFile: String) throws {
        let table = try InfoPlistStringsDecoder.decode(fixture(stringsFile), file: stringsFile)
        #expect(table == ["Search": "搜索", "Coupons": "美团券", "Deals near you": "附近优惠", "Scan": "扫一扫"])
        let localized = try decode("Meituan-Info.plist").localized(with: table)
        #expect(localized.items.map(\.localizedTitle) == ["搜索", "美团券", "扫一扫"])
        #expect(localized.items.map(\.localizedSubtitle) == [nil, "附近优惠", nil])
        #expect(localized.items.map(\.type) == ["Search", "Coupon", "Scan"])
    }

    @Test("C1.5 a title missing from the table keeps its Info.plist value")
    func untranslatedTitle() throws {
        let localized = try decode("Meituan-Info.plist").localized(with: ["Scan": "扫一扫"])
        #expect(localized.items.map(\.localizedTitle) == ["Search", "Coupons", "扫一扫"])
        #expect(localized.items.map(\.localizedSubtitle) == [nil, "Deals near you", nil])
    }

    @Test("C1.5 a strings value that is not a string is an error at its key")
    func stringsNonString() throws {
        let name = "Broken-NonString.strings"
        let error = #expect(throws: DiagnosticError.self) { try InfoPlistStringsDecoder.decode(fixture(name), file: name) }
        #expect(error?.diagnostics.map(\.description) == [
            "Broken-NonString.strings:3:1: error: the value of \"Scan\" must be a string, found array (C1.5)",
        ])
    }

    @Test("C1.5 an unparsable strings file is one error at the end of the entry that lacks its ';'")
    func stringsUnparsable() throws {
        // The parser notices the missing ';' on line 3 (the next entry); the entry that lacks it ends at 2:18.
        let name = "Broken-Unparsable.strings"
        let error = #expect(throws: DiagnosticError.self) { try InfoPlistStringsDecoder.decode(fixture(name), file: name) }
        let diagnostic = try #require(error?.diagnostics.first)
        #expect(error?.diagnostics.count == 1)
        #expect(diagnostic.location == SourceLocation(file: name, line: 2, column: 18))
        #expect(diagnostic.message == "file is not a valid strings file of \"key\" = \"value\"; entries")
        #expect(diagnostic.notes == ["expected ';' at the end of this entry"])
    }

    @Test("C1.5 an empty strings file is an empty table")
    func emptyStrings() throws {
        #expect(try InfoPlistStringsDecoder.decode(Data(), file: "InfoPlist.strings").isEmpty)
    }

    // MARK: Icon types

    @Test("C5.1 there are exactly 29 icon types and each round-trips through its plist name")
    func iconTypesRoundTrip() {
        #expect(ShortcutIconType.allCases.count == 29)
        for type in ShortcutIconType.allCases {
            #expect(ShortcutIconType(plistName: type.plistName) == type, "\(type.plistName)")
        }
        #expect(Set(ShortcutIconType.allCases.map(\.plistName)).count == 29)
    }
}

// MARK: - Helpers

extension InfoPlistDecoderTests {
    /// The fixtures directory, next to this file (Package.swift declares no resources).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/InfoPlist")

    /// The bytes of a fixture.
    func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
    }

    /// Decodes a fixture Info.plist, naming it by its file name in diagnostics.
    func decode(_ name: String) throws -> InfoPlistShortcuts {
        try InfoPlistDecoder.decode(fixture(name), file: name)
    }

    /// The printed diagnostics that decoding a fixture throws; records an issue if it does not throw.
    func errors(_ name: String) throws -> [String] {
        InfoPlistFixture.errors(try fixture(name), file: name)
    }

    /// The three static items of the Meituan-like app (seed 003).
    static let meituanItems = [
        ShortcutItem(type: "Search", localizedTitle: "Search", icon: .templateImage("icon_shortcut_search")),
        ShortcutItem(type: "Coupon", localizedTitle: "Coupons", localizedSubtitle: "Deals near you", icon: .templateImage("icon_shortcut_coupon")),
        ShortcutItem(type: "Scan", localizedTitle: "Scan", icon: .templateImage("icon_shortcut_scan")),
    ]

    /// The four static items of the Kugou music app (seed 000).
    static let kugouItems = [
        ShortcutItem(type: "com.kugou.shortcut.recognize", localizedTitle: "听歌识曲", icon: .templateImage("3d_touch_recognize.png")),
        ShortcutItem(type: "com.kugou.shortcut.playmusic", localizedTitle: "继续播放", icon: .templateImage("3d_touch_playmusic.png")),
        ShortcutItem(type: "com.kugou.shortcut.search", localizedTitle: "搜索", icon: .templateImage("3d_touch_search.png")),
        ShortcutItem(type: "com.kugou.shortcut.local", localizedTitle: "播放本地音乐", icon: .templateImage("3d_touch_localmusic.png")),
    ]
}
