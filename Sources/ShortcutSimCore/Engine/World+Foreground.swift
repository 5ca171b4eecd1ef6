extension World {
    /// A warm resume from background or suspension: no launch methods (A3.1), the action in the
    /// profile's order (A3.2, A3.3), while inactive (A3.4).
    mutating func resume(with item: ShortcutItem?) {
        backgroundEpoch += 1
        rescheduleTimersDueWhileSuspended()
        if setting.usesScenes {
            activateScene(item == nil ? (mostRecentScene.map(SceneChoice.existing) ?? chooseScene(for: nil)) : chooseScene(for: item), with: item)
            return
        }
        if let item, setting.profile.warmActionOrder == .beforeWillEnterForeground {
            setState(.inactive)
            deliverAction(item)  // A3.3
            guard hasProcess else { return }  // the app crashed handling it
            callApp(.willEnterForeground) { app, context in app.applicationWillEnterForeground(context: &context) }
        } else {
            callApp(.willEnterForeground) { app, context in app.applicationWillEnterForeground(context: &context) }
            guard hasProcess else { return }
            setState(.inactive)
            if let item { deliverAction(item) }  // A3.2
        }
        guard hasProcess else { return }  // the app crashed: no activation
        setState(.active)
        callApp(.didBecomeActive) { app, context in app.applicationDidBecomeActive(context: &context) }
    }

    /// Resign active, then enter the background; suspension follows after the profile's delay (A7.3).
    mutating func moveToBackground() {
        if setting.usesScenes {
            for index in scenes.indices where scenes[index].isForeground { backgroundScene(index) }
            return
        }
        if applicationState == .active { resignActive() }
        guard hasProcess else { return }
        setState(.background)
        callApp(.didEnterBackground) { app, context in app.applicationDidEnterBackground(context: &context) }
        scheduleSuspension()
    }

    /// Schedules the suspension of an app now in the background, after the profile's delay (A7.3);
    /// a new epoch cancels any suspension scheduled before.
    mutating func scheduleSuspension() {
        backgroundEpoch += 1
        scheduler.schedule(.suspend(backgroundEpoch: backgroundEpoch), at: now + setting.profile.backgroundSuspensionDelay)
    }

    /// `applicationWillResignActive`, then inactive (A7.3); the ledger notes the deactivation, after
    /// which a route of an already routed item is a refire (G10).
    mutating func resignActive() {
        let resignEvent = nextEventIndex  // the callback's own line, recorded before the app's effects
        callApp(.willResignActive) { app, context in app.applicationWillResignActive(context: &context) }
        guard hasProcess else { return }
        ledger.noteDeactivation(event: resignEvent)
        setState(.inactive)
    }

    /// Queues, at the current instant and in the order they fell due, the app timers held back while
    /// the process was suspended: they run once it runs again, after the resume's callbacks (A7.3).
    mutating func rescheduleTimersDueWhileSuspended() {
        guard let incarnation = process?.incarnation, let timers = process?.timersDueWhileSuspended, !timers.isEmpty else { return }
        process?.timersDueWhileSuspended = []
        for timer in timers { scheduler.schedule(.appTimer(timer, process: incarnation), at: now) }
    }

    /// Ends the process: nothing of it survives but stored data and SpringBoard's dynamic items (C3.1).
    mutating func terminate() {
        guard hasProcess else { return }
        ledger.noteProcessEnded()
        setState(.notRunning)
        runningApp = setting.appTemplate  // the ended process's state goes with it
        process = nil
        backgroundEpoch += 1
        resumesAppOnUnlock = false
        for index in scenes.indices {  // the sessions survive the process (B1.4)
            scenes[index].isConnected = false
            scenes[index].activity = .background
        }
        scheduler.removeAll { work in
            switch work {
            case .appTimer, .finishLaunch, .sendToBackground: return true
            case .suspend: return false
            }
        }
    }
}
