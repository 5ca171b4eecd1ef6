/// SpringBoard's side of quick actions: the installed bundle and the dynamic items it stores for
/// the app, outside the app process (C1.6, C3.1).
public struct HomeScreen: Hashable, Sendable {
    /// The installed bundle, or nil when the app is not installed.
    public private(set) var bundle: AppBundle?
    /// The dynamic items stored for the app; they survive relaunches, kills and updates (C3.1, C3.4).
    public private(set) var dynamicItems: [ShortcutItem] = []

    /// A Home Screen without the app.
    public init() {}

    /// Whether the app is installed.
    public var isInstalled: Bool { bundle != nil }

    /// Registers the bundle's static items; no dynamic items exist before the first launch (C1.6, C3.3).
    public mutating func install(_ bundle: AppBundle) {
        self.bundle = bundle
        dynamicItems = []
    }

    /// Replaces the bundle; the previous version's dynamic items stay until the app changes them (C3.4).
    public mutating func update(to bundle: AppBundle) { self.bundle = bundle }

    /// Removes the app and its dynamic items.
    public mutating func delete() {
        bundle = nil
        dynamicItems = []
    }

    /// Stores the app's new `shortcutItems` array, replacing the old one (C1.6).
    public mutating func setDynamicItems(_ items: [ShortcutItem]) { dynamicItems = items }

    /// The menu under a profile: static items in plist order, then dynamic ones while slots remain (C2.1, C2.2).
    public func menu(profile: PlatformProfile) -> QuickActionMenu? {
        guard let bundle else { return nil }
        // Static items first, then dynamic ones, while slots remain; the rest are hidden. Built in
        // one pass: the engine builds a menu for every selection.
        var rows: [QuickActionMenu.Row] = []
        var hidden: [ShortcutItem] = []
        rows.reserveCapacity(min(profile.menuSlots, bundle.staticItems.count + dynamicItems.count))
        forEachItem(slots: profile.menuSlots) { item, isStatic, isShown in
            guard isShown else { return hidden.append(item) }
            rows.append(QuickActionMenu.Row(item: item, isStatic: isStatic, titleLineLimit: item.localizedSubtitle == nil ? 2 : 1,
                                            displayedIcon: displayedIcon(of: item, in: bundle, profile: profile)))
        }
        var systemRows = profile.systemRows
        if addsShareRow(profile: profile) { systemRows.insert(.share, at: 0) }
        return QuickActionMenu(rows: rows, hidden: hidden, systemRows: systemRows)
    }

    /// Calls `body` with each app item in menu order, static items in plist order, then dynamic
    /// ones, and whether it is static and whether it gets one of the `slots` (C2.1, C2.2). The one
    /// place of the slot rule, for ``menu(profile:)`` and for a selection, which walks the items
    /// without building the menu's rows (their icons and line limits; see `World.select`).
    package func forEachItem(slots: Int, _ body: (_ item: ShortcutItem, _ isStatic: Bool, _ isShown: Bool) -> Void) {
        guard let bundle else { return }
        var position = 0
        for item in bundle.staticItems {
            body(item, true, position < slots)
            position += 1
        }
        for item in dynamicItems {
            body(item, false, position < slots)
            position += 1
        }
    }

    /// Whether the menu shows a Share row before the system rows: an App Store build under a profile that adds one.
    package func addsShareRow(profile: PlatformProfile) -> Bool {
        bundle?.isAppStoreBuild == true && profile.addsShareRowForAppStoreBuilds
    }

    /// The icon the profile draws for `item`: before iOS 13 there are no SF Symbols, so an item's
    /// symbol gives way to the icon file or type it also names, or to no icon (C1.1, C1.4); a
    /// template image missing from the bundle draws nothing (C1.4).
    private func displayedIcon(of item: ShortcutItem, in bundle: AppBundle, profile: PlatformProfile) -> ShortcutIcon? {
        var icon = item.icon
        if !profile.hasSymbolIcons {
            if let fallback = item.iconWithoutSymbols {
                icon = fallback
            } else if case .systemSymbol = icon {
                icon = nil
            }
        }
        if case .templateImage(let name) = icon, let images = bundle.templateImages, !images.contains(name) {
            return nil
        }
        return icon
    }
}
