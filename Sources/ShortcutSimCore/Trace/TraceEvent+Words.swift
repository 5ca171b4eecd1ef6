extension TraceEvent.Kind {
    /// The line's words in the documented vocabulary (``EventVocabulary``).
    public var words: EventWords {
        typealias A = EventWords.Attribute
        func shortcut(_ type: String?) -> [A] { type.map { [A("shortcut", $0)] } ?? [] }
        func list(_ values: [String]) -> String { values.isEmpty ? "none" : values.joined(separator: ",") }
        switch self {
        case .install(let version): return EventWords(name: "system.install", attributes: [A("version", String(version))])
        case .update(let version): return EventWords(name: "system.update", attributes: [A("version", String(version))])
        case .delete: return EventWords(name: "system.delete")
        case .menu(let items, let hidden, let systemRows):
            var attributes: [A] = []
            if !hidden.isEmpty { attributes.append(A("hidden", list(hidden))) }
            if !systemRows.isEmpty { attributes.append(A("system", list(systemRows))) }
            return EventWords(name: "home.menu", subject: list(items), attributes: attributes)
        case .select(let type): return EventWords(name: "user.select", subject: type)
        case .tapIcon: return EventWords(name: "user.tapIcon")
        case .goHome: return EventWords(name: "user.goHome")
        case .lock: return EventWords(name: "user.lock")
        case .unlock: return EventWords(name: "user.unlock")
        case .forceQuit: return EventWords(name: "user.forceQuit")
        case .systemKill: return EventWords(name: "system.kill")
        case .userReach(let milestone): return EventWords(name: "user.reach", subject: milestone)
        case .state(let state): return EventWords(name: "state", subject: state.rawValue)
        case .willFinishLaunching(let type, let returned):
            return EventWords(name: "app.willFinishLaunching", attributes: shortcut(type), result: String(returned))
        case .stateRestoration: return EventWords(name: "uikit.stateRestoration")
        case .didFinishLaunching(let type, let returned):
            return EventWords(name: "app.didFinishLaunching", attributes: shortcut(type), result: String(returned))
        case .didFinishLaunchingNotification(let type):
            return EventWords(name: "uikit.didFinishLaunchingNotification", attributes: shortcut(type))
        case .launchGate(let open, let willFinish, let didFinish):
            return EventWords(name: "uikit.launchGate", subject: open ? "open" : "closed",
                              attributes: [A("willFinishLaunching", willFinish.description), A("didFinishLaunching", didFinish.description)])
        case .performAction(let type, _): return EventWords(name: "app.performAction", subject: type)
        case .completion(let type, _, let succeeded): return EventWords(name: "app.completion", subject: type, result: String(succeeded))
        case .drop(let type, let reason): return EventWords(name: "uikit.drop", subject: type, attributes: [A("reason", reason.rawValue)])
        case .willEnterForeground: return EventWords(name: "app.willEnterForeground")
        case .didBecomeActive: return EventWords(name: "app.didBecomeActive")
        case .willResignActive: return EventWords(name: "app.willResignActive")
        case .didEnterBackground: return EventWords(name: "app.didEnterBackground")
        case .timer(let name): return EventWords(name: "app.timer", subject: name)
        case .milestone(let name): return EventWords(name: "milestone", subject: name)
        case .route(let type, let destination): return EventWords(name: "route", subject: type, result: destination)
        case .unhandled(let type): return EventWords(name: "route.unhandled", subject: type)
        case .show(let screen): return EventWords(name: "app.show", subject: screen)
        case .setShortcutItems(let types):
            return EventWords(name: "app.setShortcutItems", subject: list(types), attributes: [A("count", String(types.count))])
        case .deprecation(let api, let rule):
            return EventWords(name: "uikit.deprecated", subject: api, attributes: [A("rule", rule.rawValue)])
        case .openScene(let scene): return EventWords(name: "user.openScene", subject: scene)
        case .closeScene(let scene): return EventWords(name: "user.closeScene", subject: scene)
        case .disconnectScene(let scene): return EventWords(name: "system.disconnectScene", subject: scene)
        case .configurationForConnecting(let scene, let type):
            return EventWords(name: "app.configurationForConnecting", subject: scene, attributes: shortcut(type))
        case .sceneWillConnect(let scene, let type): return EventWords(name: "scene.willConnectTo", subject: scene, attributes: shortcut(type))
        case .sceneWillEnterForeground(let scene): return EventWords(name: "scene.willEnterForeground", subject: scene)
        case .sceneDidBecomeActive(let scene): return EventWords(name: "scene.didBecomeActive", subject: scene)
        case .sceneWillResignActive(let scene): return EventWords(name: "scene.willResignActive", subject: scene)
        case .sceneDidEnterBackground(let scene): return EventWords(name: "scene.didEnterBackground", subject: scene)
        case .sceneDidDisconnect(let scene): return EventWords(name: "scene.didDisconnect", subject: scene)
        case .scenePerformAction(let type, let scene, _):
            return EventWords(name: "scene.performAction", subject: type, attributes: [A("scene", scene)])
        case .sessionDiscarded(let scene): return EventWords(name: "uikit.sessionDiscarded", subject: scene)
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
