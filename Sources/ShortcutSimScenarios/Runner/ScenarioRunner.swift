import ShortcutSimCore

/// Runs a scenario's steps on the engine and checks its expectations and defects.
public enum ScenarioRunner {
    /// Runs the scenario's declarative app; a scenario with variations is explored on every path,
    /// visiting at most `maxStates` distinct states, by `workers` threads (nil: every core; the
    /// result does not depend on it).
    public static func run(_ scenario: Scenario, profile: PlatformProfile? = nil,
                           maxStates: Int = ExplorationConfiguration.defaultMaxStates, workers: Int? = nil) -> ScenarioResult {
        if let problem = profileProblem(scenario, profile: profile) {
            return ScenarioResult(scenario: scenario, profile: profile ?? scenario.profile, trace: Trace(), defects: [],
                                  failures: [], errors: [problem], exploration: nil)
        }
        if scenario.isExplored { return explore(scenario, profile: profile, maxStates: maxStates, workers: workers) }
        // Under its own profile, the world starts from the setting the scenario made once (its app's
        // facts read once, not on every run); no scene problem can arise there.
        guard let profile else { return check(scenario, simulation: replay(scenario, from: World(setting: scenario.declarativeWorldSetting))) }
        return check(scenario, simulation: replay(scenario, app: DeclarativeApp(scenario: scenario), profile: profile))
    }

    /// Why the scenario cannot run under a profile given instead of its own (`--profile`), or nil:
    /// a scene-based scenario (`lifecycle: scenes` or `both`) under a profile without scenes (ios9),
    /// which the scenario's own `profile:` line would refuse the same way. Reported at the
    /// `lifecycle:` line. `run`, `simulate` and `Explorer.explore` check it themselves.
    public static func profileProblem(_ scenario: Scenario, profile: PlatformProfile?) -> Diagnostic? {
        guard profile != nil else { return nil }  // the scenario's own profile was checked when it was parsed
        return sceneProblem(scenario, profile: profile, usesScenes: scenario.app.usesScenes || scenario.variation.lifecycles.contains(.scenes))
    }

    /// Why an app that uses scenes (or not) cannot run under a profile given instead of the
    /// scenario's own, or nil: the one wording of the check, for `profileProblem`, `simulate` and the explorer.
    static func sceneProblem(_ scenario: Scenario, profile: PlatformProfile?, usesScenes: Bool) -> Diagnostic? {
        guard let profile, !profile.supportsScenes, usesScenes else { return nil }
        let line = scenario.variation.layout.headerLines["lifecycle"]
        let capable = PlatformProfile.all.filter(\.supportsScenes).map(\.name).joined(separator: ", ")
        return Diagnostic(at: SourceLocation(file: scenario.file, line: line ?? 1, column: 1),
                          "the \(profile.name) profile has no scene lifecycle (iOS 13 and later), and this scenario's app uses scenes",
                          notes: ["the profile was given instead of the scenario's own (--profile \(profile.name)); choose one with scenes (\(capable)), or leave the scenario's own"])
    }

    /// Explores every path of a scenario with variations; it fails with the shortest failing path.
    private static func explore(_ scenario: Scenario, profile: PlatformProfile?, maxStates: Int, workers: Int?) -> ScenarioResult {
        var configuration = ExplorationConfiguration(profileOverride: profile)
        configuration.maxStates = maxStates
        if let workers { configuration.workers = max(1, workers) }
        let exploration = Explorer.explore(scenario, configuration: configuration) { text, file throws(DiagnosticError) in
            try ScenarioLoader.parse(text, file: file, nextTo: scenario.file)
        }
        var result = ScenarioResult(scenario: scenario, profile: exploration.firstPath?.variant.profile ?? profile ?? scenario.profile,
                                    trace: exploration.firstPath?.trace ?? Trace(), defects: exploration.firstPath?.defects ?? [],
                                    failures: exploration.distinctStates == 0 ? [] : exploration.errors,
                                    errors: exploration.distinctStates == 0 ? exploration.errors : [],  // nothing explored: the input is at fault
                                    exploration: exploration, warnings: exploration.warnings)
        if exploration.isCutShort {
            result.failures.append(Diagnostic(at: SourceLocation(file: scenario.file, line: 1, column: 1),
                                              "the exploration stopped at its state limit after \(exploration.summary)",
                                              notes: ["narrow the variations (a coarser 'time step:', fewer steps in 'any order:'), raise the limit with 'shortcut-sim run --max-states N', or sample paths with 'shortcut-sim explore --random N'"]))
        }
        guard let example = exploration.counterexample else { return result }
        result.trace = example.trace
        result.defects = example.defects
        result.profile = example.variant.profile
        let moves = example.moves.joined(separator: ", ")
        // At the line where the shortest path fails, so that a CI annotation (JUnit) points there.
        let start = SourceLocation(file: scenario.file, line: 1, column: 1)
        let failing = (example.errors + example.failures).first { $0.location.file == scenario.file }?.location ?? start
        result.failures.append(Diagnostic(at: failing,
                                          "\(exploration.failingPaths.formatted) of \(exploration.paths.formatted) explored paths fail; the shortest (\(example.variant)): \(moves)",
                                          notes: ["run 'shortcut-sim explore \(scenario.file)\(scenario.variation.everyProfileRequested ? " --profile every" : "")' to see its trace and write it as a plain scenario"]))
        result.failures += example.errors + example.failures
        return result
    }

