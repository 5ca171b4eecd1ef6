import ShortcutCoordination
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A user's own app delegate, through the public API only, that waits for the root and a login with
/// the reference coordinator: to take part in `undo login` (signing out) it forwards
/// ``ShortcutApp/milestoneUndone(_:context:)`` to the coordinator's `undone(_:)`, as it forwards
/// ``ShortcutApp/milestoneReached(_:context:)`` to `reached(_:)`.
private struct SignInAppDelegate: ShortcutApp, Hashable, Sendable {
    var shortcuts = ShortcutCoordinator<ShortcutItem, CompletionHandler>(waitingFor: ["root", "login"])
    /// Whether the app tells the coordinator of a sign-out; an app that does not routes while signed out.
    var forwardsUndo = true

    var rootMilestone: Milestone? { .root }
    var readinessMilestones: Set<Milestone> { [.root, Milestone("login")] }

    mutating func processDidStart(context: inout AppContext) {
        context.schedule(AppTimer("splash"), after: .seconds(1))
    }
    mutating func application(willFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        shortcuts.willFinishLaunching(shortcutItem: options.shortcutItem)
    }
    mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        shortcuts.didFinishLaunching(shortcutItem: options.shortcutItem)
    }
    mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
        route(shortcuts.performAction(for: item, completion: completionHandler), context: &context)
    }
    mutating func applicationDidBecomeActive(context: inout AppContext) { route(shortcuts.didBecomeActive(), context: &context) }
    mutating func applicationWillResignActive(context: inout AppContext) { shortcuts.willResignActive() }
    mutating func timerFired(_ timer: AppTimer, context: inout AppContext) {
        context.reach(.root)
        route(shortcuts.reached("root"), context: &context)
    }
    mutating func milestoneReached(_ milestone: Milestone, context: inout AppContext) {
        route(shortcuts.reached(milestone.name), context: &context)
    }
    mutating func milestoneUndone(_ milestone: Milestone, context: inout AppContext) {
        if forwardsUndo { shortcuts.undone(milestone.name) }  // signed out: what arrives waits for the next login
    }

    private func route(_ deliveries: [ShortcutCoordinator<ShortcutItem, CompletionHandler>.Delivery], context: inout AppContext) {
        for delivery in deliveries {
            context.route(delivery.item, to: delivery.item.type == "Scan" ? "Scanner" : "CouponList")
            if let completion = delivery.completion { context.complete(completion, succeeded: true) }
        }
    }
}

/// A user's own scene-based app that sets `UIApplicationSupportsMultipleScenes` as it says.
private struct OneWindowSceneApp: ShortcutApp {
    var supportsMultipleScenes: Bool
    var usesScenes: Bool { true }
}

/// A user's scene-based app written before `undo` and `supportsMultipleScenes` existed: it implements neither.
private struct OlderSceneApp: ShortcutApp {
    var usesScenes: Bool { true }
}

@Suite("a user's own ShortcutApp and undo, multiple scenes (public API)")
struct UserAppUndoAndScenesTests {
    /// Signed in, the user selects Coupon; signs out; selects Scan while signed out; signs in again.
    static let signOut = """
        scenario: A user's coordinator holds an action while signed out
        profile: ios13
        lifecycle: app-delegate

        shortcuts:
          static Coupon "Coupon"
          static Scan "Scan"

        steps:
          tap icon
          wait 2s
          reach login
          go home
          select Coupon
          undo login
          go home
          select Scan
          wait 2s
          reach login
          wait 1s

        expect:
          route Coupon -> CouponList
          user.undo login
          user.select Scan
          not: route Scan
          user.reach login
          route Scan -> Scanner
          count 1: route Scan

        """

    @Test("A3.1 an app that forwards milestoneUndone to undone(_:) holds an action while signed out and routes it once after the next login")
    func forwardedUndoWaits() throws {
        let scenario = try ScenarioLoader.parse(Self.signOut, file: "sign-out.scenario")
        let result = ScenarioRunner.run(scenario, app: SignInAppDelegate())
        #expect(result.passed && result.warnings.isEmpty, "\(result)")
        let explored = Explorer.explore(scenario, app: SignInAppDelegate())
        #expect(explored.passed, "\(explored)")
    }

    @Test("an app that does not forward milestoneUndone routes while signed out, and the scenario's 'not:' line says so")
    func unforwardedUndoRoutesWhileSignedOut() throws {
        let scenario = try ScenarioLoader.parse(Self.signOut, file: "sign-out.scenario")
        let result = ScenarioRunner.run(scenario, app: SignInAppDelegate(forwardsUndo: false))
        #expect(!result.passed, "\(result)")
        #expect(result.failures.first?.description.hasPrefix("sign-out.scenario:26:3: error:") == true,
                "expected the 'not: route Scan' line to fail, found \(result.failures.map(\.description))")
    }

    @Test("B4.1 an app whose supportsMultipleScenes is false never gets a second window on iPad; true gets one")
    func supportsMultipleScenes() throws {
        let scenario = try ScenarioLoader.parse(Self.secondWindow(undo: false), file: "windows.scenario")
        let oneWindow = ScenarioRunner.run(scenario, app: OneWindowSceneApp(supportsMultipleScenes: false))
        #expect(oneWindow.status == .invalid, "\(oneWindow)")
        #expect(oneWindow.errors.first?.description.hasPrefix("windows.scenario:10:3: error: cannot open another window") == true, "\(oneWindow)")
        let several = ScenarioRunner.run(scenario, app: OneWindowSceneApp(supportsMultipleScenes: true))
        #expect(several.errors.isEmpty && several.trace.text.contains("user.openScene second"), "\(several)")
    }

    @Test("an app that implements none of the new methods behaves as before: a second window where the profile allows one, nothing of its own on a sign-out")
    func defaultsKeepOlderApps() throws {
        let result = ScenarioRunner.run(try ScenarioLoader.parse(Self.secondWindow(undo: true), file: "older.scenario"), app: OlderSceneApp())
        #expect(result.errors.isEmpty, "\(result)")
        let lines = result.trace.text.split(separator: "\n")
        let undo = try #require(lines.firstIndex { $0.hasSuffix(" user.undo login") }, "\(result.trace.text)")
        #expect(lines[undo + 1].hasSuffix(" user.openScene second"), "the default milestoneUndone does nothing: \(result.trace.text)")
    }

    /// An iPad scene scenario that opens a second window, after signing in and out if `undo`.
    static func secondWindow(undo: Bool) -> String {
        """
        scenario: A second window
        profile: ipados26
        lifecycle: scenes

        shortcuts:
          static Search "Search"

        steps:
          tap icon
        \(undo ? "  reach login\n  undo login\n" : "")  open scene second

        """
    }
}
