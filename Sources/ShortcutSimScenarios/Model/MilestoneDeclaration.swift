import ShortcutSimCore

/// A readiness milestone of the app and when it is reached.
public struct MilestoneDeclaration: Hashable, Sendable {
    /// When the milestone is reached.
    public enum Start: Hashable, Sendable {
        /// When the process starts, before the first launch method (`at launch`).
        case atLaunch
        /// This long after the process starts (a splash screen, ads); `0s after launch` is a timer
        /// that fires right after the launch callbacks, unlike `at launch`.
        case afterLaunch(VirtualDuration)
        /// This long after another milestone.
        case after(Milestone, VirtualDuration)
        /// When a `reach NAME` step happens (the user logs in, finishes onboarding).
        case onStep
        /// At some point in a window after the process starts (`between 1s and 6s after launch`);
        /// the explorer tries every point.
        case withinAfterLaunch(DelayWindow)
        /// At some point in a window after another milestone (`any time after login`).
        case withinAfter(Milestone, DelayWindow)

        /// The window of a timing that varies; nil for a fixed one.
        public var window: DelayWindow? {
            switch self {
            case .withinAfterLaunch(let window), .withinAfter(_, let window): return window
            case .atLaunch, .afterLaunch, .after, .onStep: return nil
            }
        }

        /// Whether the timing varies, so only the explorer can run it.
        public var varies: Bool { window != nil }
    }

    /// The milestone.
    public var milestone: Milestone
    /// When it is reached.
    public var start: Start
    /// When it is reached in the second, third, … process of the run (`, then 5s after launch`);
    /// the last one holds for every later process. Empty: `start` holds in every process.
    public var laterStarts: [Start]
    /// Whether it is stored and holds from the start of every later launch (first-run setup).
    public var remembered: Bool
    /// Where it was declared.
    public var location: SourceLocation

    /// Creates a declaration.
    public init(milestone: Milestone, start: Start, laterStarts: [Start] = [], remembered: Bool = false, location: SourceLocation) {
        self.milestone = milestone
        self.start = start
        self.laterStarts = laterStarts
        self.remembered = remembered
        self.location = location
    }

    /// When the milestone is reached in the process with this number (1 for the first process of the run).
    public func start(inProcess number: Int) -> Start {
        guard number > 1, !laterStarts.isEmpty else { return start }
        return laterStarts[min(number - 2, laterStarts.count - 1)]
    }
}
