/// The words of one trace line: `name [subject] [key=value ...] [-> result]`.
///
/// This is the documented vocabulary that scenario expectations match against, word by word.
public struct EventWords: Hashable, Sendable, CustomStringConvertible {
    /// The event name, such as `app.didFinishLaunching` or `route`.
    public var name: String
    /// The positional word after the name, such as the shortcut type of `route Search`: a type as
    /// it is (`New note`), a list of types as the line prints it (`"New note",Search`).
    public var subject: String?
    /// `key=value` pairs, in a fixed order per event.
    public var attributes: [Attribute]
    /// The word after `->`: a return value, a destination, or a completion value.
    public var result: String?

    /// One `key=value` pair of a trace line.
    public struct Attribute: Hashable, Sendable {
        /// The key before `=`.
        public var key: String
        /// The value after `=`.
        public var value: String

        /// Creates a pair.
        public init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }
    }

    /// Creates the words of a line.
    public init(name: String, subject: String? = nil, attributes: [Attribute] = [], result: String? = nil) {
        self.name = name
        self.subject = subject
        self.attributes = attributes
        self.result = result
    }

    /// The value of an attribute, if the line has it.
    public func value(of key: String) -> String? { attributes.first { $0.key == key }?.value }

    /// An attribute value as a trace line prints it: bare, or in quotes with `\"`, `\\`, `\n` and `\t`
    /// escaped when it is empty or holds white space, a quote, a backslash or `=` (a title such as
    /// `title="Bob Smith"`), or a character a scenario refuses outside quotes (an invisible U+200F
    /// RIGHT-TO-LEFT MARK, `–>`), so the line reads back as the same words.
    public static func printed(_ value: String) -> String {
        var previous: Unicode.Scalar = "\0"
        let bare = !value.isEmpty && value.unicodeScalars.allSatisfy { scalar in
            defer { previous = scalar }
            switch scalar {
            case " ", "\t", "\n", "\r", "\"", "\\", "=": return false
            case ">": return !ShortcutTypeSpelling.isDashLike(previous)
            default: return scalar.isASCII || !ShortcutTypeSpelling.quotesNonASCII(scalar, after: previous)
            }
        }
        return bare ? value : QuotedText.quoted(value)
    }

    /// The subject as the line prints it: a shortcut type as ``ShortcutTypeSpelling/printed(_:)``
    /// writes it (`"New note"`), any other subject (a list of types among them) as it is.
    public var printedSubject: String? {
        guard let subject else { return nil }
        return EventVocabulary.entry(named: name)?.subject == .shortcutType ? ShortcutTypeSpelling.printed(subject) : subject
    }

    /// The value of an attribute as the line prints it, if the line has it (``printedValue(_:)``).
    public func printedValue(of key: String) -> String? { attributes.first { $0.key == key }.map(Self.printedValue) }

    /// An attribute's value as the line prints it: a shortcut type as ``ShortcutTypeSpelling/printedAttribute(_:)``
    /// writes it (the type `none` in quotes), a list of types as it is, any other value as ``printed(_:)`` writes it.
    public static func printedValue(_ attribute: Attribute) -> String {
        switch EventVocabulary.typeKind(ofAttribute: attribute.key) {
        case .shortcutType?: return ShortcutTypeSpelling.printedAttribute(attribute.value)
        case .shortcutTypes?: return attribute.value
        default: return printed(attribute.value)
        }
    }

    /// The line as the trace prints it: `route "New note" -> Editor` reads back as the same words.
    public var description: String {
        var text = name
        if let subject = printedSubject { text += " " + subject }
        for attribute in attributes { text += " \(attribute.key)=\(Self.printedValue(attribute))" }
        if let result { text += " -> " + result }
        return text
    }
}
