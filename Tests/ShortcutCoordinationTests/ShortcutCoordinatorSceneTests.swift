import ShortcutCoordination
import Testing

/// The reference coordinator in a scene-based app: the launch item from the connection options,
/// captured once whether or not `configurationForConnecting` ran, warm actions through the window
/// scene, and which scenes count as active (B1–B4, A7.5).
@Suite("ShortcutCoordinator: scene lifecycle (B1–B4, A7.5)")
struct ShortcutCoordinatorSceneTests {
    @Test("B1.1/B1.4 the launch item is delivered once, whether configurationForConnecting ran (new session) or not (reused session)",
          arguments: [(newSession: true, label: "new session"), (newSession: false, label: "reused session")])
    func launchItemFromConnectionOptionsDeliveredOnce(newSession: Bool, label: String) {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        let returned = coordinator.launch(shortcut: nil)  // launch options are nil with scenes (B3.3)
        #expect(returned.willFinish && returned.didFinish, "with no launch item the launch methods return true")
        if newSession { coordinator.configurationForConnecting(shortcutItem: "Search") }
        coordinator.sceneWillConnect("main", shortcutItem: "Search")
        #expect(coordinator.pending.summaries == ["Search"],
                "\(label): the same item seen in configurationForConnecting and willConnectTo must be captured once")
        #expect(coordinator.reached("root").isEmpty, "the scene is not active yet")
        #expect(coordinator.sceneDidBecomeActive("main").summaries == ["Search"], "\(label): routed once at sceneDidBecomeActive")
    }

    @Test("B1.3/A7.5 sceneDidBecomeActive triggers delivery; the app delegate's didBecomeActive is not needed")
    func sceneActivationDelivers() {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        coordinator.configurationForConnecting(shortcutItem: "Search")
        coordinator.sceneWillConnect("main", shortcutItem: "Search")
        #expect(coordinator.reached("root").isEmpty, "the root exists but no scene is active")
        #expect(coordinator.sceneDidBecomeActive("main").summaries == ["Search"])
    }

    @Test("B1.3 with the scene active first, reaching the root routes the launch item")
    func readinessAfterSceneActivation() {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        coordinator.sceneWillConnect("main", shortcutItem: "Search")
        #expect(coordinator.sceneDidBecomeActive("main").isEmpty, "the root does not exist yet")
        #expect(coordinator.reached("root").summaries == ["Search"])
    }

    @Test("B1.1/B1.4 a new session connecting with no shortcut delivers nothing")
    func connectionWithoutShortcut() {
        var coordinator = TestCoordinator()
        coordinator.configurationForConnecting(shortcutItem: nil)
        coordinator.sceneWillConnect("main", shortcutItem: nil)
        #expect(coordinator.sceneDidBecomeActive("main").isEmpty)
    }

    @Test("B2.1 a warm windowScene performAction while the scene is in the background waits for sceneDidBecomeActive")
    func warmSceneActionWaitsForActivation() {
        var coordinator = readyScene("main")
        coordinator.sceneWillResignActive("main")
        #expect(coordinator.windowScenePerformAction(for: "Scan", completion: 5).isEmpty, "no scene is active")
        #expect(coordinator.sceneDidBecomeActive("main").summaries == ["Scan → handler 5"],
                "the warm action is routed at activation with the handler UIKit gave it")
    }

    @Test("B2.1/A4.2 a windowScene performAction reaching an active, ready scene is delivered at once")
    func sceneActionWhileActiveDeliveredAtOnce() {
        var coordinator = readyScene("main")
        #expect(coordinator.windowScenePerformAction(for: "Scan", completion: 6).summaries == ["Scan → handler 6"])
    }

    @Test("G10 a second sceneDidBecomeActive after sceneWillResignActive delivers nothing")
    func sceneNeverRefires() {
        var coordinator = TestCoordinator()
        coordinator.sceneWillConnect("main", shortcutItem: "Search")
        #expect(coordinator.sceneDidBecomeActive("main").summaries == ["Search"])
        coordinator.sceneWillResignActive("main")
        #expect(coordinator.sceneDidBecomeActive("main").isEmpty, "the launch item must not fire again (G10)")
    }

    @Test("B2.1 a resigned or disconnected scene no longer counts as active",
          arguments: [SceneExit.resign, SceneExit.disconnect])
    func resignedOrDisconnectedSceneIsNotActive(exit: SceneExit) {
        var coordinator = readyScene("main")
        exit.apply("main", to: &coordinator)
        #expect(!coordinator.isReady, "after \(exit) the only scene is not active")
        #expect(coordinator.windowScenePerformAction(for: "Scan", completion: 8).isEmpty,
                "after \(exit) an action must wait for a scene to become active")
        #expect(coordinator.sceneDidBecomeActive("main").summaries == ["Scan → handler 8"])
    }

    @Test("B4.1 while another scene stays active, one scene resigning or disconnecting does not stop delivery",
          arguments: [SceneExit.resign, SceneExit.disconnect])
    func anotherActiveSceneKeepsDelivering(exit: SceneExit) {
        var coordinator = readyScene("left")
        coordinator.sceneWillConnect("right", shortcutItem: nil)
        _ = coordinator.sceneDidBecomeActive("right")
        exit.apply("left", to: &coordinator)
        #expect(coordinator.isReady, "the right scene is still active")
        #expect(coordinator.windowScenePerformAction(for: "Scan", completion: 2).summaries == ["Scan → handler 2"])
    }

    @Test("B1.4 a scene reconnecting with a new quick action after a disconnect delivers that action once")
    func disconnectedSceneReconnects() {
        var coordinator = readyScene("main")
        coordinator.sceneDidDisconnect("main")
        coordinator.sceneWillConnect("main", shortcutItem: "Coupon")  // reused session: no configurationForConnecting
        #expect(coordinator.sceneDidBecomeActive("main").summaries == ["Coupon"])
        coordinator.sceneWillResignActive("main")
        #expect(coordinator.sceneDidBecomeActive("main").isEmpty)
    }

    /// How a scene stops being active.
    enum SceneExit: String, Sendable, CustomTestStringConvertible {
        case resign = "sceneWillResignActive", disconnect = "sceneDidDisconnect"

        var testDescription: String { rawValue }

        func apply(_ scene: String, to coordinator: inout TestCoordinator) {
            switch self {
            case .resign: coordinator.sceneWillResignActive(scene)
            case .disconnect: coordinator.sceneDidDisconnect(scene)
            }
        }
    }

    /// A scene-based app launched from its icon: the scene is connected and active, and the root exists.
    private func readyScene(_ scene: String) -> TestCoordinator {
        var coordinator = TestCoordinator(waitingFor: ["root"])
        _ = coordinator.launch(shortcut: nil)
        coordinator.configurationForConnecting(shortcutItem: nil)
        coordinator.sceneWillConnect(scene, shortcutItem: nil)
        _ = coordinator.sceneDidBecomeActive(scene)
        _ = coordinator.reached("root")
        return coordinator
    }
}
