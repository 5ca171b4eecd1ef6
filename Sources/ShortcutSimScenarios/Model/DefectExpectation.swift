import ShortcutSimCore

/// One line of the `defects:` section: a defect the scenario reproduces on purpose.
public struct DefectExpectation: Hashable, Sendable {
    /// The kind of defect.
    public var kind: DefectKind
    /// The shortcut type it concerns.
    public var shortcutType: String
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a defect expectation.
    public init(kind: DefectKind, shortcutType: String, location: SourceLocation) {
        self.kind = kind
        self.shortcutType = shortcutType
        self.location = location
    }

    /// `lost Search`, as a defect's signature reads: the type as ``ShortcutTypeSpelling/printed(_:)`` writes it (`lost "New note"`).
    public var signature: String { "\(kind.rawValue) \(ShortcutTypeSpelling.printed(shortcutType))" }
}
