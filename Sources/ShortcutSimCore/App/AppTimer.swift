/// Work an app schedules on the virtual clock, such as a `dispatch_after` of 3 seconds (seed 002).
public struct AppTimer: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name and its hash, made once: a timer is looked up by its ``TimingKey`` and hashed with
    /// every explored state that waits for it.
    @usableFromInline let key: HashedName

    /// The timer's name, as the trace prints it when it fires.
    @inlinable public var name: String { key.name }

    /// Creates a timer with a name.
    public init(_ name: String) { key = HashedName(name) }

    /// Creates a timer from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates a timer named after a milestone, as a splash that ends by reaching it; the name's
    /// hash is the milestone's, made already.
    public init(_ milestone: Milestone) { key = milestone.key }

    /// The timer's name.
    public var description: String { name }

    /// Feeds the name to a state's hash, as its digest.
    public func hashState(into hasher: inout StateHasher) { hasher.combine(key.digest) }
}
