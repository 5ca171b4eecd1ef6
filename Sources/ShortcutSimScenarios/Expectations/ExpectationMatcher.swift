import ShortcutSimCore

/// Checks a trace against expectations with FileCheck-like ordering, and explains each failure:
/// what was expected, what happened, and the trace with the point of failure marked.
public enum ExpectationMatcher {
    /// The failures of `expect:` lines against a trace, in the order of the lines.
    public static func check(_ expectations: [Expectation], against trace: Trace) -> [Diagnostic] {
        var state = MatchState(trace: trace, lines: expectations.count)
        // Lines are read in place and their patterns lent to the scans: copying a line out (its
        // words, its location) retained every string of it, a fifth of the time spent matching.
        for line in expectations.indices {
            switch expectations[line].directive {
            case .not:
                state.pendingNots.append(line)
            case .never:
                if let offender = state.events.first(expectations[line].pattern, in: trace.indices) {
                    let pattern = expectations[line].pattern
                    state.failures.append(failure(pattern, "'\(pattern.words)' occurred, but 'never:' forbids it anywhere",
                                                  trace: trace, matched: state.matched, marked: offender, note: nil))
                }
            case .count(let expected):
                // Counted without a list: the list of occurrences is made only for a failure.
                if state.events.count(expectations[line].pattern) != expected {
                    let pattern = expectations[line].pattern
                    let occurrences = state.events.all(pattern)
                    state.failures.append(failure(pattern, "expected \(expected) event\(expected == 1 ? "" : "s") matching '\(pattern.words)', found \(occurrences.count)",
                                                  trace: trace, matched: state.matched + occurrences, marked: occurrences.last, note: nil))
                }
            case .inOrder:
                if let index = state.events.first(expectations[line].pattern, in: state.position..<trace.count) {
                    state.checkNots(expectations, upTo: index)
                    state.match(index)
                } else {
                    state.failures.append(notFound(expectations[line].pattern, trace: trace, matched: state.matched, from: state.position))
                    return state.failures
                }
            case .next:
                let position = state.position
                guard position < trace.count else {
                    let pattern = expectations[line].pattern
                    state.failures.append(failure(pattern, "expected '\(pattern.words)' next, but the trace ends",
                                                  trace: trace, matched: state.matched, marked: nil,
                                                  note: elsewhere(pattern, in: trace, around: position)))
                    return state.failures
                }
                if state.events.matches(expectations[line].pattern, at: position) {
                    state.checkNots(expectations, upTo: position)
                    state.match(position)
                } else {
                    let pattern = expectations[line].pattern
                    state.failures.append(failure(pattern, "expected '\(pattern.words)' next, found '\(trace[position].words)'",
                                                  trace: trace, matched: state.matched, marked: position,
                                                  note: elsewhere(pattern, in: trace, around: position)
                                                    ?? nextRequirement(at: position)))
                    return state.failures
                }
            }
        }
        state.checkNots(expectations, upTo: trace.count)
        return state.failures
    }

    /// Where the check of `expect:` lines stands: a value, so matching allocates nothing beyond
    /// the list of matched events and the words of the events a pattern's name selects.
    private struct MatchState {
        var events: MatchableEvents
        /// The failures so far.
        var failures: [Diagnostic] = []
        /// The first event the next in-order line may match.
        var position = 0
        /// The event the previous positive line matched.
        var previousMatch: Int?
        /// The `not:` lines waiting for the next match, by index.
        var pendingNots: [Int] = []
        /// The events positive lines matched, in order.
        var matched: [Int] = []

        init(trace: Trace, lines: Int) {
            events = MatchableEvents(trace)
            matched.reserveCapacity(lines)  // one allocation, not one per doubling
        }

        mutating func match(_ index: Int) {
            matched.append(index)
            previousMatch = index
            position = index + 1
        }

        /// Checks the pending `not:` lines between the previous match and `end`. Inlined, so that the
        /// usual case, no `not:` line waiting, costs a test and not a call at every match.
        @inline(__always)
        mutating func checkNots(_ expectations: [Expectation], upTo end: Int) {
            if !pendingNots.isEmpty { checkPendingNots(expectations, upTo: end) }
        }

