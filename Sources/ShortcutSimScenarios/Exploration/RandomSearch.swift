import ShortcutSimCore

/// Samples random paths for spaces too large to enumerate. Path `i` draws from its own
/// generator, seeded from the seed and `i`, so the same seed gives the same paths on every
/// machine and with any number of workers.
struct RandomSearch<App: ShortcutApp & Hashable & Sendable> {
    let model: ExplorationModel<App>
    let paths: Int
    let seed: UInt64
    let workers: Int

    private struct SampledPath: Sendable {
        var choices: [ExplorationChoice]
        var fingerprints: [Fingerprint]
        var last: ExplorationState<App>
        var outcome: ExplorationModel<App>.Outcome
    }

    func run() -> Explorer.SearchOutcome<App> {
        let model = self.model, seed = self.seed
        let sample: @Sendable (Int) -> SampledPath = { index in
            var generator = SplitMix64(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
            let starts = model.initialStates()
            var state = starts[Int.random(in: 0..<starts.count, using: &generator)]
            var choices: [ExplorationChoice] = []
            var fingerprints = [state.fingerprint]
            var outcome = ExplorationModel<App>.Outcome.running
            while !outcome.isTerminal, let successor = model.randomSuccessor(of: state, using: &generator) {
                choices.append(successor.choice)
                state = successor.state
                outcome = successor.outcome
                fingerprints.append(successor.fingerprint)
            }
            return SampledPath(choices: choices, fingerprints: fingerprints, last: state, outcome: outcome)
        }
        let sampled = ParallelMap.map(count: paths, workers: workers, sample)
        var seen: Set<Fingerprint> = []
        var failing: UInt64 = 0
        var shortest: SampledPath?
        var defectsSeen: [String: Explorer.SeenDefect] = [:]
        for path in sampled {
            seen.formUnion(path.fingerprints)
            for defect in path.last.world.finish() where defectsSeen[defect.signature] == nil {
                defectsSeen[defect.signature] = Explorer.SeenDefect(kind: defect.kind, choices: path.choices, variant: path.last.variant)
            }
            guard path.outcome.isFailure else { continue }
            failing += 1
            if shortest.map({ path.choices.count < $0.choices.count }) ?? true { shortest = path }
        }
        let result = ExplorationResult(scenario: model.scenario, mode: .random(paths: paths, seed: seed), variants: model.variants,
                                       timeStep: model.timeStep, distinctStates: seen.count, paths: UInt64(paths), failingPaths: failing,
                                       isCutShort: false, counterexample: nil, errors: [])
        let failure = shortest.map { Explorer.FailingPath(choices: $0.choices, state: $0.last, outcome: $0.outcome) }
        return Explorer.SearchOutcome(result: result, failure: failure, defectsSeen: defectsSeen)
    }
}
