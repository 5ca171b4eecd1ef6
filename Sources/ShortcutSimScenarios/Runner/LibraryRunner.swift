import Dispatch
import ShortcutSimCore

/// Loads and runs many scenario files on several threads, and reports each file's outcome in file
/// order: what `shortcut-sim run` prints and `bench` measures as its library figure.
///
/// Each worker takes the next file as soon as it is done with one, never waiting for the others,
/// while the calling thread reports the outcomes one by one in file order and drops each once
/// reported. Workers stay at most a window of files ahead of the report, so what the caller sees
/// never depends on the number of workers, and memory stays flat however many files run (a
/// window's scenarios, results and traces at most). A scenario with variations is explored by its
/// worker with the same number of workers (nested: the calling thread of an exploration always
/// takes part, so it cannot wait on itself); exploration results do not depend on them either.
public struct LibraryRunner: Sendable {
    /// What became of one file.
    public enum Outcome {
        /// The file did not load: the errors that say why, in the order the loader reports them.
        case invalid(DiagnosticError)
        /// The file loaded (the scenario, with its warnings) and ran (a scenario with variations was explored).
        case ran(Scenario, ScenarioResult)
    }

    /// How many files, per worker, may be loaded and run ahead of the one reported next: enough that
    /// a slow file (an exploration) leaves the other workers busy, few enough to take little memory.
    public static let filesPerWorker = 16

    /// The profile every scenario runs under instead of its own (`run --profile NAME`), or nil.
    public var profile: PlatformProfile?
    /// Whether each scenario is explored under every profile (`run --profile every`).
    public var everyProfile: Bool
    /// The most distinct states an exploration visits before it stops and fails (`--max-states`).
    public var maxStates: Int
    /// Threads that load and run files, and explore each scenario with variations (`--jobs`).
    public var workers: Int

    /// Creates a runner: by default each scenario under its own profile, on every core.
    public init(profile: PlatformProfile? = nil, everyProfile: Bool = false,
                maxStates: Int = ExplorationConfiguration.defaultMaxStates, workers: Int = ExplorationConfiguration().workers) {
        self.profile = profile
        self.everyProfile = everyProfile
        self.maxStates = maxStates
        self.workers = max(1, workers)
    }

    /// Loads and runs every file, and calls `report` with each outcome in the order of `files`, on
    /// the calling thread; a file's outcome is dropped once `report` returns.
    public func run(_ files: [String], report: (_ file: String, _ outcome: Outcome) -> Void) {
        guard workers > 1, files.count > 1 else {
            for file in files { report(file, outcome(of: file)) }
            return
        }
        let results = OrderedResults<Outcome>(count: files.count, window: workers * Self.filesPerWorker)
        let done = DispatchGroup()
        for _ in 0..<min(workers, files.count) {
            DispatchQueue.global().async(group: done) { [self] in
                while let index = results.claim() { results.store(outcome(of: files[index]), at: index) }
            }
        }
        for file in files { report(file, results.takeNext()) }
        done.wait()
    }

    /// Loads and runs one file, as ``run(_:report:)`` does for each.
    public func outcome(of file: String) -> Outcome {
        var scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(path: file)
        } catch {
            return .invalid(error)
        }
        if everyProfile { scenario = scenario.exploringEveryProfile() }
        return .ran(scenario, ScenarioRunner.run(scenario, profile: profile, maxStates: maxStates, workers: workers))
    }
}
