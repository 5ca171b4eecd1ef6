import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The reference coordinator on random walks, beyond the explored scenarios of
/// `Scenarios/coordinator/`: whatever the user and the system do (selections warm and cold, taps,
/// going home, locks, interruptions, kills, force quits, login late or early, signing out), on every profile and
/// both lifecycles, it never routes before the root, never routes an action twice, never refires,
/// calls every completion handler exactly once, and routes every selection the user came back for.
@Suite("the coordinator on random walks")
struct CoordinatorRandomWalkTests {
    /// How many walks each seed generates.
    static let walksPerSeed = 300

    @Test("no walk makes the coordinator misbehave", arguments: [21, 22, 23, 24] as [UInt64])
    func coordinatorHoldsOnRandomWalks(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var checked = 0, routed = 0
        for index in 0..<Self.walksPerSeed {
            let walk = CoordinatorWalk(&generator)
            let scenario = try ScenarioLoader.parse(walk.text, file: "coordinator-walk-\(seed)-\(index).scenario")
            let result = ScenarioRunner.run(scenario)
            // A crash ends the process, so a later step of the walk cannot happen: check it before skipping.
            #expect(!result.trace.events.contains { if case .crash = $0.kind { true } else { false } }, """
                coordinator-walk-\(seed)-\(index): the coordinator routed while a milestone was missing
                scenario:
                \(walk.text)
                trace:
                \(result.trace.text)
                """)
            guard result.errors.isEmpty else { continue }  // a step the walk thought possible but is not
            checked += 1
            routed += result.trace.events.filter { if case .route = $0.kind { true } else { false } }.count
            #expect(result.defects.isEmpty, """
                coordinator-walk-\(seed)-\(index): expected no defect, found \(result.defects.map(\.description))
                scenario:
                \(walk.text)
                trace:
                \(result.trace.text)
                """)
        }
        #expect(checked >= Self.walksPerSeed * 9 / 10, "expected at least 90% of the walks to be possible, checked \(checked) of \(Self.walksPerSeed)")
        // Not vacuous: most walks select something and come back for it.
        #expect(routed >= checked / 2, "expected the walks to route an action in most of them, routed \(routed) in \(checked) walks")
    }
}

/// A random walk through an app that forwards everything to the reference coordinator. The walk
/// ends with the app frontmost and long enough for the root and login, so every selection the
/// user did not abandon must be routed by the end.
private struct CoordinatorWalk {
    var header: [String]
    var settings: [String]
    var steps: [String]
    var routes: String

    init(_ generator: inout SplitMix64) {
        let scenes = Bool.random(using: &generator)
        let profile = scenes ? ["ios13", "ios26", "ipados26"].randomElement(using: &generator)!
            : ["ios9", "ios13", "ios26", "ipados26"].randomElement(using: &generator)!
        header = ["profile: \(profile)", "lifecycle: \(scenes ? "scenes" : "app-delegate")"]
        let needsLogin = Bool.random(using: &generator)
        settings = [
            "coordinator: " + (needsLogin ? "waits for root and login" : "waits for root"),
            "milestone root: \(Int.random(in: 0...4, using: &generator))s after launch",
        ]
        if needsLogin { settings.append("milestone login: on step, remembered") }
        // Signed out, a route would crash: the coordinator must hold it until the next login.
        routes = needsLogin ? "Search -> SearchPage crashes without login, Compose -> Composer crashes without login"
            : "Search -> SearchPage, Compose -> Composer"
        var frontmostSteps = needsLogin ? ["reach login", "undo login"] : []  // signing in and out
        if profile == "ipados26" { frontmostSteps += ["select Search", "select Compose"] }  // from the Dock, into the running app (A4.2)
        var walk = UserWalk(&generator, count: Int.random(in: 3...10, using: &generator), frontmostSteps: frontmostSteps)
        // The user comes back and stays: what is still waiting must now be routed.
        if walk.locked { walk.take("unlock") }
        if !walk.frontmost { walk.take("tap icon") }
        if needsLogin { walk.take("reach login") }
        walk.take("wait 10s")
        steps = walk.steps
    }

    var text: String { WalkScenario.text(title: "coordinator walk", headers: header, settings: settings, steps: steps, routes: routes) }
}
