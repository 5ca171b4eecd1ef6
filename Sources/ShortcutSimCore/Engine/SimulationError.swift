/// A stimulus that cannot happen in the world's current state, such as selecting an item not in the menu.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What cannot happen and why.
    public var message: String
    /// Further lines: the menu, the app's state, a suggestion.
    public var notes: [String]

    /// Creates an error.
    public init(_ message: String, notes: [String] = []) {
        self.message = message
        self.notes = notes
    }

    /// The message followed by its notes.
    public var description: String { ([message] + notes).joined(separator: "\n") }
}
