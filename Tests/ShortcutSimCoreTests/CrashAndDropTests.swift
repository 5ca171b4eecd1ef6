import ShortcutSimCore
import Testing

/// What an app's own crash (``AppContext/crash(handling:missing:)``) and drop
/// (``AppContext/drop(_:missing:)``) do to the run: the crash ends the process at once, wherever
/// the engine was in a callback sequence, and the next quick action is a cold launch (A7.4); a drop
/// is recorded, so `lost` names what the app lacked.
@Suite("The app's own crash and drop")
struct CrashAndDropTests {
    /// A performActionFor that crashes unless the root container exists.
    static func crashesUnlessRoot() -> ScriptedApp {
        var app = ScriptedApp()
        app.performAction = { item, handler, context in
            guard context.hasReached(.root) else { return context.crash(handling: item, missing: [.root]) }
            context.route(item, to: "\(item.type)Page")
            context.complete(handler, succeeded: true)
        }
        app.didFinish = { _, context in
            context.schedule("splash", after: .seconds(2))
            return true
        }
        app.timer = { _, context in context.reach(.root) }
        return app
    }

    @Test("A1.2, A7.4 a crash in the cold launch's performActionFor ends the process there: no completion, no didBecomeActive, timers cancelled")
    func coldCrashEndsTheLaunch() throws {
        var world = try installedWorld(Self.crashesUnlessRoot())
        try world.perform(.select(type: "Search"))
        let lines = world.trace.events.map(\.words.description)
        let crash = try #require(lines.firstIndex(of: "app.crash Search missing=root"), "expected app.crash in:\n\(world.trace.text)")
        #expect(Array(lines[(crash - 1)...]) == ["app.performAction Search", "app.crash Search missing=root", "state notRunning"],
                "the crash should end the trace of the launch; found:\n\(world.trace.text)")
        #expect(world.applicationState == .notRunning)
        world.advance(by: .seconds(5))
        #expect(!world.trace.events.contains { $0.words.description == "app.timer splash" },
                "the crashed process's timers should never fire; found:\n\(world.trace.text)")
        #expect(world.finish().map(\.signature) == ["crash Search"],
                "a crash is its own defect: not also lost or completion-missing; found \(world.finish().map(\.signature))")
    }

    @Test("A7.4 after a crash the next quick action is a cold launch, and a warm one after the root exists routes")
    func nextActionIsCold() throws {
        var world = try installedWorld(Self.crashesUnlessRoot())
        try world.perform(.select(type: "Search"))
        let mark = world.trace.events.count
        try world.perform(.tapIcon)
        world.advance(by: .seconds(3))
        try world.perform(.goHome)
        try world.perform(.select(type: "Coupon"))
        let after = world.trace.events[mark...].map(\.words.description)
        #expect(after.prefix(3) == ["user.tapIcon", "state inactive", "app.willFinishLaunching -> true"],
                "the icon tap after the crash should launch a new process; found \(after)")
        #expect(after.contains("route Coupon -> CouponPage"), "the warm action after the root should route; found \(after)")
        #expect(world.finish().map(\.signature) == ["crash Search"])
    }

    @Test("A7.4 what the app does after calling crash in the same callback never takes effect")
    func effectsAfterTheCrashAreIgnored() throws {
        var app = ScriptedApp()
        app.performAction = { item, handler, context in
            context.crash(handling: item, missing: [])
            context.route(item, to: "\(item.type)Page")  // code after the crash point never runs
            context.complete(handler, succeeded: true)
            context.shortcutItems = [couponItem]
        }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        let lines = world.trace.events.map(\.words.description)
        #expect(!lines.contains { $0.hasPrefix("route") || $0.hasPrefix("app.completion") || $0.hasPrefix("app.setShortcutItems") },
                "nothing after the crash should be recorded; found:\n\(world.trace.text)")
        #expect(world.homeScreen.dynamicItems.isEmpty, "the crash should keep shortcutItems unset")
        #expect(world.finish().first?.message.hasPrefix("the app crashed handling Search; ") == true,
                "with no milestone named, the message should not name one; found \(world.finish().map(\.message))")
    }

    @Test("A3.1, A7.4 a crash in a warm resume's willEnterForeground stops the resume: no performActionFor, no didBecomeActive")
    func warmCrashStopsTheResume() throws {
        var app = ScriptedApp()
        app.willEnterForeground = { context in context.crash(handling: couponItem, missing: []) }
        var world = try installedWorld(app)
        try world.run(.tapIcon, .goHome)
        let mark = world.trace.events.count
        try world.perform(.select(type: "Coupon"))
        let after = world.trace.events[mark...].map(\.words.description)
        #expect(after == ["home.menu Search,Coupon,Scan system=editHomeScreen,removeApp", "user.select Coupon",
                          "app.willEnterForeground", "app.crash Coupon", "state notRunning"],
                "the resume should stop at the crash; found \(after)")
        #expect(world.finish().map(\.signature) == ["crash Coupon"])
        #expect(world.finish().first?.rule == "A3.1", "a warm crash cites A3.1; found \(String(describing: world.finish().first?.rule))")
    }

    @Test("B1.1, A7.4 a crash in scene(_:willConnectTo:) stops the connection; the session survives for the next launch")
    func sceneCrashStopsTheConnection() throws {
        var app = SceneScriptedApp.appleSample()
        app.willConnect = { _, options, _, context in
            if let item = options.shortcutItem { context.crash(handling: item, missing: [.root]) }
        }
        var world = try installedSceneWorld(app)
        let lines = try world.select("Search")
        #expect(lines.suffix(3) == ["scene.willConnectTo main shortcut=Search", "app.crash Search missing=root", "state notRunning"],
                "the connection should stop at the crash; found \(lines)")
        #expect(world.connectedScenes.isEmpty, "no scene stays connected after the crash")
        #expect(world.sceneSessions.map(\.sceneName) == ["main"], "the session survives the process (B1.4)")
        #expect(world.finish().map(\.signature) == ["crash Search"])
        #expect(world.finish().first?.rule == "B1.3", "a cold scene crash cites B1.3; found \(String(describing: world.finish().first?.rule))")
    }

    /// An app whose didFinishLaunching saves its launch options, as an analytics SDK does, which fails
    /// when they hold a shortcut item (Adobe-Marketing-Cloud/mobile-services#160).
    static func savesLaunchOptions() -> ScriptedApp {
        var app = ScriptedApp()
        app.didFinish = { options, context in
            if let item = options.shortcutItem { context.crash(in: .didFinishLaunching, onLaunchOptionsWith: item) }
            return true
        }
        return app
    }

    @Test("A1.3, A7.4 a crash in didFinishLaunching on the launch options: the method never returns, the launch stops there")
    func launchMethodCrashStopsTheLaunch() throws {
        var world = try installedWorld(Self.savesLaunchOptions())
        try world.perform(.select(type: "Search"))
        let lines = world.trace.events.map(\.words.description)
        #expect(Array(lines.suffix(4)) == ["app.willFinishLaunching shortcut=Search -> true", "app.didFinishLaunching shortcut=Search",
                                           "app.crash Search in=didFinishLaunching", "state notRunning"],
                "the launch should stop at the crash, with no return value for the method; found:\n\(world.trace.text)")
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["crash Search"], "a crash, not also lost; found \(defects.map(\.signature))")
        #expect(defects.first?.rule == "A1.3", "the launch options hold the item (A1.3); found \(String(describing: defects.first?.rule))")
        #expect(defects.first?.message.contains("crashed in didFinishLaunching on a launch from the quick action Search") == true,
                "found \(defects.map(\.message))")
    }

    @Test("A1.3, A3.1 the launch-options crash repeats on every cold quick action, not on an icon launch or a warm action")
    func launchOptionsCrashOnlyOnColdQuickActions() throws {
        var world = try installedWorld(Self.savesLaunchOptions())
        try world.perform(.select(type: "Search"))
        try world.perform(.select(type: "Search"))
        #expect(world.finish().map(\.signature) == ["crash Search", "crash Search"], "each crash is reported; found \(world.finish().map(\.signature))")
        #expect(world.trace.events.filter { $0.words.name == "app.crash" }.count == 2, "the second cold launch crashes too:\n\(world.trace.text)")
        let mark = world.trace.events.count
        try world.perform(.tapIcon)
        try world.perform(.goHome)
        try world.perform(.select(type: "Coupon"))
        let after = world.trace.events[mark...].map(\.words.description)
        #expect(after.contains("app.didFinishLaunching -> true"), "a launch from the icon has no item in its options; found \(after)")
        #expect(after.contains("app.performAction Coupon") && !after.contains { $0.hasPrefix("app.crash") },
                "a warm action goes to performActionFor (A3.1) and does not crash; found \(after)")
    }

    @Test("A1.2 an item the app drops is recorded as app.drop, and lost names the milestones it lacked, even if the user leaves before the root exists")
    func dropIsRecordedAndExplained() throws {
        var app = ScriptedApp()
        app.rootMilestone = .root  // never reached: without the drop, leaving would abandon the item, not lose it
        app.performAction = { item, handler, context in
            context.drop(item, missing: [Milestone("js"), .root])
            context.complete(handler, succeeded: false)
        }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        world.advance(by: .seconds(2))
        try world.perform(.goHome)
        try world.perform(.forceQuit)
        #expect(world.trace.events.contains { $0.words.description == "app.drop Search missing=js,root" },
                "expected app.drop with its milestones in:\n\(world.trace.text)")
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["lost Search"], "a dropped item is lost, not abandoned; found \(defects.map(\.signature))")
        #expect(defects.first?.rule == "A1.2")
        #expect(defects.first?.message.contains("the app dropped it because 'js' and 'root' were not reached yet (app.drop)") == true,
                "found \(defects.map(\.message))")
    }

    @Test("A3.1 a warm drop that names no milestone says that the app dropped it during a resume, not that something was not ready")
    func dropWithoutMilestones() throws {
        var app = ScriptedApp()
        app.performAction = { item, handler, context in
            context.drop(item, missing: [])
            context.complete(handler, succeeded: false)
        }
        var world = try installedWorld(app)
        try world.run(.tapIcon, .goHome, .select(type: "Search"))
        let defect = try #require(world.finish().first)
        #expect(defect.signature == "lost Search" && defect.rule == "A3.1", "found \(defect)")
        #expect(defect.message.hasPrefix("Search was selected but never routed: the app dropped it (app.drop); it arrived during a resume (A3.1)"),
                "found \(defect.message)")
        #expect(world.trace.events.contains { $0.words.description == "app.drop Search" }, "no missing= attribute when none is named\n\(world.trace.text)")
    }
}
