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
    /// an Xcode build variable that only Xcode expands, and an SF Symbol on a profile without them.
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
        let ordered = diagnostics.inSourceOrder
        if ordered.contains(where: { $0.severity == .error }) { throw DiagnosticError(ordered) }
        var shortcuts = InfoPlistShortcuts(items: items, warnings: ordered)
        shortcuts.itemLocations = locations
        return shortcuts
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

/// Decodes one dictionary of `UIApplicationShortcutItems` into a ``ShortcutItem`` (C1.1).
private struct ItemDecoder {
    typealias ItemKey = InfoPlistDecoder.ItemKey

    /// The item's 0-based position in the array, which every message names.
    let index: Int
    /// The item's keys and values as Foundation read them.
    let fields: [String: Any]
    /// Where the item and its keys are in the file.
    let locator: InfoPlistDecoder.Locator
    /// Whether the profile draws SF Symbols (iOS 13 and later, C1.1).
    let symbolsAvailable: Bool
    /// The profile's name, for the warning about a symbol it cannot draw.
    let profileName: String
    /// What is wrong with the item, in the order it was found.
    private(set) var diagnostics: [Diagnostic] = []
    /// The item's type when it is a non-empty string, even if another key is wrong.
    private(set) var type: String?

    init(index: Int, fields: [String: Any], locator: InfoPlistDecoder.Locator, symbolsAvailable: Bool, profileName: String) {
        self.index = index
        self.fields = fields
        self.locator = locator
        self.symbolsAvailable = symbolsAvailable
        self.profileName = profileName
    }

    /// The item, or nil when any key is wrong; the reasons are in ``diagnostics``.
    mutating func decode() -> ShortcutItem? {
        type = nonEmptyString(.type)
        let title = nonEmptyString(.title)
        let subtitle = string(.subtitle)
        let icons = decodeIcons()
        let userInfo = decodeUserInfo()
        reportBuildVariables()
        reportUnknownKeys()
        guard !diagnostics.contains(where: { $0.severity == .error }), let type, let title else { return nil }
        return ShortcutItem(type: type, localizedTitle: title, localizedSubtitle: subtitle,
                            icon: icons.icon, iconWithoutSymbols: icons.withoutSymbols, userInfo: userInfo)
    }

