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

    /// Schedules work at an instant, after everything already scheduled for that instant, and
    /// returns its place in the order of scheduling (see ``reschedule(_:to:)``).
    @discardableResult
    public mutating func schedule(_ work: consuming Work, at time: VirtualInstant) -> UInt64 {
        // The work and its entry are moved into the queue, not copied: a copy of an entry went
        // through its generic work's value witness, about 600 instructions (each `go home`
        // schedules the suspension).
        let sequence = nextSequence
        nextSequence += 1
        insert(Entry(time: time, sequence: sequence, work: work))
        return sequence
    }

    /// Moves the work scheduled `sequence`-th to another instant, keeping its place in the order of
    /// scheduling: the queue is then what it would be had the work been scheduled for that instant.
    /// Returns false, changing nothing, when that work is no longer queued (it ran or was removed).
    @discardableResult
    public mutating func reschedule(_ sequence: UInt64, to time: VirtualInstant) -> Bool {
        guard let index = entries.firstIndex(where: { $0.sequence == sequence }) else { return false }
        var entry = entries.remove(at: index)
        entry.time = time
        insert(entry)
        return true
    }

    /// Everything queued, in the order it will run, with when it is due.
    public var queued: [(time: VirtualInstant, work: Work)] { entries.reversed().map { ($0.time, $0.work) } }

    /// Whether the work scheduled `sequence`-th is still queued: it has neither run nor been removed.
    public func isQueued(_ sequence: UInt64) -> Bool { entries.contains { $0.sequence == sequence } }

    /// Inserts an entry before the first one that runs before it: an earlier time, or the same time
    /// and scheduled earlier. The entries stay sorted latest first.
    private mutating func insert(_ entry: consuming Entry) {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            // The two fields compared are read in place: `let other = entries[mid]` copied the whole
            // entry, its work's payload retained (about 400 instructions per entry read).
            let time = entries[mid].time
            if time > entry.time || (time == entry.time && entries[mid].sequence > entry.sequence) {
                low = mid + 1
            } else {
                high = mid
            }
        }
        // At the end (the earliest entry, or the queue empty), an append: `insert(_:at:)` goes through
        // the general `replaceSubrange`, about 450 instructions for one element.
        if low == entries.count {
            entries.append(entry)
        } else {
            entries.insert(entry, at: low)
        }
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

extension Scheduler: StateHashable where Work: StateHashable {
    /// Feeds every entry, in order, and the next sequence number to a state's hash.
    public func hashState(into hasher: inout StateHasher) {
        hasher.combine(entries.count)
        for entry in entries {
            hasher.combine(entry.time.millisecondsSinceStart)
            hasher.combine(entry.sequence)
            entry.work.hashState(into: &hasher)
        }
        hasher.combine(nextSequence)
    }
}
