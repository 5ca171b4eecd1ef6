import ShortcutSimCore

/// A route from a shortcut type to a destination.
public struct RouteDeclaration: Hashable, Sendable {
    // The fields live in one copy-on-write box: the declarative app reads the route it opens on every
    // routed item, and a copy retained each of its strings and lists, about 250 instructions; now it
    // retains one reference.
    private var storage: SharedFields<Fields>

    /// The stored fields of a route, compared and hashed as the route.
    private struct Fields: Hashable, Sendable {
        var shortcutType: String
        var title: String?
        var userInfo: RouteUserInfoCondition?
        var destination: String
        var requires: [Milestone]
        var checked: [Milestone] = []
        var ifMissing: HandlingTrigger.NotReadyOutcome = .crashes
        var crashesWith: [Milestone] = []
        var dropsWhileInactive: Bool = false
        var alwaysCrashes: Bool = false
        var stateChange: RouteStateChange?
        var branch: RouteBranch?
        var aftermath: RouteAftermath?
        var versions: VersionRange
        var location: SourceLocation
    }

    /// The type, matched exactly (C1.2).
    public var shortcutType: String {
        get { storage.fields.shortcutType }
        set { storage.fields.shortcutType = newValue }
    }
    /// The title the route also matches (`URI "Lights off" -> LightsOff`), for items that share a type and
    /// that the app tells apart by what else they carry; nil matches any item of the type. A route with a
    /// title wins over one without for an item with that title.
    public var title: String? {
        get { storage.fields.title }
        set { storage.fields.title = newValue }
    }
    /// The `userInfo` value the route also matches (`URI userInfo.name="lights_on" -> LightsOn`), for a router
    /// that reads a key of the item's `userInfo` (C4.1); nil matches any item of the type. An item without the
    /// key, or with another value, is left to the other routes of its type, and is `route.unhandled` when none
    /// takes it (C1.2). Like a title, it wins over a route of the type alone.
    public var userInfo: RouteUserInfoCondition? {
        get { storage.fields.userInfo }
        set { storage.fields.userInfo = newValue }
    }
    /// The screen the router shows.
    public var destination: String {
        get { storage.fields.destination }
        set { storage.fields.destination = newValue }
    }
    /// Milestones the destination needs (login): until reached the router waits.
    public var requires: [Milestone] {
        get { storage.fields.requires }
        set { storage.fields.requires = newValue }
    }
    /// Milestones the destination's code uses without waiting for them (`crashes without blog`,
    /// `dropped without store`): when one is not reached as the router opens the destination, the
    /// app does what ``ifMissing`` says, for this type only.
    public var checked: [Milestone] {
        get { storage.fields.checked }
        set { storage.fields.checked = newValue }
    }
    /// What the router does when a ``checked`` milestone is not reached: crash, as code does that
    /// force-unwraps a blog the account does not have (WordPress-iOS#4954), or drop the item.
    public var ifMissing: HandlingTrigger.NotReadyOutcome {
        get { storage.fields.ifMissing }
        set { storage.fields.ifMissing = newValue }
    }
    /// Milestones once all of which the destination's code crashes (`crashes with dashboard`): code that
    /// exists only then fails on the item, as the dashboard's observer whose selector takes the
    /// notification for a completion block does (pia-foss/mobile-ios#320), so a warm action crashes
    /// while the app runs and a cold one handled before the dashboard loads does not.
    public var crashesWith: [Milestone] {
        get { storage.fields.crashesWith }
        set { storage.fields.crashesWith = newValue }
    }
    /// Whether the destination's code needs the app active (`dropped while inactive`): it presents UI that
    /// UIKit shows only in a foreground-active scene, such as a web authentication session, whose
    /// "UIWindowScene for the returned window was not in the foreground active state" (openid/AppAuth-iOS#498).
    /// The router opening it while `applicationState` is not `.active` (inside `performActionFor`, A1.2,
    /// A3.4, or a launch method, A1.1) drops the item instead.
    public var dropsWhileInactive: Bool {
        get { storage.fields.dropsWhileInactive }
        set { storage.fields.dropsWhileInactive = newValue }
    }
    /// Whether the destination's code crashes whenever the router opens it (`crashes`), whatever the
    /// app's state: a force-unwrapped controller that is never created, as CurrencyInvest's First action
    /// whose `instantiateViewController` line is commented out. Every selection crashes, cold or warm (A7.4).
    public var alwaysCrashes: Bool {
        get { storage.fields.alwaysCrashes }
        set { storage.fields.alwaysCrashes = newValue }
    }
    /// What the destination's code does to the app's state once the router opens it (`toggles enabled`),
    /// nil when it changes nothing.
    public var stateChange: RouteStateChange? {
        get { storage.fields.stateChange }
        set { storage.fields.stateChange = newValue }
    }
    /// The other screen the destination's code opens depending on milestones (`if dimmed ready, else ->
    /// FailedAlert`), without its state change or `then`: GoodNight shows an alert instead of turning an
    /// adjustment on while another one is on. Nil when the destination always opens.
    public var branch: RouteBranch? {
        get { storage.fields.branch }
        set { storage.fields.branch = newValue }
    }
    /// The screens the route may open: its destination, then the branch's other screen, if any.
    public var destinations: [String] { branch.map { [destination, $0.otherDestination] } ?? [destination] }
    /// What the app does with itself once the destination has done its work (`then exits`, `then
    /// suspends`), nil when it stays in the foreground.
    public var aftermath: RouteAftermath? {
        get { storage.fields.aftermath }
        set { storage.fields.aftermath = newValue }
    }
    /// The app versions that have this route (C3.4).
    public var versions: VersionRange {
        get { storage.fields.versions }
        set { storage.fields.versions = newValue }
    }
    /// Where it was declared.
    public var location: SourceLocation {
        get { storage.fields.location }
        set { storage.fields.location = newValue }
    }

