/// A message about a user's file, in the format compilers use: `file:line:column: error: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious the message is.
    public enum Severity: String, Hashable, Sendable {
        /// The input is invalid; nothing was run.
        case error
        /// The input is accepted but probably wrong.
        case warning
        /// Extra context attached to an error or warning.
        case note
    }

    /// How serious the message is.
    public var severity: Severity
    /// Where the problem is.
    public var location: SourceLocation
    /// What is wrong and, where possible, what was expected.
    public var message: String
    /// Further lines printed after the message: a "did you mean", the menu, a trace excerpt.
    public var notes: [String]

    /// Creates a diagnostic.
    public init(_ severity: Severity = .error, at location: SourceLocation, _ message: String, notes: [String] = []) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// `file:line:column: error: message`, followed by each note on its own line as `note: …`
    /// (a multi-line note, such as a trace excerpt, is printed as it is). Control characters quoted
    /// from a file are written as `\u{1B}`, so a diagnostic cannot drive the terminal.
    public var description: String {
        let renderedNotes = notes.map { $0.contains("\n") || $0.hasPrefix("note: ") ? $0 : "note: " + $0 }
        return ([("\(location): \(severity.rawValue): \(message)")] + renderedNotes).map(Self.printable).joined(separator: "\n")
    }

    /// The text with every control character but line feed and tab spelled `\u{1B}`: how diagnostics,
    /// and everything else the tool prints from a user's file (such as a scenario's title), are written.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar is a C0 or C1 control character (or DEL) other than line feed and tab.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
