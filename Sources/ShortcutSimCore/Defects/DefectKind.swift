/// The kinds of defect the engine detects on every run, whatever the app.
public enum DefectKind: String, Hashable, Sendable, CaseIterable {
    /// A selected quick action was never routed (nor reported unhandled).
    case lost
    /// One selection was routed more than once in the same activation (A2.7).
    case twice
    /// A quick action was routed before the app's root container existed (seed 003).
    case beforeRoot = "before-root"
    /// A saved launch item was routed again on a later activation (G10).
    case refired
    /// The app routed a type nobody selected, typically a stale saved item (G10).
    case unselected
    /// A quick action selected in an earlier process was routed in a later one, from an item the app
    /// kept on disk (UserDefaults) past the process it was selected in (G10, A7.4).
    case stale
    /// A `performActionFor` completion handler was never called (A5.4).
    case completionMissing = "completion-missing"
    /// A completion handler was called more than once (A5.4).
    case completionTwice = "completion-twice"
    /// `shortcutItems` holds the same type more than once, as appending on every launch does (C3.2).
    case duplicateItems = "duplicate-items"
    /// The app has more items than the menu has slots, so some are never shown (C2.2).
    case overflow
    /// The app crashed while handling a quick action, such as code that uses services a cold
    /// launch has not built yet (A1.2); the process ends and the next action is a cold launch (A7.4).
    case crash
    /// The app had no route for a static item of the installed version, so selecting it did nothing
    /// (C1.2); stale dynamic items of an older version are tolerated (C3.4).
    case unhandled
    /// The item's `targetContentIdentifier` matched no scene's activation conditions, so the scene
    /// it went to was UIKit's undocumented choice, a setting of the profile (B4.2).
    case unmatchedTarget = "unmatched-target"

    /// How the kind is judged: A5.4 says UIKit tolerates completion mistakes, so those are warnings;
    /// so are the hidden items of an overflow (C2.2), a static item no route knows (C1.2) and an
    /// item that reaches a scene by UIKit's undocumented choice (B4.2).
    public var severity: Diagnostic.Severity {
        switch self {
        case .completionMissing, .completionTwice, .overflow, .unhandled, .unmatchedTarget: return .warning
        default: return .error
        }
    }
}
