/// Finds the "did you mean" candidate for a misspelled word.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
    ///
    /// Case differences count as small edits, so `DidBecomeActive` suggests `didBecomeActive`.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let lowered = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let limit = max(1, min(3, candidate.count / 3))
            guard let distance = editDistance(lowered, Array(candidate.lowercased()), limit: limit) else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// A note for a diagnostic: `did you mean 'x'?`, or nil when nothing is close.
    public static func note<S: Sequence>(for word: String, in candidates: S) -> String? where S.Element == String {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// The edit distance between two character arrays if it is at most `limit`, else nil, counting a
    /// swap of neighbours as one edit (optimal string alignment), so `lots` is one edit from `lost`.
    ///
    /// Only the cells within `limit` of the diagonal are computed, and the scan stops once a whole row
    /// exceeds it: O(length × limit). The full table made two long words (a 30,000-character type and a
    /// misspelled reference to it, found while fuzzing scenario-parser) take over ten seconds; the input is
    /// kept as Tests/ShortcutSimScenariosTests/FuzzRegressions/scenario-parser/long-misspelled-type.scenario.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }  // each extra character is an edit
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1  // stands for every distance over the limit
        var beforePrevious = [Int](repeating: beyond, count: b.count + 1)
        var previous = (0...b.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[low - 1] = low == 1 ? min(i, beyond) : beyond
            var rowMinimum = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, beyond)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if high < b.count { current[high + 1] = beyond }
            // A row over the limit stays over it: a swap reaches back two rows, but only through the row between.
            if rowMinimum > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
