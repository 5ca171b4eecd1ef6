import ShortcutSimCore
import Testing

/// Cold launches from a quick action and the launch gate: rules A1.x, A2.x and E4.
@Suite("Cold launch (A1, A2, E4)")
struct ColdLaunchTests {
    @Test("A1.1 cold launch: willFinish → didFinish → notification → performAction → didBecomeActive, no willEnterForeground")
    func coldLaunchOrder() throws {
        var world = try installedWorld()
        let mark = world.trace.count
        try world.perform(.select(type: "Search"))
        #expect(world.lines(since: mark) == [
            meituanMenuLine,
            "user.select Search",
            "state inactive",
            "app.willFinishLaunching shortcut=Search -> true",
            "app.didFinishLaunching shortcut=Search -> true",
            "uikit.didFinishLaunchingNotification shortcut=Search",
            "uikit.launchGate open willFinishLaunching=true didFinishLaunching=true",
            "app.performAction Search",
            "route Search -> SearchPage",
            "app.completion Search -> true",
            "state active",
            "app.didBecomeActive",
        ], "the cold-launch order of A1.1 changed")
        #expect(!world.lines(since: 0).contains("app.willEnterForeground"), "A1.1: willEnterForeground is not called on a cold launch")
        #expect(world.applicationState == .active)
        #expect(world.finish().isEmpty)
    }

    @Test("A1.1 a cold launch from the icon runs the same launch methods without a gate or an action")
    func coldLaunchFromIcon() throws {
        var world = try installedWorld()
        let mark = world.trace.count
        try world.perform(.tapIcon)
        #expect(world.lines(since: mark) == [
            "user.tapIcon",
            "state inactive",
            "app.willFinishLaunching -> true",
            "app.didFinishLaunching -> true",
            "uikit.didFinishLaunchingNotification",
            "state active",
            "app.didBecomeActive",
        ])
    }

    @Test("A1.2 on a cold launch performAction runs while inactive, at the same instant as and before didBecomeActive")
    func performActionWhileInactive() throws {
        var app = ScriptedApp()
        app.launchDuration = .seconds(2)
        app.performAction = { item, handler, context in
            context.noteState("performAction.state")
            context.note("performAction.time", context.now.description)
            context.route(item, to: "\(item.type)Page")
            context.complete(handler, succeeded: true)
        }
        app.didBecomeActive = { context in context.noteState("didBecomeActive.state") }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        #expect(world.noted("performAction.state") == nil, "performAction must wait for the end of the 2 s launch")
        world.advance(by: .seconds(2))
        #expect(world.noted("performAction.state") == "inactive", "A1.2: the app is still inactive during the launch action")
        #expect(world.noted("didBecomeActive.state") == "active")
        #expect(world.noted("performAction.time") == "2.000s")
        let timed = world.trace.events.map { "\($0.time) \($0.words.description)" }
        let perform = try #require(timed.firstIndex(of: "2.000s app.performAction Search"))
        let active = try #require(timed.firstIndex(of: "2.000s app.didBecomeActive"))
        #expect(perform < active, "A1.2: performAction runs before didBecomeActive\n\(world.trace.text)")
        #expect(timed.contains("0.000s app.didFinishLaunching shortcut=Search -> true"))
    }

    @Test("A1.1 the app is inactive from the start of a cold launch: in willFinish and didFinish, as Apple documents")
    func inactiveDuringLaunchMethods() throws {
        var app = ScriptedApp()
        app.launchDuration = .seconds(1)
        app.willFinish = { _, context in context.noteState("willFinish.state"); return true }
        app.didFinish = { _, context in context.noteState("didFinish.state"); return true }
        var world = try installedWorld(app)
        let mark = world.trace.count
        try world.perform(.select(type: "Search"))
        // Apple, application(_:willFinishLaunchingWithOptions:): "At the time this method is called,
        // your app is in the inactive state." UIKit has no state of its own for a launch.
        #expect(world.noted("willFinish.state") == "inactive")
        #expect(world.noted("didFinish.state") == "inactive")
        #expect(world.applicationState == .inactive && world.isLaunching, "until the first activation the launch is under way")
        #expect(world.lines(since: mark).filter { $0.hasPrefix("state ") } == ["state inactive"], "one state change before willFinish")
        world.advance(by: .seconds(1))
        #expect(!world.isLaunching)
        #expect(world.lines(since: mark).filter { $0.hasPrefix("state ") } == ["state inactive", "state active"])
    }

    @Test("A1.3 launchOptions.shortcutItem holds the selected item in willFinish, didFinish and the notification")
    func launchOptionsHoldTheItem() throws {
        var app = ScriptedApp()
        app.willFinish = { options, context in
            context.note("willFinish", options.shortcutItem == searchItem ? "Search, same item" : "\(String(describing: options.shortcutItem))")
            return true
        }
        app.didFinish = { options, context in
            context.note("didFinish", options.shortcutItem == searchItem ? "Search, same item" : "\(String(describing: options.shortcutItem))")
            return true
        }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        #expect(world.noted("willFinish") == "Search, same item")
        #expect(world.noted("didFinish") == "Search, same item")
        #expect(callbacks(world).contains("uikit.didFinishLaunchingNotification shortcut=Search"))

        var plain = try installedWorld(app)
        try plain.perform(.tapIcon)
        #expect(plain.noted("willFinish") == "nil", "A1.3: a launch from the icon has no shortcut item")
        #expect(plain.noted("didFinish") == "nil")
        #expect(callbacks(plain).contains("uikit.didFinishLaunchingNotification"))
    }

    @Test("A1.4 iOS 26 profiles flag the deprecated app-delegate quick-action API once per run; older ones do not",
          arguments: [(PlatformProfile.ios9, false), (.ios13, false), (.ios26, true), (.ipados26, true)])
    func deprecation(profile: PlatformProfile, deprecated: Bool) throws {
        var world = try installedWorld(profile: profile)
        try world.run(.select(type: "Search"), .goHome, .select(type: "Coupon"))
        let notices = world.lines(since: 0).filter { $0.hasPrefix("uikit.deprecated") }
        #expect(notices == (deprecated ? [deprecationLine] : []), "profile \(profile.name)")
        if deprecated {
            let all = world.lines(since: 0)
            let select = try #require(all.firstIndex(of: "user.select Search"))
            #expect(all[select + 1] == deprecationLine, "the notice follows the first selection")
        }
    }

    @Test("A1.4 an app that reads the launch option key is flagged for it too, after performActionFor, once; without performActionFor only the key",
          arguments: [true, false])
    func launchOptionKeyDeprecation(implementsPerformAction: Bool) throws {
        var app = ScriptedApp()
        app.readsShortcutItemLaunchOption = true
        if !implementsPerformAction { app.implementedMethods.remove(.performActionFor) }
        var world = try installedWorld(app, profile: .ios26)
        try world.run(.select(type: "Search"), .goHome, .select(type: "Coupon"))
        let keyLine = "uikit.deprecated UIApplication.LaunchOptionsKey.shortcutItem rule=A1.4"
        let notices = world.lines(since: 0).filter { $0.hasPrefix("uikit.deprecated") }
        #expect(notices == (implementsPerformAction ? [deprecationLine, keyLine] : [keyLine]),
                "expected each API the app relies on, once, in DeprecatedAPI's order; found \(notices)")

        var older = try installedWorld(app, profile: .ios13)
        try older.perform(.select(type: "Search"))
        #expect(!older.lines(since: 0).contains { $0.hasPrefix("uikit.deprecated") }, "iOS 13 deprecates nothing")
    }

    @Test("A2.1 returning false from willFinish or didFinish suppresses the launch-time performAction",
          arguments: [(LaunchReturn.returnsFalse, LaunchReturn.returnsTrue), (.returnsTrue, .returnsFalse), (.returnsFalse, .returnsFalse)])
    func falseSuppressesPerformAction(willFinish: LaunchReturn, didFinish: LaunchReturn) throws {
        var world = try installedWorld(.launching(willFinish: willFinish, didFinish: didFinish))
        try world.perform(.select(type: "Search"))
        #expect(callbacks(world) == [
            "app.willFinishLaunching shortcut=Search -> \(willFinish)",
            "app.didFinishLaunching shortcut=Search -> \(didFinish)",
            "uikit.didFinishLaunchingNotification shortcut=Search",
            "uikit.launchGate closed willFinishLaunching=\(willFinish) didFinishLaunching=\(didFinish)",
            "app.didBecomeActive",
        ])
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["lost Search"], "the app never handled the item itself")
        #expect(defects.first?.rule == "A2.1")
    }

    @Test("A2.2 Apple's advice: handle the item in the launch method and return false; it is routed exactly once")
    func handleInLaunchMethodAndReturnFalse() throws {
        var app = ScriptedApp()
        app.didFinish = { options, context in
            guard let item = options.shortcutItem else { return true }
            context.route(item, to: "\(item.type)Page")
            return false
        }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        #expect(callbacks(world) == [
            "app.willFinishLaunching shortcut=Search -> true",
            "app.didFinishLaunching shortcut=Search -> false",
            "route Search -> SearchPage",
            "uikit.didFinishLaunchingNotification shortcut=Search",
            "uikit.launchGate closed willFinishLaunching=true didFinishLaunching=false",
            "app.didBecomeActive",
        ])
        #expect(world.finish().isEmpty)
    }

    @Test("A2.3 gate = (willFinish missing or true) and (didFinish missing or true); performAction only when open",
          arguments: LaunchReturn.allCases, LaunchReturn.allCases)
    func launchGateTable(willFinish: LaunchReturn, didFinish: LaunchReturn) throws {
        var world = try installedWorld(.launching(willFinish: willFinish, didFinish: didFinish))
        try world.perform(.select(type: "Search"))
        let open = willFinish.opensGate && didFinish.opensGate
        var expected: [String] = []
        if willFinish != .missing { expected.append("app.willFinishLaunching shortcut=Search -> \(willFinish)") }
        if didFinish != .missing { expected.append("app.didFinishLaunching shortcut=Search -> \(didFinish)") }
        expected += [
            "uikit.didFinishLaunchingNotification shortcut=Search",
            "uikit.launchGate \(open ? "open" : "closed") willFinishLaunching=\(willFinish) didFinishLaunching=\(didFinish)",
        ]
        if open { expected += ["app.performAction Search", "route Search -> SearchPage", "app.completion Search -> true"] }
        expected.append("app.didBecomeActive")
        #expect(callbacks(world) == expected, "willFinish \(willFinish), didFinish \(didFinish)")
        #expect(callbacks(world).contains("app.performAction Search") == open)
        #expect(world.defectSignatures == (open ? [] : ["lost Search"]))
    }

    @Test("A2.4 didFinishLaunching is called even when willFinishLaunching returned false")
    func noShortCircuit() throws {
        var app = ScriptedApp.launching(willFinish: .returnsFalse, didFinish: .returnsTrue)
        app.didFinish = { options, context in
            context.note("didFinish.saw", options.shortcutItem?.type ?? "nil")
            return true
        }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        #expect(world.noted("didFinish.saw") == "Search")
        #expect(Array(callbacks(world).prefix(2)) == [
            "app.willFinishLaunching shortcut=Search -> false",
            "app.didFinishLaunching shortcut=Search -> true",
        ])
    }

    @Test("A2.5 for a launch not from a shortcut the launch methods' return values change nothing about quick actions",
          arguments: LaunchReturn.allCases, LaunchReturn.allCases)
    func returnValueIrrelevantWithoutShortcut(willFinish: LaunchReturn, didFinish: LaunchReturn) throws {
        /// The run without the launch methods' own lines, which print the return values.
        func quickActionLines(_ app: ScriptedApp) throws -> [String] {
            var world = try installedWorld(app)
            try world.run(.tapIcon, .goHome, .select(type: "Coupon"))
            #expect(world.finish().isEmpty)
            return world.lines(since: 0).filter { !$0.hasPrefix("app.willFinishLaunching") && !$0.hasPrefix("app.didFinishLaunching") }
        }
        let lines = try quickActionLines(.launching(willFinish: willFinish, didFinish: didFinish))
        let baseline = try quickActionLines(.launching(willFinish: .returnsTrue, didFinish: .returnsTrue))
        #expect(lines == baseline, "A2.5: willFinish \(willFinish), didFinish \(didFinish) changed a launch from the icon")
        #expect(!lines.contains { $0.hasPrefix("uikit.launchGate") }, "no gate is evaluated for a launch from the icon")
        #expect(lines.contains("app.performAction Coupon"))
    }

    @Test("A2.6 the gate covers only the launch-time delivery: every later warm action reaches performAction",
          arguments: [LaunchReturn.returnsFalse, .returnsTrue])
    func laterActionsUngated(didFinish: LaunchReturn) throws {
        var app = ScriptedApp()
        app.didFinish = { options, context in
            if let item = options.shortcutItem, !didFinish.opensGate { context.route(item, to: "\(item.type)Page") }
            return didFinish.opensGate
        }
        var world = try installedWorld(app)
        try world.run(.select(type: "Search"), .goHome)
        let mark = world.trace.count
        try world.run(.select(type: "Coupon"), .goHome, .select(type: "Search"))
        let warm = world.lines(since: mark).filter { $0.hasPrefix("app.performAction") }
        #expect(warm == ["app.performAction Coupon", "app.performAction Search"])
    }

    @Test("A2.7 returning true while also acting on launchOptions.shortcutItem handles the action twice")
    func twiceWhenReturningTrue() throws {
        var app = ScriptedApp()
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
            "app.performAction Search",
            "route Search -> SearchPage",
            "app.completion Search -> true",
            "app.didBecomeActive",
        ])
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["twice Search"])
        #expect(defects.first?.rule == "A2.7")
        let shown = defects.first.map { $0.events.map { world.trace[$0].words.description } }
        #expect(shown == ["user.select Search", "route Search -> SearchPage", "route Search -> SearchPage"])
    }

    @Test("A2.7 seed 004: didFinish's default screen and the action's screen both run and the last one wins")
    func seed004LastOneWins() throws {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.show("white")
            return true
        }
        app.performAction = { item, handler, context in
            context.show("blue")
            context.route(item, to: "\(item.type)Page")
            context.complete(handler, succeeded: true)
        }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        let screens = world.lines(since: 0).filter { $0.hasPrefix("app.show") }
        #expect(screens == ["app.show white", "app.show blue"])
    }

    @Test("E4 launch order: didFinish → notification → shortcut → remaining actions; a second action is not gated",
          arguments: [LaunchReturn.returnsTrue, .returnsFalse])
    func secondActionInOneLaunch(didFinish: LaunchReturn) throws {
        var app = ScriptedApp()
        app.launchDuration = .seconds(2)
        app.didFinish = { options, context in
            // Closed gate: the app handles the launch item itself (A2.2).
            if let item = options.shortcutItem, !didFinish.opensGate { context.route(item, to: "\(item.type)Page") }
            return didFinish.opensGate
        }
        var world = try installedWorld(app, profile: .ipados26)
        let mark = world.trace.count
        try world.perform(.select(type: "Search"))
        world.advance(by: .seconds(1))
        #expect(world.applicationState == .inactive && world.isLaunching)
        try world.perform(.select(type: "Coupon"))  // the iPad Dock reaches the launching app (A4.1)
        world.advance(by: .seconds(1))
        let open = didFinish.opensGate
        var expected = [
            meituanMenuLine,
            "user.select Search",
            deprecationLine,
            "state inactive",
            "app.willFinishLaunching shortcut=Search -> true",
            "app.didFinishLaunching shortcut=Search -> \(didFinish)",
        ]
        if !open { expected.append("route Search -> SearchPage") }
        expected += [
            "uikit.didFinishLaunchingNotification shortcut=Search",
            "uikit.launchGate \(open ? "open" : "closed") willFinishLaunching=true didFinishLaunching=\(didFinish)",
            meituanMenuLine,
            "user.select Coupon",
        ]
        if open { expected += ["app.performAction Search", "route Search -> SearchPage", "app.completion Search -> true"] }
        expected += [
            "app.performAction Coupon",
            "route Coupon -> CouponPage",
            "app.completion Coupon -> true",
            "state active",
            "app.didBecomeActive",
        ]
        #expect(world.lines(since: mark) == expected)
        #expect(world.finish().isEmpty)
    }

    @Test("A1.3 didFinishLaunchingNotification: its observer gets the launch options right after didFinish returns, too late to close the gate",
          arguments: [true, false])
    func notificationObserverAfterDidFinish(didFinishReturns: Bool) throws {
        var app = ScriptedApp()
        app.didFinish = { _, _ in didFinishReturns }
        app.didFinishNotification = { options, context in
            context.note("observer.item", options.shortcutItem?.type ?? "none")
            if let item = options.shortcutItem { context.route(item, to: "ObserverPage") }
        }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        let lines = world.lines(since: 0)
        #expect(world.noted("observer.item") == "Search", "A1.3: the notification carries the same launch options as didFinishLaunching")
        let didFinish = try #require(lines.firstIndex(of: "app.didFinishLaunching shortcut=Search -> \(didFinishReturns)"))
        let posted = try #require(lines.firstIndex(of: "uikit.didFinishLaunchingNotification shortcut=Search"))
        let observed = try #require(lines.firstIndex(of: "route Search -> ObserverPage"))
        let gate = try #require(lines.firstIndex { $0.hasPrefix("uikit.launchGate") })
        #expect(didFinish + 1 == posted && posted + 1 == observed && observed + 1 == gate,
                "expected didFinishLaunching, the notification, the observer's route, then the gate, in a row; found:\n\(world.trace.text)")
        #expect(lines[gate].hasPrefix(didFinishReturns ? "uikit.launchGate open" : "uikit.launchGate closed"),
                "A2.3: only didFinishLaunching's return value decides the gate, not the observer; found '\(lines[gate])'")
        #expect(lines.contains("app.performAction Search") == didFinishReturns,
                "A2.1: performActionFor runs only when didFinishLaunching returned true; trace:\n\(world.trace.text)")
    }

    @Test("A1.3 the notification's observer gets no item on a launch from the icon")
    func notificationObserverOnIconLaunch() throws {
        var app = ScriptedApp()
        app.didFinishNotification = { options, context in context.note("observer.item", options.shortcutItem?.type ?? "none") }
        var world = try installedWorld(app)
        try world.perform(.tapIcon)
        #expect(world.noted("observer.item") == "none", "expected no item in the notification of a launch from the icon")
    }
}