    /// The required `UIApplicationShortcutItemType` or `...Title` (C1.1), refused when blank.
    ///
    /// Refusing an empty or white-space value is ShortcutSim's own check: Apple marks both keys required
    /// (C1.1) but does not say what iOS does with a blank one. Apps route by matching the type exactly
    /// (C1.2), so a blank type is almost surely a mistake, and a scenario cannot name it; a blank title
    /// leaves the row without text.
    private mutating func nonEmptyString(_ key: ItemKey) -> String? {
        guard let value = requiredString(key) else { return nil }
        guard !value.allSatisfy(\.isWhitespace) else {
            let found = value.isEmpty ? "is an empty string" : "holds only white space"
            let reason = key == .type
                ? "ShortcutSim refuses a blank type: apps route by matching the type exactly (C1.2), so a blank one is almost surely a mistake, and a scenario could not name it"
                : "ShortcutSim refuses a blank title, as the menu row would show no text"
            let ownCheck = "Apple marks the key required (C1.1) but does not say what iOS does with a blank value; this check is ShortcutSim's own"
            report(.error, key: key.rawValue, "\(key.rawValue) \(found); \(reason)",
                   notes: (key == .title ? ["the menu shows the title (localized through InfoPlist.strings, C1.5); write the text of the row"] : []) + [ownCheck])
            return nil
        }
        return value
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

    /// The icon by precedence symbol > file > type, and for an item with a symbol the icon systems
    /// without SF Symbols draw instead (file > type); warns when several icon keys are set (C1.1, C1.4).
    ///
    /// Both icons are kept whatever the profile, as the menu picks one per profile; the warnings are
    /// those of the decoder's profile: without SF Symbols (before iOS 13) the symbol is ignored and
    /// said so. An empty file or symbol name still wins, as the key is present, and names no image:
    /// the item has no icon (C1.4); it is reported only where the profile would draw it.
    private mutating func decodeIcons() -> (icon: ShortcutIcon?, withoutSymbols: ShortcutIcon?) {
        let symbol = string(.iconSymbolName)
        let file = string(.iconFile)
        let systemType = string(.iconType).flatMap { iconType(named: $0) }
        reportIgnoredIconKeys()
        if let symbol, !symbolsAvailable { reportSymbolWithoutSupport(symbol, file: file, systemType: systemType) }
        // A blank name is reported only where this profile draws it: a file behind a drawn symbol is not.
        let withoutSymbol: ShortcutIcon?
        if let file, Self.isBlank(file) {
            if symbol == nil || !symbolsAvailable { reportEmptyIconName(.iconFile, file) }
            withoutSymbol = nil
        } else {
            withoutSymbol = file.map { .templateImage($0) } ?? systemType.map { .system($0) }
        }
        guard let symbol else { return (withoutSymbol, nil) }
        guard !Self.isBlank(symbol) else {
            if symbolsAvailable { reportEmptyIconName(.iconSymbolName, symbol) }
            return (nil, withoutSymbol)
        }
        return (.systemSymbol(symbol), withoutSymbol)
    }

    /// Whether a name is empty or only white space: it names no image.
    private static func isBlank(_ name: String) -> Bool { name.allSatisfy(\.isWhitespace) }

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

    /// Warns about an icon key that no version of iOS shows. Several icon keys are otherwise fine:
    /// Apple's sample advises "To support older versions of iOS, you can specify multiple
    /// icon-related keys", since iOS 13 and later show the SF Symbol and earlier versions the icon
    /// file or the system type. But the file wins over the type on every version, so a type next
    /// to a file is never shown (C1.4).
    private mutating func reportIgnoredIconKeys() {
        guard fields[ItemKey.iconFile.rawValue] != nil, fields[ItemKey.iconType.rawValue] != nil else { return }
        // An empty file has its own warning, which names what it wins over.
        if let value = fields[ItemKey.iconFile.rawValue] as? String, Self.isBlank(value) { return }
        diagnostics.append(Diagnostic(.warning, at: locator.key(ItemKey.iconType.rawValue, item: index),
                                      "item \(index): \(ItemKey.iconType.rawValue) is never shown: \(ItemKey.iconFile.rawValue) wins over it on every iOS version (C1.4)",
                                      notes: ["keep one of the two; add \(ItemKey.iconSymbolName.rawValue) to give iOS 13 and later an SF Symbol"]))
    }

    /// Warns that a symbol cannot be drawn on this profile, and says which icon shows instead (C1.1, C1.4).
    private mutating func reportSymbolWithoutSupport(_ symbol: String, file: String?, systemType: ShortcutIconType?) {
        let instead: String
        if let file {
            instead = Self.isBlank(file) ? "no icon: its \(ItemKey.iconFile.rawValue) is empty" : "\(ItemKey.iconFile.rawValue) '\(file)' instead"
        } else if let systemType {
            instead = "\(ItemKey.iconType.rawValue) '\(systemType.plistName)' instead"
        } else {
            instead = "no icon, as the item names no \(ItemKey.iconFile.rawValue) or \(ItemKey.iconType.rawValue)"
        }
        let fallbackNote = "to give iOS 12 and earlier an icon, also set \(ItemKey.iconFile.rawValue) or \(ItemKey.iconType.rawValue); iOS 13 and later still show the symbol"
        report(.warning, key: ItemKey.iconSymbolName.rawValue,
               "\(ItemKey.iconSymbolName.rawValue) '\(symbol)' needs iOS 13 or later (C1.1); the \(profileName) profile has no SF Symbols, so iOS shows \(instead) (C1.4)",
               notes: file == nil && systemType == nil ? [fallbackNote] : [])
    }

    /// Warns about an empty icon file or symbol name: the key still wins over the others, and names no
    /// image, so the item has no icon (C1.4).
    ///
    /// A warning, not an error: iOS accepts the item and shows it, only without an icon.
    private mutating func reportEmptyIconName(_ key: ItemKey, _ name: String) {
        let losers = ItemKey.iconKeysByPrecedence.drop { $0 != key }.dropFirst().filter { fields[$0.rawValue] != nil }
        let lost = losers.first.map { _ in ", and it still wins over \(losers.map(\.rawValue).joined(separator: " and ")), which iOS ignores" } ?? ""
        let found = name.isEmpty ? "is empty" : "holds only white space"
        report(.warning, key: key.rawValue, "\(key.rawValue) \(found): it names no image, so the item has no icon\(lost) (C1.4)",
               notes: [losers.first.map { "remove the key to show the \($0.rawValue) icon" } ?? "write the image's name, or remove the key"])
    }

    /// Warns about every Xcode build variable, `$(NAME)` or `${NAME}`, in the item's strings.
    ///
    /// Xcode replaces them when it builds the app's Info.plist; the simulator reads the file as written.
    /// This is a limit of the simulator, not a rule of iOS, so the warning itself cites no rule; its
    /// notes cite the rules that make the unexpanded text matter: exact type matching (C1.2) and
    /// InfoPlist.strings keyed by the title's value (C1.5).
    private mutating func reportBuildVariables() {
        for key in [ItemKey.type, .title, .subtitle, .iconFile, .iconSymbolName] {
            guard let value = fields[key.rawValue] as? String, let variable = Self.buildVariable(in: value) else { continue }
            var notes = ["Xcode replaces build variables when it builds the app; the simulator reads the Info.plist as written and keeps the text '\(value)'"]
            if key == .type {
                notes.append("scenario routes, selects and expectations must spell the type as written here, '\(value)', or use the expanded value in the Info.plist (C1.2)")
            } else if key == .title || key == .subtitle {
                notes.append("InfoPlist.strings is keyed by the value (C1.5): a 'strings:' table is looked up with the text as written here, '\(value)', where iOS uses the expanded value")
            }
            report(.warning, value: key, "\(key.rawValue) contains the Xcode build variable \(variable), which stays unexpanded", notes: notes)
        }
    }

    /// The first `$(NAME)` or `${NAME}` in `text`, as written.
    static func buildVariable(in text: String) -> String? {
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex else { return nil }
            let open = rest[afterDollar]
            if open == "(" || open == "{", let close = rest[afterDollar...].firstIndex(of: open == "(" ? ")" : "}") {
                let name = rest[rest.index(after: afterDollar)..<close]
                if let first = name.first, first.isLetter || first == "_",
                   name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" || $0 == "=" || $0 == ",") }) {
                    return String(rest[dollar...close])
                }
            }
            rest = rest[afterDollar...]
        }
        return nil
    }

    /// The `UIApplicationShortcutItemUserInfo` dictionary as property-list values (C4.1).
    ///
    /// Holds at most ``InfoPlistDecoder/maximumUserInfoValues`` values, counted before converting.
    private mutating func decodeUserInfo() -> [String: PropertyListValue] {
        let key = ItemKey.userInfo.rawValue
        guard let value = fields[key] else { return [:] }
        guard let dictionary = value as? [String: Any] else {
            report(.error, key: key, "\(key) must be a dictionary, found \(InfoPlistDecoder.plistTypeName(of: value))")
            return [:]
        }
        let limit = InfoPlistDecoder.maximumUserInfoValues
        guard InfoPlistDecoder.valueCount(of: dictionary, upTo: limit) <= limit else {
            report(.error, key: key, "\(key) holds more than \(limit) values, the most ShortcutSim accepts (a limit of the simulator, not of iOS)",
                   notes: ["iOS documents no such limit, only that the values are property-list values (C4.1); the simulator carries the userInfo with every selection and trace event",
                           "every element of every nested array and dictionary counts, once per place it appears; userInfo is meant for a few identifiers that travel with the item"])
            return [:]
        }
        do throws(PropertyListConversionError) {
            // PropertyListValue(any:) reads each NSNumber's objCType, so a real 2.0 stays a real (C4.1).
            let converted = try PropertyListValue(any: dictionary, path: key)
            guard case .dictionary(let userInfo) = converted else { return [:] }
            return userInfo
        } catch {
            report(.error, key: key, error.description)
            return [:]
        }
    }

    /// Warns about every key iOS does not read, suggesting the documented key it means or resembles (C1.1).
    private mutating func reportUnknownKeys() {
        let known = ItemKey.allCases.map(\.rawValue)
        for key in fields.keys.sorted() where !known.contains(key) {
            let caseSlip = known.first { $0.lowercased() == key.lowercased() }.map { "did you mean '\($0)'?" }
            let note = caseSlip ?? Self.meaningNote(for: key)
                ?? Suggestion.note(for: key, in: known) ?? "the keys iOS reads are \(known.joined(separator: ", "))"
            report(.warning, key: key, "unknown key \(key), which iOS ignores (C1.1)", notes: [note] + Self.iconValueNote(key: key, value: fields[key]))
        }
    }

    /// A note for an unknown key that means `UIApplicationShortcutItemIconType` but whose value the
    /// documented key would refuse: the value too must be spelled as Info.plist spells it,
    /// `UIApplicationShortcutIconTypeUpdate` rather than `update` (C5.1). Without it, renaming the key as
    /// the warning suggests would only trade the warning for an error.
    static func iconValueNote(key: String, value: Any?) -> [String] {
        guard meaningNote(for: key)?.hasPrefix("did you mean '\(ItemKey.iconType.rawValue)'") == true,
              let name = value as? String, ShortcutIconType(plistName: name) == nil,
              let meant = ShortcutIconType(ignoringCaseAndPrefix: name) else { return [] }
        return ["and write its value as '\(meant.plistName)': \(ItemKey.iconType.rawValue) takes the icon's plist name, not '\(name)' (C5.1)"]
    }

    /// The documented key an unknown key means, when it is named after the API rather than the
    /// Info.plist (C1.1): `UIApplicationShortcutIcon(systemImageName:)` is the key
    /// `...IconSymbolName`, `init(templateImageName:)` is `...IconFile`, `localizedTitle` is
    /// `...Title`; `UIApplicationShortcutIconType` is the prefix of the icon type's values, not its
    /// key. Apple lists no key for `targetContentIdentifier` (B4.1). Nil when the key names none
    /// of these, and spelling suggestions decide.
    static func meaningNote(for key: String) -> String? {
        let prefixes = ["UIApplicationShortcutItem", "UIApplicationShortcut"]
        let rest = (prefixes.first { key.hasPrefix($0) }.map { String(key.dropFirst($0.count)) } ?? key).lowercased()
        func means(_ meant: ItemKey, _ why: String) -> String { "did you mean '\(meant.rawValue)'? \(why)" }
        if rest.contains("target") {
            return "Apple lists no Info.plist key for targetContentIdentifier among the UIApplicationShortcutItems keys (C1.1); "
                + "give the target to a dynamic item (target=ID in a scenario, B4.1)"
        }
        if rest.contains("symbol") || rest.contains("systemimage") {
            return means(.iconSymbolName, "an SF Symbol's name, as UIApplicationShortcutIcon(systemImageName:) takes it (C1.4)")
        }
        if key.hasPrefix("UIApplicationShortcutIconType") {
            return means(.iconType, "UIApplicationShortcutIconType… begins the key's values, such as UIApplicationShortcutIconTypeSearch (C5.1)")
        }
        if rest.contains("template") || rest.contains("image") || ["icon", "iconname", "iconfilename", "iconasset"].contains(rest) {
            return means(.iconFile, "a template image's name, as UIApplicationShortcutIcon(templateImageName:) takes it (C1.4)")
        }
        if rest.contains("subtitle") {
            return means(.subtitle, "localizedSubtitle is the property; the key's text is localized through InfoPlist.strings (C1.5)")
        }
        if rest.contains("title") {
            return means(.title, "localizedTitle is the property; the key's text is localized through InfoPlist.strings (C1.5)")
        }
        if rest.contains("userinfo") {
            return means(.userInfo, "a dictionary of property-list values (C4.1)")
        }
        return nil
    }

    /// Records a diagnostic prefixed with the item's index, at `key` or, without one, at the item.
    private mutating func report(_ severity: Diagnostic.Severity, key: String?, _ text: String, notes: [String] = []) {
        let location = key.map { locator.key($0, item: index) } ?? locator.item(index)
        diagnostics.append(Diagnostic(severity, at: location, "item \(index): \(text)", notes: notes))
    }

    /// Records a diagnostic prefixed with the item's index, at the value of `key` (or its key, or the item).
    private mutating func report(_ severity: Diagnostic.Severity, value key: ItemKey, _ text: String, notes: [String] = []) {
        diagnostics.append(Diagnostic(severity, at: locator.value(key.rawValue, item: index), "item \(index): \(text)", notes: notes))
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

        /// Reads positions from an XML outline; without one every position is 1:1.
        init(file: String, outline: XMLOutline?) {
            start = SourceLocation(file: file, line: 1, column: 1)
            guard let top = outline?.topLevel else { return }
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
