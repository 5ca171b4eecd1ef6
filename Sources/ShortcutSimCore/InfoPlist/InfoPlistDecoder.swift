import Foundation

/// Decodes the static quick actions of an Info.plist, XML or binary, with precise diagnostics (C1.1).
///
/// The decoder receives bytes and does no file I/O. It collects every problem of a file instead of
/// stopping at the first. Each ``Diagnostic`` names the item (0-based) and the key, and says what was
/// expected and what was found. In an XML plist it points at the offending `<key>` (or at the item's
/// `<dict>` for a missing key); in a binary plist, which has no lines, it points at 1:1.
public enum InfoPlistDecoder {
    /// The deepest nesting of arrays and dictionaries a property list may have, as Foundation allows.
    ///
    /// Deeper files are refused at the element that goes past it: an XML plist nested 60,000 arrays
    /// deep overflowed the stack while its outline was freed (InfoPlistHardeningTests rebuilds it;
    /// FuzzRegressions/info-plist/nested-arrays-600.plist keeps a smaller one). Every walk of a
    /// decoded file (outline, Foundation values, userInfo) is therefore at most this deep.
    public static let maximumNesting = 512

    /// ShortcutSim's own limit on the values of one item's `UIApplicationShortcutItemUserInfo`, not one of iOS.
    ///
    /// Every element of every nested array and dictionary counts. iOS documents no such limit: it only
    /// requires property-list values (C4.1). The simulator carries the userInfo with every selection
    /// and every trace event, so a larger one is refused rather than expanded.
    public static let maximumUserInfoValues = 100_000

    /// Decodes `UIApplicationShortcutItems` from the bytes of an Info.plist (C1.1).
    ///
    /// A plist without `UIApplicationShortcutItems` has zero static items, which is not an error.
    /// Warnings cover what iOS tolerates but is probably a mistake: unknown keys in an item,
    /// several icon keys on one item (C1.4), a type used by two items (C1.2), an empty icon file name,
    /// an Xcode build variable that only Xcode expands, an SF Symbol on a profile without them, and a
    /// scene manifest whose `UIApplicationSupportsMultipleScenes` is not a Boolean (read as not set).
    ///
    /// - Parameters:
    ///   - data: the bytes of the Info.plist, XML or binary.
    ///   - file: the path diagnostics print; it is not opened.
    ///   - profile: the system the warnings are for: before iOS 13 an item's SF Symbol is ignored
    ///     and its icon file or system icon shows (C1.1, C1.4), which a warning says. The items do not
    ///     depend on it: each keeps its symbol in ``ShortcutItem/icon`` and the icon of systems without
    ///     symbols in ``ShortcutItem/iconWithoutSymbols``, and ``HomeScreen/menu(profile:)`` picks one.
    /// - Returns: the items in plist order, with the warnings in source order.
    /// - Throws: all the file's diagnostics, errors and warnings in source order, if any is an error.
    public static func decode(_ data: Data, file: String, profile: PlatformProfile = .default) throws(DiagnosticError) -> InfoPlistShortcuts {
        let document = try Document(data: data, file: file)
        var diagnostics: [Diagnostic] = []
        let (items, locations) = decodeItems(of: document, symbolsAvailable: profile.hasSymbolIcons, profileName: profile.name, into: &diagnostics)
        diagnostics += duplicateKeyWarnings(document.locator)
        let (multipleScenes, multipleScenesWarning) = supportsMultipleScenes(in: document)
        if let multipleScenesWarning { diagnostics.append(multipleScenesWarning) }
        let ordered = diagnostics.inSourceOrder
        if ordered.contains(where: { $0.severity == .error }) { throw DiagnosticError(ordered) }
        var shortcuts = InfoPlistShortcuts(items: items, warnings: ordered)
        shortcuts.itemLocations = locations
        shortcuts.supportsMultipleScenes = multipleScenes
        shortcuts.hasSceneManifest = (document.root as? [String: Any])?[sceneManifestKey] is [String: Any]
        return shortcuts
    }
}


