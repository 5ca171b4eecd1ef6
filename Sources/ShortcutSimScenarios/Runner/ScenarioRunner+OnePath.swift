import ShortcutSimCore

extension ScenarioRunner {
    /// The variations of the scenario that one replay by `api` does not try, each as a warning at
    /// its header: several profiles (only the scenario's first runs, unless `profile` chooses one)
    /// and system kills while suspended (none happens). Your own app decides its lifecycle, and its
    /// delays take their earliest value, as the documentation of ``run(_:app:profile:)`` says; the
    /// declarative app's own `run(_:)` explores every variation, so it gets none of these.
    static func unexploredVariations<App: ShortcutApp>(_ scenario: Scenario, app: App, profile: PlatformProfile?, by api: String) -> [Diagnostic] {
        guard !(app is DeclarativeApp) else { return [] }
        let note = "call Explorer.explore(_:app:) to try every path (\(App.self) must then be Hashable and Sendable)"
        let lines = scenario.variation.layout.headerLines
        func location(_ header: String) -> SourceLocation {
            SourceLocation(file: scenario.file, line: lines[header] ?? 1, column: 1)
        }
        var warnings: [Diagnostic] = []
        if profile == nil, scenario.variation.profiles.count > 1 {
            let others = scenario.variation.profiles.filter { $0 != scenario.profile }.map(\.name).joined(separator: ", ")
            warnings.append(Diagnostic(.warning, at: location("profile"),
                                       "\(api) replays one path, under \(scenario.profile.name) only: \(others) are not tried",
                                       notes: [note]))
        }
        if scenario.variation.killsWhileSuspended {
            warnings.append(Diagnostic(.warning, at: location("system kill"),
                                       "\(api) replays one path, on which the system kills nothing: 'system kill: anywhere while suspended' is not tried",
                                       notes: [note]))
        }
        return warnings
    }
}
