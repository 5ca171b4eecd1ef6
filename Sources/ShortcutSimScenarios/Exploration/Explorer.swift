import Dispatch
import ShortcutSimCore

/// Explores every interleaving a scenario's variations allow — milestone windows, steps in any
/// order, system kills while suspended, profiles, lifecycles — breadth first, merging equal
/// states, and checks the expectations and defects on every path.
///
/// The result never depends on the number of workers: states are expanded in parallel but
/// merged in a fixed order, so the counts and the counterexample are the same on every machine.
public enum Explorer {
    /// Parses a concrete scenario written by the explorer, to replay its counterexample.
    public typealias Reparse = @Sendable (_ text: String, _ file: String) throws(DiagnosticError) -> Scenario

    /// Explores the scenario's declarative app. A scene-based scenario under a profile override
    /// without scenes (ios9) is refused with `ScenarioRunner.profileProblem`'s error, at its
    /// `lifecycle:` line, and nothing is explored (the result has no variants).
    public static func explore(_ scenario: Scenario, configuration: ExplorationConfiguration = .init(),
                               reparse: Reparse? = nil) -> ExplorationResult {
        let variants = ExplorationVariant.all(of: scenario, profileOverride: configuration.profileOverride)
        let model = ExplorationModel(scenario: scenario, variants: variants) { variant in
            var declaration = scenario.app
            declaration.usesScenes = variant.lifecycle == .scenes
            return DeclarativeApp(declaration: declaration, shortcuts: scenario.shortcuts)
        }
        if let problem = ScenarioRunner.profileProblem(scenario, profile: configuration.profileOverride) {
            return refused(model, problem)
        }
        return explore(model, configuration: configuration, reparse: reparse)
    }

    /// Explores the scenario's steps and variations against your own app type. The app must be a
    /// value (`Hashable` so equal states merge); `lifecycle: both` does not apply, since your app
    /// decides its lifecycle. The counterexample's concrete scenario replays with the declarative
    /// app, so its replay is checked only for declarative apps.
    ///
    /// Your app replaces the scenario's `app:` section, which then plays no part: its milestone
    /// windows are not explored and its durations do not shape the time grid. Your app's delays
    /// (``AppContext/schedule(_:between:and:)``) are tried on the grid of the scenario's waits, or
    /// on its `time step:`; for a finer one, set it before exploring, without editing the file:
    /// `scenario.variation.timeStep = .milliseconds(500)`. When the scenario has an `app:`
    /// section, the result carries a warning at its line, which does not fail the exploration. A
    /// ``DeclarativeApp`` made from the scenario's own section uses it and gets no warning.
    ///
    /// `configuration` samples random paths instead (``ExplorationConfiguration/randomPaths``,
    /// from its ``ExplorationConfiguration/seed``). Print the result (its `description`) to see
    /// the verdict, the counts and the shortest failing path with its moves, failures and trace.
    public static func explore<App: ShortcutApp & Hashable & Sendable>(_ scenario: Scenario, app: App,
                                                                      configuration: ExplorationConfiguration = .init()) -> ExplorationResult {
        let unused = ScenarioRunner.unusedAppSection(scenario, app: app, by: "Explorer.explore(_:app:)", notes: [
            "its milestone windows are not explored and its durations do not set the time grid: your app's delays "
                + "(context.schedule(_:between:and:)) are tried on the 'time step:' grid, by default one that divides the scenario's waits; "
                + "for a finer one, set scenario.variation.timeStep before exploring",
        ])
        let model = model(of: scenario, app: app, configuration: configuration)
        var result: ExplorationResult
        if let problem = ScenarioRunner.sceneProblem(scenario, profile: configuration.profileOverride, usesScenes: app.usesScenes) {
            result = refused(model, problem)
        } else {
            result = explore(model, configuration: configuration, reparse: nil)
        }
        if let unused { result.warnings.insert(unused, at: 0) }
        return result
    }

