import ShortcutSimCore

/// How the completion handler of `performActionFor` is called (A5.1, A5.4).
public enum CompletionPolicy: Hashable, Sendable {
    /// Called once, when the item is handled, with whether a route matched.
    case reportsResult
    /// Called at once with true, whatever happens (seed 002).
    case alwaysTrue
    /// Called at once with false.
    case alwaysFalse
    /// Never called (A5.4).
    case neverCalled
    /// Called twice with the result (A5.4).
    case calledTwice
}
