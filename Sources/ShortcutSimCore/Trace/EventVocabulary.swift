/// The documented vocabulary of trace lines: every event name, what its words mean, and its rules.
///
/// Scenario expectations are checked against this list, so a misspelled event name is an error
/// with a "did you mean", never an expectation that silently matches nothing.
public enum EventVocabulary {
    /// What the positional word after an event name holds.
    public enum SubjectKind: Hashable, Sendable {
        /// The event has no subject.
        case none
        /// A shortcut type declared by the scenario.
        case shortcutType
        /// A comma-separated list of shortcut types, or `none`.
        case shortcutTypes
        /// One of a fixed set of words.
        case oneOf([String])
        /// A name chosen by the app or scenario (a milestone, a timer, a screen, an API).
        case name
    }

    /// The description of one event name.
    public struct Entry: Hashable, Sendable {
        /// The event name.
        public let name: String
        /// Who the event belongs to in a diagram.
        public let participant: Participant
        /// What the subject word holds.
        public let subject: SubjectKind
        /// The attribute keys the line can carry.
        public let attributes: [String]
        /// Whether the line can end with `-> value`, and what the value is.
        public let result: String?
        /// One sentence saying what the event means.
        public let summary: String
        /// The rules behind the event.
        public let rules: [RuleID]
    }

