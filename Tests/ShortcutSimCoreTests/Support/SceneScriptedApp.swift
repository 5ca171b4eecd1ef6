import ShortcutSimCore

/// A scene-based test app (B1–B4): every app-delegate and scene-delegate callback is a closure, so
/// each test states exactly the behaviour it needs.
///
/// Besides the engine's trace, every callback the app really receives is appended to an app-side
/// log (``World/appLog``), so a test can show that a method was never *invoked*, not merely never
/// recorded (B3.1, A7.5). What a real delegate keeps in a property lives in ``Memory``: a fresh copy
/// in every process, lost on a kill (unlike ``AppContext/storedValues``).
struct SceneScriptedApp: ShortcutApp {
    /// The app's in-memory state: properties of its delegates, gone with the process.
    struct Memory {
        /// The quick action saved for later, as Apple's scene sample keeps it (B1.3).
        var savedItem: ShortcutItem?
    }

    /// A callback where the launch item can be read.
    enum CapturePoint: Hashable, Sendable {
        /// `launchOptions[.shortcutItem]` in `didFinishLaunching`: nil with scenes (B3.3).
        case didFinishLaunching
        /// `options.shortcutItem` in `configurationForConnecting`: only for a new session (B1.4).
        case configurationForConnecting
        /// `connectionOptions.shortcutItem` in `scene(_:willConnectTo:options:)` (B1.1).
        case willConnectTo
    }

    typealias LaunchBody = (LaunchOptions, inout Memory, inout AppContext) -> Bool
    typealias ConnectBody = (SceneSession, SceneConnectionOptions, inout Memory, inout AppContext) -> Void
    typealias SceneBody = (SceneSession, inout Memory, inout AppContext) -> Void
    typealias AppActionBody = (ShortcutItem, CompletionHandler, inout Memory, inout AppContext) -> Void
    typealias SceneActionBody = (SceneSession, ShortcutItem, CompletionHandler, inout Memory, inout AppContext) -> Void
    typealias AppBody = (inout Memory, inout AppContext) -> Void

    var implementedMethods: Set<DelegateMethod> = DelegateMethod.sceneDefaults
    var usesScenes = true
    /// The scene manifest's `UIApplicationSupportsMultipleScenes` (B4.1).
    var supportsMultipleScenes = true
    var restoresState = false
    /// Activation conditions by scene name; scenes not listed accept everything (B4.1).
    var sceneConditions: [String: SceneActivationConditions] = [:]
    var memory = Memory()

    var willFinish: LaunchBody = { _, _, _ in true }
    var didFinish: LaunchBody = { _, _, _ in true }
    /// The app delegate's `performActionFor`: routes and reports success (never called with scenes, B3.1).
    var performAction: AppActionBody = { item, handler, _, context in
        context.route(item, to: "\(item.type)Page")
        context.complete(handler, succeeded: true)
    }
    var configurationForConnecting: ConnectBody = { _, _, _, _ in }
    var willConnect: ConnectBody = { _, _, _, _ in }
    var sceneWillEnterForeground: SceneBody = { _, _, _ in }
    var sceneDidBecomeActive: SceneBody = { _, _, _ in }
    var sceneWillResignActive: SceneBody = { _, _, _ in }
    var sceneDidEnterBackground: SceneBody = { _, _, _ in }
    var sceneDidDisconnect: SceneBody = { _, _, _ in }
    /// The scene delegate's `windowScene(_:performActionFor:)`: routes and reports success (B2.1).
    var scenePerformAction: SceneActionBody = { _, item, handler, _, context in
        context.route(item, to: "\(item.type)Page")
        context.complete(handler, succeeded: true)
    }
    var didBecomeActive: AppBody = { _, _ in }
    var willResignActive: AppBody = { _, _ in }
    var willEnterForeground: AppBody = { _, _ in }
    var didEnterBackground: AppBody = { _, _ in }

    func activationConditions(forScene name: String) -> SceneActivationConditions { sceneConditions[name] ?? .any }

