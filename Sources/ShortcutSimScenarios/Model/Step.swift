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

    // The fields live in one copy-on-write box: every run copies each step out of the scenario into
    // its span, and a copy retained the file's path, the step's text and the strings of its action;
    // now it retains one reference.
    private var storage: SharedFields<Fields>

    /// The stored fields of a step, compared and hashed as the step.
    private struct Fields: Hashable, Sendable {
        var action: Action
        var location: SourceLocation
        var text: String
    }

    /// What the step does.
    public var action: Action {
        get { storage.fields.action }
        set { storage.fields.action = newValue }
    }
    /// Where the step was written.
    public var location: SourceLocation {
        get { storage.fields.location }
        set { storage.fields.location = newValue }
    }
    /// The step as written, for messages.
    public var text: String {
        get { storage.fields.text }
        set { storage.fields.text = newValue }
    }

    /// Creates a step.
    public init(action: Action, location: SourceLocation, text: String) {
        storage = SharedFields(Fields(action: action, location: location, text: text))
    }
}
