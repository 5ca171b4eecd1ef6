/// One or more diagnostics; thrown when an input cannot be used.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, in source order.
    public var diagnostics: [Diagnostic]

    /// Creates an error from its diagnostics.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// Every diagnostic, one after another.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
