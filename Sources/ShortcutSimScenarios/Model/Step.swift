import ShortcutSimCore

/// One line of the `steps:` section.
public struct Step: Hashable, Sendable {
    /// What the step does.
    public enum Action: Hashable, Sendable {
        /// Apply a stimulus to the world.
        case stimulus(Stimulus)
        /// Install version 1, or the given version.
        case install(version: Int)
        /// Update to the given version, or to the next one.
        case update(version: Int?)
        /// Let virtual time pass.
        case wait(VirtualDuration)
        /// These steps, in every order (`any order:`); only the explorer runs them.
        case anyOrder([Step])
    }

    /// What the step does.
    public var action: Action
    /// Where the step was written.
    public var location: SourceLocation
    /// The step as written, for messages.
    public var text: String

    /// Creates a step.
    public init(action: Action, location: SourceLocation, text: String) {
        self.action = action
        self.location = location
        self.text = text
    }
}
