/// The whole simulated world: Home Screen, app process, app, virtual clock, pending work and trace.
///
/// A `World` is a value: copying it forks the simulation, and both copies go on independently
/// (provided the app is a value type too). Everything is deterministic: the same stimuli give the
/// same trace, byte for byte.
public struct World<App: ShortcutApp> {
    /// The platform profile in force.
    public var profile: PlatformProfile { setting.profile }
    /// The current virtual time.
    public internal(set) var now: VirtualInstant = .start
    /// SpringBoard: the installed bundle and the stored dynamic items.
    public internal(set) var homeScreen = HomeScreen()
    /// UIKit's `applicationState`, plus not running and suspended.
    public internal(set) var applicationState: ApplicationState = .notRunning
    /// Whether the device is locked.
    public internal(set) var isDeviceLocked = false
    /// Every event so far, or since the last ``discardTrace()``.
    public internal(set) var trace = Trace()
    /// How many events ``discardTrace()`` has dropped: the index, in the whole run, of `trace[0]`.
    /// Event indices in defects count from the start of the run, so they include these.
    public internal(set) var discardedEventCount = 0
    /// Defects found while running; ``finish()`` adds those only the end of a run can show.
    public internal(set) var defects: [Defect] = []
    /// The app of the running process, or nil when no process exists.
    public var app: App? { hasProcess ? runningApp : nil }
    /// The data the app stored (like `UserDefaults`); it survives relaunches and is lost on delete.
    public internal(set) var storedValues: [String: PropertyListValue] = [:]

    /// The delays decided for variable timers not yet scheduled (see ``TimingRequest``); each is
    /// used once, when its timer is scheduled. The explorer sets them; a plain run leaves them empty.
    public var timingDecisions: [TimingKey: VirtualDuration] = [:]
    /// Variable timers scheduled without a decision, which took their earliest delay.
    public internal(set) var undecidedTimings: [TimingRequest] = []
    /// Where the variable timers scheduled since the last ``clearUndecidedTimings()`` wait in the
    /// queue, for ``redecide(_:delay:)``. Bookkeeping of the current move, not part of the state.
    var variableTimerPlaces: [VariableTimerPlace] = []
    /// Room for the effects of the next callback: an empty array that keeps the capacity the last
    /// callback's effects needed, lent to each ``AppContext`` so that a callback allocates no array
    /// of its own. Bookkeeping of the engine, empty between callbacks: equality compares it as that
    /// empty array, and hashing leaves it out.
    var effectStorage: [AppEffect] = []

    /// The app as it starts in every new process.
    public var appTemplate: App { setting.appTemplate }
    /// The profile and the app template, which never change: shared by every copy of the world, so
    /// forking a world (the explorer does it for every state) retains one reference for both.
    let setting: WorldSetting<App>

    var process: ProcessRecord?
    /// Whether a process runs, tested in place: `process != nil` copied the whole record to compare
    /// it (retaining and releasing each of its arrays), on every check after a callback.
    var hasProcess: Bool {
        if case .none = process { return false }
        return true
    }
    var incarnations = 0
    var backgroundEpoch = 0
    var resumesAppOnUnlock = false
    var deprecationNoticed = false
    var scenes: [SceneRecord] = []
    var sessionCounter = 0
    var activationCounter = 0
    var scheduler = Scheduler<ScheduledWork>()
    var ledger = RoutingLedger()
    /// Whether the app is inside a callback that brings it to the foreground while it is still in the
    /// background state: `willEnterForeground` (the app's or a scene's, A3.2), or a scene's connection
    /// (`configurationForConnecting`, `willConnectTo`, B1.1). Set only while that callback runs, so no
    /// state between steps holds it.
    var isComingForward = false
    /// The title each selected item is named by in `performActionFor`, for the items whose type
    /// another row of the menu the user chose from also had (C1.2, C2.1, C2.2, C3.4): decided at
    /// the selection, since the app may replace its dynamic items before the action is delivered.
    var sharedTypeTitles: [ShortcutItem: String] = [:]
    /// Whether the quick-action menu a `show menu` step opened is still open: set by that step, and
    /// cleared by any other stimulus and by time passing, so a `select` right after it chooses from
    /// that menu, one touch and hold, and records no second `home.menu` (C2.1–C2.3).
    var isMenuOpen = false
    /// The running process's app, stored without an `Optional` so that calling it works on it in
    /// place: the engine is generic over the app, and an optional app was copied out and back on
    /// every callback. It belongs to ``process``; when none runs it holds the template.
    ///
    /// The last stored property: its size is the app's, known only at run time, so every property
    /// after it had an offset the generic engine read from the world's type metadata, which it
    /// fetched again (a lookup of about 330 instructions) after each callback to clear
    /// `isComingForward`. Before it, every other property has a fixed offset.
    var runningApp: App

