import ShortcutSimCore
import Testing

/// The scene lifecycle of quick actions, one test (at least) per rule: B1.1–B4.2 and A7.5.
///
/// Every test drives the public core API (``World`` with ``SceneScriptedApp``) and asserts exact
/// callback orders: the engine's trace, and where it matters the app's own log of the callbacks it
/// really received, so a method that is invoked without being traced fails too.
@Suite("Scene lifecycle rules (B1–B4, A7.5)")
struct SceneRuleTests {
    /// The cold-launch order of B1.1 for an item of this type, from `user.select` to `sceneDidBecomeActive`.
    static func coldLaunchLines(_ type: String) -> [String] {
        [
            "user.select \(type)",
            "state background",  // a scene-based app launches in the background state (Apple, applicationState)
            "app.willFinishLaunching -> true",
            "app.didFinishLaunching -> true",
            "uikit.didFinishLaunchingNotification",
            "app.configurationForConnecting main shortcut=\(type)",
            "scene.willConnectTo main shortcut=\(type)",
            "scene.willEnterForeground main",
            "state inactive",  // its scene is in the foreground, not yet active
            "state active",
            "scene.didBecomeActive main",
        ]
    }

    /// A world whose scene-based app was launched from the icon and sent to the background.
    static func backgroundedWorld(_ app: SceneScriptedApp = .appleSample(), profile: PlatformProfile = .ios13) throws -> World<SceneScriptedApp> {
        var world = try installedSceneWorld(app, profile: profile)
        try world.run(.tapIcon, .goHome)
        return world
    }

    // MARK: - B1 Cold launch