    /// Replays a counterexample's path against your app, from the start, keeping the whole trace:
    /// the world at the end of the path, to inspect it or to step through your app's callbacks in a
    /// debugger. Pass the scenario, an app equal to the one explored and the configuration the
    /// exploration used (its profile override decides the variants and the time grid). Nil when
    /// the path's choices are not among the moves this scenario and app offer, as with another
    /// scenario or an app that starts in another state.
    public static func replay<App: ShortcutApp & Hashable & Sendable>(_ example: Counterexample, of scenario: Scenario, app: App,
                                                                     configuration: ExplorationConfiguration = .init()) -> World<App>? {
        let model = model(of: scenario, app: app, configuration: configuration)
        guard let variant = model.variants.firstIndex(of: example.variant) else { return nil }
        return model.replay(example.choices, variant: variant)?.world
    }

    /// The model ``explore(_:app:configuration:)`` explores and ``replay(_:of:app:configuration:)``
    /// follows: your app in each variant of its lifecycle, on the grid of the scenario's waits alone
    /// when the scenario's `app:` section is not used (your app replaces it), else on the grid of
    /// its windows too.
    private static func model<App: ShortcutApp & Hashable & Sendable>(of scenario: Scenario, app: App,
                                                                      configuration: ExplorationConfiguration) -> ExplorationModel<App> {
        let variants = ExplorationVariant.all(of: scenario, profileOverride: configuration.profileOverride)
            .filter { $0.lifecycle == (app.usesScenes ? .scenes : .appDelegate) }
        let gridApp = ScenarioRunner.replacesAppSection(scenario, app: app) ? AppDeclaration() : nil
        return ExplorationModel(scenario: scenario, variants: variants, gridApp: gridApp) { _ in app }
    }

    /// The result of an exploration refused before it starts: no variant, no state, the problem.
    private static func refused<App>(_ model: ExplorationModel<App>, _ problem: Diagnostic) -> ExplorationResult {
        ExplorationResult(scenario: model.scenario, mode: .exhaustive, variants: [], timeStep: model.timeStep,
                          distinctStates: 0, paths: 0, failingPaths: 0, isCutShort: false, counterexample: nil, errors: [problem])
    }

