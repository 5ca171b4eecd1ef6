import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The explorer, through its public API: the seed 002 race, worker independence, sampling,
/// concrete counterexamples, and the errors of the variation syntax.
@Suite("Explorer")
struct ExplorerTests {
    /// Seed 002's fixed 3-second delay against a splash of 1 to 6 seconds (A1.3, A2.1).
    static let fixedDelayRace = """
    scenario: fixed delay against a variable splash
    rules: A1.3 A2.1
    seed: 002
    shortcuts:
      static Follow "Follow"
    app:
      didFinishLaunching: false when launched from a shortcut
      launch item: saved in didFinishLaunching, handled after 3s
      milestone root: between 1s and 6s after launch
      routes: Follow -> FollowingPage
    steps:
      select Follow
      wait 8s
    expect:
      count 1: route Follow
    """

    @Test("seed 002: the explorer finds the shortest splash that loses the race, and its concrete scenario replays it")
    func seed002ShortestCounterexample() throws {
        let scenario = try ScenarioText.parse(Self.fixedDelayRace)
        #expect(scenario.isExplored)
        let result = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1)) { text, file throws(DiagnosticError) in
            try ScenarioLoader.parse(text, file: file)
        }
        #expect(result.paths == 6, "one path per splash length on the 1s grid: 1s…6s")
        #expect(result.failingPaths == 3, "splashes of 4s, 5s and 6s end after the 3s timer")
        let example = try #require(result.counterexample, "the race must be found")
        let timings = example.choices.flatMap(\.timings.values)
        #expect(timings == [.seconds(4)], "the shortest failing splash is the first grid point after 3s, got \(timings)")
        #expect(example.failures.contains { $0.message.contains("unexpected defect before-root Follow") }, "\(example.failures)")
        #expect(example.replaysIdentically)
        let concrete = try #require(example.concreteScenario)
        #expect(concrete.contains("milestone root: 4s after launch"), "\(concrete)")
        let replay = ScenarioRunner.run(try ScenarioText.parse(concrete))
        #expect(replay.status == .failed)
        #expect(replay.defects.map(\.signature) == ["before-root Follow"])
    }

    @Test("the state limit holds exactly, in the middle of a depth too, on any number of workers", arguments: [1, 2])
    func stateLimitIsExact(workers: Int) throws {
        let scenario = try ScenarioLoader.load(path: ScenarioLibrary.path("Scenarios/coordinator/01-cold-launch-any-splash.scenario"))
        let result = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: workers, maxStates: 30))
        #expect(result.distinctStates == 30 && result.isCutShort,
                "expected exactly 30 states (of 70) and a cut-short result, found \(result.distinctStates) states, cut short: \(result.isCutShort)")
    }

    @Test("a failure inside 'any order:' replays: the untaken block steps are written in an order that can happen")
    func failureInsideAnyOrderReplays() throws {
        let concrete = try Self.checkConcreteReplay("""
            scenario: a second action during the block must never route Compose
            profile: ipados26
            shortcuts:
              static Search "Search"
              static Compose "New Message"
            app:
              coordinator: waits for root
              milestone root: between 0s and 1s after launch
              routes: Search -> SearchPage, Compose -> Composer
            steps:
              select Search
              wait 2s
              any order:
                select Compose
                unlock
                lock
              wait 1s
            expect:
              never: route Compose
            """, lifecycle: .appDelegate, defect: nil)
        let steps = concrete.split(separator: "\n").map(String.init).drop { $0 != "steps:" }
        let lock = try #require(steps.firstIndex(of: "  lock"), "no lock step in:\n\(concrete)")
        let unlock = try #require(steps.firstIndex(of: "  unlock"), "no unlock step in:\n\(concrete)")
        #expect(lock < unlock, "'unlock' can only follow 'lock'; the concrete steps were:\n\(steps.joined(separator: "\n"))")
    }

    @Test("declared defects the failing path does not show are commented out of its concrete scenario")
    func unshownDefectsAreCommentedOut() throws {
        let concrete = try Self.checkConcreteReplay("""
            scenario: a listener that may drop the action
            profile: ios13
            system kill: anywhere while suspended
            shortcuts:
              static Search "Search"
              static Compose "New Message"
            app:
              performAction: handled if js ready, else dropped, completion reports the result
              milestone js: between 0s and 2s after launch
              milestone root: between 0s and 2s after launch
              routes: Search -> SearchPage, Compose -> Composer
            steps:
              tap icon
              wait 3s
              go home
              wait 6s
              select Compose
              wait 3s
            expect:
              user.select Compose
              never: app.completion Compose -> true
            defects:
              lost Compose
            """, lifecycle: .appDelegate, defect: nil)
        #expect(concrete.contains("  # lost Compose   (not shown on this path)"), "expected 'lost Compose' commented out in:\n\(concrete)")
        #expect(concrete.contains("\n# defects:   (none of them shown on this path)\n"), "an empty 'defects:' is a warning, so it goes too:\n\(concrete)")
        let replay = ScenarioRunner.run(try ScenarioText.parse(concrete))
        #expect(replay.warnings.isEmpty, "the concrete scenario replays without warnings; found \(replay.warnings.map(\.description))")
    }

    @Test("a coarse time step still tries the end of a milestone window, where the race is lost")
    func coarseStepTriesTheWindowEnd() throws {
        let scenario = try ScenarioText.parse("""
            scenario: fixed delay against a splash of 1 to 6 s, on a 2 s grid
            profile: ios13
            time step: 2s
            shortcuts:
              static Search "Search"
            app:
              didFinishLaunching: false when launched from a shortcut
              launch item: saved in didFinishLaunching, handled after 5s, then cleared
              milestone root: between 1s and 6s after launch
              routes: Search -> SearchPage
            steps:
              select Search
              wait 8s
            expect:
              route Search -> SearchPage
            """)
        let result = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1))
        #expect(result.failingPaths == 1, "the 6 s splash (the window's end, off the 2 s grid) loses the race; found \(result.failingPaths) failing of \(result.paths)")
    }

    /// A scene-based app with one action, under ios13.
    static func scenesOnly() throws -> Scenario {
        try ScenarioText.parse("""
            scenario: scenes only
            profile: ios13
            lifecycle: scenes
            shortcuts:
              static Search "Search"
            app:
              routes: Search -> SearchPage
            steps:
              select Search
            """)
    }

    @Test("a scene-based app explored under a profile without scenes is an error, exhaustive or random, never a pass", arguments: [nil, 10])
    func noVariantIsAnError(randomPaths: Int?) throws {
        let scenario = try Self.scenesOnly()
        let configuration = ExplorationConfiguration(workers: 1, randomPaths: randomPaths, profileOverride: .ios9)
        // The explorer refuses it as the runner does, at the lifecycle line, for the declarative app and your own.
        let expected = ScenarioRunner.profileProblem(scenario, profile: .ios9)
        #expect(expected?.location.line == 3 && expected?.message.hasPrefix("the ios9 profile has no scene lifecycle") == true, "\(String(describing: expected))")
        for result in [Explorer.explore(scenario, configuration: configuration),
                       Explorer.explore(scenario, app: DeclarativeApp(scenario: scenario), configuration: configuration)] {
            #expect(result.errors == [expected].compactMap { $0 }, "found \(result.errors.map(\.description))")
            #expect(result.variants.isEmpty && result.distinctStates == 0 && !result.passed)
        }
        #expect(ScenarioRunner.run(scenario, profile: .ios9).errors == [expected].compactMap { $0 })
    }

    @Test("your own app whose lifecycle the scenario does not list has no variant to explore: an error, never a pass")
    func noVariantForYourApp() throws {
        let scenario = try Self.scenesOnly()
        var declaration = scenario.app
        declaration.usesScenes = false
        let result = Explorer.explore(scenario, app: DeclarativeApp(declaration: declaration, shortcuts: scenario.shortcuts),
                                      configuration: ExplorationConfiguration(workers: 1))
        #expect(result.errors.first?.message.hasPrefix("no variant to explore") == true, "found \(result.errors.map(\.message))")
        #expect(result.variants.isEmpty && !result.passed)
    }

    /// An app of your own: it routes every action at once in performActionFor and reads no launch options.
    struct RoutesAtOnceApp: ShortcutApp, Hashable, Sendable {
        mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
            context.route(item, to: item.type + "Page")
            context.complete(completionHandler, succeeded: true)
        }
    }

    @Test("your own app: a failing path names the expectation that failed, at its line, though no concrete scenario can replay your app")
    func yourOwnAppFailuresAreNamed() throws {
        let scenario = try ScenarioText.parse("""
            scenario: your app explored
            profile: ios13 ios26
            system kill: anywhere while suspended
            shortcuts:
              static Search "Search"
            steps:
              select Search
              go home
              wait 10s
              select Search
            expect:
              count 1: route Search
            """)
        let result = Explorer.explore(scenario, app: RoutesAtOnceApp(), configuration: ExplorationConfiguration(workers: 1))
        let example = try #require(result.counterexample, "routing both selections fails 'count 1'; found \(result.summary)")
        #expect(example.failures.map(\.description).first?.hasPrefix("t.scenario:12:3: error: expected 1 event matching 'route Search', found 2") == true,
                "expected the failing expectation at its line; found \(example.failures.map(\.description))")
    }

    @Test("a step that cannot happen ends its path as a failure, though it leaves the world as it was")
    func impossibleStepFails() throws {
        // Selecting while the app is frontmost changes nothing in the world; its ending must not be
        // merged with the state before it (that made a loop, 0 paths, and a PASS).
        let scenario = try ScenarioText.parse("""
            scenario: impossible select on every profile listed
            profile: ios13 ios26
            shortcuts:
              static Search "Search"
            app:
              routes: Search -> SearchPage
            steps:
              select Search
              select Search
              wait 1s
            expect:
              count 5: route Search
            """)
        let result = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1))
        #expect(result.paths == 2 && result.failingPaths == 2, "expected 2 paths, both failing, found \(result.paths) paths, \(result.failingPaths) failing")
        let message = result.counterexample?.errors.first?.message ?? "none"
        #expect(message.hasPrefix("cannot select Search: the app is frontmost"), "expected the step's error in the counterexample, found: \(message)")
        #expect(ScenarioRunner.run(scenario).status != .passed, "the scenario must not pass")
    }

    @Test("a defect UIKit tolerates (A5.4) fails no explored path; the exploration warns about it once")
    func warningDefectsPassExploredPaths() throws {
        let text = """
            scenario: completion never called, on two profiles
            profile: ios13 ios26
            shortcuts:
              static Search "Search"
            app:
              performAction: handled at once, completion never called
              routes: Search -> SearchPage
            steps:
              tap icon
              go home
              select Search

            """
        let scenario = try ScenarioText.parse(text)
        let result = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1))
        #expect(result.passed && result.failingPaths == 0, "\(result.summary) \(result.errors)")
        #expect(result.warnings.map(\.message) == ["defect completion-missing Search occurs on at least one explored path; the first found shows it at this step"], "\(result.warnings)")
        let selectLine = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("select Search") }.map { $0 + 1 }
        #expect(result.warnings.first?.location.line == selectLine, "reported at the step that shows it, as a plain run does: \(result.warnings)")
        #expect(ScenarioRunner.run(scenario).warnings.count == 1)
        let declared = Explorer.explore(try ScenarioText.parse(text + "defects:\n  completion-missing Search\n"),
                                        configuration: ExplorationConfiguration(workers: 1))
        #expect(declared.passed && declared.warnings.isEmpty, "\(declared.warnings)")
    }

    @Test("the counts and the counterexample do not depend on the number of workers", arguments: [
        "Scenarios/coordinator/02-leave-during-splash-system-kill.scenario",
        "Scenarios/coordinator/03-second-action-any-order.scenario",
    ])
    func workersDoNotChangeResults(path: String) throws {
        let scenario = try ScenarioLoader.load(path: ScenarioLibrary.path(path))
        let one = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1))
        let two = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 2))
        let eight = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 8))
        #expect(one.distinctStates == two.distinctStates && two.distinctStates == eight.distinctStates)
        #expect(one.paths == two.paths && two.paths == eight.paths)
        #expect(one.passed && two.passed && eight.passed, "\(one.summary)")
    }

    @Test("a broken variant of the coordinator scenario fails, with the same counterexample on 1 and 2 workers")
    func sameCounterexampleOnAnyWorkers() throws {
        let text = Self.fixedDelayRace.replacingOccurrences(of: "seed: 002\n", with: "seed: 002\nprofile: every\nlifecycle: both\n")
        let scenario = try ScenarioText.parse(text)
        let one = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1))
        let two = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 2))
        #expect(one.failingPaths > 0)
        #expect(one.failingPaths == two.failingPaths && one.paths == two.paths)
        #expect(one.counterexample?.choices == two.counterexample?.choices)
        #expect(one.counterexample?.variant == two.counterexample?.variant)
    }

    /// Explores `text` with the concrete scenario replayed, and checks the counterexample's
    /// lifecycle, its replay, and that the written scenario parses and fails the same way on its own.
    static func checkConcreteReplay(_ text: String, lifecycle: ScenarioVariation.Lifecycle, defect: String?) throws -> String {
        let scenario = try ScenarioText.parse(text)
        let result = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1)) { text, file throws(DiagnosticError) in
            try ScenarioLoader.parse(text, file: file)
        }
        let example = try #require(result.counterexample, "expected a failing path; got \(result.summary)")
        #expect(example.variant.lifecycle == lifecycle, "expected the shortest failure on the \(lifecycle.rawValue) variant, got \(example.variant)")
        let concrete = try #require(example.concreteScenario)
        let failures = example.failures.map(\.description).joined(separator: "\n")
        #expect(!failures.contains("internal error"), "the concrete scenario must parse; got:\n\(failures)\nconcrete scenario:\n\(concrete)")
        #expect(example.replaysIdentically, "expected the concrete scenario to replay the path; failures:\n\(failures)\nconcrete scenario:\n\(concrete)")
        let replay = ScenarioRunner.run(try ScenarioText.parse(concrete))
        #expect(replay.status == .failed, "expected the concrete scenario to fail when run on its own, got \(replay.status)\n\(concrete)")
        if let defect {
            #expect(replay.defects.map(\.signature) == [defect], "expected the defect '\(defect)' on replay, got \(replay.defects.map(\.signature))")
        }
        #expect(replay.errors.isEmpty, "every concrete step must be able to happen; got:\n\(replay.errors.map(\.description).joined(separator: "\n"))\n\(concrete)")
        #expect(!replay.failures.contains { $0.message.hasPrefix("expected defect") },
                "a declared defect the path does not show must not be required; got:\n\(replay.failures.map(\.description).joined(separator: "\n"))")
        return concrete
    }

    @Test("lifecycle: both — an app-delegate counterexample comments out the scene-only settings, and its concrete scenario replays it")
    func bothLifecyclesAppDelegateCounterexample() throws {
        // The scene run routes the item from willConnectTo; the app-delegate run ignores performActionFor and loses it.
        let concrete = try Self.checkConcreteReplay("""
            scenario: both lifecycles with scene-only settings
            profile: ios13
            lifecycle: both
            shortcuts:
              static Search "Search"
            app:
              launch item: saved in didFinishLaunching and willConnectTo, handled on didBecomeActive, then cleared
              performAction: ignored
              scene performAction: handled at once
              configurationForConnecting: implemented
              scene main: activates for anything
              routes: Search -> SearchPage
            steps:
              tap icon
              go home
              select Search
            expect:
              route Search -> SearchPage
            """, lifecycle: .appDelegate, defect: "lost Search")
        let lines = concrete.split(separator: "\n").map(String.init)
        for setting in ["scene performAction: handled at once", "configurationForConnecting: implemented", "scene main: activates for anything"] {
            #expect(lines.contains { $0.hasPrefix("  # \(setting)") }, "expected '\(setting)' commented out in:\n\(concrete)")
            #expect(!lines.contains("  " + setting), "'\(setting)' must not be an app setting of the app-delegate scenario:\n\(concrete)")
        }
        #expect(lines.contains("  launch item: saved in didFinishLaunching, handled on didBecomeActive, then cleared"),
                "expected the launch item without willConnectTo in:\n\(concrete)")
    }

    @Test("lifecycle: both — a launch item kept 'to UserDefaults' keeps the words after its methods in an app-delegate counterexample")
    func bothLifecyclesStoredLaunchItem() throws {
        let concrete = try Self.checkConcreteReplay("""
            scenario: both lifecycles, the item kept in UserDefaults
            profile: ios13
            lifecycle: both
            shortcuts:
              static Search "Search"
            app:
              launch item: saved in didFinishLaunching and willConnectTo to UserDefaults, handled on didBecomeActive, then cleared
              performAction: ignored
              scene performAction: handled at once
              routes: Search -> SearchPage
            steps:
              tap icon
              go home
              select Search
            expect:
              route Search -> SearchPage
            """, lifecycle: .appDelegate, defect: "lost Search")
        #expect(concrete.split(separator: "\n").contains("  launch item: saved in didFinishLaunching to UserDefaults, handled on didBecomeActive, then cleared"),
                "expected the launch item without willConnectTo, still kept in UserDefaults, in:\n\(concrete)")
    }

    @Test("lifecycle: both — a launch item read only in scene methods becomes 'ignored' in an app-delegate counterexample")
    func bothLifecyclesSceneOnlyLaunchItem() throws {
        let concrete = try Self.checkConcreteReplay("""
            scenario: both lifecycles, the item read only where scenes have it
            profile: ios13
            lifecycle: both
            shortcuts:
              static Search "Search"
            app:
              didFinishLaunching: false when launched from a shortcut
              launch item: handled in willConnectTo
              routes: Search -> SearchPage
            steps:
              select Search
            expect:
              route Search -> SearchPage
            """, lifecycle: .appDelegate, defect: "lost Search")
        #expect(concrete.contains("\n  launch item: ignored\n"), "expected 'launch item: ignored' in:\n\(concrete)")
    }

    @Test("lifecycle: both — a scene counterexample comments out 'performAction:', 'launch duration:' and 'state restoration:', which scene runs do not use, and replays identically")
    func bothLifecyclesSceneCounterexample() throws {
        // The app-delegate run routes the saved launch item; the scene run never gets it in its launch options (B3.3).
        let concrete = try Self.checkConcreteReplay("""
            scenario: both lifecycles with a launch duration
            profile: ios13
            lifecycle: both
            shortcuts:
              static Search "Search"
            app:
              didFinishLaunching: false when launched from a shortcut
              launch item: saved in didFinishLaunching, handled on didBecomeActive, then cleared
              launch duration: 1s
              state restoration: true
              performAction: handled when root ready
              milestone root: at launch
              routes: Search -> SearchPage
            steps:
              select Search
              wait 2s
            expect:
              route Search -> SearchPage
            """, lifecycle: .scenes, defect: "lost Search")
        #expect(concrete.contains("\n  # performAction: handled when root ready"), "expected 'performAction:' (B3.1) commented out in:\n\(concrete)")
        #expect(concrete.contains("\n  # launch duration: 1s"), "expected 'launch duration:' commented out in:\n\(concrete)")
        #expect(concrete.contains("\n  # state restoration: true"), "expected 'state restoration:' commented out in:\n\(concrete)")
    }

    @Test("--random: the same seed samples the same paths on any number of workers; another seed may differ")
    func randomSamplingIsReproducible() throws {
        let scenario = try ScenarioText.parse(Self.fixedDelayRace)
        let first = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1, randomPaths: 40, seed: 7))
        let second = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 2, randomPaths: 40, seed: 7))
        #expect(first.paths == 40)
        #expect(first.failingPaths == second.failingPaths)
        #expect(first.distinctStates == second.distinctStates)
        #expect(first.counterexample?.choices == second.counterexample?.choices)
        #expect(first.failingPaths > 0 && first.failingPaths < 40, "about half the splashes lose the race: \(first.failingPaths) of 40")
    }

    @Test("--random: a declared defect no sampled path shows is a warning, not a failure, since a sample cannot show that no path has it")
    func randomSampleMissingDeclaredDefect() throws {
        let text = Self.fixedDelayRace + "\ndefects:\n  before-root Follow\n"
        let full = Explorer.explore(try ScenarioText.parse(text), configuration: ExplorationConfiguration(workers: 1))
        #expect(full.passed, "the race shows before-root on some paths and passes on the others: \(full.summary) \(full.errors)")
        // Sample until a seed draws only paths without the defect (splashes of at most 3 s).
        let missing = (0..<40).lazy.map { seed in
            Explorer.explore(try! ScenarioText.parse(text), configuration: ExplorationConfiguration(workers: 1, randomPaths: 1, seed: UInt64(seed)))
        }.first { !$0.warnings.isEmpty }
        let sample = try #require(missing, "some seed should draw a path that wins the race")
        #expect(sample.errors.isEmpty && sample.passed, "found errors \(sample.errors)")
        #expect(sample.warnings.map(\.message) == ["expected defect 'before-root Follow' occurred on the sampled path"], "found \(sample.warnings)")
    }

    @Test("any order: every order of the block runs, and a step that cannot happen on one path fails with it")
    func anyOrderBlock() throws {
        let scenario = try ScenarioText.parse("""
        scenario: any order
        shortcuts:
          static Search "Search"
        app:
          routes: Search -> SearchPage
        steps:
          select Search
          any order:
            go home
            wait 1s
            lock
        """)
        let result = Explorer.explore(scenario)
        #expect(result.paths == 6, "3! orders, got \(result.summary)")
        let example = try #require(result.counterexample, "going home from a locked device is refused on some orders")
        #expect(example.errors.first?.location.line == 9, "'go home' (line 9) after 'lock': \(example.errors)")
        #expect(example.choices.map(\.move.stepText).suffix(2) == ["lock", "go home"])
    }

    @Test("the variation syntax reports its mistakes at their line and column", arguments: [
        ("milestone root: between 6s and 1s after launch", "t.scenario:6:19: error: the window ends (1s) before it starts (6s)"),
        ("milestone root: between 1s after launch", "t.scenario:6:30: error: expected 'and' and a second duration, as in 'between 1s and 6s after launch'"),
        ("milestone root: any time before launch", "t.scenario:6:28: error: expected 'after launch' or 'after MILESTONE'"),
        ("milestone root: 1s after launch, then on step", "t.scenario:6:41: error: expected when 'root' is reached: '3s after launch', '1s after root', 'at launch', 'on step', 'between 1s and 6s after launch' or 'any time after launch'"),
    ])
    func variationErrors(line: String, expected: String) {
        let diagnostics = ScenarioText.diagnostics(of: """
        scenario: errors
        shortcuts:
          static Search "Search"
        app:
          routes: Search -> SearchPage
          \(line)
        steps:
          select Search
        """)
        #expect(diagnostics.first?.description.components(separatedBy: "\n").first == expected)
    }

    @Test("headers: an unknown lifecycle, system kill value and profile list entry name the choices")
    func headerErrors() {
        let diagnostics = ScenarioText.diagnostics(of: """
        scenario: errors
        profile: ios13 ios99
        lifecycle: bth
        system kill: sometimes
        shortcuts:
          static Search "Search"
        steps:
          select Search
        """)
        let lines = diagnostics.map { $0.description.components(separatedBy: "\n").first ?? "" }
        #expect(lines == [
            "t.scenario:2:16: error: unknown profile 'ios99'",
            "t.scenario:3:12: error: unknown lifecycle 'bth'",
            "t.scenario:4:14: error: unknown 'system kill:' value 'sometimes'",
        ])
    }

    @Test("a nested 'any order:' block is an error at the inner block")
    func nestedAnyOrder() {
        let diagnostics = ScenarioText.diagnostics(of: """
        scenario: nested
        shortcuts:
          static Search "Search"
        steps:
          any order:
            select Search
            any order:
              wait 1s
        """)
        #expect(diagnostics.first?.description.hasPrefix("t.scenario:7:5: error: 'any order:' blocks cannot be nested") == true, "\(diagnostics)")
    }

    @Test("the coordinator decides the launch methods: declaring them next to it is an error")
    func coordinatorRefusesItsSettings() {
        let diagnostics = ScenarioText.diagnostics(of: """
        scenario: coordinator
        shortcuts:
          static Search "Search"
        app:
          coordinator: waits for root
          didFinishLaunching: true
          milestone root: 1s after launch
          routes: Search -> SearchPage
        steps:
          select Search
        """)
        #expect(diagnostics.first?.description.hasPrefix("t.scenario:6:3: error: 'didFinishLaunching:' is decided by the reference coordinator") == true, "\(diagnostics)")
    }
}

