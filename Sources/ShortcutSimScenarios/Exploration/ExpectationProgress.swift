import ShortcutSimCore

/// The expectations of a scenario checked one event at a time, with the same FileCheck
/// semantics as ``ExpectationMatcher``: the explorer keeps this small value instead of the
/// trace, so two paths at the same point of their checks can be merged. It only answers pass
/// or fail; the counterexample's messages come from ``ExpectationMatcher`` on its full trace.
struct ExpectationProgress: Hashable, Sendable {
    /// The compiled expectations, shared by every progress value of one exploration.
    final class Plan: Sendable {
        struct Positive: Sendable {
            let pattern: EventPattern
            let isNext: Bool
            /// The `not:` lines written just before it: forbidden until it matches.
            let nots: [EventPattern]
        }

        let positives: [Positive]
        let trailingNots: [EventPattern]
        let nevers: [EventPattern]
        let counts: [(pattern: EventPattern, expected: Int)]
        let exact: [EventPattern]?

        init(_ expectations: [Expectation], exact: [EventPattern]?) {
            var positives: [Positive] = []
            var nots: [EventPattern] = []
            var nevers: [EventPattern] = []
            var counts: [(EventPattern, Int)] = []
            for expectation in expectations {
                switch expectation.directive {
                case .inOrder, .next:
                    positives.append(Positive(pattern: expectation.pattern, isNext: expectation.directive == .next, nots: nots))
                    nots = []
                case .not: nots.append(expectation.pattern)
                case .never: nevers.append(expectation.pattern)
                case .count(let expected): counts.append((expectation.pattern, expected))
                }
            }
            self.positives = positives
            self.trailingNots = nots
            self.nevers = nevers
            self.counts = counts
            self.exact = exact
        }
    }

    /// How many in-order lines have matched.
    private var matchedPositives = 0
    /// Whether the next event is the one right after the previous match (what `next:` needs).
    private var atNextPosition = true
    /// The events so far matching each `count N:` line, capped at N + 1.
    private var counts: [Int]
    /// How many events `expect exactly:` has matched.
    private var exactPosition = 0
    /// Whether a check has already failed.
    private(set) var hasFailed = false

    /// The progress before any event.
    init(plan: Plan) {
        counts = Array(repeating: 0, count: plan.counts.count)
    }

    /// Checks one more event.
    mutating func consume(_ event: TraceEvent, plan: Plan) {
        guard !hasFailed else { return }
        // Each pattern compares the event's name first and makes only the words it names.
        if let exact = plan.exact {
            if exactPosition < exact.count, exact[exactPosition].matches(event) { exactPosition += 1 } else { hasFailed = true; return }
        }
        if plan.nevers.contains(where: { $0.matches(event) }) { hasFailed = true; return }
        for index in plan.counts.indices where counts[index] <= plan.counts[index].expected && plan.counts[index].pattern.matches(event) {
            counts[index] += 1
        }
        if matchedPositives < plan.positives.count {
            let positive = plan.positives[matchedPositives]
            if positive.pattern.matches(event) && (!positive.isNext || atNextPosition) {
                matchedPositives += 1
                atNextPosition = true
                return
            }
            if positive.isNext && atNextPosition || positive.nots.contains(where: { $0.matches(event) }) {
                hasFailed = true
                return
            }
        } else if plan.trailingNots.contains(where: { $0.matches(event) }) {
            hasFailed = true
            return
        }
        atNextPosition = false
    }

    /// Whether the whole trace, now ended, passes every check.
    func passes(plan: Plan) -> Bool {
        !hasFailed && matchedPositives == plan.positives.count
            && zip(counts, plan.counts).allSatisfy { $0 == $1.expected }
            && (plan.exact.map { exactPosition == $0.count } ?? true)
    }

    /// Feeds every field to a state's hash.
    func hashState(into hasher: inout StateHasher) {
        hasher.combine(matchedPositives)
        hasher.combine(UInt64(atNextPosition ? 1 : 0) | UInt64(hasFailed ? 1 : 0) << 1)
        hasher.combine(counts.count)
        for count in counts { hasher.combine(count) }
        hasher.combine(exactPosition)
    }
}