    static func explore<App>(_ model: ExplorationModel<App>, configuration: ExplorationConfiguration, reparse: Reparse?) -> ExplorationResult {
        guard !model.variants.isEmpty else {  // e.g. your app's lifecycle is none of the scenario's `lifecycle:`
            return refused(model, Diagnostic(at: SourceLocation(file: model.scenario.file, line: 1, column: 1),
                                             "no variant to explore: the app's lifecycle is not the scenario's, or no profile of this exploration has it",
                                             notes: ["an app that adopts scenes needs 'lifecycle: scenes' (or 'both') and a profile from iOS 13 (ios13, ios26, ipados26); "
                                                     + "an app-delegate app needs 'lifecycle: app-delegate' (the default) or 'both'"]))
        }
        if let problem = gridProblem(model) {
            return ExplorationResult(scenario: model.scenario, mode: .exhaustive, variants: model.variants, timeStep: model.timeStep,
                                     distinctStates: 0, paths: 0, failingPaths: 0, isCutShort: false, counterexample: nil, errors: [problem])
        }
        var searchModel = model
        searchModel.keepsTrace = false  // the searches keep no traces; the failing path is replayed below
        var search = configuration.randomPaths.map { RandomSearch(model: searchModel, paths: $0, seed: configuration.seed, workers: configuration.workers).run() }
            ?? BreadthFirstSearch(model: searchModel, configuration: configuration).run()
        if let failure = search.failure, let replayed = model.replay(failure.choices, variant: failure.state.variant) {
            search.failure?.state = replayed
        }
        search.result.counterexample = search.failure.map { counterexample(of: $0, model: model, reparse: reparse) }
        if let first = model.firstPath() {
            search.result.firstPath = (model.variants[first.variant], first.world.trace, first.world.finish())
        }
        if search.result.paths == 0, search.result.distinctStates > 0, !search.result.isCutShort {  // a loop no path leaves: never a pass
            search.result.errors.append(Diagnostic(at: SourceLocation(file: model.scenario.file, line: 1, column: 1),
                                                   "internal error: no explored path reaches the end of the steps",
                                                   notes: ["please report this scenario; no path was checked, so it cannot pass"]))
        }
        let declared = Set(model.scenario.expectedDefects.map(\.signature))
        // An undeclared defect of an error kind failed its path already; one UIKit tolerates only warns.
        for (signature, seen) in search.defectsSeen.sorted(by: { $0.key < $1.key })
        where seen.kind.severity == .warning && !declared.contains(signature) {
            let location = model.stepShowing(signature, along: seen.choices, variant: seen.variant)?.location
                ?? SourceLocation(file: model.scenario.file, line: 1, column: 1)
            let paths = search.result.paths == 1 ? "the explored path" : "at least one explored path; the first found shows it at this step"
            search.result.warnings.append(Diagnostic(.warning, at: location, "defect \(signature) occurs on \(paths)",
                                                     notes: ["UIKit tolerates it, so \(search.result.paths == 1 ? "the path still passes" : "those paths still pass"); to show it on purpose, add it under 'defects:' as '\(signature)'"]))
        }
        for expectation in model.scenario.expectedDefects where search.defectsSeen[expectation.signature] == nil && !search.result.isCutShort {
            if case .random(let count, _) = search.result.mode {  // a sample cannot show that no path has it
                search.result.warnings.append(Diagnostic(.warning, at: expectation.location,
                                                         "expected defect '\(expectation.signature)' occurred on " + (count == 1 ? "the sampled path" : "none of the \(count.formatted) sampled paths"),
                                                         notes: ["a sample cannot show that no path has it: explore without --random to check every path"]))
                continue
            }
            search.result.errors.append(Diagnostic(at: expectation.location, "expected defect '\(expectation.signature)' occurred on no explored path",
                                                   notes: ["in an explored scenario, 'defects:' lists the defects paths may show; each must show on at least one path"]))
        }
        return search.result
    }

    /// A window with more points than the explorer tries, reported at its milestone.
    private static func gridProblem<App>(_ model: ExplorationModel<App>) -> Diagnostic? {
        for milestone in model.gridApp.milestones {
            for window in ([milestone.start] + milestone.laterStarts).compactMap(\.window) {
                if let problem = check(window, milestone) { return problem }
            }
        }
        return nil

        func check(_ window: DelayWindow, _ milestone: MilestoneDeclaration) -> Diagnostic? {
            let end = window.latest ?? (model.horizon - .start)
            let points = max(0, end.milliseconds - window.earliest.milliseconds) / model.timeStep.milliseconds + 1
            guard points > Int64(ExplorationModel<App>.maximumDelays) else { return nil }
            // The smallest round step that fits the window in the cap: 1, 2 or 5 times a power of ten milliseconds.
            let needed = (max(0, end.milliseconds - window.earliest.milliseconds) + Int64(ExplorationModel<App>.maximumDelays) - 2)
                / Int64(ExplorationModel<App>.maximumDelays - 1)
            var magnitude: Int64 = 1
            while magnitude * 10 <= needed { magnitude *= 10 }
            let step = [1, 2, 5, 10].map { magnitude * $0 }.first { $0 >= needed } ?? magnitude * 10
            return Diagnostic(at: milestone.location, "the window of '\(milestone.milestone.name)' has \(points) points on a \(model.timeStep) grid; the explorer tries at most \(ExplorationModel<App>.maximumDelays)",
                              notes: ["add a coarser grid, such as 'time step: \(VirtualDuration(milliseconds: step))', or narrow the window"])
        }
    }