    /// Runs the scenario's steps and expectations against your own app type instead of the declarative one.
    ///
    /// It replays one path: the scenario's own profile (or `profile`), no system kills, and each
    /// variable delay your app asks for (``AppContext/schedule(_:between:and:)``) at its earliest.
    /// A scenario that varies more (`profile: every`, `system kill: anywhere while suspended`) gets
    /// a warning at that header for what is not tried, and one with `any order:` cannot be replayed
    /// (an error at its line): explore those with ``Explorer/explore(_:app:configuration:)``.
    ///
    /// Your app replaces the scenario's `app:` section: when the scenario has one, the result
    /// carries a warning at its line saying it is not used (the run still passes or fails on its
    /// checks alone). A ``DeclarativeApp`` made from the scenario's own section gets no warning.
    public static func run<App: ShortcutApp>(_ scenario: Scenario, app: App, profile: PlatformProfile? = nil) -> ScenarioResult {
        var result = check(scenario, simulation: replay(scenario, app: app, profile: profile))
        result.warnings.insert(contentsOf: unexploredVariations(scenario, app: app, profile: profile, by: "ScenarioRunner.run(_:app:)"), at: 0)
        if let unused = unusedAppSection(scenario, app: app, by: "ScenarioRunner.run(_:app:)") { result.warnings.insert(unused, at: 0) }
        return result
    }

    /// Why the scenario's `app:` section plays no part when `app` runs it, as a warning at the
    /// section's header, or nil: the scenario has no such section, or `app` is the declarative app
    /// of that very section (as `run(_:)` makes it). `api` names the call, for the message.
    static func unusedAppSection<App: ShortcutApp>(_ scenario: Scenario, app: App, by api: String, notes extra: [String] = []) -> Diagnostic? {
        guard let location = scenario.appLocation, replacesAppSection(scenario, app: app) else { return nil }
        return Diagnostic(.warning, at: location, "the 'app:' section is not used: the app passed to \(api) (\(App.self)) replaces it",
                          notes: ["the steps and checks run against \(App.self) alone; remove the 'app:' section to silence this warning"] + extra)
    }

    /// Whether the scenario has an `app:` section and `app` is not the declarative app of that very
    /// section, so the section plays no part when `app` runs the scenario.
    static func replacesAppSection<App: ShortcutApp>(_ scenario: Scenario, app: App) -> Bool {
        guard scenario.appLocation != nil else { return false }
        guard let declarative = app as? DeclarativeApp else { return true }
        var own = declarative.declaration
        own.usesScenes = scenario.app.usesScenes  // the explorer sets it per lifecycle: not a setting of the section
        return own != scenario.app
    }

    /// Checks a replay of the scenario's steps (``replay(_:app:profile:)``), without looking at the `app:` section.
    private static func check<App: ShortcutApp>(_ scenario: Scenario, simulation: Simulation<App>) -> ScenarioResult {
        let defects = simulation.world.finish()
        let trace = simulation.world.trace
        guard simulation.errors.isEmpty else {
            return ScenarioResult(scenario: scenario, profile: simulation.world.profile, trace: trace, defects: defects,
                                  failures: [], errors: simulation.errors, exploration: nil)
        }
        // The failures are gathered first and the result made once: a result made first, then changed,
        // was copied and destroyed once more, and appending each check's (mostly empty) list cost a call.
        var failures = ExpectationMatcher.check(scenario.expectations, against: trace)
        if let exact = scenario.exactTrace, let location = scenario.exactTraceLocation {
            failures += ExpectationMatcher.checkExact(exact, against: trace, section: location)
        }
        let defectFailures = checkDefects(defects, of: scenario, simulation: simulation)
        if !defectFailures.isEmpty { failures += defectFailures }
        // Only a failure asks what was still waiting: a passing run does not pay for the question.
        if failures.contains(where: waitingCouldExplain), let note = pendingWorkNote(simulation.world, scenario: scenario) {
            for index in failures.indices where waitingCouldExplain(failures[index]) {
                failures[index].notes.insert(note, at: 0)
            }
        }
        return ScenarioResult(scenario: scenario, profile: simulation.world.profile, trace: trace, defects: defects,
                              failures: failures, errors: [], exploration: nil,
                              warnings: undeclaredWarnings(defects, of: scenario, simulation: simulation))
    }