    /// Creates a world with the app not installed, at the start of virtual time, on a device with
    /// or without 3D Touch (E1: before iOS 13 only devices with it show quick actions).
    public init(app: App, profile: PlatformProfile = .default, forceTouch: ForceTouchCapability = .available) {
        self.init(setting: WorldSetting(profile: profile, forceTouch: forceTouch, appTemplate: app))
    }

    /// Creates a world, as ``init(app:profile:forceTouch:)`` does, from a setting made before and
    /// shared with other worlds: a scenario replayed many times makes its setting once.
    package init(setting: WorldSetting<App>) {
        self.setting = setting
        runningApp = setting.appTemplate
    }

    /// Whether the device has 3D Touch.
    public var forceTouchCapability: ForceTouchCapability { setting.forceTouch }

    /// Whether touching and holding the app icon shows the quick-action menu: on every device from
    /// iOS 13, before it only on devices with 3D Touch (E1, the profile's `quickActionsRequire3DTouch`).
    public var showsQuickActions: Bool { setting.showsQuickActions }

    /// The menu the user would see now, or nil when the app is not installed.
    public var menu: QuickActionMenu? { homeScreen.menu(profile: setting.profile) }

    /// How many processes the app has had so far: the number of the current or last one.
    public var processCount: Int { incarnations }

    /// Whether a cold launch is under way: the process has started and its first activation has not
    /// finished (the launch takes the profile's `launchDuration`); actions now merge into it (A4.3).
    public var isLaunching: Bool { process?.hasActivated == false }

    /// The timers of the running process still waiting at this point, in the order they will fire,
    /// with when each is due: what a run that ends now never sees (time passes only in `wait`).
    /// A timer due while the app is suspended waits until it runs again (A7.3).
    public var pendingAppTimers: [(time: VirtualInstant, timer: AppTimer)] {
        guard let process else { return [] }
        let queued: [(time: VirtualInstant, timer: AppTimer)] = scheduler.queued.compactMap { entry in
            guard case .appTimer(let timer, let incarnation) = entry.work, incarnation == process.incarnation else { return nil }
            return (entry.time, timer)
        }
        return process.timersDueWhileSuspended.map { (now, $0) } + queued
    }

    /// Milestones reached in the running process.
    public var reachedMilestones: Set<Milestone> { process?.reachedMilestones.set ?? [] }

    /// Applies a stimulus at the current time, then runs all work due now.
    public mutating func perform(_ stimulus: Stimulus) throws(SimulationError) {
        let menuWasOpen = isMenuOpen
        // Any stimulus closes the menu, and only `show menu` leaves one open; but a system kill of
        // the suspended app (A7.4) happens out of the user's sight, and the menu is SpringBoard's:
        // the user still holds it.
        if case .systemKill = stimulus {} else { isMenuOpen = false }
        switch stimulus {
        case .install(let bundle): try install(bundle)
        case .update(let bundle): try update(to: bundle)
        case .delete: try deleteApp()
        case .showMenu: _ = try showMenu()
        case .showMenuDetails: _ = try showMenu(details: true)
        case .select(let type, let title): try select(type, title: title, fromOpenMenu: menuWasOpen)
        case .tapIcon: try tapIcon()
        case .backgroundLaunch: try launchInBackground()
        case .goHome: try goHome()
        case .lock: try lock()
        case .interrupt: try interrupt()
        case .unlock: try unlock()
        case .systemKill: try systemKill()
        case .forceQuit: try forceQuit()
        case .reach(let milestone): try reachFromOutside(milestone)
        case .undo(let milestone): try undoFromOutside(milestone)
        case .openScene(let name): try openScene(name)
        case .closeScene(let name): try closeScene(name)
        case .disconnectScene(let name): try systemDisconnectScene(name)
        }
        runDueWork(until: now)
    }

    /// Advances the virtual clock, running every piece of work that falls due on the way, in order.
    public mutating func advance(by duration: VirtualDuration) {
        isMenuOpen = false  // a `wait`, even of 0s, is a step between: the user let go of the menu
        runDueWork(until: now + duration)
    }

    /// Advances the virtual clock to `deadline` like ``advance(by:)``, but when
    /// `stoppingAtSuspension` is set, stops right after the app becomes suspended (A7.3), so the
    /// caller can act at that moment. Returns whether it stopped before the deadline.
    public mutating func advance(to deadline: VirtualInstant, stoppingAtSuspension: Bool) -> Bool {
        isMenuOpen = false  // a `wait`, even of 0s, is a step between: the user let go of the menu
        while let (time, work) = scheduler.popNext(dueBy: deadline) {
            now = time
            let wasSuspended = applicationState == .suspended
            run(work)
            if stoppingAtSuspension, !wasSuspended, applicationState == .suspended, now < deadline { return true }
        }
        now = deadline
        return false
    }

    /// Drops the events recorded so far, keeping the count of them (``discardedEventCount``), for a
    /// caller that consumes events as they come, like the explorer: a world without its past events
    /// copies and forks in constant time, whatever the length of the run.
    public mutating func discardTrace() {
        discardedEventCount += trace.count
        trace = Trace()
        effectStorage = []  // nor room kept for effects: a world kept by the explorer stays small
    }

