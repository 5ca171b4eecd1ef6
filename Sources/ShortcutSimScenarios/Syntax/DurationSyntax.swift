import ShortcutSimCore

/// Parses durations (`250ms`, `3s`, `1.5s`, `2m`) and trace times (`3.000s`).
public enum DurationSyntax {
    /// The duration a word spells, or nil if it is not a duration. Throws when it overflows.
    public static func duration(_ word: String, at location: SourceLocation) throws(DiagnosticError) -> VirtualDuration? {
        let units: [(suffix: String, milliseconds: Int64)] = [("ms", 1), ("s", 1_000), ("m", 60_000)]
        guard let unit = units.first(where: { word.hasSuffix($0.suffix) && word.count > $0.suffix.count }) else { return nil }
        let number = word.dropLast(unit.suffix.count)
        guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), number.first != ".",
              number.filter({ $0 == "." }).count <= 1 else { return nil }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        let fractionDigits = unit.milliseconds == 1 ? 0 : (unit.milliseconds == 1_000 ? 3 : 5)
        guard fraction.count <= fractionDigits, unit.milliseconds != 1 || fraction.isEmpty else {
            throw DiagnosticError([Diagnostic(at: location, "'\(word)' is finer than a millisecond; the virtual clock counts whole milliseconds")])
        }
        guard let whole = Int64(parts[0]) else { throw overflow(word, location) }
        let (scaled, overflowed) = whole.multipliedReportingOverflow(by: unit.milliseconds)
        var milliseconds = scaled
        if !fraction.isEmpty {
            let padded = fraction + String(repeating: "0", count: fractionDigits - fraction.count)
            let fractionValue = Int64(padded)! * unit.milliseconds / (fractionDigits == 3 ? 1_000 : 100_000)
            milliseconds += fractionValue
        }
        guard !overflowed, milliseconds <= maximum.milliseconds else { throw overflow(word, location) }
        return VirtualDuration(milliseconds: milliseconds)
    }

    /// The largest duration a scenario may use: 1000 days, far beyond any launch.
    public static let maximum = VirtualDuration(milliseconds: 1_000 * 24 * 3_600_000)

    private static func overflow(_ word: String, _ location: SourceLocation) -> DiagnosticError {
        DiagnosticError([Diagnostic(at: location, "the duration '\(word)' is too large; the most a scenario can wait is 1000 days")])
    }
}
