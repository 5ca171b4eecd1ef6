import ShortcutSimCore
import Testing

/// Platform profiles: every PROFILE rule is a setting, and the settings drive the engine.
@Suite("Platform profiles")
struct ProfileTests {
    @Test("A3.3 warmActionOrder is a PROFILE setting: after willEnterForeground on ios9/ios13, before it on ios26/ipados26")
    func warmActionOrderDiffers() {
        #expect(PlatformProfile.ios9.warmActionOrder == .afterWillEnterForeground)
        #expect(PlatformProfile.ios13.warmActionOrder == .afterWillEnterForeground)
        #expect(PlatformProfile.ios26.warmActionOrder == .beforeWillEnterForeground)
        #expect(PlatformProfile.ipados26.warmActionOrder == .beforeWillEnterForeground)
        #expect(PlatformProfile.ios13.warmActionOrder != PlatformProfile.ios26.warmActionOrder)
    }

    @Test("A3.3 the warm order comes from the setting alone: ios13 with the order flipped behaves like ios26",
          arguments: WarmActionOrder.allCases)
    func warmOrderFollowsSetting(order: WarmActionOrder) throws {
        var profile = PlatformProfile.ios13
        profile.warmActionOrder = order
        var world = try installedWorld(profile: profile)
        try world.run(.tapIcon, .goHome)
        let mark = world.trace.count
        try world.perform(.select(type: "Search"))
        let calls = world.lines(since: mark).filter { $0.hasPrefix("app.") && !$0.hasPrefix("app.completion") }
        switch order {
        case .afterWillEnterForeground:
            #expect(calls == ["app.willEnterForeground", "app.performAction Search", "app.didBecomeActive"])
        case .beforeWillEnterForeground:
            #expect(calls == ["app.performAction Search", "app.willEnterForeground", "app.didBecomeActive"])
        }
    }

    /// The settings of the app-delegate and Home Screen rules, with the rule each stands for.
    static let modelledSettings: [(name: String, rule: RuleID)] = [
        ("menuSlots", "C2.2"), ("systemRows", "C2.3"), ("addsShareRowForAppStoreBuilds", "C2.3"), ("warmActionOrder", "A3.3"),
        ("backgroundSuspensionDelay", "A7.3"), ("homeScreenReachableWhileForeground", "A4.1"),
        ("appDelegateQuickActionsDeprecated", "A1.4"), ("quickActionsRequire3DTouch", "E1"),
    ]

    @Test("A3.3 (and B2.2, B4.2) every PROFILE rule of the reference is a setting of every profile", arguments: PlatformProfile.all)
    func everyProfileRuleIsASetting(profile: PlatformProfile) {
        let profileRules = RuleCatalog.all.filter(\.isProfileSetting).map(\.id)
        #expect(profileRules == ["A3.3", "B2.2", "B4.2"], "the reference's PROFILE rules changed; add settings for new ones")
        let settingRules = Set(profile.settings.map(\.rule))
        for rule in profileRules {
            #expect(settingRules.contains(rule), "\(profile.name) has no setting for PROFILE rule \(rule)")
        }
        for setting in profile.settings {
            #expect(setting.isUnsettled == (RuleCatalog.rule(setting.rule)?.isProfileSetting == true),
                    "\(setting.name) is marked unsettled exactly when its rule \(setting.rule) is PROFILE")
        }
        #expect(profile.settings.first { $0.name == "warmActionOrder" }?.isUnsettled == true)
        #expect(profile.settings.first { $0.name == "menuSlots" }?.isUnsettled == false)
    }

    @Test("A3.3 settingsDescription lists every setting with its value and rule ID, and marks the PROFILE rule",
          arguments: PlatformProfile.all)
    func settingsDescription(profile: PlatformProfile) {
        let lines = profile.settingsDescription.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(profile.name): \(profile.summary)")
        #expect(lines.count == profile.settings.count + 1, "one line per setting after the summary")
        let names = profile.settings.map(\.name)
        for expected in Self.modelledSettings {
            #expect(profile.settings.first { $0.name == expected.name }?.rule == expected.rule, "\(expected.name) stands for \(expected.rule)")
        }
        #expect(names.filter { name in Self.modelledSettings.contains { $0.name == name } } == Self.modelledSettings.map(\.name),
                "the A and C settings keep their order")
        for (setting, line) in zip(profile.settings, lines.dropFirst()) {
            let words = line.split(separator: " ").map(String.init)
            #expect(words.first == setting.name, "\(line)")
            #expect(words.dropFirst().first == setting.value, "\(line)")
            #expect(line.hasSuffix(setting.isUnsettled ? "(\(setting.rule), PROFILE)" : "(\(setting.rule))"), "\(line)")
            #expect(RuleCatalog.contains(setting.rule), "\(setting.rule) is a rule of the reference")
        }
        let warm = lines.first { $0.hasPrefix("  warmActionOrder ") }
        #expect(warm?.contains(" \(profile.warmActionOrder.rawValue) ") == true)
        #expect(warm?.hasSuffix("(A3.3, PROFILE)") == true)
    }

    @Test("A4.1 homeScreenReachableWhileForeground is a setting: only the iPad profile reaches a frontmost app")
    func homeScreenReachability() throws {
        #expect(PlatformProfile.all.filter(\.homeScreenReachableWhileForeground).map(\.name) == ["ipados26"])
        var profile = PlatformProfile.ios13
        profile.homeScreenReachableWhileForeground = true
        var world = try installedWorld(profile: profile)
        try world.run(.tapIcon, .select(type: "Search"))
        #expect(callbacks(world).suffix(1) == ["app.completion Search -> true"], "delivered to the active app (A4.2)")
    }

    @Test("A1.4 appDelegateQuickActionsDeprecated is a setting: true on the iOS 26 profiles only, and it drives the notice")
    func deprecationSetting() throws {
        #expect(PlatformProfile.all.filter(\.appDelegateQuickActionsDeprecated).map(\.name) == ["ios26", "ipados26"])
        var profile = PlatformProfile.ios13
        profile.appDelegateQuickActionsDeprecated = true
        var world = try installedWorld(profile: profile)
        try world.perform(.select(type: "Search"))
        #expect(world.lines(since: 0).contains(deprecationLine))
    }

    @Test("E1 quickActionsRequire3DTouch: true before iOS 13 only")
    func threeDTouch() {
        #expect(PlatformProfile.all.filter(\.quickActionsRequire3DTouch).map(\.name) == ["ios9"])
    }

    @Test("Profiles are found by name; the default is ios13")
    func namedProfiles() {
        #expect(PlatformProfile.all.map(\.name) == ["ios9", "ios13", "ios26", "ipados26"])
        for profile in PlatformProfile.all { #expect(PlatformProfile.named(profile.name) == profile) }
        #expect(PlatformProfile.named("ios14") == nil)
        #expect(PlatformProfile.default == .ios13)
    }
}
