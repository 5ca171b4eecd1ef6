import ShortcutSimCore
import Testing

/// The virtual clock: ordering of work, virtual time only, determinism and forking.
@Suite("Scheduler and virtual time")
struct SchedulerTests {
    static func at(_ ms: Int64) -> VirtualInstant { VirtualInstant(millisecondsSinceStart: ms) }

    @Test("Scheduler: earliest first; work due at the same instant runs in insertion order")
    func sameInstantInsertionOrder() {
        var scheduler = Scheduler<String>()
        scheduler.schedule("a@5", at: Self.at(5))
        scheduler.schedule("b@1", at: Self.at(1))
        scheduler.schedule("c@5", at: Self.at(5))
        scheduler.schedule("d@1", at: Self.at(1))
        scheduler.schedule("e@3", at: Self.at(3))
        scheduler.schedule("f@5", at: Self.at(5))
        #expect(scheduler.count == 6)
        #expect(scheduler.nextTime == Self.at(1))
        var order: [String] = []
        while let (_, work) = scheduler.popNext(dueBy: Self.at(100)) { order.append(work) }
        #expect(order == ["b@1", "d@1", "e@3", "a@5", "c@5", "f@5"])
        #expect(scheduler.isEmpty)
    }

    @Test("Scheduler: nothing is popped before its time; work scheduled later for an earlier instant goes first")
    func deadlineRespected() {
        var scheduler = Scheduler<String>()
        scheduler.schedule("late", at: Self.at(10))
        let tooEarly = scheduler.popNext(dueBy: Self.at(9))
        #expect(tooEarly == nil)
        scheduler.schedule("early", at: Self.at(2))
        let early = scheduler.popNext(dueBy: Self.at(9))
        #expect(early?.work == "early")
        let stillTooEarly = scheduler.popNext(dueBy: Self.at(9))
        #expect(stillTooEarly == nil)
        let last = scheduler.popNext(dueBy: Self.at(10))
        #expect(last?.work == "late")
        #expect(last?.time == Self.at(10))
    }

    @Test("Scheduler: removeAll drops matching work and keeps the order of the rest")
    func removeAll() {
        var scheduler = Scheduler<Int>()
        for value in [4, 1, 3, 2] { scheduler.schedule(value, at: Self.at(7)) }
        scheduler.removeAll { $0.isMultiple(of: 2) }
        var order: [Int] = []
        while let (_, work) = scheduler.popNext(dueBy: Self.at(7)) { order.append(work) }
        #expect(order == [1, 3])
    }

    @Test("Scheduler: rescheduled work keeps its place among work due at the same instant; run work cannot move")
    func rescheduleKeepsSchedulingOrder() {
        var scheduler = Scheduler<String>()
        let first = scheduler.schedule("first", at: Self.at(9))
        scheduler.schedule("second", at: Self.at(5))
        let third = scheduler.schedule("third", at: Self.at(5))
        let moved = scheduler.reschedule(first, to: Self.at(5))
        #expect(moved, "queued work can move")
        #expect(scheduler.isQueued(third))
        var order: [String] = []
        while let (_, work) = scheduler.popNext(dueBy: Self.at(100)) { order.append(work) }
        #expect(order == ["first", "second", "third"], "scheduled first, so it runs first at the instant it moved to")
        #expect(!scheduler.isQueued(third))
        let movedAfterRunning = scheduler.reschedule(third, to: Self.at(50))
        #expect(!movedAfterRunning, "work that ran is gone")
        #expect(scheduler.isEmpty)
    }

    @Test("World: moving an unfired variable timer to another delay gives the world that running with the delay decided gives")
    func redecideEqualsRunWithDecision() throws {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.schedule("splash", between: .seconds(1), and: .seconds(6))
            context.schedule("ads", after: .seconds(4))
            return true
        }
        var redecided = try installedWorld(app)
        try redecided.perform(.tapIcon)
        let request = try #require(redecided.undecidedTimings.first, "the splash took its earliest delay, undecided")
        #expect(redecided.isWaiting(request.key))
        let toNow = redecided.redecide(request.key, delay: .zero)
        #expect(!toNow, "a delay ending now would have fired in the run")
        let toLater = redecided.redecide(request.key, delay: .seconds(4))
        #expect(toLater)