// MARK: - Keys

extension InfoPlistDecoder {
    /// The Info.plist key holding the array of static quick actions (C1.1).
    static let shortcutItemsKey = "UIApplicationShortcutItems"

    /// The scene manifest, whose `UIApplicationSupportsMultipleScenes` says whether UIKit may create
    /// more than one scene for the app (B4.1).
    static let sceneManifestKey = "UIApplicationSceneManifest"
    static let supportsMultipleScenesKey = "UIApplicationSupportsMultipleScenes"

    /// The manifest's `UIApplicationSupportsMultipleScenes` when it is a Boolean, else nil; a value of
    /// another type is not read, and a warning at its key says so rather than letting the file's
    /// `false` go unnoticed (Apple documents the key as a Boolean).
    private static func supportsMultipleScenes(in document: Document) -> (Bool?, Diagnostic?) {
        guard let top = document.root as? [String: Any], let manifest = top[sceneManifestKey] as? [String: Any],
              let value = manifest[supportsMultipleScenesKey] else { return (nil, nil) }
        if let flag = value as? Bool, type(of: value) == Bool.self { return (flag, nil) }
        if let number = value as? NSNumber, case .bool(let flag) = PropertyListValue.scalar(number) { return (flag, nil) }
        let warning = Diagnostic(.warning, at: document.locator.multipleScenesKey,
                                 "\(sceneManifestKey)'s \(supportsMultipleScenesKey) must be a Boolean, found \(plistTypeName(of: value)); it is not read, so the app is taken to support several scenes (B4.1)",
                                 notes: ["write <true/> or <false/>: Apple, UIApplicationSupportsMultipleScenes, \"If you set the value to false, UIKit never creates more than one scene for your app\"",
                                         "or declare it in the scenario with 'multiple scenes: not supported'"])
        return (nil, warning)
    }

    /// The keys of a `UIApplicationShortcutItems` entry that Apple documents, and no others (C1.1).
    enum ItemKey: String, CaseIterable {
        case type = "UIApplicationShortcutItemType"
        case title = "UIApplicationShortcutItemTitle"
        case subtitle = "UIApplicationShortcutItemSubtitle"
        case iconType = "UIApplicationShortcutItemIconType"
        case iconFile = "UIApplicationShortcutItemIconFile"
        case iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
        case userInfo = "UIApplicationShortcutItemUserInfo"

        /// The icon keys from the winner down: symbol over file over type (C1.4).
        static let iconKeysByPrecedence: [ItemKey] = [.iconSymbolName, .iconFile, .iconType]
    }
}

// MARK: - Items

