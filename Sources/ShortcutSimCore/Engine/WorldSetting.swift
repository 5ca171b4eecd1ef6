/// What a ``World`` is created with and never changes: the platform profile and the app as it
/// starts in every new process. Every copy of a world shares one.
final class WorldSetting<App: ShortcutApp> {
    /// The platform profile in force.
    let profile: PlatformProfile
    /// The app as it starts in every new process.
    let appTemplate: App

    init(profile: PlatformProfile, appTemplate: App) {
        self.profile = profile
        self.appTemplate = appTemplate
    }
}

// Immutable once made, so as safe to share across threads as its app.
extension WorldSetting: @unchecked Sendable where App: Sendable {}
