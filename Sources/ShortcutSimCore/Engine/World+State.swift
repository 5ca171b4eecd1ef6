extension World where App: Hashable {
    /// Hashes everything that decides how the simulation goes on — the clock, the Home Screen,
    /// the process, the app, pending work, the defects so far — and leaves out the trace, so two
    /// runs that reached the same state by different paths hash alike: the 128-bit digest of the
    /// overload with a ``StateHasher``, by which the explorer merges states, so the fields are
    /// listed once.
    public func hashState(into hasher: inout Hasher) {
        var state = StateHasher()
        hashState(into: &state)
        hasher.combine(state.finalize())
    }

    /// Feeds every field that decides the future, and not the trace, to a ``StateHasher``, for
    /// the explorer's 128-bit fingerprint in one pass: the app through its
    /// ``ShortcutApp/hashState(into:)``, the defects and stored values (rare in a state) through
    /// their `Hashable` digest. A defect's digest leaves out its message, which is written only when
    /// read (``Defect``) and decides nothing: states whose defects differ in their text alone merge.
    public func hashState(into hasher: inout StateHasher) {
        hasher.combine(now.millisecondsSinceStart)
        let state: UInt64
        switch applicationState {
        case .notRunning: state = 0
        case .inactive: state = 1
        case .active: state = 2
        case .background: state = 3
        case .suspended: state = 4
        }
        hasher.combine(state | UInt64(isDeviceLocked ? 1 : 0) << 3 | UInt64(resumesAppOnUnlock ? 1 : 0) << 4
                       | UInt64(deprecationNoticed ? 1 : 0) << 5 | UInt64(hasProcess ? 1 : 0) << 6
                       | UInt64(homeScreen.bundle != nil ? 1 : 0) << 7 | UInt64(isMenuOpen ? 1 : 0) << 8)
        process?.hashState(into: &hasher)
        if hasProcess {  // in place: the app is generic here, and a copy would retain all it holds
            hasher.combine(true)
            runningApp.hashState(into: &hasher)
        } else {
            hasher.combine(false)
        }
        scheduler.hashState(into: &hasher)
        hasher.combine(scenes.count)
        for scene in scenes { scene.hashState(into: &hasher) }
        ledger.hashState(into: &hasher)
        hasher.combine(homeScreen.dynamicItems.count)
        for item in homeScreen.dynamicItems { item.hashState(into: &hasher) }
        if let bundle = homeScreen.bundle { hasher.combine(bundle.version) }
        hasher.combine(sharedTypeTitles.count)
        if !sharedTypeTitles.isEmpty { hasher.combineDigest(of: sharedTypeTitles) }
        hasher.combine(storedValues.count)
        if !storedValues.isEmpty { hasher.combineDigest(of: storedValues) }
        hasher.combine(incarnations)
        hasher.combine(backgroundEpoch)
        hasher.combine(sessionCounter)
        hasher.combine(activationCounter)
        hasher.combine(defects.count)
        if !defects.isEmpty { hasher.combineDigest(of: defects) }
        hasher.combine(profile.name)
    }
}
