import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `Explorer.replay`: the failing path of your own app, replayed from the start to a world you can
/// inspect, with the exploration's own choices (seed 002's race, A1.3, A2.1).
@Suite("replaying a counterexample against your app")
struct CounterexampleReplayTests {
    /// Seed 002 written as an app: it saves the launch item, builds its tab bar after a splash of 1 to
    /// 6 s, and handles the item on a fixed 3 s timer, routing it only if the tab bar exists.
    struct FixedDelayApp: ShortcutApp, Hashable, Sendable {
        var savedItem: ShortcutItem?
        var handledWithoutRoot: [String] = []

        mutating func processDidStart(context: inout AppContext) {
            context.schedule(AppTimer("splash"), between: .seconds(1), and: .seconds(6))
        }

        mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
            guard let item = options.shortcutItem else { return true }
            savedItem = item
            context.schedule(AppTimer("handle"), after: .seconds(3))
            return false  // A2.1: the item is handled here, so performActionFor must not run too
        }

        mutating func timerFired(_ timer: AppTimer, context: inout AppContext) {
            if timer == AppTimer("splash") { context.reach(Milestone("root")) }
            guard timer == AppTimer("handle"), let item = savedItem else { return }
            savedItem = nil
            if context.hasReached(Milestone("root")) {
                context.route(item, to: "FollowingPage")
            } else {
                handledWithoutRoot.append(item.type)
                context.drop(item, missing: [Milestone("root")])
            }
        }
    }

    static let scenario = """
        scenario: a fixed 3s delay against a splash of 1 to 6 s
        profile: ios13
        shortcuts:
          static Follow "Follow"
        steps:
          select Follow
          wait 8s
        expect:
          count 1: route Follow
        """

    @Test("the replayed world ends where the counterexample does: the same trace, and the app's own state to inspect")
    func replaysTheShortestFailingPath() throws {
        let scenario = try ScenarioLoader.parse(Self.scenario, file: "race.scenario")
        let configuration = ExplorationConfiguration(workers: 1)
        let result = Explorer.explore(scenario, app: FixedDelayApp(), configuration: configuration)
        let example = try #require(result.counterexample, "expected a splash longer than 3 s to lose the race; found \(result.summary)")
        let world = try #require(Explorer.replay(example, of: scenario, app: FixedDelayApp(), configuration: configuration),
                                 "the path's choices must be among the moves the same scenario and app offer")
        #expect(world.trace.events == example.trace.events, """
            expected the replayed trace to be the counterexample's
            expected:
            \(example.trace.text)
            actual:
            \(world.trace.text)
            """)
        #expect(world.app?.handledWithoutRoot == ["Follow"], "the app handled the item before its tab bar existed; its state: \(String(describing: world.app))")
        #expect(world.trace.contains { $0.line == "   3.000s  app.timer handle" }, "the 3 s timer fires before the splash ends:\n\(world.trace.text)")
        let root = world.trace.events.first { $0.line.hasSuffix("milestone root") }
        #expect(root.map { $0.time > .start + .seconds(3) } == true, "the shortest failing splash ends after 3 s:\n\(world.trace.text)")
    }

    @Test("a path the scenario does not offer replays to nil, not to another path")
    func anotherScenarioGivesNil() throws {
        let scenario = try ScenarioLoader.parse(Self.scenario, file: "race.scenario")
        let configuration = ExplorationConfiguration(workers: 1)
        let example = try #require(Explorer.explore(scenario, app: FixedDelayApp(), configuration: configuration).counterexample)
        let other = try ScenarioLoader.parse(Self.scenario.replacing("select Follow", with: "tap icon"), file: "other.scenario")
        #expect(Explorer.replay(example, of: other, app: FixedDelayApp(), configuration: configuration) == nil,
                "the path starts with 'select Follow', which the other scenario never does")
    }
}
