import ShortcutSimCore

/// When a captured item or a delivered action gets handled.
public struct HandlingTrigger: Hashable, Sendable {
    // The fields live in one copy-on-write box: the declarative app reads a trigger on nearly every
    // callback that handles an item, and a copy (a `PerformActionPolicy`, a trigger returned for a
    // type) retained each of its arrays, about 150 instructions; now it retains one reference.
    private var storage: SharedFields<Fields>

    /// The stored fields of a trigger, compared and hashed as the trigger.
    private struct Fields: Hashable, Sendable {
        var onDidBecomeActive: Bool
        var onWillEnterForeground: Bool
        var waitsForAppDelegateCallback: Bool = false
        var milestones: [Milestone]
        var checkedMilestones: [Milestone]
        var delay: VirtualDuration?
        var ifNotReady: NotReadyOutcome?
        var onNextMainQueueTurn: Bool = false
        var dropsOnResume: Bool = false
        var keepsOnePendingItem: Bool = false
        var clearedOnWillEnterForeground: Bool = false
        var sharesLaunchItem: Bool = false
        var skipsFirstCallAfterShortcutLaunch: Bool = false
        var keepsHandledAction: Bool = false
        var resumeStorage: [HandlingTrigger] = []
        var typeTriggers: [LaunchItemPolicy.TypeTrigger] = []
    }

