import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The explorer against the plain runner, on generated scenarios: a scenario whose only variation
/// is one milestone window in one process has one path per point of the window up to the end of
/// the run, and one more for all the points after it, where the milestone is never reached within
/// the run; each path must pass or fail exactly as the plain scenario with the milestone at that
/// point does. The two share
/// the engine but not the stepping, the merging of states or the counting of paths, so a mistake in
/// any of those shows as a difference here.
@Suite("explorer against plain runs")
struct ExplorerDifferentialTests {
    /// How many scenarios each seed generates.
    static let scenariosPerSeed = 80

    @Test("every path of a milestone window passes or fails as its plain scenario does", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func windowPathsMatchPlainRuns(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var races = 0  // scenarios where some points of the window pass and others fail
        for index in 0..<Self.scenariosPerSeed {
            let generated = GeneratedScenario(&generator)
            let name = "generated-\(seed)-\(index).scenario"
            let explored = try ScenarioLoader.parse(generated.text(root: nil), file: name)
            let result = Explorer.explore(explored, configuration: ExplorationConfiguration(workers: 1)) { text, file throws(DiagnosticError) in
                try ScenarioLoader.parse(text, file: file)
            }
            var failingPoints: [Int] = []
            let points = generated.distinctPoints
            for point in points {
                let plain = try ScenarioLoader.parse(generated.text(root: point), file: name)
                if !ScenarioRunner.run(plain).passed { failingPoints.append(point) }
            }
            let context = "\(name), run ending at \(generated.end)s, root between \(generated.window.lowerBound)s and \(generated.window.upperBound)s:\n\(generated.text(root: nil))"
            #expect(result.errors.isEmpty && !result.isCutShort, "the exploration must complete: \(result.errors) — \(context)")
            #expect(result.paths == UInt64(points.count),
                    "expected one path per point of the window up to the run's end at \(generated.end)s and one after it (\(points)), explored \(result.paths) — \(context)")
            #expect(result.failingPaths == UInt64(failingPoints.count),
                    "expected \(failingPoints.count) failing paths (root at \(failingPoints.map { "\($0)s" })), explored \(result.failingPaths) — \(context)")
            if !failingPoints.isEmpty && failingPoints.count < points.count { races += 1 }
            if let example = result.counterexample {
                #expect(example.replaysIdentically, "the counterexample's concrete scenario must replay its path — \(context)")
                let root = example.concreteScenario.flatMap { text in
                    text.split(separator: "\n").first { $0.hasPrefix("  milestone root: ") }
                }
                let chosen = failingPoints.contains { root == "  milestone root: \(VirtualDuration.seconds(Int64($0))) after launch" }
                #expect(chosen, "the counterexample's root (\(root.map(String.init) ?? "none")) must be a failing point \(failingPoints) — \(context)")
            } else {
                #expect(failingPoints.isEmpty, "every path passed, but the plain runs with root at \(failingPoints) fail — \(context)")
            }
        }
        // Scenarios that all pass or all fail check little of the choosing: the seed must make races.
        #expect(races >= 3, "expected the seed to generate at least 3 races among \(Self.scenariosPerSeed) scenarios, found \(races)")
    }
}

/// A small random scenario of one process: an app that reads its launch item and waits for its
/// root in one of several ways, a root milestone in a window of whole seconds, and a few steps that
/// are valid in every order UIKit could take them (no selection while the app is frontmost).
private struct GeneratedScenario {
    var profile: String
    var scenes: Bool
    var settings: [String]
    var window: ClosedRange<Int>
    var steps: [String]
    var expectation: String

    init(_ generator: inout SplitMix64) {
        scenes = Bool.random(using: &generator)
        profile = scenes ? ["ios13", "ios26"].randomElement(using: &generator)! : ["ios9", "ios13", "ios26"].randomElement(using: &generator)!
        if scenes {
            settings = [
                "launch item: " + [
                    "ignored",
                    "handled in willConnectTo",
                    "saved in willConnectTo, handled on didBecomeActive when root ready, then cleared",
                    "saved in willConnectTo, handled when root ready",
                    "saved in willConnectTo, handled after 2s",
                    "saved in willConnectTo, handled on didBecomeActive if root ready, else dropped, then cleared",
                ].randomElement(using: &generator)!,
                "scene performAction: " + [
                    "handled at once", "handled when root ready", "handled if root ready, else dropped", "handled on didBecomeActive",
                ].randomElement(using: &generator)!,
            ]
        } else {
            settings = [
                "didFinishLaunching: " + ["true", "false when launched from a shortcut"].randomElement(using: &generator)!,
                "launch item: " + [
                    "ignored",
                    "handled in didFinishLaunching",
                    "saved in didFinishLaunching, handled on didBecomeActive when root ready, then cleared",
                    "saved in didFinishLaunching, handled when root ready",
                    "saved in didFinishLaunching, handled after 2s",
                    "saved in didFinishLaunching, handled on didBecomeActive, not cleared",
                ].randomElement(using: &generator)!,
                "performAction: " + [
                    "handled at once", "handled when root ready", "handled if root ready, else dropped", "handled on didBecomeActive",
                ].randomElement(using: &generator)!,
            ]
        }
        let start = Int.random(in: 0...3, using: &generator)
        window = start...(start + Int.random(in: 1...4, using: &generator))
        // Mostly a cold launch from the quick action, whose handling races the root.
        var steps = [Int.random(in: 0..<4, using: &generator) == 0 ? "tap icon" : "select Search"]
        var frontmost = true
        for _ in 0..<Int.random(in: 2...5, using: &generator) {
            switch (frontmost, Int.random(in: 0...2, using: &generator)) {
            case (true, 0): steps.append("go home"); frontmost = false
            case (false, 0): steps.append(Bool.random(using: &generator) ? "select Search" : "select Compose"); frontmost = true
            default: steps.append("wait \(Int.random(in: 1...3, using: &generator))s")
            }
        }
        // A last wait lets the window's points fall inside the run more often, where they race.
        let last = Int.random(in: 0...6, using: &generator)
        if last > 0 { steps.append("wait \(last)s") }
        self.steps = steps
        expectation = [
            "count 1: route Search",
            "never: route.unhandled",
            "user.select Search\n  route Search",
            "milestone root\n  route",
        ].randomElement(using: &generator)!
    }

    /// When the run ends: the steps take no time but their waits, and the app launches at 0s.
    var end: Int {
        steps.reduce(0) { total, step in total + (step.hasPrefix("wait ") ? Int(step.dropFirst(5).dropLast())! : 0) }
    }

    /// The points of the window that give distinct paths: each up to the end of the run, and the
    /// first after it, which stands for every later one (the root is not reached within the run).
    var distinctPoints: [Int] {
        window.filter { $0 <= end } + (window.first { $0 > end }.map { [$0] } ?? [])
    }

    /// The scenario, with the root in its window (`root` nil) or at a point of it.
    func text(root: Int?) -> String {
        let milestone = root.map { "\($0)s after launch" } ?? "between \(window.lowerBound)s and \(window.upperBound)s after launch"
        return """
            scenario: generated
            profile: \(profile)
            lifecycle: \(scenes ? "scenes" : "app-delegate")
            \(root == nil ? "time step: 1s\n" : "")
            shortcuts:
              static Search "Search"
              static Compose "Compose"

            app:
            \(settings.map { "  " + $0 }.joined(separator: "\n"))
              milestone root: \(milestone)
              routes: Search -> SearchPage, Compose -> Composer

            steps:
            \(steps.map { "  " + $0 }.joined(separator: "\n"))

            expect:
              \(expectation)

            """
    }
}
