/// `UISceneActivationConditions`, reduced to what quick actions use: which `targetContentIdentifier`s
/// a scene can be activated for (B4.1).
public struct SceneActivationConditions: Hashable, Sendable {
    /// The identifiers the scene accepts; nil accepts every item (UIKit's default predicate).
    public var targetContentIdentifiers: Set<String>?

    /// Creates conditions; nil accepts everything.
    public init(targetContentIdentifiers: Set<String>? = nil) { self.targetContentIdentifiers = targetContentIdentifiers }

    /// Conditions that accept every item.
    public static let any = SceneActivationConditions()

    /// Whether an item's identifier matches: accepted explicitly, or by a scene that accepts everything.
    public func matches(_ identifier: String?) -> Bool {
        guard let targetContentIdentifiers else { return true }
        return identifier.map(targetContentIdentifiers.contains) ?? false
    }
}
