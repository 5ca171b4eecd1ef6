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

    /// The line's words in the documented vocabulary (``EventVocabulary``).
    public var words: EventWords {
        typealias A = EventWords.Attribute
        func shortcut(_ type: String?) -> [A] { type.map { [A("shortcut", $0)] } ?? [] }
        func list(_ values: [String]) -> String { values.isEmpty ? "none" : values.joined(separator: ",") }
        switch self {
        case .install(let version): return EventWords(name: self.name, attributes: [A("version", String(version))])
        case .update(let version): return EventWords(name: self.name, attributes: [A("version", String(version))])
        case .delete: return EventWords(name: self.name)
        case .menu(let items, let hidden, let systemRows):
            var attributes: [A] = []
            if !hidden.isEmpty { attributes.append(A("hidden", list(hidden))) }
            if !systemRows.isEmpty { attributes.append(A("system", list(systemRows))) }
            return EventWords(name: self.name, subject: list(items), attributes: attributes)
        case .select(let type): return EventWords(name: self.name, subject: type)
        case .tapIcon: return EventWords(name: self.name)
        case .goHome: return EventWords(name: self.name)
        case .lock: return EventWords(name: self.name)
        case .interrupt: return EventWords(name: self.name)
        case .unlock: return EventWords(name: self.name)
        case .forceQuit: return EventWords(name: self.name)
        case .systemKill: return EventWords(name: self.name)
        case .userReach(let milestone): return EventWords(name: self.name, subject: milestone)
        case .state(let state): return EventWords(name: self.name, subject: state.rawValue)
        case .willFinishLaunching(let type, let returned):
            return EventWords(name: self.name, attributes: shortcut(type), result: String(returned))
        case .stateRestoration: return EventWords(name: self.name)
        case .didFinishLaunching(let type, let returned):
            return EventWords(name: self.name, attributes: shortcut(type), result: String(returned))
        case .didFinishLaunchingNotification(let type):
            return EventWords(name: self.name, attributes: shortcut(type))
        case .launchGate(let open, let willFinish, let didFinish):
            return EventWords(name: self.name, subject: open ? "open" : "closed",
                              attributes: [A("willFinishLaunching", willFinish.description), A("didFinishLaunching", didFinish.description)])
        case .performAction(let type, _): return EventWords(name: self.name, subject: type)
        case .completion(let type, _, let succeeded): return EventWords(name: self.name, subject: type, result: String(succeeded))
        case .drop(let type, let reason): return EventWords(name: self.name, subject: type, attributes: [A("reason", reason.rawValue)])
        case .willEnterForeground: return EventWords(name: self.name)
        case .didBecomeActive: return EventWords(name: self.name)
        case .willResignActive: return EventWords(name: self.name)
        case .didEnterBackground: return EventWords(name: self.name)
        case .timer(let name): return EventWords(name: self.name, subject: name)
        case .milestone(let name): return EventWords(name: self.name, subject: name)
        case .route(let type, let destination): return EventWords(name: self.name, subject: type, result: destination)
        case .unhandled(let type): return EventWords(name: self.name, subject: type)
        case .show(let screen): return EventWords(name: self.name, subject: screen)
        case .setShortcutItems(let types):
            return EventWords(name: self.name, subject: list(types), attributes: [A("count", String(types.count))])
        case .deprecation(let api, let rule):
            return EventWords(name: self.name, subject: api, attributes: [A("rule", rule.rawValue)])
        case .openScene(let scene): return EventWords(name: self.name, subject: scene)
        case .closeScene(let scene): return EventWords(name: self.name, subject: scene)
        case .disconnectScene(let scene): return EventWords(name: self.name, subject: scene)
        case .configurationForConnecting(let scene, let type):
            return EventWords(name: self.name, subject: scene, attributes: shortcut(type))
        case .sceneWillConnect(let scene, let type): return EventWords(name: self.name, subject: scene, attributes: shortcut(type))
        case .sceneWillEnterForeground(let scene): return EventWords(name: self.name, subject: scene)
        case .sceneDidBecomeActive(let scene): return EventWords(name: self.name, subject: scene)
        case .sceneWillResignActive(let scene): return EventWords(name: self.name, subject: scene)
        case .sceneDidEnterBackground(let scene): return EventWords(name: self.name, subject: scene)
        case .sceneDidDisconnect(let scene): return EventWords(name: self.name, subject: scene)
        case .scenePerformAction(let type, let scene, _):
            return EventWords(name: self.name, subject: type, attributes: [A("scene", scene)])
        case .sessionDiscarded(let scene): return EventWords(name: self.name, subject: scene)
        }
    }
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
