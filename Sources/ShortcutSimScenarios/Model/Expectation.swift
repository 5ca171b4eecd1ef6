/// One line of the `expect:` section, with its FileCheck-like ordering directive.
public struct Expectation: Hashable, Sendable {
    /// How the line constrains the trace.
    public enum Directive: Hashable, Sendable {
        /// The event occurs after the previous match; other events may come between.
        case inOrder
        /// The event is the very next one after the previous match.
        case next
        /// No such event occurs between the previous match and the next match (or the end).
        case not
        /// No such event occurs anywhere in the trace.
        case never
        /// Exactly this many such events occur in the whole trace.
        case count(Int)
    }

    /// How the line constrains the trace.
    public var directive: Directive
    /// The event the line describes.
    public var pattern: EventPattern

    /// Creates an expectation.
    public init(_ directive: Directive, _ pattern: EventPattern) {
        self.directive = directive
        self.pattern = pattern
    }
}
