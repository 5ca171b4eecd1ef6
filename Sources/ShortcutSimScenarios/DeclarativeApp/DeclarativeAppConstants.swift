import ShortcutSimCore

/// What a ``DeclarativeApp`` never changes while it runs: its declaration, its dynamic items and
/// what follows from them. Every copy of the app shares one instance, so copying an app (each
/// explored state holds two) retains one reference instead of every array and string of the
/// declaration, and hashing it (every explored state is hashed twice) combines a few small values
/// instead of walking the declaration.
final class DeclarativeAppConstants: Hashable, Sendable {
    /// The declared behaviour.
    let declaration: AppDeclaration
    /// The declaration's routes, kept apart: a route looked up through ``declaration`` copied the
    /// whole declaration out of this instance first (about 800 instructions a routed item with the
    /// route's copy; see ``route(for:version:)``).
    let routes: [RouteDeclaration]
    /// The declaration's milestones, kept apart as ``routes`` are: the app reads them by index, in
    /// place, on every milestone and timer (a loop over ``declaration``'s copied each declaration,
    /// its strings, source location and later starts retained and released, about 7% of an
    /// exploration's instructions).
    let milestones: [MilestoneDeclaration]
    /// The `remembered` milestones, in declaration order.
    let rememberedMilestones: [Milestone]
    /// For each milestone that another one's start names (`after`, `within … after`), in any process,
    /// the indices in ``milestones`` of those that name it, in declaration order: reaching a milestone
    /// schedules only these, so the app looks at them alone.
    private let followers: [(previous: Milestone, indices: [Int])]
    /// The dynamic items the app sets, with the versions that set them.
    let dynamicCatalog: [ShortcutDeclaration]
    /// The items of ``dynamicCatalog`` when none depends on the version or on a milestone (no
    /// `from=`, `until=`, `if=` or `unless=`), which every version then sets as they are: made once
    /// rather than filtered on each launch. Nil when one does.
    let unconditionalDynamicItems: [ShortcutItem]?
    /// The methods the declaration implements (A2.3, A6.1); all of them with a coordinator.
    let implementedMethods: Set<DelegateMethod>
    /// The `root` milestone, if declared.
    let rootMilestone: Milestone?
    /// The milestones the app waits for before routing (``ShortcutApp/readinessMilestones``).
    let readinessMilestones: Set<Milestone>
    /// Whether a launch method reads `launchOptions[.shortcutItem]` (A1.3, A1.4).
    let readsShortcutItemLaunchOption: Bool
    /// The callbacks that read the launch item, one bit each (see ``readsLaunchItem(in:)``).
    private let launchItemCaptureBits: UInt8
    /// The `dynamic items:` lines that set or clear items (not `none`), each for its versions.
    let dynamicItemsCode: [DynamicItemsCode]
    /// What ``hash(into:)`` combines: a few values that equal constants share. It leaves most of
    /// the declaration out, which `Hashable` allows (equal values still hash alike) and costs
    /// nothing where apps are hashed: the explorer hashes states whose apps all come from one
    /// declaration per variant, and it hashes the variant too.
    private let summary: Summary

    private struct Summary: Hashable {
        var usesScenes: Bool
        var milestones: Int
        var routes: Int
        var dynamicItems: Int
        var hasCoordinator: Bool
    }

    init(declaration: AppDeclaration, dynamicCatalog: [ShortcutDeclaration]) {
        self.declaration = declaration
        routes = declaration.routes
        milestones = declaration.milestones
        rememberedMilestones = declaration.milestones.filter(\.remembered).map(\.milestone)
        followers = Self.followers(of: declaration.milestones)
        self.dynamicCatalog = dynamicCatalog
        unconditionalDynamicItems = dynamicCatalog.allSatisfy { $0.versions == .all && $0.includedIf == nil && $0.excludedIf == nil }
            ? dynamicCatalog.map(\.item) : nil
        var mask = 0  // bits in the order of `optionalMethods`
        if declaration.willFinishLaunching != .notImplemented { mask |= 1 << 0 }
        if declaration.didFinishLaunching != .notImplemented { mask |= 1 << 1 }
        if declaration.performAction != .notImplemented { mask |= 1 << 2 }
        if declaration.implementsConfigurationForConnecting { mask |= 1 << 3 }
        if declaration.scenePerformAction != .notImplemented { mask |= 1 << 4 }
        // The reference coordinator answers every optional method.
        implementedMethods = Self.methodSets[declaration.coordinatorReadiness != nil ? (1 << Self.optionalMethods.count) - 1 : mask]
        rootMilestone = declaration.rootMilestone
        readinessMilestones = declaration.readinessMilestones
        launchItemCaptureBits = declaration.launchItem.captures.reduce(0) { $0 | Self.bit(of: $1) }
        dynamicItemsCode = declaration.dynamicItemsCode.filter { $0.policies.contains { $0 != .none } || $0.clearedAfter != nil || $0.changedWhenUndone != nil }
        let launchMethods = [declaration.willFinishLaunching, declaration.didFinishLaunching]
        readsShortcutItemLaunchOption = declaration.coordinatorReadiness != nil  // the adapter hands the key's item to the coordinator
            || !declaration.launchItem.captures.isDisjoint(with: [.willFinishLaunching, .didFinishLaunching, .didFinishLaunchingNotification])
            || launchMethods.contains { $0.readsShortcutItem }
            || (declaration.launchScreen != nil && declaration.launchScreenSkippedForShortcutLaunch && !declaration.launchScreenInWillConnectTo)
            || declaration.performAction.skipsFirstCallAfterShortcutLaunch  // it arms on the key's item
        summary = Summary(usesScenes: declaration.usesScenes, milestones: declaration.milestones.count, routes: declaration.routes.count,
                          dynamicItems: dynamicCatalog.count, hasCoordinator: declaration.coordinatorReadiness != nil)
    }

