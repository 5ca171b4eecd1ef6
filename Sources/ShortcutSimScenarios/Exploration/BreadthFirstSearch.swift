import ShortcutSimCore

/// Visits every distinct state of a model breadth first, one depth at a time: each depth's states
/// are expanded in parallel, then merged in order, so the first failing state found is on a
/// shortest failing path and the outcome does not depend on the number of workers.
struct BreadthFirstSearch<App: ShortcutApp & Hashable & Sendable> {
    let model: ExplorationModel<App>
    let configuration: ExplorationConfiguration

    /// Below this many states a depth is expanded on the calling thread.
    private static var parallelThreshold: Int { 64 }

    /// A depth is expanded this many states at a time, and each part merged before the next is
    /// expanded, so the successors waiting to be merged never outgrow one part. The parts are
    /// merged in order, so where they are cut changes nothing but memory.
    private static var partSize: Int { 4_096 }

    /// The successors of one state, in the model's order. Those whose state was known before the
    /// part was expanded are kept as their id only: the workers drop their states in parallel, and
    /// the merge, which runs on one thread, only records their edge.
    private struct Expansion: Sendable {
        /// Per successor: the id of a state known before the part, or `-1 - k` for `successors[k]`.
        var entries: [Int32]
        /// The successors whose state was not known before the part, in order. The merge copies
        /// the new ones into the next frontier, and the workers free the expansion afterwards.
        /// (Moving the states out instead, through an array of optionals, cost more in moves of
        /// these large values than the copies' reference counting it saved.)
        var successors: [ExplorationModel<App>.Successor]
        /// Their fingerprints.
        var fingerprints: [Fingerprint]
    }

    func run() -> Explorer.SearchOutcome<App> {
        var ids = FingerprintTable()
        var parents: [Int32] = []
        var choices: [ExplorationChoice?] = []
        var terminal: [Bool] = []
        var failing: [Bool] = []
        var edges: [(from: Int32, to: Int32)] = []
        var frontierIDs: [Int32] = []
        var frontier: [ExplorationState<App>] = []
        var firstFailure: (id: Int32, state: ExplorationState<App>, outcome: ExplorationModel<App>.Outcome)?
        var defectsSeen: [String: (kind: DefectKind, id: Int32, variant: Int)] = [:]  // with the first state showing each
        var isCutShort = false

        func add(_ fingerprint: Fingerprint, parent: Int32, choice: ExplorationChoice?, outcome: ExplorationModel<App>.Outcome) -> Int32 {
            let id = Int32(parents.count)
            ids.insert(fingerprint, id: id)
            parents.append(parent)
            choices.append(choice)
            terminal.append(outcome.isTerminal)
            failing.append(outcome.isFailure)
            return id
        }

        for state in model.initialStates() {
            let fingerprint = state.fingerprint
            guard ids[fingerprint] == nil else { continue }
            frontierIDs.append(add(fingerprint, parent: -1, choice: nil, outcome: .running))
            frontier.append(state)
        }
        let roots = frontierIDs

        while !frontier.isEmpty && !isCutShort {
            var nextIDs: [Int32] = []
            var next: [ExplorationState<App>] = []
            var partStart = 0
            while partStart < frontier.count && !isCutShort {
                let part = partStart..<min(frontier.count, partStart + Self.partSize)
                partStart = part.upperBound
                // A constant: read from a variable, each successor was copied out to read it.
                let expansions = expand(frontier, part, known: ids)
                merge: for offset in expansions.indices {
                    let parent = frontierIDs[part.lowerBound + offset]
                    for entry in expansions[offset].entries {
                        guard entry < 0 else {
                            edges.append((parent, entry))
                            continue
                        }
                        // By index, not by element: a successor already seen is never copied.
                        let index = Int(-1 - entry)
                        let fingerprint = expansions[offset].fingerprints[index]
                        if let existing = ids[fingerprint] {  // first reached earlier in this part
                            edges.append((parent, existing))
                            continue
                        }
                        if parents.count >= configuration.maxStates {  // the limit holds exactly, mid-depth too
                            isCutShort = true
                            break merge
                        }
                        let outcome = expansions[offset].successors[index].outcome
                        let id = add(fingerprint, parent: parent, choice: expansions[offset].successors[index].choice, outcome: outcome)
                        edges.append((parent, id))
                        if outcome.isTerminal {
                            for defect in expansions[offset].successors[index].state.world.finish() where defectsSeen[defect.signature] == nil {
                                defectsSeen[defect.signature] = (defect.kind, id, expansions[offset].successors[index].state.variant)
                            }
                            if outcome.isFailure && firstFailure == nil { firstFailure = (id, expansions[offset].successors[index].state, outcome) }
                        } else {
                            nextIDs.append(id)
                            next.append(expansions[offset].successors[index].state)
                        }
                    }
                }
                // The successors first reached earlier in this part, and the originals of the new
                // ones, are freed by the workers, not one by one on this thread.
                discard(consume expansions)
            }
            frontier = next
            frontierIDs = nextIDs
        }

        let counts = Self.countPaths(nodes: parents.count, edges: edges, roots: roots, terminal: terminal, failing: failing)
        func path(to state: Int32) -> [ExplorationChoice] {
            var path: [ExplorationChoice] = []
            var id = state
            while id >= 0, let choice = choices[Int(id)] {
                path.append(choice)
                id = parents[Int(id)]
            }
            return path.reversed()
        }
        let failure = firstFailure.map { Explorer.FailingPath(choices: path(to: $0.id), state: $0.state, outcome: $0.outcome) }
        let result = ExplorationResult(scenario: model.scenario, mode: .exhaustive, variants: model.variants, timeStep: model.timeStep,
                                       distinctStates: parents.count, paths: counts.paths, failingPaths: counts.failing,
                                       isCutShort: isCutShort, counterexample: nil, errors: [])
        return Explorer.SearchOutcome(result: result, failure: failure,
                                      defectsSeen: defectsSeen.mapValues { Explorer.SeenDefect(kind: $0.kind, choices: path(to: $0.id), variant: $0.variant) })
    }

