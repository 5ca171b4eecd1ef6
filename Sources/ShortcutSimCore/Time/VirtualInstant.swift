/// A point on the simulation's virtual clock, measured from the start of the simulation.
public struct VirtualInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since the simulation started.
    public var millisecondsSinceStart: Int64

    /// Creates an instant this many milliseconds after the start.
    public init(millisecondsSinceStart: Int64) { self.millisecondsSinceStart = millisecondsSinceStart }

    /// The start of the simulation.
    public static let start = VirtualInstant(millisecondsSinceStart: 0)

    /// Orders instants in time.
    public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool {
        lhs.millisecondsSinceStart < rhs.millisecondsSinceStart
    }

    /// The instant a duration later.
    public static func + (lhs: VirtualInstant, rhs: VirtualDuration) -> VirtualInstant {
        VirtualInstant(millisecondsSinceStart: lhs.millisecondsSinceStart + rhs.milliseconds)
    }

    /// The duration from `rhs` to `lhs`.
    public static func - (lhs: VirtualInstant, rhs: VirtualInstant) -> VirtualDuration {
        VirtualDuration(milliseconds: lhs.millisecondsSinceStart - rhs.millisecondsSinceStart)
    }

    /// Seconds with millisecond precision, as the trace prints it: `3.250s`.
    public var description: String {
        let ms = millisecondsSinceStart
        let sign = ms < 0 ? "-" : ""
        let magnitude = ms.magnitude
        let fraction = String(magnitude % 1_000)
        return "\(sign)\(magnitude / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
    }
}