extension InfoPlistDecoder {
    /// Decodes every entry of `UIApplicationShortcutItems`, appending what is wrong to `diagnostics`;
    /// returns the items with where each starts.
    private static func decodeItems(of document: Document, symbolsAvailable: Bool, profileName: String,
                                    into diagnostics: inout [Diagnostic]) -> (items: [ShortcutItem], locations: [SourceLocation]) {
        let locator = document.locator
        guard let top = document.root as? [String: Any] else {
            let found = plistTypeName(of: document.root)
            diagnostics.append(Diagnostic(at: locator.topLevel, "the top level of an Info.plist must be a dictionary, found \(found)"))
            return ([], [])
        }
        guard let value = top[shortcutItemsKey] else {
            // Valid for an app with dynamic items only, but a misspelled key declares nothing silently.
            let nearMiss = top.keys.sorted().first { $0.range(of: "shortcut", options: .caseInsensitive) != nil }
                ?? Suggestion.closest(to: shortcutItemsKey, in: top.keys.sorted())
            diagnostics.append(Diagnostic(.warning, at: locator.topLevel, "this Info.plist has no \(shortcutItemsKey) key, so it declares no static quick actions (C1.1)",
                                          notes: nearMiss.map { ["it has '\($0)': did you mean '\(shortcutItemsKey)'?"] }
                                            ?? ["the static quick actions are the array under \(shortcutItemsKey); an app with only dynamic items needs no plist: line"]))
            return ([], [])
        }
        guard let entries = value as? [Any] else {
            let found = plistTypeName(of: value)
            diagnostics.append(Diagnostic(at: locator.itemsKey, "\(shortcutItemsKey) must be an array of dictionaries (C1.1), found \(found)"))
            return ([], [])
        }
        var items: [ShortcutItem] = []
        var locations: [SourceLocation] = []
        var types: [(index: Int, type: String)] = []
        for (index, entry) in entries.enumerated() {
            guard let fields = entry as? [String: Any] else {
                let found = plistTypeName(of: entry)
                diagnostics.append(Diagnostic(at: locator.item(index), "item \(index): each element of \(shortcutItemsKey) must be a dictionary (C1.1), found \(found)"))
                continue
            }
            var decoder = ItemDecoder(index: index, fields: fields, locator: locator, symbolsAvailable: symbolsAvailable, profileName: profileName)
            if let item = decoder.decode() {
                items.append(item)
                locations.append(locator.item(index))
            }
            if let type = decoder.type { types.append((index, type)) }
            diagnostics += decoder.diagnostics
        }
        diagnostics += repeatedTypeWarnings(types, locator: locator)
        return (items, locations)
    }

    /// Warns about every item whose type an earlier item already uses: matching is exact (C1.2).
    private static func repeatedTypeWarnings(_ types: [(index: Int, type: String)], locator: Locator) -> [Diagnostic] {
        var firstIndex: [String: Int] = [:]
        var warnings: [Diagnostic] = []
        for (index, type) in types {
            guard let earlier = firstIndex[type] else {
                firstIndex[type] = index
                continue
            }
            warnings.append(Diagnostic(
                .warning,
                at: locator.key(ItemKey.type.rawValue, item: index),
                "item \(index): \(ItemKey.type.rawValue) '\(type)' is also the type of item \(earlier); matching is exact, so the app cannot tell the two items apart (C1.2)"
            ))
        }
        return warnings
    }

    /// Warns at every key that a later key of the same dictionary overrides: property lists keep the
    /// last value, so the earlier one has no effect (and, for `UIApplicationShortcutItems`, its items vanish).
    private static func duplicateKeyWarnings(_ locator: Locator) -> [Diagnostic] {
        locator.duplicateKeys.map { item, duplicate in
            let prefix = item.map { "item \($0): " } ?? ""
            return Diagnostic(.warning, at: duplicate.location,
                              "\(prefix)\(duplicate.key) appears again at line \(duplicate.kept.line); a property list keeps only the last value of a key, so this one is ignored")
        }
    }
}

// MARK: - Values

extension InfoPlistDecoder {
    /// The plist type name of a Foundation value as messages say it: `string`, `integer`, `real`, ...
    ///
    /// Looks at the value itself only, never inside an array or dictionary, so naming a huge value is cheap.
    static func plistTypeName(of value: Any) -> String {
        let valueType = type(of: value)
        if valueType == Bool.self { return "bool" }
        if valueType == Int.self { return "integer" }
        if valueType == Double.self { return "real" }
        // Collections first: casting an array to NSNumber would bridge all of it to Foundation.
        if value is [Any] { return "array" }
        if value is [String: Any] || value is [AnyHashable: Any] { return "dictionary" }
        if value is String { return "string" }
        if value is Date { return "date" }
        if value is Data { return "data" }
        if let number = value as? NSNumber { return PropertyListValue.scalar(number).typeName }
        return "\(valueType)"
    }

