/// What a ``World`` is created with and never changes: the platform profile, the device and the app as it
/// starts in every new process. Every copy of a world shares one.
///
/// It also keeps the template's facts the engine asks for on every callback (``ShortcutApp``'s
/// `usesScenes`, `implementedMethods` and so on), read once: asking the template each time would
/// copy the whole app value for one property.
///
/// `package`, so that a scenario makes its own once and every replay of it starts from that one
/// (``World/init(setting:)``): reading the template's facts again cost about 2,200 instructions a run.
package final class WorldSetting<App: ShortcutApp> {
    /// The platform profile in force.
    let profile: PlatformProfile
    /// Whether the device has 3D Touch (E1).
    let forceTouch: ForceTouchCapability
    /// The app as it starts in every new process.
    let appTemplate: App
    /// The template's `implementedMethods`, as bits: the engine asks on every launch and action.
    let implementedMethods: DelegateMethodSet
    /// The template's `rootMilestone`.
    let rootMilestone: Milestone?
    /// The template's `readinessMilestones`.
    let readinessMilestones: Set<Milestone>
    /// The template's `restoresState`.
    let restoresState: Bool
    /// The template's `launchDuration`.
    let launchDuration: VirtualDuration
    /// The template's `usesScenes`.
    let usesScenes: Bool
    /// The template's `supportsMultipleScenes`.
    let supportsMultipleScenes: Bool
    /// The template's `readsShortcutItemLaunchOption`.
    let readsShortcutItemLaunchOption: Bool
    /// The template's `observesDidFinishLaunchingNotification`.
    let observesDidFinishLaunchingNotification: Bool
    /// The profile's system rows as the menu event names them: every selection records the menu,
    /// and mapping the rows each time allocated an array.
    let systemRowNames: [String]

    /// Whether touching and holding the icon shows the quick-action menu: on every device from
    /// iOS 13, before it only with 3D Touch (E1).
    var showsQuickActions: Bool { forceTouch == .available || !profile.quickActionsRequire3DTouch }

    /// Reads the template's facts once.
    package init(profile: PlatformProfile, forceTouch: ForceTouchCapability, appTemplate: App) {
        self.profile = profile
        self.forceTouch = forceTouch
        self.appTemplate = appTemplate
        implementedMethods = DelegateMethodSet(appTemplate.implementedMethods)
        rootMilestone = appTemplate.rootMilestone
        readinessMilestones = appTemplate.readinessMilestones
        restoresState = appTemplate.restoresState
        launchDuration = appTemplate.launchDuration
        usesScenes = appTemplate.usesScenes
        supportsMultipleScenes = appTemplate.supportsMultipleScenes
        readsShortcutItemLaunchOption = appTemplate.readsShortcutItemLaunchOption
        observesDidFinishLaunchingNotification = appTemplate.observesDidFinishLaunchingNotification
        systemRowNames = profile.systemRows.map(\.rawValue)
    }
}

// Immutable once made, so as safe to share across threads as its app.
extension WorldSetting: @unchecked Sendable where App: Sendable {}
