import Foundation
import ShortcutSimCore
import Testing

/// A defect whose message is written only when read is the same value as one made with the text.
@Suite("Lazy defect messages")
struct LazyDefectMessageTests {
    /// Counts how often a lazy message was written.
    final class WriteCount: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        var value: Int { lock.withLock { count } }

        func message(_ text: String) -> String {
            lock.withLock { count += 1 }
            return text
        }
    }

    static let text = "Search was selected but never routed: the app never routed it after performActionFor"

    @Test("a lazy message and the same text given to the public init make equal defects that hash and print alike")
    func lazyEqualsEager() {
        let lazy = Defect(kind: .lost, shortcutType: "Search", rule: "A3.1", lazyMessage: "Search was selected but never routed: "
                              + "the app never routed it after performActionFor", events: [3, 7])
        let eager = Defect(kind: .lost, shortcutType: "Search", rule: "A3.1", message: Self.text, events: [3, 7])
        #expect(lazy == eager)
        #expect(eager == lazy)
        #expect(lazy.hashValue == eager.hashValue)
        #expect(Set([lazy, eager]).count == 1)
        #expect(lazy.message == Self.text)
        #expect(lazy.description == eager.description)
        #expect(lazy.description == "lost Search (A3.1): \(Self.text)")
    }

    @Test("defects that differ in their message are not equal")
    func differentMessagesDiffer() {
        let lazy = Defect(kind: .lost, shortcutType: "Search", rule: "A3.1", lazyMessage: Self.text, events: [3])
        let other = Defect(kind: .lost, shortcutType: "Search", rule: "A3.1", message: Self.text + ".", events: [3])
        #expect(lazy != other)
    }

    @Test("hashing, a state digest and comparing defects of another kind, type, rule or events never write the message")
    func cheapOperationsDoNotWrite() {
        let writes = WriteCount()
        let defect = Defect(kind: .lost, shortcutType: "Search", rule: "A3.1", lazyMessage: writes.message(Self.text), events: [3])
        var others = [defect, defect, defect, defect]
        others[0].kind = .twice
        others[1].shortcutType = "Compose"
        others[2].rule = "A1.3"
        others[3].events = [4]
        for other in others { #expect(defect != other) }
        _ = defect.hashValue
        var hasher = StateHasher()
        hasher.combineDigest(of: [defect])
        _ = defect.signature
        #expect(writes.value == 0)
        #expect(defect.message == Self.text)
        #expect(defect.message == Self.text)
        #expect(writes.value == 2, "expected each read to write the message afresh")
    }

    @Test("setting the message replaces the lazy one")
    func settingReplaces() {
        var defect = Defect(kind: .lost, shortcutType: "Search", rule: "A3.1", lazyMessage: Self.text, events: [3])
        defect.message = "another"
        #expect(defect.description == "lost Search (A3.1): another")
    }

    @Test("a defect's lazy message reads the same after the run goes on: it captured values, not the ledger (A2.7, A3.1)")
    func lazyMessageIsFixedWhenTheDefectIsFound() throws {
        var app = ScriptedApp()
        app.didFinish = { options, context in
            if let item = options.shortcutItem { context.route(item, to: "Page") }  // and true: performActionFor routes it again
            return true
        }
        var world = World(app: app, profile: .ios13)
        try world.perform(.install(meituanBundle))
        try world.perform(.select(type: "Search"))
        let found = world.defects
        let before = found.map(\.message)
        #expect(found.map(\.signature) == ["twice Search"], "expected one defect, 'twice Search', after the cold launch; got \(found.map(\.signature))")
        // The ledger goes on: more selections and routes of the same type, a kill, a new process.
        try world.perform(.goHome)
        try world.perform(.select(type: "Search"))
        try world.perform(.goHome)
        try world.perform(.systemKill)
        try world.perform(.select(type: "Coupon"))
        _ = world.finish()
        #expect(found.map(\.message) == before, "expected the messages read at the defect's finding and after the run went on to be equal; got \(before) then \(found.map(\.message))")
        #expect(Array(world.defects.prefix(found.count)).map(\.message) == before,
                "expected the world's copy of the defect to print as when found; got \(world.defects.map(\.message))")
    }
}
