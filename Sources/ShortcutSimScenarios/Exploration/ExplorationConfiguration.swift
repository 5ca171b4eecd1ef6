import Foundation
import ShortcutSimCore

/// How to explore: how many workers, how far, and whether to sample paths at random.
public struct ExplorationConfiguration: Hashable, Sendable {
    /// Threads that expand states in parallel; the results never depend on it.
    public var workers: Int
    /// The most distinct states to visit before giving up (the result says it was cut short).
    public var maxStates: Int
    /// Sample this many random paths instead of enumerating every one (`--random N`).
    public var randomPaths: Int?
    /// The seed of the random paths (`--seed S`): the same seed gives the same paths everywhere.
    public var seed: UInt64
    /// Run every variant under this profile instead of the scenario's (`--profile`).
    public var profileOverride: PlatformProfile?

    /// Creates a configuration: by default every core, up to ten million states, enumerating.
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, maxStates: Int = 10_000_000,
                randomPaths: Int? = nil, seed: UInt64 = 0, profileOverride: PlatformProfile? = nil) {
        self.workers = max(1, workers)
        self.maxStates = maxStates
        self.randomPaths = randomPaths
        self.seed = seed
        self.profileOverride = profileOverride
    }
}
