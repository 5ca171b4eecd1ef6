import ShortcutSimCore

/// One quick action declared in the `shortcuts:` section, or loaded from an Info.plist.
public struct ShortcutDeclaration: Hashable, Sendable {
    /// Whether the item lives in the Info.plist or is set at run time.
    public enum Kind: String, Hashable, Sendable {
        /// Registered at install from the Info.plist (C1.6).
        case `static`
        /// Set by the app through `shortcutItems` (C1.6).
        case dynamic
    }

    /// Static or dynamic.
    public var kind: Kind
    /// The item itself.
    public var item: ShortcutItem
    /// The app versions that declare it.
    public var versions: VersionRange
    /// Where it was declared.
    public var location: SourceLocation

    /// Creates a declaration.
    public init(kind: Kind, item: ShortcutItem, versions: VersionRange = .all, location: SourceLocation) {
        self.kind = kind
        self.item = item
        self.versions = versions
        self.location = location
    }
}
