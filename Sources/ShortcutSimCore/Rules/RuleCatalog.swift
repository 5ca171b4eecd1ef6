/// The rules of `shared/reference/lifecycle-rules.md`, compiled into the package.
public enum RuleCatalog {
    private static let byID: [RuleID: Rule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// The rule with this identifier, or nil when the reference has no such rule.
    public static func rule(_ id: RuleID) -> Rule? { byID[id] }

    /// Whether the reference defines this identifier.
    public static func contains(_ id: RuleID) -> Bool { byID[id] != nil }

    /// The seed articles of `shared/seeds/` that real-app patterns come from, by file name.
    public static let seedFiles: [String] = [
        "000_e5a84ac8e099bd47.txt",
        "001_53e01006c7bb4766.txt",
        "002_103bd69852906c44.txt",
        "003_f81c29cbebab5575.txt",
        "004_4a22c66b228330eb.txt",
    ]
}
