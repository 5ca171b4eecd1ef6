import ShortcutSimCore
import Testing

/// State restoration, going to the background, suspension, process death and scenes: rules A7.x.
@Suite("Background and process life (A7)")
struct BackgroundTests {
    @Test("A7.1 state restoration runs between willFinishLaunching and didFinishLaunching")
    func stateRestorationBetweenLaunchMethods() throws {
        var app = ScriptedApp()
        app.restoresState = true
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        #expect(Array(world.lines(since: 0).drop { $0 != "state inactive" }.prefix(5)) == [
            "state inactive",
            "app.willFinishLaunching shortcut=Search -> true",
            "uikit.stateRestoration",
            "app.didFinishLaunching shortcut=Search -> true",
            "uikit.didFinishLaunchingNotification shortcut=Search",
        ])

        var plain = try installedWorld()
        try plain.perform(.select(type: "Search"))
        #expect(!plain.lines(since: 0).contains("uikit.stateRestoration"), "an app that does not opt in restores nothing")
    }

    @Test("A7.1 is a rule of apps without scenes: a scene-based app that opts in restores nothing between its launch methods")
    func noStateRestorationBetweenLaunchMethodsWithScenes() throws {
        var app = SceneScriptedApp.appleSample()
        app.restoresState = true
        var world = try installedSceneWorld(app)
        let lines = try world.select("Search")
        #expect(lines.contains("app.didFinishLaunching -> true") && !lines.contains("uikit.stateRestoration"),
                "Apple places restoration between the launch methods only in an app that doesn't support scenes; found \(lines)")
    }

    @Test("A7.3 going home: willResignActive → didEnterBackground; suspended after the profile's delay with no callback")
    func goHomeThenSuspend() throws {
        var world = try installedWorld()
        try world.perform(.tapIcon)
        let mark = world.trace.count
        try world.perform(.goHome)
        #expect(world.lines(since: mark) == [
            "user.goHome",
            "app.willResignActive",
            "state inactive",
            "state background",
            "app.didEnterBackground",
        ])
        let suspendMark = world.trace.count
        world.advance(by: .milliseconds(4_999))
        #expect(world.trace.count == suspendMark, "still running in the background before 5 s")
        #expect(world.applicationState == .background)
        world.advance(by: .milliseconds(1))
        #expect(world.trace.events[suspendMark...].map(\.line) == ["   5.000s  state suspended"], "suspension has no callback")
        #expect(world.applicationState == .suspended)
    }

    @Test("A7.3 the suspension delay is the profile's setting, not a constant")
    func suspensionDelayIsASetting() throws {
        var profile = PlatformProfile.ios13
        profile.backgroundSuspensionDelay = .seconds(30)
        var world = try installedWorld(profile: profile)
        try world.run(.tapIcon, .goHome)
        world.advance(by: .seconds(29))
        #expect(world.applicationState == .background)
        world.advance(by: .seconds(1))
        #expect(world.applicationState == .suspended)
    }

    @Test("A7.3 locking resigns active and enters the background; unlocking resumes the app that was frontmost")
    func lockAndUnlock() throws {
        var world = try installedWorld()
        try world.perform(.tapIcon)
        let mark = world.trace.count
        try world.perform(.lock)
        #expect(world.lines(since: mark) == [
            "user.lock", "app.willResignActive", "state inactive", "state background", "app.didEnterBackground",
        ])
        world.advance(by: .seconds(60))
        let unlockMark = world.trace.count
        try world.perform(.unlock)
        #expect(world.lines(since: unlockMark) == [
            "user.unlock", "app.willEnterForeground", "state inactive", "state active", "app.didBecomeActive",
        ])
        #expect(throws: SimulationError.self, "the menu cannot be reached on a locked device") {
            var locked = try installedWorld()
            try locked.run(.lock, .select(type: "Search"))
        }
    }

    @Test("A7.3 a suspended app runs no code: a timer that falls due while suspended waits for the resume",
          arguments: [false, true])
    func noTimerWhileSuspended(usesScenes: Bool) throws {
        var app = ScriptedApp()
        app.usesScenes = usesScenes
        if usesScenes { app.implementedMethods = DelegateMethod.sceneDefaults }
        app.didFinish = { _, context in
            context.schedule("sync", after: .seconds(20))
            return true
        }
        var world = try installedWorld(app)
        try world.run(.tapIcon, .goHome)
        world.advance(by: .seconds(25))
        #expect(world.applicationState == .suspended)
        #expect(!world.lines(since: 0).contains("app.timer sync"), "suspended at 5 s, so the 20 s timer cannot run:\n\(world.trace.text)")
        world.advance(by: .seconds(5))
        let mark = world.trace.count
        try world.perform(.tapIcon)
        let resume = usesScenes
            ? ["user.tapIcon", "scene.willEnterForeground main", "state inactive", "state active", "scene.didBecomeActive main"]
            : ["user.tapIcon", "app.willEnterForeground", "state inactive", "state active", "app.didBecomeActive"]
        #expect(world.trace.events[mark...].map(\.line) == (resume + ["app.timer sync"]).map { "  30.000s  " + $0 },
                "the overdue timer runs once the process runs again, after the resume's callbacks")
    }

    @Test("A7.3 a timer that falls due in the background before suspension still runs")
    func timerRunsInBackgroundBeforeSuspension() throws {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.schedule("sync", after: .seconds(3))
            return true
        }
        var world = try installedWorld(app)
        try world.run(.tapIcon, .goHome)
        world.advance(by: .seconds(10))
        #expect(world.trace.events.map(\.line).suffix(2) == ["   3.000s  app.timer sync", "   5.000s  state suspended"])
    }

    enum Death: String, CaseIterable, Sendable { case systemKill, forceQuitFromBackground, forceQuitFromForeground }

    @Test("A7.4 after a system kill or a force quit the next quick action is a cold launch", arguments: Death.allCases)
    func deathMakesNextActionCold(death: Death) throws {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.schedule("sync", after: .seconds(20))
            return true
        }
        var world = try installedWorld(app)
        try world.perform(.tapIcon)
        let mark = world.trace.count
        switch death {
        case .systemKill:
            try world.perform(.goHome)
            world.advance(by: .seconds(10))
            try world.perform(.systemKill)
            #expect(Array(world.lines(since: mark).suffix(2)) == ["system.kill", "state notRunning"])
        case .forceQuitFromBackground:
            try world.run(.goHome, .forceQuit)
            #expect(Array(world.lines(since: mark).suffix(2)) == ["user.forceQuit", "state notRunning"])
        case .forceQuitFromForeground:
            try world.perform(.forceQuit)
            #expect(world.lines(since: mark) == [
                "user.forceQuit", "app.willResignActive", "state inactive", "state background", "app.didEnterBackground", "state notRunning",
            ])
        }
        #expect(world.applicationState == .notRunning)
        #expect(world.app == nil, "no process, so no app value")
        world.advance(by: .seconds(30))
        #expect(!world.lines(since: 0).contains("app.timer sync"), "the dead process's timer died with it")
        let launchMark = world.trace.count
        try world.perform(.select(type: "Search"))
        let relaunch = world.lines(since: launchMark)
        #expect(relaunch.contains("app.willFinishLaunching shortcut=Search -> true"), "A7.4: a cold launch")
        #expect(!relaunch.contains("app.willEnterForeground"))
        #expect(world.finish().isEmpty)
    }

    @Test("A7.3 'go home' leaves a foreground app; with the Home Screen already showing it cannot happen, and records nothing")
    func goHomeNeedsForegroundApp() throws {
        var world = try installedWorld()
        try world.perform(.tapIcon)
        try world.perform(.goHome)
        let mark = world.trace.count
        let error = #expect(throws: SimulationError.self, "a second 'go home' finds the app in the background") { try world.perform(.goHome) }
        #expect(error?.message == "cannot go home: the Home Screen is already showing; the app is background",
                "expected the error to name the app's state, found \(error?.message ?? "no error")")
        #expect(world.lines(since: mark).isEmpty, "expected nothing recorded for the step that cannot happen, found \(world.lines(since: mark))")
        world.advance(by: .seconds(10))
        #expect(world.applicationState == .suspended)
        #expect(throws: SimulationError.self, "nor when it is suspended") { try world.perform(.goHome) }
        try world.perform(.systemKill)
        #expect(throws: SimulationError.self, "nor when it is not running") { try world.perform(.goHome) }
    }

    @Test("A7.4 the system only kills an app that is in the background or suspended")
    func systemKillNeedsBackground() throws {
        var world = try installedWorld()
        #expect(throws: SimulationError.self) { try world.perform(.systemKill) }
        try world.perform(.tapIcon)
        let error = #expect(throws: SimulationError.self) { try world.perform(.systemKill) }
        #expect(error?.message.contains("active") == true)
        #expect(world.applicationState == .active)
    }

    @Test("A7.5 premise: an app without scenes receives every activation callback on its app delegate")
    func appDelegateGetsActivationCallbacksWithoutScenes() throws {
        var world = try installedWorld()
        try world.run(.tapIcon, .goHome, .tapIcon)
        #expect(callbacks(world) == [
            "app.willFinishLaunching -> true",
            "app.didFinishLaunching -> true",
            "uikit.didFinishLaunchingNotification",
            "app.didBecomeActive",
            "app.willResignActive",
            "app.didEnterBackground",
            "app.willEnterForeground",
            "app.didBecomeActive",
        ])
    }

    @Test("A7.5 with scenes, the activation callbacks go to the scene delegate, never to the app delegate")
    func noAppDelegateActivationCallbacksWithScenes() throws {
        var app = ScriptedApp()
        app.usesScenes = true
        app.implementedMethods = DelegateMethod.sceneDefaults
        var world = try installedWorld(app)
        try world.run(.tapIcon, .goHome, .tapIcon, .lock, .unlock)
        let calls = world.lines(since: 0).filter { $0.hasPrefix("app.") || $0.hasPrefix("scene.") }
        #expect(calls == [
            "app.willFinishLaunching -> true",
            "app.didFinishLaunching -> true",
            "app.configurationForConnecting main",
            "scene.willConnectTo main",
            "scene.willEnterForeground main",
            "scene.didBecomeActive main",
            "scene.willResignActive main",
            "scene.didEnterBackground main",
            "scene.willEnterForeground main",
            "scene.didBecomeActive main",
            "scene.willResignActive main",
            "scene.didEnterBackground main",
            "scene.willEnterForeground main",
            "scene.didBecomeActive main",
        ], "A7.5: only the launch methods stay on the app delegate\n\(world.trace.text)")
        let appDelegateActivation = ["app.willEnterForeground", "app.didBecomeActive", "app.willResignActive", "app.didEnterBackground"]
        #expect(calls.filter(appDelegateActivation.contains).isEmpty)
        #expect(world.applicationState == .active, "the application state still follows the scenes")
    }

    @Test("A7.3 a background launch runs the launch methods in the background, without an item, then applicationDidEnterBackground, and suspends the app after the profile's delay")
    func backgroundLaunchSuspends() throws {
        var world = try installedWorld()
        try world.perform(.backgroundLaunch)
        // Apple, "About the background execution sequence": the launch sequence, then "UIKit calls
        // the app delegate's applicationDidEnterBackground(_:) method".
        #expect(world.lines(since: 0) == [
            "system.install version=1",
            "system.backgroundLaunch",
            "state background",
            "app.willFinishLaunching -> true",
            "app.didFinishLaunching -> true",
            "uikit.didFinishLaunchingNotification",
            "app.didEnterBackground",
        ])
        #expect(!world.isLaunching, "a launch into the background is over once the launch methods return")
        world.advance(by: PlatformProfile.ios13.backgroundSuspensionDelay)
        #expect(world.applicationState == .suspended)
        #expect(!world.lines(since: 0).contains { $0.contains("didBecomeActive") || $0.contains("willEnterForeground") },
                "no activation follows a background launch")
    }

    @Test("A3.1 after a background launch a quick action is warm: no launch method, the item through performActionFor only",
          arguments: [PlatformProfile.ios13, .ios26])
    func actionAfterBackgroundLaunchIsWarm(profile: PlatformProfile) throws {
        var world = try installedWorld(profile: profile)
        try world.perform(.backgroundLaunch)
        world.advance(by: .seconds(10))
        let mark = world.trace.count
        try world.perform(.select(type: "Search"))
        let lines = world.lines(since: mark)
        #expect(lines.contains("app.performAction Search") && lines.contains("app.willEnterForeground") && lines.last == "app.didBecomeActive",
                "\(profile.name): expected the warm path, found \(lines)")
        #expect(!lines.contains { $0.hasPrefix("app.willFinishLaunching") || $0.hasPrefix("app.didFinishLaunching") || $0.hasPrefix("uikit.launchGate") },
                "\(profile.name): the launch methods ran at the background launch, not now; found \(lines)")
        #expect(world.applicationState == .active)
        #expect(world.processCount == 1)
    }

    @Test("A7.3 the app's applicationDidEnterBackground code runs at a background launch, in the background state, with no willResignActive")
    func backgroundLaunchRunsDidEnterBackgroundCode() throws {
        let unread = ShortcutItem(type: "Unread", localizedTitle: "Unread")
        var app = ScriptedApp()
        app.didEnterBackground = { context in context.shortcutItems = [unread] }  // a dynamic item set there (C1.6)
        app.willResignActive = { _ in Issue.record("an app launched into the background never was active, so it never resigns active") }
        var world = try installedWorld(app)
        try world.perform(.backgroundLaunch)
        #expect(world.applicationState == .background)
        #expect(world.lines(since: 0).suffix(2) == ["app.didEnterBackground", "app.setShortcutItems Unread count=1"])
        world.advance(by: .seconds(10))
        #expect(world.applicationState == .suspended)
        #expect(world.menu?.types == ["Search", "Coupon", "Scan", "Unread"],
                "SpringBoard keeps the items set in the background (C3.1): the menu offers them before the app was ever in the foreground")
    }

    @Test("A7.3 a background launch needs an app that is not running, and the app-delegate lifecycle")
    func backgroundLaunchPreconditions() throws {
        var running = try installedWorld()
        try running.perform(.tapIcon)
        #expect(throws: SimulationError.self) { try running.perform(.backgroundLaunch) }
        var scenes = try installedSceneWorld(SceneScriptedApp.appleSample())
        #expect(throws: SimulationError.self, "whether UIKit connects a scene for it is not in the rules") {
            try scenes.perform(.backgroundLaunch)
        }
        #expect(scenes.applicationState == .notRunning)
    }
}
