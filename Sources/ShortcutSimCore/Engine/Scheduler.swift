/// A deterministic queue of work on the virtual clock: earliest first, and work due at the same
/// instant runs in the order it was scheduled. No real time, threads or randomness.
public struct Scheduler<Work: Hashable & Sendable>: Hashable, Sendable {
    private struct Entry: Hashable, Sendable {
        var time: VirtualInstant
        var sequence: UInt64
        var work: Work
    }

    /// Kept sorted latest first, so the next entry is removed from the end in O(1).
    private var entries: [Entry] = []
    private var nextSequence: UInt64 = 0

    /// An empty queue.
    public init() {}

    /// Whether nothing is scheduled.
    public var isEmpty: Bool { entries.isEmpty }

    /// How many pieces of work are scheduled.
    public var count: Int { entries.count }

    /// When the next piece of work is due.
    public var nextTime: VirtualInstant? { entries.last?.time }

    /// Schedules work at an instant, after everything already scheduled for that instant.
    public mutating func schedule(_ work: Work, at time: VirtualInstant) {
        let entry = Entry(time: time, sequence: nextSequence, work: work)
        nextSequence += 1
        // Find the first index whose entry runs before the new one (an earlier time; a same-time
        // entry always runs first because it was scheduled first), and insert there.
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].time > time { low = mid + 1 } else { high = mid }
        }
        entries.insert(entry, at: low)
    }

    /// Removes and returns the next piece of work if it is due at or before `deadline`.
    public mutating func popNext(dueBy deadline: VirtualInstant) -> (time: VirtualInstant, work: Work)? {
        guard let last = entries.last, last.time <= deadline else { return nil }
        entries.removeLast()
        return (last.time, last.work)
    }

    /// Removes every piece of work that matches a predicate.
    public mutating func removeAll(where shouldRemove: (Work) -> Bool) {
        entries.removeAll { shouldRemove($0.work) }
    }
}
