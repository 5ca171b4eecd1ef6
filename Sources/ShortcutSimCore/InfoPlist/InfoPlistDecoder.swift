import Foundation

/// Decodes the static quick actions of an Info.plist, XML or binary, with precise diagnostics (C1.1).
///
/// The decoder receives bytes and does no file I/O. It collects every problem of a file instead of
/// stopping at the first. Each ``Diagnostic`` names the item (0-based) and the key, and says what was
/// expected and what was found. In an XML plist it points at the offending `<key>` (or at the item's
/// `<dict>` for a missing key); in a binary plist, which has no lines, it points at 1:1.
public enum InfoPlistDecoder {
    /// Decodes `UIApplicationShortcutItems` from the bytes of an Info.plist (C1.1).
    ///
    /// A plist without `UIApplicationShortcutItems` has zero static items, which is not an error.
    /// Warnings cover what iOS tolerates but is probably a mistake: unknown keys in an item,
    /// several icon keys on one item (C1.4) and a type used by two items (C1.2).
    ///
    /// - Parameters:
    ///   - data: the bytes of the Info.plist, XML or binary.
    ///   - file: the path diagnostics print; it is not opened.
    /// - Returns: the items in plist order, with the warnings in source order.
    /// - Throws: all the file's diagnostics, errors and warnings in source order, if any is an error.
    public static func decode(_ data: Data, file: String) throws(DiagnosticError) -> InfoPlistShortcuts {
        let document = try Document(data: data, file: file)
        var diagnostics: [Diagnostic] = []
        let items = decodeItems(of: document, into: &diagnostics)
        diagnostics += duplicateKeyWarnings(document.locator)
        let ordered = inSourceOrder(diagnostics)
        if ordered.contains(where: { $0.severity == .error }) { throw DiagnosticError(ordered) }
        return InfoPlistShortcuts(items: items, warnings: ordered)
    }
}

// MARK: - Keys

extension InfoPlistDecoder {
    /// The Info.plist key holding the array of static quick actions (C1.1).
    static let shortcutItemsKey = "UIApplicationShortcutItems"

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
    /// Decodes every entry of `UIApplicationShortcutItems`, appending what is wrong to `diagnostics`.
    private static func decodeItems(of document: Document, into diagnostics: inout [Diagnostic]) -> [ShortcutItem] {
        let locator = document.locator
        guard let top = document.root as? [String: Any] else {
            let found = plistTypeName(of: document.root)
            diagnostics.append(Diagnostic(at: locator.topLevel, "the top level of an Info.plist must be a dictionary, found \(found)"))
            return []
        }
        guard let value = top[shortcutItemsKey] else { return [] }
        guard let entries = value as? [Any] else {
            let found = plistTypeName(of: value)
            diagnostics.append(Diagnostic(at: locator.itemsKey, "\(shortcutItemsKey) must be an array of dictionaries (C1.1), found \(found)"))
            return []
        }
        var items: [ShortcutItem] = []
        var types: [(index: Int, type: String)] = []
        for (index, entry) in entries.enumerated() {
            guard let fields = entry as? [String: Any] else {
                let found = plistTypeName(of: entry)
                diagnostics.append(Diagnostic(at: locator.item(index), "item \(index): each element of \(shortcutItemsKey) must be a dictionary (C1.1), found \(found)"))
                continue
            }
            var decoder = ItemDecoder(index: index, fields: fields, locator: locator)
            if let item = decoder.decode() { items.append(item) }
            if let type = decoder.type { types.append((index, type)) }
            diagnostics += decoder.diagnostics
        }
        diagnostics += repeatedTypeWarnings(types, locator: locator)
        return items
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
        locator.duplicateKeys.map { duplicate in
            let prefix = duplicate.item.map { "item \($0): " } ?? ""
            return Diagnostic(.warning, at: duplicate.ignored,
                              "\(prefix)\(duplicate.key) appears again at line \(duplicate.kept.line); a property list keeps only the last value of a key, so this one is ignored")
        }
    }

    /// Orders diagnostics by location, keeping the order they were found in for equal locations.
    private static func inSourceOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

/// Decodes one dictionary of `UIApplicationShortcutItems` into a ``ShortcutItem`` (C1.1).
private struct ItemDecoder {
    typealias ItemKey = InfoPlistDecoder.ItemKey

