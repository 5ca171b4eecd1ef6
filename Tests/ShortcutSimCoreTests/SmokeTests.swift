import ShortcutSimCore
import Testing

@Test("A1.1 cold launch from a quick action runs the documented order")
func coldLaunchOrder() throws {
    var world = try installedWorld()
    try world.perform(.select(type: "Search"))
    #expect(callbacks(world) == [
        "app.willFinishLaunching shortcut=Search -> true",
        "app.didFinishLaunching shortcut=Search -> true",
        "uikit.didFinishLaunchingNotification shortcut=Search",
        "uikit.launchGate open willFinishLaunching=true didFinishLaunching=true",
        "app.performAction Search",
        "route Search -> SearchPage",
        "app.completion Search -> true",
        "app.didBecomeActive",
    ])
    #expect(world.finish().isEmpty)
}