    /// Every event name, in the order a launch meets them.
    public static let entries: [Entry] = [
        Entry(name: "system.install", participant: .homeScreen, subject: .none, attributes: ["version"], result: nil,
              summary: "The app is installed; its static items are registered.", rules: ["C1.6", "C3.3"]),
        Entry(name: "system.update", participant: .homeScreen, subject: .none, attributes: ["version"], result: nil,
              summary: "The app is updated; a running process ends; dynamic items survive.", rules: ["C3.4"]),
        Entry(name: "system.delete", participant: .homeScreen, subject: .none, attributes: [], result: nil,
              summary: "The app is deleted with its dynamic items and stored data.", rules: ["C3.1"]),
        Entry(name: "home.menu", participant: .homeScreen, subject: .shortcutTypes, attributes: ["hidden", "system"], result: nil,
              summary: "The quick-action menu appears: app items, items that did not fit, system rows.", rules: ["C2.1", "C2.2", "C2.3"]),
        Entry(name: "user.select", participant: .user, subject: .shortcutType, attributes: ["title"], result: nil,
              summary: "The user selects a quick action from the menu; `title` when the step names one of several items of the type.", rules: ["A1.1", "A3.1"]),
        Entry(name: "user.tapIcon", participant: .user, subject: .none, attributes: [], result: nil,
              summary: "The user taps the app icon.", rules: ["A3.1"]),
        Entry(name: "user.goHome", participant: .user, subject: .none, attributes: [], result: nil,
              summary: "The user goes to the Home Screen.", rules: ["A7.3"]),
        Entry(name: "user.lock", participant: .user, subject: .none, attributes: [], result: nil,
              summary: "The user locks the device.", rules: ["A7.3"]),
        Entry(name: "system.interrupt", participant: .homeScreen, subject: .none, attributes: [], result: nil,
              summary: "A temporary interruption (Control Center, Notification Center, an alert, a call): the app resigns active and becomes active again without leaving the foreground.", rules: ["A7.3", "G10"]),
        Entry(name: "user.unlock", participant: .user, subject: .none, attributes: [], result: nil,
              summary: "The user unlocks the device.", rules: ["A3.2"]),
        Entry(name: "user.forceQuit", participant: .user, subject: .none, attributes: [], result: nil,
              summary: "The user force-quits the app; the next action is a cold launch.", rules: ["A7.4"]),
        Entry(name: "user.reach", participant: .user, subject: .name, attributes: [], result: nil,
              summary: "The user completes something the app waits for, such as login.", rules: []),
        Entry(name: "system.kill", participant: .homeScreen, subject: .none, attributes: [], result: nil,
              summary: "The system kills the app for memory; the next action is a cold launch.", rules: ["A7.4"]),
        Entry(name: "state", participant: .uikit, subject: .oneOf(ApplicationState.allCases.map(\.rawValue)), attributes: [], result: nil,
              summary: "UIKit's applicationState changes (suspension has no callback); a cold launch starts inactive, before willFinishLaunching, or background with scenes, which follow their most active scene.", rules: ["A1.1", "A1.2", "A3.4", "A7.3", "B1.1"]),
        Entry(name: "app.willFinishLaunching", participant: .appDelegate, subject: .none, attributes: ["shortcut"], result: "true|false",
              summary: "application(_:willFinishLaunchingWithOptions:) and its return value.", rules: ["A1.1", "A1.3", "A2.1", "B3.3"]),
        Entry(name: "uikit.stateRestoration", participant: .uikit, subject: .none, attributes: [], result: nil,
              summary: "State restoration, between the two launch methods.", rules: ["A7.1"]),
        Entry(name: "app.didFinishLaunching", participant: .appDelegate, subject: .none, attributes: ["shortcut"], result: "true|false",
              summary: "application(_:didFinishLaunchingWithOptions:) and its return value.", rules: ["A1.1", "A1.3", "A2.1", "A2.4", "B3.3"]),
        Entry(name: "uikit.didFinishLaunchingNotification", participant: .uikit, subject: .none, attributes: ["shortcut"], result: nil,
              summary: "UIApplication.didFinishLaunchingNotification, with the launch options.", rules: ["A1.1", "A1.3", "B3.3"]),
        Entry(name: "uikit.launchGate", participant: .uikit, subject: .oneOf(["open", "closed"]),
              attributes: ["willFinishLaunching", "didFinishLaunching"], result: nil,
              summary: "Whether the launch item goes to performActionFor: each method's true, false or missing.", rules: ["A2.1", "A2.3"]),
        Entry(name: "app.performAction", participant: .appDelegate, subject: .shortcutType, attributes: ["title"], result: nil,
              summary: "application(_:performActionFor:completionHandler:) receives the item (its title when another item has its type); never called with scenes.", rules: ["A1.2", "A3.1", "A3.2", "B3.1", "C1.2"]),
        Entry(name: "app.completion", participant: .appDelegate, subject: .shortcutType, attributes: [], result: "true|false",
              summary: "The app (or scene) delegate calls the completion handler with its result.", rules: ["A5.1", "A5.2", "A5.4"]),
        Entry(name: "uikit.drop", participant: .uikit, subject: .shortcutType, attributes: ["reason", "title"], result: nil,
              summary: "UIKit consumes the action without handing it to the app (its title when another item has its type).", rules: ["A6.1", "B3.2", "C1.2"]),
        Entry(name: "app.willEnterForeground", participant: .appDelegate, subject: .none, attributes: [], result: nil,
              summary: "applicationWillEnterForeground(_:), only on a warm resume.", rules: ["A1.1", "A3.2", "A3.3"]),
        Entry(name: "app.didBecomeActive", participant: .appDelegate, subject: .none, attributes: [], result: nil,
              summary: "applicationDidBecomeActive(_:).", rules: ["A1.1", "A3.2"]),
        Entry(name: "app.willResignActive", participant: .appDelegate, subject: .none, attributes: [], result: nil,
              summary: "applicationWillResignActive(_:).", rules: ["A7.3"]),
        Entry(name: "app.didEnterBackground", participant: .appDelegate, subject: .none, attributes: [], result: nil,
              summary: "applicationDidEnterBackground(_:).", rules: ["A7.3"]),
        Entry(name: "app.timer", participant: .router, subject: .name, attributes: [], result: nil,
              summary: "A timer the app scheduled fires: a dispatch_after, or a block dispatched to the next main-queue turn (mainQueue.NAME).", rules: []),
        Entry(name: "milestone", participant: .router, subject: .name, attributes: [], result: nil,
              summary: "The app reaches a readiness milestone, such as its root tab bar existing.", rules: []),
        Entry(name: "route", participant: .router, subject: .shortcutType, attributes: [], result: "destination",
              summary: "The app's router shows the destination for the quick action.", rules: ["C1.2"]),
        Entry(name: "route.unhandled", participant: .router, subject: .shortcutType, attributes: [], result: nil,
              summary: "The app has no route for the type and ignores it.", rules: ["C1.2", "C3.4"]),
        Entry(name: "app.show", participant: .router, subject: .name, attributes: [], result: nil,
              summary: "The app shows a screen as its own work, not for a quick action.", rules: []),
        Entry(name: "app.setShortcutItems", participant: .appDelegate, subject: .shortcutTypes, attributes: ["count"], result: nil,
              summary: "The app sets UIApplication.shortcutItems (the dynamic items only).", rules: ["C1.6", "C3.2"]),
        Entry(name: "user.openScene", participant: .user, subject: .name, attributes: [], result: nil,
              summary: "The user opens another window of the app (iPad).", rules: ["B4.1"]),
        Entry(name: "user.closeScene", participant: .user, subject: .name, attributes: [], result: nil,
              summary: "The user closes a window; its session is discarded.", rules: ["B1.4"]),
        Entry(name: "system.disconnectScene", participant: .homeScreen, subject: .name, attributes: [], result: nil,
              summary: "The system disconnects a background scene; its session survives.", rules: ["B1.4"]),
        Entry(name: "app.configurationForConnecting", participant: .appDelegate, subject: .name, attributes: ["shortcut"], result: nil,
              summary: "application(_:configurationForConnecting:options:), only for a new scene session.", rules: ["B1.1", "B1.4"]),
        Entry(name: "scene.willConnectTo", participant: .sceneDelegate, subject: .name, attributes: ["shortcut"], result: nil,
              summary: "scene(_:willConnectTo:options:) with connectionOptions.shortcutItem.", rules: ["B1.1", "B1.2", "B1.3"]),
        Entry(name: "scene.willEnterForeground", participant: .sceneDelegate, subject: .name, attributes: [], result: nil,
              summary: "sceneWillEnterForeground(_:).", rules: ["B1.1", "B2.2"]),
        Entry(name: "scene.didBecomeActive", participant: .sceneDelegate, subject: .name, attributes: [], result: nil,
              summary: "sceneDidBecomeActive(_:).", rules: ["B1.1", "B1.3", "B2.2"]),
        Entry(name: "scene.willResignActive", participant: .sceneDelegate, subject: .name, attributes: [], result: nil,
              summary: "sceneWillResignActive(_:).", rules: ["A7.5"]),
        Entry(name: "scene.didEnterBackground", participant: .sceneDelegate, subject: .name, attributes: [], result: nil,
              summary: "sceneDidEnterBackground(_:).", rules: ["A7.5"]),
        Entry(name: "scene.didDisconnect", participant: .sceneDelegate, subject: .name, attributes: [], result: nil,
              summary: "sceneDidDisconnect(_:): the scene is released; its session survives.", rules: ["B1.4"]),
        Entry(name: "scene.performAction", participant: .sceneDelegate, subject: .shortcutType, attributes: ["scene", "title"], result: nil,
              summary: "windowScene(_:performActionFor:completionHandler:) on the scene UIKit selected (the item's title when another item has its type).", rules: ["B2.1", "B2.2", "B4.1", "C1.2"]),
        Entry(name: "uikit.sessionDiscarded", participant: .uikit, subject: .name, attributes: [], result: nil,
              summary: "A scene session is discarded: the next connection creates a new one.", rules: ["B1.4"]),
        Entry(name: "uikit.deprecated", participant: .uikit, subject: .name, attributes: ["rule"], result: nil,
              summary: "The app relies on an API the profile's iOS deprecates.", rules: ["A1.4"]),
        Entry(name: "app.drop", participant: .router, subject: .shortcutType, attributes: ["missing", "replacedBy", "cause"], result: nil,
              summary: "The app discards the quick action without routing it: the milestones it checked were not reached, (`replacedBy`) a newer action took its place in the one pending item the app keeps, or (`cause`) its own logic skipped the call, or its destination needs the app active and the app was not.",
              rules: ["A1.2", "A3.1", "A2.6", "A3.4"]),
        Entry(name: "app.crash", participant: .router, subject: .shortcutType, attributes: ["missing", "in", "with"], result: nil,
              summary: "The app crashes while handling the quick action: the milestones it relied on were not reached, (`in`) a launch method failed on the launch options holding it, or (`with`) code that exists once these milestones are reached failed on it; the process ends.", rules: ["A1.2", "A1.3", "A3.1", "A7.4"]),
        Entry(name: "home.noMenu", participant: .homeScreen, subject: .none, attributes: ["forceTouch"], result: nil,
              summary: "Touch and hold shows no quick-action menu: before iOS 13 only devices with 3D Touch have one.", rules: ["E1"]),
        Entry(name: "system.backgroundLaunch", participant: .homeScreen, subject: .none, attributes: [], result: nil,
              summary: "The system launches the app directly into the background (a silent push, a background fetch, a location update); no activation follows.", rules: ["A3.1", "A7.3"]),
        Entry(name: "home.menuRow", participant: .homeScreen, subject: .shortcutType, attributes: ["title", "subtitle", "icon", "lines"], result: nil,
              summary: "One app row of the menu as drawn (`show menu details`): its title, its subtitle if any, the icon shown (`none` without one) and the lines its title may use.",
              rules: ["C1.3", "C1.4", "C5.1"]),
        Entry(name: "user.undo", participant: .user, subject: .name, attributes: [], result: nil,
              summary: "The user undoes something the app waited for, such as signing out: the milestone is no longer reached in the running process.", rules: []),
        Entry(name: "app.launchCrash", participant: .appDelegate, subject: .none, attributes: ["in", "with"], result: nil,
              summary: "The app crashes in its own launch work, in this callback, on a launch no quick action made (`launch screen: … crashes`), (`with`) once these milestones are reached; no quick action is involved; the process ends.",
              rules: ["A7.4"]),
        Entry(name: "milestone.undone", participant: .router, subject: .name, attributes: [], result: nil,
              summary: "The app undoes a milestone by its own logic, as a quick action that turns a setting off does (`routes: … toggles M`): it is no longer reached in the running process.", rules: []),
        Entry(name: "app.exit", participant: .router, subject: .none, attributes: [], result: nil,
              summary: "The app ends its own process (`exit(0)`, `routes: … then exits`): nothing it does after it takes effect, and the next quick action is a cold launch.", rules: ["A7.4"]),
        Entry(name: "app.suspend", participant: .router, subject: .none, attributes: [], result: nil,
              summary: "The app asks to be sent to the background (a private `suspend`, `routes: … then suspends`): once the callbacks under way have run, it resigns active and enters the background as when the user goes home.", rules: ["A7.3"]),
    ]

    /// The `icon=` of a `home.menuRow` whose row shows no icon.
    public static let noIcon = "none"

    private static let indexByName: [String: Int] = Dictionary(uniqueKeysWithValues: entries.indices.map { (entries[$0].name, $0) })

    /// The entry for an event name, or nil if the vocabulary has no such event.
    public static func entry(named name: String) -> Entry? { index(named: name).map { entries[$0] } }

    /// Where an event name is in ``entries`` (what ``TraceEvent/Kind/vocabularyIndex`` gives its
    /// events), or nil if the vocabulary has no such event.
    public static func index(named name: String) -> Int? { indexByName[name] }

    /// Every event name.
    public static var names: [String] { entries.map(\.name) }

    /// What an attribute's value holds when it names shortcut types: `.shortcutType` for the item
    /// an event carries (`shortcut=`, `replacedBy=`), `.shortcutTypes` for a list of them
    /// (`hidden=`); nil for any other key.
    public static func typeKind(ofAttribute key: String) -> SubjectKind? {
        switch key {
        case "shortcut", "replacedBy": return .shortcutType
        case "hidden": return .shortcutTypes
        default: return nil
        }
    }
}
