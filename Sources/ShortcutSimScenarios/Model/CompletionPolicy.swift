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
    /// Called twice: first with the result, then with this value (`called twice, then false`), as
    /// Zotero's `windowScene(_:performActionFor:)` calls `completionHandler(result)` and then, past an
    /// `if` without `return`, `completionHandler(false)` (zotero-ios#948). The repeat is A5.4's.
    case calledTwiceThen(Bool)
    /// Called with true when the action is handled (a route opens it), and never called otherwise: when
    /// the app drops it or no route matches its type (`true when handled or never called`), as Wire's
    /// `QuickActionsManager` calls `completionHandler?(true)` for its one type and does nothing for any
    /// other (`default: break`), or when `appRootRouter?` is still nil. A5.1 says what true means; A5.4
    /// that UIKit tolerates the handler never called.
    case trueWhenHandledOrNeverCalled
}
