/// Every event of a simulation, in the order it happened.
public struct Trace: Hashable, Sendable, RandomAccessCollection {
    /// The events, oldest first.
    public private(set) var events: [TraceEvent] = []

    /// Creates an empty trace.
    public init() {}

    /// Creates a trace from events.
    public init(_ events: [TraceEvent]) { self.events = events }

    /// Appends an event and returns its index.
    @discardableResult
    public mutating func append(_ event: TraceEvent) -> Int { append(taking: event) }

    /// Appends an event the caller hands over, as the engine does with each event it records, and
    /// returns its index: the event moves into the trace instead of being copied (a retain of each
    /// string it holds) and then destroyed.
    @discardableResult
    mutating func append(taking event: consuming TraceEvent) -> Int {
        if events.capacity == 0 { events.reserveCapacity(32) }  // a run has dozens of events (the median scenario about 25): skip the first regrowths
        events.append(event)
        return events.count - 1
    }

    /// The index of the first event.
    @inlinable
    public var startIndex: Int { events.startIndex }
    /// The index past the last event.
    @inlinable
    public var endIndex: Int { events.endIndex }
    /// The event at an index.
    @inlinable
    public subscript(position: Int) -> TraceEvent { events[position] }

    /// The trace as text: one line per event, each ending in a newline.
    public var text: String { events.map { $0.line + "\n" }.joined() }
}
