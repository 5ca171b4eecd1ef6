/// `UIScene.ConnectionOptions` (and the options of `configurationForConnecting`) as far as quick actions go.
public struct SceneConnectionOptions: Hashable, Sendable {
    /// `connectionOptions.shortcutItem`: the selected item when a quick action connects the scene (B1.1).
    public var shortcutItem: ShortcutItem?

    /// Creates options.
    public init(shortcutItem: ShortcutItem? = nil) { self.shortcutItem = shortcutItem }
}
