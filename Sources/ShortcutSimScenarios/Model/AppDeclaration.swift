import ShortcutSimCore

/// The app of a scenario, declared in the `app:` section: how each callback behaves.
///
/// Each setting reproduces a pattern real apps use (the seeds of `shared/seeds/`); the defaults
/// are a plain app that implements every method, returns true, and handles actions at once.
public struct AppDeclaration: Hashable, Sendable {
    /// What `willFinishLaunching:` / `didFinishLaunching:` return.
    public var willFinishLaunching: LaunchMethodBehaviour = .returnsTrue
    /// What `didFinishLaunching:` returns.
    public var didFinishLaunching: LaunchMethodBehaviour = .returnsTrue
    /// Whether the app adopts scenes (`lifecycle: scenes`): the scene lifecycle of B1–B4.
    public var usesScenes = false
    /// Where the launch item is read and when it is handled (`launch item:`).
    public var launchItem = LaunchItemPolicy(captures: [], trigger: .atOnce, clearsAfterHandling: true)
    /// How the app delegate's `performActionFor` behaves (`performAction:`).
    public var performAction: PerformActionPolicy = .handled(.atOnce)
    /// How the scene delegate's `windowScene(_:performActionFor:)` behaves (`scene performAction:`).
    public var scenePerformAction: PerformActionPolicy = .handled(.atOnce)
    /// Whether the app delegate implements `configurationForConnecting` (`configurationForConnecting:`).
    public var implementsConfigurationForConnecting = true
    /// Whether the scene manifest sets `UIApplicationSupportsMultipleScenes` to true (`multiple scenes:
    /// supported`, the default) or false (`not supported`, or a `plist:` whose manifest says so): with
    /// false UIKit never creates a second scene, so `open scene` cannot happen while one is connected (B4.1).
    public var supportsMultipleScenes = true
    /// The activation conditions of named scenes (`scene NAME: activates for …`); others accept everything (B4.1).
    public var sceneConditions: [String: SceneActivationConditions] = [:]
    /// How the completion handler is called (`completion:`).
    public var completion: CompletionPolicy = .reportsResult
    /// The app's readiness milestones (`milestone NAME:`); `root` is the root container.
    public var milestones: [MilestoneDeclaration] = []
    /// Routes from shortcut type to destination (`routes:`); unknown types are unhandled (C1.2).
    public var routes: [RouteDeclaration] = []
    /// A screen the router shows before each route, such as the home tab (`before routing:`, seed 003).
    public var beforeRouting: String?
    /// The screen `didFinishLaunching` shows as its own work (`launch screen:`, seed 004).
    public var launchScreen: String?
    /// Whether `didFinishLaunching` skips the launch screen when launched from a quick action
    /// (`launch screen: SCREEN when not launched from a shortcut`): seed 004's fix, A2.2.
    public var launchScreenSkippedForShortcutLaunch = false
    /// Whether the scene delegate's `scene(_:willConnectTo:)` shows the launch screen, reading the connection
    /// options (B1.1), rather than `didFinishLaunching` reading the launch options (`launch screen: SCREEN …, in willConnectTo`).
    public var launchScreenInWillConnectTo = false
    /// The milestones once which the launch screen's code crashes when it is shown (`launch screen: SCREEN …, crashes with
    /// badItem`), as a reader app that restores the last opened item crashes on every launch once that item
    /// crashes (zotero/zotero-ios#948); empty when it always crashes (`, crashes`); nil when it never does.
    /// The app's own bug, on a launch no quick action made: the crash is no defect of a quick action.
    public var launchScreenCrashesWith: [Milestone]?
    /// The app's code that sets `shortcutItems`, one entry per `dynamic items:` line, for versions that do
    /// not overlap: an update may change that code (set after a milestone in version 1, filtered at every
    /// launch in version 2), and a version no entry covers never touches them (C3.1, C3.4).
    public var dynamicItemsCode: [DynamicItemsCode] = [DynamicItemsCode()]
    /// How the app sets `shortcutItems` (`dynamic items:`): the first line's policy.
    public var dynamicItems: DynamicItemsPolicy {
        get { dynamicItemsCode.first?.policy ?? .none }
        set { editFirstDynamicItemsCode { $0.policy = newValue } }
    }
    /// The milestone on which the app clears `shortcutItems` (sets it to an empty array, C1.6), such as
    /// logging out (`dynamic items: set after login, cleared after logout`); nil when it never does.
    /// The first line's.
    public var dynamicItemsClearedAfter: Milestone? {
        get { dynamicItemsCode.first?.clearedAfter }
        set { editFirstDynamicItemsCode { $0.clearedAfter = newValue } }
    }
    /// The app versions whose code sets (and clears) the dynamic items (`dynamic items: … until=1`):
    /// a later version that drops that code leaves SpringBoard's items in place (C3.1, C3.4). The first line's.
    public var dynamicItemsVersions: VersionRange {
        get { dynamicItemsCode.first?.versions ?? .all }
        set { editFirstDynamicItemsCode { $0.versions = newValue } }
    }