    /// Creates a route.
    public init(shortcutType: String, destination: String, requires: [Milestone] = [], versions: VersionRange = .all, location: SourceLocation) {
        storage = SharedFields(Fields(shortcutType: shortcutType, destination: destination, requires: requires,
                                 versions: versions, location: location))
    }

    /// Feeds every field to a state's hash (a route waits in the app until its milestones are reached).
    func hashState(into hasher: inout StateHasher) {
        hasher.combine(shortcutType)
        hasher.combine(title ?? "")
        hasher.combine(title != nil ? 1 : 0)
        if let userInfo {  // fed only when written, so a route without one hashes as before
            hasher.combine(userInfo.key)
            hasher.combine(userInfo.written)
        }
        hasher.combine(destination)
        hasher.combine(requires.count)
        for milestone in requires { milestone.hashState(into: &hasher) }
        hasher.combine(checked.count)
        for milestone in checked { milestone.hashState(into: &hasher) }
        hasher.combine(crashesWith.count)
        for milestone in crashesWith { milestone.hashState(into: &hasher) }
        let flags: UInt64 = UInt64(ifMissing == .crashes ? 1 : 0) | UInt64(versions.from != nil ? 1 : 0) << 1 | UInt64(versions.until != nil ? 1 : 0) << 2
        hasher.combine(flags | UInt64(dropsWhileInactive ? 1 : 0) << 3 | UInt64(alwaysCrashes ? 1 : 0) << 4)
        hasher.combine(stateChange.map { UInt64($0.milestones.count) << 2 | UInt64(Array(RouteStateChange.Kind.allCases).firstIndex(of: $0.kind)! + 1) } ?? 0)
        for milestone in stateChange?.milestones ?? [] { milestone.hashState(into: &hasher) }
        if let branch {  // fed only when written, so a route without one hashes as before
            hasher.combine(branch.condition == .ifReady)
            hasher.combine(branch.otherDestination)
            hasher.combine(branch.milestones.count)
            for milestone in branch.milestones { milestone.hashState(into: &hasher) }
        }
        hasher.combine(aftermath.map { UInt64(Array(RouteAftermath.allCases).firstIndex(of: $0)! + 1) } ?? 0)
        if let from = versions.from { hasher.combine(from) }
        if let until = versions.until { hasher.combine(until) }
        hasher.combine(location.file)
        hasher.combine(location.line)
        hasher.combine(location.column)
    }
}