    /// Wait for the next `didBecomeActive`.
    public var onDidBecomeActive: Bool {
        get { storage.fields.onDidBecomeActive }
        set { storage.fields.onDidBecomeActive = newValue }
    }
    /// Wait for the next `willEnterForeground` (a resume; never on a cold launch with the app
    /// delegate, A1.1). A warm action arrives before or after it depending on the profile (A3.2, A3.3).
    public var onWillEnterForeground: Bool {
        get { storage.fields.onWillEnterForeground }
        set { storage.fields.onWillEnterForeground = newValue }
    }
    /// Whether the callback waited for is the app delegate's own (`on applicationDidBecomeActive`,
    /// `on applicationWillEnterForeground`) rather than whichever delegate hears it: a scene-based app
    /// never gets it (A7.5), so what waits for it there waits forever.
    public var waitsForAppDelegateCallback: Bool {
        get { storage.fields.waitsForAppDelegateCallback }
        set { storage.fields.waitsForAppDelegateCallback = newValue }
    }
    /// Wait until all these milestones are reached (`when M ready`).
    public var milestones: [Milestone] {
        get { storage.fields.milestones }
        set { storage.fields.milestones = newValue }
    }
    /// Check these milestones once, when the rest of the trigger holds (`if M ready, else …`); what
    /// happens when one is not reached is ``ifNotReady``.
    public var checkedMilestones: [Milestone] {
        get { storage.fields.checkedMilestones }
        set { storage.fields.checkedMilestones = newValue }
    }
    /// Wait this long after capture (a `dispatch_after`).
    public var delay: VirtualDuration? {
        get { storage.fields.delay }
        set { storage.fields.delay = newValue }
    }
    /// What the app does when a milestone it checks once (``checkedMilestones``) is not reached;
    /// nil when it checks none.
    public var ifNotReady: NotReadyOutcome? {
        get { storage.fields.ifNotReady }
        set { storage.fields.ifNotReady = newValue }
    }
    /// Once the rest of the trigger holds, the handling is not run there but dispatched to the main
    /// queue (`DispatchQueue.main.async`, `dispatch_async`): it runs on the next turn, at the same
    /// virtual instant after the work already queued for it (`on the next main-queue turn`), and,
    /// like a timer, not while the app is suspended (A7.3). The `if M ready` check is part of the
    /// handling, so it runs in that turn too (signalapp/Signal-iOS#4634).
    public var onNextMainQueueTurn: Bool {
        get { storage.fields.onNextMainQueueTurn }
        set { storage.fields.onNextMainQueueTurn = newValue }
    }
    /// Only for a delivered action (`performAction:`, `scene performAction:`): the app drops an action
    /// that arrives while it resumes from the background, after its first activation in the process
    /// and while it is not active (A3.1, A3.4), and keeps the others (`dropped on resume`). An action
    /// delivered during the launch (A1.2) is handled as the rest of the trigger says, as is one that
    /// reaches the app while it is active (A4.2).
    public var dropsOnResume: Bool {
        get { storage.fields.dropsOnResume }
        set { storage.fields.dropsOnResume = newValue }
    }
    /// Only for a delivered action (`performAction:`, `scene performAction:`): the app keeps the action
    /// it defers in one property (`self.pendingShortcutItem = item`, Wikipedia's
    /// `unprocessedShortcutItem`), so an action that arrives while an earlier one is still waiting
    /// replaces it, and the earlier one is never routed (`one pending item`). An action whose
    /// handling is already dispatched to the main queue is no longer waiting, and is kept.
    public var keepsOnePendingItem: Bool {
        get { storage.fields.keepsOnePendingItem }
        set { storage.fields.keepsOnePendingItem = newValue }
    }
    /// Only for a delivered action (`performAction:`, `scene performAction:`): the app clears the actions
    /// it keeps pending when it enters the foreground, in `applicationWillEnterForeground` or
    /// `sceneWillEnterForeground` or an observer of `willEnterForegroundNotification`, posted in both
    /// lifecycles (A7.5), as Wikipedia's `appWillEnterForegroundWithNotification:` sets
    /// `unprocessedShortcutItem = nil` (`cleared on willEnterForeground`). An action still waiting then
    /// is dropped: where the profile delivers a warm action before `willEnterForeground` (A3.3), that is
    /// the action of this very resume. One whose handling is already dispatched to the main queue is kept.
    public var clearedOnWillEnterForeground: Bool {
        get { storage.fields.clearedOnWillEnterForeground }
        set { storage.fields.clearedOnWillEnterForeground = newValue }
    }
    /// Only for a delivered action, with ``keepsOnePendingItem``: the one property is also where the
    /// launch item is saved (`launch item: saved in …`), as Mlem's global `shortcutItemToProcess` is
    /// written by both `configurationForConnecting` and `windowScene(_:performActionFor:)`; an action
    /// that arrives while the saved launch item still waits takes its place, and the launch item is
    /// never routed (`one pending item shared with the launch item`).
    public var sharesLaunchItem: Bool {
        get { storage.fields.sharesLaunchItem }
        set { storage.fields.sharesLaunchItem = newValue }
    }
    /// Only for the app delegate's `performActionFor` (`performAction:`): in a process whose launch
    /// options held a shortcut item (A1.3), the app drops the first call it gets, expecting it to carry
    /// the launch item, which it handles from the launch options (`skips its first call after a shortcut
    /// launch`, react-native-quick-actions' `static BOOL first`). That call carries the launch item when
    /// the launch gate is open (A2.3); when a launch method returned false it is the first warm action
    /// of the process (A2.1, A2.6).
    public var skipsFirstCallAfterShortcutLaunch: Bool {
        get { storage.fields.skipsFirstCallAfterShortcutLaunch }
        set { storage.fields.skipsFirstCallAfterShortcutLaunch = newValue }
    }
    /// Only for a delivered action (`performAction:`, `scene performAction:`) whose trigger waits for
    /// `didBecomeActive`: the app never sets the property it keeps the action in back to nil after
    /// handling it (`not cleared`), so the action is handled again at every later activation, the
    /// refire of G10 that a saved launch item `not cleared` shows too (Basic-Car-Maintenance's
    /// `ActionService.action`, read by `.onChange(of: scenePhase)` and never reset). Its completion
    /// handler is called once, when the action is first handled (A5.1).
    public var keepsHandledAction: Bool {
        get { storage.fields.keepsHandledAction }
        set { storage.fields.keepsHandledAction = newValue }
    }
    /// Only for a delivered action: when an action that arrives during a resume is handled instead
    /// (`handled after 1s, handled at once on resume`), as an app that checks its own flag does (YiTongXing's
    /// `_background ? 0 : 1` second delay); nil when every action is handled as this trigger says. A resume
    /// is what ``dropsOnResume`` means by it (A3.1, A3.4); the branch is the app's own logic, not UIKit's.
    /// Only its timing is used (``resumeTrigger``): the line's other clauses apply to every action.
    public var onResume: HandlingTrigger? {
        get { resumeStorage.first }
        set { resumeStorage = newValue.map { [$0] } ?? [] }
    }
    /// The storage of ``onResume``: a struct cannot hold an optional of itself.
    private var resumeStorage: [HandlingTrigger] {
        get { storage.fields.resumeStorage }
        set { storage.fields.resumeStorage = newValue }
    }
    /// Only for a delivered action (`performAction:`, `scene performAction:`): how the actions of some types
    /// are handled instead (`handled on the next main-queue turn, handled after 500ms for passwords`), as an
    /// app's `switch shortcutItem.type` that routes one case at once and dispatches another later decides
    /// (DuckDuckGo's `handleShortCutItem`); the first entry that lists the action's type wins, during a resume
    /// too; empty when every type is handled as this trigger says. The branch is the app's own logic: UIKit
    /// never interprets the type (C1.2). Only each entry's timing is used (``trigger(for:onResume:)``): the
    /// line's other clauses apply to every action.
    public var typeTriggers: [LaunchItemPolicy.TypeTrigger] {
        get { storage.fields.typeTriggers }
        set { storage.fields.typeTriggers = newValue }
    }

    /// The trigger of an action that arrives during a resume: this one with the timing of ``onResume``
    /// (its callbacks, milestones, delay, check and main-queue turn); this one when there is none.
    public var resumeTrigger: HandlingTrigger {
        guard let timing = onResume else { return self }
        return withTiming(of: timing)
    }

