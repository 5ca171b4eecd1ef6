/// What an app can see and do while UIKit calls it: the clock, `shortcutItems`, its stored data,
/// the router, timers, milestones and completion handlers.
///
/// Everything the app does is recorded as an ``AppEffect`` and applied by the engine, in order,
/// right after the callback returns; reads see the app's own writes at once.
public struct AppContext: Sendable {
    /// The current virtual time.
    public let now: VirtualInstant
    /// UIKit's `applicationState` during this callback.
    public let applicationState: ApplicationState
    /// The version of the installed bundle the process runs (C3.4).
    public let appVersion: Int
    /// Which process of the run this is, counted from 1 (each launch after the process ended is a new one).
    public let processNumber: Int
    /// The device's `traitCollection.forceTouchCapability`: whether it has 3D Touch. From iOS 13 every
    /// device shows quick actions whatever this says (E1), so an app that sets its items only when it
    /// is `.available` sets none on an iPhone XR or 11.
    public let forceTouchCapability: ForceTouchCapability
    /// The milestones reached since this process started.
    public var reachedMilestones: Set<Milestone> { reached.set }
    /// The same milestones, as the engine keeps them (a lookup compares a few words).
    private var reached: MilestoneSet
    /// Data the app keeps on disk (like `UserDefaults`); it survives relaunches and is lost on delete.
    public var storedValues: [String: PropertyListValue]
    /// What the app has done so far in this callback.
    public private(set) var effects: [AppEffect] = []

    private var dynamicItems: [ShortcutItem]

    /// Creates a context; the engine makes one for every callback.
    public init(
        now: VirtualInstant,
        applicationState: ApplicationState,
        appVersion: Int,
        shortcutItems: [ShortcutItem],
        reachedMilestones: Set<Milestone>,
        storedValues: [String: PropertyListValue],
        processNumber: Int = 1,
        forceTouchCapability: ForceTouchCapability = .available
    ) {
        self.init(now: now, applicationState: applicationState, appVersion: appVersion, shortcutItems: shortcutItems,
                  reached: MilestoneSet(reachedMilestones), storedValues: storedValues, processNumber: processNumber,
                  forceTouchCapability: forceTouchCapability)
    }

    /// A context with the process's milestones as the engine keeps them.
    init(now: VirtualInstant, applicationState: ApplicationState, appVersion: Int, shortcutItems: [ShortcutItem],
         reached: MilestoneSet, storedValues: [String: PropertyListValue], processNumber: Int, forceTouchCapability: ForceTouchCapability) {
        self.now = now
        self.processNumber = processNumber
        self.forceTouchCapability = forceTouchCapability
        self.applicationState = applicationState
        self.appVersion = appVersion
        self.dynamicItems = shortcutItems
        self.reached = reached
        self.storedValues = storedValues
    }

    /// `UIApplication.shortcutItems`: only the dynamic items, never the static ones (C3.2).
    /// Setting it replaces the whole array (C1.6).
    public var shortcutItems: [ShortcutItem] {
        get { dynamicItems }
        set {
            dynamicItems = newValue
            effects.append(.setShortcutItems(newValue))
        }
    }

    /// Whether a milestone has been reached in this process.
    public func hasReached(_ milestone: Milestone) -> Bool { reached.contains(milestone) }

    /// Routes a quick action to a destination: the handler run that scenarios assert on. An app that
    /// says where the item came from (`origin`) has the route charged to that selection when one type
    /// is selected more than once: the launch item to its cold launch, a delivered action to the call's.
    public mutating func route(_ item: ShortcutItem, to destination: String, origin: ItemOrigin? = nil) {
        effects.append(.route(item, destination: destination, origin: origin))
    }

    /// Reports that no route matches the item's type, so nothing happens (C1.2, C3.4).
    public mutating func reportUnhandled(_ item: ShortcutItem) { effects.append(.unhandled(item)) }

    /// Shows a screen as part of the app's own work, such as its default launch screen (seed 004).
    public mutating func show(_ screen: String) { effects.append(.show(screen: screen)) }

    /// Schedules ``ShortcutApp/timerFired(_:context:)`` after a delay on the virtual clock.
    public mutating func schedule(_ timer: AppTimer, after delay: VirtualDuration) {
        effects.append(.schedule(timer, after: delay))
    }

    /// Schedules ``ShortcutApp/timerFired(_:context:)`` after a delay that may vary between
    /// `earliest` and `latest` (any time after `earliest` when `latest` is nil), like a splash
    /// screen of unknown length. A plain run uses `earliest`; the explorer tries every delay.
    public mutating func schedule(_ timer: AppTimer, between earliest: VirtualDuration, and latest: VirtualDuration?) {
        effects.append(.scheduleWithin(timer, earliest: earliest, latest: latest))
    }

    /// Marks a readiness milestone as reached, such as the root tab bar existing.
    public mutating func reach(_ milestone: Milestone) {
        reached.insert(milestone)
        effects.append(.reach(milestone))
    }

    /// Ends the process, as `exit(0)` does, after a quick action's work: recorded as `app.exit`; nothing the
    /// app does after this call takes effect, and the next quick action is a cold launch (A7.4).
    public mutating func exit() {
        effects.append(.exit)
        hasCrashed = true
    }

