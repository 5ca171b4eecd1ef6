/// Why UIKit consumed a quick action without handing it to the app.
public enum DropReason: String, Hashable, Sendable, CaseIterable {
    /// The app delegate does not implement `performActionFor` (A6.1).
    case performActionNotImplemented
    /// The scene delegate does not implement `windowScene(_:performActionFor:)`; no fallback (B3.2).
    case scenePerformActionNotImplemented

    /// The rule that says so.
    public var rule: RuleID {
        switch self {
        case .performActionNotImplemented: return "A6.1"
        case .scenePerformActionNotImplemented: return "B3.2"
        }
    }
}