    /// The number of values in `value`, itself included, counting every element of every nested
    /// array and dictionary once per place it appears; stops counting past `limit`.
    ///
    /// Walks with an explicit stack, so neither the depth nor the size of the value is a risk.
    static func valueCount(of value: Any, upTo limit: Int) -> Int {
        var count = 0
        var pending: [Any] = [value]
        while let next = pending.popLast() {
            count += 1
            if count > limit { return count }
            if let array = next as? [Any] {
                pending += array
            } else if let dictionary = next as? [String: Any] {
                pending += Array(dictionary.values)
            }
        }
        return count
    }
}

// MARK: - Reading the bytes

extension InfoPlistDecoder {
    /// A parsed Info.plist with a way to locate its parts.
    private struct Document {
        /// The top-level object as `PropertyListSerialization` returned it.
        let root: Any
        /// Where the parts of `UIApplicationShortcutItems` are in the file.
        let locator: Locator

        /// Parses XML or binary bytes; anything else is one error saying so.
        ///
        /// Only bytes that start like XML or a binary plist reach Foundation: its old-style parser would
        /// print a raw log line on standard error for text such as a strings file missing a `;`.
        init(data: Data, file: String) throws(DiagnosticError) {
            let start = SourceLocation(file: file, line: 1, column: 1)
            var text: PropertyListText?
            if data.starts(with: Array("bplist".utf8)) {
                // Sets crash Foundation (FuzzRegressions/info-plist/binary-set-in-item.bplist); shared arrays
                // expand exponentially (shared-arrays-22-levels.bplist): refuse both before parsing.
                if let problem = BinaryPropertyListScan.problem(in: data) {
                    throw DiagnosticError([Diagnostic(at: start, InfoPlistDecoder.notAPropertyList, notes: [problem.note])])
                }
            } else {
                let decoded = PropertyListText(data)
                if case .utf16WithoutByteOrderMark = decoded {
                    throw DiagnosticError([decoded.notTextError(InfoPlistDecoder.notAPropertyList, file: file)])
                }
                guard InfoPlistDecoder.startsLikeXML(data, decoded) else {
                    throw DiagnosticError([Diagnostic(at: start, InfoPlistDecoder.notAPropertyList, notes: [InfoPlistDecoder.notXMLHint(data, decoded)])])
                }
                text = decoded
            }
            var format = PropertyListSerialization.PropertyListFormat.xml
            do {
                root = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            } catch {
                throw DiagnosticError([InfoPlistDecoder.unreadableFile(text: text, file: file, parserError: error)])
            }
            guard format != .openStep else {
                throw DiagnosticError([Diagnostic(
                    at: start, InfoPlistDecoder.notAPropertyList,
                    notes: ["the file reads only as an old-style (OpenStep) property list; an Info.plist must be XML or binary"]
                )])
            }
            let outline = format == .xml ? text?.string.map { XMLOutline(text: $0, file: file) } : nil
            locator = Locator(file: file, outline: outline)
        }
    }

    /// The message of the error for bytes that are not a property list.
    static let notAPropertyList = "file is not a valid property list in XML or binary format"

    /// Whether the first character after white space (and a byte-order mark) is `<`; for bytes that
    /// are not UTF-8, whether the first such byte is, as in XML declaring a legacy encoding.
    static func startsLikeXML(_ data: Data, _ text: PropertyListText) -> Bool {
        if let string = text.string { return firstSignificantCharacter(of: string) == "<" }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }

    /// The first character that is not white space or a byte-order mark.
    private static func firstSignificantCharacter(of text: String) -> Character? {
        text.first { !$0.isWhitespace && $0 != "\u{FEFF}" }
    }

    /// The single error for bytes `PropertyListSerialization` cannot read, placed as precisely as possible.
    ///
    /// XML text is scanned for the first malformed construct (such as the end of a truncated file or
    /// nesting beyond ``maximumNesting``); otherwise the line the parser names is used, and 1:1 for
    /// anything that is not XML.
    private static func unreadableFile(text: PropertyListText?, file: String, parserError: any Error) -> Diagnostic {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let text else { return Diagnostic(at: start, notAPropertyList, notes: [binaryHint]) }
        guard let string = text.string else { return text.notTextError(notAPropertyList, file: file) }
        return parserFailure(notAPropertyList, text: string, file: file, parserError: parserError)
    }

