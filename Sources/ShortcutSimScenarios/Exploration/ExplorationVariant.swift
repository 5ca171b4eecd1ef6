import ShortcutSimCore

/// One combination of the scenario's whole-run choices: a profile and a lifecycle.
public struct ExplorationVariant: Hashable, Sendable, CustomStringConvertible {
    /// The platform profile.
    public var profile: PlatformProfile
    /// The app lifecycle.
    public var lifecycle: ScenarioVariation.Lifecycle

    /// `ios13, scenes`.
    public var description: String { "\(profile.name), \(lifecycle.rawValue)" }

    /// Every combination a scenario allows, profiles first; a scene lifecycle skips profiles without scenes (ios9).
    static func all(of scenario: Scenario, profileOverride: PlatformProfile?) -> [ExplorationVariant] {
        let profiles = profileOverride.map { [$0] } ?? (scenario.variation.profiles.isEmpty ? [scenario.profile] : scenario.variation.profiles)
        let lifecycles = scenario.variation.lifecycles.isEmpty
            ? [scenario.app.usesScenes ? ScenarioVariation.Lifecycle.scenes : .appDelegate]
            : scenario.variation.lifecycles
        return profiles.flatMap { profile in
            lifecycles.filter { $0 == .appDelegate || profile.supportsScenes }.map { ExplorationVariant(profile: profile, lifecycle: $0) }
        }
    }
}
