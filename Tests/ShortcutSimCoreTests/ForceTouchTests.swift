import ShortcutSimCore
import Testing

/// E1: from iOS 13 every device shows quick actions on touch and hold; before it only devices with 3D Touch.
@Suite("Devices without 3D Touch (E1)")
struct ForceTouchTests {
    @Test("E1 before iOS 13 a device without 3D Touch shows no menu, and nothing can be selected")
    func noMenuWithoutForceTouchOnIOS9() throws {
        var world = World(app: ScriptedApp(), profile: .ios9, forceTouch: .unavailable)
        try world.perform(.install(meituanBundle))
        #expect(!world.showsQuickActions)
        try world.perform(.showMenu)
        #expect(world.trace.events.last?.words.description == "home.noMenu forceTouch=unavailable",
                "touch and hold should record that no menu appeared, not a menu")
        #expect(!world.trace.events.contains { $0.kind.name == "home.menu" })
        #expect(throws: SimulationError.self, "selecting needs a menu") { try world.perform(.select(type: "Search")) }
        #expect(world.applicationState == .notRunning, "a refused selection launches nothing")
        try world.perform(.tapIcon)
        #expect(world.applicationState == .active, "the icon still launches the app")
    }

    @Test("E1 with 3D Touch, or from iOS 13 on any device, the menu appears and the selection launches the app",
          arguments: [(PlatformProfile.ios9, ForceTouchCapability.available), (.ios13, .unavailable), (.ios26, .unavailable),
                      (.ipados26, .unavailable)])
    func menuWhereTheRuleAllows(profile: PlatformProfile, forceTouch: ForceTouchCapability) throws {
        var world = World(app: ScriptedApp(), profile: profile, forceTouch: forceTouch)
        try world.perform(.install(meituanBundle))
        #expect(world.showsQuickActions)
        try world.perform(.showMenu)
        #expect(world.trace.events.last?.kind.name == "home.menu", "\(profile.name), force touch \(forceTouch): expected the menu")
        try world.perform(.select(type: "Search"))
        #expect(world.trace.events.contains { $0.words.description == "app.performAction Search" },
                "\(profile.name), force touch \(forceTouch): the selection should reach performActionFor")
    }

    @Test("E1 the device is a setting of the world, not of the profile: the same ios9 profile with and without 3D Touch")
    func deviceIsNotTheProfile() {
        let with = World(app: ScriptedApp(), profile: .ios9)
        let without = World(app: ScriptedApp(), profile: .ios9, forceTouch: .unavailable)
        #expect(with.forceTouchCapability == .available, "3D Touch is the default")
        #expect(with.profile == without.profile)
        #expect(with.showsQuickActions && !without.showsQuickActions)
    }
}
