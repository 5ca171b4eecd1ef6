/// A scene session: the system's record of one window of the app, which outlives the process (B1.4).
public struct SceneSession: Hashable, Sendable, CustomStringConvertible {
    /// The session's identifier, counted from 1 across the world's life (`persistentIdentifier`).
    public let persistentIdentifier: Int
    /// The name scenarios use for the window, such as `main` or `compose`.
    public let sceneName: String

    /// Creates a session.
    public init(persistentIdentifier: Int, sceneName: String) {
        self.persistentIdentifier = persistentIdentifier
        self.sceneName = sceneName
    }

    /// The scene's name.
    public var description: String { sceneName }

    /// The name of the app's first window, connected when no scene exists yet.
    public static let firstSceneName = "main"

    /// The name of a window the system opens for an action no scene's conditions match (B4.2), by
    /// the session it opens: `scene2`, `scene3`, …
    public static func openedSceneName(session: Int) -> String { "scene\(session)" }

    /// Whether a name is one the system gives a window it opens (B4.2).
    public static func isOpenedSceneName(_ name: String) -> Bool {
        name.hasPrefix("scene") && (Int(name.dropFirst(5)) ?? 0) >= 1
    }
}
