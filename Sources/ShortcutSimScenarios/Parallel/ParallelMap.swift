import Dispatch

/// Computes `transform(0) … transform(count - 1)` on several threads and returns the results in
/// index order, so what callers do with them never depends on the number of workers.
enum ParallelMap {
    /// The results in index order; one worker (or one item) runs on the calling thread.
    static func map<Value>(count: Int, workers: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        guard workers > 1, count > 1 else { return (0..<count).map(transform) }
        let slots = ResultSlots<Value>(count: count)
        let chunks = min(count, workers * 8)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            for index in (count * chunk / chunks)..<(count * (chunk + 1) / chunks) { slots.store(transform(index), at: index) }
        }
        return slots.values
    }
}
