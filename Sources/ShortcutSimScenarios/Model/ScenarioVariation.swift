import ShortcutSimCore

/// What a scenario lets vary, for the explorer: profiles, lifecycles, system kills while
/// suspended, and the time grid of milestone windows. A scenario with no variation is a plain
/// replay.
public struct ScenarioVariation: Hashable, Sendable {
    /// The app lifecycle a run uses.
    public typealias Lifecycle = AppLifecycle

    /// The profiles to run under (`profile: every`, `profile: ios13 ios26`); empty: the scenario's one profile.
    public var profiles: [PlatformProfile] = []
    /// Both lifecycles (`lifecycle: both`); empty: the scenario's one lifecycle.
    public var lifecycles: [Lifecycle] = []
    /// Whether the system may kill the app at any moment it is suspended (`system kill: anywhere while suspended`, A7.4).
    public var killsWhileSuspended = false
    /// The grid on which milestone windows are explored (`time step:`); nil: the largest step
    /// that divides every duration of the scenario, so every distinct ordering is tried.
    public var timeStep: VirtualDuration?
    /// The source lines of the variation headers, the `app:` settings and the `steps:` section, to write a concrete scenario.
    public var layout = Layout()
    /// Whether every profile is explored because it was asked for outside the file (`--profile
    /// every`, ``Scenario/exploringEveryProfile()``), so that a message says how to explore it again.
    public var everyProfileRequested = false
    /// The text of the scenario file, line by line, from which an explored path is written as a concrete scenario.
    public var sourceLines: [String] = []

    /// Where the parts a concrete scenario rewrites were written.
    public struct Layout: Hashable, Sendable {
        /// The line of each header by key (`profile`, `lifecycle`, `system kill`, `time step`).
        public var headerLines: [String: Int] = [:]
        /// The lines of the `steps:` section, its header included.
        public var stepLines: ClosedRange<Int>?
        /// The line of each `app:` setting by key (`launch item`, `scene performAction`, `scene main`, …).
        public var appLines: [String: Int] = [:]
    }

    /// Creates a variation with nothing varying.
    public init() {}
}

extension Scenario {
    /// Whether anything varies, so the scenario is explored rather than replayed once.
    public var isExplored: Bool { isExplored(underProfile: nil) }

    /// Whether anything varies when it runs under `profile` instead of its own (`--profile`), which
    /// leaves its list of profiles nothing to vary.
    public func isExplored(underProfile profile: PlatformProfile?) -> Bool {
        (profile == nil && variation.profiles.count > 1) || variation.lifecycles.count > 1 || variation.killsWhileSuspended
            || app.milestones.contains { $0.start.varies || $0.laterStarts.contains(where: \.varies) }
            || steps.contains { if case .anyOrder = $0.action { return true } else { return false } }
    }

    /// The scenario with every profile explored, as if it said `profile: every` (`--profile every`):
    /// a scene-based app skips the profiles without scenes (ios9), and a failing path names its
    /// profile. Its own profile stays the one a concrete counterexample replaces.
    public func exploringEveryProfile() -> Scenario {
        var scenario = self
        scenario.variation.profiles = PlatformProfile.all
        scenario.variation.everyProfileRequested = true
        return scenario
    }
}
