/// Finds the "did you mean" candidate for a misspelled word.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
    ///
    /// Case differences count as small edits, so `DidBecomeActive` suggests `didBecomeActive`.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let lowered = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            let limit = max(1, min(3, candidate.count / 3))
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// A note for a diagnostic: `did you mean 'x'?`, or nil when nothing is close.
    public static func note<S: Sequence>(for word: String, in candidates: S) -> String? where S.Element == String {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// The edit distance between two character arrays, counting a swap of neighbours as one edit
    /// (optimal string alignment), so `lots` is one edit from `lost`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