    /// Why an event that never happened may only not have happened yet: the app still had timers
    /// waiting when the steps ended. Time passes only in `wait` steps (A7.3), so a deferred handler
    /// (`handled after 1s`, `milestone root: 3s after launch`) needs one; nil when nothing waits.
    static func pendingWorkNote<App>(_ world: World<App>, scenario: Scenario) -> String? {
        let pending = world.pendingAppTimers
        guard let last = pending.last else { return nil }
        let listed = pending.prefix(4).map { "app.timer \($0.timer) at \($0.time)" }.joined(separator: ", ") + (pending.count > 4 ? ", …" : "")
        if world.applicationState == .suspended {
            return "when the steps ended the app was suspended with work still waiting (\(listed)): a suspended app runs no code until it runs again (A7.3)"
        }
        let wait = last.time.millisecondsSinceStart - world.now.millisecondsSinceStart
        return "when the steps ended the app still had work waiting (\(listed)); time passes only in 'wait' steps: add 'wait \(VirtualDuration(milliseconds: wait))' as the last step to let it run"
    }

    /// Whether a failure is of the kind a missing `wait` explains: an event not found, a defect that did not occur, an item never routed.
    private static func waitingCouldExplain(_ failure: Diagnostic) -> Bool {
        failure.message.hasPrefix("expected '") && (failure.message.contains("' not found") || failure.message.hasSuffix("but the trace ends"))
            || failure.message.hasPrefix("expected defect '") || failure.message.hasPrefix("unexpected defect lost ")
    }

    /// Runs the scenario's steps without checking anything: the world, the error of a step that
    /// could not happen, and which trace events each step produced. Like ``run(_:app:profile:)``,
    /// it replays one path, and warns (``Simulation/warnings``) when the scenario's `app:` section
    /// is not used by `app` and for each variation it does not try.
    public static func simulate<App: ShortcutApp>(_ scenario: Scenario, app: App, profile: PlatformProfile? = nil) -> Simulation<App> {
        var simulation = replay(scenario, app: app, profile: profile)
        if let unused = unusedAppSection(scenario, app: app, by: "ScenarioRunner.simulate(_:app:)") { simulation.warnings.append(unused) }
        simulation.warnings += unexploredVariations(scenario, app: app, profile: profile, by: "ScenarioRunner.simulate(_:app:)")
        return simulation
    }

    /// Runs the scenario's steps on `app`: ``simulate(_:app:profile:)`` without its warning.
    private static func replay<App: ShortcutApp>(_ scenario: Scenario, app: App, profile: PlatformProfile?) -> Simulation<App> {
        let world = World(app: app, profile: profile ?? scenario.profile, forceTouch: scenario.forceTouch)
        if let problem = sceneProblem(scenario, profile: profile, usesScenes: app.usesScenes) {
            return Simulation(world: world, errors: [problem], spans: [])
        }
        return replay(scenario, from: world)
    }

    /// Runs the scenario's steps on a world made for it, until one cannot happen.
    private static func replay<App: ShortcutApp>(_ scenario: Scenario, from start: consuming World<App>) -> Simulation<App> {
        var world = start
        var spans: [Simulation<App>.StepSpan] = []
        spans.reserveCapacity(scenario.steps.count + 1)
        // The world is a plain local, handed to the result once: captured by a nested function, it
        // was copied into the result (every collection retained) and the original then destroyed.
        // Each step's result is unwrapped where it is made: a `Diagnostic?` kept in a variable was
        // destroyed at every assignment by an outlined call into the generic `Optional` witness.
        var errors: [Diagnostic] = []
        if let implied = scenario.impliedInstall, let error = perform(implied, of: scenario, on: &world, spans: &spans) { errors = [error] }
        if errors.isEmpty {
            for index in scenario.steps.indices {  // by index: the step list itself is not copied
                if let error = perform(scenario.steps[index], of: scenario, on: &world, spans: &spans) {
                    errors = [error]
                    break
                }
            }
        }
        return Simulation(world: consume world, errors: errors, spans: spans)
    }