    private mutating func editFirstDynamicItemsCode(_ edit: (inout DynamicItemsCode) -> Void) {
        if dynamicItemsCode.isEmpty { dynamicItemsCode.append(DynamicItemsCode()) }
        edit(&dynamicItemsCode[0])
    }
    /// How long the launch takes before the first activation (`launch duration:`).
    public var launchDuration: VirtualDuration = .zero
    /// Whether the app opts into state restoration (`state restoration: true`, A7.1).
    public var restoresState = false
    /// The milestones the reference `ShortcutCoordinator` waits for (`coordinator: waits for root`);
    /// nil when the app handles quick actions itself, as the other settings say.
    public var coordinatorReadiness: [Milestone]?

    /// Creates the default app.
    public init() {}

    /// The root container milestone, if the app declares one named `root`.
    public var rootMilestone: Milestone? { milestones.contains { $0.milestone == .root } ? .root : nil }

    /// What the app waits for before it routes an item: the `root` milestone, the coordinator's
    /// milestones, those its triggers wait for (`when M ready`) and those its routes need (`needs M`).
    /// Milestones a trigger only checks once (`if M ready`) are not waited for, so they are left out.
    public var readinessMilestones: Set<Milestone> {
        var waited = Set(rootMilestone.map { [$0] } ?? [])
        waited.formUnion(coordinatorReadiness ?? [])
        for trigger in launchItem.allTriggers + performActionTriggers { waited.formUnion(trigger.milestones) }
        for route in routes { waited.formUnion(route.requires) }
        return waited
    }

    /// The triggers of `performAction:` and `scene performAction:`, for those that handle actions, each
    /// followed by the one of the actions that arrive during a resume, if it has one (`handled … on resume`),
    /// and by those of the types handled another way (`handled after 500ms for passwords`).
    public var performActionTriggers: [HandlingTrigger] {
        [performAction, scenePerformAction].flatMap { policy -> [HandlingTrigger] in
            guard case .handled(let trigger) = policy else { return [] }
            return (trigger.onResume == nil ? [trigger] : [trigger, trigger.resumeTrigger]) + trigger.typeHandlingTriggers
        }
    }

    /// The route for a type, and the item's title and `userInfo`, in a version, if any.
    public func route(for type: String, title: String? = nil, userInfo: [String: PropertyListValue] = [:], version: Int) -> RouteDeclaration? {
        Self.routeIndex(in: routes, for: type, title: title, userInfo: userInfo, version: version).map { routes[$0] }
    }

    /// The route for an item in a version, if any: by its type, and by its title or a `userInfo` value where
    /// a route names one (C1.2, C4.1).
    public func route(for item: ShortcutItem, version: Int) -> RouteDeclaration? {
        Self.routeIndex(in: routes, for: item, version: version).map { routes[$0] }
    }

    /// Where in `routes` the route for an item in a version is, if any; the item's `userInfo` is read only
    /// when a route of its type names a value.
    static func routeIndex(in routes: [RouteDeclaration], for item: ShortcutItem, version: Int) -> Int? {
        routeIndex(in: routes, for: item.type, title: item.localizedTitle, userInfo: nil, item: item, version: version)
    }

    /// Where in `routes` the route for a type, and the item's title and `userInfo`, in a version is, if any.
    static func routeIndex(in routes: [RouteDeclaration], for type: String, title: String?, userInfo: [String: PropertyListValue], version: Int) -> Int? {
        routeIndex(in: routes, for: type, title: title, userInfo: userInfo, item: nil, version: version)
    }

    /// The one lookup of ``route(for:title:userInfo:version:)``, ``route(for:version:)`` and of the running
    /// app, which reads the route in place. `userInfo`, or else `item`'s, is what a `userInfo.KEY=VALUE` route reads.
    private static func routeIndex(in routes: [RouteDeclaration], for type: String, title: String?, userInfo: [String: PropertyListValue]?,
                                   item: ShortcutItem?, version: Int) -> Int? {
        // By index, compared in place: `first(where:)` copied each route it passed (retaining its
        // strings and lists), and every routed item asks. A route for the type and the item's title
        // or a value of its userInfo wins over one for the type alone (`URI "Lights off" -> LightsOff`,
        // `URI -> Dashboard`); between those, the first written that matches.
        var anyTitle: Int?
        for index in routes.indices where routes[index].shortcutType == type && routes[index].versions.contains(version) {
            if let condition = routes[index].userInfo {  // `URI userInfo.name="lights_on" -> LightsOn` (C4.1)
                if condition.matches(userInfo ?? item?.userInfo ?? [:]) { return index }
                continue
            }
            guard let routeTitle = routes[index].title else {
                if anyTitle == nil { anyTitle = index }
                continue
            }
            if routeTitle == title { return index }
        }
        return anyTitle
    }
}
