import Foundation
import ShortcutSimScenarios
import Testing

/// Every library scenario gives the same trace, defects and diagnostics whatever else runs before it
/// or beside it: runs in a seeded random order, in parallel, match a sequential baseline byte for byte.
@Suite("Library determinism")
struct LibraryDeterminismTests {
    /// The environment variable that replays a given seed; without it each run draws a new one.
    static let seedVariable = "SHORTCUTSIM_DETERMINISM_SEED"

    /// How many times each scenario runs in the shuffled, parallel pass.
    static let copies = 4

    /// The most mismatches reported one by one; the rest are counted.
    static let reportLimit = 20

    /// Runs every library file once in order, then several copies each shuffled and in parallel, and compares.
    @Test("shuffled parallel runs of every library scenario match a sequential baseline byte for byte")
    func shuffledParallelRunsMatchBaseline() async throws {
        let files = ScenarioLibrary.files
        try #require(!files.isEmpty, "no library scenarios under \(ScenarioLibrary.folder.path)")
        let seed = ProcessInfo.processInfo.environment[Self.seedVariable].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        let replay = "replay with \(Self.seedVariable)=\(seed) swift test --filter LibraryDeterminismTests"

        let baseline = files.map { ScenarioOutcome(path: ScenarioLibrary.path($0)) }

        var generator = SplitMix64(seed: seed)
        let jobs = Self.shuffled(files.indices.flatMap { file in (0..<Self.copies).map { (file: file, copy: $0) } }, using: &generator)
        let outcomes = await withTaskGroup(of: (Int, ScenarioOutcome).self) { group in
            for (position, job) in jobs.enumerated() {
                let path = ScenarioLibrary.path(files[job.file])
                group.addTask { (position, ScenarioOutcome(path: path)) }
            }
            var outcomes = [ScenarioOutcome?](repeating: nil, count: jobs.count)
            for await (position, outcome) in group { outcomes[position] = outcome }
            return outcomes
        }

        var mismatches = 0
        for (position, job) in jobs.enumerated() {
            guard let outcome = outcomes[position] else {
                Issue.record("seed \(seed): run \(position + 1) of \(files[job.file]) produced no outcome; \(replay)")
                continue
            }
            guard let difference = outcome.firstDifference(from: baseline[job.file]) else { continue }
            mismatches += 1
            if mismatches <= Self.reportLimit {
                Issue.record("""
                    seed \(seed): \(files[job.file]), run \(position + 1) of \(jobs.count) in the shuffled order \
                    (copy \(job.copy + 1) of \(Self.copies)), differs from the sequential baseline:
                    \(difference)
                    \(replay)
                    """)
            }
        }
        #expect(mismatches <= Self.reportLimit, "seed \(seed): \(mismatches) runs differ in all (the first \(Self.reportLimit) are reported); \(replay)")
    }

    /// Checks the generator against the published SplitMix64 outputs.
    @Test("SplitMix64 gives the reference sequence for seed 0")
    func splitMixReferenceValues() {
        var generator = SplitMix64(seed: 0)
        #expect([generator.next(), generator.next(), generator.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    /// Checks that a seed fixes the order, and that the order is a permutation.
    @Test("the same seed gives the same order")
    func shuffleIsReplayable() {
        var first = SplitMix64(seed: 42), second = SplitMix64(seed: 42)
        let items = Array(0..<100)
        let order = Self.shuffled(items, using: &first)
        #expect(order == Self.shuffled(items, using: &second))
        #expect(order != items && order.sorted() == items)
    }

    /// Checks that a mismatch names the part that differs and its first differing line, baseline first.
    @Test("a difference names the part and its first differing line")
    func differenceMessage() {
        let baseline = ScenarioOutcome(trace: "a\nb\nc", defects: "", diagnostics: "")
        #expect(ScenarioOutcome(trace: "a\nb\nc", defects: "", diagnostics: "").firstDifference(from: baseline) == nil)
        #expect(ScenarioOutcome(trace: "a\nB\nc", defects: "", diagnostics: "").firstDifference(from: baseline)
                == "first difference in the trace, line 2:\n  baseline: b\n  this run: B")
        #expect(ScenarioOutcome(trace: "a\nb\nc", defects: "twice Search", diagnostics: "").firstDifference(from: baseline)
                == "first difference in the defects, line 1:\n  baseline: \n  this run: twice Search")
        #expect(ScenarioOutcome(trace: "a\nb", defects: "", diagnostics: "").firstDifference(from: baseline)
                == "first difference in the trace, line 3:\n  baseline: c\n  this run: (end)")
    }

    /// A Fisher–Yates shuffle written out here, so a seed replays the same order on every toolchain.
    static func shuffled<Element>(_ items: [Element], using generator: inout SplitMix64) -> [Element] {
        var items = items
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            let other = Int(generator.next() % UInt64(index + 1))
            items.swapAt(index, other)
        }
        return items
    }
}
