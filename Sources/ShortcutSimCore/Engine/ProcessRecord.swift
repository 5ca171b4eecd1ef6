/// What lives and dies with one app process.
struct ProcessRecord: Hashable, Sendable {
    /// The incarnation number, counted from 1 across the world's life.
    var incarnation: Int
    /// The item the process was launched with, if it was a quick-action launch (A1.3).
    var launchItem: ShortcutItem?
    /// Whether the launch item goes to performActionFor (A2.3).
    var gateOpen = true
    /// What each launch method contributed to the gate, for the trace (A2.3).
    var gateInputs = GateInputs(willFinish: .notImplemented, didFinish: .notImplemented)

    /// The two launch methods' outcomes that make the gate.
    struct GateInputs: Hashable, Sendable {
        var willFinish: LaunchMethodOutcome
        var didFinish: LaunchMethodOutcome
    }
    /// Whether the launch has finished: the first activation, or the launch methods of a launch
    /// into the background; until then actions merge into the launch (A4.3).
    var hasActivated = false
    /// Actions that arrived during the launch and wait for its end (A4.3, E4).
    var mergedItems: [ShortcutItem] = []
    /// Milestones reached in this process.
    var reachedMilestones = MilestoneSet()
    /// App timers that fell due while the process was suspended; they run when it runs again (A7.3).
    var timersDueWhileSuspended: [AppTimer] = []
    /// How many variable-delay timers of each name this process has scheduled, for ``TimingKey``.
    /// A short list in a fixed order (``HashedName/precedes(_:_:)``) rather than a dictionary: the
    /// explorer hashes it in every state, and a dictionary hashes each entry on its own.
    var variableTimerCounts: [VariableTimerCount] = []

    /// How many variable-delay timers of one name the process has scheduled.
    struct VariableTimerCount: Hashable, Sendable {
        var timer: AppTimer
        var count: Int
    }

    /// Counts one more variable-delay timer of this name and returns how many there have been.
    mutating func countVariableTimer(_ timer: AppTimer) -> Int {
        let index = variableTimerCounts.firstIndex { !HashedName.precedes($0.timer.key, timer.key) } ?? variableTimerCounts.endIndex
        if index < variableTimerCounts.endIndex, variableTimerCounts[index].timer == timer {
            variableTimerCounts[index].count += 1
        } else {
            variableTimerCounts.insertInOrder(VariableTimerCount(timer: timer, count: 1), at: index)
        }
        return variableTimerCounts[index].count
    }

    /// Feeds every field to a state's hash.
    func hashState(into hasher: inout StateHasher) {
        hasher.combine(incarnation)
        hasher.combine(launchItem != nil)
        launchItem?.hashState(into: &hasher)
        hasher.combine(UInt64(gateOpen ? 1 : 0) | UInt64(hasActivated ? 2 : 0)
                       | Self.code(gateInputs.willFinish) << 2 | Self.code(gateInputs.didFinish) << 4)
        hasher.combine(mergedItems.count)
        for item in mergedItems { item.hashState(into: &hasher) }
        reachedMilestones.hashState(into: &hasher)
        hasher.combine(timersDueWhileSuspended.count)
        for timer in timersDueWhileSuspended { timer.hashState(into: &hasher) }
        hasher.combine(variableTimerCounts.count)
        for counted in variableTimerCounts {
            counted.timer.hashState(into: &hasher)
            hasher.combine(counted.count)
        }
    }

    /// A launch method's outcome in two bits.
    private static func code(_ outcome: LaunchMethodOutcome) -> UInt64 {
        switch outcome {
        case .notImplemented: return 0
        case .returned(let value): return value ? 2 : 1
        }
    }
}
