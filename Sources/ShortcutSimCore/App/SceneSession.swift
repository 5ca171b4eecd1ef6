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
}
