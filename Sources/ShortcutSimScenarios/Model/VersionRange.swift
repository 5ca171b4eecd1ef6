/// The app versions a declaration applies to: `from=2`, `until=1`, or every version.
public struct VersionRange: Hashable, Sendable, CustomStringConvertible {
    /// The first version, if bounded below.
    public var from: Int?
    /// The last version, if bounded above.
    public var until: Int?

    /// Every version.
    public static let all = VersionRange(from: nil, until: nil)

    /// Creates a range.
    public init(from: Int? = nil, until: Int? = nil) {
        self.from = from
        self.until = until
    }

    /// Whether a version is in the range.
    public func contains(_ version: Int) -> Bool {
        (from.map { version >= $0 } ?? true) && (until.map { version <= $0 } ?? true)
    }

    /// The first version in both ranges, or nil when they have none in common.
    public func firstCommonVersion(with other: VersionRange) -> Int? {
        let lower = max(from ?? 1, other.from ?? 1)
        return lower <= min(until ?? Int.max, other.until ?? Int.max) ? lower : nil
    }

    /// The range in the scenario syntax, empty for every version.
    public var description: String {
        [from.map { "from=\($0)" }, until.map { "until=\($0)" }].compactMap { $0 }.joined(separator: " ")
    }
}
