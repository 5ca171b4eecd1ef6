import ShortcutSimCore

/// The transition system of one scenario: its initial states and the moves from each state.
/// It has no I/O and no threads; ``Explorer`` drives it.
struct ExplorationModel<App: ShortcutApp & Hashable & Sendable>: Sendable {
    /// What a state became after a move.
    enum Outcome: Hashable, Sendable {
        /// The path goes on.
        case running
        /// The path ended and every check passed.
        case passed
        /// A check failed: an expectation, or an undeclared defect.
        case failed
        /// A step could not happen on this path.
        case invalid(Diagnostic)

        /// Whether the path ends here.
        var isTerminal: Bool { self != .running }
        /// Whether the path ends in a failure.
        var isFailure: Bool {
            switch self {
            case .failed, .invalid: return true
            case .running, .passed: return false
            }
        }
    }

    /// A state reached by a move.
    struct Successor: Sendable {
        var choice: ExplorationChoice
        var state: ExplorationState<App>
        var outcome: Outcome
        /// The state's fingerprint, made with the successor: hashing the state inside an array of
        /// successors first copied it out.
        var fingerprint = Fingerprint(high: 0, low: 0)
    }

    private enum MoveKind {
        case kill
        case continueWait
        case step(Step, blockIndex: Int?)
    }

    let scenario: Scenario
    let variants: [ExplorationVariant]
    let program: [Step]
    let plan: ExpectationProgress.Plan
    /// The grid on which variable delays are tried.
    let timeStep: VirtualDuration
    /// When the last step ends, on every path: the sum of the waits.
    let horizon: VirtualInstant
    /// The declaration whose durations and windows the time grid is made for: the scenario's
    /// `app:` section, or an empty one when your own app replaces the section (it plays no part then).
    let gridApp: AppDeclaration
    /// Whether states keep their whole trace. A search that visits many states turns it off: each
    /// state then holds only the events of its last move (consumed by the expectations at once),
    /// and ``replay(_:variant:)`` rebuilds the trace of the one path it reports.
    var keepsTrace = true
    private let makeApp: @Sendable (ExplorationVariant) -> App

    init(scenario: Scenario, variants: [ExplorationVariant], gridApp: AppDeclaration? = nil,
         makeApp: @escaping @Sendable (ExplorationVariant) -> App) {
        self.scenario = scenario
        self.gridApp = gridApp ?? scenario.app
        self.variants = variants
        self.makeApp = makeApp
        program = StepExecutor.steps(of: scenario)
        plan = ExpectationProgress.Plan(scenario.expectations, exact: scenario.exactTrace)
        let waits = program.flatMap(Self.waits(in:))
        horizon = .start + waits.reduce(.zero, +)
        timeStep = scenario.variation.timeStep ?? Self.commonStep(of: self.gridApp, waits: waits, variants: variants)
    }

    /// The states before the first step, one per variant.
    func initialStates() -> [ExplorationState<App>] {
        variants.indices.map { index in
            ExplorationState(world: World(app: makeApp(variants[index]), profile: variants[index].profile, forceTouch: scenario.forceTouch),
                             progress: ExpectationProgress(plan: plan), variant: index)
        }
    }

    /// Every state one move away, in a fixed order: a kill first, then the steps in written order,
    /// each with every delay of the variable timers it schedules.
    func successors(of state: ExplorationState<App>) -> [Successor] {
        var result: [Successor] = []
        for kind in moves(from: state) {
            expand(kind, from: state, timings: [:], into: &result)
        }
        return result
    }

    /// The moves possible from a state, without their timing choices.
    private func moves(from state: ExplorationState<App>) -> [MoveKind] {
        var moves: [MoveKind] = []
        if scenario.variation.killsWhileSuspended, state.world.applicationState == .suspended { moves.append(.kill) }
        if state.waitDeadline != nil {
            moves.append(.continueWait)
        } else if state.position < program.count {
            let step = program[state.position]
            if case .anyOrder(let inner) = step.action {
                for index in inner.indices where !state.inBlock || state.blockRemaining & (1 << index) != 0 {
                    moves.append(.step(inner[index], blockIndex: index))
                }
            } else {
                moves.append(.step(step, blockIndex: nil))
            }
        }
        return moves
    }

    /// The last state of the first path: the first move and the earliest delay at every choice.
    func firstPath() -> ExplorationState<App>? {
        guard var state = initialStates().first else { return nil }
        while let next = successors(of: state).first {
            state = next.state
            if next.outcome.isTerminal { break }
        }
        return state
    }

    /// The successors through one move, chosen by index, with random timing choices.
    func randomSuccessor<G: RandomNumberGenerator>(of state: ExplorationState<App>, using generator: inout G) -> Successor? {
        let kinds = moves(from: state)
        guard !kinds.isEmpty else { return nil }
        let kind = kinds[Int.random(in: 0..<kinds.count, using: &generator)]
        var timings: [TimingKey: VirtualDuration] = [:]
        while true {
            var attempt = apply(kind, to: state, timings: timings)
            guard let request = attempt.state.world.undecidedTimings.first else {
                attempt.state.world.clearUndecidedTimings()
                finish(&attempt, from: state, timings: timings)
                return attempt
            }
            let choices = delays(for: request)
            timings[request.key] = choices[Int.random(in: 0..<choices.count, using: &generator)]
        }
    }

