extension World {
    /// A warm resume from background or suspension: no launch methods (A3.1), the action in the
    /// profile's order (A3.2, A3.3), while inactive (A3.4).
    mutating func resume(with item: ShortcutItem?) {
        backgroundEpoch += 1
        if let item, profile.warmActionOrder == .beforeWillEnterForeground {
            setState(.inactive)
            deliverAction(item)  // A3.3
            callApp(.willEnterForeground) { app, context in app.applicationWillEnterForeground(context: &context) }
        } else {
            callApp(.willEnterForeground) { app, context in app.applicationWillEnterForeground(context: &context) }
            setState(.inactive)
            if let item { deliverAction(item) }  // A3.2
        }
        setState(.active)
        callApp(.didBecomeActive) { app, context in app.applicationDidBecomeActive(context: &context) }
    }

    /// Resign active, then enter the background; suspension follows after the profile's delay (A7.3).
    mutating func moveToBackground() {
        if applicationState == .active {
            callApp(.willResignActive) { app, context in app.applicationWillResignActive(context: &context) }
            ledger.noteDeactivation(event: trace.count - 1)
            setState(.inactive)
        }
        setState(.background)
        callApp(.didEnterBackground) { app, context in app.applicationDidEnterBackground(context: &context) }
        backgroundEpoch += 1
        scheduler.schedule(.suspend(backgroundEpoch: backgroundEpoch), at: now + profile.backgroundSuspensionDelay)
    }

    /// Ends the process: nothing of it survives but stored data and SpringBoard's dynamic items (C3.1).
    mutating func terminate() {
        guard process != nil else { return }
        setState(.notRunning)
        app = nil
        process = nil
        backgroundEpoch += 1
        resumesAppOnUnlock = false
        scheduler.removeAll { work in
            switch work {
            case .appTimer, .finishLaunch: return true
            case .suspend: return false
            }
        }
    }
}