        var decided = try installedWorld(app)
        decided.timingDecisions = [request.key: .seconds(4)]
        try decided.perform(.tapIcon)
        #expect(decided.undecidedTimings.isEmpty)

        redecided.advance(by: .seconds(10))
        decided.advance(by: .seconds(10))
        #expect(redecided.trace == decided.trace)
        #expect(redecided.trace.events.map(\.line).filter { $0.contains("app.timer") } == [
            "   4.000s  app.timer splash",
            "   4.000s  app.timer ads",
        ], "scheduled first, the splash still fires before the ads at the instant it moved to")
        #expect(!redecided.isWaiting(request.key))
        let afterFiring = redecided.redecide(request.key, delay: .seconds(5))
        #expect(!afterFiring, "a timer that fired cannot be moved")
    }

    @Test("Scheduler: app timers due at the same instant fire in the order the app scheduled them")
    func worldTimersSameInstant() throws {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.schedule("second", after: .seconds(3))
            context.schedule("first-but-later", after: .seconds(4))
            context.schedule("third", after: .seconds(3))
            return true
        }
        app.didBecomeActive = { context in context.schedule("fourth", after: .seconds(3)) }
        var world = try installedWorld(app)
        try world.perform(.tapIcon)
        world.advance(by: .seconds(10))
        #expect(world.trace.events.map(\.line).filter { $0.contains("app.timer") } == [
            "   3.000s  app.timer second",
            "   3.000s  app.timer third",
            "   3.000s  app.timer fourth",
            "   4.000s  app.timer first-but-later",
        ])
    }

    @Test("Virtual time only: a day passes at once, the clock lands exactly on the deadline, timers at exact instants")
    func virtualTimeOnly() throws {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.schedule("tick", after: .milliseconds(1_250))
            return true
        }
        var world = try installedWorld(app)
        try world.perform(.tapIcon)
        let clock = ContinuousClock()
        let started = clock.now
        world.advance(by: .minutes(24 * 60))
        #expect(clock.now - started < .seconds(5), "advancing virtual time never waits for real time")
        #expect(world.now == VirtualInstant(millisecondsSinceStart: 86_400_000))
        #expect(world.trace.events.map(\.line).filter { $0.contains("app.timer") } == ["   1.250s  app.timer tick"])
        #expect(world.trace.events.last?.time == Self.at(1_250), "nothing happens on its own after the timer")
    }

    @Test("Determinism: the same stimuli give the same trace, byte for byte")
    func deterministic() throws {
        func run() throws -> String {
            var world = try installedWorld(.savingLaunchItem(splash: .seconds(2)), profile: .ios26)
            try world.perform(.select(type: "Search"))
            world.advance(by: .seconds(3))
            try world.run(.goHome, .select(type: "Coupon"), .goHome)
            world.advance(by: .seconds(7))
            try world.run(.systemKill, .tapIcon)
            return world.trace.text
        }
        let first = try run()
        #expect(first == (try run()))
        #expect(first.hasPrefix("   0.000s  system.install version=1\n"))
    }

    @Test("Forking: a copied World goes on independently of the original")
    func forkDiverges() throws {
        var original = try installedWorld()
        try original.run(.tapIcon, .goHome)
        let snapshot = original.trace
        var left = original
        var right = original
        try left.perform(.select(type: "Search"))
        try right.perform(.forceQuit)
        right.advance(by: .seconds(1))
        try right.perform(.select(type: "Coupon"))

        #expect(original.trace == snapshot, "the original is untouched by its copies")
        #expect(original.applicationState == .background)
        #expect(left.trace.count > snapshot.count && right.trace.count > snapshot.count)
        #expect(Array(left.trace.events.prefix(snapshot.count)) == snapshot.events)
        #expect(Array(right.trace.events.prefix(snapshot.count)) == snapshot.events)
        #expect(left.lines(since: snapshot.count).contains("app.willEnterForeground"), "left resumed warm")
        #expect(right.lines(since: snapshot.count).contains("app.willFinishLaunching shortcut=Coupon -> true"), "right launched cold")
        #expect(left.now == VirtualInstant.start && right.now == Self.at(1_000))
        #expect(left.finish().isEmpty && right.finish().isEmpty)
        // The forked clock keeps the original's pending suspension in each copy independently.
        original.advance(by: .seconds(5))
        #expect(original.applicationState == .suspended)
        #expect(left.applicationState == .active)
    }
}
