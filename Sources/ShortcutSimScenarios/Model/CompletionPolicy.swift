import ShortcutSimCore

/// How the completion handler of `performActionFor` is called (A5.1, A5.4).
public enum CompletionPolicy: Hashable, Sendable {
    /// Called once, when the item is handled, with whether a route matched.
    case reportsResult
    /// Called once before `performActionFor` returns: with whether a route matched when the item is handled
    /// there and then, with false when it is kept for later (`reports the result or false when deferred`,
    /// Threema's `BOOL result = NO; if (isAppLocked) { pending = item; } else { result = handle(item); }`).
    /// The app's own logic; A5.1 says what the Bool means, A5.2 that the app-delegate path ignores it.
    case reportsResultOrFalseWhenDeferred
    /// Called at once with true, whatever happens (seed 002).
    case alwaysTrue
    /// Called at once with false.
    case alwaysFalse
    /// Never called (A5.4).
    case neverCalled
    /// Called twice with the result (A5.4).
    case calledTwice
}
