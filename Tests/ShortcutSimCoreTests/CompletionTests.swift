import ShortcutSimCore
import Testing

/// The `performActionFor` completion handler: rules A5.x.
@Suite("Completion handler (A5)")
struct CompletionTests {
    /// An app whose performAction routes the item and calls the completion handler `calls` times with `succeeded`.
    static func completing(_ calls: Int, succeeded: Bool = true) -> ScriptedApp {
        var app = ScriptedApp()
        app.performAction = { item, handler, context in
            context.route(item, to: "\(item.type)Page")
            for _ in 0..<calls { context.complete(handler, succeeded: succeeded) }
        }
        return app
    }

    @Test("A5.1 the completion handler reports the app's success or failure", arguments: [true, false])
    func completionReportsResult(succeeded: Bool) throws {
        var world = try installedWorld(Self.completing(1, succeeded: succeeded))
        try world.perform(.select(type: "Search"))
        #expect(Array(callbacks(world).suffix(4)) == [
            "app.performAction Search",
            "route Search -> SearchPage",
            "app.completion Search -> \(succeeded)",
            "app.didBecomeActive",
        ])
        #expect(world.finish().isEmpty, "false is a legitimate answer, not a defect")
    }

    @Test("A5.2 UIKit ignores the Bool: a run that reports false goes on exactly like one that reports true")
    func boolIgnored() throws {
        func run(succeeded: Bool) throws -> [String] {
            var world = try installedWorld(Self.completing(1, succeeded: succeeded))
            try world.run(.select(type: "Search"), .goHome, .select(type: "Coupon"), .goHome, .select(type: "Search"))
            #expect(world.finish().isEmpty)
            return world.trace.events.map(\.line)
        }
        let failed = try run(succeeded: false)
        let succeeded = try run(succeeded: true)
        #expect(failed.count == succeeded.count)
        let differing = zip(failed, succeeded).filter { $0 != $1 }
        #expect(differing.count == 3, "only the three completion lines differ")
        #expect(differing.allSatisfy { $0.0.contains("app.completion") && $0.0.hasSuffix("-> false") && $0.1.hasSuffix("-> true") })
    }

    @Test("A5.4 never calling the handler: no timeout, no event, but a completion-missing warning at the end")
    func neverCalled() throws {
        var world = try installedWorld(Self.completing(0))
        try world.perform(.select(type: "Search"))
        let mark = world.trace.count
        world.advance(by: .minutes(60))
        #expect(world.trace.count == mark, "A5.4: UIKit never times out a completion handler")
        #expect(world.applicationState == .active)
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["completion-missing Search"])
        #expect(defects.first?.rule == "A5.4")
        #expect(defects.first?.kind.severity == .warning)
        #expect(defects.first.map { world.trace[$0.events[0]].words.description } == "app.performAction Search",
                "the defect points at the delivery")
    }

    @Test("A5.4 calling the handler twice is a harmless repeat, reported once as a completion-twice warning",
          arguments: [2, 3])
    func calledTwice(calls: Int) throws {
        var world = try installedWorld(Self.completing(calls))
        try world.perform(.select(type: "Search"))
        #expect(callbacks(world).filter { $0.hasPrefix("app.completion") } == Array(repeating: "app.completion Search -> true", count: calls))
        #expect(callbacks(world).last == "app.didBecomeActive", "the launch goes on as usual")
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["completion-twice Search"])
        #expect(defects.first?.rule == "A5.4")
        #expect(defects.first?.kind.severity == .warning)
        #expect(defects.first.map { $0.events.map { world.trace[$0].words.description } } == [
            "app.performAction Search", "app.completion Search -> true", "app.completion Search -> true",
        ])
    }

    @Test("A5.4 each delivery has its own handler: completing each once is not a repeat")
    func handlersArePerDelivery() throws {
        var world = try installedWorld(Self.completing(1))
        try world.run(.select(type: "Search"), .goHome, .select(type: "Search"))
        #expect(world.finish().isEmpty)
    }

    @Test("A5.4 a handler kept and called later from a timer counts as called")
    func completedLater() throws {
        var app = ScriptedApp()
        app.performAction = { item, handler, context in
            context.route(item, to: "\(item.type)Page")
            context.storedValues["pending"] = .integer(handler.delivery)
            context.schedule("finish", after: .seconds(1))
        }
        app.timer = { _, context in
            guard case .integer(let delivery)? = context.storedValues["pending"] else { return }
            context.complete(CompletionHandler(delivery: delivery, item: searchItem), succeeded: true)
        }
        var world = try installedWorld(app)
        try world.perform(.select(type: "Search"))
        #expect(world.finish().map(\.signature) == ["completion-missing Search"], "not yet called")
        world.advance(by: .seconds(1))
        #expect(world.finish().isEmpty)
        #expect(world.trace.events.last?.line == "   1.000s  app.completion Search -> true")
    }

    @Test("A5.4 a crash in a later process does not excuse a handler an earlier process never called")
    func crashInLaterProcessKeepsEarlierMissingCompletion() throws {
        var app = ScriptedApp()
        app.performAction = { item, handler, context in  // Search routes without calling its handler; Coupon crashes
            guard item.type == "Search" else { return context.crash(handling: item, missing: []) }
            context.route(item, to: "SearchPage")
        }
        var world = try installedWorld(app)
        try world.run(.select(type: "Search"), .goHome)
        world.advance(by: .seconds(10))
        try world.run(.systemKill, .select(type: "Coupon"))
        let signatures = world.finish().map(\.signature).sorted()
        #expect(signatures == ["completion-missing Search", "crash Coupon"],
                "expected the first process's uncalled handler to stay a completion-missing warning beside the second's crash; found \(signatures)")
    }
}
