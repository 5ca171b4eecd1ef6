import Foundation

/// A 128-bit hash of a simulation state made in one pass: SipHash-1-3 with its 128-bit output,
/// under a fixed key, over the 64-bit words the state's parts feed it (`hashState(into:)`).
///
/// The explorer merges states by this hash alone, so it must not merge two different states. The
/// argument: the words are an injective encoding of what the state's `==` compares (every array and
/// string is preceded by its length, every optional and enum case by a tag, strings are their
/// canonical UTF-8 bytes), except for the parts that enter as a 128-bit digest of their own (items,
/// milestones, sets, and parts that are rare in a state through ``combineDigest(of:)``); SipHash is a
/// pseudorandom function, so two different word sequences, or two different parts, share a hash
/// with a chance of about 2⁻¹²⁸. An exploration of a million states compares about 2³⁹ pairs: the
/// chance that it merges two different states is about 2⁻⁸⁹. The key is fixed, so the hash is the
/// same in every process; nothing here is random.
public struct StateHasher: Sendable {
    @usableFromInline var v0: UInt64
    @usableFromInline var v1: UInt64
    @usableFromInline var v2: UInt64
    @usableFromInline var v3: UInt64
    /// How many words were fed.
    @usableFromInline var count: UInt64 = 0

    /// A hasher with nothing fed yet.
    public init() {
        let k0: UInt64 = 0x5368_6F72_7463_7574, k1: UInt64 = 0x5369_6D53_7461_7465  // "ShortcutSimState"
        v0 = k0 ^ 0x736F_6D65_7073_6575
        v1 = k1 ^ 0x646F_7261_6E64_6F6D ^ 0xEE  // 0xEE: the 128-bit output
        v2 = k0 ^ 0x6C79_6765_6E65_7261
        v3 = k1 ^ 0x7465_6462_7974_6573
    }

    /// Feeds one word.
    @inlinable @inline(__always)
    public mutating func combine(_ word: UInt64) {
        v3 ^= word
        round()
        v0 ^= word
        count &+= 1
    }

    /// Feeds an integer as one word.
    @inlinable
    public mutating func combine(_ value: Int) { combine(UInt64(UInt(bitPattern: value))) }

    /// Feeds an integer as one word.
    @inlinable
    public mutating func combine(_ value: Int64) { combine(UInt64(bitPattern: value)) }

    /// Feeds a flag as one word.
    @inlinable
    public mutating func combine(_ flag: Bool) { combine(flag ? 1 as UInt64 : 0) }

    /// Feeds a digest as two words.
    @inlinable
    public mutating func combine(_ digest: StateDigest) {
        combine(digest.high)
        combine(digest.low)
    }

    /// Feeds a string as its length and its canonical UTF-8 bytes, eight to a word: its bytes when
    /// it is ASCII (the common case, read in place), else its NFC bytes, which equal strings share
    /// (Swift compares strings by canonical equivalence).
    public mutating func combine(_ string: String) {
        var string = string
        let fed = string.withUTF8 { Self.combineASCII($0, into: &self) }
        guard !fed else { return }
        // Foundation's canonical composition is public on every platform the package builds on.
        Array(string.precomposedStringWithCanonicalMapping.utf8).withUnsafeBufferPointer { combine(bytes: $0) }
    }

    /// Feeds a set as its count and the wrapping sum of its elements' digests, which does not
    /// depend on the order a set happens to iterate in; two different sets share it with a chance of
    /// about 2⁻¹²⁸, as two different strings share a digest.
    public mutating func combine(_ strings: Set<String>) {
        combine(strings.count)
        guard !strings.isEmpty else { return }
        var sum = StateDigest(high: 0, low: 0)
        for string in strings {
            var element = StateHasher()
            element.combine(string)
            sum.add(element.finalize())
        }
        combine(sum)
    }

    /// Feeds a value through its `Hashable` conformance, as a 128-bit digest made with two seeded
    /// passes of Swift's `Hasher`: for parts of a state that are rare or have no words of their own
    /// (stored values, defects, an app that is only `Hashable`); equal values give equal digests.
    public mutating func combineDigest<Value: Hashable>(of value: Value) {
        var first = Hasher(), second = Hasher()
        first.combine(0x5EED_0001 as UInt64)
        second.combine(0x5EED_0002 as UInt64)
        value.hash(into: &first)
        value.hash(into: &second)
        combine(UInt64(UInt(bitPattern: first.finalize())))
        combine(UInt64(UInt(bitPattern: second.finalize())))
    }

    /// The 128-bit hash of the words fed so far.
    public func finalize() -> StateDigest {
        var final = self
        let lengthByte = (count &* 8) &<< 56  // SipHash's last block: the length in bytes, modulo 256
        final.v3 ^= lengthByte
        final.round()
        final.v0 ^= lengthByte
        final.v2 ^= 0xEE
        final.round()
        final.round()
        final.round()
        let high = final.v0 ^ final.v1 ^ final.v2 ^ final.v3
        final.v1 ^= 0xDD
        final.round()
        final.round()
        final.round()
        return StateDigest(high: high, low: final.v0 ^ final.v1 ^ final.v2 ^ final.v3)
    }

    /// One SipRound.
    @inlinable @inline(__always)
    mutating func round() {
        v0 &+= v1
        v1 = Self.rotate(v1, 13)
        v1 ^= v0
        v0 = Self.rotate(v0, 32)
        v2 &+= v3
        v3 = Self.rotate(v3, 16)
        v3 ^= v2
        v0 &+= v3
        v3 = Self.rotate(v3, 21)
        v3 ^= v0
        v2 &+= v1
        v1 = Self.rotate(v1, 17)
        v1 ^= v2
        v2 = Self.rotate(v2, 32)
    }

    @inlinable @inline(__always)
    static func rotate(_ word: UInt64, _ bits: UInt64) -> UInt64 { (word &<< bits) | (word &>> (64 &- bits)) }

    /// Feeds a byte count, then the bytes eight to a word, little-endian, the last word padded with zeros.
    private mutating func combine(bytes: UnsafeBufferPointer<UInt8>) {
        var copy = self
        _ = Self.feed(bytes, into: &copy)
        self = copy
    }

    /// Feeds the bytes as ``combine(bytes:)`` does when they are ASCII and returns true; else
    /// feeds nothing and returns false.
    private static func combineASCII(_ bytes: UnsafeBufferPointer<UInt8>, into hasher: inout StateHasher) -> Bool {
        var copy = hasher
        guard feed(bytes, into: &copy) < 0x80 else { return false }
        hasher = copy
        return true
    }

    /// Feeds the bytes as ``combine(bytes:)`` describes and returns the bitwise or of them all.
    @inline(__always)
    private static func feed(_ bytes: UnsafeBufferPointer<UInt8>, into hasher: inout StateHasher) -> UInt8 {
        let count = bytes.count
        hasher.combine(count)
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var bits: UInt64 = 0
        var offset = 0
        while offset + 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            bits |= word
            hasher.combine(word)
            offset += 8
        }
        if offset < count {
            var last: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                last |= UInt64(base[offset]) &<< shift
                shift &+= 8
                offset += 1
            }
            bits |= last
            hasher.combine(last)
        }
        return bits & 0x8080_8080_8080_8080 == 0 ? 0 : 0x80
    }
}