    /// The item's 0-based position in the array, which every message names.
    let index: Int
    /// The item's keys and values as Foundation read them.
    let fields: [String: Any]
    /// Where the item and its keys are in the file.
    let locator: InfoPlistDecoder.Locator
    /// What is wrong with the item, in the order it was found.
    private(set) var diagnostics: [Diagnostic] = []
    /// The item's type when it is a non-empty string, even if another key is wrong.
    private(set) var type: String?

    init(index: Int, fields: [String: Any], locator: InfoPlistDecoder.Locator) {
        self.index = index
        self.fields = fields
        self.locator = locator
    }

    /// The item, or nil when any key is wrong; the reasons are in ``diagnostics``.
    mutating func decode() -> ShortcutItem? {
        type = decodeType()
        let title = requiredString(.title)
        let subtitle = string(.subtitle)
        let icon = decodeIcon()
        let userInfo = decodeUserInfo()
        reportUnknownKeys()
        guard !diagnostics.contains(where: { $0.severity == .error }), let type, let title else { return nil }
        return ShortcutItem(type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: icon, userInfo: userInfo)
    }

    /// The required, non-empty `UIApplicationShortcutItemType` (C1.1).
    private mutating func decodeType() -> String? {
        guard let type = requiredString(.type) else { return nil }
        guard !type.isEmpty else {
            report(.error, key: ItemKey.type.rawValue, "\(ItemKey.type.rawValue) must be a non-empty string, found an empty string (C1.1)")
            return nil
        }
        return type
    }

    /// The string under `key`; reports a missing key as an error (C1.1).
    private mutating func requiredString(_ key: ItemKey) -> String? {
        guard fields[key.rawValue] != nil else {
            report(.error, key: nil, "missing required key \(key.rawValue) (C1.1)")
            return nil
        }
        return string(key)
    }

    /// The string under `key`, or nil when it is absent; reports a value of another type.
    private mutating func string(_ key: ItemKey) -> String? {
        guard let value = fields[key.rawValue] else { return nil }
        guard let string = value as? String else {
            report(.error, key: key.rawValue, "\(key.rawValue) must be a string, found \(InfoPlistDecoder.plistTypeName(of: value))")
            return nil
        }
        return string
    }

    /// The icon by precedence symbol > file > type, warning when several icon keys are set (C1.4).
    private mutating func decodeIcon() -> ShortcutIcon? {
        let symbol = string(.iconSymbolName)
        let file = string(.iconFile)
        let systemType = string(.iconType).flatMap { iconType(named: $0) }
        reportIgnoredIconKeys()
        return ShortcutIcon.resolved(type: systemType, file: file, symbol: symbol)
    }

    /// The system icon spelled `name` in the plist; reports an unknown name with a suggestion (C5.1).
    private mutating func iconType(named name: String) -> ShortcutIconType? {
        if let type = ShortcutIconType(plistName: name) { return type }
        let names = ShortcutIconType.allCases.map(\.plistName)
        // `Search` or `UIApplicationShortcutIconTypesearch` names an icon in the wrong spelling: suggest
        // that icon's exact name, never a neighbour by edit distance (`Search` is 3 edits from `Share`).
        let suggestion = ShortcutIconType(ignoringCaseAndPrefix: name)?.plistName
            ?? Suggestion.closest(to: name, in: names)
            ?? Suggestion.closest(to: ShortcutIconType.plistPrefix + name, in: names)
        report(
            .error, key: ItemKey.iconType.rawValue,
            "\(ItemKey.iconType.rawValue) must name one of the \(names.count) system icons (C5.1), found '\(name)'",
            notes: suggestion.map { ["did you mean '\($0)'?"] } ?? []
        )
        return nil
    }

    /// Warns when more than one icon key is present, saying which one wins (C1.4).
    private mutating func reportIgnoredIconKeys() {
        let present = ItemKey.iconKeysByPrecedence.filter { fields[$0.rawValue] != nil }
        guard present.count > 1, let winner = present.first else { return }
        let ignored = present.dropFirst()
        let location = ignored.map { locator.key($0.rawValue, item: index) }.min() ?? locator.item(index)
        let names = ignored.map(\.rawValue).joined(separator: " and ")
        diagnostics.append(Diagnostic(.warning, at: location, "item \(index): \(winner.rawValue) wins over \(names), which iOS ignores (C1.4)"))
    }

