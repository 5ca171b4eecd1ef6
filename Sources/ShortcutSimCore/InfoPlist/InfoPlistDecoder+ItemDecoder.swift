import Foundation

extension InfoPlistDecoder {
    /// Decodes one dictionary of `UIApplicationShortcutItems` into a ``ShortcutItem`` (C1.1).
    struct ItemDecoder {
        /// The item's 0-based position in the array, which every message names.
        let index: Int
        /// The item's keys and values as Foundation read them.
        let fields: [String: Any]
        /// Where the item and its keys are in the file.
        let locator: Locator
        /// Whether the profile draws SF Symbols (iOS 13 and later, C1.1).
        let symbolsAvailable: Bool
        /// The profile's name, for the warning about a symbol it cannot draw.
        let profileName: String
        /// What is wrong with the item, in the order it was found.
        private(set) var diagnostics: [Diagnostic] = []
        /// The item's type when it is a non-empty string, even if another key is wrong.
        private(set) var type: String?

        init(index: Int, fields: [String: Any], locator: Locator, symbolsAvailable: Bool, profileName: String) {
            self.index = index
            self.fields = fields
            self.locator = locator
            self.symbolsAvailable = symbolsAvailable
            self.profileName = profileName
        }

        /// The item, or nil when any key is wrong; the reasons are in ``diagnostics``.
        mutating func decode() -> ShortcutItem? {
            type = nonEmptyString(.type)
            reportUntidyType()
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

        /// Warns about a type with white space at its start or end, or a line break or another control
        /// character in it: the type is kept as written and matched exactly (C1.2), so an app comparing it
        /// with `"Search"` never matches `"Search "`, and neither Xcode's property list editor nor a menu
        /// row shows the difference. A warning, since iOS takes any string; this check is ShortcutSim's own.
        private mutating func reportUntidyType() {
            guard let type, let first = type.unicodeScalars.first, let last = type.unicodeScalars.last else { return }
            let control = type.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .lineSeparator }
            guard control || first.properties.isWhitespace || last.properties.isWhitespace else { return }
            let printed = ShortcutTypeSpelling.printed(type)
            var tidy = String.UnicodeScalarView(type.unicodeScalars.filter { $0.properties.generalCategory != .control && $0.properties.generalCategory != .lineSeparator })
            tidy = String(tidy).trimmingCharacters(in: .whitespaces).unicodeScalars
            let found = control ? "holds a line break or another control character" : "has white space at its start or end"
            report(.warning, value: .type, "\(ItemKey.type.rawValue) \(printed) \(found), which the type keeps: apps match the type exactly (C1.2), so code comparing it with '\(String(tidy))' never matches it",
                   notes: ["remove the \(control ? "character" : "white space") from the value, or name the type as written, \(printed), in routes, selects and expectations; iOS takes any string, so this check is ShortcutSim's own"])
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
}
