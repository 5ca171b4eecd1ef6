/// A mistake in the app's quick-action handling, found by the engine, with the rule and the events that show it.
public struct Defect: Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake.
    public var kind: DefectKind
    /// The shortcut type it concerns.
    public var shortcutType: String
    /// The rule that makes it a mistake.
    public var rule: RuleID
    /// One sentence: what happened and why it is wrong.
    public var message: String
    /// The indices in the trace of the events that show it, oldest first.
    public var events: [Int]

    /// Creates a defect.
    public init(kind: DefectKind, shortcutType: String, rule: RuleID, message: String, events: [Int]) {
        self.kind = kind
        self.shortcutType = shortcutType
        self.rule = rule
        self.message = message
        self.events = events
    }

    /// The short form a scenario's `defects:` section uses: `lost Search`, `lost "New note"`.
    public var signature: String { "\(kind.rawValue) \(ShortcutTypeSpelling.printed(shortcutType))" }

    /// `lost Search (A2.1): message`.
    public var description: String { "\(signature) (\(rule)): \(message)" }
}
