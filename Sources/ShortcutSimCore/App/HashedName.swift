/// A name with its 128-bit hash (``StateHasher``) made once: milestones and timers are compared,
/// looked up and hashed with every explored state far more often than they are made.
@usableFromInline
struct HashedName: Hashable, Sendable {
    /// The name (inlinable, so other modules read it as a stored field).
    @usableFromInline let name: String
    /// The hash of the name.
    let digest: StateDigest

    /// A name and its hash.
    init(_ name: String) {
        self.name = name
        var hasher = StateHasher()
        hasher.combine(name)
        digest = hasher.finalize()
    }

    /// Equal when the names are; different hashes tell most names apart without comparing them.
    @usableFromInline static func == (lhs: HashedName, rhs: HashedName) -> Bool { lhs.digest.low == rhs.digest.low && lhs.name == rhs.name }

    /// Hashes the name, as equality compares it, through its digest.
    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(digest.low) }

    /// A fixed order for short sorted lists, in which equal lists of names are equal arrays: by the
    /// digest's low word, then by name for the rare equal words.
    static func precedes(_ a: HashedName, _ b: HashedName) -> Bool {
        a.digest.low != b.digest.low ? a.digest.low < b.digest.low : a.name < b.name
    }
}
