import ShortcutSimCore

/// A point of an explored path: the world, where the path stands in the steps, and how far the
/// expectations have got. Two states with equal fingerprints have the same future.
struct ExplorationState<App: ShortcutApp & Hashable & Sendable>: Sendable {
    /// The simulated world, trace included (the trace is not part of the fingerprint).
    var world: World<App>
    /// The index of the current step in the program.
    var position = 0
    /// Whether the current step is an `any order:` block that has been entered.
    var inBlock = false
    /// The steps of the entered block not yet started, one bit each.
    var blockRemaining: UInt16 = 0
    /// The end of a wait that stopped at a suspension to let the system kill the app.
    var waitDeadline: VirtualInstant?
    /// The wait step being continued.
    var waitStep: Step?
    /// The expectations' progress over the events so far.
    var progress: ExpectationProgress
    /// How many trace events the progress has seen.
    var consumed = 0
    /// Which variant (profile and lifecycle) the path runs.
    var variant: Int
    /// How the path ended here, if it did. Part of the fingerprint, so an ending is never merged with
    /// a state that goes on: a step that cannot happen leaves the world as it was, and without this
    /// its ending would be merged with the state before it, a loop that no path leaves.
    var ending: Ending = .none

    /// How a path ended at a state.
    enum Ending: Hashable, Sendable {
        case none, passed, failed, invalid
    }

    /// A 128-bit fingerprint of everything that decides the future: the world without its trace,
    /// the position in the steps and the expectations' progress, in one pass of ``StateHasher``
    /// (which gives the chance that two different states share one).
    var fingerprint: Fingerprint {
        var hasher = StateHasher()
        world.hashState(into: &hasher)
        hasher.combine(position)
        let ending: UInt64
        switch self.ending {
        case .none: ending = 0
        case .passed: ending = 1
        case .failed: ending = 2
        case .invalid: ending = 3
        }
        hasher.combine(UInt64(inBlock ? 1 : 0) | UInt64(waitDeadline != nil ? 1 : 0) << 1 | ending << 2 | UInt64(blockRemaining) << 8)
        if let waitDeadline { hasher.combine(waitDeadline.millisecondsSinceStart) }
        progress.hashState(into: &hasher)
        hasher.combine(variant)
        let digest = hasher.finalize()
        return Fingerprint(high: digest.high, low: digest.low)
    }
}
