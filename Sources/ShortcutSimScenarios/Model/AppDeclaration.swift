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
    /// How the app sets `shortcutItems` (`dynamic items:`).
    public var dynamicItems: DynamicItemsPolicy = .none
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

    /// The triggers of `performAction:` and `scene performAction:`, for those that handle actions.
    public var performActionTriggers: [HandlingTrigger] {
        [performAction, scenePerformAction].compactMap { policy in
            if case .handled(let trigger) = policy { return trigger } else { return nil }
        }
    }

    /// The route for a type in a version, if any.
    public func route(for type: String, version: Int) -> RouteDeclaration? {
        routes.first { $0.shortcutType == type && $0.versions.contains(version) }
    }
}

/// What a launch method returns.
public enum LaunchMethodBehaviour: Hashable, Sendable {
    /// Always true.
    case returnsTrue
    /// Always false.
    case returnsFalse
    /// False when launched from a quick action, true otherwise (Apple's advice, A2.2).
    case falseWhenLaunchedFromShortcut
    /// The app does not implement the method (A2.3).
    case notImplemented

    /// The return value for a launch with or without a shortcut item.
    public func returnValue(launchedFromShortcut: Bool) -> Bool {
        switch self {
        case .returnsTrue, .notImplemented: return true
        case .returnsFalse: return false
        case .falseWhenLaunchedFromShortcut: return !launchedFromShortcut
        }
    }
}

/// When a captured item or a delivered action gets handled.
public struct HandlingTrigger: Hashable, Sendable {
    /// Wait for the next `didBecomeActive`.
    public var onDidBecomeActive: Bool
    /// Wait for the next `willEnterForeground` (a resume; never on a cold launch with the app
    /// delegate, A1.1). A warm action arrives before or after it depending on the profile (A3.2, A3.3).
    public var onWillEnterForeground: Bool
    /// Wait until all these milestones are reached.
    public var milestones: [Milestone]
    /// Wait this long after capture (a `dispatch_after`).
    public var delay: VirtualDuration?
    /// Check the milestones once instead of waiting for them (`if M ready, else dropped`): when the rest
    /// of the trigger holds and they are not all reached, the app drops the item and routes nothing,
    /// as a quick-action plugin does whose JavaScript or Dart listener is not registered yet.
    public var dropsUnlessReady: Bool

    /// Creates a trigger.
    public init(onDidBecomeActive: Bool = false, onWillEnterForeground: Bool = false, milestones: [Milestone] = [],
                delay: VirtualDuration? = nil, dropsUnlessReady: Bool = false) {
        self.onDidBecomeActive = onDidBecomeActive
        self.onWillEnterForeground = onWillEnterForeground
        self.milestones = milestones
        self.delay = delay
        self.dropsUnlessReady = dropsUnlessReady
    }

    /// Handle at once, inside the callback.
    public static let atOnce = HandlingTrigger()

    /// Whether nothing is waited for.
    public var isImmediate: Bool { !onDidBecomeActive && !onWillEnterForeground && milestones.isEmpty && delay == nil }

    /// Whether the trigger waits for a callback (`on didBecomeActive` or `on willEnterForeground`).
    var waitsForCallback: Bool { onDidBecomeActive || onWillEnterForeground }
}

/// Where the launch item is read and when it is handled.
public struct LaunchItemPolicy: Hashable, Sendable {
    /// A callback that reads the launch item.
    public enum Capture: String, Hashable, Sendable, CaseIterable {
        /// `launchOptions[.shortcutItem]` in `willFinishLaunching` (nil with scenes, B3.3).
        case willFinishLaunching
        /// `launchOptions[.shortcutItem]` in `didFinishLaunching` (nil with scenes, B3.3).
        case didFinishLaunching
        /// `options.shortcutItem` in `configurationForConnecting`: only for a new session (B1.4).
        case configurationForConnecting
        /// `connectionOptions.shortcutItem` in `scene(_:willConnectTo:options:)` (B1.1, B1.3).
        case willConnectTo
    }

    /// The callbacks that read the item; empty when the app never reads it.
    public var captures: Set<Capture>
    /// When the saved item is handled.
    public var trigger: HandlingTrigger
    /// Whether the saved item is cleared after handling (G10).
    public var clearsAfterHandling: Bool

    /// Creates a policy.
    public init(captures: Set<Capture>, trigger: HandlingTrigger, clearsAfterHandling: Bool) {
        self.captures = captures
        self.trigger = trigger
        self.clearsAfterHandling = clearsAfterHandling
    }
}

/// How `performActionFor` behaves.
public enum PerformActionPolicy: Hashable, Sendable {
    /// The app delegate does not implement the method (A6.1).
    case notImplemented
    /// The method exists but does nothing with the item.
    case ignored
    /// The method handles the item when the trigger allows.
    case handled(HandlingTrigger)
}

