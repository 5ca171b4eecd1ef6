/// Why the app discarded a quick action (`app.drop`): exactly one reason, printed as at most one
/// attribute, so an event can never claim two.
public enum AppDropReason: Hashable, Sendable {
    /// The milestones the app checked were not reached, printed as `missing=…` (A1.2); none when the
    /// app drops without naming any, as `dropped on resume` does (A3.1), which prints no attribute.
    case missing([String])
    /// A newer action of this type took its place in the one pending item the app keeps, printed as
    /// `replacedBy=…` (A1.2, A3.1).
    case replaced(by: String)
    /// The app's own logic discarded it, whatever its milestones, printed as `cause=…` (``AppDropCause``).
    case cause(AppDropCause)

    /// Whether the app discarded an item a callback delivered (`performActionFor`, the scene's) rather
    /// than one it waited on: a replaced pending item and one its own logic skipped were delivered.
    var discardsDeliveredItem: Bool {
        switch self {
        case .missing: return false
        case .replaced, .cause: return true
        }
    }
}
