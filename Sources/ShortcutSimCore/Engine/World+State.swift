extension World where App: Hashable {
    /// Hashes everything that decides how the simulation goes on — the clock, the Home Screen,
    /// the process, the app, pending work, the defects so far — and leaves out the trace, so two
    /// runs that reached the same state by different paths hash alike (the explorer merges states
    /// by this hash alone, so it must cover every field that decides the future).
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
}
