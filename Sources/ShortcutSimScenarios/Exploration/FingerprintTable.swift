/// The ids of the states found so far, by fingerprint: an open-addressing table with linear
/// probing, for the search's merge and its workers' lookups.
///
/// A `[Fingerprint: Int32]` hashed every fingerprint again through Swift's seeded `Hasher` (a
/// SipHash pass, about a tenth of the single-threaded merge); a fingerprint is already a uniform
/// 128-bit hash, so its low bits pick the slot directly. Which slot a state lands in decides
/// nothing the search reports: lookups compare whole fingerprints, and the ids are given in merge
/// order, so the outcome is the same as with a dictionary.
struct FingerprintTable: Sendable {
    /// One slot: a fingerprint and its state's id, or an empty slot (`id` below zero).
    private struct Slot {
        var fingerprint: Fingerprint
        var id: Int32
    }

    private var slots: [Slot]
    /// The number of slots minus one; the number of slots is a power of two.
    private var mask: Int
    /// How many fingerprints the table holds.
    private(set) var count = 0

    /// An empty table.
    init() {
        slots = Array(repeating: Slot(fingerprint: Fingerprint(high: 0, low: 0), id: -1), count: 1 << 10)
        mask = (1 << 10) - 1
    }

    /// The id of the state with this fingerprint, if it was found.
    subscript(fingerprint: Fingerprint) -> Int32? {
        slots.withUnsafeBufferPointer { slots in
            var index = Int(truncatingIfNeeded: fingerprint.low) & mask
            while true {
                let slot = slots[index]
                if slot.id < 0 { return nil }
                if slot.fingerprint == fingerprint { return slot.id }
                index = (index &+ 1) & mask
            }
        }
    }

    /// Records the id of a fingerprint not in the table.
    mutating func insert(_ fingerprint: Fingerprint, id: Int32) {
        if (count + 1) * 2 > slots.count { grow() }  // at most half full, so probes stay short
        Self.place(Slot(fingerprint: fingerprint, id: id), in: &slots, mask: mask)
        count += 1
    }

    /// Doubles the slots and places every fingerprint again.
    private mutating func grow() {
        let newMask = slots.count * 2 - 1
        var grown = Array(repeating: Slot(fingerprint: Fingerprint(high: 0, low: 0), id: -1), count: slots.count * 2)
        for slot in slots where slot.id >= 0 { Self.place(slot, in: &grown, mask: newMask) }
        slots = grown
        mask = newMask
    }

    /// Puts a slot into the first empty place from its fingerprint's.
    private static func place(_ slot: Slot, in slots: inout [Slot], mask: Int) {
        slots.withUnsafeMutableBufferPointer { slots in
            var index = Int(truncatingIfNeeded: slot.fingerprint.low) & mask
            while slots[index].id >= 0 { index = (index &+ 1) & mask }
            slots[index] = slot
        }
    }
}
