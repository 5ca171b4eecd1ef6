/// The verdict of an exploration, printed first as its ``word``: a failure found is definite, so it
/// is the verdict even when the state limit stopped the search before it covered every path.
public enum ExplorationVerdict: Hashable, Sendable, CaseIterable {
    /// Every explored path passed and the search covered every path (or every sampled one).
    case pass
    /// A path fails, or the exploration reported an error, however much was left unexplored.
    case fail
    /// The state limit stopped the search and nothing explored failed: the paths past it are unknown.
    case incomplete

    /// `PASS`, `FAIL` or `INCOMPLETE`: the word that starts the verdict's line, as `shortcut-sim explore`
    /// and ``ExplorationResult/description`` print it.
    public var word: String {
        switch self {
        case .pass: return "PASS"
        case .fail: return "FAIL"
        case .incomplete: return "INCOMPLETE"
        }
    }
}
