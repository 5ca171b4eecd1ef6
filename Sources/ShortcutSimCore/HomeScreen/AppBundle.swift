/// What an install or update puts on the device: a version and its Info.plist quick actions.
public struct AppBundle: Hashable, Sendable {
    /// The app's version, counted from 1.
    public var version: Int
    /// The static items of `UIApplicationShortcutItems`, in plist order (C1.1, C2.1).
    public var staticItems: [ShortcutItem]
    /// Whether this is an App Store build, which gets the system "Share" row (C2.3).
    public var isAppStoreBuild: Bool
    /// The template images the bundle contains, when known; an icon file missing from it shows no icon (C1.4).
    public var templateImages: Set<String>?

    /// Creates a bundle.
    public init(version: Int = 1, staticItems: [ShortcutItem] = [], isAppStoreBuild: Bool = false, templateImages: Set<String>? = nil) {
        self.version = version
        self.staticItems = staticItems
        self.isAppStoreBuild = isAppStoreBuild
        self.templateImages = templateImages
    }
}
