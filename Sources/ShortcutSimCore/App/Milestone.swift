/// A named readiness point of the app, such as the root container (tab bar) existing after a splash.
public struct Milestone: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The milestone's name as scenarios spell it.
    public let name: String
    /// The 128-bit hash of the name (``StateHasher``), made once: milestones are looked up in sets
    /// on nearly every callback, and the explorer hashes the reached ones of every state.
    let digest: StateDigest

    /// Creates a milestone with a name.
    public init(_ name: String) {
        self.name = name
        var hasher = StateHasher()
        hasher.combine(name)
        digest = hasher.finalize()
    }

    /// Creates a milestone from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Milestones are equal when their names are.
    public static func == (lhs: Milestone, rhs: Milestone) -> Bool { lhs.digest.low == rhs.digest.low && lhs.name == rhs.name }

    /// Hashes the name, as equality compares it, through its digest.
    public func hash(into hasher: inout Hasher) { hasher.combine(digest.low) }

    /// Feeds the name to a state's hash, as its digest.
    public func hashState(into hasher: inout StateHasher) { hasher.combine(digest) }

    /// The conventional name of the root container milestone (tab bar or navigation stack ready).
    public static let root = Milestone("root")

    /// Orders milestones by name.
    public static func < (lhs: Milestone, rhs: Milestone) -> Bool { lhs.name < rhs.name }

    /// The milestone's name.
    public var description: String { name }
}