    /// The `UIApplicationShortcutItemUserInfo` dictionary as property-list values (C4.1).
    private mutating func decodeUserInfo() -> [String: PropertyListValue] {
        let key = ItemKey.userInfo.rawValue
        guard let value = fields[key] else { return [:] }
        guard let dictionary = value as? [String: Any] else {
            report(.error, key: key, "\(key) must be a dictionary, found \(InfoPlistDecoder.plistTypeName(of: value))")
            return [:]
        }
        do throws(PropertyListConversionError) {
            let converted = try PropertyListValue(any: InfoPlistDecoder.withNativeNumbers(dictionary), path: key)
            guard case .dictionary(let userInfo) = converted else { return [:] }
            return userInfo
        } catch {
            report(.error, key: key, error.description)
            return [:]
        }
    }

    /// Warns about every key iOS does not read, suggesting the documented key it resembles (C1.1).
    private mutating func reportUnknownKeys() {
        let known = ItemKey.allCases.map(\.rawValue)
        for key in fields.keys.sorted() where !known.contains(key) {
            let note = Suggestion.note(for: key, in: known) ?? "the keys iOS reads are \(known.joined(separator: ", "))"
            report(.warning, key: key, "unknown key \(key), which iOS ignores (C1.1)", notes: [note])
        }
    }

    /// Records a diagnostic prefixed with the item's index, at `key` or, without one, at the item.
    private mutating func report(_ severity: Diagnostic.Severity, key: String?, _ text: String, notes: [String] = []) {
        let location = key.map { locator.key($0, item: index) } ?? locator.item(index)
        diagnostics.append(Diagnostic(severity, at: location, "item \(index): \(text)", notes: notes))
    }
}

// MARK: - Values

extension InfoPlistDecoder {
    /// The plist type name of a Foundation value as messages say it: `string`, `integer`, `real`, ...
    static func plistTypeName(of value: Any) -> String {
        (try? PropertyListValue(any: withNativeNumbers(value)))?.typeName ?? "\(type(of: value))"
    }

    /// The value with every `NSNumber` replaced by a Swift `Bool`, `Int` or `Double` by its objCType.
    ///
    /// `PropertyListSerialization` returns `<real>2.0</real>` as an NSNumber that also casts to `Int`;
    /// converting it first keeps a real a real (C4.1).
    static func withNativeNumbers(_ value: Any) -> Any {
        let valueType = type(of: value)
        if valueType == Bool.self || valueType == Int.self || valueType == Double.self { return value }
        if value is String || value is Date || value is Data { return value }
        if let number = value as? NSNumber { return nativeNumber(number) }
        if let array = value as? [Any] { return array.map(withNativeNumbers) }
        if let dictionary = value as? [String: Any] { return dictionary.mapValues(withNativeNumbers) }
        return value
    }

    /// A Swift number of the kind `number` was stored as: `c`/`B` Bool, `f`/`d` Double, else Int.
    private static func nativeNumber(_ number: NSNumber) -> Any {
        switch String(cString: number.objCType) {
        case "c", "B": return number.boolValue
        case "f", "d": return number.doubleValue
        default: return number.intValue
        }
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
        init(data: Data, file: String) throws(DiagnosticError) {
            var format = PropertyListSerialization.PropertyListFormat.xml
            // A binary plist holding a set crashed Foundation (fuzz input FuzzRegressions/info-plist/binary-set-in-item.bplist).
            if let offset = BinaryPropertyListScan.offsetOfFirstSet(in: data) {
                throw DiagnosticError([Diagnostic(at: SourceLocation(file: file, line: 1, column: 1), InfoPlistDecoder.notAPropertyList,
                                                  notes: [BinaryPropertyListScan.setNote(at: offset)])])
            }
            do {
                root = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            } catch {
                throw DiagnosticError([InfoPlistDecoder.unreadableFile(data, file: file, parserError: error)])
            }
            guard format != .openStep else {
                throw DiagnosticError([Diagnostic(
                    at: SourceLocation(file: file, line: 1, column: 1), InfoPlistDecoder.notAPropertyList,
                    notes: ["the file reads only as an old-style (OpenStep) property list; an Info.plist must be XML or binary"]
                )])
            }
            let outline = format == .xml ? InfoPlistDecoder.text(of: data).map { XMLOutline(text: $0, file: file) } : nil
            locator = Locator(file: file, outline: outline)
        }
    }

    /// The message of the error for bytes that are not a property list.
    static let notAPropertyList = "file is not a valid property list in XML or binary format"