    /// What a search hands back: the counts, the first failing path, and the defects seen on any path.
    struct SearchOutcome<App: ShortcutApp & Hashable & Sendable> {
        var result: ExplorationResult
        var failure: FailingPath<App>?
        /// Every defect some path showed, by its signature (`lost Search`).
        var defectsSeen: [String: SeenDefect]
    }

    /// A defect some explored path showed: its kind, and the first path found showing it.
    struct SeenDefect {
        var kind: DefectKind
        var choices: [ExplorationChoice]
        var variant: Int
    }

    /// A failing path: its variant, moves and last state.
    struct FailingPath<App: ShortcutApp & Hashable & Sendable> {
        var choices: [ExplorationChoice]
        var state: ExplorationState<App>
        var outcome: ExplorationModel<App>.Outcome
    }

    /// Why a path of your own app failed: its expectations checked against its trace, then each
    /// undeclared defect of an error kind at the step whose events show it.
    private static func failures<App>(of path: FailingPath<App>, model: ExplorationModel<App>, trace: Trace) -> [Diagnostic] {
        let scenario = model.scenario
        var failures = ExpectationMatcher.check(scenario.expectations, against: trace)
        if let exact = scenario.exactTrace, let section = scenario.exactTraceLocation {
            failures += ExpectationMatcher.checkExact(exact, against: trace, section: section)
        }
        var reported: [DefectKey] = []
        for defect in path.state.world.finish() where defect.kind.severity == .error && !reported.contains(defect.key) && !scenario.declares(defect) {
            reported.append(defect.key)
            let location = model.stepShowing(defect.signature, along: path.choices, variant: path.state.variant)?.location
                ?? SourceLocation(file: scenario.file, line: 1, column: 1)
            failures.append(Diagnostic(at: location, "unexpected defect \(defect)"))
        }
        return failures
    }

    /// What the delay of a variable timer counts from: the start of the window of the declared
    /// milestone the timer reaches, in that process; for any other timer, its scheduling.
    private static func anchor(of key: TimingKey, milestones: [MilestoneDeclaration]) -> ExplorationChoice.Anchor {
        guard let milestone = milestones.first(where: { $0.milestone.name == key.timer.name }) else { return .scheduling }
        switch milestone.start(inProcess: key.process) {
        case .withinAfterLaunch: return .launch
        case .withinAfter(let other, _): return .milestone(other.name)
        case .atLaunch, .afterLaunch, .after, .onStep: return .scheduling  // fixed: not a variable timer
        }
    }

    /// Orders of some steps, written order first, at most `limit` of them.
    static func orders(of steps: [Step], limit: Int) -> [[Step]] {
        guard steps.count > 1 else { return [steps] }
        var result: [[Step]] = []
        func extend(_ prefix: [Step], _ rest: [Step]) {
            guard result.count < limit else { return }
            if rest.isEmpty { result.append(prefix); return }
            for index in rest.indices {
                var remaining = rest
                let step = remaining.remove(at: index)
                extend(prefix + [step], remaining)
            }
        }
        extend([], steps)
        return result
    }

