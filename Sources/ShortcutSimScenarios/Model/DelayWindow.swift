import ShortcutSimCore

/// A window of delays: `between 1s and 6s`, or `any time` (from zero, with no end).
public struct DelayWindow: Hashable, Sendable, CustomStringConvertible {
    /// The shortest delay.
    public var earliest: VirtualDuration
    /// The longest delay, or nil for no limit.
    public var latest: VirtualDuration?

    /// Creates a window.
    public init(earliest: VirtualDuration, latest: VirtualDuration?) {
        self.earliest = earliest
        self.latest = latest
    }

    /// `between 1s and 6s`, or `any time`.
    public var description: String {
        guard let latest else { return earliest == .zero ? "any time" : "any time from \(earliest)" }
        return "between \(earliest) and \(latest)"
    }
}
