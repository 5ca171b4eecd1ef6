import ShortcutCoordination
import Testing

@Test func launchItemWaitsForTheTabBar() {
    var coordinator = ShortcutCoordinator<String, Int>(waitingFor: ["root"])
    #expect(coordinator.willFinishLaunching(shortcutItem: "Search") == false)
    #expect(coordinator.didFinishLaunching(shortcutItem: "Search") == false)
    #expect(coordinator.didBecomeActive().isEmpty)                 // the splash is still showing
    #expect(coordinator.reached("root").map(\.item) == ["Search"]) // routed once, now
}
