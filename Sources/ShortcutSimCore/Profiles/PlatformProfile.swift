/// A platform profile: the settings where iOS versions or devices differ, or where Apple is silent
/// and reports disagree (every rule marked PROFILE in the reference is one of these settings).
public struct PlatformProfile: Hashable, Sendable {
    /// The profile's name as scenario files and `--profile` spell it, such as `ios13`.
    public var name: String
    /// One line saying which systems and devices the profile stands for.
    public var summary: String
    /// The number of app items the menu shows (C2.2: four, per the HIG).
    public var menuSlots: Int
    /// The system rows the menu adds after the app items (C2.3).
    public var systemRows: [SystemMenuRow]
    /// Whether App Store builds get a "Share" row (C2.3).
    public var addsShareRowForAppStoreBuilds: Bool
    /// Warm app-delegate order: performAction after or before willEnterForeground (A3.2, A3.3 PROFILE).
    public var warmActionOrder: WarmActionOrder
    /// Warm scene order: `windowScene(_:performActionFor:)` after or before `sceneWillEnterForeground` (B2.2 PROFILE).
    public var sceneWarmActionOrder: WarmActionOrder
    /// Whether the system has the scene lifecycle: iOS 13 and later.
    public var supportsScenes: Bool
    /// Whether the device shows several windows (scenes) of one app: iPad.
    public var supportsMultipleScenes: Bool
    /// Which scene gets an action no scene's activation conditions match (B4.2 PROFILE).
    public var unmatchedSceneChoice: UnmatchedSceneChoice
    /// How long an app stays in the background before it is suspended, with no callback (A7.3).
    public var backgroundSuspensionDelay: VirtualDuration
    /// Whether the Home Screen (or Dock) can be reached while the app is frontmost: false on iPhone (A4.1).
    public var homeScreenReachableWhileForeground: Bool
    /// Whether the app-delegate quick-action API is deprecated on this system (A1.4).
    public var appDelegateQuickActionsDeprecated: Bool
    /// Whether quick actions need a 3D Touch device: true before iOS 13 (E1).
    public var quickActionsRequire3DTouch: Bool

    /// Whether the system draws SF Symbols (`UIApplicationShortcutItemIconSymbolName`): iOS 13 and
    /// later (C1.1). Derived, not a setting: symbols arrived with scenes, in iOS 13.
    public var hasSymbolIcons: Bool { supportsScenes }

    /// Creates a profile from every setting.
    public init(
        name: String,
        summary: String,
        menuSlots: Int,
        systemRows: [SystemMenuRow],
        addsShareRowForAppStoreBuilds: Bool,
        warmActionOrder: WarmActionOrder,
        sceneWarmActionOrder: WarmActionOrder,
        supportsScenes: Bool,
        supportsMultipleScenes: Bool,
        unmatchedSceneChoice: UnmatchedSceneChoice,
        backgroundSuspensionDelay: VirtualDuration,
        homeScreenReachableWhileForeground: Bool,
        appDelegateQuickActionsDeprecated: Bool,
        quickActionsRequire3DTouch: Bool
    ) {
        self.name = name
        self.summary = summary
        self.menuSlots = menuSlots
        self.systemRows = systemRows
        self.addsShareRowForAppStoreBuilds = addsShareRowForAppStoreBuilds
        self.warmActionOrder = warmActionOrder
        self.sceneWarmActionOrder = sceneWarmActionOrder
        self.supportsScenes = supportsScenes
        self.supportsMultipleScenes = supportsMultipleScenes
        self.unmatchedSceneChoice = unmatchedSceneChoice
        self.backgroundSuspensionDelay = backgroundSuspensionDelay
        self.homeScreenReachableWhileForeground = homeScreenReachableWhileForeground
        self.appDelegateQuickActionsDeprecated = appDelegateQuickActionsDeprecated
        self.quickActionsRequire3DTouch = quickActionsRequire3DTouch
    }
}
