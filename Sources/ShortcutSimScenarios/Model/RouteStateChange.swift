import ShortcutSimCore

/// What a route's destination does to the app's own state once the router opens it (`reaches M`,
/// `undoes M`, `toggles M`): a quick action that turns a setting on or off, as GoodNight's
/// temperature action does, which the dynamic items built from that state (`if=`, `unless=`) and the
/// routes that need it then see.
public struct RouteStateChange: Hashable, Sendable {
    /// How the milestones change.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `reaches M`: the milestones are reached, as if the app reached them by itself.
        case reaches
        /// `undoes M`: the milestones are no longer reached (`milestone.undone`).
        case undoes
        /// `toggles M`: each milestone is undone when reached and reached when not.
        case toggles
    }

    /// How the milestones change.
    public var kind: Kind
    /// The milestones that change, in the order written.
    public var milestones: [Milestone]

    /// Creates a change.
    public init(kind: Kind, milestones: [Milestone]) {
        self.kind = kind
        self.milestones = milestones
    }
}