    /// Forgets the variable timers recorded as undecided, and where the variable timers scheduled
    /// so far wait in the queue: ``redecide(_:delay:)`` applies to those scheduled after this call.
    public mutating func clearUndecidedTimings() {
        undecidedTimings = []
        variableTimerPlaces = []
    }

    /// Whether a variable timer scheduled since the last ``clearUndecidedTimings()`` still waits in
    /// the queue: it has not fired, and its process has not ended.
    public func isWaiting(_ key: TimingKey) -> Bool {
        guard let place = place(of: key) else { return false }
        return scheduler.isQueued(place.sequence)
    }

    /// Where the variable timer `key` was scheduled since the last ``clearUndecidedTimings()``, if it was.
    private func place(of key: TimingKey) -> VariableTimerPlace? {
        variableTimerPlaces.last { $0.key == key }
    }

    /// Gives a variable timer scheduled since the last ``clearUndecidedTimings()`` another delay of
    /// its window, as if that delay had been decided (``timingDecisions``) before it was scheduled.
    ///
    /// While the timer has not fired, nothing that happened depended on its delay, so the world is
    /// then exactly what running the same stimuli again with that decision would give, at the cost
    /// of moving one entry of the queue; the explorer uses it to try each delay of a window.
    /// Returns false, changing nothing, once the timer has fired or its process has ended, or when
    /// the new delay ends at or before ``now`` (the timer would have fired already): then the run
    /// itself must be repeated with the decision.
    @discardableResult
    public mutating func redecide(_ key: TimingKey, delay: VirtualDuration) -> Bool {
        guard let place = place(of: key), place.scheduledAt + delay > now else { return false }
        return scheduler.reschedule(place.sequence, to: place.scheduledAt + delay)
    }

    /// Every defect of the run: those found on the way plus those only the end can show (lost
    /// selections, completion handlers never called).
    /// The ledger appends to (a copy of) the defects found: no second array is built and joined.
    public func finish() -> [Defect] {
        var all = defects
        ledger.appendFinalDefects(to: &all)
        return all
    }

    // MARK: - Recording

    /// The index, in the whole run, that the next recorded event will have.
    var nextEventIndex: Int { discardedEventCount + trace.count }

    /// Records an event at the current time and returns its index in the whole run.
    @discardableResult
    mutating func record(_ kind: consuming TraceEvent.Kind) -> Int {
        discardedEventCount + trace.append(taking: TraceEvent(time: now, kind: kind))  // handed over, not copied
    }

    mutating func setState(_ state: ApplicationState) {
        guard applicationState != state else { return }
        let leavesSuspension = applicationState == .suspended && state != .notRunning
        applicationState = state
        record(.state(state))
        if state == .active { noteReadyAndActiveIfReady() }
        if leavesSuspension { rescheduleTimersDueWhileSuspended() }  // A7.3: the process runs again
    }

    /// Tells the ledger the app is active with its root container and every other milestone it
    /// waits for (``ShortcutApp/readinessMilestones``), so what it leaves unrouted from now on is its
    /// own doing (A1.2); before that, a process that ends was left by the user.
    mutating func noteReadyAndActiveIfReady() {
        guard applicationState == .active, process?.reachedMilestones.containsAll(setting.readinessMilestones) ?? setting.readinessMilestones.isEmpty else { return }
        ledger.noteReadyAndActive()
    }

    // MARK: - The clock

    mutating func runDueWork(until deadline: VirtualInstant) {
        while let (time, work) = scheduler.popNext(dueBy: deadline) {
            now = time
            run(work)
        }
        now = deadline
    }

    private mutating func run(_ work: ScheduledWork) {
        switch work {
        case .appTimer(let timer, let incarnation):
            guard process?.incarnation == incarnation else { return }
            guard applicationState != .suspended else {
                process?.timersDueWhileSuspended.append(timer)  // A7.3: a suspended app runs no code
                return
            }
            callApp(.timer(name: timer.name)) { app, context in app.timerFired(timer, context: &context) }
        case .finishLaunch(let incarnation):
            guard process?.incarnation == incarnation else { return }
            finishLaunch()
        case .suspend(let epoch):
            guard epoch == backgroundEpoch, applicationState == .background else { return }
            setState(.suspended)  // A7.3: no callback
        case .sendToBackground(let incarnation):
            // As going home (A7.3), once the launch or resume that ran the quick action has finished.
            guard process?.incarnation == incarnation else { return }
            // Asked for during a launch that takes a while (A4.3), it waits for the first activation, queued
            // at the same instant after it: dropped here while launching, the request was lost.
            if isLaunching, let finish = scheduler.queued.first(where: { $0.work == .finishLaunch(process: incarnation) })?.time {
                scheduler.schedule(.sendToBackground(process: incarnation), at: finish)
                return
            }
            guard applicationState.isForeground, !isLaunching, !isDeviceLocked else { return }
            moveToBackground()
        }
    }
}
extension World: Sendable where App: Sendable {}