/// `Scenario.exploringEveryProfile()`, what `--profile every` runs: a plain scenario explored under
/// every profile, whose counterexample replays under the profile of its path.
@Suite("Every profile on request")
struct EveryProfileTests {
    /// A warm action checked in iOS 9–12's order (A3.2): ios26's order (A3.3) breaks it.
    static let warmOrder = """
    scenario: warm order of iOS 13
    profile: ios13
    shortcuts:
      static Search "Search"
    app:
      routes: Search -> SearchPage
    steps:
      tap icon
      go home
      select Search
    expect:
      app.willEnterForeground
      next: state inactive
      next: app.performAction Search
    """

    @Test("a plain scenario explored under every profile fails on ios26 and ipados26, and its concrete scenario names the profile (A3.2, A3.3)")
    func warmOrderUnderEveryProfile() throws {
        let scenario = try ScenarioText.parse(Self.warmOrder)
        #expect(!scenario.isExplored, "as written it is one replay under ios13")
        let every = scenario.exploringEveryProfile()
        #expect(every.isExplored && every.variation.everyProfileRequested)
        let result = Explorer.explore(every, configuration: ExplorationConfiguration(workers: 1)) { text, file throws(DiagnosticError) in
            try ScenarioLoader.parse(text, file: file)
        }
        #expect(result.variants.map(\.profile.name) == ["ios9", "ios13", "ios26", "ipados26"], "got \(result.variants)")
        #expect(result.paths == 4 && result.failingPaths == 2, "ios26 and ipados26 deliver the action before willEnterForeground; got \(result.failingPaths) of \(result.paths)")
        let example = try #require(result.counterexample)
        #expect(example.variant.profile.name == "ios26", "the first failing variant in profile order, got \(example.variant)")
        #expect(example.replaysIdentically, "the concrete scenario must replay the path")
        let concrete = try #require(example.concreteScenario)
        #expect(concrete.contains("\nprofile: ios26\n"), "the concrete scenario runs under the path's profile:\n\(concrete)")
        #expect(example.failures.first?.location.line == 13, "the failure is at the expectation's line, got \(example.failures)")
        let runner = ScenarioRunner.run(every)
        #expect(runner.failures.first?.notes == ["run 'shortcut-sim explore t.scenario --profile every' to see its trace and write it as a plain scenario"],
                "the note says how to explore it again, got \(runner.failures.first?.notes ?? [])")
    }

    @Test("a scene-based scenario explored under every profile skips ios9, which has no scenes (B1.1)")
    func scenesSkipIOS9() throws {
        let scenario = try ScenarioText.parse("""
        scenario: a cold action reaches willConnectTo
        lifecycle: scenes
        shortcuts:
          static Search "Search"
        app:
          launch item: handled in willConnectTo
          routes: Search -> SearchPage
        steps:
          select Search
        expect:
          scene.willConnectTo shortcut=Search
          next: route Search -> SearchPage
        """)
        let result = Explorer.explore(scenario.exploringEveryProfile(), configuration: ExplorationConfiguration(workers: 1))
        #expect(result.variants.map(\.description) == ["ios13, scenes", "ios26, scenes", "ipados26, scenes"], "got \(result.variants)")
        #expect(result.failingPaths == 0 && result.errors.isEmpty, "\(result.errors)")
    }
}
