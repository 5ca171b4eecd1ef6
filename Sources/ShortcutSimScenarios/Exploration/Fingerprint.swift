/// A 128-bit hash of an exploration state, made in one pass of ``StateHasher``; two different states
/// share one with a probability of about 2⁻¹²⁸, far below any chance of hardware error.
struct Fingerprint: Hashable, Sendable {
    var high: UInt64
    var low: UInt64
}
