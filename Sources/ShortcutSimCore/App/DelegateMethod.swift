/// An optional UIKit delegate method whose absence changes what UIKit does (A2.3, A6.1).
///
/// An app declares which of these it implements, as `responds(to:)` would answer: a method that
/// is not implemented is not the same as one that returns true.
public enum DelegateMethod: String, Hashable, Sendable, CaseIterable {
    /// `application(_:willFinishLaunchingWithOptions:)`; absent counts as an open gate (A2.3).
    case willFinishLaunching
    /// `application(_:didFinishLaunchingWithOptions:)`; absent counts as an open gate (A2.3).
    case didFinishLaunching
    /// `application(_:performActionFor:completionHandler:)`; absent drops warm actions (A6.1).
    case performActionFor
    /// `application(_:configurationForConnecting:options:)`; called only for a new session (B1.4).
    case configurationForConnecting
    /// `windowScene(_:performActionFor:completionHandler:)`; absent drops warm actions, no fallback (B3.2).
    case windowScenePerformActionFor

    /// The app-delegate methods a typical app implements: all three.
    public static let appDelegateDefaults: Set<DelegateMethod> = [.willFinishLaunching, .didFinishLaunching, .performActionFor]

    /// What a typical scene-based app implements: the app-delegate methods and both scene methods.
    public static let sceneDefaults: Set<DelegateMethod> = appDelegateDefaults.union([.configurationForConnecting, .windowScenePerformActionFor])
}
