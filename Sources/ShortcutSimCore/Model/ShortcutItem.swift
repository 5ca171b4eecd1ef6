/// A Home Screen quick action, as `UIApplicationShortcutItem` describes it (C1.1).
public struct ShortcutItem: Hashable, Sendable, CustomStringConvertible {
    /// The app-defined type string; UIKit never interprets it, matching is exact (C1.2).
    public var type: String
    /// The title the menu shows (C1.3; static titles are localized through InfoPlist.strings, C1.5).
    public var localizedTitle: String
    /// The optional second line under the title (C1.3).
    public var localizedSubtitle: String?
    /// The icon, already resolved by precedence symbol > file > type (C1.4).
    public var icon: ShortcutIcon?
    /// The icon systems without SF Symbols (before iOS 13) draw for an item with a symbol: its icon file or type, or nil (C1.1, C1.4).
    ///
    /// Only consulted on a profile without SF Symbols (``PlatformProfile/hasSymbolIcons`` false): there
    /// the menu draws this icon when it is set, and otherwise ``icon`` unless that is a symbol, which
    /// such a system cannot draw. The Info.plist decoder sets it only for an item that names a
    /// `UIApplicationShortcutItemIconSymbolName` (even an empty one, whose ``icon`` is nil); for any
    /// other item it stays nil and ``icon`` shows on every profile.
    public var iconWithoutSymbols: ShortcutIcon?
    /// Extra property-list values that travel with the item (C4.1).
    public var userInfo: [String: PropertyListValue]
    /// The identifier that selects a scene through its activation conditions (B4.1).
    public var targetContentIdentifier: String?

    /// Creates an item; `userInfo` can only hold plist values, so it cannot raise (C4.1).
    public init(
        type: String,
        localizedTitle: String,
        localizedSubtitle: String? = nil,
        icon: ShortcutIcon? = nil,
        iconWithoutSymbols: ShortcutIcon? = nil,
        userInfo: [String: PropertyListValue] = [:],
        targetContentIdentifier: String? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.iconWithoutSymbols = iconWithoutSymbols
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
    }

    /// Creates an item from a Foundation `userInfo`, refusing non-plist values as UIKit raises (C4.1).
    public init(
        type: String,
        localizedTitle: String,
        localizedSubtitle: String? = nil,
        icon: ShortcutIcon? = nil,
        iconWithoutSymbols: ShortcutIcon? = nil,
        foundationUserInfo: [String: Any],
        targetContentIdentifier: String? = nil
    ) throws(PropertyListConversionError) {
        guard case .dictionary(let info) = try PropertyListValue(any: foundationUserInfo) else {
            throw PropertyListConversionError(path: "userInfo", typeName: "\(Swift.type(of: foundationUserInfo))")
        }
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                  icon: icon, iconWithoutSymbols: iconWithoutSymbols, userInfo: info, targetContentIdentifier: targetContentIdentifier)
    }

    /// The type, which is how traces and scenario files name an item.
    public var description: String { type }
}
