/// What the app does with itself once a route's destination has done its work (`then exits`,
/// `then suspends`), as a utility app does that only toggles a setting and leaves.
public enum RouteAftermath: String, Hashable, Sendable, CaseIterable {
    /// `then exits`: the app ends its process (`exit(0)`); the next quick action is a cold launch (A7.4).
    case exits
    /// `then suspends`: the app sends itself to the background, as going home does (A7.3).
    case suspends
}
