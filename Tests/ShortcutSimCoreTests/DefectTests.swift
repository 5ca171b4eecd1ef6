import ShortcutSimCore
import Testing

/// Every defect kind the engine detects, with the rule it cites, its severity and the events it points at.
@Suite("Defects")
struct DefectTests {
    /// What one defect kind looks like when a minimal faulty app shows it.
    struct Expectation {
        /// The defects the run ends with (``World/finish()``).
        var defects: [Defect]
        /// Every trace line of the run, without times.
        var lines: [String]
        /// The trace, for failure messages.
        var traceText: String
        var signature: String
        var rule: RuleID
        var eventLines: [String]

        init<App: ShortcutApp>(world: World<App>, signature: String, rule: RuleID, eventLines: [String]) {
            defects = world.finish()
            lines = world.trace.events.map(\.words.description)
            traceText = world.trace.text
            self.signature = signature
            self.rule = rule
            self.eventLines = eventLines
        }
    }

    /// A minimal faulty app and run for each kind; the switch is exhaustive, so a new kind needs a case here.
    static func faultyRun(_ kind: DefectKind) throws -> Expectation {
        switch kind {
        case .lost:
            var world = try installedWorld(.launching(willFinish: .returnsTrue, didFinish: .returnsFalse))
            try world.perform(.select(type: "Search"))
            return Expectation(world: world, signature: "lost Search", rule: "A2.1", eventLines: ["user.select Search"])
        case .twice:
            var app = ScriptedApp()
            app.didFinish = { options, context in
                if let item = options.shortcutItem { context.route(item, to: "\(item.type)Page") }
                return true
            }
            var world = try installedWorld(app)
            try world.perform(.select(type: "Search"))
            return Expectation(world: world, signature: "twice Search", rule: "A2.7",
                               eventLines: ["user.select Search", "route Search -> SearchPage", "route Search -> SearchPage"])
        case .beforeRoot:
            var app = ScriptedApp()  // routes in performAction, but the root only exists after a 3 s splash
            app.rootMilestone = .root
            app.didFinish = { _, context in
                context.schedule("splash", after: .seconds(3))
                return true
            }
            app.timer = { _, context in context.reach(.root) }
            var world = try installedWorld(app)
            try world.perform(.select(type: "Search"))
            world.advance(by: .seconds(3))
            return Expectation(world: world, signature: "before-root Search", rule: "A1.2",
                               eventLines: ["user.select Search", "route Search -> SearchPage"])
        case .refired:
            var world = try installedWorld(.savingLaunchItem(clearsAfterHandling: false))
            try world.run(.select(type: "Search"), .goHome, .tapIcon)
            return Expectation(world: world, signature: "refired Search", rule: "G10",
                               eventLines: ["user.select Search", "route Search -> SearchPage", "app.willResignActive", "route Search -> SearchPage"])
        case .unselected:
            var app = ScriptedApp()  // routes a remembered item on every activation, though nobody selected it
            app.didBecomeActive = { context in context.route(couponItem, to: "CouponPage") }
            var world = try installedWorld(app)
            try world.perform(.tapIcon)
            return Expectation(world: world, signature: "unselected Coupon", rule: "G10", eventLines: ["route Coupon -> CouponPage"])
        case .stale:
            var app = ScriptedApp()  // parks the launch item in UserDefaults and routes what it finds parked on a later launch
            app.didFinish = { options, context in
                if let item = options.shortcutItem {
                    context.storedValues["parked"] = .string(item.type)
                } else if case .string(let type)? = context.storedValues["parked"] {
                    context.route(ShortcutItem(type: type, localizedTitle: type), to: "\(type)Page")
                }
                return false
            }
            var world = try installedWorld(app)
            try world.run(.select(type: "Search"), .goHome, .forceQuit, .tapIcon)
            return Expectation(world: world, signature: "stale Search", rule: "G10",
                               eventLines: ["user.select Search", "route Search -> SearchPage"])
        case .completionMissing:
            var app = ScriptedApp()
            app.performAction = { item, _, context in context.route(item, to: "\(item.type)Page") }
            var world = try installedWorld(app)
            try world.perform(.select(type: "Search"))
            return Expectation(world: world, signature: "completion-missing Search", rule: "A5.4", eventLines: ["app.performAction Search"])
        case .completionTwice:
            var app = ScriptedApp()
            app.performAction = { item, handler, context in
                context.complete(handler, succeeded: true)
                context.route(item, to: "\(item.type)Page")
                context.complete(handler, succeeded: false)
            }
            var world = try installedWorld(app)
            try world.perform(.select(type: "Search"))
            return Expectation(world: world, signature: "completion-twice Search", rule: "A5.4",
                               eventLines: ["app.performAction Search", "app.completion Search -> true", "app.completion Search -> false"])
        case .duplicateItems:
            var app = ScriptedApp()
            app.didFinish = { _, context in
                context.shortcutItems = [HomeScreenTests.favorite, HomeScreenTests.favorite]
                return true
            }
            var world = try installedWorld(app, bundle: AppBundle(staticItems: [searchItem]))  // room for both: no overflow
            try world.perform(.tapIcon)
            return Expectation(world: world, signature: "duplicate-items Favorite", rule: "C3.2",
                               eventLines: ["app.setShortcutItems Favorite,Favorite count=2"])
        case .overflow:
            let world = try installedWorld(bundle: AppBundle(staticItems: HomeScreenTests.items("A", "B", "C", "D", "E")))
            return Expectation(world: world, signature: "overflow E", rule: "C2.2", eventLines: ["system.install version=1"])
        case .unhandled:
            var app = ScriptedApp()  // the router knows no type: the app's own static item does nothing
            app.performAction = { item, handler, context in
                context.reportUnhandled(item)
                context.complete(handler, succeeded: false)
            }
            var world = try installedWorld(app)
            try world.run(.tapIcon, .goHome, .select(type: "Search"), .goHome, .select(type: "Search"))
            return Expectation(world: world, signature: "unhandled Search", rule: "C1.2",
                               eventLines: ["user.select Search", "route.unhandled Search"])
        case .crash:
            var app = ScriptedApp()  // uses services a cold launch builds only once the root exists
            app.performAction = { item, _, context in context.crash(handling: item, missing: [.root]) }
            var world = try installedWorld(app)
            try world.perform(.select(type: "Search"))
            return Expectation(world: world, signature: "crash Search", rule: "A1.2",
                               eventLines: ["user.select Search", "app.crash Search missing=root"])
        case .unmatchedTarget:
            var app = SceneScriptedApp.appleSample()  // every window lists its targets; Settings targets none of them
            app.sceneConditions = ["main": SceneActivationConditions(targetContentIdentifiers: ["home"]),
                                   "compose": SceneActivationConditions(targetContentIdentifiers: ["compose"])]
            var world = try installedSceneWorld(app, profile: .ipados26)
            try world.run(.tapIcon, .openScene("compose"), .goHome, .select(type: "Settings"))
            return Expectation(world: world, signature: "unmatched-target Settings", rule: "B4.2", eventLines: ["user.select Settings"])
        }
    }

