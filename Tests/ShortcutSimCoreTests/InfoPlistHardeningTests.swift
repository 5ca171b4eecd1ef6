import Foundation
import ShortcutSimCore
import Testing

/// Hostile and quietly wrong Info.plist and InfoPlist.strings files: every one ends in located
/// diagnostics, never a crash, a hang or silence (C1.1, C1.4, C1.5, C4.1).
@Suite("InfoPlist hardening")
struct InfoPlistHardeningTests {
    // MARK: Nesting (crash: stack overflow freeing the XML outline)

    @Test("An XML plist nested 60,000 arrays deep is one error at the 513th <array>, not a stack overflow")
    func deepXMLNesting() throws {
        // The red-team input: '<plist>' + '<array>' * 60000 + '</array>' * 60000 + '</plist>'.
        let depth = 60_000
        let data = Data(("<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>").utf8)
        let errors = InfoPlistFixture.errors(data)
        // '<plist>' is 7 characters and each '<array>' 7 more: the 513th starts at column 8 + 512 * 7.
        #expect(errors == [
            """
            Info.plist:1:3592: error: file is not a valid property list in XML or binary format
            note: arrays and dictionaries nest more than 512 levels deep here (this <array> is level 513); a property list allows at most 512
            """,
        ], "expected one error at the 513th <array>, got:\n\(errors.joined(separator: "\n"))")
    }

    @Test("A valid plist nested exactly 512 levels decodes; one level more is refused at that level's line")
    func nestingBoundary() throws {
        func plist(userInfoArrays: Int) -> Data {
            // The top dict, the items array, the item dict and the userInfo dict are 4 levels.
            let arrays = userInfoArrays
            return InfoPlistFixture.xml(InfoPlistFixture.items("""
                \t\t\t<key>UIApplicationShortcutItemType</key>
                \t\t\t<string>Deep</string>
                \t\t\t<key>UIApplicationShortcutItemTitle</key>
                \t\t\t<string>Deep</string>
                \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
                \t\t\t<dict><key>a</key>
                \(String(repeating: "<array>\n", count: arrays))\(String(repeating: "</array>\n", count: arrays))\t\t\t</dict>

                """))
        }
        let accepted = try InfoPlistDecoder.decode(plist(userInfoArrays: 508), file: "Info.plist")
        #expect(accepted.items.map(\.type) == ["Deep"])
        #expect(accepted.items.first?.userInfo["a"]?.nestingDepth == 508, "expected the 508 nested arrays of userInfo.a to survive")
        let errors = InfoPlistFixture.errors(plist(userInfoArrays: 509))
        // Line 12 holds the userInfo <dict>, line 13 the first array: the 509th opens on line 13 + 508.
        #expect(errors.first?.hasPrefix("Info.plist:521:1: error: file is not a valid property list in XML or binary format") == true,
                "expected the error at the 509th <array> on line 521, got:\n\(errors.joined(separator: "\n"))")
    }

    @Test("Elements of any name nested 60,000 deep are refused without a stack overflow")
    func deepUnknownElements() {
        let depth = 60_000
        let data = Data(("<?xml version=\"1.0\"?><plist>" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</plist>").utf8)
        let errors = InfoPlistFixture.errors(data)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("note: elements nest more than 520 levels deep here") == true, "\(errors)")
    }

    @Test("A binary plist nested 5,000 arrays deep is refused before Foundation reads it")
    func deepBinaryNesting() {
        var objects: [[UInt8]] = [Self.dictionary([(1, 2)]), Self.string("UIApplicationShortcutItems")]
        for level in 0..<5_000 {
            objects.append(level == 4_999 ? [0xA0] : Self.array([objects.count + 1]))
        }
        let errors = InfoPlistFixture.errors(Self.binaryPlist(objects))
        #expect(errors == [
            """
            Info.plist:1:1: error: file is not a valid property list in XML or binary format
            note: the binary property list nests arrays and dictionaries more than 512 levels deep (the array at byte \(Self.offset(of: 513, in: objects)) is level 513); a property list allows at most 512
            """,
        ], "\(errors)")
    }

    @Test("A binary plist whose array contains itself is refused as circular")
    func circularBinary() {
        let objects: [[UInt8]] = [Self.dictionary([(1, 2)]), Self.string("UIApplicationShortcutItems"), Self.array([3]), Self.array([2])]
        let errors = InfoPlistFixture.errors(Self.binaryPlist(objects))
        #expect(errors == [
            """
            Info.plist:1:1: error: file is not a valid property list in XML or binary format
            note: the binary property list is circular: the array at byte \(Self.offset(of: 2, in: objects)) contains itself
            """,
        ], "\(errors)")
    }

    // MARK: Shared references (hang: exponential expansion)

    @Test("C4.1 the 428-byte plist whose arrays hold the next array twice, 22 levels deep, is refused at once")
    func sharedArraysAreRefused() throws {
        let data = Self.sharedArrays(depth: 22)
        #expect(data.count == 428)
        let started = Date()
        let errors = InfoPlistFixture.errors(data)
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed < 2, "expected the refusal in well under 2 s, took \(elapsed) s")
        #expect(errors == [
            """
            Info.plist:1:1: error: file is not a valid property list in XML or binary format
            note: the binary property list expands to more than 1000000 values when every shared object is copied where it is referenced: the array at byte 171 is referenced 2 times and holds more than 1000000 values, copied once per reference; write each array and dictionary once
            """,
        ], "\(errors)")
    }

    @Test("A userInfo that expands to more than 100,000 values is an error at its item, ShortcutSim's own limit (not C4.1); 65,536 values decode")
    func userInfoValueLimit() throws {
        let accepted = try InfoPlistDecoder.decode(Self.sharedArrays(depth: 16), file: "Info.plist")
        #expect(accepted.items.map(\.type) == ["A"])
        let errors = InfoPlistFixture.errors(Self.sharedArrays(depth: 17))
        #expect(errors == [
            """
            Info.plist:1:1: error: item 0: UIApplicationShortcutItemUserInfo holds more than 100000 values, the most ShortcutSim accepts (a limit of the simulator, not of iOS)
            note: iOS documents no such limit, only that the values are property-list values (C4.1); the simulator carries the userInfo with every selection and trace event
            note: every element of every nested array and dictionary counts, once per place it appears; userInfo is meant for a few identifiers that travel with the item
            """,
        ], "\(errors)")
    }

    // MARK: Titles and icons (C1.1, C1.4)

    @Test("An empty or blank Title is an error at its key, which says the check is ShortcutSim's own (C1.1 only requires the key)",
          arguments: [("", "is an empty string"), ("  \t", "holds only white space")])
    func blankTitle(_ title: String, _ found: String) {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items(Self.keys(type: "A", title: title)))
        #expect(InfoPlistFixture.errors(data) == [
            """
            Info.plist:9:4: error: item 0: UIApplicationShortcutItemTitle \(found); ShortcutSim refuses a blank title, as the menu row would show no text
            note: the menu shows the title (localized through InfoPlist.strings, C1.5); write the text of the row
            note: Apple marks the key required (C1.1) but does not say what iOS does with a blank value; this check is ShortcutSim's own
            """,
        ])
    }

    @Test("C1.4 an empty IconFile is a warning: it still wins over a valid IconType, and the item has no icon")
    func emptyIconFile() throws {
        let keys = Self.keys(type: "Scan", title: "Scan", extra: [("UIApplicationShortcutItemIconFile", ""), ("UIApplicationShortcutItemIconType", "UIApplicationShortcutIconTypeCapturePhoto")])
        let shortcuts = try InfoPlistDecoder.decode(InfoPlistFixture.xml(InfoPlistFixture.items(keys)), file: "Info.plist")
        #expect(shortcuts.items.map(\.icon) == [nil])
        #expect(shortcuts.warnings.map(\.description) == [
            """
            Info.plist:11:4: warning: item 0: UIApplicationShortcutItemIconFile is empty: it names no image, so the item has no icon, and it still wins over UIApplicationShortcutItemIconType, which iOS ignores (C1.4)
            note: remove the key to show the UIApplicationShortcutItemIconType icon
            """,
        ])
    }

    @Test("C1.4 an empty IconSymbolName alone is a warning and gives no icon")
    func emptySymbol() throws {
        let keys = Self.keys(type: "Fav", title: "Fav", extra: [("UIApplicationShortcutItemIconSymbolName", "")])
        let shortcuts = try InfoPlistDecoder.decode(InfoPlistFixture.xml(InfoPlistFixture.items(keys)), file: "Info.plist")
        #expect(shortcuts.items.map(\.icon) == [nil])
        #expect(shortcuts.warnings.map(\.description) == [
            """
            Info.plist:11:4: warning: item 0: UIApplicationShortcutItemIconSymbolName is empty: it names no image, so the item has no icon (C1.4)
            note: write the image's name, or remove the key
            """,
        ])
    }

    @Test("C1.1 an IconSymbolName on the ios9 profile is a warning naming the icon iOS 12 shows instead (C1.4)",
          arguments: [
              ([("UIApplicationShortcutItemIconFile", "fav")], ShortcutIcon.templateImage("fav"), "iOS shows UIApplicationShortcutItemIconFile 'fav' instead (C1.4)"),
              ([("UIApplicationShortcutItemIconType", "UIApplicationShortcutIconTypeLove")], ShortcutIcon.system(.love),
               "iOS shows UIApplicationShortcutItemIconType 'UIApplicationShortcutIconTypeLove' instead (C1.4)"),
          ])
    func symbolOnIOS9(_ extra: [(String, String)], _ icon: ShortcutIcon, _ ending: String) throws {
        let keys = Self.keys(type: "Fav", title: "Fav", extra: [("UIApplicationShortcutItemIconSymbolName", "star.fill")] + extra)
        let data = InfoPlistFixture.xml(InfoPlistFixture.items(keys))
        let ios9 = try InfoPlistDecoder.decode(data, file: "Info.plist", profile: .ios9)
        // The items keep both icons whatever the profile; the menu of each profile picks one.
        #expect(ios9.items.map(\.icon) == [.systemSymbol("star.fill")])
        #expect(ios9.items.map(\.iconWithoutSymbols) == [icon])
        #expect(ios9.warnings.map(\.description) == [
            "Info.plist:11:4: warning: item 0: UIApplicationShortcutItemIconSymbolName 'star.fill' needs iOS 13 or later (C1.1); the ios9 profile has no SF Symbols, so \(ending)",
        ])
        let ios13 = try InfoPlistDecoder.decode(data, file: "Info.plist", profile: .ios13)
        #expect(ios13.items == ios9.items)
        #expect(ios13.warnings.map(\.message).allSatisfy { $0.contains("UIApplicationShortcutItemIconSymbolName wins over") }, "\(ios13.warnings)")
    }

    @Test("C1.1 an IconSymbolName alone on the ios9 profile leaves the item without an icon, with a note on what to add")
    func symbolAloneOnIOS9() throws {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items(Self.keys(type: "Fav", title: "Fav", extra: [("UIApplicationShortcutItemIconSymbolName", "bolt")])))
        let shortcuts = try InfoPlistDecoder.decode(data, file: "Info.plist", profile: .ios9)
        #expect(shortcuts.items.map(\.icon) == [.systemSymbol("bolt")])
        #expect(shortcuts.items.map(\.iconWithoutSymbols) == [nil])
        var home = HomeScreen()
        home.install(AppBundle(staticItems: shortcuts.items))
        #expect(home.menu(profile: .ios9)?.rows.map(\.displayedIcon) == [nil])
        #expect(shortcuts.warnings.map(\.description) == [
            """
            Info.plist:11:4: warning: item 0: UIApplicationShortcutItemIconSymbolName 'bolt' needs iOS 13 or later (C1.1); the ios9 profile has no SF Symbols, so iOS shows no icon, as the item names no UIApplicationShortcutItemIconFile or UIApplicationShortcutItemIconType (C1.4)
            note: to give iOS 12 and earlier an icon, also set UIApplicationShortcutItemIconFile or UIApplicationShortcutItemIconType; iOS 13 and later still show the symbol
            """,
        ])
    }

    // MARK: Build variables

    @Test("C1.2 a Type holding an Xcode build variable is kept as written, with a warning at its value")
    func buildVariableInType() throws {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items(Self.keys(type: "$(PRODUCT_BUNDLE_IDENTIFIER).search", title: "Search")))
        let shortcuts = try InfoPlistDecoder.decode(data, file: "Info.plist")
        #expect(shortcuts.items.map(\.type) == ["$(PRODUCT_BUNDLE_IDENTIFIER).search"])
        #expect(shortcuts.warnings.map(\.description) == [
            """
            Info.plist:8:4: warning: item 0: UIApplicationShortcutItemType contains the Xcode build variable $(PRODUCT_BUNDLE_IDENTIFIER), which stays unexpanded
            note: Xcode replaces build variables when it builds the app; the simulator reads the Info.plist as written and keeps the text '$(PRODUCT_BUNDLE_IDENTIFIER).search'
            note: scenario routes, selects and expectations must spell the type as written here, '$(PRODUCT_BUNDLE_IDENTIFIER).search', or use the expanded value in the Info.plist (C1.2)
            """,
        ])
    }

    @Test("C1.5 a Title holding an Xcode build variable is kept as written; the note says InfoPlist.strings is looked up with that text")
    func buildVariableInTitle() throws {
        let data = InfoPlistFixture.xml(InfoPlistFixture.items(Self.keys(type: "Search", title: "Search $(PRODUCT_NAME)")))
        let shortcuts = try InfoPlistDecoder.decode(data, file: "Info.plist")
        #expect(shortcuts.items.map(\.localizedTitle) == ["Search $(PRODUCT_NAME)"])
        #expect(shortcuts.warnings.map(\.description) == [
            """
            Info.plist:10:4: warning: item 0: UIApplicationShortcutItemTitle contains the Xcode build variable $(PRODUCT_NAME), which stays unexpanded
            note: Xcode replaces build variables when it builds the app; the simulator reads the Info.plist as written and keeps the text 'Search $(PRODUCT_NAME)'
            note: InfoPlist.strings is keyed by the value (C1.5): a 'strings:' table is looked up with the text as written here, 'Search $(PRODUCT_NAME)', where iOS uses the expanded value
            """,
        ])
    }

    @Test("A dollar sign that is not a build variable is no warning", arguments: ["$5 off", "US$", "$(", "${}", "$(1X)"])
    func dollarWithoutVariable(_ type: String) throws {
        let shortcuts = try InfoPlistDecoder.decode(InfoPlistFixture.xml(InfoPlistFixture.items(Self.keys(type: type, title: "Deal"))), file: "Info.plist")
        #expect(shortcuts.warnings.isEmpty, "'\(type)': \(shortcuts.warnings)")
    }

    // MARK: Encodings and files that are not Info.plists

    @Test("An Info.plist saved as UTF-16 without a byte-order mark is one error saying so")
    func utf16WithoutMark() throws {
        let text = String(decoding: InfoPlistFixture.xml(InfoPlistFixture.items(Self.keys(type: "A", title: "A"))), as: UTF8.self)
        let data = try #require(text.data(using: .utf16LittleEndian))
        #expect(InfoPlistFixture.errors(data) == [
            """
            Info.plist:1:1: error: file is not a valid property list in XML or binary format
            note: the file looks like UTF-16 (little-endian) without a byte-order mark, which UTF-16 property lists and strings files need; save it as UTF-8, or as UTF-16 with a byte-order mark
            """,
        ])
    }

    @Test("A strings file given as an Info.plist is refused without Foundation's old-style parser, naming what it looks like")
    func stringsAsInfoPlist() {
        #expect(InfoPlistFixture.errors(Data("\"Search\" = \"搜索\"\n\"Scan\" = \"x\";\n".utf8)) == [
            """
            Info.plist:1:1: error: file is not a valid property list in XML or binary format
            note: the file looks like a strings table ("key" = "value";), such as an InfoPlist.strings, not an Info.plist; an Info.plist must be XML or binary
            """,
        ])
    }
}