        private mutating func checkPendingNots(_ expectations: [Expectation], upTo end: Int) {
            let start = previousMatch.map { $0 + 1 } ?? 0
            for line in pendingNots {
                let pattern = expectations[line].pattern
                if let offender = events.first(pattern, in: start..<end) {
                    failures.append(failure(pattern, "'\(pattern.words)' occurred where 'not:' forbids it",
                                            trace: events.trace, matched: matched, marked: offender,
                                            note: "'not:' forbids it between the previous match and the next one (events \(start + 1)–\(end))"))
                }
            }
            pendingNots = []
        }
    }

    /// A trace's events as the patterns see them: names compared first, by their place in the
    /// vocabulary, then only the words the pattern names.
    private struct MatchableEvents {
        let trace: Trace
        /// The trace's events, read in place: reading each through `trace` copied it.
        private let events: [TraceEvent]

        init(_ trace: Trace) {
            self.trace = trace
            events = trace.events
        }

        /// How many events the pattern matches.
        func count(_ pattern: EventPattern) -> Int {
            var count = 0
            for index in events.indices where matches(pattern, at: index) { count += 1 }
            return count
        }

        /// The first event in `range` that the pattern matches.
        func first(_ pattern: EventPattern, in range: Range<Int>) -> Int? {
            for index in range where matches(pattern, at: index) { return index }
            return nil
        }

        /// Every event the pattern matches.
        func all(_ pattern: EventPattern) -> [Int] {
            var found: [Int] = []
            for index in trace.indices where matches(pattern, at: index) { found.append(index) }
            return found
        }

        func matches(_ pattern: EventPattern, at index: Int) -> Bool {
            // Through a pointer: the array's subscript copied the event (retaining its strings), and so
            // did the buffer's, for the words to be read from it (about 200 instructions with the release).
            events.withUnsafeBufferPointer { events in
                let event = events.baseAddress.unsafelyUnwrapped + index
                // The name's place in the vocabulary, read from the event in place (an inlinable switch
                // on its case): no table of the names is made for each trace.
                guard pattern.hasName(vocabularyIndex: event.pointee.kind.vocabularyIndex) else { return false }
                if let time = pattern.time, time != event.pointee.time { return false }
                return pattern.matchesWords(at: event)
            }
        }
    }

    /// The failure of an `expect exactly:` block: the first event that differs, or a length mismatch.
    public static func checkExact(_ patterns: [EventPattern], against trace: Trace, section: SourceLocation) -> [Diagnostic] {
        for (index, pattern) in patterns.enumerated() {
            guard index < trace.count else {
                return [failure(pattern, "the trace ends after \(trace.count) events, but 'expect exactly:' expects '\(pattern.words)' as event \(index + 1)",
                                trace: trace, matched: Array(0..<trace.count), marked: nil, note: nil)]
            }
            if !pattern.matches(trace[index]) {
                return [failure(pattern, "event \(index + 1) differs: expected '\(pattern)', found '\(pattern.time == nil ? trace[index].words.description : "\(trace[index].time) \(trace[index].words)")'",
                                trace: trace, matched: Array(0..<index), marked: index,
                                note: "'expect exactly:' lists every event; run 'shortcut-sim trace \(section.file)' to see the trace")]
            }
        }
        if trace.count > patterns.count {
            return [Diagnostic(at: section, "the trace has \(trace.count - patterns.count) more event\(trace.count - patterns.count == 1 ? "" : "s") than 'expect exactly:' lists",
                               notes: [excerpt(trace, matched: Array(0..<patterns.count), marked: patterns.count)])]
        }
        return []
    }

    private static func notFound(_ pattern: EventPattern, trace: Trace, matched: [Int], from position: Int) -> Diagnostic {
        var message = "expected '\(pattern)' not found"
        message += position == 0 ? " in the trace" : " after event \(position) ('\(trace[position - 1].words)')"
        var note: String?
        var wordsOnly = pattern
        wordsOnly.time = nil
        // The line as written (its time too) matching before the position: the order is to blame.
        let earlierAsWritten = trace.indices[..<position].first { pattern.matches(trace[$0]) }
        let orderNote = earlierAsWritten.map { "it occurs earlier, as event \($0 + 1): check the order of the expectations" }
        // An occurrence of its words after the position is the one a wrong time may hide; one that matches
        // the whole line before the position may be the one meant: the note names both.
        if let later = trace.indices[position...].first(where: { wordsOnly.matches(trace[$0]) }), let time = pattern.time {
            note = "'\(trace[later].words)' occurs at \(trace[later].time), not at \(time)"
                + (earlierAsWritten.map { "; at \(time) it occurs earlier, as event \($0 + 1): check the order of the expectations if that is the one meant" } ?? "")
        } else if let orderNote {
            note = orderNote
        } else if let earlier = trace.indices[..<position].first(where: { wordsOnly.matches(trace[$0]) }), let time = pattern.time {
            note = "'\(trace[earlier].words)' occurs only earlier, as event \(earlier + 1) at \(trace[earlier].time), not at \(time)"
        } else if let similar = trace.indices.first(where: { trace[$0].words.name == pattern.words.name }) {
            note = "the closest event is '\(trace[similar].words)' (event \(similar + 1))"
        }
        return failure(pattern, message, trace: trace, matched: matched, marked: nil, note: note)
    }