    /// The single error for bytes `PropertyListSerialization` cannot read, placed as precisely as possible.
    ///
    /// XML text is scanned for the first malformed construct (such as the end of a truncated file);
    /// otherwise the line the parser names is used, and 1:1 for anything that is not XML.
    private static func unreadableFile(_ data: Data, file: String, parserError: any Error) -> Diagnostic {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let text = text(of: data), text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "<" else {
            return Diagnostic(at: start, notAPropertyList, notes: [binaryHint(for: data)])
        }
        if let problem = XMLOutline(text: text, file: file).problem {
            return Diagnostic(at: problem.location, notAPropertyList, notes: [problem.message])
        }
        let explanation = ParserExplanation(parserError, preferOldStyle: false)
        let location = SourceLocation(file: file, line: explanation.line ?? 1, column: 1)
        return Diagnostic(at: location, notAPropertyList, notes: explanation.detail.map { [$0] } ?? [])
    }

    /// A note for bytes that are not XML: empty, a damaged binary plist, or something else.
    private static func binaryHint(for data: Data) -> String {
        if data.isEmpty { return "the file is empty" }
        if data.starts(with: Array("bplist".utf8)) { return "the file starts like a binary property list ('bplist') but is damaged" }
        return "expected '<?xml' (XML) or 'bplist00' (binary) at the start of the file"
    }

    /// The bytes as text: UTF-16 when they start with its byte-order mark, else UTF-8; nil if neither.
    static func text(of data: Data) -> String? {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16)
        }
        return String(data: data, encoding: .utf8)
    }

    /// The explanation `PropertyListSerialization` attaches to a failure, and the line it names.
    struct ParserExplanation {
        /// The parser's own sentence, such as `Encountered unexpected EOF`.
        let detail: String?
        /// The line the sentence names (`... at line 4`), if any.
        let line: Int?

        /// Reads the explanation; `preferOldStyle` picks the old-style (`.strings`) parser's sentence.
        init(_ error: any Error, preferOldStyle: Bool) {
            let userInfo = (error as NSError).userInfo
            let main = userInfo[NSDebugDescriptionErrorKey] as? String
            let oldStyle = userInfo["kCFPropertyListOldStyleParsingError"].flatMap(Self.sentence(ofNestedError:))
            detail = preferOldStyle ? (oldStyle ?? main) : main
            line = detail.flatMap(Self.lineNumber(in:))
        }

        /// The debug sentence of a nested parser error, such as `Missing ';' on line 3`.
        ///
        /// On Linux the nested error is an unbridged CFError that does not cast to NSError;
        /// its description quotes the sentence: `Error Domain=... Code=3840 "Missing ';' on line 3" UserInfo=...`.
        private static func sentence(ofNestedError value: Any) -> String? {
            if let error = value as? NSError { return error.userInfo[NSDebugDescriptionErrorKey] as? String }
            let text = String(describing: value)
            guard let open = text.range(of: "\"") else { return nil }
            let rest = open.upperBound..<text.endIndex
            guard let close = text.range(of: "\" UserInfo=", range: rest) ?? text.range(of: "\"", options: .backwards, range: rest) else { return nil }
            return String(text[open.upperBound..<close.lowerBound])
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
            /// The `<key>` start tag of each key of the item, first occurrence.
            var keys: [String: SourceLocation]
        }

        /// A key given twice in one dictionary: the earlier one is ignored.
        struct DuplicateKey {
            /// The key, as written.
            var key: String
            /// The item whose dictionary (or nested dictionary) holds it; nil for the top level.
            var item: Int?
            /// The `<key>` whose value is ignored.
            var ignored: SourceLocation
            /// The later `<key>` whose value is kept.
            var kept: SourceLocation
        }

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

        /// Reads positions from an XML outline; without one every position is 1:1.
        init(file: String, outline: XMLOutline?) {
            start = SourceLocation(file: file, line: 1, column: 1)
            guard let outline, outline.problem == nil else { return }
            let plist = outline.document.children.first { $0.name == "plist" }
            guard let top = plist?.children.first else { return }
            topLevelElement = top.location
            guard top.name == "dict" else { return }
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
                    keys: Dictionary(pairs.map { ($0.key.text, $0.key.location) }, uniquingKeysWith: { _, last in last })
                )
            }
        }

        /// The repeated keys of every dictionary in `element`'s subtree, itself included.
        private static func duplicateKeys(under element: XMLOutline.Element, item: Int) -> [DuplicateKey] {
            let own = element.name == "dict" ? duplicates(in: element.pairs, item: item) : []
            return own + element.children.flatMap { duplicateKeys(under: $0, item: item) }
        }

        /// Each key of `pairs` that a later pair repeats, with the last occurrence.
        private static func duplicates(in pairs: [(key: XMLOutline.Element, value: XMLOutline.Element?)], item: Int?) -> [DuplicateKey] {
            var last: [String: SourceLocation] = [:]
            for pair in pairs { last[pair.key.text] = pair.key.location }
            return pairs.compactMap { pair in
                guard let kept = last[pair.key.text], kept != pair.key.location else { return nil }
                return DuplicateKey(key: pair.key.text, item: item, ignored: pair.key.location, kept: kept)
            }
        }

        /// The top-level element, for a top level that is not a dictionary.
        var topLevel: SourceLocation { topLevelElement ?? start }
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
    }
}

