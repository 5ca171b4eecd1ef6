/// A named readiness point of the app, such as the root container (tab bar) existing after a splash.
public struct Milestone: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name and its hash, made once: milestones are looked up on nearly every callback, and
    /// the explorer hashes the reached ones of every state.
    @usableFromInline let key: HashedName

    /// The milestone's name as scenarios spell it.
    @inlinable public var name: String { key.name }

    /// Creates a milestone with a name.
    public init(_ name: String) { key = HashedName(name) }

    /// Creates a milestone from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Feeds the name to a state's hash, as its digest.
    public func hashState(into hasher: inout StateHasher) { hasher.combine(key.digest) }

    /// The conventional name of the root container milestone (tab bar or navigation stack ready).
    public static let root = Milestone("root")

    /// Orders milestones by name.
    public static func < (lhs: Milestone, rhs: Milestone) -> Bool { lhs.name < rhs.name }

    /// The milestone's name.
    public var description: String { name }
}
