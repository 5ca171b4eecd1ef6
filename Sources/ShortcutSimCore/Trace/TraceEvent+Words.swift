extension TraceEvent.Kind {
    /// The event's name, as its words give it (``words``), without building the other words:
    /// matchers compare names first.
    public var name: String {
        switch self {
        case .install: return "system.install"
        case .update: return "system.update"
        case .delete: return "system.delete"
        case .menu: return "home.menu"
        case .select: return "user.select"
        case .tapIcon: return "user.tapIcon"
        case .goHome: return "user.goHome"
        case .lock: return "user.lock"
        case .interrupt: return "system.interrupt"
        case .unlock: return "user.unlock"
        case .forceQuit: return "user.forceQuit"
        case .systemKill: return "system.kill"
        case .userReach: return "user.reach"
        case .state: return "state"
        case .willFinishLaunching: return "app.willFinishLaunching"
        case .stateRestoration: return "uikit.stateRestoration"
        case .didFinishLaunching: return "app.didFinishLaunching"
        case .didFinishLaunchingNotification: return "uikit.didFinishLaunchingNotification"
        case .launchGate: return "uikit.launchGate"
        case .performAction: return "app.performAction"
        case .completion: return "app.completion"
        case .drop: return "uikit.drop"
        case .willEnterForeground: return "app.willEnterForeground"
        case .didBecomeActive: return "app.didBecomeActive"
        case .willResignActive: return "app.willResignActive"
        case .didEnterBackground: return "app.didEnterBackground"
        case .timer: return "app.timer"
        case .milestone: return "milestone"
        case .route: return "route"
        case .unhandled: return "route.unhandled"
        case .show: return "app.show"
        case .setShortcutItems: return "app.setShortcutItems"
        case .deprecation: return "uikit.deprecated"
        case .openScene: return "user.openScene"
        case .closeScene: return "user.closeScene"
        case .disconnectScene: return "system.disconnectScene"
        case .configurationForConnecting: return "app.configurationForConnecting"
        case .sceneWillConnect: return "scene.willConnectTo"
        case .sceneWillEnterForeground: return "scene.willEnterForeground"
        case .sceneDidBecomeActive: return "scene.didBecomeActive"
        case .sceneWillResignActive: return "scene.willResignActive"
        case .sceneDidEnterBackground: return "scene.didEnterBackground"
        case .sceneDidDisconnect: return "scene.didDisconnect"
        case .scenePerformAction: return "scene.performAction"
        case .sessionDiscarded: return "uikit.sessionDiscarded"
        }
    }

    /// The line's words in the documented vocabulary (``EventVocabulary``): its name, subject,
    /// attributes and result.
    public var words: EventWords { EventWords(name: name, subject: subject, attributes: attributes, result: result) }

    /// The word after the name, if the event has one (``EventWords/subject``): made without the
    /// other words, so a matcher can compare it alone.
    public var subject: String? {
        switch self {
        case .install, .update, .delete, .tapIcon, .goHome, .lock, .interrupt, .unlock, .forceQuit, .systemKill,
             .willFinishLaunching, .stateRestoration, .didFinishLaunching, .didFinishLaunchingNotification,
             .willEnterForeground, .didBecomeActive, .willResignActive, .didEnterBackground:
            return nil
        case .menu(let items, _, _): return Self.list(items)
        case .select(let type), .performAction(let type, _), .completion(let type, _, _), .drop(let type, _),
             .route(let type, _), .unhandled(let type), .scenePerformAction(let type, _, _):
            return type
        case .userReach(let milestone): return milestone
        case .state(let state): return state.rawValue
        case .launchGate(let open, _, _): return open ? "open" : "closed"
        case .timer(let name), .milestone(let name): return name
        case .show(let screen): return screen
        case .setShortcutItems(let types): return Self.list(types)
        case .deprecation(let api, _): return api
        case .openScene(let scene), .closeScene(let scene), .disconnectScene(let scene),
             .configurationForConnecting(let scene, _), .sceneWillConnect(let scene, _),
             .sceneWillEnterForeground(let scene), .sceneDidBecomeActive(let scene), .sceneWillResignActive(let scene),
             .sceneDidEnterBackground(let scene), .sceneDidDisconnect(let scene), .sessionDiscarded(let scene):
            return scene
        }
    }

    /// The `key=value` words, in their printed order (``EventWords/attributes``).
    public var attributes: [EventWords.Attribute] {
        typealias A = EventWords.Attribute
        func shortcut(_ type: String?) -> [A] { type.map { [A("shortcut", $0)] } ?? [] }
        switch self {
        case .install(let version), .update(let version): return [A("version", String(version))]
        case .menu(_, let hidden, let systemRows):
            var attributes: [A] = []
            if !hidden.isEmpty { attributes.append(A("hidden", Self.list(hidden))) }
            if !systemRows.isEmpty { attributes.append(A("system", Self.list(systemRows))) }
            return attributes
        case .willFinishLaunching(let type, _), .didFinishLaunching(let type, _), .didFinishLaunchingNotification(let type):
            return shortcut(type)
        case .launchGate(_, let willFinish, let didFinish):
            return [A("willFinishLaunching", willFinish.description), A("didFinishLaunching", didFinish.description)]
        case .drop(_, let reason): return [A("reason", reason.rawValue)]
        case .setShortcutItems(let types): return [A("count", String(types.count))]
        case .deprecation(_, let rule): return [A("rule", rule.rawValue)]
        case .configurationForConnecting(_, let type), .sceneWillConnect(_, let type): return shortcut(type)
        case .scenePerformAction(_, let scene, _): return [A("scene", scene)]
        case .delete, .select, .tapIcon, .goHome, .lock, .interrupt, .unlock, .forceQuit, .systemKill, .userReach, .state,
             .stateRestoration, .performAction, .completion, .willEnterForeground, .didBecomeActive, .willResignActive,
             .didEnterBackground, .timer, .milestone, .route, .unhandled, .show, .openScene, .closeScene, .disconnectScene,
             .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground,
             .sceneDidDisconnect, .sessionDiscarded:
            return []
        }
    }

    /// The word after `->`, if the event has one (``EventWords/result``).
    public var result: String? {
        switch self {
        case .willFinishLaunching(_, let returned), .didFinishLaunching(_, let returned): return String(returned)
        case .completion(_, _, let succeeded): return String(succeeded)
        case .route(_, let destination): return destination
        default: return nil
        }
    }

    private static func list(_ values: [String]) -> String { values.isEmpty ? "none" : values.joined(separator: ",") }
}

extension TraceEvent {
    /// The event's words (without its time).
    public var words: EventWords { kind.words }

    /// The stable one-line text: the time, padded, then the words: `   3.000s  route Search -> SearchPage`.
    public var line: String {
        let time = time.description
        return String(repeating: " ", count: max(0, 9 - time.count)) + time + "  " + words.description
    }
}