    /// The error `message` for a property list `PropertyListSerialization` cannot read, Info.plist or
    /// InfoPlist.strings: at the first malformed construct of its XML `text`, else at the line the
    /// parser names, else at 1:1.
    static func parserFailure(_ message: String, text: String?, file: String, parserError: any Error) -> Diagnostic {
        if let text {
            let outline = XMLOutline(text: text, file: file)
            if let problem = outline.problem ?? outline.unpairedDictionaryEntry {
                return Diagnostic(at: problem.location, message, notes: [problem.message])
            }
        }
        let explanation = ParserExplanation(parserError)
        let location = SourceLocation(file: file, line: explanation.line ?? 1, column: 1)
        return Diagnostic(at: location, message, notes: explanation.detail.map { [$0] } ?? [])
    }

    /// A note for a damaged binary plist.
    private static let binaryHint = "the file starts like a binary property list ('bplist') but is damaged"

    /// A note for bytes that do not start like XML: empty, old-style text, a strings table, or something else.
    private static func notXMLHint(_ data: Data, _ text: PropertyListText) -> String {
        if data.isEmpty { return "the file is empty" }
        let expected = "expected '<?xml' (XML) or 'bplist00' (binary) at the start of the file"
        if case .damagedUTF16 = text, let note = text.problemNote { return note }
        guard let string = text.string, let first = firstSignificantCharacter(of: string) else {
            return text.string == nil ? expected : "the file holds only white space"
        }
        if first == "{" || first == "(" {
            return "the file looks like an old-style (OpenStep) property list, which starts with '\(first)'; an Info.plist must be XML or binary"
        }
        if first == "\"" || first == "/" {
            return "the file looks like a strings table (\"key\" = \"value\";), such as an InfoPlist.strings, not an Info.plist; an Info.plist must be XML or binary"
        }
        return expected
    }

    /// The explanation `PropertyListSerialization` attaches to a failure, and the line it names.
    private struct ParserExplanation {
        /// The parser's own sentence, such as `Encountered unexpected EOF`.
        let detail: String?
        /// The line the sentence names (`... at line 4`), if any.
        let line: Int?

        /// Reads the explanation.
        init(_ error: any Error) {
            detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            line = detail.flatMap(Self.lineNumber(in:))
        }

        /// The number after the first `line ` in `sentence`.
        private static func lineNumber(in sentence: String) -> Int? {
            guard let range = sentence.range(of: "line ") else { return nil }
            return Int(sentence[range.upperBound...].prefix(while: \.isNumber))
        }
    }
}

// MARK: - Locations

extension InfoPlistDecoder {
    /// Finds where the parts of `UIApplicationShortcutItems` are in the file, or 1:1 when it cannot.
    struct Locator {
        /// The start of an item and of each of its keys.
        struct ItemPositions {
            /// The item's start tag, normally `<dict>`.
            var element: SourceLocation
            /// The `<key>` start tag of each key of the item, last occurrence (the one a plist keeps).
            var keys: [String: SourceLocation]
            /// The start tag of each key's value, such as `<string>`, last occurrence.
            var values: [String: SourceLocation]
        }

        /// A key given twice in one dictionary, with the item whose dictionary (or nested dictionary)
        /// holds it, nil for the top level.
        typealias DuplicateKey = (item: Int?, ignored: DuplicateKeys.Ignored)

