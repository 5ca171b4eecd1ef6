/// The system's view of one scene session: connected or not, and in which activity state.
struct SceneRecord: Hashable, Sendable {
    /// Where a connected scene stands.
    enum Activity: Hashable, Sendable {
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
}