    @Test("Defect kinds: each is detected with its rule, its severity and the events that show it", arguments: DefectKind.allCases)
    func eachKind(kind: DefectKind) throws {
        let expectation = try Self.faultyRun(kind)
        let defects = expectation.defects
        #expect(defects.map(\.signature) == [expectation.signature], "trace:\n\(expectation.traceText)")
        let defect = try #require(defects.first)
        #expect(defect.kind == kind)
        #expect(defect.rule == expectation.rule)
        #expect(RuleCatalog.contains(defect.rule), "the rule \(defect.rule) exists in the reference")
        #expect(defect.events.map { expectation.lines[$0] } == expectation.eventLines)
        #expect(defect.events == defect.events.sorted(), "events are oldest first")
        #expect(defect.description.hasPrefix("\(expectation.signature) (\(expectation.rule)): "))
        let warnings: Set<DefectKind> = [.completionMissing, .completionTwice, .overflow, .unhandled, .unmatchedTarget]
        #expect(kind.severity == (warnings.contains(kind) ? .warning : .error), "what UIKit tolerates (A5.4, C2.2, C1.2, B4.2) is a warning")
    }

    @Test("G10 a refire's evidence points at the willResignActive line, even when that callback does work of its own")
    func refireEvidenceIsTheResignLine() throws {
        var app = ScriptedApp.savingLaunchItem(clearsAfterHandling: false)
        app.willResignActive = { context in
            context.show("privacyCover")
            context.shortcutItems = [HomeScreenTests.favorite]
        }
        var world = try installedWorld(app)
        try world.run(.select(type: "Search"), .goHome, .tapIcon)
        let defect = try #require(world.finish().first)
        #expect(defect.signature == "refired Search")
        #expect(defect.events.map { world.trace[$0].words.description } == [
            "user.select Search", "route Search -> SearchPage", "app.willResignActive", "route Search -> SearchPage",
        ])
    }

    @Test("C2.1 a dynamic item of a static item's type is shown twice in the menu and reported once as duplicate-items")
    func dynamicItemRepeatingAStaticType() throws {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.shortcutItems = [searchItem, HomeScreenTests.favorite]  // Search is also a static item
            return true
        }
        var world = try installedWorld(app)
        try world.run(.tapIcon, .goHome, .tapIcon, .goHome)
        let types = try #require(world.menu).types
        #expect(types.filter { $0 == "Search" }.count == 2, "the menu should show Search twice, static then dynamic: \(types)")
        let defects = world.finish().filter { $0.kind == .duplicateItems }
        #expect(defects.map(\.signature) == ["duplicate-items Search"], "expected one duplicate-items Search, found \(defects.map(\.signature))")
        #expect(defects.first?.rule == "C2.1", "the rule should be C2.1 (static items, then dynamic ones), found \(String(describing: defects.first?.rule))")
    }

    @Test("C1.2, C3.2 items that share a type but differ (one per favorite) are not copies; equal items are")
    func sharedTypeIsNotADuplicate() throws {
        let alice = ShortcutItem(type: "FavoriteAction", localizedTitle: "Alice", userInfo: ["FavoriteIdentifier": .integer(1)])
        let bob = ShortcutItem(type: "FavoriteAction", localizedTitle: "Bob", userInfo: ["FavoriteIdentifier": .integer(2)])
        for (items, expected) in [([alice, bob], [String]()), ([alice, bob, alice], ["duplicate-items FavoriteAction"])] {
            var app = ScriptedApp()
            app.didFinish = { _, context in
                context.shortcutItems = items
                return true
            }
            var world = try installedWorld(app)
            try world.perform(.tapIcon)
            let found = world.finish().filter { $0.kind == .duplicateItems }.map { $0.signature }
            #expect(found == expected, "items \(items.map { $0.localizedTitle }): expected \(expected), found \(found)")
        }
    }

    @Test("C3.4 an unhandled dynamic item (a stale type of an older version) is tolerated: only static items of the installed version are reported")
    func unhandledDynamicItemIsTolerated() throws {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.shortcutItems = [HomeScreenTests.favorite]
            return true
        }
        app.performAction = { item, handler, context in
            context.reportUnhandled(item)
            context.complete(handler, succeeded: false)
        }
        var world = try installedWorld(app, bundle: AppBundle(staticItems: [searchItem]))
        try world.run(.tapIcon, .goHome, .select(type: HomeScreenTests.favorite.type))
        #expect(world.trace.events.contains { $0.words.description == "route.unhandled \(HomeScreenTests.favorite.type)" })
        #expect(world.finish().isEmpty, "expected no defect for a dynamic item, found \(world.finish().map(\.signature))")
    }

    @Test("Defect kinds: the scenario spellings are the documented ones")
    func kindSpellings() {
        #expect(DefectKind.allCases.map(\.rawValue) == [
            "lost", "twice", "before-root", "refired", "unselected", "stale",
            "completion-missing", "completion-twice", "duplicate-items", "overflow", "crash", "unhandled", "unmatched-target",
        ])
    }

    @Test("A1.3 lost: a launch item handled after a fixed delay (seed 002) is lost until the delay has passed")
    func deferredHandlerLostUntilItFires() throws {
        var app = ScriptedApp()
        app.didFinish = { options, context in
            guard let item = options.shortcutItem else { return true }
            context.storedValues[savedItemKey] = .string(item.type)
            context.schedule("handleLaunchItem", after: .seconds(3))
            return false
        }
        app.timer = { _, context in
            guard case .string(let type)? = context.storedValues[savedItemKey] else { return }
            context.route(ShortcutItem(type: type, localizedTitle: type), to: "\(type)Page")
            context.storedValues[savedItemKey] = nil
        }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        world.advance(by: .seconds(2))
        let early = world.finish()
        #expect(early.map(\.signature) == ["lost Search"])
        #expect(early.first?.rule == "A2.1", "the gate was closed and the app had not handled it yet")
        world.advance(by: .seconds(1))
        #expect(world.finish().isEmpty)
        #expect(world.trace.events.last?.line == "   3.000s  route Search -> SearchPage")
    }

    @Test("A1.3 lost: a cold launch whose item the app never reads, with performAction doing nothing")
    func neverReadFromLaunchOptions() throws {
        var app = ScriptedApp()
        app.performAction = { _, handler, context in context.complete(handler, succeeded: false) }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["lost Search"])
        #expect(defects.first?.rule == "A1.3")
    }

    @Test("A3.1 lost: a warm action that performAction does not route")
    func warmActionNotRouted() throws {
        var app = ScriptedApp()
        app.performAction = { _, handler, context in context.complete(handler, succeeded: true) }
        var world = try installedWorld(app)
        try world.run(.tapIcon, .goHome, .select(type: "Coupon"))
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["lost Coupon"])
        #expect(defects.first?.rule == "A3.1")
    }

    @Test("G10 seed 003 done right: save in didFinish, route once the splash timer reaches the root, clear; no defect")
    func seed003DoneRight() throws {
        var world = try installedWorld(.savingLaunchItem(clearsAfterHandling: true, splash: .seconds(3)))
        try world.perform(.select(type: "Search"))
        world.advance(by: .seconds(5))
        #expect(world.trace.events.map(\.line).filter { !$0.contains("state ") && !$0.contains("home.menu") && !$0.contains("system.install") } == [
            "   0.000s  user.select Search",
            "   0.000s  app.willFinishLaunching shortcut=Search -> true",
            "   0.000s  app.didFinishLaunching shortcut=Search -> false",
            "   0.000s  uikit.didFinishLaunchingNotification shortcut=Search",
            "   0.000s  uikit.launchGate closed willFinishLaunching=true didFinishLaunching=false",
            "   0.000s  app.didBecomeActive",
            "   3.000s  app.timer splash",
            "   3.000s  milestone root",
            "   3.000s  route Search -> SearchPage",
        ])
        try world.run(.goHome, .tapIcon)
        #expect(world.finish().isEmpty)
    }

    @Test("Defects: a run of a correct app over every path reports nothing")
    func correctAppIsClean() throws {
        var world = try installedWorld(.savingLaunchItem(splash: .seconds(1)), profile: .ios26)
        try world.perform(.select(type: "Search"))
        world.advance(by: .seconds(2))
        try world.run(.goHome, .select(type: "Coupon"), .lock, .unlock, .goHome)
        world.advance(by: .seconds(10))
        try world.run(.select(type: "Scan"), .goHome)
        world.advance(by: .seconds(10))
        try world.run(.systemKill, .select(type: "Search"))
        world.advance(by: .seconds(2))
        try world.run(.goHome, .forceQuit, .tapIcon)
        #expect(world.finish().isEmpty, "\(world.finish())\n\(world.trace.text)")
        #expect(world.lines(since: 0).filter { $0.hasPrefix("route") } == [
            "route Search -> SearchPage", "route Coupon -> CouponPage", "route Scan -> ScanPage", "route Search -> SearchPage",
        ])
    }
}