// MARK: - Helpers

extension InfoPlistHardeningTests {
    /// The keys of one item: Type on line 7, Title on line 9, then `extra` from line 11, two lines each.
    static func keys(type: String, title: String, extra: [(String, String)] = []) -> String {
        ([("UIApplicationShortcutItemType", type), ("UIApplicationShortcutItemTitle", title)] + extra)
            .map { "\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>\n" }.joined()
    }

    /// The red-team's shared-array plist (repro/mklaughs.py): one item whose userInfo `{"A": array}`
    /// holds an array that holds the next array twice, `depth` arrays deep.
    static func sharedArrays(depth: Int) -> Data {
        var objects: [[UInt8]] = [
            dictionary([(1, 2)]), string("UIApplicationShortcutItems"), array([3]),
            dictionary([(4, 7), (5, 7), (6, 8)]),
            string("UIApplicationShortcutItemType"), string("UIApplicationShortcutItemTitle"), string("UIApplicationShortcutItemUserInfo"),
            string("A"), dictionary([(7, 9)]),
        ]
        for level in 0..<depth {
            objects.append(level == depth - 1 ? [0xA0] : array([10 + level, 10 + level]))
        }
        return binaryPlist(objects)
    }

    /// A `bplist00` file of `objects` (object 0 on top) with 4-byte offsets and 2-byte references.
    static func binaryPlist(_ objects: [[UInt8]]) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, size: 4) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 2] + bigEndian(objects.count, size: 8) + bigEndian(0, size: 8) + bigEndian(table, size: 8)
        return Data(bytes)
    }

    /// The byte offset of object `index` in the file ``binaryPlist(_:)`` writes.
    static func offset(of index: Int, in objects: [[UInt8]]) -> Int {
        8 + objects.prefix(index).map(\.count).reduce(0, +)
    }

    /// An ASCII string object.
    static func string(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        return (bytes.count < 15 ? [0x50 | UInt8(bytes.count)] : [0x5F, 0x10, UInt8(bytes.count)]) + bytes
    }

    /// An array object referring to `references` (fewer than 15).
    static func array(_ references: [Int]) -> [UInt8] {
        [0xA0 | UInt8(references.count)] + references.flatMap { bigEndian($0, size: 2) }
    }

    /// A dictionary object of (key, value) references (fewer than 15 pairs).
    static func dictionary(_ pairs: [(Int, Int)]) -> [UInt8] {
        [0xD0 | UInt8(pairs.count)] + pairs.flatMap { bigEndian($0.0, size: 2) } + pairs.flatMap { bigEndian($0.1, size: 2) }
    }

    /// `value` as `size` big-endian bytes.
    static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