    mutating func application(willFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        Self.log("app.willFinishLaunching" + Self.shortcut(options.shortcutItem), &context)
        return willFinish(options, &memory, &context)
    }
    mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        Self.log("app.didFinishLaunching" + Self.shortcut(options.shortcutItem), &context)
        return didFinish(options, &memory, &context)
    }
    mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
        Self.log("app.performAction \(item.type)", &context)
        performAction(item, completionHandler, &memory, &context)
    }
    mutating func application(configurationForConnecting session: SceneSession, options: SceneConnectionOptions, context: inout AppContext) {
        Self.log("app.configurationForConnecting \(session.sceneName)#\(session.persistentIdentifier)" + Self.shortcut(options.shortcutItem), &context)
        configurationForConnecting(session, options, &memory, &context)
    }
    mutating func scene(willConnectTo session: SceneSession, options: SceneConnectionOptions, context: inout AppContext) {
        Self.log("scene.willConnectTo \(session.sceneName)#\(session.persistentIdentifier)" + Self.shortcut(options.shortcutItem), &context)
        willConnect(session, options, &memory, &context)
    }
    mutating func sceneWillEnterForeground(_ session: SceneSession, context: inout AppContext) {
        Self.log("scene.willEnterForeground \(session.sceneName)", &context)
        sceneWillEnterForeground(session, &memory, &context)
    }
    mutating func sceneDidBecomeActive(_ session: SceneSession, context: inout AppContext) {
        Self.log("scene.didBecomeActive \(session.sceneName)", &context)
        sceneDidBecomeActive(session, &memory, &context)
    }
    mutating func sceneWillResignActive(_ session: SceneSession, context: inout AppContext) {
        Self.log("scene.willResignActive \(session.sceneName)", &context)
        sceneWillResignActive(session, &memory, &context)
    }
    mutating func sceneDidEnterBackground(_ session: SceneSession, context: inout AppContext) {
        Self.log("scene.didEnterBackground \(session.sceneName)", &context)
        sceneDidEnterBackground(session, &memory, &context)
    }
    mutating func sceneDidDisconnect(_ session: SceneSession, context: inout AppContext) {
        Self.log("scene.didDisconnect \(session.sceneName)", &context)
        sceneDidDisconnect(session, &memory, &context)
    }
    mutating func windowScene(_ session: SceneSession, performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
        Self.log("scene.performAction \(item.type) scene=\(session.sceneName) state=\(context.applicationState.rawValue)", &context)
        scenePerformAction(session, item, completionHandler, &memory, &context)
    }
    mutating func applicationDidBecomeActive(context: inout AppContext) {
        Self.log("app.didBecomeActive", &context)
        didBecomeActive(&memory, &context)
    }
    mutating func applicationWillResignActive(context: inout AppContext) {
        Self.log("app.willResignActive", &context)
        willResignActive(&memory, &context)
    }
    mutating func applicationWillEnterForeground(context: inout AppContext) {
        Self.log("app.willEnterForeground", &context)
        willEnterForeground(&memory, &context)
    }
    mutating func applicationDidEnterBackground(context: inout AppContext) {
        Self.log("app.didEnterBackground", &context)
        didEnterBackground(&memory, &context)
    }

    /// Where the app-side log is kept: stored data, so it spans every process of a run.
    static let logKey = "sceneScriptedApp.log"

    private static func log(_ line: String, _ context: inout AppContext) {
        guard case .array(let lines)? = context.storedValues[logKey] else {
            context.storedValues[logKey] = .array([.string(line)])
            return
        }
        context.storedValues[logKey] = .array(lines + [.string(line)])
    }

    private static func shortcut(_ item: ShortcutItem?) -> String { item.map { " shortcut=\($0.type)" } ?? "" }
}

extension SceneScriptedApp {
    /// Apple's scene sample (B1.3): `willConnectTo` saves `connectionOptions.shortcutItem`,
    /// `sceneDidBecomeActive` routes it, then clears it unless `clearsAfterHandling` is false (G10).
    static func appleSample(clearsAfterHandling: Bool = true) -> SceneScriptedApp {
        savingLaunchItem(in: [.willConnectTo], clearsAfterHandling: clearsAfterHandling)
    }

