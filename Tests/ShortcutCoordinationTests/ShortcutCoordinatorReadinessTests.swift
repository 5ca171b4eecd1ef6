import ShortcutCoordination
import Testing

/// Readiness: with milestones to wait for, nothing is routed until every one is reached AND the
/// app is active, in whatever order those happen, and the call that completes readiness routes
/// (seed 003: the root tab bar after a splash, then a login).
@Suite("ShortcutCoordinator: readiness (seed 003, A1.2, G10)")
struct ShortcutCoordinatorReadinessTests {
    /// One of the three things readiness waits for.
    enum Event: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case didBecomeActive, root, login

        var testDescription: String { rawValue }

        /// Forwards the event and returns what the coordinator hands over.
        func apply(to coordinator: inout TestCoordinator) -> [TestCoordinator.Delivery] {
            switch self {
            case .didBecomeActive: coordinator.didBecomeActive()
            case .root, .login: coordinator.reached(rawValue)
            }
        }
    }

    /// Every order of activation and the two milestones.
    static let orders: [[Event]] = {
        let events = Event.allCases
        return events.flatMap { first in
            events.filter { $0 != first }.flatMap { second in
                events.filter { $0 != first && $0 != second }.map { third in [first, second, third] }
            }
        }
    }()

    @Test("seed 003 waiting for root and login: the launch item is routed only on the call that completes readiness, in any order",
          arguments: orders)
    func launchItemRoutedWhenReadinessCompletes(order: [Event]) {
        var coordinator = TestCoordinator(waitingFor: ["root", "login"])
        _ = coordinator.launch(shortcut: "Search")
        for (index, event) in order.enumerated() {
            let deliveries = event.apply(to: &coordinator)
            if index < order.count - 1 {
                #expect(deliveries.isEmpty, "\(event) (step \(index + 1) of \(order.map(\.rawValue))) routed \(deliveries.summaries) before readiness")
                #expect(!coordinator.isReady, "not ready after \(order.prefix(index + 1).map(\.rawValue))")
            } else {
                #expect(deliveries.summaries == ["Search"], "\(event) completes readiness and must route the launch item")
                #expect(coordinator.isReady)
            }
        }
        #expect(coordinator.pending.isEmpty)
    }

    @Test("seed 003 a warm action waiting for root and login is routed with its handler on the call that completes readiness",
          arguments: orders)
    func warmActionRoutedWhenReadinessCompletes(order: [Event]) {
        var coordinator = TestCoordinator(waitingFor: ["root", "login"])
        _ = coordinator.launch(shortcut: nil)
        _ = coordinator.performAction(for: "Scan", completion: 9)
        let routed = order.map { $0.apply(to: &coordinator).summaries }
        #expect(routed == [[], [], ["Scan → handler 9"]], "order \(order.map(\.rawValue)): only the last call may route")
    }

    @Test("A1.2 milestones reached before launch-time activation do not route while the app is inactive")
    func milestonesAloneDoNotRoute() {
        var coordinator = TestCoordinator(waitingFor: ["root", "login"])
        _ = coordinator.launch(shortcut: "Search")
        #expect(coordinator.reached("root").isEmpty)
        #expect(coordinator.reached("login").isEmpty, "every milestone is reached but the app is not active")
        #expect(coordinator.reachedMilestones == ["root", "login"])
        #expect(coordinator.didBecomeActive().summaries == ["Search"])
    }

    @Test("A7.3 a milestone reached while the app is in the background waits for the next activation")
    func milestoneReachedWhileResigned() {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        _ = coordinator.launch(shortcut: "Search")
        #expect(coordinator.didBecomeActive().isEmpty, "the root does not exist yet")
        coordinator.willResignActive()  // the user went home during the splash
        #expect(coordinator.reached("root").isEmpty, "the app resigned active: nothing is routed in the background")
        #expect(coordinator.didBecomeActive().summaries == ["Search"])
    }

    @Test("G10 a milestone reached again after routing routes nothing more")
    func milestoneReachedTwice() {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        _ = coordinator.launch(shortcut: "Search")
        _ = coordinator.didBecomeActive()
        #expect(coordinator.reached("root").summaries == ["Search"])
        #expect(coordinator.reached("root").isEmpty, "the root appearing again must not refire the item (G10)")
    }

    @Test("A3.1 after the user signs out (undone), a warm action waits for the next login, and what was routed stays routed")
    func undoneMilestoneWaitsAgain() {
        var coordinator = TestCoordinator(waitingFor: ["root", "login"])
        _ = coordinator.launch(shortcut: "Search")
        _ = coordinator.reached("root")
        _ = coordinator.didBecomeActive()
        #expect(coordinator.reached("login").summaries == ["Search"])
        coordinator.undone("login")
        #expect(coordinator.reachedMilestones == ["root"])
        #expect(coordinator.performAction(for: "Scan", completion: 9).isEmpty, "signed out: the action waits")
        #expect(coordinator.reached("login").summaries == ["Scan → handler 9"], "routed on the next login, the launch item not again (G10)")
    }

    @Test("A1.2 an action still waiting for the root when the user signs out waits for the next login too, and is routed once")
    func pendingActionWaitsAgainAfterUndone() {
        var coordinator = TestCoordinator(waitingFor: ["root", "login"])
        _ = coordinator.launch(shortcut: "Coupon")
        _ = coordinator.didBecomeActive()
        #expect(coordinator.reached("login").isEmpty, "the tab bar does not exist yet")
        coordinator.undone("login")
        #expect(coordinator.reached("root").isEmpty, "signed out: the coupon must not be routed")
        #expect(coordinator.pending.map(\.item) == ["Coupon"], "nothing is lost")
        #expect(coordinator.reached("login").summaries == ["Coupon"])
        #expect(coordinator.reached("login").isEmpty && coordinator.didBecomeActive().isEmpty, "routed once (G10)")
    }

    @Test("an unrelated milestone does not make the app ready")
    func unrelatedMilestoneIgnored() {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        _ = coordinator.launch(shortcut: "Search")
        _ = coordinator.didBecomeActive()
        #expect(coordinator.reached("login").isEmpty, "the coordinator waits for root, not login")
        #expect(coordinator.reached("root").summaries == ["Search"])
    }
}
