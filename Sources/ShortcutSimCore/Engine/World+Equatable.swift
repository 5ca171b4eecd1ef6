/// Two worlds are equal when everything observable through them is equal: the profile, the
/// device's 3D Touch and the app template they were made with; the clock, the Home Screen, the
/// application state and lock, the running process with its app, its scenes, its pending work
/// (timers, suspension) and the routing it has seen; the defects so far, the stored values, the
/// timing decisions and the variable timers awaiting one; and the trace, with the number of events
/// ``discardTrace()`` dropped.
///
/// The trace belongs to equality: a fork that went another way to the same state is a different
/// world, since its `trace` (and everything printed from it) differs. The explorer merges such
/// states, without their traces, by ``hashState(into:)``, which is also this conformance's hash.
///
/// With an app that is a reference type, equality compares the app as its `==` does; a fork then
/// shares the app and is not independent (see ``World``).
extension World: Equatable where App: Equatable {
    /// Whether the two worlds are equal, trace included (above).
    public static func == (lhs: World, rhs: World) -> Bool {
        // The cheap fields first; the trace, the longest, last.
        lhs.now == rhs.now && lhs.applicationState == rhs.applicationState && lhs.isDeviceLocked == rhs.isDeviceLocked
            && lhs.incarnations == rhs.incarnations && lhs.backgroundEpoch == rhs.backgroundEpoch
            && lhs.resumesAppOnUnlock == rhs.resumesAppOnUnlock && lhs.deprecationNoticed == rhs.deprecationNoticed
            && lhs.sessionCounter == rhs.sessionCounter && lhs.activationCounter == rhs.activationCounter
            && lhs.discardedEventCount == rhs.discardedEventCount
            && lhs.isMenuOpen == rhs.isMenuOpen && lhs.isComingForward == rhs.isComingForward  // false between steps; compared so no field goes undecided
            && lhs.sameSetting(as: rhs)
            && lhs.runningApp == rhs.runningApp && lhs.process == rhs.process && lhs.scenes == rhs.scenes
            && lhs.scheduler == rhs.scheduler && lhs.ledger == rhs.ledger && lhs.homeScreen == rhs.homeScreen
            && lhs.storedValues == rhs.storedValues && lhs.defects == rhs.defects && lhs.sharedTypeTitles == rhs.sharedTypeTitles
            && lhs.timingDecisions == rhs.timingDecisions && lhs.undecidedTimings == rhs.undecidedTimings
            && lhs.variableTimerPlaces == rhs.variableTimerPlaces && lhs.effectStorage == rhs.effectStorage  // always empty between callbacks
            && lhs.trace == rhs.trace
    }

    /// Whether both worlds were made with the same profile, 3D Touch and app template (the rest of
    /// the setting follows from the template).
    private func sameSetting(as other: World) -> Bool {
        setting === other.setting
            || (profile == other.profile && forceTouchCapability == other.forceTouchCapability && appTemplate == other.appTemplate)
    }
}

/// Hashes a world by ``hashState(into:)``: the state that decides its future, without the trace.
/// Equal worlds hash alike, since equality compares every field that hash reads (and more).
extension World: Hashable where App: Hashable {
    /// Feeds ``hashState(into:)`` to the hasher.
    public func hash(into hasher: inout Hasher) {
        hashState(into: &hasher)
    }
}
