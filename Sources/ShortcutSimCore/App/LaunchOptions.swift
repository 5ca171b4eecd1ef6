/// The launch options UIKit passes to both launch methods (A1.3).
public struct LaunchOptions: Hashable, Sendable {
    /// `launchOptions[.shortcutItem]`: the selected item on a cold launch from a quick action (A1.3).
    public var shortcutItem: ShortcutItem?

    /// Creates launch options.
    public init(shortcutItem: ShortcutItem? = nil) { self.shortcutItem = shortcutItem }

    /// Launch options of a launch that is not from a quick action.
    public static let none = LaunchOptions()
}
