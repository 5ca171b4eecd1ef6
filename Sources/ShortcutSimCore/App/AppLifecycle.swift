/// The two ways UIKit drives an app: through its app delegate alone, or through scenes (iOS 13+).
public enum AppLifecycle: String, Hashable, Sendable, CaseIterable {
    /// The app-delegate lifecycle (A1–A7): the app delegate receives the launch, activation and
    /// quick-action callbacks.
    case appDelegate = "app-delegate"
    /// The scene lifecycle of iOS 13 and later (B1–B4): scenes receive them; the app delegate keeps
    /// only the launch methods.
    case scenes
}
