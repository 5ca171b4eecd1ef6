/// A Home Screen quick action, as `UIApplicationShortcutItem` describes it (C1.1).
public struct ShortcutItem: Hashable, Sendable, CustomStringConvertible {
    /// The app-defined type string; UIKit never interprets it, matching is exact (C1.2).
    public var type: String {
        get { storage.fields.type }
        set { update { $0.type = newValue } }
    }
    /// The title the menu shows (C1.3; static titles are localized through InfoPlist.strings, C1.5).
    public var localizedTitle: String {
        get { storage.fields.localizedTitle }
        set { update { $0.localizedTitle = newValue } }
    }
    /// The optional second line under the title (C1.3).
    public var localizedSubtitle: String? {
        get { storage.fields.localizedSubtitle }
        set { update { $0.localizedSubtitle = newValue } }
    }
    /// The icon, already resolved by precedence symbol > file > type (C1.4).
    public var icon: ShortcutIcon? {
        get { storage.fields.icon }
        set { update { $0.icon = newValue } }
    }
    /// The icon systems without SF Symbols (before iOS 13) draw for an item with a symbol: its icon file or type, or nil (C1.1, C1.4).
    ///
    /// Only consulted on a profile without SF Symbols (``PlatformProfile/hasSymbolIcons`` false): there
    /// the menu draws this icon when it is set, and otherwise ``icon`` unless that is a symbol, which
    /// such a system cannot draw. The Info.plist decoder sets it only for an item that names a
    /// `UIApplicationShortcutItemIconSymbolName` (even an empty one, whose ``icon`` is nil); for any
    /// other item it stays nil and ``icon`` shows on every profile.
    public var iconWithoutSymbols: ShortcutIcon? {
        get { storage.fields.iconWithoutSymbols }
        set { update { $0.iconWithoutSymbols = newValue } }
    }
    /// Extra property-list values that travel with the item (C4.1).
    public var userInfo: [String: PropertyListValue] {
        get { storage.fields.userInfo }
        set { update { $0.userInfo = newValue } }
    }
    /// The identifier that selects a scene through its activation conditions (B4.1).
    public var targetContentIdentifier: String? {
        get { storage.fields.targetContentIdentifier }
        set { update { $0.targetContentIdentifier = newValue } }
    }

    /// The fields, in one immutable box: an item is copied far more often than it is changed (into
    /// the menu, the launch options, pending actions, effects and the ledger), and a copy then
    /// retains one reference instead of each of its strings.
    private var storage: Storage

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
        storage = Storage(Fields(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
                                 iconWithoutSymbols: iconWithoutSymbols, userInfo: userInfo,
                                 targetContentIdentifier: targetContentIdentifier))
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

    /// Items are equal when their fields are; one box is equal to itself without comparing them.
    public static func == (lhs: ShortcutItem, rhs: ShortcutItem) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes the fields, as equality compares them, through their digest made once per box: the
    /// explorer hashes every state it reaches, items and all.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.digest.low) }

    /// Feeds the fields to a state's hash, as their digest made once per box.
    public func hashState(into hasher: inout StateHasher) { hasher.combine(storage.digest) }

    /// Replaces the box with one whose fields are changed by `change`.
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// The stored fields of an item.
    private struct Fields: Hashable, Sendable {
        var type: String
        var localizedTitle: String
        var localizedSubtitle: String?
        var icon: ShortcutIcon?
        var iconWithoutSymbols: ShortcutIcon?
        var userInfo: [String: PropertyListValue]
        var targetContentIdentifier: String?

        /// Feeds every field, the user info (rarely set) through its `Hashable` digest.
        func hashState(into hasher: inout StateHasher) {
            hasher.combine(type)
            hasher.combine(localizedTitle)
            hasher.combine(localizedSubtitle != nil)
            if let localizedSubtitle { hasher.combine(localizedSubtitle) }
            hasher.combine(icon != nil)
            icon?.hashState(into: &hasher)
            hasher.combine(iconWithoutSymbols != nil)
            iconWithoutSymbols?.hashState(into: &hasher)
            hasher.combine(userInfo.count)
            if !userInfo.isEmpty { hasher.combineDigest(of: userInfo) }
            hasher.combine(targetContentIdentifier != nil)
            if let targetContentIdentifier { hasher.combine(targetContentIdentifier) }
        }
    }

    /// The immutable box that holds an item's fields.
    private final class Storage: Sendable {
        let fields: Fields
        /// The 128-bit hash of the fields (``StateHasher``): equal fields give equal digests, as
        /// `Hashable` requires.
        let digest: StateDigest
        init(_ fields: Fields) {
            self.fields = fields
            var hasher = StateHasher()
            fields.hashState(into: &hasher)
            digest = hasher.finalize()
        }
    }
}
