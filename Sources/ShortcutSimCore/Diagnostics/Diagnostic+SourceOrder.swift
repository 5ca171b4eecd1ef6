extension Array where Element == Diagnostic {
    /// The diagnostics ordered by location, keeping the order they were found in for equal locations.
    public var inSourceOrder: [Diagnostic] {
        enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
