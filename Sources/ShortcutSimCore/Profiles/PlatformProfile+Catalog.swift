extension PlatformProfile {
    /// iPhone, iOS 9–12: app delegate only, warm order of A3.2, quick actions only with 3D Touch (E1).
    public static let ios9 = PlatformProfile(
        name: "ios9",
        summary: "iPhone, iOS 9–12 (app delegate only; quick actions only with 3D Touch)",
        menuSlots: 4,
        systemRows: [],
        addsShareRowForAppStoreBuilds: true,
        warmActionOrder: .afterWillEnterForeground,
        sceneWarmActionOrder: .afterWillEnterForeground,
        supportsScenes: false,
        supportsMultipleScenes: false,
        unmatchedSceneChoice: .mostRecentlyActive,
        backgroundSuspensionDelay: .seconds(5),
        homeScreenReachableWhileForeground: false,
        appDelegateQuickActionsDeprecated: false,
        quickActionsRequire3DTouch: true
    )

    /// iPhone, iOS 13–18: scenes available, touch and hold on every device, warm order of A3.2.
    public static let ios13 = ios9.changing { profile in
        profile.name = "ios13"
        profile.summary = "iPhone, iOS 13–18 (scenes available; touch and hold on every device)"
        profile.systemRows = [.editHomeScreen, .removeApp]
        profile.supportsScenes = true
        profile.quickActionsRequire3DTouch = false
    }

    /// iPhone, iOS 26: warm actions before willEnterForeground (A3.3, B2.2), app-delegate API deprecated (A1.4).
    public static let ios26 = ios13.changing { profile in
        profile.name = "ios26"
        profile.summary = "iPhone, iOS 26 (order read in iOS 26.1 UIKitCore; app-delegate quick actions deprecated)"
        profile.warmActionOrder = .beforeWillEnterForeground
        profile.sceneWarmActionOrder = .beforeWillEnterForeground
        profile.appDelegateQuickActionsDeprecated = true
    }

    /// iPad, iPadOS 26: the Dock reaches a frontmost app's icon, so actions can reach a running app (A4.2).
    public static let ipados26 = ios26.changing { profile in
        profile.name = "ipados26"
        profile.summary = "iPad, iPadOS 26 (Dock reachable while the app is frontmost; several scenes)"
        profile.homeScreenReachableWhileForeground = true
        profile.supportsMultipleScenes = true
    }

    /// A copy of this profile with some settings changed, so each profile states only how it differs.
    public func changing(_ change: (inout PlatformProfile) -> Void) -> PlatformProfile {
        var copy = self
        change(&copy)
        return copy
    }

    /// Every named profile, oldest first.
    public static let all: [PlatformProfile] = [.ios9, .ios13, .ios26, .ipados26]

    /// The profile used when a scenario names none.
    public static let `default` = PlatformProfile.ios13

    /// The profile with this name, or nil.
    public static func named(_ name: String) -> PlatformProfile? { all.first { $0.name == name } }
}
