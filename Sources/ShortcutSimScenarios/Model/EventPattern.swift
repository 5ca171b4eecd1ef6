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
        guard event.kind.name == words.name else { return false }
        return matchesWords(of: event.kind)
    }

    /// Whether the event's subject, result and attributes are those the pattern names, the name
    /// aside: each is made from the event only when the pattern names it.
    func matchesWords(of kind: TraceEvent.Kind) -> Bool {
        if let subject = words.subject, subject != kind.subject { return false }
        if let result = words.result, result != kind.result { return false }
        guard !words.attributes.isEmpty else { return true }
        let actual = EventWords(name: words.name, attributes: kind.attributes)
        return words.attributes.allSatisfy { actual.value(of: $0.key) == $0.value }
    }

    /// The pattern in the trace's own form: `[time ]words`, as in `3.000s route Search -> SearchPage`.
    public var description: String { (time.map { "\($0) " } ?? "") + words.description }
}
