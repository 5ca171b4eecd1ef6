/// Which scene UIKit picks for a quick action when no scene's activation conditions match (B4.2, PROFILE).
public enum UnmatchedSceneChoice: String, Hashable, Sendable, CaseIterable {
    /// The scene that was active most recently.
    case mostRecentlyActive
    /// A new scene, with a new session.
    case newScene
}
