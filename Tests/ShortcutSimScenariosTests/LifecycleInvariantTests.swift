import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The rules as properties of every trace: random walks of the user and the system (selections,
/// taps, going home, locking, interruptions, kills) through random apps of both lifecycles, each
/// trace checked against what the rules say must always hold, whatever happened before.
@Suite("lifecycle rules hold on random walks")
struct LifecycleInvariantTests {
    /// How many walks each seed generates.
    static let walksPerSeed = 150

    @Test("every trace of a random walk obeys the lifecycle rules", arguments: [11, 12, 13, 14] as [UInt64])
    func randomWalksObeyTheRules(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var checked = 0
        var exercised: Set<LifecycleRuleCheck.Situation> = []
        for index in 0..<Self.walksPerSeed {
            let walk = RandomWalk(&generator)
            let text = walk.text
            let scenario = try ScenarioLoader.parse(text, file: "walk-\(seed)-\(index).scenario")
            let result = ScenarioRunner.run(scenario)
            // A step the walk thought possible but the engine refused: the walk is discarded, counted below.
            guard result.errors.isEmpty else { continue }
            checked += 1
            let check = LifecycleRuleCheck(trace: result.trace, scenes: walk.scenes)
            let violations = check.violations
            exercised.formUnion(check.situations)
            #expect(violations.isEmpty, """
                walk-\(seed)-\(index): \(violations.joined(separator: "\n"))
                scenario:
                \(text)
                trace:
                \(result.trace.text)
                """)
        }
        // The rules must have been put to the test: each situation they govern occurred on some walk.
        let missing = Set(LifecycleRuleCheck.Situation.allCases).subtracting(exercised)
        #expect(missing.isEmpty, "no walk of seed \(seed) reached \(missing.map(\.rawValue).sorted()); generate more walks or change the walk")
        #expect(checked >= Self.walksPerSeed * 9 / 10,
                "expected at least 90% of the walks to be possible step by step, checked \(checked) of \(Self.walksPerSeed)")
    }
}

/// The rules a trace must obey, each checked event by event; a violation names its rule and event.
private struct LifecycleRuleCheck {
    var violations: [String] = []
    /// The situations the trace went through, to show the check was not vacuous.
    var situations: Set<Situation> = []

    /// A situation a rule governs.
    enum Situation: String, CaseIterable, Hashable {
        case openGateDelivered = "an open launch gate delivering its item (A1.2)"
        case closedGate = "a closed launch gate (A2.1)"
        case warmAppDelegateAction = "a warm performActionFor (A3.1)"
        case warmSceneAction = "a warm scene performActionFor (B2.1)"
        case sceneColdLaunch = "a scene cold launch from an action (B1.1)"
        case resumeFromSuspension = "a resume from suspension (A7.3)"
        case kill = "an ended process (A7.4)"
    }

    init(trace: Trace, scenes: Bool) {
        var state = ApplicationState.notRunning
        var previousTime: VirtualInstant?
        var launch: Launch?  // the cold launch under way, until its first activation
        var selectedWhileRunning = false  // the last selection found a process: no launch method may follow (A3.1)
        for (offset, event) in trace.events.enumerated() {
            let at = "event \(offset + 1) '\(event.line.trimmingPrefix(while: \.isWhitespace))'"
            if let previousTime, event.time < previousTime { violations.append("time goes back at \(at)") }
            previousTime = event.time
            switch event.kind {
            case .select(let type, _):
                selectedWhileRunning = state != .notRunning
                launch = state == .notRunning ? Launch(item: type) : nil
                if state == .suspended { state = .background; situations.insert(.resumeFromSuspension) }  // no state event for it
            case .tapIcon, .backgroundLaunch, .unlock:
                if event.kind != .unlock {
                    selectedWhileRunning = state != .notRunning
                    launch = state == .notRunning ? Launch(item: nil) : nil
                }
                if state == .suspended { state = .background; situations.insert(.resumeFromSuspension) }
            case .state(let next):
                if next == .notRunning { situations.insert(.kill) }
                if !Self.allowed(from: state, to: next, scenes: scenes) { violations.append("state \(state) cannot become \(next) (A7.3) at \(at)") }
                state = next
            case .willFinishLaunching(let shortcut, let returned):
                if selectedWhileRunning { violations.append("A3.1: a launch method runs for an action that found the app running, at \(at)") }
                if scenes, shortcut != nil { violations.append("B3.3: launch options hold the item in a scene-based app, at \(at)") }
                if !scenes, state != .inactive, state != .background { violations.append("A1.1: willFinishLaunching in state \(state), at \(at)") }
                if launch?.didFinishCalled == true { violations.append("A1.1: willFinishLaunching after didFinishLaunching, at \(at)") }
                launch?.willFinish = returned
            case .didFinishLaunching(let shortcut, let returned):
                if scenes, shortcut != nil { violations.append("B3.3: launch options hold the item in a scene-based app, at \(at)") }
                launch?.didFinish = returned
                launch?.didFinishCalled = true
            case .launchGate(let open, _, _):
                guard let current = launch, !scenes else { break }
                let expected = current.willFinish != false && current.didFinish != false
                if open != expected { violations.append("A2.3: the gate is \(open ? "open" : "closed") after launch methods returning \(String(describing: current.willFinish)), \(String(describing: current.didFinish)), at \(at)") }
                launch?.gateOpen = open
                if !open { situations.insert(.closedGate) }
            case .performAction(let type, _, _):
                if scenes { violations.append("B3.1: the app delegate's performActionFor is called in a scene-based app, at \(at)") }
                if state != .inactive { violations.append("A1.2, A3.4: performActionFor while the app is \(state), not inactive, at \(at)") }
                if let current = launch, current.item == type, current.gateOpen == false {
                    violations.append("A2.1: performActionFor for the launch item after a launch method returned false, at \(at)")
                }
                if let current = launch, current.item == type {
                    launch?.delivered = true
                    situations.insert(.openGateDelivered)
                } else if launch == nil {
                    situations.insert(.warmAppDelegateAction)
                }
            case .willEnterForeground:
                if scenes { violations.append("A7.5: applicationWillEnterForeground in a scene-based app, at \(at)") }
                if launch != nil { violations.append("A1.1: applicationWillEnterForeground during a cold launch, at \(at)") }
            case .didBecomeActive:
                if scenes { violations.append("A7.5: applicationDidBecomeActive in a scene-based app, at \(at)") }
                if state != .active { violations.append("applicationDidBecomeActive while the app is \(state), at \(at)") }
                if let current = launch, current.item != nil, current.gateOpen == true, !current.delivered {
                    violations.append("A1.1, A1.2: the open gate's performActionFor did not come before the first applicationDidBecomeActive, at \(at)")
                }
                launch = nil
            case .willResignActive, .didEnterBackground:
                if scenes { violations.append("A7.5: an app-delegate activation callback in a scene-based app, at \(at)") }
            case .scenePerformAction:
                if !scenes { violations.append("B3.1: a scene's performActionFor in an app without scenes, at \(at)") }
                if launch?.item != nil { violations.append("B1.2: a scene's performActionFor during the cold launch the action started, at \(at)") }
                if launch == nil { situations.insert(.warmSceneAction) }
            case .sceneWillConnect(_, let shortcut):
                if launch?.item != nil, shortcut != nil { situations.insert(.sceneColdLaunch) }
                if let current = launch, shortcut != current.item { violations.append("B1.1: the connection options hold \(shortcut ?? "nothing"), not the launch's \(current.item ?? "nothing"), at \(at)") }
            case .sceneDidBecomeActive:
                if state != .active { violations.append("B1.1: sceneDidBecomeActive while the app is \(state), at \(at)") }
                launch = nil
            default:
                break
            }
            if state == .suspended, Self.isAppCode(event.kind) { violations.append("A7.3: the app runs code while suspended, at \(at)") }
        }
    }

    /// The launch under way: its item, what its methods returned, its gate.
    private struct Launch {
        var item: String?
        var willFinish: Bool?
        var didFinish: Bool?
        var gateOpen: Bool?
        var didFinishCalled = false
        var delivered = false
    }

    /// The state changes UIKit makes (A7.3, A7.4): a process starts inactive (or in the background,
    /// with scenes or for a background launch), and may end from any state.
    private static func allowed(from old: ApplicationState, to new: ApplicationState, scenes: Bool) -> Bool {
        switch (old, new) {
        case (_, .notRunning): return old != .notRunning
        case (.notRunning, .inactive), (.notRunning, .background): return true
        case (.inactive, .active), (.inactive, .background): return true
        case (.active, .inactive): return true
        case (.background, .inactive), (.background, .suspended): return true
        case (.suspended, .background), (.suspended, .inactive): return true
        default: return false
        }
    }

    /// Whether the event is the app's own code running (a callback, a timer, a route).
    private static func isAppCode(_ kind: TraceEvent.Kind) -> Bool {
        switch kind {
        case .willFinishLaunching, .didFinishLaunching, .performAction, .completion, .willEnterForeground, .didBecomeActive,
             .willResignActive, .didEnterBackground, .timer, .route, .unhandled, .show, .setShortcutItems,
             .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground,
             .scenePerformAction, .appDrop:
            return true
        default:
            return false
        }
    }
}

/// A random app and a random walk of steps that are possible one after another: a selection or a
/// tap only from the Home Screen of an unlocked device, a kill only of an app in the background.
private struct RandomWalk {
    var profile: String
    var scenes: Bool
    var settings: [String]
    var steps: [String]

    init(_ generator: inout SplitMix64) {
        scenes = Int.random(in: 0..<3, using: &generator) == 0
        profile = scenes ? ["ios13", "ios26"].randomElement(using: &generator)! : ["ios9", "ios13", "ios26"].randomElement(using: &generator)!
        let place = scenes ? "willConnectTo" : "didFinishLaunching"
        settings = [
            "launch item: " + [
                "ignored", "handled in \(place)", "saved in \(place), handled on didBecomeActive when root ready, then cleared",
                "saved in \(place), handled on didBecomeActive, not cleared", "saved in \(place), handled after 2s",
            ].randomElement(using: &generator)!,
            (scenes ? "scene performAction: " : "performAction: ") + [
                "handled at once", "handled when root ready", "handled if root ready, else dropped", "handled on didBecomeActive",
                "handled on willEnterForeground", "handled after 1s",
            ].randomElement(using: &generator)!,
            "milestone root: \(Int.random(in: 0...4, using: &generator))s after launch",
        ]
        if !scenes {
            let returns = ["true", "false", "false when launched from a shortcut", "not implemented"]
            settings.append("willFinishLaunching: " + returns.randomElement(using: &generator)!)
            // A launch item read in didFinishLaunching needs the method.
            let readsDidFinish = settings[0].contains("didFinishLaunching")
            settings.append("didFinishLaunching: " + returns.dropLast(readsDidFinish ? 1 : 0).randomElement(using: &generator)!)
        }
        steps = UserWalk(&generator, count: Int.random(in: 3...9, using: &generator)).steps
    }

    var text: String {
        WalkScenario.text(title: "random walk", headers: ["profile: \(profile)", "lifecycle: \(scenes ? "scenes" : "app-delegate")"],
                          settings: settings, steps: steps)
    }
}