    /// Adds the successors through one move: the move runs with the delays decided so far, and each
    /// variable timer it schedules without a decision splits it, once per possible delay. The run
    /// that found the timer gave it its earliest delay, so it already is the run of the first delay.
    /// Once a delay leaves the timer unfired at the end of the move, every later delay would too, and
    /// the runs differ only in when the timer waits: those are that run with the timer moved
    /// (``World/redecide(_:delay:)``). The move runs again only for the delays before that.
    private func expand(_ kind: MoveKind, from state: ExplorationState<App>, timings: [TimingKey: VirtualDuration],
                        reusing earlier: consuming Successor? = nil, into result: inout [Successor]) {
        // Attempts hold whole worlds: each is moved on, never copied, except the one kept to move
        // the timer in (`unfired`), which every later delay starts from.
        var attempt: Successor
        switch consume earlier {
        case .some(let reused): attempt = reused
        case .none: attempt = apply(kind, to: state, timings: timings)
        }
        let undecided = attempt.state.world.undecidedTimings
        // Without decisions yet (most moves), the first timer is undecided: no lookup needed.
        if let request = timings.isEmpty ? undecided.first : undecided.first(where: { timings[$0.key] == nil }) {
            var first: Successor? = consume attempt  // the run of the earliest delay
            var unfired: Successor?  // the first run in which the timer was still waiting at the end
            // Room for the new decision, made once: each delay's decisions are a copy of these with
            // one more, which then needs no resize (a rehash of every decision).
            var decisions = timings
            decisions.reserveCapacity(timings.count + 1)
            for delay in delays(for: request) {
                var decided = decisions
                decided[request.key] = delay
                let run: Successor
                if let earliest = first.take() {
                    run = earliest
                } else if var moved = unfired, moved.state.world.redecide(request.key, delay: delay) {
                    run = moved
                } else {
                    run = apply(kind, to: state, timings: decided)
                }
                if unfired == nil, run.state.world.isWaiting(request.key) { unfired = run }
                expand(kind, from: state, timings: decided, reusing: consume run, into: &result)
            }
            return
        }
        attempt.state.world.clearUndecidedTimings()
        finish(&attempt, from: state, timings: timings)
        result.append(consume attempt)
    }

    /// Runs a move on a copy of a state: a successor not finished yet (``finish(_:from:timings:)``),
    /// whose outcome is `.invalid` when the step could not happen, else `.running`. The successor is
    /// made first and changed in place: an attempt of its own (the state, the move and the error),
    /// from which the successor was then built, copied the whole state once more per successor
    /// (every collection of its world retained, and released with the attempt).
    private func apply(_ kind: MoveKind, to original: ExplorationState<App>, timings: [TimingKey: VirtualDuration]) -> Successor {
        var successor = Successor(choice: ExplorationChoice(move: .systemKill, timings: [:]), state: original, outcome: .running)
        apply(kind, to: &successor, timings: timings)
        return successor
    }

    private func apply(_ kind: MoveKind, to successor: inout Successor, timings: [TimingKey: VirtualDuration]) {
        successor.state.world.timingDecisions = timings
        let kills = scenario.variation.killsWhileSuspended
        var move: ExplorationMove
        var error: Diagnostic?
        switch kind {
        case .kill:
            move = .systemKill
            do throws(SimulationError) { try successor.state.world.perform(.systemKill) } catch {
                preconditionFailure("a suspended app can always be killed: \(error.message)")
            }
        case .continueWait:
            let start = successor.state.world.now
            let stopped = successor.state.world.advance(to: successor.state.waitDeadline!, stoppingAtSuspension: kills)
            move = .wait(successor.state.world.now - start, step: successor.state.waitStep!)
            if !stopped {
                successor.state.waitDeadline = nil
                successor.state.waitStep = nil
                finishStep(&successor.state)
            }
        case .step(let step, let blockIndex):
            if let blockIndex {
                if !successor.state.inBlock {
                    successor.state.inBlock = true
                    if case .anyOrder(let inner) = program[successor.state.position].action { successor.state.blockRemaining = UInt16((1 << inner.count) - 1) }
                }
                successor.state.blockRemaining &= ~UInt16(1 << blockIndex)
            }
            if case .wait(let duration) = step.action {
                let start = successor.state.world.now
                let deadline = start + duration
                let stopped = successor.state.world.advance(to: deadline, stoppingAtSuspension: kills)
                move = .wait(successor.state.world.now - start, step: step)
                if stopped {
                    successor.state.waitDeadline = deadline
                    successor.state.waitStep = step
                } else {
                    finishStep(&successor.state)
                }
            } else {
                move = .perform(step)
                do throws(SimulationError) {
                    try StepExecutor.perform(step.action, of: scenario, on: &successor.state.world)
                    finishStep(&successor.state)
                } catch let failure {
                    error = Diagnostic(at: step.location, failure.message, notes: failure.notes)
                }
            }
        }
        successor.choice.move = move
        if let error { successor.outcome = .invalid(error) }
    }

