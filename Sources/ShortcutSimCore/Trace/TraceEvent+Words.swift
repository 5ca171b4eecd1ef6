extension TraceEvent.Kind {
    /// The event's name, as its words give it (``words``), without building the other words:
    /// matchers compare names first.
    public var name: String { EventVocabulary.entries[vocabularyIndex].name }

    /// Where the event's name is in ``EventVocabulary/entries``: two events have the same name
    /// exactly when they have the same index, so matchers compare these instead of strings.
    /// Inlinable: the matcher asks it of every event of a trace, from another module.
    @inlinable
    public var vocabularyIndex: Int {
        switch self {
        case .install: return 0  // system.install
        case .update: return 1  // system.update
        case .delete: return 2  // system.delete
        case .menu: return 3  // home.menu
        case .select: return 4  // user.select
        case .tapIcon: return 5  // user.tapIcon
        case .goHome: return 6  // user.goHome
        case .lock: return 7  // user.lock
        case .interrupt: return 8  // system.interrupt
        case .unlock: return 9  // user.unlock
        case .forceQuit: return 10  // user.forceQuit
        case .systemKill: return 12  // system.kill
        case .userReach: return 11  // user.reach
        case .state: return 13  // state
        case .willFinishLaunching: return 14  // app.willFinishLaunching
        case .stateRestoration: return 15  // uikit.stateRestoration
        case .didFinishLaunching: return 16  // app.didFinishLaunching
        case .didFinishLaunchingNotification: return 17  // uikit.didFinishLaunchingNotification
        case .launchGate: return 18  // uikit.launchGate
        case .performAction: return 19  // app.performAction
        case .completion: return 20  // app.completion
        case .drop: return 21  // uikit.drop
        case .willEnterForeground: return 22  // app.willEnterForeground
        case .didBecomeActive: return 23  // app.didBecomeActive
        case .willResignActive: return 24  // app.willResignActive
        case .didEnterBackground: return 25  // app.didEnterBackground
        case .timer: return 26  // app.timer
        case .milestone: return 27  // milestone
        case .route: return 28  // route
        case .unhandled: return 29  // route.unhandled
        case .show: return 30  // app.show
        case .setShortcutItems: return 31  // app.setShortcutItems
        case .deprecation: return 44  // uikit.deprecated
        case .openScene: return 32  // user.openScene
        case .closeScene: return 33  // user.closeScene
        case .disconnectScene: return 34  // system.disconnectScene
        case .configurationForConnecting: return 35  // app.configurationForConnecting
        case .sceneWillConnect: return 36  // scene.willConnectTo
        case .sceneWillEnterForeground: return 37  // scene.willEnterForeground
        case .sceneDidBecomeActive: return 38  // scene.didBecomeActive
        case .sceneWillResignActive: return 39  // scene.willResignActive
        case .sceneDidEnterBackground: return 40  // scene.didEnterBackground
        case .sceneDidDisconnect: return 41  // scene.didDisconnect
        case .scenePerformAction: return 42  // scene.performAction
        case .sessionDiscarded: return 43  // uikit.sessionDiscarded
        case .appDrop: return 45  // app.drop
        case .crash: return 46  // app.crash
        case .noMenu: return 47  // home.noMenu
        case .backgroundLaunch: return 48  // system.backgroundLaunch
        case .menuRow: return 49  // home.menuRow
        case .userUndo: return 50  // user.undo
        case .launchCrash: return 51  // app.launchCrash
        case .milestoneUndone: return 52  // milestone.undone
        case .appExit: return 53  // app.exit
        case .appSuspend: return 54  // app.suspend
        }
    }

    /// The line's words in the documented vocabulary (``EventVocabulary``): its name, subject,
    /// attributes and result.
    public var words: EventWords { EventWords(name: name, subject: subject, attributes: attributes, result: result) }

    /// The word after the name, if the event has one (``EventWords/subject``): made without the
    /// other words, so a matcher can compare it alone.
    public var subject: String? {
        switch self {
        case .install, .update, .delete, .tapIcon, .backgroundLaunch, .goHome, .lock, .interrupt, .unlock, .forceQuit, .systemKill,
             .willFinishLaunching, .stateRestoration, .didFinishLaunching, .didFinishLaunchingNotification,
             .willEnterForeground, .didBecomeActive, .willResignActive, .didEnterBackground, .noMenu, .launchCrash, .appExit, .appSuspend:
            return nil
        case .menu(let items, _, _): return ShortcutTypeSpelling.printedList(items)
        case .select(let type, _), .performAction(let type, _, _), .completion(let type, _, _), .drop(let type, _, _),
             .route(let type, _), .unhandled(let type), .scenePerformAction(let type, _, _, _),
             .appDrop(let type, _), .crash(let type, _, _, _), .menuRow(let type, _, _, _, _):
            return type
        case .userReach(let milestone), .userUndo(let milestone): return milestone
        case .state(let state): return state.rawValue
        case .launchGate(let open, _, _): return open ? "open" : "closed"
        case .timer(let name), .milestone(let name), .milestoneUndone(let name): return name
        case .show(let screen): return screen
        case .setShortcutItems(let types): return ShortcutTypeSpelling.printedList(types)
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
            if !hidden.isEmpty { attributes.append(A("hidden", ShortcutTypeSpelling.printedList(hidden))) }
            if !systemRows.isEmpty { attributes.append(A("system", Self.list(systemRows))) }
            return attributes
        case .willFinishLaunching(let type, _), .didFinishLaunching(let type, _), .didFinishLaunchingNotification(let type):
            return shortcut(type)
        case .launchGate(_, let willFinish, let didFinish):
            return [A("willFinishLaunching", willFinish.description), A("didFinishLaunching", didFinish.description)]
        case .drop(_, let reason, let title): return [A("reason", reason.rawValue)] + (title.map { [A("title", $0)] } ?? [])
        case .appDrop(_, .missing(let missing)): return missing.isEmpty ? [] : [A("missing", Self.list(missing))]
        case .appDrop(_, .replaced(let newer)): return [A("replacedBy", newer)]
        case .appDrop(_, .cause(let cause)): return [A("cause", cause.rawValue)]
        case .launchCrash(let launchMethod, let reached):
            return [A("in", launchMethod)] + (reached.isEmpty ? [] : [A("with", Self.list(reached))])
        case .crash(_, let missing, let launchMethod, let reached):
            return (missing.isEmpty ? [] : [A("missing", Self.list(missing))]) + (launchMethod.map { [A("in", $0)] } ?? [])
                + (reached.isEmpty ? [] : [A("with", Self.list(reached))])
        case .setShortcutItems(let types): return [A("count", String(types.count))]
        case .deprecation(_, let rule): return [A("rule", rule.rawValue)]
        case .noMenu(let forceTouch): return [A("forceTouch", forceTouch.rawValue)]
        case .menuRow(_, let title, let subtitle, let icon, let titleLines):
            return [A("title", title)] + (subtitle.map { [A("subtitle", $0)] } ?? [])
                + [A("icon", icon ?? EventVocabulary.noIcon), A("lines", String(titleLines))]
        case .configurationForConnecting(_, let type), .sceneWillConnect(_, let type): return shortcut(type)
        case .scenePerformAction(_, let scene, _, let title): return [A("scene", scene)] + (title.map { [A("title", $0)] } ?? [])
        case .select(_, let title), .performAction(_, _, let title): return title.map { [A("title", $0)] } ?? []
        case .delete, .tapIcon, .backgroundLaunch, .goHome, .lock, .interrupt, .unlock, .forceQuit, .systemKill, .userReach, .userUndo, .state,
             .stateRestoration, .completion, .willEnterForeground, .didBecomeActive, .willResignActive,
             .didEnterBackground, .timer, .milestone, .milestoneUndone, .appExit, .appSuspend, .route, .unhandled, .show, .openScene, .closeScene, .disconnectScene,
             .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground,
             .sceneDidDisconnect, .sessionDiscarded:
            return []
        }
    }

    /// The value of the attribute `key` (``attributes``), or nil when the event has none: for the
    /// events most often matched, read without making the list of every attribute.
    package func attributeValue(forKey key: String) -> String? {
        switch self {
        case .willFinishLaunching(let type, _), .didFinishLaunching(let type, _), .didFinishLaunchingNotification(let type),
             .configurationForConnecting(_, let type), .sceneWillConnect(_, let type):
            return key == "shortcut" ? type : nil
        case .select(_, let title), .performAction(_, _, let title):
            return key == "title" ? title : nil
        case .launchGate(_, let willFinish, let didFinish):
            switch key {
            case "willFinishLaunching": return willFinish.description
            case "didFinishLaunching": return didFinish.description
            default: return nil
            }
        default:
            return attributes.first { $0.key == key }?.value
        }
    }

    /// The word after `->`, if the event has one (``EventWords/result``).
    public var result: String? {
        switch self {
        case .willFinishLaunching(_, let returned), .didFinishLaunching(_, let returned): return returned.map { String($0) }
        case .completion(_, _, let succeeded): return String(succeeded)
        case .route(_, let destination): return destination
        default: return nil
        }
    }

    private static func list(_ values: [String]) -> String { values.isEmpty ? "none" : values.joined(separator: ",") }

    /// Whether ``subject`` is `text`, without making a list subject (`home.menu Search,Compose`)
    /// unless a type in it is quoted: the matcher asks this of every event a pattern with a subject
    /// is tried on. A list subject is compared as ``ShortcutTypeSpelling/printedList(_:)`` writes it.
    public func hasSubject(_ text: String) -> Bool {
        switch self {
        case .menu(let items, _, _), .setShortcutItems(let items):
            // The bytes of the types as they are equal those of the printed list when every type
            // is a plain word; a printed list differs from them only by quotes.
            if Self.list(items, hasBytesOf: text) {
                return items.allSatisfy(ShortcutTypeSpelling.isPlainWord) && !ShortcutTypeSpelling.isListOfNone(items)
                    || ShortcutTypeSpelling.printedList(items) == text
            }
            // Different bytes are different text, unless Unicode spells one text two ways or a type is quoted.
            // Read as bytes: most events a pattern is tried on differ, and take this way.
            func isASCII(_ string: String) -> Bool { string.utf8.allSatisfy { $0 < 0x80 } }
            if text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\"") }) && items.allSatisfy(isASCII) { return false }
            return ShortcutTypeSpelling.printedList(items) == text
        default:
            return subject == text
        }
    }

    /// Whether `text` has the UTF-8 bytes of the values joined by commas, or `none` for no values.
    private static func list(_ values: [String], hasBytesOf text: String) -> Bool {
        guard !values.isEmpty else { return text == ShortcutTypeSpelling.emptyList }
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            for (index, value) in values.enumerated() {
                if index > 0 {
                    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else { return false }
                    offset += 1
                }
                var value = value
                let matches = value.withUTF8 { part in
                    part.count <= bytes.count - offset && part.elementsEqual(bytes[offset ..< offset + part.count])
                }
                guard matches else { return false }
                offset += value.utf8.count
            }
            return offset == bytes.count
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