    /// What a `next:` line asks of the event at `position`: the one right after the previous match, or,
    /// with no line matched before it, the first event of the trace.
    private static func nextRequirement(at position: Int) -> String {
        position == 0
            ? "'next:' with no line matched before it requires the first event of the trace"
            : "'next:' requires the event right after the previous match"
    }

    /// Where a `next:` line's event occurs instead, if it does: before the previous match (the order
    /// is wrong) or later (other events come between).
    private static func elsewhere(_ pattern: EventPattern, in trace: Trace, around position: Int) -> String? {
        if let later = trace.indices[position...].dropFirst().first(where: { pattern.matches(trace[$0]) }) {
            return "it occurs later, as event \(later + 1): \(nextRequirement(at: position)); without 'next:' other events may come between"
        }
        if let earlier = trace.indices[..<min(position, trace.count)].last(where: { pattern.matches(trace[$0]) }) {
            return "it occurs earlier, as event \(earlier + 1): check the order of the expectations"
        }
        return nil
    }

    private static func failure(_ pattern: EventPattern, _ message: String, trace: Trace, matched: [Int], marked: Int?, note: String?) -> Diagnostic {
        Diagnostic(at: pattern.location, message, notes: (note.map { [$0] } ?? []) + [excerpt(trace, matched: matched, marked: marked)])
    }

    /// The most events an excerpt shows in full; a longer trace is cut to a window around the failure.
    static let excerptLimit = 100
    /// The events a cut excerpt shows on each side of the failure.
    static let excerptContext = 20

    /// The trace with matched events marked `ok` and the point of failure marked `>>`.
    ///
    /// A trace longer than ``excerptLimit`` events is cut to the events around the failure (the marked
    /// event, else the last match, else the end of the trace), with a line saying how many are left out.
    public static func excerpt(_ trace: Trace, matched: [Int], marked: Int?) -> String {
        // Every failure carries an excerpt: 2,000 'never:' lines against a 15,000-event trace took minutes
        // and gigabytes while every excerpt showed the whole trace (fuzz input
        // FuzzRegressions/scenario-parser/many-failures-long-trace.scenario); a window keeps it linear.
        var shown = trace.indices
        if trace.count > excerptLimit {
            let focus = marked ?? matched.max() ?? trace.count - 1
            shown = max(0, focus - excerptContext)..<min(trace.count, focus + excerptContext + 1)
        }
        let matchedSet = Set(matched.filter(shown.contains))
        // The legend names only the marks the excerpt has: a step error before any match has none.
        let legend = [matchedSet.isEmpty ? nil : "'ok' matched an expectation", marked.map { _ in "'>>' is where the check failed" }].compactMap { $0 }
        var lines = [legend.isEmpty ? "trace:" : "trace (\(legend.joined(separator: ", "))):"]
        if shown.lowerBound > 0 { lines.append("  ... \(shown.lowerBound) earlier event\(shown.lowerBound == 1 ? "" : "s")") }
        for index in shown {
            let mark = index == marked ? ">>" : (matchedSet.contains(index) ? "ok" : "  ")
            lines.append("  \(mark) \(String(repeating: " ", count: max(0, 3 - String(index + 1).count)))\(index + 1) \(trace[index].line)")
        }
        let later = trace.count - shown.upperBound
        if later > 0 { lines.append("  ... \(later) later event\(later == 1 ? "" : "s")") }
        if trace.isEmpty { lines.append("  (empty)") }
        return lines.joined(separator: "\n")
    }
}