    /// Asks to be sent to the background, as a private `suspend` does: recorded as `app.suspend`; once the
    /// callbacks under way have run, the app resigns active and enters the background as when the user
    /// goes home (A7.3). Nothing happens if it is no longer in the foreground by then.
    public mutating func suspend() {
        effects.append(.suspend)
    }

    /// Undoes a milestone the app reached, by its own logic, such as a setting a quick action turns
    /// off; recorded as `milestone.undone NAME`. Nothing happens when it is not reached.
    public mutating func undo(_ milestone: Milestone) {
        guard reached.contains(milestone) else { return }
        reached.remove(milestone)
        effects.append(.undo(milestone))
    }

    /// Discards a quick action without routing it, as a plugin does whose listener is not registered
    /// yet; recorded as `app.drop TYPE missing=…`, so a `lost` report can say why.
    /// With `origin`, the drop is charged to the selection the item came from, as a route is.
    public mutating func drop(_ item: ShortcutItem, missing: [Milestone], origin: ItemOrigin? = nil) {
        effects.append(.drop(item, missing: missing, origin: origin))
    }

    /// Discards a quick action the app was keeping for later because a newer one takes its place, as
    /// an app does that keeps one pending item (`self.pendingShortcutItem = item`); recorded as
    /// `app.drop TYPE replacedBy=NEWER`, so a `lost` report can say why.
    /// With `origin`, the replaced item is charged to the selection it came from, as a route is.
    public mutating func replace(_ pending: ShortcutItem, by newer: ShortcutItem, origin: ItemOrigin? = nil) {
        effects.append(.replace(pending, by: newer, origin: origin))
    }

    /// Discards a quick action by the app's own logic, whatever its milestones: recorded as
    /// `app.drop TYPE cause=…`, so a `lost` report can say why. The item is one a call delivered,
    /// unless `origin` says it is the launch item (a property that holds both, cleared).
    public mutating func drop(_ item: ShortcutItem, cause: AppDropCause, origin: ItemOrigin? = nil) {
        effects.append(.dropByOwnLogic(item, cause: cause, origin: origin))
    }

    /// Crashes the app while it handles a quick action, as code does that force-unwraps services a
    /// cold launch has not built yet. Recorded as `app.crash TYPE missing=…`; the process ends right
    /// after the callback and nothing the app does after this call takes effect (A7.4: the next
    /// quick action is a cold launch). Return from the callback at once.
    public mutating func crash(handling item: ShortcutItem, missing: [Milestone]) {
        effects.append(.crash(item, missing: missing))
        hasCrashed = true
    }

    /// Crashes the app while it handles a quick action, in code that runs only once these milestones
    /// are reached, such as an observer a screen registers when it loads whose selector takes the
    /// notification for a block (pia-foss/mobile-ios#320): a warm action crashes while the app runs,
    /// a cold one that comes before the screen does not. Recorded as `app.crash TYPE with=…`; the
    /// process ends right after the callback (A7.4). Return from the callback at once.
    public mutating func crash(handling item: ShortcutItem, reached: [Milestone]) {
        effects.append(.crash(item, missing: [], reached: reached))
        hasCrashed = true
    }

    /// Crashes the app inside a launch method because of the launch options of a quick-action launch,
    /// which hold the item (A1.3): code that saves the options to `UserDefaults` (a
    /// `UIApplicationShortcutItem` is not a property-list value, so it raises an exception) or
    /// force-casts another key did not expect it. Recorded as `app.crash TYPE in=METHOD`, after the
    /// method's event, which then has no return value; the process ends (A7.4). Return at once.
    public mutating func crash(in method: DelegateMethod, onLaunchOptionsWith item: ShortcutItem) {
        effects.append(.crashOnLaunchOptions(item, in: method))
        hasCrashed = true
    }

    /// Crashes the app in its own launch work on a launch that no quick action made, such as the item a
    /// reader app restores when it opens, which crashes every time once it is saved (zotero/zotero-ios#948):
    /// `method` names the callback (`didFinishLaunching`, `willConnectTo`) and `reached` the milestones
    /// whose state makes the code fail (none when it always does). No quick action is involved, so the
    /// crash is no defect of one. Recorded as `app.launchCrash in=METHOD` (with `with=…`); the process ends (A7.4).
    /// Return at once.
    public mutating func crash(inLaunchWorkOf method: String, reached: [Milestone]) {
        effects.append(.crashOnLaunch(in: method, reached: reached))
        hasCrashed = true
    }

    /// Takes the engine's room for effects (an empty array with capacity) for this callback's effects.
    mutating func lendEffectStorage(_ storage: inout [AppEffect]) {
        swap(&effects, &storage)
    }

    /// Hands this callback's effects to the engine, in the room it lent (``lendEffectStorage(_:)``),
    /// leaving the context none.
    mutating func takeEffects() -> [AppEffect] {
        var taken: [AppEffect] = []
        swap(&effects, &taken)
        return taken
    }

    /// Whether the app crashed in this callback (``crash(handling:missing:)``,
    /// ``crash(in:onLaunchOptionsWith:)``), or ended its process (``exit()``): its remaining work does not run.
    public private(set) var hasCrashed = false

    /// Calls a `performActionFor` completion handler with the result of the handling (A5.1).
    public mutating func complete(_ handler: CompletionHandler, succeeded: Bool) {
        effects.append(.complete(handler, succeeded: succeeded))
    }
}
