/// A decoded `InfoPlist.strings` table: each entry with where it is, and the warnings about the table (C1.5).
///
/// Static titles are localized through it keyed by the title's value, not by the item's type (C1.5);
/// other keys, such as `CFBundleDisplayName`, localize Info.plist keys by their name.
public struct InfoPlistStrings: Sendable, Hashable {
    /// One `"key" = "value";` entry whose value is its translation.
    public typealias Entry = StringsEntry<String>

    /// Every entry in file order, a repeated key each time it appears.
    public var entries: [Entry]
    /// Problems with the table itself, in source order: a repeated key, an empty translation (C1.5).
    public var warnings: [Diagnostic]

    /// Creates a table from its entries and warnings.
    public init(entries: [Entry] = [], warnings: [Diagnostic] = []) {
        self.entries = entries
        self.warnings = warnings
    }

    /// Each key with its translation; a repeated key keeps its last value, as Foundation reads the file.
    public var table: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Warnings for the keys that localize nothing of `items`, the static items as the Info.plist (or
    /// scenario) declares them, before localization (C1.5).
    ///
    /// A key is used when it is the title or subtitle of an item. Keys that look like Info.plist key
    /// names (`CFBundleDisplayName`, `NSCameraUsageDescription`: capitals, then a capitalized word)
    /// localize other Info.plist values and are left alone, except the item keys themselves
    /// (`UIApplicationShortcutItemTitle`), a common mistake.
    ///
    /// `dynamicItems` are the items the app sets at run time: a key that is one of their titles or
    /// subtitles gets a note saying that the table never translates them (Apple,
    /// `UIMutableApplicationShortcutItem.localizedTitle`: a dynamic title is localized with
    /// `NSLocalizedString` and a `Localizable.strings` file), since that is what its author meant.
    public func unusedKeyWarnings(for items: [ShortcutItem], dynamicItems: [ShortcutItem] = []) -> [Diagnostic] {
        let texts = Set(items.flatMap { [$0.localizedTitle] + ($0.localizedSubtitle.map { [$0] } ?? []) })
        let itemKeys = InfoPlistDecoder.ItemKey.allCases.map(\.rawValue)
        var warned: Set<String> = []
        var warnings: [Diagnostic] = []
        for entry in entries where !texts.contains(entry.key) && !warned.contains(entry.key) {
            let isItemKey = itemKeys.contains(entry.key)
            guard isItemKey || !Self.looksLikeInfoPlistKey(entry.key) else { continue }
            warned.insert(entry.key)
            let note: String
            if isItemKey {
                note = "\(entry.key) is the name of an item key; a static title is localized by its value, such as \"\(items.first?.localizedTitle ?? "Search")\" = \"…\";"
            } else if let item = dynamicItems.first(where: { $0.localizedTitle == entry.key || $0.localizedSubtitle == entry.key }) {
                let part = item.localizedTitle == entry.key ? "title" : "subtitle"
                note = "'\(entry.key)' is the \(part) of the dynamic item '\(item.type)': InfoPlist.strings translates only the Info.plist items; "
                    + "the app sets a dynamic item's \(part) already translated (NSLocalizedString), so write the translation in its 'dynamic' line"
            } else if let item = items.first(where: { $0.type == entry.key }) {
                note = "'\(entry.key)' is the type of an item whose title is '\(item.localizedTitle)'; key the entry by the title: \"\(item.localizedTitle)\" = \"…\";"
            } else if let suggestion = Suggestion.note(for: entry.key, in: texts.sorted()) {
                note = suggestion
            } else if texts.isEmpty {
                note = "there are no static items to localize"
            } else {
                note = "the static titles and subtitles are " + texts.sorted().map { "'\($0)'" }.joined(separator: ", ")
            }
            warnings.append(Diagnostic(.warning, at: entry.keyLocation,
                                       "\"\(entry.key)\" matches no static title or subtitle, so iOS never uses it; InfoPlist.strings is keyed by the title's value (C1.5)",
                                       notes: [note]))
        }
        return warnings
    }

    /// Whether a key reads like an Info.plist key name: two or more capitals, then a capitalized word,
    /// and only letters and digits (`CFBundleDisplayName`, `NSCameraUsageDescription`, `ITSAppUsesNonExemptEncryption`).
    static func looksLikeInfoPlistKey(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        guard scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else { return false }
        let capitals = scalars.prefix { ("A"..."Z").contains($0) }.count
        guard capitals >= 3, capitals < scalars.count else { return false }
        return ("a"..."z").contains(scalars[capitals])
    }
}
