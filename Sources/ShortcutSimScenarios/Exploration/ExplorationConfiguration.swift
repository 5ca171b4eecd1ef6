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

    /// The default state limit: one million distinct states. An explored state costs about 1.2 KB
    /// in the bench's standard model (docs/performance.md) and up to about 3 KB with a coordinator
    /// and several milestones, so the limit keeps an exploration to a few gigabytes at most, which
    /// an ordinary machine has. The largest scenario of the library needs 280 states, the bench's
    /// standard model 242,207.
    public static let defaultMaxStates = 1_000_000

    /// Creates a configuration: by default every core, up to ``defaultMaxStates`` states, enumerating.
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount, maxStates: Int = defaultMaxStates,
                randomPaths: Int? = nil, seed: UInt64 = 0, profileOverride: PlatformProfile? = nil) {
        self.workers = max(1, workers)
        self.maxStates = maxStates
        self.randomPaths = randomPaths
        self.seed = seed
        self.profileOverride = profileOverride
    }
}
