import ShortcutSimCore
import Testing

/// A temporary interruption (Control Center, an alert, a declined call) makes an active app
/// inactive and active again without leaving the foreground: Apple's `applicationWillResignActive(_:)`
/// and `sceneWillResignActive(_:)` pages; a saved item that was not cleared refires here (G10).
@Suite("Interruptions")
struct InterruptionTests {
    @Test("app delegate: willResignActive, inactive, active, didBecomeActive, and no background or foreground callback")
    func appDelegateOrder() throws {
        var world = try installedWorld()
        try world.perform(.tapIcon)
        let mark = world.trace.count
        try world.perform(.interrupt)
        let lines = world.trace.events[mark...].map(\.words.description)
        #expect(lines == ["system.interrupt", "app.willResignActive", "state inactive", "state active", "app.didBecomeActive"],
                "expected the interruption's callbacks in order, found:\n\(lines.joined(separator: "\n"))")
        #expect(world.applicationState == .active, "the app should be active again, it is \(world.applicationState)")
    }

    @Test("G10: a saved launch item that is never cleared is routed again after an interruption, as a refire")
    func unclearedItemRefires() throws {
        var world = try installedWorld(.savingLaunchItem(clearsAfterHandling: false))
        try world.perform(.select(type: "Search"))
        try world.perform(.interrupt)
        let routes = world.trace.events.filter { $0.words.description == "route Search -> SearchPage" }.count
        #expect(routes == 2, "expected the route once at launch and once after the interruption, found \(routes)")
        #expect(world.finish().map(\.signature).contains("refired Search"), "expected 'refired Search' in \(world.finish().map(\.signature))")
    }

    @Test("G10: cleared after handling, the item is not routed again after an interruption")
    func clearedItemDoesNotRefire() throws {
        var world = try installedWorld(.savingLaunchItem(clearsAfterHandling: true))
        try world.perform(.select(type: "Search"))
        try world.perform(.interrupt)
        let routes = world.trace.events.filter { $0.words.description == "route Search -> SearchPage" }.count
        #expect(routes == 1, "expected one route, found \(routes)")
        #expect(world.finish().isEmpty, "expected no defect, found \(world.finish().map(\.signature))")
    }

    @Test("scenes: the active scene resigns and becomes active again; the app delegate hears nothing (A7.5)")
    func sceneOrder() throws {
        var world = try installedSceneWorld(.appleSample())
        _ = try world.select("Search")
        let mark = world.trace.count
        try world.perform(.interrupt)
        #expect(world.lines(since: mark) == ["system.interrupt", "scene.willResignActive main", "state inactive", "state active", "scene.didBecomeActive main"],
                "expected the scene's interruption callbacks, found:\n\(world.lines(since: mark).joined(separator: "\n"))")
    }

    @Test("an interruption needs an active app: in the background it is refused with the reason")
    func refusedWhenNotActive() throws {
        var world = try installedWorld()
        try world.perform(.tapIcon)
        try world.perform(.goHome)
        #expect(throws: SimulationError.self, "interrupting a background app should be an error") { try world.perform(.interrupt) }
    }

    @Test("A7.3, A7.4: the refusal says where the app is in words: not running, in the background")
    func refusalSaysWhereTheAppIs() throws {
        var world = try installedWorld()
        let notRunning = refusal(of: &world)
        #expect(notRunning == "cannot interrupt the app: it is not running, not active",
                "expected 'cannot interrupt the app: it is not running, not active', found \(notRunning ?? "no error") (interrupt before any launch)")
        try world.perform(.tapIcon)
        try world.perform(.goHome)
        let background = refusal(of: &world)
        #expect(background == "cannot interrupt the app: it is in the background, not active",
                "expected 'cannot interrupt the app: it is in the background, not active', found \(background ?? "no error") (interrupt after go home)")
    }

    /// The message of the error an interruption throws, or nil when it is performed.
    private func refusal(of world: inout World<ScriptedApp>) -> String? {
        do throws(SimulationError) {
            try world.perform(.interrupt)
            return nil
        } catch {
            return error.message
        }
    }
}