    private func finishStep(_ state: inout ExplorationState<App>) {
        if state.inBlock {
            guard state.blockRemaining == 0 else { return }
            state.inBlock = false
        }
        state.position += 1
    }

    /// The successor an attempt makes once its timings are all decided: its events fed to the
    /// expectations, and how its path goes on or ends.
    private func finish(_ successor: inout Successor, from parent: ExplorationState<App>, timings: [TimingKey: VirtualDuration]) {
        // The successor is changed in place: a state is a large value, and building a successor
        // from a local state on each way out copied the state into it (every collection of its
        // world retained, then released with the local).
        successor.choice.timings = timings
        successor.state.world.timingDecisions = [:]
        let trace = successor.state.world.trace
        while successor.state.consumed < trace.count {
            successor.state.progress.consume(trace[successor.state.consumed], plan: plan)
            successor.state.consumed += 1
        }
        if !keepsTrace {
            successor.state.world.discardTrace()
            successor.state.consumed = 0
        }
        if case .invalid = successor.outcome {
            // The step could not happen (``apply(_:to:timings:)``): the path ends here.
        } else if successor.state.progress.hasFailed || failsThePath(any: successor.state.world.defects.dropFirst(parent.world.defects.count)) {
            successor.outcome = .failed  // failures never heal: the path ends here
        } else if successor.state.position == program.count, successor.state.waitDeadline == nil {
            let passes = successor.state.progress.passes(plan: plan) && !failsThePath(any: successor.state.world.finish())
            successor.outcome = passes ? .passed : .failed
        }
        successor.state.ending = Self.ending(successor.outcome)
        successor.fingerprint = successor.state.fingerprint
    }

    /// Whether a defect fails its path: one the scenario does not declare, unless UIKit tolerates
    /// it (a warning kind, A5.4, C2.2), which the explorer reports without failing (``Explorer``).
    private func failsThePath(_ defect: Defect) -> Bool {
        defect.kind.severity == .error && !scenario.declares(defect)
    }

    /// Whether any of the defects fails its path.
    private func failsThePath<Defects: Sequence>(any defects: Defects) -> Bool where Defects.Element == Defect {
        for defect in defects where failsThePath(defect) { return true }
        return false
    }

    /// How a path that reached this outcome ended, as its state records it.
    private static func ending(_ outcome: Outcome) -> ExplorationState<App>.Ending {
        switch outcome {
        case .running: return .none
        case .passed: return .passed
        case .failed: return .failed
        case .invalid: return .invalid
        }
    }

    /// The delays to try for a variable timer: each point of the grid in its window, where all the
    /// points after the end of the run count as one (the timer does not fire within the run).
    func delays(for request: TimingRequest) -> [VirtualDuration] {
        var delays: [VirtualDuration] = []
        var delay = request.earliest
        var reachedEnd = true  // whether the grid ran to the window's end (not cut by the horizon or the cap)
        while request.latest.map({ delay <= $0 }) ?? true {
            delays.append(delay)
            if request.scheduledAt + delay > horizon || delays.count >= Self.maximumDelays { reachedEnd = false; break }
            delay = delay + timeStep
        }
        // A 'time step:' coarser than the window, or one that does not divide it, would skip the
        // window's end, often the delay that fails: it is always tried.
        if reachedEnd, let latest = request.latest, let last = delays.last, last < latest { delays.append(latest) }
        return delays
    }

    /// The most delays tried for one timer.
    static var maximumDelays: Int { 1_000 }

    // MARK: - The time grid

    private static func waits(in step: Step) -> [VirtualDuration] {
        switch step.action {
        case .wait(let duration): return [duration]
        case .anyOrder(let inner): return inner.flatMap(waits(in:))
        case .stimulus, .install, .update: return []
        }
    }

    /// The largest step that divides every duration of the scenario and its profiles, so every
    /// event of every path falls on it and the grid misses no ordering.
    private static func commonStep(of app: AppDeclaration, waits: [VirtualDuration], variants: [ExplorationVariant]) -> VirtualDuration {
        var durations = waits + variants.map(\.profile.backgroundSuspensionDelay) + [app.launchDuration]
        for milestone in app.milestones {
            for start in [milestone.start] + milestone.laterStarts {
                switch start {
                case .afterLaunch(let delay), .after(_, let delay): durations.append(delay)
                case .withinAfterLaunch(let window), .withinAfter(_, let window): durations += [window.earliest] + (window.latest.map { [$0] } ?? [])
                case .atLaunch, .onStep: break
                }
            }
        }
        for trigger in app.launchItem.allTriggers + app.performActionTriggers {
            if let delay = trigger.delay { durations.append(delay) }
        }
        let step = durations.map(\.milliseconds).filter { $0 > 0 }.reduce(0, gcd)
        return VirtualDuration(milliseconds: step > 0 ? step : 1_000)
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }
}
