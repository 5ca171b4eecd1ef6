import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The Home Screen menu rules as properties of random histories: installs, launches, kills, force
/// quits, updates and deletions of apps with static items and each policy for dynamic ones. An
/// independent model, fed only by what the trace says the app set, predicts every menu shown.
@Suite("menu rules hold on random histories")
struct MenuInvariantTests {
    /// How many histories each seed generates.
    static let historiesPerSeed = 150

    @Test("every menu shows the static items, then the dynamic ones SpringBoard kept, in four slots", arguments: [31, 32, 33] as [UInt64])
    func menusFollowTheRules(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var menus = 0, overflowing = 0, stale = 0
        for index in 0..<Self.historiesPerSeed {
            let history = MenuHistory(&generator)
            let file = "menu-\(seed)-\(index).scenario"
            let result = ScenarioRunner.run(try ScenarioLoader.parse(history.text, file: file))
            guard result.errors.isEmpty else {
                Issue.record("\(file): a step of the history could not happen: \(result.errors)\n\(history.text)")
                continue
            }
            var check = MenuModel(staticTypes: history.staticTypes, dynamicTypes: history.dynamicTypes, policy: history.policy)
            for (offset, event) in result.trace.events.enumerated() {
                if let problem = check.observe(event.kind) {
                    Issue.record("""
                        \(file), event \(offset + 1) '\(event.line.trimmingPrefix(while: \.isWhitespace))': \(problem)
                        scenario:
                        \(history.text)
                        trace:
                        \(result.trace.text)
                        """)
                    break
                }
            }
            menus += check.menusChecked
            overflowing += check.overflowingMenus
            stale += check.menusAfterUpdate
        }
        // Not vacuous: menus were checked, some with more items than slots, some between an update and the next launch.
        #expect(menus >= Self.historiesPerSeed, "expected about one menu per history, checked \(menus)")
        #expect(overflowing > 0 && stale > 0, "expected overflowing menus (\(overflowing)) and menus after an update (\(stale))")
    }
}

/// What the menu must show, predicted from the app's declared items, its dynamic-items policy and
/// the `app.setShortcutItems` events of the trace.
private struct MenuModel {
    let staticTypes: [String]
    let dynamicTypes: [String]
    let policy: String
    /// What SpringBoard keeps of `shortcutItems` (C3.1): survives relaunches and kills, not deletion.
    var dynamic: [String] = []
    /// Whether the app has launched since it was installed (C3.3) or updated (C3.4).
    var installed = false
    var launchedSinceUpdate = true
    var menusChecked = 0, overflowingMenus = 0, menusAfterUpdate = 0
    /// What the app's launch must set under its policy, once its didFinishLaunching runs.
    var expectedSet: [String]?

    init(staticTypes: [String], dynamicTypes: [String], policy: String) {
        self.staticTypes = staticTypes
        self.dynamicTypes = dynamicTypes
        self.policy = policy
    }

    /// Follows one event; returns what is wrong with it, if anything.
    mutating func observe(_ kind: TraceEvent.Kind) -> String? {
        switch kind {
        case .install:
            installed = true
            launchedSinceUpdate = true
        case .update:
            launchedSinceUpdate = false
        case .delete:
            installed = false
            dynamic = []  // deleting the app deletes its dynamic items
        case .didFinishLaunching:
            launchedSinceUpdate = true
            switch policy {
            case "append every launch": expectedSet = dynamic + dynamicTypes  // C3.2: reading returns only the dynamic items
            case "replace every launch": expectedSet = dynamicTypes
            case "set when empty": expectedSet = dynamic.isEmpty ? dynamicTypes : nil
            default: expectedSet = nil
            }
        case .setShortcutItems(let types):
            if let expected = expectedSet, types != expected {
                return "C1.6, C3.2: the launch set \(types), but '\(policy)' sets \(expected) when shortcutItems holds \(dynamic)"
            }
            expectedSet = nil
            dynamic = types
        case .didBecomeActive, .sceneDidBecomeActive:
            if let expected = expectedSet {
                return "C1.6: '\(policy)' must set \(expected) during the launch, and set nothing"
            }
        case .menu(let shown, let hidden, _):
            guard installed else { return "a menu for an app that is not installed" }
            menusChecked += 1
            if !launchedSinceUpdate { menusAfterUpdate += 1 }
            let all = staticTypes + dynamic  // C2.1: static items in plist order first, then the dynamic ones
            let expectedShown = Array(all.prefix(4)), expectedHidden = Array(all.dropFirst(4))  // C2.2: four slots
            if all.count > 4 { overflowingMenus += 1 }
            let shownTypes = shown == ["none"] ? [] : shown
            if shownTypes != expectedShown || hidden != expectedHidden {
                return "C2.1, C2.2, C3.1: expected the menu \(expectedShown) with \(expectedHidden) hidden, found \(shownTypes) with \(hidden) hidden"
            }
        default:
            break
        }
        return nil
    }
}

/// A random app with static and dynamic items and a random history of what happens to it.
private struct MenuHistory {
    var staticTypes: [String]
    var dynamicTypes: [String]
    var policy: String
    var lifecycle: String
    var steps: [String] = []

    init(_ generator: inout SplitMix64) {
        staticTypes = Array(["Search", "Compose", "Scan", "Inbox"].prefix(Int.random(in: 0...4, using: &generator)))
        dynamicTypes = Array(["Recent1", "Recent2", "Recent3"].prefix(Int.random(in: 1...3, using: &generator)))
        policy = ["set when empty", "append every launch", "replace every launch", "none"].randomElement(using: &generator)!
        lifecycle = Bool.random(using: &generator) ? "scenes" : "app-delegate"
        var frontmost = false, running = false, installed = true, version = 1
        for _ in 0..<Int.random(in: 4...12, using: &generator) {
            var options = ["wait 6s"]
            if !installed {
                options = ["install"]
            } else if frontmost {
                options += ["go home"]
            } else {
                options += ["show menu", "show menu", "tap icon", "update to \(version + 1)", "delete"]
                if running { options += ["system kill", "force quit"] }
            }
            let step = options.randomElement(using: &generator)!
            steps.append(step)
            switch step {
            case "tap icon": frontmost = true; running = true
            case "go home": frontmost = false
            case "system kill", "force quit": running = false
            case "delete": installed = false; running = false
            case "install": installed = true
            default:
                if step.hasPrefix("update") { version += 1; running = false }
            }
        }
        if !installed { steps.append("install") }
        if frontmost { steps.append("go home") }
        steps.append("show menu")
    }

    var text: String {
        var lines = ["scenario: menu history", "profile: ios13", "lifecycle: \(lifecycle)", "", "shortcuts:"]
        lines += staticTypes.map { "  static \($0) \"\($0)\"" } + dynamicTypes.map { "  dynamic \($0) \"\($0)\"" }
        lines += ["", "app:", "  dynamic items: \(policy)", "  routes: none", "", "steps:"] + steps.map { "  " + $0 }
        // Duplicates (append every launch) and overflow are defects the run reports; the test reads only the trace.
        return lines.joined(separator: "\n") + "\n"
    }
}
