import Foundation

/// Results that worker threads make in any order and one reader takes in index order, with at most
/// `window` of them made ahead of the reader: workers claim the next index, and wait while the
/// reader is that far behind, so memory holds `window` results however many indices there are.
final class OrderedResults<Value>: @unchecked Sendable {
    // Every field is read and written under `condition`'s lock.
    private let condition = NSCondition()
    private var slots: [Value?]
    private let count: Int
    private var claimed = 0
    private var taken = 0

    /// Room for `window` results (at least one) of the indices `0..<count`.
    init(count: Int, window: Int) {
        self.count = count
        slots = Array(repeating: nil, count: max(1, window))
    }

    /// The next index to make, once it is within the window of the reader; nil when every index is claimed.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while claimed < count, claimed - taken >= slots.count { condition.wait() }
        guard claimed < count else { return nil }
        claimed += 1
        return claimed - 1
    }

    /// Stores the result of a claimed index.
    func store(_ value: Value, at index: Int) {
        condition.lock()
        slots[index % slots.count] = value
        condition.broadcast()
        condition.unlock()
    }

    /// The result of the next index in order, once it is made; its slot is freed for a later index.
    func takeNext() -> Value {
        condition.lock()
        defer { condition.unlock() }
        let slot = taken % slots.count
        while slots[slot] == nil { condition.wait() }
        let value = slots[slot]!
        slots[slot] = nil
        taken += 1
        condition.broadcast()
        return value
    }
}
