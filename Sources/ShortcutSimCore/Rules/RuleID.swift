/// The identifier of a rule in the lifecycle reference, such as `A2.3` or `C3.2`.
public struct RuleID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as the reference spells it.
    public let rawValue: String

    /// Creates an identifier from its spelling in the reference.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal, as in `"A2.3"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identifier as the reference spells it.
    public var description: String { rawValue }

    /// Orders identifiers by letter, then numerically by each dotted component (A2.10 after A2.9).
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        let l = lhs.sortKey, r = rhs.sortKey
        return l.letter != r.letter ? l.letter < r.letter : l.numbers.lexicographicallyPrecedes(r.numbers)
    }

    private var sortKey: (letter: String, numbers: [Int]) {
        let letter = String(rawValue.prefix(while: { $0.isLetter }))
        let numbers = rawValue.dropFirst(letter.count).split(separator: ".").map { Int($0) ?? 0 }
        return (letter, numbers)
    }
}
