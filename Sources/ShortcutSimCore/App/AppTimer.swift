/// Work an app schedules on the virtual clock, such as a `dispatch_after` of 3 seconds (seed 002).
public struct AppTimer: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The timer's name, as the trace prints it when it fires.
    public let name: String

    /// Creates a timer with a name.
    public init(_ name: String) { self.name = name }

    /// Creates a timer from a string literal.
    public init(stringLiteral value: String) { self.name = value }

    /// The timer's name.
    public var description: String { name }
}
