/// The icon of a quick action: a system icon, a template image from the bundle, or an SF Symbol (C1.4).
public enum ShortcutIcon: Hashable, Sendable, CustomStringConvertible {
    /// A system icon (`UIApplicationShortcutItemIconType`, C5.1).
    case system(ShortcutIconType)
    /// A square single-colour template image in the app bundle, 35×35 pt (`...IconFile`, C1.4).
    case templateImage(String)
    /// An SF Symbol, iOS 13 and later (`...IconSymbolName`, C1.1).
    case systemSymbol(String)

    /// The icon UIKit shows when an item names several: symbol over file over type (C1.4).
    public static func resolved(type: ShortcutIconType?, file: String?, symbol: String?) -> ShortcutIcon? {
        if let symbol { return .systemSymbol(symbol) }
        if let file { return .templateImage(file) }
        if let type { return .system(type) }
        return nil
    }

    /// The spelling in the scenario syntax: `search`, `file:money`, `symbol:star.fill`.
    public var description: String {
        switch self {
        case .system(let type): return type.rawValue
        case .templateImage(let name): return "file:\(name)"
        case .systemSymbol(let name): return "symbol:\(name)"
        }
    }

    /// Feeds the case and its name to a hash.
    func hashState(into hasher: inout StateHasher) {
        let (tag, name): (UInt64, String) = switch self {
        case .system(let type): (0, type.rawValue)
        case .templateImage(let name): (1, name)
        case .systemSymbol(let name): (2, name)
        }
        hasher.combine(tag)
        hasher.combine(name)
    }
}
