/// A 128-bit hash of an exploration state; two different states share one with a probability
/// of about 2⁻¹²⁸ per pair, far below any chance of hardware error.
struct Fingerprint: Hashable, Sendable {
    var high: UInt64
    var low: UInt64
}
