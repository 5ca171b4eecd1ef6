import ShortcutSimCore
import Testing

/// Warm resumes, actions that reach a running app, a missing performActionFor, and saved items:
/// rules A3.x, A4.x, A6.1 and G10.
@Suite("Warm resume (A3, A4, A6, G10)")
struct WarmResumeTests {
    /// The menu line of the Meituan-like bundle under a profile.
    static func menuLine(_ profile: PlatformProfile) -> String {
        profile.systemRows.isEmpty ? "home.menu Search,Coupon,Scan" : meituanMenuLine
    }

    /// A world whose app was launched from the icon and sent to the background.
    static func backgroundedWorld(_ app: ScriptedApp = ScriptedApp(), profile: PlatformProfile = .ios13) throws -> World<ScriptedApp> {
        var world = try installedWorld(app, profile: profile)
        try world.run(.tapIcon, .goHome)
        return world
    }

    @Test("A3.1 warm resume: no willFinish/didFinish; the item arrives only through performAction",
          arguments: [VirtualDuration.zero, .seconds(10)])
    func warmResume(timeInBackground: VirtualDuration) throws {
        var world = try Self.backgroundedWorld()
        world.advance(by: timeInBackground)
        #expect(world.applicationState == (timeInBackground == .zero ? .background : .suspended))
        let mark = world.trace.count
        try world.perform(.select(type: "Search"))
        #expect(world.lines(since: mark) == [
            meituanMenuLine,
            "user.select Search",
            "app.willEnterForeground",
            "state inactive",
            "app.performAction Search",
            "route Search -> SearchPage",
            "app.completion Search -> true",
            "state active",
            "app.didBecomeActive",
        ], "warm resume from \(timeInBackground == .zero ? "background" : "suspension")")
        #expect(world.finish().isEmpty)
    }

    @Test("A3.2 warm order on iOS 9–18 profiles: willEnterForeground → performAction → didBecomeActive",
          arguments: [PlatformProfile.ios9, .ios13])
    func warmOrderAfterWillEnterForeground(profile: PlatformProfile) throws {
        var world = try Self.backgroundedWorld(profile: profile)
        let mark = world.trace.count
        try world.perform(.select(type: "Coupon"))
        #expect(world.lines(since: mark) == [
            Self.menuLine(profile),
            "user.select Coupon",
            "app.willEnterForeground",
            "state inactive",
            "app.performAction Coupon",
            "route Coupon -> CouponPage",
            "app.completion Coupon -> true",
            "state active",
            "app.didBecomeActive",
        ], "profile \(profile.name)")
    }

    @Test("A3.3 warm order on iOS 26 profiles: performAction before willEnterForeground (PROFILE)",
          arguments: [PlatformProfile.ios26, .ipados26])
    func warmOrderBeforeWillEnterForeground(profile: PlatformProfile) throws {
        var world = try Self.backgroundedWorld(profile: profile)
        let mark = world.trace.count
        try world.perform(.select(type: "Coupon"))
        #expect(world.lines(since: mark) == [
            meituanMenuLine,
            "user.select Coupon",
            deprecationLine,
            "state inactive",
            "app.performAction Coupon",
            "route Coupon -> CouponPage",
            "app.completion Coupon -> true",
            "app.willEnterForeground",
            "state active",
            "app.didBecomeActive",
        ], "profile \(profile.name)")
    }

    @Test("A3.4 during a warm performAction the app is inactive, whatever the profile's order",
          arguments: PlatformProfile.all)
    func warmActionWhileInactive(profile: PlatformProfile) throws {
        var app = ScriptedApp()
        app.performAction = { item, handler, context in
            context.noteState("performAction.state")
            context.route(item, to: "\(item.type)Page")
            context.complete(handler, succeeded: true)
        }
        app.didBecomeActive = { context in context.noteState("didBecomeActive.state") }
        var world = try Self.backgroundedWorld(app, profile: profile)
        world.advance(by: .seconds(30))
        try world.perform(.select(type: "Search"))
        #expect(world.noted("performAction.state") == "inactive", "profile \(profile.name)")
        #expect(world.noted("didBecomeActive.state") == "active")
    }

    @Test("A4.1 on iPhone the Home Screen is hidden while the app is frontmost: no menu, no selection, no tap",
          arguments: [PlatformProfile.ios9, .ios13, .ios26])
    func homeScreenHiddenOnIPhone(profile: PlatformProfile) throws {
        var world = try installedWorld(profile: profile)
        try world.perform(.tapIcon)
        let before = world.trace
        let error = #expect(throws: SimulationError.self) { try world.perform(.select(type: "Search")) }
        #expect(error?.message.contains("A4.1") == true, "the error cites A4.1: \(String(describing: error))")
        #expect(error?.notes.contains { $0.contains("go home") } == true)
        #expect(throws: SimulationError.self) { try world.perform(.showMenu) }
        #expect(throws: SimulationError.self) { try world.perform(.tapIcon) }
        #expect(world.trace == before, "a refused stimulus records nothing")
        try world.run(.goHome, .select(type: "Search"))
        #expect(callbacks(world).last == "app.didBecomeActive", "after going home the action is a warm resume")
    }

    @Test("A4.2 an action that reaches a running, active app (iPad Dock) is delivered with no state gate")
    func noStateGateForRunningApp() throws {
        var app = ScriptedApp()
        app.performAction = { item, handler, context in
            context.noteState("performAction.state")
            context.route(item, to: "\(item.type)Page")
            context.complete(handler, succeeded: true)
        }
        var world = try installedWorld(app, profile: .ipados26)
        try world.perform(.tapIcon)
        let mark = world.trace.count
        try world.perform(.select(type: "Coupon"))
        #expect(world.lines(since: mark) == [
            meituanMenuLine,
            "user.select Coupon",
            deprecationLine,
            "app.performAction Coupon",
            "route Coupon -> CouponPage",
            "app.completion Coupon -> true",
        ])
        #expect(world.noted("performAction.state") == "active", "A4.2: UIKit does not wait for another state")
        #expect(world.applicationState == .active)
        #expect(world.finish().isEmpty)
    }

    @Test("A4.3 an action that arrives before the first activation merges into the launch actions, under the A2.3 gate",
          arguments: [LaunchReturn.returnsTrue, .returnsFalse])
    func mergedIntoLaunch(didFinish: LaunchReturn) throws {
        var app = ScriptedApp.launching(willFinish: .returnsTrue, didFinish: didFinish)
        app.launchDuration = .seconds(2)
        var world = try installedWorld(app, profile: .ipados26)
        let mark = world.trace.count
        try world.perform(.tapIcon)
        world.advance(by: .seconds(1))
        try world.perform(.select(type: "Search"))
        #expect(!world.lines(since: mark).contains("app.performAction Search"), "nothing is delivered before the launch ends")
        world.advance(by: .seconds(1))
        let open = didFinish.opensGate
        var expected = [
            "user.tapIcon",
            "state inactive",
            "app.willFinishLaunching -> true",
            "app.didFinishLaunching -> \(didFinish)",
            "uikit.didFinishLaunchingNotification",
            meituanMenuLine,
            "user.select Search",
            deprecationLine,
        ]
        if open {
            expected += ["app.performAction Search", "route Search -> SearchPage", "app.completion Search -> true"]
        } else {
            expected += ["uikit.launchGate closed willFinishLaunching=true didFinishLaunching=false"]  // why it goes nowhere
        }
        expected += ["state active", "app.didBecomeActive"]
        #expect(world.lines(since: mark) == expected)
        let defects = world.finish()
        #expect(defects.map(\.signature) == (open ? [] : ["lost Search"]))
        if !open { #expect(defects.first?.rule == "A2.1", "the merged action was held back by the closed gate") }
    }

    @Test("A6.1 without performActionFor a warm action is dropped silently and lost")
    func warmDropWithoutPerformAction() throws {
        var app = ScriptedApp()
        app.implementedMethods = [.willFinishLaunching, .didFinishLaunching]
        var world = try Self.backgroundedWorld(app)
        let mark = world.trace.count
        try world.perform(.select(type: "Search"))
        #expect(world.lines(since: mark) == [
            meituanMenuLine,
            "user.select Search",
            "app.willEnterForeground",
            "state inactive",
            "uikit.drop Search reason=performActionNotImplemented",
            "state active",
            "app.didBecomeActive",
        ])
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["lost Search"])
        #expect(defects.first?.rule == "A6.1")
    }

    @Test("A6.1 without performActionFor a cold launch still delivers the item in the launch options")
    func coldLaunchWithoutPerformAction() throws {
        var app = ScriptedApp()
        app.implementedMethods = [.willFinishLaunching, .didFinishLaunching]
        app.didFinish = { options, context in
            if let item = options.shortcutItem { context.route(item, to: "\(item.type)Page") }
            return true
        }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        #expect(callbacks(world) == [
            "app.willFinishLaunching shortcut=Search -> true",
            "app.didFinishLaunching shortcut=Search -> true",
            "route Search -> SearchPage",
            "uikit.didFinishLaunchingNotification shortcut=Search",
            "uikit.launchGate open willFinishLaunching=true didFinishLaunching=true",
            "uikit.drop Search reason=performActionNotImplemented",
            "app.didBecomeActive",
        ])
        #expect(world.finish().isEmpty, "handled from the launch options, so nothing is lost")
    }

    @Test("G10 a saved launch item that is not cleared fires again on every later didBecomeActive")
    func savedItemRefires() throws {
        var world = try installedWorld(.savingLaunchItem(clearsAfterHandling: false))
        try world.perform(.select(type: "Search"))
        #expect(callbacks(world) == [
            "app.willFinishLaunching shortcut=Search -> true",
            "app.didFinishLaunching shortcut=Search -> false",
            "uikit.didFinishLaunchingNotification shortcut=Search",
            "uikit.launchGate closed willFinishLaunching=true didFinishLaunching=false",
            "app.didBecomeActive",
            "route Search -> SearchPage",
        ])
        let mark = world.trace.count
        try world.run(.goHome, .tapIcon, .lock, .unlock)
        #expect(world.lines(since: mark).filter { $0.hasPrefix("route") || $0.hasPrefix("app.didBecomeActive") } == [
            "app.didBecomeActive", "route Search -> SearchPage",
            "app.didBecomeActive", "route Search -> SearchPage",
        ])
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["refired Search", "refired Search"])
        #expect(defects.allSatisfy { $0.rule == "G10" })
    }

    @Test("G10 clearing the saved launch item after handling it routes it exactly once")
    func clearedItemDoesNotRefire() throws {
        var world = try installedWorld(.savingLaunchItem(clearsAfterHandling: true))
        try world.run(.select(type: "Search"), .goHome, .tapIcon, .lock, .unlock)
        #expect(world.lines(since: 0).filter { $0.hasPrefix("route") } == ["route Search -> SearchPage"])
        #expect(world.storedValues[savedItemKey] == nil)
        #expect(world.finish().isEmpty)
    }
}
