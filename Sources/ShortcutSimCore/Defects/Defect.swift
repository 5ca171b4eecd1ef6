/// A mistake in the app's quick-action handling, found by the engine, with the rule and the events that show it.
///
/// The engine makes its defects with the message unwritten (`init(kind:shortcutType:rule:lazyMessage:events:)`):
/// a run compares defects by kind and type (``DefectKey``) and prints a message only now and then,
/// so the text is written each time ``message`` is read, not when the defect is found. `hash(into:)`
/// leaves the message out and `==` compares it last, so neither writes it for defects that differ otherwise.
public struct Defect: Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake.
    public var kind: DefectKind
    /// The shortcut type it concerns.
    public var shortcutType: String
    /// The rule that makes it a mistake.
    public var rule: RuleID
    /// The indices in the trace of the events that show it, oldest first.
    public var events: [Int]
    /// The message: its text, or how to write it.
    private var storedMessage: Message

    /// A defect's message: the finished text, or a function that writes it on each read. It is not
    /// cached, since a cache shared by the copies that explorer threads read would need a lock.
    private enum Message: Sendable {
        case text(String)
        case unwritten(@Sendable () -> String)
    }

    /// Creates a defect.
    public init(kind: DefectKind, shortcutType: String, rule: RuleID, message: String, events: [Int]) {
        self.kind = kind
        self.shortcutType = shortcutType
        self.rule = rule
        self.events = events
        storedMessage = .text(message)
    }

    /// Creates a defect whose message is written only when it is read, each time it is read.
    package init(kind: DefectKind, shortcutType: String, rule: RuleID, lazyMessage: @autoclosure @escaping @Sendable () -> String, events: [Int]) {
        self.kind = kind
        self.shortcutType = shortcutType
        self.rule = rule
        self.events = events
        storedMessage = .unwritten(lazyMessage)
    }

    /// One sentence: what happened and why it is wrong.
    public var message: String {
        get {
            switch storedMessage {
            case .text(let text): text
            case .unwritten(let write): write()
            }
        }
        set { storedMessage = .text(newValue) }
    }

    /// The short form a scenario's `defects:` section uses: `lost Search`, `lost "New note"`.
    public var signature: String { "\(kind.rawValue) \(ShortcutTypeSpelling.printed(shortcutType))" }

    /// `lost Search (A2.1): message`.
    public var description: String { "\(signature) (\(rule)): \(message)" }

    /// Whether the two defects have the same kind, type, rule, events and message; the message,
    /// which may have to be written, is compared last.
    public static func == (lhs: Defect, rhs: Defect) -> Bool {
        lhs.kind == rhs.kind && lhs.shortcutType == rhs.shortcutType && lhs.rule == rhs.rule && lhs.events == rhs.events
            && lhs.message == rhs.message
    }

    /// Feeds the kind, type, rule and events, not the message, so hashing never writes it: equal
    /// defects still hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(shortcutType)
        hasher.combine(rule)
        hasher.combine(events)
    }
}
