/// A named readiness point of the app, such as the root container (tab bar) existing after a splash.
public struct Milestone: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The milestone's name as scenarios spell it.
    public let name: String
    /// `name.hashValue`, made once: milestones are looked up in sets on nearly every callback, and
    /// the explorer hashes the reached ones of every state.
    private let nameHash: Int

    /// Creates a milestone with a name.
    public init(_ name: String) {
        self.name = name
        nameHash = name.hashValue
    }

    /// Creates a milestone from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Milestones are equal when their names are.
    public static func == (lhs: Milestone, rhs: Milestone) -> Bool { lhs.nameHash == rhs.nameHash && lhs.name == rhs.name }

    /// Hashes the name, as equality compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(nameHash) }

    /// The conventional name of the root container milestone (tab bar or navigation stack ready).
    public static let root = Milestone("root")

    /// Orders milestones by name.
    public static func < (lhs: Milestone, rhs: Milestone) -> Bool { lhs.name < rhs.name }

    /// The milestone's name.
    public var description: String { name }
}
