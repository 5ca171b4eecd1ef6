/// A named readiness point of the app, such as the root container (tab bar) existing after a splash.
public struct Milestone: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The milestone's name as scenarios spell it.
    public let name: String

    /// Creates a milestone with a name.
    public init(_ name: String) { self.name = name }

    /// Creates a milestone from a string literal.
    public init(stringLiteral value: String) { self.name = value }

    /// The conventional name of the root container milestone (tab bar or navigation stack ready).
    public static let root = Milestone("root")

    /// Orders milestones by name.
    public static func < (lhs: Milestone, rhs: Milestone) -> Bool { lhs.name < rhs.name }

    /// The milestone's name.
    public var description: String { name }
}
