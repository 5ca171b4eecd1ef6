import ShortcutCoordination
import Testing

/// The reference coordinator in an app without scenes: what the launch methods return, when a
/// quick action is handed over, and that it is handed over exactly once (A1–A5, G10).
@Suite("ShortcutCoordinator: app-delegate lifecycle (A1–A5, G10)")
struct ShortcutCoordinatorTests {
    // MARK: - Cold launch

    @Test("A2.1/A2.2 the launch methods return false for a quick-action launch and true for any other launch",
          arguments: [(shortcut: "Search" as String?, returns: false), (shortcut: nil, returns: true)])
    func launchMethodsReturnFalseOnlyForQuickActionLaunch(shortcut: String?, returns expected: Bool) {
        var coordinator = TestCoordinator()
        let returned = coordinator.launch(shortcut: shortcut)
        #expect(returned.willFinish == expected,
                "willFinishLaunching(shortcutItem: \(shortcut ?? "nil")) must return \(expected): false keeps performActionFor from delivering the item again (A2.1)")
        #expect(returned.didFinish == expected,
                "didFinishLaunching(shortcutItem: \(shortcut ?? "nil")) must return \(expected), even after willFinishLaunching returned false (A2.4)")
    }

    @Test("A1.3/A2.4/A2.7 the launch item is captured once although both launch methods see it")
    func launchItemCapturedOnce() {
        var coordinator = TestCoordinator()
        _ = coordinator.launch(shortcut: "Search")
        #expect(coordinator.pending.summaries == ["Search"],
                "both launch methods see the same item (A1.3); capturing it in each would handle it twice (A2.7)")
        #expect(coordinator.didBecomeActive().summaries == ["Search"], "the launch item is routed once")
    }

    @Test("A1.3 the launch item is captured whichever launch method the app forwards",
          arguments: [(willFinish: true, didFinish: false), (willFinish: false, didFinish: true), (willFinish: true, didFinish: true)])
    func launchItemCapturedFromEitherMethod(willFinish: Bool, didFinish: Bool) {
        var coordinator = TestCoordinator()
        if willFinish { _ = coordinator.willFinishLaunching(shortcutItem: "Search") }
        if didFinish { _ = coordinator.didFinishLaunching(shortcutItem: "Search") }
        #expect(coordinator.didBecomeActive().summaries == ["Search"],
                "forwarding willFinishLaunching=\(willFinish) didFinishLaunching=\(didFinish): the item must be routed exactly once")
    }

    @Test("A1.2 nothing is delivered before didBecomeActive, even with no milestone to wait for")
    func nothingDeliveredBeforeDidBecomeActive() {
        var coordinator = TestCoordinator()
        _ = coordinator.launch(shortcut: "Search")
        #expect(!coordinator.isReady, "the app is still inactive during launch (A1.2)")
        #expect(coordinator.reached("root").isEmpty, "a milestone reached while inactive must not route")
        #expect(coordinator.pending.summaries == ["Search"], "the launch item waits for activation")
    }

    @Test("A1.1 the launch item is delivered at didBecomeActive, with no completion handler")
    func launchItemDeliveredAtDidBecomeActive() {
        var coordinator = TestCoordinator()
        _ = coordinator.launch(shortcut: "Search")
        let deliveries = coordinator.didBecomeActive()
        #expect(deliveries.map(\.item) == ["Search"])
        #expect(deliveries.allSatisfy { $0.completion == nil }, "UIKit gives no completion handler for a launch item: \(deliveries.summaries)")
        #expect(coordinator.pending.isEmpty, "a delivered action must not stay pending")
    }

    @Test("A2.5 a launch from the icon delivers nothing")
    func iconLaunchDeliversNothing() {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        _ = coordinator.launch(shortcut: nil)
        #expect(coordinator.didBecomeActive().isEmpty)
        #expect(coordinator.reached("root").isEmpty)
        #expect(coordinator.isReady, "active with the root reached")
    }

    // MARK: - Warm actions

    @Test("A3.1/A3.4 performAction while inactive is queued and delivered at didBecomeActive with its completion handler")
    func warmActionWhileInactiveWaitsForActivation() {
        var coordinator = readyRunningApp()
        coordinator.willResignActive()
        #expect(coordinator.performAction(for: "Scan", completion: 7).isEmpty,
                "during a warm performActionFor the app is inactive (A3.4): the action must wait")
        #expect(coordinator.didBecomeActive().summaries == ["Scan → handler 7"],
                "the queued action is routed at didBecomeActive with the handler UIKit gave it (A5.1)")
    }

    @Test("A4.2 performAction while active and ready is delivered at once")
    func actionReachingActiveReadyAppDeliveredAtOnce() {
        var coordinator = readyRunningApp()
        #expect(coordinator.performAction(for: "Scan", completion: 3).summaries == ["Scan → handler 3"],
                "UIKit applies no state gate to an action reaching a running app (A4.2): route it now")
        #expect(coordinator.pending.isEmpty)
    }

    @Test("A3.1/seed 003 performAction while active but before the root exists waits for the root")
    func actionWhileActiveWaitsForReadiness() {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        _ = coordinator.launch(shortcut: nil)
        #expect(coordinator.didBecomeActive().isEmpty)
        #expect(coordinator.performAction(for: "Scan", completion: 4).isEmpty, "the root does not exist yet")
        #expect(coordinator.reached("root").summaries == ["Scan → handler 4"])
    }

    // MARK: - Exactly once, in order

    @Test("G10 a second didBecomeActive after willResignActive delivers nothing")
    func neverRefiresOnLaterActivation() {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        _ = coordinator.launch(shortcut: "Search")
        #expect(coordinator.reached("root").isEmpty)
        #expect(coordinator.didBecomeActive().summaries == ["Search"])
        coordinator.willResignActive()
        #expect(coordinator.didBecomeActive().isEmpty, "a handled launch item must not fire again on a later activation (G10)")
        #expect(coordinator.reached("root").isEmpty, "reaching a milestone again must not refire it either (G10)")
        #expect(coordinator.pending.isEmpty)
    }

    @Test("A4.3/E4 a launch item and a second action during the launch are delivered in arrival order")
    func launchItemThenSecondActionInOrder() {
        var coordinator = TestCoordinator()
        _ = coordinator.launch(shortcut: "Search")
        #expect(coordinator.performAction(for: "Scan", completion: 1).isEmpty, "the app is not active yet (A1.2)")
        #expect(coordinator.didBecomeActive().summaries == ["Search", "Scan → handler 1"],
                "actions must be routed in the order they arrived")
    }

    @Test("A3.1 two warm actions while inactive are delivered in arrival order, each with its own handler")
    func twoWarmActionsInOrder() {
        var coordinator = readyRunningApp()
        coordinator.willResignActive()
        #expect(coordinator.performAction(for: "Scan", completion: 1).isEmpty)
        #expect(coordinator.performAction(for: "Coupon", completion: 2).isEmpty)
        #expect(coordinator.didBecomeActive().summaries == ["Scan → handler 1", "Coupon → handler 2"])
    }

    // MARK: - A new process

    @Test("A7.4 a new coordinator (a new process) carries nothing over from a killed one")
    func newProcessStartsEmpty() {
        var killed = TestCoordinator(waitingFor: ["root"])
        _ = killed.launch(shortcut: "Search")
        _ = killed.performAction(for: "Scan", completion: 1)
        _ = killed.didBecomeActive()
        #expect(killed.pending.count == 2, "the killed process still waited for its root")

        var relaunched = TestCoordinator(waitingFor: ["root"])
        #expect(relaunched == TestCoordinator(waitingFor: ["root"]), "a new process starts from nothing")
        #expect(relaunched.pending.isEmpty && relaunched.reachedMilestones.isEmpty && !relaunched.isReady)
        _ = relaunched.launch(shortcut: "Coupon")
        #expect(relaunched.didBecomeActive().isEmpty)
        #expect(relaunched.reached("root").summaries == ["Coupon"],
                "only this launch's item is routed; the killed process's actions died with it")
    }

    /// An app launched from its icon, active, with its root container: ready to route at once.
    private func readyRunningApp() -> TestCoordinator {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        _ = coordinator.launch(shortcut: nil)
        _ = coordinator.didBecomeActive()
        _ = coordinator.reached("root")
        return coordinator
    }
}
