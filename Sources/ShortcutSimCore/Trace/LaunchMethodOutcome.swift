/// What one launch method contributed to the launch gate (A2.3).
public enum LaunchMethodOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The app does not implement the method; it counts as open (A2.3).
    case notImplemented
    /// The method returned this value.
    case returned(Bool)

    /// Whether this outcome leaves the gate open: not implemented, or returned true (A2.3).
    public var allowsPerformAction: Bool {
        switch self {
        case .notImplemented: return true
        case .returned(let value): return value
        }
    }

    /// `true`, `false` or `missing`, as the trace prints it.
    public var description: String {
        switch self {
        case .notImplemented: return "missing"
        case .returned(let value): return String(value)
        }
    }
}
