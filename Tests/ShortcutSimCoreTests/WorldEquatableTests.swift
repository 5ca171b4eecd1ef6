import ShortcutSimCore
import Testing

/// `World` is `Equatable` (and `Hashable`) when its app is: forks compare as values.
@Suite("World equality")
struct WorldEquatableTests {
    /// A value app: it routes every action and counts the actions it saw, and waits a variable splash.
    struct CountingApp: ShortcutApp, Hashable, Sendable {
        var actions = 0

        mutating func processDidStart(context: inout AppContext) {
            context.schedule(AppTimer("splash"), between: .seconds(1), and: .seconds(3))
        }

        mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
            actions += 1
            context.route(item, to: item.type + "Page")
            context.complete(completionHandler, succeeded: true)
        }
    }

    static let bundle = AppBundle(version: 1, staticItems: [ShortcutItem(type: "Search", localizedTitle: "Search")])

    static func installed(profile: PlatformProfile = .ios13, forceTouch: ForceTouchCapability = .available) throws -> World<CountingApp> {
        var world = World(app: CountingApp(), profile: profile, forceTouch: forceTouch)
        try world.perform(.install(bundle))
        return world
    }

    /// `a` and `b` as the expectations print them: their clocks, states and the last lines of their traces.
    static func describe(_ a: World<CountingApp>, _ b: World<CountingApp>) -> String {
        func text(_ world: World<CountingApp>) -> String {
            "now \(world.now), \(world.applicationState), \(world.trace.count) events, last: \(world.trace.last?.line ?? "none")"
        }
        return "a: \(text(a))\nb: \(text(b))"
    }

    @Test("two worlds made alike are equal and hash alike; a fork is equal until one of them moves")
    func forksCompareAsValues() throws {
        let a = try Self.installed()
        var b = a
        #expect(a == b, "expected a fork to equal its original\n\(Self.describe(a, b))")
        let again = try Self.installed()
        #expect(again == a, "expected two worlds made by the same calls to be equal\n\(Self.describe(again, a))")
        #expect(a.hashValue == b.hashValue, "expected equal worlds to hash alike")
        try b.perform(.select(type: "Search"))
        #expect(a != b, "expected a fork that launched the app to differ from the original\n\(Self.describe(a, b))")
        var c = a
        try c.perform(.select(type: "Search"))
        #expect(b == c, "expected two forks given the same stimulus to be equal\n\(Self.describe(b, c))")
        #expect(Set([a, b, c]).count == 2, "expected a Set of the three worlds to hold two distinct ones; found \(Set([a, b, c]).count)")
    }

    @Test("the trace belongs to equality: the same state reached by another path is another world, with the same hashState")
    func traceBelongsToEquality() throws {
        var a = try Self.installed()
        let b = a
        try a.perform(.showMenu)  // records the menu it shows, and opens it
        a.advance(by: .zero)  // lets go of it (C2.1): nothing but the trace is left of it
        #expect(a.trace.count == b.trace.count + 1, "expected showMenu to record one event; \(Self.describe(a, b))")
        #expect(a != b, "expected worlds with different traces to differ\n\(Self.describe(a, b))")
        var first = Hasher(), second = Hasher()
        a.hashState(into: &first)
        b.hashState(into: &second)
        #expect(first.finalize() == second.finalize(), "expected hashState, which leaves the trace out, to be the same for both")
        #expect(a.hashValue == b.hashValue, "expected hashValue to be hashState's, without the trace")
    }

    @Test("the app, the clock, the timing decisions, the profile and 3D Touch each belong to equality")
    func observableFieldsBelongToEquality() throws {
        let base = try Self.installed()
        var launched = base
        try launched.perform(.select(type: "Search"))
        var otherApp = launched
        try otherApp.perform(.goHome)
        try launched.perform(.goHome)
        #expect(otherApp == launched, "expected the same steps to give equal worlds\n\(Self.describe(otherApp, launched))")
        try otherApp.perform(.select(type: "Search"))  // a warm action: the app counts it
        #expect(otherApp.app?.actions != launched.app?.actions && otherApp != launched,
                "expected worlds whose apps differ to differ: actions \(String(describing: otherApp.app?.actions)) vs \(String(describing: launched.app?.actions))")

        var later = base
        later.advance(by: .seconds(1))
        #expect(later != base, "expected worlds at different virtual times to differ: \(later.now) vs \(base.now)")

        var decided = base
        decided.timingDecisions[TimingKey(process: 1, timer: AppTimer("splash"), occurrence: 1)] = .seconds(2)
        #expect(decided != base, "expected a timing decision not yet used to make a world differ")

        let ios26 = try Self.installed(profile: .ios26)
        #expect(ios26 != base, "expected worlds under different profiles (ios26, ios13) to differ")
        let (without, with) = (try Self.installed(profile: .ios9, forceTouch: .unavailable), try Self.installed(profile: .ios9))
        #expect(without != with, "expected worlds on devices with and without 3D Touch to differ")
    }

    /// The stored properties `==` was written for, each compared (`setting` by its profile, 3D Touch and app template).
    static let comparedProperties: Set<String> = [
        "now", "homeScreen", "applicationState", "isDeviceLocked", "trace", "discardedEventCount", "defects", "runningApp", "storedValues",
        "timingDecisions", "undecidedTimings", "variableTimerPlaces", "setting", "process", "incarnations", "backgroundEpoch",
        "resumesAppOnUnlock", "deprecationNoticed", "scenes", "sessionCounter", "activationCounter", "scheduler", "ledger", "sharedTypeTitles",
        "effectStorage", "isComingForward", "isMenuOpen",
    ]

    @Test("World's stored properties are those its == compares: a new one must be decided for equality (World+Equatable.swift)")
    func everyStoredPropertyIsDecided() throws {
        let stored = Set(Mirror(reflecting: try Self.installed()).children.compactMap(\.label))
        #expect(stored == Self.comparedProperties, """
            World's stored properties changed: decide whether each belongs to == in Sources/ShortcutSimCore/Engine/World+Equatable.swift, \
            then update this list
            new, not compared: \(stored.subtracting(Self.comparedProperties).sorted())
            compared, no longer stored: \(Self.comparedProperties.subtracting(stored).sorted())
            """)
    }
}
