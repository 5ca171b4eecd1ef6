import ShortcutSimCore
import Testing

/// `World.discardTrace()` drops past events for callers that consume them as they come (the
/// explorer), without changing the run: later events, defects and their event indices are the same.
@Suite("Discarding the trace")
struct TraceDiscardTests {
    @Test("a run that discards its trace after every stimulus records the same events and defects, indexed from the start of the run")
    func discardingKeepsTheRun() throws {
        let stimuli: [Stimulus] = [.select(type: "Search"), .goHome, .tapIcon, .goHome, .select(type: "Search")]
        var whole = try installedWorld(.savingLaunchItem(clearsAfterHandling: false))
        var discarding = whole
        var pieces: [TraceEvent] = discarding.trace.events
        discarding.discardTrace()
        for stimulus in stimuli {
            try whole.perform(stimulus)
            try discarding.perform(stimulus)
            #expect(discarding.discardedEventCount + discarding.trace.count == whole.trace.count,
                    "after \(stimulus), the discarded and kept events should add up to the whole trace")
            pieces += discarding.trace.events
            discarding.discardTrace()
            #expect(discarding.trace.isEmpty, "discardTrace() should leave no events")
        }
        #expect(pieces == whole.trace.events, "the events seen piece by piece should be the whole trace")
        #expect(discarding.finish() == whole.finish(), "defects, with their event indices, should not depend on discarding")
        #expect(whole.finish().contains { $0.signature == "refired Search" }, "the run should show the refire it was built for")
    }
}
