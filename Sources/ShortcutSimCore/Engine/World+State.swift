extension World where App: Hashable {
    /// Hashes everything that decides how the simulation goes on — the clock, the Home Screen,
    /// the process, the app, pending work, the defects so far — and leaves out the trace, so two
    /// runs that reached the same state by different paths hash alike (the explorer merges them).
    public func hashState(into hasher: inout Hasher) {
        hasher.combine(now)
        hasher.combine(applicationState)
        hasher.combine(process)
        hasher.combine(app)
        hasher.combine(scheduler)
        hasher.combine(scenes)
        hasher.combine(ledger)
        hasher.combine(homeScreen.dynamicItems)
        hasher.combine(homeScreen.bundle?.version)
        hasher.combine(storedValues)
        hasher.combine(isDeviceLocked)
        hasher.combine(incarnations)
        hasher.combine(backgroundEpoch)
        hasher.combine(resumesAppOnUnlock)
        hasher.combine(deprecationNoticed)
        hasher.combine(sessionCounter)
        hasher.combine(activationCounter)
        hasher.combine(defects)
        hasher.combine(profile.name)
    }

    /// Whether two worlds are in the same state, trace aside: from here on, the same stimuli give
    /// both the same events and the same defects (see ``hashState(into:)``).
    public func hasSameState(as other: Self) -> Bool {
        now == other.now
            && applicationState == other.applicationState
            && process == other.process
            && app == other.app
            && scheduler == other.scheduler
            && scenes == other.scenes
            && ledger == other.ledger
            && defects == other.defects
            && homeScreen == other.homeScreen
            && storedValues == other.storedValues
            && isDeviceLocked == other.isDeviceLocked
            && incarnations == other.incarnations
            && backgroundEpoch == other.backgroundEpoch
            && resumesAppOnUnlock == other.resumesAppOnUnlock
            && deprecationNoticed == other.deprecationNoticed
            && sessionCounter == other.sessionCounter
            && activationCounter == other.activationCounter
            && timingDecisions == other.timingDecisions
            && undecidedTimings == other.undecidedTimings
            && profile == other.profile
    }
}
