import ShortcutSimCore
import Testing

/// The explorer's one-pass fingerprint: equal values hash alike whatever their representation,
/// and different ones apart.
@Suite("State hasher")
struct StateHasherTests {
    static func digest(_ feed: (inout StateHasher) -> Void) -> StateDigest {
        var hasher = StateHasher()
        feed(&hasher)
        return hasher.finalize()
    }

    @Test("equal strings hash alike: short and long, ASCII and canonically equivalent spellings")
    func stringsHashByCanonicalBytes() {
        var large = String()
        large.reserveCapacity(64)  // a string stored out of line, however short
        large += "root"
        let pairs: [(String, String)] = [
            ("root", large),
            ("K", "\u{212A}"),  // KELVIN SIGN is canonically the letter K
            ("caf\u{E9}", "cafe\u{301}"),
            ("mainQueue.handleAction", String("xmainQueue.handleAction".dropFirst())),
        ]
        for (a, b) in pairs {
            #expect(a == b)
            #expect(Self.digest { $0.combine(a) } == Self.digest { $0.combine(b) }, "expected \(a.debugDescription) and \(b.debugDescription) to hash alike")
        }
    }

    @Test("strings are fed with their length: the words of two strings never run together")
    func stringsAreLengthPrefixed() {
        #expect(Self.digest { $0.combine("ab"); $0.combine("c") } != Self.digest { $0.combine("a"); $0.combine("bc") })
        #expect(Self.digest { $0.combine("") } != Self.digest { _ in })
        #expect(Self.digest { $0.combine("handleAction") } != Self.digest { $0.combine("handleActioN") })
    }

    @Test("a set hashes alike whatever order it was built in")
    func setsHashWithoutOrder() {
        let names = (0..<20).map { "type\($0)" }
        let forward = Set(names)
        var backward = Set<String>(minimumCapacity: 64)
        for name in names.reversed() { backward.insert(name) }
        #expect(Self.digest { $0.combine(forward) } == Self.digest { $0.combine(backward) })
        #expect(Self.digest { $0.combine(forward) } != Self.digest { $0.combine(forward.subtracting(["type3"])) })
    }

    @Test("a Hashable app feeds its Hashable digest by default, so two app states hash apart")
    func hashableAppsFeedTheirDigest() {
        let idle = WorldEquatableTests.CountingApp(), busy = WorldEquatableTests.CountingApp(actions: 1)
        #expect(Self.digest { idle.hashState(into: &$0) } == Self.digest { WorldEquatableTests.CountingApp().hashState(into: &$0) })
        #expect(Self.digest { idle.hashState(into: &$0) } != Self.digest { busy.hashState(into: &$0) })
    }

    @Test("worlds that went different ways to the same state hash alike; a world that moved on hashes apart")
    func worldsHashByTheirState() throws {
        let a = try WorldEquatableTests.installed()
        var b = a
        b.discardTrace()
        #expect(Self.digest { a.hashState(into: &$0) } == Self.digest { b.hashState(into: &$0) })
        b.advance(by: .seconds(1))
        #expect(Self.digest { a.hashState(into: &$0) } != Self.digest { b.hashState(into: &$0) })
    }
}
