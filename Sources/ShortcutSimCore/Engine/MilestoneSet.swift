/// The milestones a process has reached: a few at most, kept in one sorted array rather than a
/// `Set`, so a lookup compares a few words instead of running a seeded hasher, adding one copies a
/// short array instead of rehashing a table, and equal sets are equal arrays (in a fixed order),
/// which the state's hash reads in order.
struct MilestoneSet: Hashable, Sendable {
    /// The milestones, in the order of ``HashedName/precedes(_:_:)``.
    private(set) var milestones: [Milestone] = []

    /// No milestone.
    init() {}

    /// The milestones of a set.
    init(_ set: Set<Milestone>) {
        for milestone in set { insert(milestone) }
    }

    /// Whether the milestone is in the set.
    func contains(_ milestone: Milestone) -> Bool { milestones.contains(milestone) }

    /// Whether every milestone of the sequence is in the set.
    func containsAll<S: Sequence>(_ others: S) -> Bool where S.Element == Milestone { others.allSatisfy(contains) }

    /// Adds the milestone; returns whether it was not there yet.
    @discardableResult
    mutating func insert(_ milestone: Milestone) -> Bool {
        let index = milestones.firstIndex { !HashedName.precedes($0.key, milestone.key) } ?? milestones.endIndex
        if index < milestones.endIndex, milestones[index] == milestone { return false }
        milestones.insertInOrder(milestone, at: index)
        return true
    }

    /// Removes the milestone, if it is there (the user undid it, such as by signing out).
    mutating func remove(_ milestone: Milestone) {
        milestones.removeAll { $0 == milestone }
    }

    /// The milestones as a `Set`, for the public API.
    var set: Set<Milestone> { Set(milestones) }

    /// Feeds the count and each milestone's digest, in order, to a state's hash.
    func hashState(into hasher: inout StateHasher) {
        hasher.combine(milestones.count)
        for milestone in milestones { milestone.hashState(into: &hasher) }
    }
}
