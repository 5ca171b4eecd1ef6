import ShortcutSimCore

/// An expectation line's event: the documented words it requires, and optionally a time.
///
/// It matches an event when the names are equal, and the subject, each attribute and the result
/// it gives are equal to the event's; words it leaves out match anything. Never a regex.
public struct EventPattern: Hashable, Sendable, CustomStringConvertible {
    /// The words the event must have.
    public var words: EventWords
    /// The time the event must happen at, if given.
    public var time: VirtualInstant?
    /// Where the pattern was written: the start of its line (directive or time included), where failures are reported.
    public var location: SourceLocation

    /// Creates a pattern.
    public init(words: EventWords, time: VirtualInstant? = nil, location: SourceLocation) {
        self.words = words
        self.time = time
        self.location = location
    }

    /// Whether an event has every word (and the time) this pattern requires.
    public func matches(_ event: TraceEvent) -> Bool {
        if let time, time != event.time { return false }
        return matches(event.words, at: event.time)
    }

    /// Whether an event with these words, at this time, has every word (and the time) this pattern
    /// requires: matchers that try many patterns on one event compute its words once.
    public func matches(_ actual: EventWords, at eventTime: VirtualInstant) -> Bool {
        if let time, time != eventTime { return false }
        guard actual.name == words.name else { return false }
        if let subject = words.subject, subject != actual.subject { return false }
        if let result = words.result, result != actual.result { return false }
        for attribute in words.attributes where actual.value(of: attribute.key) != attribute.value { return false }
        return true
    }

    /// The pattern in the trace's own form: `[time ]words`, as in `3.000s route Search -> SearchPage`.
    public var description: String { (time.map { "\($0) " } ?? "") + words.description }
}
