/// Who takes part in a launch, as the sequence diagrams draw them.
public enum Participant: String, Hashable, Sendable, CaseIterable {
    /// The person holding the phone.
    case user
    /// SpringBoard: the Home Screen, installs and the quick-action menu.
    case homeScreen
    /// UIKit inside the app process: states, the launch gate, notifications.
    case uikit
    /// The app's `UIApplicationDelegate`.
    case appDelegate
    /// The app's `UIWindowSceneDelegate`.
    case sceneDelegate
    /// The app's own code: timers, milestones, its router.
    case router

    /// The name a diagram shows.
    public var displayName: String {
        switch self {
        case .user: return "User"
        case .homeScreen: return "Home Screen"
        case .uikit: return "UIKit"
        case .appDelegate: return "App delegate"
        case .sceneDelegate: return "Scene delegate"
        case .router: return "App router"
        }
    }
}