// MARK: - XML outline

extension InfoPlistDecoder {
    /// The element tree of an XML file with the line:column of every start tag, or its first flaw.
    ///
    /// A light scan, not a validating parser: it knows comments, CDATA, processing instructions,
    /// the DOCTYPE, tags with quoted attributes and the predefined entities, which is all a plist uses.
    struct XMLOutline {
        /// An element: its name, where its start tag's `<` is, its child elements and its text.
        struct Element {
            /// The tag name, such as `dict`.
            var name: String
            /// The position of the `<` of its start tag.
            var location: SourceLocation
            /// The child elements, in order.
            var children: [Element] = []
            /// The text directly inside it, entities decoded.
            var text = ""

            /// The `<key>` children of a `<dict>`, each with the element after it.
            var pairs: [(key: Element, value: Element?)] {
                children.indices.compactMap { index in
                    guard children[index].name == "key" else { return nil }
                    let next = children.indices.contains(index + 1) ? children[index + 1] : nil
                    return (children[index], next?.name == "key" ? nil : next)
                }
            }
        }

        /// The first malformed construct: where it is and what is wrong.
        struct Problem {
            /// Where the scan stopped.
            var location: SourceLocation
            /// What is wrong, as a diagnostic note.
            var message: String
        }

        /// The document: a nameless element whose children are the top-level elements.
        let document: Element
        /// The first flaw found, if any; the tree is then incomplete.
        let problem: Problem?

        /// Scans `text`, locating positions in `file`.
        init(text: String, file: String) {
            var scanner = XMLScanner(text: text, file: file)
            (document, problem) = scanner.scan()
        }
    }

    /// The character-by-character scanner behind ``XMLOutline``.
    private struct XMLScanner {
        typealias Element = XMLOutline.Element
        typealias Problem = XMLOutline.Problem

        private let characters: [Character]
        private let file: String
        private var index = 0
        private var line = 1
        private var column = 1
        /// The open elements, the document first.
        private var stack: [Element]

        init(text: String, file: String) {
            let characters = Array(text)
            self.characters = characters.first == "\u{FEFF}" ? Array(characters.dropFirst()) : characters
            self.file = file
            stack = [Element(name: "", location: SourceLocation(file: file, line: 1, column: 1))]
        }

        /// Builds the tree, stopping at the first flaw.
        mutating func scan() -> (Element, Problem?) {
            while !atEnd {
                if characters[index] == "<" {
                    if let problem = scanMarkup() { return (stack[0], problem) }
                } else {
                    appendCharacter()
                }
            }
            if let open = stack.last, stack.count > 1 {
                return (stack[0], Problem(location: location, message: "unexpected end of file: <\(open.name)> opened at \(Self.position(open.location)) is not closed"))
            }
            return (stack[0], nil)
        }

        private var atEnd: Bool { index >= characters.count }
        private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

        private static func position(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }

        /// Scans the markup starting at a `<`; returns the flaw, if any.
        private mutating func scanMarkup() -> Problem? {
            let start = location
            if lookingAt("<!--") {
                return skip(past: "-->") ? nil : Problem(location: start, message: "comment is not closed")
            }
            if lookingAt("<![CDATA[") {
                advance(by: 9)
                guard let content = read(until: "]]>") else { return Problem(location: start, message: "CDATA section is not closed") }
                stack[stack.count - 1].text += content
                return nil
            }
            if lookingAt("<?") {
                return skip(past: "?>") ? nil : Problem(location: start, message: "processing instruction is not closed")
            }
            if lookingAt("<!") {
                return skipDeclaration() ? nil : Problem(location: start, message: "declaration <! is not closed")
            }
            return lookingAt("</") ? scanEndTag(at: start) : scanStartTag(at: start)
        }

