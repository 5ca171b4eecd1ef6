/// The static quick actions an Info.plist declares, with the warnings found while decoding them (C1.1).
public struct InfoPlistShortcuts: Sendable, Hashable {
    /// The static items in plist order, the order the menu shows them in (C2.1).
    public var items: [ShortcutItem]
    /// Problems iOS tolerates but that are probably mistakes, in source order.
    public var warnings: [Diagnostic]
    /// Where each item starts in the Info.plist, parallel to ``items`` (empty when not decoded from a file).
    public var itemLocations: [SourceLocation] = []
    /// The `UIApplicationSupportsMultipleScenes` of the plist's `UIApplicationSceneManifest`, nil when
    /// the plist does not set it. Apple: "If you set the value to false, UIKit never creates more than
    /// one scene for your app" (B4.1).
    public var supportsMultipleScenes: Bool?
    /// Whether the plist has a `UIApplicationSceneManifest` dictionary: the app adopts scenes, so its
    /// quick actions reach the scene delegate (B1.1, B2.1, B3.1).
    public var hasSceneManifest = false

    /// Creates a value from decoded items and the warnings about them.
    public init(items: [ShortcutItem] = [], warnings: [Diagnostic] = []) {
        self.items = items
        self.warnings = warnings
    }

    /// The items with titles and subtitles replaced by their InfoPlist.strings entries, keyed by value (C1.5).
    ///
    /// A title or subtitle the table does not contain stays as written in the Info.plist, as on iOS.
    public func localized(with table: [String: String]) -> InfoPlistShortcuts {
        var copy = self
        copy.items = items.map { item in
            var item = item  // changed only where the table has the text: each change makes a new box
            if let title = table[item.localizedTitle] { item.localizedTitle = title }
            if let subtitle = item.localizedSubtitle, let shown = table[subtitle] { item.localizedSubtitle = shown }
            return item
        }
        return copy
    }

    /// The items localized by a decoded InfoPlist.strings file (C1.5), with its warnings added after
    /// the Info.plist's: a repeated key, an empty translation, and a key that matches no static title.
    public func localized(with strings: InfoPlistStrings) -> InfoPlistShortcuts {
        var copy = localized(with: strings.table)
        copy.warnings += (strings.warnings + strings.unusedKeyWarnings(for: items)).inSourceOrder
        return copy
    }
}
