/// Slots that parallel workers fill, each index written by exactly one worker.
final class ResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    /// Empty slots.
    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        _ = storage.deinitialize()
        storage.deallocate()
    }

    /// Stores a value; each index is written once, by one thread, before ``values`` is read.
    func store(_ value: Value, at index: Int) { storage[index] = value }

    /// Frees the value stored at an index, on the calling thread; each index is freed once, by one
    /// thread, and ``values`` is not read afterwards.
    func discard(at index: Int) { storage[index] = nil }

    /// Every value, in index order.
    var values: [Value] { storage.map { $0! } }
}
