/// A 128-bit hash made by ``StateHasher``: of a whole state for the explorer, or of one part of it
/// (an item, a milestone) made once and fed to the state's hash as two words.
public struct StateDigest: Hashable, Sendable {
    /// The first 64 bits.
    public var high: UInt64
    /// The last 64 bits.
    public var low: UInt64

    /// Adds another digest, each half wrapping: the sum of a set's digests does not depend on the
    /// order the set iterates in.
    public mutating func add(_ other: StateDigest) {
        high &+= other.high
        low &+= other.low
    }
}
