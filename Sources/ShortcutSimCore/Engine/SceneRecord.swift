/// The system's view of one scene session: connected or not, and in which activity state.
struct SceneRecord: Hashable, Sendable {
    /// Where a connected scene stands.
    enum Activity: Int, Hashable, Sendable {
        case background
        case foregroundInactive
        case foregroundActive
    }

    var session: SceneSession
    var isConnected = false
    var activity = Activity.background
    /// When the scene last became active, for "most recently active" (B4.2).
    var lastActivation = 0

    var isForeground: Bool { isConnected && activity != .background }

    /// Feeds every field to a state's hash.
    func hashState(into hasher: inout StateHasher) {
        hasher.combine(session.persistentIdentifier)
        hasher.combine(session.sceneName)
        hasher.combine(UInt64(isConnected ? 1 : 0) | UInt64(activity.rawValue) << 1)
        hasher.combine(lastActivation)
    }
}
