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
    /// A dynamic item the app includes only once this milestone is reached (`if=MILESTONE`): the app
    /// builds its `shortcutItems` from its state each time it sets them, as DuckDuckGo adds "Open VPN"
    /// only with a subscription. Nil for an item it always includes.
    public var includedIf: Milestone?
    /// A dynamic item the app leaves out once this milestone is reached (`unless=MILESTONE`), such as
    /// "Open VPN" after the subscription has ended. Nil for an item no milestone removes.
    public var excludedIf: Milestone?

    /// Creates a declaration.
    public init(kind: Kind, item: ShortcutItem, versions: VersionRange = .all, location: SourceLocation,
                includedIf: Milestone? = nil, excludedIf: Milestone? = nil) {
        self.kind = kind
        self.item = item
        self.versions = versions
        self.location = location
        self.includedIf = includedIf
        self.excludedIf = excludedIf
    }

    /// Whether the app includes the item when it sets `shortcutItems` now: the running version
    /// declares it (C3.4) and the milestones of its `if=` and `unless=` say so.
    func isIncluded(version: Int, hasReached: (Milestone) -> Bool) -> Bool {
        versions.contains(version) && includedIf.map(hasReached) != false && excludedIf.map(hasReached) != true
    }
}
