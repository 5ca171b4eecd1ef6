import ShortcutSimCore

/// The other screen a route's code opens depending on the app's state (`if dimmed ready, else -> FailedAlert`,
/// `unless dimmed ready, else -> FailedAlert`): the destination's code checks milestones and shows another
/// screen, such as an alert, instead of doing its work. What the app does with an item is its own job (C1.2).
public struct RouteBranch: Hashable, Sendable {
    /// Whether the destination opens when the milestones are reached (`if M ready`) or when they are not (`unless M ready`).
    public enum Condition: String, CaseIterable, Hashable, Sendable {
        /// `if M ready`: the destination once every milestone is reached, the other screen before.
        case ifReady = "if"
        /// `unless M ready`: the other screen once every milestone is reached, the destination before.
        case unlessReady = "unless"
    }

    /// Which state opens the destination.
    public var condition: Condition
    /// The milestones checked, once, as the router opens the destination.
    public var milestones: [Milestone]
    /// The screen the router opens otherwise (`else -> FailedAlert`).
    public var otherDestination: String

    /// Creates a branch.
    public init(condition: Condition, milestones: [Milestone], otherDestination: String) {
        self.condition = condition
        self.milestones = milestones
        self.otherDestination = otherDestination
    }

    /// Whether the route's own destination opens, given whether every milestone is reached.
    public func opensDestination(allReached: Bool) -> Bool {
        condition == .ifReady ? allReached : !allReached
    }
}
