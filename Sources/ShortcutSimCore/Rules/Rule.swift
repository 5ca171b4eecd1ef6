/// One rule of the lifecycle reference: what iOS does, how sure we are, and under which theme.
public struct Rule: Hashable, Sendable {
    /// The rule's identifier, such as `A1.1`.
    public let id: RuleID
    /// The reference section the rule belongs to, such as "Scene lifecycle (iOS 13+)".
    public let theme: String
    /// The rule's statement, as the reference words it (Markdown).
    public let statement: String
    /// The reference's confidence marks: DOC, IMPL, OBS+, OBS1, UNCONF, joined by `+` or `,`.
    public let confidence: String

    /// Creates a rule; the catalogue is generated from the reference.
    public init(id: RuleID, theme: String, statement: String, confidence: String) {
        self.id = id
        self.theme = theme
        self.statement = statement
        self.confidence = confidence
    }

    /// Whether the reference marks this rule PROFILE: a platform-profile setting, not a fixed fact.
    public var isProfileSetting: Bool { statement.contains("**PROFILE**") }
}
