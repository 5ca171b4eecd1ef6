/// A part of a simulation state that feeds its words to a ``StateHasher``: everything its `==`
/// compares, in an encoding that no other value of the type shares.
public protocol StateHashable {
    /// Feeds the value's words to the hasher.
    func hashState(into hasher: inout StateHasher)
}
