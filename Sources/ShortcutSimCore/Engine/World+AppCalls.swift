extension World {
    /// Calls the running app, records the callback's event, then applies what the app did, in order.
    ///
    /// - Parameter event: the trace event for the callback, made from its return value; nil records none.
    @discardableResult
    mutating func callApp<Result>(
        _ body: (inout App, inout AppContext) -> Result,
        recording event: (Result) -> TraceEvent.Kind?
    ) -> Result? {
        guard var context = beginCall() else { return nil }
        let result = body(&runningApp, &context)
        if let kind = event(result) { finishCall(&context, recording: kind) } else { finishCall(&context) }
        return result
    }

    /// Calls a callback that returns nothing and records `event` for it.
    ///
    /// It records the event itself rather than through ``callApp(_:recording:)``: a closure that
    /// returned the event copied it on every callback.
    mutating func callApp(_ event: consuming TraceEvent.Kind, _ body: (inout App, inout AppContext) -> Void) {
        guard var context = beginCall() else { return }
        // These run while the app is still in the background, as it comes to the foreground (A3.2, B1.1), not after the user left.
        switch event {
        case .willEnterForeground, .sceneWillEnterForeground, .configurationForConnecting, .sceneWillConnect: isComingForward = true
        default: break
        }
        defer { isComingForward = false }
        body(&runningApp, &context)
        finishCall(&context, recording: event)
    }

    /// The context for a callback of the running process, with the stored values and the room for
    /// effects lent to it; nil when no process runs.
    mutating func beginCall() -> AppContext? {
        guard let incarnation = process?.incarnation else { return nil }
        var context = AppContext(
            now: now,
            applicationState: applicationState,
            appVersion: homeScreen.bundle?.version ?? 0,
            shortcutItems: homeScreen.dynamicItems,
            reached: process!.reachedMilestones,
            storedValues: Dictionary(),  // the empty singleton: `[:]` called the literal initializer on every callback
            processNumber: incarnation,
            forceTouchCapability: setting.forceTouch
        )
        swap(&storedValues, &context.storedValues)  // lent to the app and taken back: no copy, no retain
        context.lendEffectStorage(&effectStorage)  // likewise the room for its effects
        return context
    }

    /// Ends a callback: takes the stored values back, records the callback's event, applies what
    /// the app did, in order, and takes the room for effects back. The event is not optional: bound
    /// out of an optional parameter (`if let kind`), it was copied (every string retained) and the
    /// optional destroyed after, on every callback.
    mutating func finishCall(_ context: inout AppContext, recording kind: consuming TraceEvent.Kind) {
        swap(&storedValues, &context.storedValues)
        record(kind)
        applyEffects(of: &context)
    }

    /// Ends a callback that records no event of its own, as ``finishCall(_:recording:)`` does.
    private mutating func finishCall(_ context: inout AppContext) {
        swap(&storedValues, &context.storedValues)
        applyEffects(of: &context)
    }

    /// Applies what the app did in a callback, in order, and takes the room for effects back,
    /// emptied but keeping its capacity, for the next callback.
    ///
    /// The effects are reversed and taken from the end, so that each moves out of the array: read
    /// in a loop, each was copied (its item and strings retained), and destroyed twice over, the
    /// copy after it was applied and the original when the array was emptied.
    private mutating func applyEffects(of context: inout AppContext) {
        var effects = context.takeEffects()
        effects.reverse()
        while let effect = effects.popLast() {
            apply(effect)
            if case .none = process { break }  // the app crashed: nothing after it takes effect (A7.4)
        }
        if !effects.isEmpty { effects.removeAll(keepingCapacity: true) }  // even on an empty array, a call of about 130 instructions
        effectStorage = effects
    }

    /// Adds the defects a check of the ledger found: most find none, and appending an empty array
    /// still cost a call of about 160 instructions.
    mutating func addDefects(_ found: [Defect]) {
        if !found.isEmpty { defects += found }
    }

    private mutating func apply(_ effect: AppEffect) {
        switch effect {
        case .route(let item, let destination, let origin):
            let event = record(.route(type: item.type, destination: destination))
            let root = setting.rootMilestone
            // Tested without a closure: one that reads `process` captures the generic world, and
            // fetching its type's metadata at run time cost more than the whole test (about 330
            // instructions per route).
            var rootReady = true
            if let root { rootReady = process?.reachedMilestones.contains(root) ?? false }
            addDefects(ledger.route(item.type, origin: origin, event: event, rootMilestone: root,
                                    rootReady: rootReady, process: incarnations))
        case .unhandled(let item):
            let event = record(.unhandled(type: item.type))
            ledger.unhandled(item.type)
            if let bundle = homeScreen.bundle, bundle.staticItems.contains(where: { $0.type == item.type }) {
                addDefects(ledger.unhandledStaticItem(item.type, version: bundle.version, event: event))
            }
        case .show(let screen):
            record(.show(screen: screen))
        case .setShortcutItems(let items):
            homeScreen.setDynamicItems(items)
            let event = record(.setShortcutItems(types: items.map(\.type)))
            addDefects(ledger.checkDynamicItems(items, event: event))
            addDefects(ledger.checkStaticTypes(dynamic: items.map(\.type), staticTypes: homeScreen.bundle?.staticItems.map(\.type) ?? [], event: event))
            checkOverflow(event: event)
        case .schedule(let timer, let delay):
            guard let incarnation = process?.incarnation else { return }
            scheduler.schedule(.appTimer(timer, process: incarnation), at: now + delay)
        case .scheduleWithin(let timer, let earliest, let latest):
            guard let incarnation = process?.incarnation, let occurrence = process?.countVariableTimer(timer) else { return }
            let key = TimingKey(process: incarnation, timer: timer, occurrence: occurrence)
            let delay: VirtualDuration
            // Read, not removed: a key names one occurrence of one timer in one process, so it is
            // scheduled at most once, and removing it copied the explorer's shared decisions.
            if let decided = timingDecisions[key] {
                delay = decided
            } else {
                undecidedTimings.append(TimingRequest(key: key, earliest: earliest, latest: latest, scheduledAt: now))
                delay = earliest
            }
            let sequence = scheduler.schedule(.appTimer(timer, process: incarnation), at: now + delay)
            variableTimerPlaces.append(VariableTimerPlace(key: key, sequence: sequence, scheduledAt: now))
        case .reach(let milestone):
            guard process?.reachedMilestones.insert(milestone) == true else { return }
            record(.milestone(name: milestone.name))
            noteReadyAndActiveIfReady()
        case .exit:
            _ = record(.appExit)
            // The app ended itself: what it left unrouted or a handler it never called is its own doing (A5.4),
            // not abandoned as when the user leaves during a launch and the process then ends.
            ledger.noteReadyAndActive()
            terminate()  // A7.4: the process is gone; the next quick action is a cold launch
        case .suspend:
            _ = record(.appSuspend)
            if let incarnation = process?.incarnation { scheduler.schedule(.sendToBackground(process: incarnation), at: now) }
        case .undo(let milestone):
            guard process?.reachedMilestones.contains(milestone) == true else { return }
            process?.reachedMilestones.remove(milestone)
            record(.milestoneUndone(name: milestone.name))
        case .complete(let handler, let succeeded):
            let event = record(.completion(type: handler.item.type, delivery: handler.delivery, succeeded: succeeded))
            addDefects(ledger.complete(delivery: handler.delivery, event: event))
        case .drop(let item, let missing, let origin):
            recordAppDrop(of: item, reason: .missing(missing.map(\.name)), origin: origin)
        case .dropByOwnLogic(let item, let cause, let origin):
            recordAppDrop(of: item, reason: .cause(cause), origin: origin)
        case .replace(let pending, let newer, let origin):
            // With the launch gate open, the launch-time performActionFor carries the launch item itself
            // (A1.1, A2.3): written to the property that holds it, it takes its own place, and nothing is
            // dropped (mixin-network/ios-app's `pendingShortcutItem`).
            if origin == .launchItem, pending == newer, isLaunching, ledger.deliversLaunchItem(of: pending.type) { return }
            recordAppDrop(of: pending, reason: .replaced(by: newer.type), origin: origin, replacedBySameItem: pending == newer)
        case .crash(let item, let missing, let reached):
            let event = record(.crash(type: item.type, missing: missing.map(\.name), reached: reached.map(\.name)))
            addDefects(ledger.crash(handling: item.type, missing: missing.map(\.name), reached: reached.map(\.name), event: event,
                                    whileLaunching: isLaunching))
            terminate()  // A7.4: the process is gone; the next quick action is a cold launch
        case .crashOnLaunchOptions(let item, let method):
            let event = record(.crash(type: item.type, missing: [], launchMethod: method.rawValue))
            addDefects(ledger.crashOnLaunchOptions(of: item.type, in: method.rawValue, event: event))
            terminate()  // A7.4
        case .crashOnLaunch(let method, let reached):  // the launch's own work: a defect only of a quick action that made the launch
            let event = record(.launchCrash(launchMethod: method, reached: reached.map(\.name)))
            if let process = process?.incarnation { addDefects(ledger.crashInLaunchWork(process: process, in: method, event: event)) }
            terminate()  // A7.4
        }
    }

    /// Records that the app discarded the item (`app.drop`), for the selection the ledger charges it to.
    private mutating func recordAppDrop(of item: ShortcutItem, reason: AppDropReason, origin: ItemOrigin?, replacedBySameItem: Bool = false) {
        let event = record(.appDrop(type: item.type, reason: reason))
        // Past the launch and outside the callbacks that bring it forward, a background app runs only code
        // it deferred, after the user left (A7.3).
        ledger.noteAppDrop(of: item.type, reason: reason, origin: origin,
                           inBackground: applicationState == .background && !isLaunching && !isComingForward,
                           replacedBySameItem: replacedBySameItem, event: event)
    }

    /// Reports app items that get no slot (C2.2). A hidden copy of a shown row is a duplicate (its
    /// own defect, C3.2), not an overflow; a hidden item whose type has a row but whose title
    /// differs is named by its title, since the user can select the type but not that item.
    mutating func checkOverflow(event: Int) {
        // Without more items than slots nothing is hidden (C2.1, C2.2): skip building the menu.
        guard let bundle = homeScreen.bundle, bundle.staticItems.count + homeScreen.dynamicItems.count > setting.profile.menuSlots,
              let menu, !menu.hidden.isEmpty else { return }
        let hidden = menu.hidden
            .filter { item in !menu.rows.contains { $0.item.type == item.type && $0.item.localizedTitle == item.localizedTitle } }
            .map { (type: $0.type, title: menu.types.contains($0.type) ? $0.localizedTitle : nil) }
        addDefects(ledger.checkOverflow(hidden: hidden, slots: setting.profile.menuSlots, event: event))
    }
}