    /// Performs a step and records its span; the error of a step that cannot happen. The step is
    /// taken, not borrowed: the copy the caller reads from the list moves into the span, where a
    /// borrowed step was copied again (every string of it retained) and the caller's copy destroyed.
    private static func perform<App: ShortcutApp>(_ step: consuming Step, of scenario: Scenario, on world: inout World<App>,
                                                  spans: inout [Simulation<App>.StepSpan]) -> Diagnostic? {
        let start = world.trace.count
        do throws(SimulationError) {
            try StepExecutor.perform(step.action, of: scenario, on: &world)
        } catch {
            return Diagnostic(at: step.location, error.message, notes: error.notes)
        }
        spans.append(.init(step: step, events: start..<world.trace.count))
        return nil
    }

    /// Compares found defects with the declared ones: every found defect must be declared, and every
    /// declared one must be found (exhaustive, like a TestStore). An undeclared defect is reported
    /// at the step whose events show it; one UIKit tolerates (a warning kind) is left to
    /// ``undeclaredWarnings(_:of:simulation:)``.
    static func checkDefects<App>(_ defects: [Defect], of scenario: Scenario, simulation: Simulation<App>) -> [Diagnostic] {
        if defects.isEmpty && scenario.expectedDefects.isEmpty { return [] }  // most runs: nothing to compare
        var failures = undeclared(defects, severity: .error, of: scenario, simulation: simulation)
        // By index, compared field by field in place: an expectation is copied only when it failed.
        let expected = scenario.expectedDefects
        for index in expected.indices
        where !defects.contains(where: { $0.kind == expected[index].kind && $0.shortcutType == expected[index].shortcutType }) {
            let expectation = expected[index]
            var notes = ["defects found: " + (defects.isEmpty ? "none" : defects.map(\.signature).joined(separator: ", "))]
            // Appended copies fill the slots, but a hidden copy of a shown item hides nothing the user lacks.
            if expectation.kind == .overflow, defects.contains(where: { $0.kind == .duplicateItems && $0.shortcutType == expectation.shortcutType }) {
                let type = ShortcutTypeSpelling.printed(expectation.shortcutType)
                notes.append("the menu hides copies of \(type), but shows \(type) itself, so nothing is missing: 'overflow' is an item the menu never shows (C2.2); the copies are 'duplicate-items \(type)' (C3.2)")
            }
            failures.append(Diagnostic(at: expectation.location, "expected defect '\(expectation.signature)' did not occur", notes: notes))
        }
        return failures
    }

    /// The undeclared defects of a kind UIKit tolerates (A5.4, C2.2), as warnings: the scenario
    /// still passes, and declaring them under `defects:` makes them expected.
    static func undeclaredWarnings<App>(_ defects: [Defect], of scenario: Scenario, simulation: Simulation<App>) -> [Diagnostic] {
        defects.isEmpty ? [] : undeclared(defects, severity: .warning, of: scenario, simulation: simulation)
    }

    /// One diagnostic per undeclared defect signature of the given severity, at the step whose
    /// events show it, with those events.
    private static func undeclared<App>(_ defects: [Defect], severity: Diagnostic.Severity, of scenario: Scenario,
                                        simulation: Simulation<App>) -> [Diagnostic] {
        let trace = simulation.world.trace
        // A run finds a few defects and a scenario declares a few: a list compares them in less time than a set is
        // made. A run of thousands of items (a generated plist) finds thousands, where only the set stays linear.
        var reported: [DefectKey] = [], reportedSet: Set<DefectKey> = []
        let useSet = defects.count > 64
        var diagnostics: [Diagnostic] = []
        // By index, tested in place: a defect is copied only when it is reported.
        for index in defects.indices where defects[index].kind.severity == severity
            && !scenario.declares(defects[index].kind, defects[index].shortcutType) {
            let defect = defects[index]
            guard useSet ? reportedSet.insert(defect.key).inserted : !reported.contains(defect.key) else { continue }
            if !useSet { reported.append(defect.key) }
            let location = simulation.location(of: defect, file: scenario.file)
            let evidence = defect.events.filter { trace.indices.contains($0) }
                .map { "  \(String(repeating: " ", count: max(0, 3 - String($0 + 1).count)))\($0 + 1) \(trace[$0].line)" }
            var notes = [(["the events that show it:"] + evidence).joined(separator: "\n")]
            if severity == .warning {
                notes.append("UIKit tolerates it (\(defect.rule)), so the scenario still passes; to show it on purpose, add it under 'defects:' as '\(defect.signature)'")
                diagnostics.append(Diagnostic(.warning, at: location, "defect \(defect.description)", notes: notes))
            } else {
                notes.append("if the scenario reproduces this bug on purpose, add it under 'defects:' as '\(defect.signature)'")
                diagnostics.append(Diagnostic(at: location, "unexpected defect \(defect.description)", notes: notes))
            }
        }
        return diagnostics
    }
}