    /// Saves the launch item, in one slot, wherever it is read, and routes it on `sceneDidBecomeActive`.
    static func savingLaunchItem(in points: Set<CapturePoint>, clearsAfterHandling: Bool = true) -> SceneScriptedApp {
        var app = SceneScriptedApp()
        if points.contains(.didFinishLaunching) {
            app.didFinish = { options, memory, _ in
                if let item = options.shortcutItem { memory.savedItem = item }
                return true
            }
        }
        if points.contains(.configurationForConnecting) {
            app.configurationForConnecting = { _, options, memory, _ in
                if let item = options.shortcutItem { memory.savedItem = item }
            }
        }
        if points.contains(.willConnectTo) {
            app.willConnect = { _, options, memory, _ in
                if let item = options.shortcutItem { memory.savedItem = item }
            }
        }
        app.sceneDidBecomeActive = { _, memory, context in
            guard let item = memory.savedItem else { return }
            context.route(item, to: "\(item.type)Page")
            if clearsAfterHandling { memory.savedItem = nil }  // G10
        }
        return app
    }

    /// Routes the launch item at once wherever it is read (the scene twin of A2.2's "handle it in the
    /// launch method").
    static func handlingLaunchItem(in points: Set<CapturePoint>) -> SceneScriptedApp {
        var app = SceneScriptedApp()
        let route: ConnectBody = { _, options, _, context in
            if let item = options.shortcutItem { context.route(item, to: "\(item.type)Page") }
        }
        if points.contains(.configurationForConnecting) { app.configurationForConnecting = route }
        if points.contains(.willConnectTo) { app.willConnect = route }
        if points.contains(.didFinishLaunching) {
            app.didFinish = { options, _, context in
                if let item = options.shortcutItem { context.route(item, to: "\(item.type)Page") }
                return true
            }
        }
        return app
    }
}

/// An item that targets the `compose` scene (B4.1).
let sceneComposeItem = ShortcutItem(type: "Compose", localizedTitle: "Compose", icon: .system(.compose), targetContentIdentifier: "compose")
/// An item that targets the `home` scene (B4.1).
let sceneHomeItem = ShortcutItem(type: "Home", localizedTitle: "Home", icon: .system(.home), targetContentIdentifier: "home")
/// An item whose target no scene of the tests declares (B4.2).
let sceneSettingsItem = ShortcutItem(type: "Settings", localizedTitle: "Settings", targetContentIdentifier: "settings")
/// The bundle of the scene tests: Search (no target), Compose, Home and Settings.
let sceneBundle = AppBundle(version: 1, staticItems: [searchItem, sceneComposeItem, sceneHomeItem, sceneSettingsItem])

/// A world with the scene-based app installed, ready for stimuli.
func installedSceneWorld(_ app: SceneScriptedApp = .appleSample(), profile: PlatformProfile = .ios13) throws -> World<SceneScriptedApp> {
    var world = World(app: app, profile: profile)
    try world.perform(.install(sceneBundle))
    return world
}

extension World where App == SceneScriptedApp {
    /// Performs stimuli in order.
    mutating func run(_ stimuli: Stimulus...) throws {
        for stimulus in stimuli { try perform(stimulus) }
    }

    /// Selects a quick action and returns the trace lines (words only) from `user.select` on,
    /// leaving out the menu line that precedes it.
    mutating func select(_ type: String) throws -> [String] {
        try perform(.select(type: type))
        let start = trace.events.lastIndex { $0.words.description == "user.select \(type)" } ?? 0
        return lines(since: start)
    }

    /// The trace lines (words only) from a trace index on.
    func lines(since mark: Int) -> [String] { trace.events[mark...].map { $0.words.description } }

    /// Every trace line (words only).
    var allLines: [String] { lines(since: 0) }

    /// The defects of the run in their short form, `lost Search`.
    var defectSignatures: [String] { finish().map(\.signature) }

    /// A string the app wrote with ``AppContext/note(_:_:)``.
    func noted(_ key: String) -> String? {
        guard case .string(let value)? = storedValues[key] else { return nil }
        return value
    }

    /// The callbacks the app actually received, in order, across every process of the run.
    var appLog: [String] {
        guard case .array(let lines)? = storedValues[SceneScriptedApp.logKey] else { return [] }
        return lines.compactMap { line in
            guard case .string(let text) = line else { return nil }
            return text
        }
    }
}