/// How the completion handler of `performActionFor` is called (A5.1, A5.4).
public enum CompletionPolicy: Hashable, Sendable {
    /// Called once, when the item is handled, with whether a route matched.
    case reportsResult
    /// Called at once with true, whatever happens (seed 002).
    case alwaysTrue
    /// Called at once with false.
    case alwaysFalse
    /// Never called (A5.4).
    case neverCalled
    /// Called twice with the result (A5.4).
    case calledTwice
}

/// A readiness milestone of the app and when it is reached.
public struct MilestoneDeclaration: Hashable, Sendable {
    /// When the milestone is reached.
    public enum Start: Hashable, Sendable {
        /// When the process starts, before the first launch method (`at launch`).
        case atLaunch
        /// This long after the process starts (a splash screen, ads); `0s after launch` is a timer
        /// that fires right after the launch callbacks, unlike `at launch`.
        case afterLaunch(VirtualDuration)
        /// This long after another milestone.
        case after(Milestone, VirtualDuration)
        /// When a `reach NAME` step happens (the user logs in, finishes onboarding).
        case onStep
        /// At some point in a window after the process starts (`between 1s and 6s after launch`);
        /// the explorer tries every point.
        case withinAfterLaunch(DelayWindow)
        /// At some point in a window after another milestone (`any time after login`).
        case withinAfter(Milestone, DelayWindow)

        /// The window of a timing that varies; nil for a fixed one.
        public var window: DelayWindow? {
            switch self {
            case .withinAfterLaunch(let window), .withinAfter(_, let window): return window
            case .atLaunch, .afterLaunch, .after, .onStep: return nil
            }
        }

        /// Whether the timing varies, so only the explorer can run it.
        public var varies: Bool { window != nil }
    }

    /// The milestone.
    public var milestone: Milestone
    /// When it is reached.
    public var start: Start
    /// When it is reached in the second, third, … process of the run (`, then 5s after launch`);
    /// the last one holds for every later process. Empty: `start` holds in every process.
    public var laterStarts: [Start]
    /// Whether it is stored and holds from the start of every later launch (first-run setup).
    public var remembered: Bool
    /// Where it was declared.
    public var location: SourceLocation

    /// Creates a declaration.
    public init(milestone: Milestone, start: Start, laterStarts: [Start] = [], remembered: Bool = false, location: SourceLocation) {
        self.milestone = milestone
        self.start = start
        self.laterStarts = laterStarts
        self.remembered = remembered
        self.location = location
    }

    /// When the milestone is reached in the process with this number (1 for the first process of the run).
    public func start(inProcess number: Int) -> Start {
        guard number > 1, !laterStarts.isEmpty else { return start }
        return laterStarts[min(number - 2, laterStarts.count - 1)]
    }
}

/// A window of delays: `between 1s and 6s`, or `any time` (from zero, with no end).
public struct DelayWindow: Hashable, Sendable, CustomStringConvertible {
    /// The shortest delay.
    public var earliest: VirtualDuration
    /// The longest delay, or nil for no limit.
    public var latest: VirtualDuration?

    /// Creates a window.
    public init(earliest: VirtualDuration, latest: VirtualDuration?) {
        self.earliest = earliest
        self.latest = latest
    }

    /// `between 1s and 6s`, or `any time`.
    public var description: String {
        guard let latest else { return earliest == .zero ? "any time" : "any time from \(earliest)" }
        return "between \(earliest) and \(latest)"
    }
}

/// A route from a shortcut type to a destination.
public struct RouteDeclaration: Hashable, Sendable {
    /// The type, matched exactly (C1.2).
    public var shortcutType: String
    /// The screen the router shows.
    public var destination: String
    /// Milestones the destination needs (login): until reached the router waits.
    public var requires: [Milestone]
    /// The app versions that have this route (C3.4).
    public var versions: VersionRange
    /// Where it was declared.
    public var location: SourceLocation

    /// Creates a route.
    public init(shortcutType: String, destination: String, requires: [Milestone] = [], versions: VersionRange = .all, location: SourceLocation) {
        self.shortcutType = shortcutType
        self.destination = destination
        self.requires = requires
        self.versions = versions
        self.location = location
    }
}

/// How the app sets `UIApplication.shortcutItems` to its declared dynamic items.
public enum DynamicItemsPolicy: Hashable, Sendable {
    /// The app never sets them.
    case none
    /// Set in `didFinishLaunching` only when `shortcutItems` is empty (seed 001).
    case setWhenEmpty
    /// Appended to what `shortcutItems` returns, on every launch (seed 002's bug, C3.2).
    case appendEveryLaunch
    /// Replaced on every launch (the fix).
    case replaceEveryLaunch
    /// Set once a milestone is reached, such as first-run setup (seed 003).
    case setAfter(Milestone)
    /// Set (replacing the whole array, C1.6) every time the app resigns active, in
    /// `applicationWillResignActive` or `sceneWillResignActive`, as Apple's iOS 13 sample "Adding Home
    /// Screen quick actions" does: none before the first resign, then SpringBoard keeps them (C3.1).
    case setOnResignActive
}