        /// The start of the file, where binary plists and unknown positions point.
        let start: SourceLocation
        /// Keys given twice: `UIApplicationShortcutItems` at the top level, and any key in or under an item.
        private(set) var duplicateKeys: [DuplicateKey] = []
        /// The top-level element inside `<plist>`.
        private var topLevelElement: SourceLocation?
        /// The `<key>UIApplicationShortcutItems</key>` of the top-level dictionary.
        private var itemsKeyElement: SourceLocation?
        /// Each element of the `UIApplicationShortcutItems` array.
        private var items: [ItemPositions] = []
        /// The `<key>UIApplicationSupportsMultipleScenes</key>` of the top-level scene manifest, the last one.
        private var multipleScenesKeyElement: SourceLocation?

        /// Reads positions from an XML outline; without one every position is 1:1.
        init(file: String, outline: XMLOutline?) {
            start = SourceLocation(file: file, line: 1, column: 1)
            guard let top = outline?.topLevel else { return }
            topLevelElement = top.location
            guard top.name == "dict" else { return }
            if let manifest = top.pairs.last(where: { $0.key.text == InfoPlistDecoder.sceneManifestKey })?.value, manifest.name == "dict" {
                multipleScenesKeyElement = manifest.pairs.last { $0.key.text == InfoPlistDecoder.supportsMultipleScenesKey }?.key.location
            }
            // PropertyListSerialization keeps the last value of a repeated key, so positions follow the last one.
            let itemsEntries = top.pairs.filter { $0.key.text == InfoPlistDecoder.shortcutItemsKey }
            duplicateKeys += Self.duplicates(in: itemsEntries, item: nil)
            guard let entry = itemsEntries.last else { return }
            itemsKeyElement = entry.key.location
            guard let array = entry.value, array.name == "array" else { return }
            items = array.children.enumerated().map { index, item in
                let pairs = item.name == "dict" ? item.pairs : []
                duplicateKeys += Self.duplicateKeys(under: item, item: index)
                return ItemPositions(
                    element: item.location,
                    keys: Dictionary(pairs.map { ($0.key.text, $0.key.location) }, uniquingKeysWith: { _, last in last }),
                    values: Dictionary(pairs.map { ($0.key.text, $0.value?.location ?? $0.key.location) }, uniquingKeysWith: { _, last in last })
                )
            }
        }

        /// The repeated keys of every dictionary in `element`'s subtree, itself included.
        private static func duplicateKeys(under element: XMLOutline.Element, item: Int) -> [DuplicateKey] {
            let own = element.name == "dict" ? duplicates(in: element.pairs, item: item) : []
            return own + element.children.flatMap { duplicateKeys(under: $0, item: item) }
        }

        /// Each `<key>` of `pairs` that a later one repeats, with the item that holds them.
        private static func duplicates(in pairs: [(key: XMLOutline.Element, value: XMLOutline.Element?)], item: Int?) -> [DuplicateKey] {
            DuplicateKeys(pairs.map { ($0.key.text, $0.key.location) }).ignored.map { (item, $0) }
        }

        /// The top-level element, for a top level that is not a dictionary.
        var topLevel: SourceLocation { topLevelElement ?? start }
        /// The scene manifest's `UIApplicationSupportsMultipleScenes` key, for a value that is not a Boolean.
        var multipleScenesKey: SourceLocation { multipleScenesKeyElement ?? start }
        /// The `UIApplicationShortcutItems` key, for a value that is not an array.
        var itemsKey: SourceLocation { itemsKeyElement ?? start }

        /// The element of item `index`, for a missing key or an item that is not a dictionary.
        func item(_ index: Int) -> SourceLocation {
            items.indices.contains(index) ? items[index].element : itemsKey
        }

        /// The `<key>` of `key` in item `index`, or the item itself when the key is not found.
        func key(_ key: String, item index: Int) -> SourceLocation {
            guard items.indices.contains(index), let location = items[index].keys[key] else { return item(index) }
            return location
        }

        /// The value of `key` in item `index`, such as its `<string>`, or else where ``key(_:item:)`` points.
        func value(_ key: String, item index: Int) -> SourceLocation {
            guard items.indices.contains(index), let location = items[index].values[key] else { return self.key(key, item: index) }
            return location
        }
    }
}
