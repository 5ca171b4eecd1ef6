import ShortcutSimCore

/// Applies one step of a scenario to a world: the replay and the explorer share it, so a
/// concrete counterexample replays exactly as it was explored.
enum StepExecutor {
    /// How to explore an `any order:` block instead: the command runs the scenario's declarative app
    /// only, so your own app type is pointed to ``Explorer/explore(_:app:configuration:)``.
    private static func exploreNote<App: ShortcutApp>(_ scenario: Scenario, app: App.Type) -> String {
        guard App.self != DeclarativeApp.self else { return "run 'shortcut-sim explore \(scenario.file)'" }
        return "explore it with your app: Explorer.explore(scenario, app: \(App.self)(…)), which needs \(App.self) to be Hashable and Sendable; "
            + "ScenarioRunner.run(_:app:) replays one path"
    }

    /// The steps to run: the scenario's, with the implied `install` first when they do not start with one.
    static func steps(of scenario: Scenario) -> [Step] {
        guard let implied = scenario.impliedInstall else { return scenario.steps }
        return [implied] + scenario.steps
    }

    /// Performs a step that is not a wait: a stimulus, an install or an update.
    static func perform<App: ShortcutApp>(_ action: Step.Action, of scenario: Scenario, on world: inout World<App>) throws(SimulationError) {
        let version = world.homeScreen.bundle?.version ?? 0
        switch action {
        case .stimulus(let stimulus):
            try world.perform(stimulus)
        case .install(let installVersion):
            try world.perform(.install(scenario.bundle(version: installVersion)))
        case .update(let target):
            let next = target ?? version + 1
            guard next > version else {
                throw SimulationError("cannot update to version \(next): version \(version) is installed", notes: ["an update installs a newer version"])
            }
            try world.perform(.update(scenario.bundle(version: next)))
        case .wait(let duration):
            world.advance(by: duration)
        case .anyOrder:
            throw SimulationError("'any order:' is explored, not replayed", notes: [exploreNote(scenario, app: App.self)])
        }
    }
}