    /// Where in ``routes`` the route for an item in a version is (C1.2, C3.4), by its type and its title
    /// or `userInfo` where a route names one (C4.1), if any: the app reads the route there, in place,
    /// rather than a copy returned.
    func routeIndex(for item: ShortcutItem, version: Int) -> Int? {
        AppDeclaration.routeIndex(in: routes, for: item, version: version)
    }

    /// The indices in ``milestones`` of the milestones whose start, in some process, is a time after
    /// `milestone` (`after`, `within … after`), in declaration order; empty for most.
    func followerIndices(of milestone: Milestone) -> [Int] {
        for entry in followers where entry.previous == milestone { return entry.indices }
        return []
    }

    /// Whether the milestone is declared `remembered`.
    func isRemembered(_ milestone: Milestone) -> Bool { rememberedMilestones.contains(milestone) }

    /// The index in ``milestones`` of the milestone a timer of this name reaches, if one does.
    func milestoneIndex(reachedBy timer: AppTimer) -> Int? {
        milestones.indices.first { AppTimer(milestones[$0].milestone) == timer }
    }

    private static func followers(of milestones: [MilestoneDeclaration]) -> [(previous: Milestone, indices: [Int])] {
        var result: [(previous: Milestone, indices: [Int])] = []
        for index in milestones.indices {
            for start in [milestones[index].start] + milestones[index].laterStarts {
                let previous: Milestone
                switch start {
                case .after(let named, _), .withinAfter(let named, _): previous = named
                case .atLaunch, .afterLaunch, .onStep, .withinAfterLaunch: continue
                }
                if let entry = result.firstIndex(where: { $0.previous == previous }) {
                    if result[entry].indices.last != index { result[entry].indices.append(index) }
                } else {
                    result.append((previous, [index]))
                }
            }
        }
        return result
    }

    /// The methods an app may leave out, in the bit order of ``methodSets``.
    private static let optionalMethods: [DelegateMethod] = [.willFinishLaunching, .didFinishLaunching, .performActionFor,
                                                             .configurationForConnecting, .windowScenePerformActionFor]

    /// Whether the callback reads the launch item: asked in every launch and scene connection, where
    /// the declaration's `Set` of a `String`-backed enum would hash the callback's name each time.
    func readsLaunchItem(in capture: LaunchItemPolicy.Capture) -> Bool {
        launchItemCaptureBits & Self.bit(of: capture) != 0
    }

    private static func bit(of capture: LaunchItemPolicy.Capture) -> UInt8 {
        switch capture {
        case .willFinishLaunching: 1 << 0
        case .didFinishLaunching: 1 << 1
        case .didFinishLaunchingNotification: 1 << 2
        case .configurationForConnecting: 1 << 3
        case .willConnectTo: 1 << 4
        }
    }

    /// Every combination of the optional methods, by bit mask, made once: each run of a scenario
    /// makes an app, and building a set each time showed in the replay profile.
    private static let methodSets: [Set<DelegateMethod>] = (0..<(1 << optionalMethods.count)).map { mask in
        Set(optionalMethods.indices.filter { mask & (1 << $0) != 0 }.map { optionalMethods[$0] })
    }

    /// Equal declarations and dynamic items; the same instance without comparing them.
    static func == (lhs: DeclarativeAppConstants, rhs: DeclarativeAppConstants) -> Bool {
        lhs === rhs || (lhs.summary == rhs.summary && lhs.declaration == rhs.declaration && lhs.dynamicCatalog == rhs.dynamicCatalog)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(summary) }

    /// Feeds the summary that ``hash(into:)`` combines to a state's hash.
    func hashState(into hasher: inout StateHasher) {
        hasher.combine(UInt64(summary.usesScenes ? 1 : 0) | UInt64(summary.hasCoordinator ? 1 : 0) << 1)
        hasher.combine(summary.milestones)
        hasher.combine(summary.routes)
        hasher.combine(summary.dynamicItems)
    }

    /// Where the code of `dynamic items:` the running version has that sets or clears items is in
    /// ``dynamicItemsCode``, if it has one: read here, not through a copy of the declaration, since
    /// the app asks on every milestone, launch and activation; a caller that asks one thing of the
    /// code reads it in place, where a copy (an optional of arrays) was made and destroyed each time.
    func dynamicItemsCodeIndex(forVersion version: Int) -> Int? {
        dynamicItemsCode.indices.first { dynamicItemsCode[$0].versions.contains(version) }
    }
}