    /// Writes the concrete scenario of a failing path, replays it, and reports its failures at the
    /// lines of the explored file.
    private static func counterexample<App>(of path: FailingPath<App>, model: ExplorationModel<App>, reparse: Reparse?) -> Counterexample {
        let variant = model.variants[path.state.variant]
        let state = path.state
        // The steps the path had not reached: the rest of a cut wait, the steps of an entered
        // `any order:` block not yet taken, then the program's later steps.
        var before: [Step] = [], block: [Step] = [], after: [Step] = []
        if case .invalid = path.outcome {} else {
            if let deadline = state.waitDeadline, let step = state.waitStep {
                before.append(Step(action: .wait(deadline - state.world.now), location: step.location, text: step.text))
            }
            var position = state.position
            if state.inBlock, case .anyOrder(let inner) = model.program[position].action {
                block = inner.indices.filter { state.blockRemaining & (1 << $0) != 0 }.map { inner[$0] }
                position += 1
            }
            after = Array(model.program[min(position, model.program.count)...])
        }
        var example = Counterexample(variant: variant, choices: path.choices, trace: state.world.trace, defects: state.world.defects,
                                     failures: [], errors: [], concreteScenario: nil, replaysIdentically: false)
        if case .invalid(let error) = path.outcome { example.errors = [error] }
        let milestones = (state.world.appTemplate as? DeclarativeApp)?.declaration.milestones ?? []
        example.moves = path.choices.map { $0.label { anchor(of: $0, milestones: milestones) } }
        guard !model.scenario.variation.sourceLines.isEmpty else { return example }
        let writer = ConcreteScenarioWriter(scenario: model.scenario)
        func write(_ remainder: [Step], omitting omitted: Set<String> = []) -> ConcreteScenarioWriter.Output {
            writer.write(variant: variant, choices: path.choices, remainder: remainder, processCount: state.world.processCount, omittedDefects: omitted)
        }
        guard let reparse, App.self == DeclarativeApp.self else {
            // Your own app: the concrete scenario cannot declare it, so the failures are those of
            // the path's own trace and defects, checked as a plain run checks them.
            example.concreteScenario = write(before + block + after).text
            if case .failed = path.outcome { example.failures = Self.failures(of: path, model: model, trace: example.trace) }
            return example
        }
        let concreteFile = model.scenario.file + " (concrete)"
        func replay(_ output: ConcreteScenarioWriter.Output) throws(DiagnosticError) -> ScenarioResult {
            ScenarioRunner.run(try reparse(output.text, concreteFile))
        }
        // The block's untaken steps in written order may be impossible (an 'unlock' before its 'lock'):
        // the first order that replays without an impossible step is written, else the path's own steps only.
        var candidates = Self.orders(of: block, limit: 120).map { before + $0 + after }
        if !block.isEmpty { candidates.append([]) }
        var chosen = candidates[0]
        var output = write(chosen)
        var replayed: ScenarioResult
        do {
            replayed = try replay(output)
            for remainder in candidates.dropFirst() where !replayed.errors.isEmpty && example.errors.isEmpty {
                let attempt = write(remainder)
                let result = try replay(attempt)
                (chosen, output, replayed) = (remainder, attempt, result)
            }
            let shown = Set(replayed.defects.map(\.signature))
            let omitted = Set(model.scenario.expectedDefects.map(\.signature)).subtracting(shown)
            if !omitted.isEmpty {
                output = write(chosen, omitting: omitted)
                replayed = try replay(output)
            }
        } catch {
            example.concreteScenario = output.text
            example.failures = [Diagnostic(at: SourceLocation(file: model.scenario.file, line: 1, column: 1),
                                           "internal error: the concrete scenario does not parse", notes: error.diagnostics.map(\.description))]
            return example
        }
        example.concreteScenario = output.text
        let replay = replayed
        func relocate(_ diagnostic: Diagnostic) -> Diagnostic {
            var moved = diagnostic
            if diagnostic.location.file == concreteFile, let origin = output.origins[diagnostic.location.line] {
                moved.location = SourceLocation(file: origin.file, line: origin.line,
                                                column: output.verbatim.contains(diagnostic.location.line) ? diagnostic.location.column : origin.column)
            }
            // The concrete file exists only in memory: a note that says to trace it says to explore the scenario instead.
            let explore = "shortcut-sim explore \(model.scenario.file)" + (model.scenario.variation.everyProfileRequested ? " --profile every" : "")
            moved.notes = moved.notes.map { $0.replacing("shortcut-sim trace \(concreteFile)", with: explore) }
            return moved
        }
        example.trace = replay.trace
        example.defects = replay.defects
        example.failures = replay.failures.map(relocate)
        example.errors = replay.errors.map(relocate)
        example.replaysIdentically = !replay.passed && replay.trace.events.starts(with: state.world.trace.events)
        return example
    }
}
