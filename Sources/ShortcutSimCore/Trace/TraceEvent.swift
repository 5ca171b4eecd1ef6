/// One thing that happened in the simulated world, at a virtual time.
public struct TraceEvent: Hashable, Sendable {
    /// When it happened.
    public var time: VirtualInstant
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    public init(time: VirtualInstant, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// What happened. Each case prints as one line of the documented vocabulary (see ``words``).
    public enum Kind: Hashable, Sendable {
        /// The app was installed with this version's static items (C1.6).
        case install(version: Int)
        /// The app was updated to a new version; dynamic items survive (C3.4).
        case update(version: Int)
        /// The app was deleted, with its dynamic items and stored data.
        case delete
        /// The user touched and held the icon and the menu appeared (C2.1, C2.3).
        case menu(items: [String], hidden: [String], systemRows: [String])
        /// One app row of the menu as drawn (`show menu details`): the item's title and subtitle, the
        /// icon shown in the scenario's spelling (`search`, `file:NAME`, `symbol:NAME`), nil for none,
        /// and how many lines the title may use: two without a subtitle, one with (C1.3, C1.4, C5.1).
        /// Boxed (`indirect`): its five fields would make every event of every trace larger.
        indirect case menuRow(type: String, title: String, subtitle: String?, icon: String?, titleLines: Int)
        /// The user touched and held the icon and no quick-action menu appeared: before iOS 13 a
        /// device without 3D Touch has none (E1).
        case noMenu(forceTouch: ForceTouchCapability)
        /// The user selected a quick action from the menu; the title when the step named one.
        case select(type: String, title: String? = nil)
        /// The user tapped the app icon.
        case tapIcon
        /// The system launched the app directly into the background to handle an event.
        case backgroundLaunch
        /// The user went to the Home Screen.
        case goHome
        /// The user locked the device.
        case lock
        /// A temporary interruption (Control Center, an alert, a call) made the app inactive for a moment.
        case interrupt
        /// The user unlocked the device.
        case unlock
        /// The user force-quit the app from the app switcher (A7.4).
        case forceQuit
        /// The system killed the app to reclaim memory (A7.4).
        case systemKill
        /// A milestone reached from outside the app, such as the user finishing login.
        case userReach(milestone: String)
        /// A milestone undone from outside the app, such as the user signing out.
        case userUndo(milestone: String)
        /// UIKit changed `applicationState`.
        case state(ApplicationState)
        /// `application(_:willFinishLaunchingWithOptions:)` was called and returned (A1.1); `returned`
        /// is nil when the app crashed inside it and it never returned.
        case willFinishLaunching(shortcut: String?, returned: Bool?)
        /// State restoration ran between the launch methods (A7.1).
        case stateRestoration
        /// `application(_:didFinishLaunchingWithOptions:)` was called and returned (A1.1, A2.4); `returned`
        /// is nil when the app crashed inside it and it never returned.
        case didFinishLaunching(shortcut: String?, returned: Bool?)
        /// `UIApplication.didFinishLaunchingNotification` was posted (A1.1, A1.3).
        case didFinishLaunchingNotification(shortcut: String?)
        /// UIKit decided whether the launch item goes to `performActionFor` (A2.3).
        case launchGate(open: Bool, willFinish: LaunchMethodOutcome, didFinish: LaunchMethodOutcome)
        /// `application(_:performActionFor:completionHandler:)` was called; the item's title when
        /// another item of the menu it was selected from has its type, so the type alone does not
        /// name it (C1.2, C2.2).
        case performAction(type: String, delivery: Int, title: String? = nil)
        /// The app called a completion handler (A5.1).
        case completion(type: String, delivery: Int, succeeded: Bool)
        /// UIKit consumed an action without handing it to the app; `title` as for ``performAction(type:delivery:title:)``,
        /// when another row of the menu it was selected from has its type, so an expectation can say which was dropped.
        case drop(type: String, reason: DropReason, title: String? = nil)
        /// `applicationWillEnterForeground(_:)`.
        case willEnterForeground
        /// `applicationDidBecomeActive(_:)`.
        case didBecomeActive
        /// `applicationWillResignActive(_:)`.
        case willResignActive
        /// `applicationDidEnterBackground(_:)`.
        case didEnterBackground
        /// An app timer fired.
        case timer(name: String)
        /// The app reached a milestone.
        case milestone(name: String)
        /// The app undid a milestone by its own logic, such as a quick action that turns a setting off.
        case milestoneUndone(name: String)
        /// The app ended its own process (`exit(0)`).
        case appExit
        /// The app asked to be sent to the background, as going home does (a private `suspend`).
        case appSuspend
        /// The app routed a quick action to a destination.
        case route(type: String, destination: String)
        /// The app had no route for the type (C1.2).
        case unhandled(type: String)
        /// The app showed a screen as part of its own work (seed 004).
        case show(screen: String)
        /// The app set `UIApplication.shortcutItems` (C1.6, C3.2).
        case setShortcutItems(types: [String])
        /// A platform notice about the app, such as a deprecated API in use (A1.4).
        case deprecation(api: String, rule: RuleID)
        /// The user opened another window of the app (iPad).
        case openScene(scene: String)
        /// The user closed a window of the app; its session is discarded.
        case closeScene(scene: String)
        /// The system disconnected a background scene to reclaim memory; its session survives (B1.4).
        case disconnectScene(scene: String)
        /// `application(_:configurationForConnecting:options:)`, only for a new session (B1.1, B1.4).
        case configurationForConnecting(scene: String, shortcut: String?)
        /// `scene(_:willConnectTo:options:)` with the connection options' shortcut item (B1.1).
        case sceneWillConnect(scene: String, shortcut: String?)
        /// `sceneWillEnterForeground(_:)`.
        case sceneWillEnterForeground(scene: String)
        /// `sceneDidBecomeActive(_:)`.
        case sceneDidBecomeActive(scene: String)
        /// `sceneWillResignActive(_:)`.
        case sceneWillResignActive(scene: String)
        /// `sceneDidEnterBackground(_:)`.
        case sceneDidEnterBackground(scene: String)
        /// `sceneDidDisconnect(_:)`.
        case sceneDidDisconnect(scene: String)
        /// `windowScene(_:performActionFor:completionHandler:)` on the scene UIKit selected (B2.1, B4.1);
        /// the item's title as for `performAction`.
        case scenePerformAction(type: String, scene: String, delivery: Int, title: String? = nil)
        /// A scene session was discarded (the user closed the window or force-quit the app).
        case sessionDiscarded(scene: String)
        /// The app discarded a quick action without routing it, for one reason (``AppDropReason``): the
        /// milestones it checked were not reached, a newer action took its place in the app's one
        /// pending item, or its own logic discarded it.
        case appDrop(type: String, reason: AppDropReason)
        /// The app crashed while handling a quick action: the milestones it relied on were not reached,
        /// or, with `launchMethod`, that launch method's code failed on the launch options holding the item (A1.3),
        /// or, with `reached`, code that runs only once these milestones are reached failed on it (`crashes with`).
        case crash(type: String, missing: [String], launchMethod: String? = nil, reached: [String] = [])
        /// The app crashed in its own launch work on a launch no quick action made, in the callback
        /// `launchMethod` (`didFinishLaunching`, `willConnectTo`), once the `reached` milestones were reached
        /// (`launch screen: … crashes with`): a restored screen that crashes on every launch from the icon.
        case launchCrash(launchMethod: String, reached: [String])
    }
}