    @Test("B1.1 cold launch: willFinish/didFinish with nil options → configurationForConnecting → willConnectTo with the item → sceneWillEnterForeground → sceneDidBecomeActive")
    func b1_1_coldLaunchOrder() throws {
        var world = try installedSceneWorld(.appleSample())
        let lines = try world.select("Search")
        #expect(lines == Self.coldLaunchLines("Search") + ["route Search -> SearchPage"])
        #expect(world.appLog == [
            "app.willFinishLaunching",  // no shortcut=: the launch options are nil (B3.3)
            "app.didFinishLaunching",
            "app.configurationForConnecting main#1 shortcut=Search",
            "scene.willConnectTo main#1 shortcut=Search",
            "scene.willEnterForeground main",
            "scene.didBecomeActive main",
        ])
        #expect(world.sceneSessions == [SceneSession(persistentIdentifier: 1, sceneName: "main")])
        #expect(world.connectedScenes == world.sceneSessions)
        #expect(world.applicationState == .active)
        #expect(world.defectSignatures.isEmpty)
    }

    @Test("B1.1 the connection options carry the selected item itself, target and all")
    func b1_1_connectionOptionsCarryTheItem() throws {
        var app = SceneScriptedApp.appleSample()
        app.configurationForConnecting = { _, options, _, context in
            context.note("configuration.target", options.shortcutItem?.targetContentIdentifier ?? "nil")
        }
        app.willConnect = { _, options, memory, context in
            memory.savedItem = options.shortcutItem
            context.note("willConnect.title", options.shortcutItem?.localizedTitle ?? "nil")
            context.note("willConnect.target", options.shortcutItem?.targetContentIdentifier ?? "nil")
        }
        var world = try installedSceneWorld(app)
        _ = try world.select("Compose")
        #expect(world.noted("configuration.target") == "compose")
        #expect(world.noted("willConnect.title") == "Compose")
        #expect(world.noted("willConnect.target") == "compose")
        #expect(world.allLines.contains("route Compose -> ComposePage"))
    }

    @Test("B1.2 cold launch: windowScene(_:performActionFor:) is NOT called; an app that handles only there loses the tap (flutter #130243)")
    func b1_2_coldLaunchSkipsScenePerformAction() throws {
        var world = try installedSceneWorld(SceneScriptedApp())  // reads no launch item: relies on performAction only
        let lines = try world.select("Search")
        #expect(lines == Self.coldLaunchLines("Search"))
        #expect(!world.appLog.contains { $0.hasPrefix("scene.performAction") || $0.hasPrefix("app.performAction") })
        #expect(world.defectSignatures == ["lost Search"])
        #expect(world.finish().first?.rule == "B1.1")

        // The same app, warm: now the scene's performAction is the path, exactly once.
        try world.run(.goHome)
        _ = try world.select("Compose")
        #expect(world.appLog.filter { $0.hasPrefix("scene.performAction") } == ["scene.performAction Compose scene=main state=inactive"])
        #expect(world.defectSignatures == ["lost Search"])
    }

    @Test("B1.3 Apple's sample: saved in willConnectTo, routed in sceneDidBecomeActive, then cleared")
    func b1_3_appleSample() throws {
        var world = try installedSceneWorld(.appleSample())
        let lines = try world.select("Search")
        let connect = try #require(lines.firstIndex(of: "scene.willConnectTo main shortcut=Search"))
        let active = try #require(lines.firstIndex(of: "scene.didBecomeActive main"))
        #expect(!lines[connect..<active].contains { $0.hasPrefix("route") }, "saved in willConnectTo, not routed there")
        #expect(lines[active...] == ["scene.didBecomeActive main", "route Search -> SearchPage"])

        // Cleared: the next activation of the scene routes nothing (G10).
        try world.run(.goHome, .tapIcon)
        #expect(world.allLines.filter { $0 == "scene.didBecomeActive main" }.count == 2)
        #expect(world.allLines.filter { $0.hasPrefix("route") } == ["route Search -> SearchPage"])
        #expect(world.defectSignatures.isEmpty)
    }

    @Test("B1.3 the sample without the clear refires on every later sceneDidBecomeActive (G10)")
    func b1_3_appleSampleWithoutClearRefires() throws {
        var world = try installedSceneWorld(.appleSample(clearsAfterHandling: false))
        _ = try world.select("Search")
        try world.run(.goHome, .tapIcon)
        #expect(world.allLines.filter { $0.hasPrefix("route") } == ["route Search -> SearchPage", "route Search -> SearchPage"])
        #expect(world.defectSignatures == ["refired Search"])
    }

    @Test("B1.4 configurationForConnecting runs only for a new session: after a system kill the reused session skips it and a capture there is lost")
    func b1_4_reusedSessionSkipsConfiguration() throws {
        var world = try installedSceneWorld(.handlingLaunchItem(in: [.configurationForConnecting]))
        #expect(try world.select("Search") == [
            "user.select Search",
            "state background",
            "app.willFinishLaunching -> true",
            "app.didFinishLaunching -> true",
            "uikit.didFinishLaunchingNotification",
            "app.configurationForConnecting main shortcut=Search",
            "route Search -> SearchPage",
            "scene.willConnectTo main shortcut=Search",
            "scene.willEnterForeground main",
            "state inactive",  // its scene is in the foreground, not yet active
            "state active",
            "scene.didBecomeActive main",
        ])
        try world.run(.goHome)
        world.advance(by: .seconds(10))
        try world.perform(.systemKill)
        #expect(world.sceneSessions == [SceneSession(persistentIdentifier: 1, sceneName: "main")], "the session outlives the process")
        #expect(world.connectedScenes.isEmpty)

        #expect(try world.select("Compose") == [
            "user.select Compose",
            "state background",
            "app.willFinishLaunching -> true",
            "app.didFinishLaunching -> true",
            "uikit.didFinishLaunchingNotification",
            "scene.willConnectTo main shortcut=Compose",  // no configurationForConnecting
            "scene.willEnterForeground main",
            "state inactive",  // its scene is in the foreground, not yet active
            "state active",
            "scene.didBecomeActive main",
        ])
        #expect(world.appLog.filter { $0.hasPrefix("scene.willConnectTo") }
                == ["scene.willConnectTo main#1 shortcut=Search", "scene.willConnectTo main#1 shortcut=Compose"])
        #expect(world.defectSignatures == ["lost Compose"])
    }

    @Test("B1.4 willConnectTo runs on every connection: a capture there survives the reused session")
    func b1_4_willConnectToIsComplete() throws {
        var world = try installedSceneWorld(.appleSample())
        _ = try world.select("Search")
        try world.run(.goHome)
        world.advance(by: .seconds(10))
        try world.perform(.systemKill)
        _ = try world.select("Compose")
        #expect(world.allLines.filter { $0.hasPrefix("route") } == ["route Search -> SearchPage", "route Compose -> ComposePage"])
        #expect(world.allLines.filter { $0.hasPrefix("app.configurationForConnecting") } == ["app.configurationForConnecting main shortcut=Search"])
        #expect(world.defectSignatures.isEmpty)
    }

    @Test("B1.4 force quit discards the session: the next cold launch creates a new one and calls configurationForConnecting again")
    func b1_4_forceQuitDiscardsSession() throws {
        var world = try installedSceneWorld(.handlingLaunchItem(in: [.configurationForConnecting]))
        _ = try world.select("Search")
        try world.run(.goHome)
        let mark = world.trace.count
        try world.perform(.forceQuit)
        #expect(world.lines(since: mark) == ["user.forceQuit", "state notRunning", "uikit.sessionDiscarded main"])
        #expect(world.sceneSessions.isEmpty)
        _ = try world.select("Compose")
        #expect(world.appLog.filter { $0.hasPrefix("app.configurationForConnecting") }
                == ["app.configurationForConnecting main#1 shortcut=Search", "app.configurationForConnecting main#2 shortcut=Compose"])
        #expect(world.sceneSessions == [SceneSession(persistentIdentifier: 2, sceneName: "main")])
        #expect(world.defectSignatures.isEmpty)
    }

    @Test("B1.4 a scene the system disconnected reconnects for a quick action: willConnectTo with the item, no configurationForConnecting, no performAction")
    func b1_4_disconnectedSceneReconnects() throws {
        var world = try Self.backgroundedWorld(.appleSample())
        try world.perform(.disconnectScene("main"))
        #expect(world.applicationState == .background, "the process keeps running")
        #expect(try world.select("Compose") == [
            "user.select Compose",
            "scene.willConnectTo main shortcut=Compose",
            "scene.willEnterForeground main",
            "state inactive",
            "state active",
            "scene.didBecomeActive main",
            "route Compose -> ComposePage",
        ])
        #expect(world.defectSignatures.isEmpty)
    }

    // MARK: - B2 Warm

    @Test("B2.1 warm from the background: windowScene(_:performActionFor:) on the existing scene; no launch methods, no willConnectTo")
    func b2_1_warmFromBackground() throws {
        var world = try Self.backgroundedWorld()
        #expect(try world.select("Search") == [
            "user.select Search",
            "scene.willEnterForeground main",
            "state inactive",
            "scene.performAction Search scene=main",
            "route Search -> SearchPage",
            "app.completion Search -> true",
            "state active",
            "scene.didBecomeActive main",
        ])
        #expect(world.sceneSessions == [SceneSession(persistentIdentifier: 1, sceneName: "main")])
        #expect(world.appLog.filter { $0.hasPrefix("app.") } == ["app.willFinishLaunching", "app.didFinishLaunching", "app.configurationForConnecting main#1"])
        #expect(world.defectSignatures.isEmpty)
    }

    @Test("B2.1 warm from suspension: the same path once the app has been suspended")
    func b2_1_warmFromSuspension() throws {
        var world = try Self.backgroundedWorld()
        world.advance(by: .seconds(6))
        #expect(world.applicationState == .suspended)
        let lines = try world.select("Search")
        #expect(lines.filter { $0.hasPrefix("scene.") } == [
            "scene.willEnterForeground main", "scene.performAction Search scene=main", "scene.didBecomeActive main",
        ])
        #expect(!lines.contains { $0.hasPrefix("app.willFinishLaunching") || $0.hasPrefix("scene.willConnectTo") })
        #expect(world.defectSignatures.isEmpty)
    }

    @Test("B2.2 ios13 and ios26 side by side: performAction after sceneWillEnterForeground on ios13, before it on ios26")
    func b2_2_ios13VersusIos26() throws {
        var ios13 = try Self.backgroundedWorld(profile: .ios13)
        var ios26 = try Self.backgroundedWorld(profile: .ios26)
        #expect(try ios13.select("Search") == [
            "user.select Search",
            "scene.willEnterForeground main",
            "state inactive",
            "scene.performAction Search scene=main",
            "route Search -> SearchPage",
            "app.completion Search -> true",
            "state active",
            "scene.didBecomeActive main",
        ])
        #expect(try ios26.select("Search") == [
            "user.select Search",
            "state inactive",
            "scene.performAction Search scene=main",
            "route Search -> SearchPage",
            "app.completion Search -> true",
            "scene.willEnterForeground main",
            "state active",
            "scene.didBecomeActive main",
        ])
    }

    /// The scene profiles, the only ones where B2.2 applies.
    static let sceneProfiles = PlatformProfile.all.filter(\.supportsScenes)

    @Test("B2.2 every scene profile orders the warm scene action as its sceneWarmActionOrder says, while the app is inactive",
          arguments: sceneProfiles.map(\.name))
    func b2_2_orderFollowsProfile(profileName: String) throws {
        let profile = try #require(PlatformProfile.named(profileName))
        var world = try Self.backgroundedWorld(profile: profile)
        _ = try world.select("Search")
        let warm = world.appLog.suffix(3)
        switch profile.sceneWarmActionOrder {
        case .afterWillEnterForeground:
            #expect(Array(warm) == ["scene.willEnterForeground main", "scene.performAction Search scene=main state=inactive", "scene.didBecomeActive main"])
        case .beforeWillEnterForeground:
            #expect(Array(warm) == ["scene.performAction Search scene=main state=inactive", "scene.willEnterForeground main", "scene.didBecomeActive main"])
        }
    }

    @Test("B2.2 the scene order comes from the setting alone: ios13 with the order flipped behaves like ios26",
          arguments: WarmActionOrder.allCases)
    func b2_2_orderFollowsSetting(order: WarmActionOrder) throws {
        var profile = PlatformProfile.ios13
        profile.sceneWarmActionOrder = order
        var world = try Self.backgroundedWorld(profile: profile)
        let scene = try world.select("Search").filter { $0.hasPrefix("scene.") }
        switch order {
        case .afterWillEnterForeground:
            #expect(scene == ["scene.willEnterForeground main", "scene.performAction Search scene=main", "scene.didBecomeActive main"])
        case .beforeWillEnterForeground:
            #expect(scene == ["scene.performAction Search scene=main", "scene.willEnterForeground main", "scene.didBecomeActive main"])
        }
    }

    @Test("B2.2 the shipped profiles: ios13 after, ios26 and ipados26 before; ios9 has no scenes")
    func b2_2_shippedSettings() {
        #expect(Self.sceneProfiles.map(\.name) == ["ios13", "ios26", "ipados26"])
        #expect(PlatformProfile.ios13.sceneWarmActionOrder == .afterWillEnterForeground)
        #expect(PlatformProfile.ios26.sceneWarmActionOrder == .beforeWillEnterForeground)
        #expect(PlatformProfile.ipados26.sceneWarmActionOrder == .beforeWillEnterForeground)
    }

    // MARK: - B3 Delegates

    @Test("B3.1 with scenes the app delegate's performActionFor is never called, cold or warm, although it is implemented")
    func b3_1_appDelegatePerformActionNeverCalled() throws {
        var app = SceneScriptedApp.appleSample()
        app.performAction = { item, handler, _, context in
            context.note("appDelegate.performAction", item.type)
            context.route(item, to: "AppDelegate\(item.type)")
            context.complete(handler, succeeded: true)
        }
        #expect(app.implementedMethods.contains(.performActionFor))
        var world = try installedSceneWorld(app, profile: .ios26)
        _ = try world.select("Search")  // cold
        try world.run(.goHome)
        _ = try world.select("Compose")  // warm
        #expect(world.noted("appDelegate.performAction") == nil)
        #expect(!world.appLog.contains { $0.hasPrefix("app.performAction") })
        #expect(!world.allLines.contains { $0.hasPrefix("app.performAction") || $0.contains("AppDelegate") })
        #expect(world.allLines.filter { $0.hasPrefix("route") } == ["route Search -> SearchPage", "route Compose -> ComposePage"])
    }

    @Test("B3.2 a scene delegate without windowScene(_:performActionFor:) drops warm actions, with no fallback to the app delegate")
    func b3_2_missingScenePerformActionDrops() throws {
        var app = SceneScriptedApp.appleSample()
        app.implementedMethods.remove(.windowScenePerformActionFor)
        #expect(app.implementedMethods.contains(.performActionFor))
        var world = try Self.backgroundedWorld(app)
        #expect(try world.select("Compose") == [
            "user.select Compose",
            "scene.willEnterForeground main",
            "state inactive",
            "uikit.drop Compose reason=scenePerformActionNotImplemented",
            "state active",
            "scene.didBecomeActive main",
        ])
        #expect(!world.appLog.contains { $0.contains("performAction") })
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["lost Compose"])
        #expect(defects.first?.rule == "B3.2")
    }

    @Test("B3.3 with scenes launchOptions[.shortcutItem] is nil in willFinish and didFinish: an app that reads it there loses the tap")
    func b3_3_launchOptionsAreNil() throws {
        var scenes = SceneScriptedApp.savingLaunchItem(in: [.didFinishLaunching])
        scenes.willFinish = { options, _, context in
            context.note("willFinish.item", options.shortcutItem?.type ?? "nil")
            return true
        }
        var world = try installedSceneWorld(scenes)
        _ = try world.select("Search")
        #expect(world.noted("willFinish.item") == "nil")
        #expect(world.appLog.prefix(2) == ["app.willFinishLaunching", "app.didFinishLaunching"])
        #expect(!world.allLines.contains { $0.hasPrefix("uikit.launchGate") })
        #expect(world.defectSignatures == ["lost Search"])

        // Control: the same code without scenes does get the item in the launch options (A1.3).
        var appDelegate = scenes
        appDelegate.usesScenes = false
        appDelegate.didBecomeActive = { memory, context in
            guard let item = memory.savedItem else { return }
            context.route(item, to: "\(item.type)Page")
            memory.savedItem = nil
        }
        var control = try installedSceneWorld(appDelegate)
        _ = try control.select("Search")
        #expect(control.noted("willFinish.item") == "Search")
        #expect(control.appLog.prefix(2) == ["app.willFinishLaunching shortcut=Search", "app.didFinishLaunching shortcut=Search"])
    }

    /// B3.4 is about SwiftUI, which the simulator does not model: there is no `App` struct, no
    /// `@UIApplicationDelegateAdaptor`, and no SwiftUI scene. What it does model is the UIKit-level
    /// consequence the reports describe: a SwiftUI app always runs the scene lifecycle, and unless it
    /// installs its own window scene delegate (through a `UISceneConfiguration` returned from
    /// `configurationForConnecting`), nothing implements `windowScene(_:performActionFor:)`. Its only
    /// warm handler is then the adaptor's `application(_:performActionFor:)`, which UIKit never calls
    /// with scenes (B3.1), and the scene path drops the action (B3.2). The test shows that an app whose
    /// only warm handler is the app delegate works without scenes and loses warm actions once it adopts
    /// them; it cannot show anything about SwiftUI's own forwarding.
    @Test("B3.4 (modelled equivalent) an app whose only warm handler is the app delegate's performActionFor loses warm actions once it adopts scenes")
    func b3_4_adaptorOnlyAppLosesWarmActions() throws {
        var adaptorOnly = SceneScriptedApp.appleSample()  // cold launches still work through willConnectTo
        adaptorOnly.implementedMethods = [.willFinishLaunching, .didFinishLaunching, .performActionFor, .configurationForConnecting]

        var withScenes = try Self.backgroundedWorld(adaptorOnly, profile: .ios26)
        let warm = try withScenes.select("Compose")
        #expect(warm.contains("uikit.drop Compose reason=scenePerformActionNotImplemented"))
        #expect(!withScenes.appLog.contains { $0.hasPrefix("app.performAction") })
        #expect(withScenes.defectSignatures == ["lost Compose"])

        // Control: the same handler without scenes is the warm path (A3.1).
        var appDelegateLifecycle = adaptorOnly
        appDelegateLifecycle.usesScenes = false
        var withoutScenes = try Self.backgroundedWorld(appDelegateLifecycle, profile: .ios26)
        _ = try withoutScenes.select("Compose")
        #expect(withoutScenes.appLog.contains("app.performAction Compose"))
        #expect(withoutScenes.allLines.contains("route Compose -> ComposePage"))
        #expect(withoutScenes.defectSignatures.isEmpty)
    }

    // MARK: - B4 Several scenes

    /// An iPad world with `main` (accepting everything unless `mainConditions` says otherwise) and
    /// `compose` (activated for `compose`), both in the background, `main` the most recently active.
    static func twoSceneWorld(mainConditions: SceneActivationConditions = .any, profile: PlatformProfile = .ipados26) throws -> World<SceneScriptedApp> {
        var app = SceneScriptedApp.appleSample()
        app.sceneConditions = ["main": mainConditions, "compose": SceneActivationConditions(targetContentIdentifiers: ["compose"])]
        var world = try installedSceneWorld(app, profile: profile)
        try world.run(.tapIcon, .openScene("compose"), .goHome)
        _ = try world.select("Home")  // main: explicitly (target home) or as the scene that accepts anything
        try world.run(.goHome)
        return world
    }

    @Test("B4.1 several scenes: the item goes to the scene whose activation conditions match its target, not the most recent one")
    func b4_1_targetPicksScene() throws {
        var world = try Self.twoSceneWorld()
        #expect(world.connectedScenes.map(\.sceneName) == ["main", "compose"])
        #expect(try world.select("Compose") == [
            "user.select Compose",
            "state inactive",
            "scene.performAction Compose scene=compose",
            "route Compose -> ComposePage",
            "app.completion Compose -> true",
            "scene.willEnterForeground compose",
            "state active",
            "scene.didBecomeActive compose",
        ])
        // An item without a target goes to a scene that accepts anything: main.
        try world.run(.goHome)
        #expect(try world.select("Search").contains("scene.performAction Search scene=main"))
        #expect(world.defectSignatures.isEmpty)
    }

    @Test("B4.1 an app whose scene manifest sets UIApplicationSupportsMultipleScenes to false gets one window even on iPad; every action goes to it")
    func b4_1_oneSceneWithoutMultipleScenesSupport() throws {
        // Apple, UIApplicationSupportsMultipleScenes: "If you set the value to false, UIKit never
        // creates more than one scene for your app."
        var app = SceneScriptedApp.appleSample()
        app.supportsMultipleScenes = false
        app.sceneConditions = ["compose": SceneActivationConditions(targetContentIdentifiers: ["compose"])]
        var world = try installedSceneWorld(app, profile: .ipados26)
        try world.run(.tapIcon)
        let mark = world.trace.count
        #expect(throws: SimulationError.self, "a second scene cannot be created") { try world.perform(.openScene("compose")) }
        #expect(world.trace.count == mark, "a step that cannot happen records nothing")
        #expect(world.connectedScenes.map(\.sceneName) == ["main"])
        try world.run(.goHome)
        let lines = try world.select("Compose")
        #expect(lines.contains("scene.performAction Compose scene=main"), "the item targeting compose goes to the one scene; found \(lines)")

        // Closing the one window leaves none, so another may open: never more than one at a time.
        try world.run(.closeScene("main"))
        try world.run(.openScene("compose"))
        #expect(world.connectedScenes.map(\.sceneName) == ["compose"])

        // The same app with the key set to true opens a second window on iPad.
        app.supportsMultipleScenes = true
        var several = try installedSceneWorld(app, profile: .ipados26)
        try several.run(.tapIcon, .openScene("compose"))
        #expect(several.connectedScenes.map(\.sceneName) == ["main", "compose"])
    }

    @Test("B4.1 without multiple scenes no step makes a second scene: not a window opened while the one session is disconnected, not the profile's newScene choice")
    func b4_1_noSecondSceneBesideADisconnectedOne() throws {
        var app = SceneScriptedApp.appleSample()
        app.supportsMultipleScenes = false
        app.sceneConditions = ["main": SceneActivationConditions(targetContentIdentifiers: ["home"])]
        var world = try installedSceneWorld(app, profile: .ipados26)
        try world.run(.tapIcon, .goHome, .disconnectScene("main"))
        let mark = world.trace.count
        #expect(throws: SimulationError.self, "the system keeps main's session: a window by another name would be a second scene") {
            try world.perform(.openScene("compose"))
        }
        #expect(world.trace.count == mark)
        try world.run(.openScene("main"))  // the one scene again, its session reused (B1.4)
        #expect(world.sceneSessions.map(\.sceneName) == ["main"])

        var profile = PlatformProfile.ipados26
        profile.unmatchedSceneChoice = .newScene
        var newScene = try installedSceneWorld(app, profile: profile)
        try newScene.run(.tapIcon, .goHome)
        _ = try newScene.select("Compose")  // targets nothing main lists
        #expect(newScene.sceneSessions.map(\.sceneName) == ["main"], "UIKit never creates a second scene for the app")
        #expect(newScene.connectedScenes.map(\.sceneName) == ["main"])
        #expect(newScene.defects.first?.message.contains("a scene it has, main, since UIKit creates no second scene for the app") == true,
                "\(newScene.defects.map(\.description))")
    }

    @Test("B4.2 no scene matches: the profile's choice, mostRecentlyActive on ipados26; one item per dispatch")
    func b4_2_unmatchedGoesToMostRecent() throws {
        var world = try Self.twoSceneWorld(mainConditions: SceneActivationConditions(targetContentIdentifiers: ["home"]))
        #expect(PlatformProfile.ipados26.unmatchedSceneChoice == .mostRecentlyActive)
        let lines = try world.select("Settings")
        #expect(lines == [
            "user.select Settings",
            "state inactive",
            "scene.performAction Settings scene=main",
            "route Settings -> SettingsPage",
            "app.completion Settings -> true",
            "scene.willEnterForeground main",
            "state active",
            "scene.didBecomeActive main",
        ])
        #expect(lines.filter { $0.contains("Settings") && $0.hasPrefix("scene.") }.count == 1, "one delivery")

        // compose more recent this time: the same item follows the recency.
        try world.run(.goHome)
        _ = try world.select("Compose")
        try world.run(.goHome)
        #expect(try world.select("Settings").contains("scene.performAction Settings scene=compose"))
        // Where it went was the profile's choice: a warning, once for the type, at the first selection.
        #expect(world.defectSignatures == ["unmatched-target Settings"], "expected one unmatched-target warning, got \(world.defectSignatures)")
        let defect = try #require(world.defects.first)
        #expect(defect.kind.severity == .warning && defect.rule == "B4.2")
        #expect(defect.message.contains("on ipados26, the most recently active scene, main"), "\(defect.message)")
    }

    @Test("B4.2 the choice is the profile's setting: newScene connects a new session with the item in its connection options")
    func b4_2_choiceFollowsSetting() throws {
        var profile = PlatformProfile.ipados26
        profile.unmatchedSceneChoice = .newScene
        var world = try Self.twoSceneWorld(mainConditions: SceneActivationConditions(targetContentIdentifiers: ["home"]), profile: profile)
        #expect(try world.select("Settings") == [
            "user.select Settings",
            "app.configurationForConnecting scene3 shortcut=Settings",
            "scene.willConnectTo scene3 shortcut=Settings",
            "scene.willEnterForeground scene3",
            "state inactive",
            "state active",
            "scene.didBecomeActive scene3",
            "route Settings -> SettingsPage",
        ])
        #expect(world.sceneSessions.map(\.sceneName) == ["main", "compose", "scene3"])
        #expect(!world.allLines.contains("scene.performAction Settings scene=main"))
        #expect(world.defects.map(\.message).first?.contains("a new scene, scene3") == true, "\(world.defects.map(\.description))")
    }

    // MARK: - A7.5

    @Test("A7.5 with scenes the app delegate gets no didBecomeActive, willResignActive, willEnterForeground or didEnterBackground")
    func a7_5_appDelegateActivationSilent() throws {
        var app = SceneScriptedApp.appleSample()
        app.didBecomeActive = { _, context in context.note("appDelegate.activation", "didBecomeActive") }
        app.willResignActive = { _, context in context.note("appDelegate.activation", "willResignActive") }
        app.willEnterForeground = { _, context in context.note("appDelegate.activation", "willEnterForeground") }
        app.didEnterBackground = { _, context in context.note("appDelegate.activation", "didEnterBackground") }
        var world = try installedSceneWorld(app)
        _ = try world.select("Search")  // cold
        try world.run(.goHome)
        _ = try world.select("Compose")  // warm
        try world.run(.lock, .unlock)
        #expect(world.noted("appDelegate.activation") == nil)
        #expect(world.appLog == [
            "app.willFinishLaunching",
            "app.didFinishLaunching",
            "app.configurationForConnecting main#1 shortcut=Search",
            "scene.willConnectTo main#1 shortcut=Search",
            "scene.willEnterForeground main",
            "scene.didBecomeActive main",
            "scene.willResignActive main",
            "scene.didEnterBackground main",
            "scene.willEnterForeground main",
            "scene.performAction Compose scene=main state=inactive",
            "scene.didBecomeActive main",
            "scene.willResignActive main",
            "scene.didEnterBackground main",
            "scene.willEnterForeground main",
            "scene.didBecomeActive main",
        ])
        let appDelegateActivation = ["app.didBecomeActive", "app.willResignActive", "app.willEnterForeground", "app.didEnterBackground"]
        #expect(!world.allLines.contains { appDelegateActivation.contains($0) })
    }
}
