@testable import ShortcutSimScenarios
import Testing

/// The explorer's fingerprint table must give the same answers as the dictionary it replaced:
/// fingerprints whose low bits collide (they pick the same slot) stay apart, a probe wraps past the
/// last slot, and every id survives the table's growth.
@Suite("The explorer's fingerprint table")
struct FingerprintTableTests {
    @Test("fingerprints that pick the same slot, or differ only in their high half, keep their own ids")
    func collisions() {
        var table = FingerprintTable()
        // 1023 is the last slot of the first table: the second and third probe past it, to slot 0 and on.
        let colliding = (0..<5).map { Fingerprint(high: UInt64($0), low: 1023) } + [Fingerprint(high: 0, low: 0), Fingerprint(high: 7, low: 1 << 10 | 1023)]
        for (id, fingerprint) in colliding.enumerated() { table.insert(fingerprint, id: Int32(id)) }
        for (id, fingerprint) in colliding.enumerated() {
            #expect(table[fingerprint] == Int32(id), "expected id \(id) for \(fingerprint), found \(String(describing: table[fingerprint]))")
        }
        #expect(table[Fingerprint(high: 5, low: 1023)] == nil, "expected no id for a fingerprint never inserted whose slot is taken")
        #expect(table.count == colliding.count, "expected \(colliding.count) fingerprints, found \(table.count)")
    }

    @Test("every id is found after the table has grown several times, as a dictionary finds it")
    func growth() {
        var table = FingerprintTable()
        var dictionary: [Fingerprint: Int32] = [:]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {  // splitmix64: fixed, so the test is the same on every run
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var previousLow: UInt64 = 0
        for id in 0..<20_000 {
            // Every fourth shares its low half with the one before: a collision in every table size.
            let low = id % 4 == 3 ? previousLow : next()
            previousLow = low
            let fingerprint = Fingerprint(high: next(), low: low)
            table.insert(fingerprint, id: Int32(id))
            dictionary[fingerprint] = Int32(id)
        }
        let wrong = dictionary.filter { table[$0.key] != $0.value }
        #expect(wrong.isEmpty, "expected every one of \(dictionary.count) ids found after growth, \(wrong.count) were not")
        #expect(table[Fingerprint(high: next(), low: next())] == nil, "expected no id for a fingerprint never inserted")
    }
}