        /// Scans `<name ...>` or `<name .../>`.
        private mutating func scanStartTag(at start: SourceLocation) -> Problem? {
            advance()
            guard let tag = readTag(), !tag.name.isEmpty else {
                return Problem(location: start, message: "tag starting here is not a complete start tag")
            }
            let element = Element(name: tag.name, location: start)
            if tag.selfClosing {
                stack[stack.count - 1].children.append(element)
            } else {
                stack.append(element)
            }
            return nil
        }

        /// Scans `</name>`, which must close the innermost open element.
        private mutating func scanEndTag(at start: SourceLocation) -> Problem? {
            advance(by: 2)
            guard let tag = readTag() else { return Problem(location: start, message: "end tag </ is not closed") }
            guard stack.count > 1, let open = stack.last else {
                return Problem(location: start, message: "end tag </\(tag.name)> has no matching start tag")
            }
            guard open.name == tag.name else {
                return Problem(location: start, message: "end tag </\(tag.name)> does not match <\(open.name)> opened at \(Self.position(open.location))")
            }
            let closed = stack.removeLast()
            stack[stack.count - 1].children.append(closed)
            return nil
        }

        /// Reads a tag's name and attributes up to and including `>`; nil if the file ends first.
        private mutating func readTag() -> (name: String, selfClosing: Bool)? {
            var name = ""
            while !atEnd, !characters[index].isWhitespace, characters[index] != "/", characters[index] != ">" {
                name.append(characters[index])
                advance()
            }
            var quote: Character?
            var selfClosing = false
            while !atEnd {
                let character = characters[index]
                advance()
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == ">" {
                    return (name, selfClosing)
                } else if character == "\"" || character == "'" {
                    quote = character
                }
                selfClosing = quote == nil && character == "/"
            }
            return nil
        }

        /// Skips `<!DOCTYPE ...>`, including an internal subset in brackets.
        private mutating func skipDeclaration() -> Bool {
            var depth = 0
            var quote: Character?
            while !atEnd {
                let character = characters[index]
                advance()
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == "[" {
                    depth += 1
                } else if character == "]" {
                    depth -= 1
                } else if character == ">", depth <= 0 {
                    return true
                }
            }
            return false
        }

        /// Appends the character at the index to the innermost open element, decoding an entity at `&`.
        private mutating func appendCharacter() {
            let text = characters[index] == "&" ? readEntity() ?? "&" : String(characters[index])
            stack[stack.count - 1].text += text
            advance()
        }

        /// Decodes the entity at the `&` about to be consumed, leaving the index on its `;`.
        private mutating func readEntity() -> String? {
            guard let end = characters[index...].prefix(12).firstIndex(of: ";") else { return nil }
            let name = String(characters[(index + 1)..<end])
            guard let decoded = Self.decodeEntity(name) else { return nil }
            advance(by: end - index)
            return decoded
        }

        /// The text of a predefined or numeric entity, without `&` and `;`.
        private static func decodeEntity(_ name: String) -> String? {
            switch name {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "quot": return "\""
            case "apos": return "'"
            default:
                guard name.hasPrefix("#") else { return nil }
                let digits = name.dropFirst()
                let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            }
        }

        /// Whether the characters at the index spell `prefix`.
        private func lookingAt(_ prefix: String) -> Bool {
            var position = index
            for character in prefix {
                guard position < characters.count, characters[position] == character else { return false }
                position += 1
            }
            return true
        }

        /// Advances past the next `terminator`; false if the file ends first.
        private mutating func skip(past terminator: String) -> Bool {
            read(until: terminator) != nil
        }

        /// The text before the next `terminator`, advancing past it; nil if the file ends first.
        private mutating func read(until terminator: String) -> String? {
            var text = ""
            while !atEnd {
                if lookingAt(terminator) {
                    advance(by: terminator.count)
                    return text
                }
                text.append(characters[index])
                advance()
            }
            return nil
        }

        /// Moves forward `count` characters, counting lines and columns.
        private mutating func advance(by count: Int = 1) {
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
}
