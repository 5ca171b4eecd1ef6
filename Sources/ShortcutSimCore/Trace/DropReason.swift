/// Why UIKit consumed a quick action without handing it to the app.
public enum DropReason: String, Hashable, Sendable {
    /// The app delegate does not implement `performActionFor` (A6.1).
    case performActionNotImplemented

    /// The rule that says so.
    public var rule: RuleID {
        switch self {
        case .performActionNotImplemented: return "A6.1"
        }
    }
}
