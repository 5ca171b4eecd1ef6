/// `UISceneActivationConditions`, reduced to what quick actions use: the `targetContentIdentifier`s
/// a scene prefers and those it can be activated for (B4.1).
///
/// Apple, `prefersToActivateForTargetContentIdentifierPredicate`: "The set of conditions for which
/// UIKit chooses to activate this scene over others. ... The default value of this property is a
/// predicate that always evaluates to the value false." `canActivateForTargetContentIdentifierPredicate`:
/// "Conditions for which UIKit can activate the scene if a better alternative doesn't exist."; by
/// default a scene can be activated for anything.
public struct SceneActivationConditions: Hashable, Sendable {
    /// The identifiers the scene can be activated for (`canActivate…`); nil accepts every item
    /// (UIKit's default predicate).
    public var targetContentIdentifiers: Set<String>?

    /// The identifiers for which UIKit chooses this scene over others (`prefersToActivate…`); empty
    /// by default, as UIKit's default predicate evaluates to false.
    public var preferredTargetContentIdentifiers: Set<String>

    /// Conditions whose scene both prefers and can only be activated for these identifiers, as
    /// Apple's examples set both predicates alike; nil accepts everything and prefers nothing.
    public init(targetContentIdentifiers: Set<String>? = nil) {
        self.targetContentIdentifiers = targetContentIdentifiers
        self.preferredTargetContentIdentifiers = targetContentIdentifiers ?? []
    }

    /// Conditions that prefer some identifiers and can be activated for others (nil: for anything,
    /// UIKit's default `canActivate…` predicate).
    public init(prefers preferred: Set<String>, canActivateFor identifiers: Set<String>? = nil) {
        self.targetContentIdentifiers = identifiers
        self.preferredTargetContentIdentifiers = preferred
    }

    /// Conditions that accept every item and prefer none.
    public static let any = SceneActivationConditions()

    /// Whether the scene can be activated for an item's identifier (`canActivate…`): listed, or a
    /// scene that accepts everything.
    public func matches(_ identifier: String?) -> Bool {
        guard let targetContentIdentifiers else { return true }
        return identifier.map(targetContentIdentifiers.contains) ?? false
    }

    /// Whether UIKit chooses this scene over others for the identifier (`prefersToActivate…`).
    public func prefers(_ identifier: String?) -> Bool {
        identifier.map(preferredTargetContentIdentifiers.contains) ?? false
    }
}