    /// The trigger of a delivered action of this type: the line's with the timing of the ``typeTriggers`` entry
    /// that lists the type, else with that of ``onResume`` when the action arrives during a resume, else this one.
    public func trigger(for type: String, onResume resuming: Bool) -> HandlingTrigger {
        if !typeTriggers.isEmpty, let timing = typeTriggers.first(where: { $0.types.contains(type) })?.trigger {
            return withTiming(of: timing)
        }
        return resuming ? resumeTrigger : self
    }

    /// The triggers of the ``typeTriggers`` entries, each as ``trigger(for:onResume:)`` gives it for its types.
    public var typeHandlingTriggers: [HandlingTrigger] { typeTriggers.map { withTiming(of: $0.trigger) } }

    /// This trigger with the timing of another (its callbacks, milestones, delay, check and main-queue turn),
    /// and no sub-triggers of its own.
    private func withTiming(of timing: HandlingTrigger) -> HandlingTrigger {
        var trigger = self
        trigger.onResume = nil
        trigger.typeTriggers = []
        trigger.onDidBecomeActive = timing.onDidBecomeActive
        trigger.onWillEnterForeground = timing.onWillEnterForeground
        trigger.waitsForAppDelegateCallback = timing.waitsForAppDelegateCallback
        trigger.milestones = timing.milestones
        trigger.checkedMilestones = timing.checkedMilestones
        trigger.delay = timing.delay
        trigger.ifNotReady = timing.ifNotReady
        trigger.onNextMainQueueTurn = timing.onNextMainQueueTurn
        return trigger
    }

    /// What an app does with an item when the milestones it checks once are not reached.
    public enum NotReadyOutcome: String, Hashable, Sendable {
        /// `else dropped`: the app discards the item and routes nothing, as a quick-action plugin does
        /// whose JavaScript or Dart listener is not registered yet (`app.drop`).
        case dropped
        /// `else crashes`: the app crashes, as code does that force-unwraps services a cold launch has
        /// not built yet (`app.crash`); the process ends (A7.4).
        case crashes
    }

    /// Creates a trigger.
    public init(onDidBecomeActive: Bool = false, onWillEnterForeground: Bool = false, milestones: [Milestone] = [],
                delay: VirtualDuration? = nil, checkedMilestones: [Milestone] = [], ifNotReady: NotReadyOutcome? = nil,
                onNextMainQueueTurn: Bool = false, dropsOnResume: Bool = false, keepsOnePendingItem: Bool = false,
                skipsFirstCallAfterShortcutLaunch: Bool = false, clearedOnWillEnterForeground: Bool = false,
                sharesLaunchItem: Bool = false, keepsHandledAction: Bool = false) {
        storage = SharedFields(Fields(onDidBecomeActive: onDidBecomeActive, onWillEnterForeground: onWillEnterForeground,
                                 milestones: milestones, checkedMilestones: checkedMilestones, delay: delay, ifNotReady: ifNotReady,
                                 onNextMainQueueTurn: onNextMainQueueTurn, dropsOnResume: dropsOnResume,
                                 keepsOnePendingItem: keepsOnePendingItem, clearedOnWillEnterForeground: clearedOnWillEnterForeground,
                                 sharesLaunchItem: sharesLaunchItem, skipsFirstCallAfterShortcutLaunch: skipsFirstCallAfterShortcutLaunch,
                                 keepsHandledAction: keepsHandledAction))
    }

    /// Handle at once, inside the callback.
    public static let atOnce = HandlingTrigger()

    /// Whether nothing is waited for: the handling runs inside the callback.
    public var isImmediate: Bool {
        !onDidBecomeActive && !onWillEnterForeground && milestones.isEmpty && delay == nil && checkedMilestones.isEmpty && !onNextMainQueueTurn
    }

    /// Whether the trigger waits for a callback (`on didBecomeActive` or `on willEnterForeground`).
    var waitsForCallback: Bool { onDidBecomeActive || onWillEnterForeground }

    /// Whether an item may wait under this trigger after the callback that delivered it returns: for
    /// a callback, milestones or a delay. One handled at once, or checked once and dispatched at once,
    /// never waits, so `one pending item` and `cleared on willEnterForeground` change nothing for it.
    /// With ``typeTriggers``, whether any type's trigger may.
    var keepsItemsWaiting: Bool {
        waitsForCallback || !milestones.isEmpty || delay != nil || typeTriggers.contains { $0.trigger.keepsItemsWaiting }
    }
}

extension HandlingTrigger.NotReadyOutcome {
    /// The outcome a route names before `without MILESTONE`: `crashes` or `dropped`.
    init?(routeWord: String) {
        switch routeWord {
        case "crashes": self = .crashes
        case "dropped": self = .dropped
        default: return nil
        }
    }

    /// The word a route writes for it.
    var routeWord: String { self == .crashes ? "crashes" : "dropped" }
}
