/// The menu a user sees on touch and hold: app items first, then the system rows (C2.1–C2.3).
public struct QuickActionMenu: Hashable, Sendable, CustomStringConvertible {
    /// One app item as the menu shows it.
    public struct Row: Hashable, Sendable {
        /// The item the row selects.
        public var item: ShortcutItem
        /// Whether the item comes from the Info.plist (static) rather than `shortcutItems` (dynamic).
        public var isStatic: Bool
        /// How many lines the title may use: two without a subtitle, one with (C1.3).
        public var titleLineLimit: Int
        /// The icon actually drawn: without SF Symbols (before iOS 13) the item's file or type instead of its symbol (C1.1), nil when a template image is missing from the bundle (C1.4).
        public var displayedIcon: ShortcutIcon?
    }

    /// The app items shown, in order: static items in plist order, then dynamic items (C2.1).
    public var rows: [Row]
    /// App items that did not fit in the slots (C2.2).
    public var hidden: [ShortcutItem]
    /// The system rows after the app items (C2.3).
    public var systemRows: [SystemMenuRow]

    /// The shown item with this type, if any; only shown items can be selected.
    public func item(ofType type: String) -> ShortcutItem? { rows.first { $0.item.type == type }?.item }

    /// The types of the shown app items.
    public var types: [String] { rows.map(\.item.type) }

    /// The menu drawn as text, one row per line, app items first and system rows marked. Types are
    /// written as a scenario names them and texts quoted with escapes, so a type with a space at its end
    /// or a title with a line break shows what it holds and keeps to its row.
    public var description: String {
        var lines = rows.map { row in
            var line = "  \(ShortcutTypeSpelling.printed(row.item.type))  \(QuotedText.quoted(row.item.localizedTitle))"
            if let subtitle = row.item.localizedSubtitle { line += " — \(QuotedText.quoted(subtitle))" }
            line += row.isStatic ? "  (static" : "  (dynamic"
            if let icon = row.displayedIcon { line += ", icon \(icon)" }
            line += row.titleLineLimit == 1 ? ", title on 1 line" : ", title may wrap to 2 lines"  // C1.3
            return line + ")"
        }
        if rows.isEmpty { lines.append("  (no app items)") }
        lines += systemRows.map { "  [system] \($0.title)" }
        lines += hidden.map { "  (not shown: no slot left) \(ShortcutTypeSpelling.printed($0.type))" }
        return lines.joined(separator: "\n")
    }
}
