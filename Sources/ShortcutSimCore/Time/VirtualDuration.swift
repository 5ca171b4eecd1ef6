/// A span of virtual time, in whole milliseconds. The simulator never reads a real clock.
public struct VirtualDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The length in milliseconds.
    public var milliseconds: Int64

    /// Creates a duration of this many milliseconds.
    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    /// A duration of zero.
    public static let zero = VirtualDuration(milliseconds: 0)

    /// A duration of this many milliseconds.
    public static func milliseconds(_ value: Int64) -> VirtualDuration { VirtualDuration(milliseconds: value) }

    /// A duration of this many seconds.
    public static func seconds(_ value: Int64) -> VirtualDuration { VirtualDuration(milliseconds: value * 1_000) }

    /// A duration of this many minutes.
    public static func minutes(_ value: Int64) -> VirtualDuration { VirtualDuration(milliseconds: value * 60_000) }

    /// Orders durations by length.
    public static func < (lhs: VirtualDuration, rhs: VirtualDuration) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// Adds two durations.
    public static func + (lhs: VirtualDuration, rhs: VirtualDuration) -> VirtualDuration {
        VirtualDuration(milliseconds: lhs.milliseconds + rhs.milliseconds)
    }

    /// The shortest exact spelling in the scenario syntax: `2m`, `3s`, `250ms`.
    public var description: String {
        if milliseconds != 0 && milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000)m" }
        if milliseconds != 0 && milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000)s" }
        return "\(milliseconds)ms"
    }
}