    /// Expands the states of a part of a depth, in parallel when there are many; the expansions keep
    /// the states' order. `known` holds the states found before the part (it is not changed while
    /// the workers read it).
    private func expand(_ states: [ExplorationState<App>], _ part: Range<Int>, known: FingerprintTable) -> [Expansion] {
        let model = self.model
        let work: @Sendable (ExplorationState<App>) -> Expansion = { state in
            var successors = model.successors(of: state)
            var entries: [Int32] = []
            var fingerprints: [Fingerprint] = []
            entries.reserveCapacity(successors.count)
            var kept = 0
            for index in successors.indices {
                let fingerprint = successors[index].fingerprint
                if let id = known[fingerprint] {
                    entries.append(id)
                } else {
                    entries.append(-1 - Int32(kept))
                    fingerprints.append(fingerprint)
                    if kept != index { successors.swapAt(kept, index) }  // moves, without copying the states
                    kept += 1
                }
            }
            successors.removeSubrange(kept...)
            return Expansion(entries: entries, successors: successors, fingerprints: fingerprints)
        }
        let workers = part.count >= Self.parallelThreshold ? configuration.workers : 1
        return ParallelMap.map(count: part.count, workers: workers) { work(states[part.lowerBound + $0]) }
    }

    /// Frees the expansions on the workers, a share each: freeing a state releases every collection
    /// of its world, which took a tenth of the search on the merge's thread alone.
    private func discard(_ expansions: consuming [Expansion]) {
        let workers = expansions.count >= Self.parallelThreshold ? configuration.workers : 1
        guard workers > 1 else { return }
        let shares = ResultSlots<[Expansion]>(count: workers)
        for share in 0..<workers {
            let size = expansions.count / (workers - share)
            shares.store(Array(expansions[(expansions.count - size)...]), at: share)
            expansions.removeLast(size)
        }
        _ = ParallelMap.map(count: workers, workers: workers) { shares.discard(at: $0) }
    }

    /// Counts the paths from the starts to the terminal states, and those ending in a failure, in
    /// topological order (Kahn's algorithm): equal states reached several ways count every way.
    /// Each node's outgoing edges are a range of one flat array, in the order they were found (an
    /// array per node made a quarter of a million small allocations on one thread).
    static func countPaths(nodes: Int, edges: [(from: Int32, to: Int32)], roots: [Int32], terminal: [Bool], failing: [Bool]) -> (paths: UInt64, failing: UInt64) {
        var firstEdge = Array(repeating: 0, count: nodes + 1)  // node n's edges: firstEdge[n]..<firstEdge[n + 1]
        var incoming = Array(repeating: 0, count: nodes)
        for edge in edges {
            firstEdge[Int(edge.from) + 1] += 1
            incoming[Int(edge.to)] += 1
        }
        for node in 0..<nodes { firstEdge[node + 1] += firstEdge[node] }
        var targets = Array(repeating: Int32(0), count: edges.count)
        var filled = firstEdge  // the next free place of each node's range
        for edge in edges {
            targets[filled[Int(edge.from)]] = edge.to
            filled[Int(edge.from)] += 1
        }
        var ways = Array(repeating: UInt64(0), count: nodes)
        for root in roots { ways[Int(root)] = 1 }
        var ready = (0..<nodes).filter { incoming[$0] == 0 }
        var paths: UInt64 = 0, failingPaths: UInt64 = 0
        while let node = ready.popLast() {
            if terminal[node] {
                paths = saturatingAdd(paths, ways[node])
                if failing[node] { failingPaths = saturatingAdd(failingPaths, ways[node]) }
            }
            for next in targets[firstEdge[node]..<firstEdge[node + 1]] {
                ways[Int(next)] = saturatingAdd(ways[Int(next)], ways[node])
                incoming[Int(next)] -= 1
                if incoming[Int(next)] == 0 { ready.append(Int(next)) }
            }
        }
        return (paths, failingPaths)
    }

    private static func saturatingAdd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}
