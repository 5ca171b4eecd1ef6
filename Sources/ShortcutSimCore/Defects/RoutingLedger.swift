/// The engine's bookkeeping of selections, routes and completion handlers, from which it detects
/// defects as events happen and at the end of a run.
struct RoutingLedger: Hashable, Sendable {
    /// How a selection reached the app.
    enum Path: Hashable, Sendable {
        case coldLaunch
        case warm
        case running
    }

    struct Selection: Hashable, Sendable {
        var type: String
        var event: Int
        var path: Path
        var viaScenes: Bool
        /// The process the selection reached: the one its cold launch started, or the running one.
        var process: Int
        var routes: [Int] = []
        var handled = false
        var gateClosed = false
        /// Scenes: the cold launch reused a session that outlived the process, so UIKit connected the
        /// scene without calling `configurationForConnecting` (B1.4).
        var reusedSession = false
        /// Scenes: the selection connected a scene of the running process, whose connection options
        /// held the item, as a cold launch's do (B1.1, B1.2): the app reads it as a launch item.
        var connectedScene = false
        var dropped: DropReason?
        /// The app's own drop (`app.drop`): its reason (the milestones it found unreached, the newer
        /// action that replaced it, or a cause of its own logic) and the event.
        var droppedByApp: AppDrop?
        /// The app crashed while handling it (`app.crash`), reported at once.
        var crashed = false
        /// Whether the app has been active with its root container since the selection (A1.2).
        var hadChance = false
        /// The process ended before the app was ever active and ready after the selection: the user left.
        var abandoned = false
        /// The process ended while the selection was still open, after the app had its chance: only an
        /// item the app stored on disk (UserDefaults) can still bring it back (A7.4).
        var outlivedProcess = false

        /// Whether the item reached the app in launch options (A1.3) or connection options (B1.1): the
        /// app's launch item, not an action a call delivered.
        var carriedInOptions: Bool { path == .coldLaunch || connectedScene }

        /// Whether a call (`performActionFor`, the scene's) may have carried its item: not when it came
        /// in options that no such call carries, because the launch gate was closed (A2.1, A2.3) or the
        /// options were a scene's connection options (B1.1, B1.2).
        var mayBeDelivered: Bool { !(carriedInOptions && (gateClosed || viaScenes)) }

        /// Whether the app may still act on it: nothing has settled its fate yet.
        var isOpen: Bool { !handled && dropped == nil && droppedByApp == nil && !crashed && !abandoned }
    }

    /// The app discarded a selection itself, for one reason (``AppDropReason``), at this event.
    struct AppDrop: Hashable, Sendable {
        var reason: AppDropReason
        var event: Int
        /// An item the app dropped before it was ever deactivated after the selection: a warm action in
        /// the resume that delivered it, as a clear in `willEnterForeground` does where the profile
        /// delivers the action first (A3.3), rather than one kept from before the app left (A3.2); a
        /// cold launch item in its own launch, as a clear in `sceneWillEnterForeground` does (B1.1).
        var inItsOwnResume = false
        /// The app was in the background when it dropped it, after its launch: code it had deferred
        /// (a milestone, a timer) ran after the user left (A7.3), not a callback before an activation.
        var inBackground = false
        /// A newer action took its place that is the same item, not only of the same type: the user's
        /// choice still reaches its screen through it. Items of one type may differ in title and
        /// `userInfo` (C1.2), and one that differs leaves this choice lost.
        var replacedBySameItem = false
    }

    struct Delivery: Hashable, Sendable {
        var type: String
        var event: Int
        var completions: [Int] = []
        /// Whether the app has been active with its root container since the delivery.
        var hadChance = false
        /// The process ended before the app was ever active and ready after the delivery.
        var abandoned = false
    }

    private(set) var selections: [Selection] = []
    private(set) var deliveries: [Delivery] = []
    private(set) var lastDeactivation: Int?
    private var reportedDuplicateTypes: Set<String> = []
    /// Every selection and delivery before these indices has had its chance (see ``noteReadyAndActive()``).
    private var selectionsWithChance = 0
    private var deliveriesWithChance = 0
    /// The first delivery of the running process: those before it were made to processes that ended
    /// already, whose handlers a later crash does not take with it (A5.4).
    private var firstDeliveryOfProcess = 0
    private var reportedHiddenItems: Set<String> = []
    private var reportedUnhandledTypes: Set<String> = []
    private var reportedUnmatchedTargets: Set<String> = []

    mutating func select(_ type: String, event: Int, path: Path, viaScenes: Bool, process: Int) {
        selections.append(Selection(type: type, event: event, path: path, viaScenes: viaScenes, process: process))
    }

    mutating func noteGateClosedForLatestSelection() {
        if !selections.isEmpty { selections[selections.count - 1].gateClosed = true }
    }

    /// Records that the latest selection's cold launch connected a reused scene session, skipping
    /// `configurationForConnecting` (B1.4), so that a `lost` report can say where the item went.
    mutating func noteReusedSessionForLatestSelection() {
        if !selections.isEmpty { selections[selections.count - 1].reusedSession = true }
    }

    /// Records that the latest selection connected a scene with its item in the connection options
    /// although the process was running (B1.1, B1.2, B1.4), so the item is the app's launch item.
    mutating func noteConnectedSceneForLatestSelection() {
        if !selections.isEmpty, selections[selections.count - 1].path != .coldLaunch { selections[selections.count - 1].connectedScene = true }
    }

    mutating func noteDrop(of type: String, reason: DropReason) {
        // A scene's performActionFor never carries a cold launch's item, which travels in the
        // connection options (B1.1, B1.2): its drop belongs to a later selection of the type.
        let index = reason == .scenePerformActionNotImplemented ? deliveredSelectionIndex(of: type) : selectionIndex(of: type)
        if let index { selections[index].dropped = reason }
    }

    /// The selection an item a callback delivered (`performActionFor`, the scene's) belongs to: as
    /// ``selectionIndex(of:)``, but never a selection whose item came in options (a cold launch, or a
    /// scene it connected) and that no such call carried (``Selection/mayBeDelivered``). An app that
    /// still waits to handle that launch item, saved from the launch options, then keeps it: the call
    /// carried a later selection of the type.
    private func deliveredSelectionIndex(of type: String) -> Int? {
        oldestOpenSelection(of: type) { $0.mayBeDelivered }
            ?? selectionIndex(of: type)
    }

    /// Whether the action a call delivers now is the launch item of this type itself: the open
    /// selection whose launch options carried it is also the one the call carries, as the
    /// launch-time `performActionFor` of an open gate does (A1.1, A2.3).
    func deliversLaunchItem(of type: String) -> Bool {
        guard let launch = selectionIndex(of: type, origin: .launchItem, unsaidIsDelivered: false) else { return false }
        return selections[launch].isOpen && selections[launch].carriedInOptions && launch == deliveredSelectionIndex(of: type)
    }

    /// The selection a kept action handled again belongs to (`not cleared`, G10): the latest selection
    /// of the type whose item a call delivered and the app routed. A newer selection of the type whose
    /// action still waits is not it, so that the refire is seen as one, and the newer action's own
    /// route as its first.
    private func keptSelectionIndex(of type: String) -> Int? {
        selections.lastIndex { $0.type == type && !$0.routes.isEmpty && $0.mayBeDelivered }
    }

    /// The selection an item of this type from `origin` belongs to: the launch item to the oldest open
    /// selection of the type whose launch or connection options carried it (A1.3, B1.1), or, once that
    /// is settled, the latest such selection, so that a launch item never cleared is seen firing again (G10)
    /// even while a warm action of the type waits; a delivered action as ``deliveredSelectionIndex(of:)``.
    /// An app that does not say (`nil`) gets ``deliveredSelectionIndex(of:)`` when `unsaidIsDelivered`,
    /// else ``selectionIndex(of:)``: a flag rather than a method reference, which captured (copied)
    /// the whole ledger on every route.
    private func selectionIndex(of type: String, origin: ItemOrigin?, unsaidIsDelivered: Bool) -> Int? {
        switch origin {
        case .launchItem?:
            return oldestOpenSelection(of: type) { $0.carriedInOptions }
                ?? selections.lastIndex { $0.type == type && $0.carriedInOptions }
                ?? selectionIndex(of: type)
        case .delivered?: return deliveredSelectionIndex(of: type)
        case .keptAction?: return keptSelectionIndex(of: type) ?? deliveredSelectionIndex(of: type)
        case nil: return unsaidIsDelivered ? deliveredSelectionIndex(of: type) : selectionIndex(of: type)
        }
    }

    /// The selection an app's action on an item of this type belongs to: the oldest selection of
    /// the type still open (not routed, reported unhandled, dropped, crashed or abandoned), since
    /// items reach the app in the order they were selected (A4.3: two selections merged into one
    /// launch arrive one after the other); when none is open, the latest one, so that a second
    /// route of a routed selection is seen as such (A2.7, G10).
    private func selectionIndex(of type: String) -> Int? {
        oldestOpenSelection(of: type) { _ in true } ?? selections.lastIndex { $0.type == type }
    }

    /// The oldest open selection of the type that `matches`, one made in the running process first: an
    /// open selection of a process that ended comes back only from an item the app stored on disk
    /// (A7.4), so what the app acts on while it holds a selection of this process in memory is that
    /// one, not a `stale` one of an earlier process.
    private func oldestOpenSelection(of type: String, where matches: (Selection) -> Bool) -> Int? {
        selections.firstIndex { $0.type == type && $0.isOpen && !$0.outlivedProcess && matches($0) }
            ?? selections.firstIndex { $0.type == type && $0.isOpen && $0.outlivedProcess && matches($0) }
    }

    /// Records that the app discarded a selection of the type (`app.drop`): because milestones were
    /// missing, because a newer action replaced it in the one item the app keeps pending
    /// (`replacedBy=NEWER`), or for a cause of its own logic (`cause=…`). The last two discard an
    /// item a callback delivered, so without an `origin` they belong to the selection a call carried.
    /// With one, the drop belongs to the selection the item came from: the launch item's cold launch,
    /// or the call's, whose action `dropped on resume` discards (A3.1, B2.1).
    /// `inBackground`: the app was in the background past its launch when it dropped the item (A7.3);
    /// `replacedBySameItem`: the newer action that replaced it is the same item (C1.2).
    mutating func noteAppDrop(of type: String, reason: AppDropReason, origin: ItemOrigin? = nil, inBackground: Bool = false,
                              replacedBySameItem: Bool = false, event: Int) {
        if let index = selectionIndex(of: type, origin: origin,
                                      unsaidIsDelivered: reason.discardsDeliveredItem) {
            let selection = selections[index]
            let inItsOwnResume = selection.path != .running && selection.event > (lastDeactivation ?? -1)
            selections[index].droppedByApp = AppDrop(reason: reason, event: event, inItsOwnResume: inItsOwnResume, inBackground: inBackground,
                                                        replacedBySameItem: replacedBySameItem)
        }
    }

    /// Records that the app crashed handling the latest selection of the type (`app.crash`) and
    /// returns the defect: a crash is the app's bug whatever happens next (A1.2, A7.4).
    /// - Parameter whileLaunching: whether the process had not yet been active (a cold launch still under way).
    mutating func crash(handling type: String, missing: [String], reached: [String] = [], event: Int, whileLaunching: Bool) -> [Defect] {
        let index = markCrashed(type)
        let viaScenes = index.map { selections[$0].viaScenes } ?? false
        let cold = index.map { selections[$0].path == .coldLaunch } ?? whileLaunching
        let rule = Self.arrivalRule(viaScenes: viaScenes, cold: cold)
        return [Defect(kind: .crash, shortcutType: type, rule: rule,
                       lazyMessage: Self.crashMessage(type: type, missing: missing, reached: reached, whileLaunching: whileLaunching,
                                                      viaScenes: viaScenes, cold: cold),
                       events: crashEvents(selection: index, crash: event))]
    }

    /// The message of a crash handling an item (``crash(handling:missing:reached:event:whileLaunching:)``):
    /// in code that runs only once the `reached` milestones are (`app.crash with=…`), else before the
    /// `missing` ones were ready, or, with neither, in code that crashes whatever the app waits for.
    private static func crashMessage(type: String, missing: [String], reached: [String], whileLaunching: Bool, viaScenes: Bool,
                                     cold: Bool) -> String {
        guard reached.isEmpty else {
            return "the app crashed handling \(ShortcutTypeSpelling.printed(type)) in code that runs once \(names(reached)) "
                + "\(reached.count == 1 ? "is" : "are") reached (app.crash with=\(reached.joined(separator: ","))), so an action that arrives "
                + "while the app runs crashes and one that comes before it does not; the process ended, so the next quick action is a cold launch (A7.4)"
        }
        guard !missing.isEmpty else {  // such as a destination that always crashes (`crashes`): waiting would not help
            return "the app crashed handling \(ShortcutTypeSpelling.printed(type)); no milestone it lacked is named, so no wait would prevent it, "
                + "cold or warm; the process ended, so the next quick action is a cold launch (A7.4)"
        }
        let needs = " before \(names(missing)) \(missing.count == 1 ? "was" : "were") ready"
        let when = whileLaunching && !viaScenes
            ? "on a cold launch the action arrives during the launch, before the app is active (A1.2): "
            : cold ? "a cold launch delivers the item before the app has finished getting ready: " : ""
        return "the app crashed handling \(ShortcutTypeSpelling.printed(type))\(needs); \(when)keep the item and handle it once the app is ready; "
            + "the process ended, so the next quick action is a cold launch (A7.4)"
    }

    /// Records that the app crashed in a launch method on the launch options of a quick-action launch
    /// (`app.crash TYPE in=METHOD`) and returns the defect. The options hold the item on every cold
    /// quick-action launch (A1.3), so each one crashes the same way, while a warm action, which goes
    /// to `performActionFor` (A3.1), and a launch from the icon do not.
    mutating func crashOnLaunchOptions(of type: String, in method: String, event: Int) -> [Defect] {
        let index = markCrashed(type)
        return [Defect(kind: .crash, shortcutType: type, rule: "A1.3",
                       lazyMessage: "the app crashed in \(method) on a launch from the quick action \(ShortcutTypeSpelling.printed(type)): the launch options hold the shortcut item (A1.3), "
                           + "which the method's code does not expect (a UIApplicationShortcutItem is not a property-list value, "
                           + "so saving the options to UserDefaults raises an exception); read the options by key and leave the item to "
                           + "the quick-action handling; the process ended, so every quick action that launches the app crashes the same way (A7.4)",
                       events: crashEvents(selection: index, crash: event))]
    }

    /// The app crashed in its own launch work (`app.launchCrash`), before handling anything: a selection
    /// whose item this process was launched with (A1.3, B1.1), still open, dies with it. It is a crash of
    /// that quick action, not a launch the user left (which would say nothing): the app crashes on the
    /// launch the quick action made, so every such selection crashes the same way (A7.4). Empty when no
    /// quick action made the launch.
    mutating func crashInLaunchWork(process: Int, in method: String, event: Int) -> [Defect] {
        guard let selection = selections.lastIndex(where: { $0.process == process && $0.isOpen && $0.carriedInOptions }) else { return [] }
        let type = selections[selection].type
        let index = markCrashed(at: selection)
        return [Defect(kind: .crash, shortcutType: type, rule: "A7.4",
                       lazyMessage: "the app crashed in its own launch work in \(method) (app.launchCrash) on the launch the quick action "
                           + "\(ShortcutTypeSpelling.printed(type)) made, before it handled the item; the process ended (A7.4), so the selection is lost, "
                           + "and every launch from it crashes the same way while that state holds; skip that work on a launch from a shortcut "
                           + "('launch screen: … when not launched from a shortcut') or make it safe",
                       events: crashEvents(selection: index, crash: event))]
    }

    /// Marks the selection of the type being handled as crashed, so it is not also lost, and returns
    /// its index. The completion handlers the process still held died with it: the crash is the
    /// defect, not a handler that was never called afterwards (A5.4). Those of an earlier process
    /// were never called while it ran, which stays a defect of theirs.
    private mutating func markCrashed(_ type: String) -> Int? {
        markCrashed(at: selectionIndex(of: type))
    }

    /// Marks the selection at `index`, when there is one, as crashed, with the handlers its process
    /// still held (``markCrashed(_:)``), and returns the index.
    private mutating func markCrashed(at index: Int?) -> Int? {
        if let index { selections[index].crashed = true }
        for delivery in firstDeliveryOfProcess..<deliveries.count where deliveries[delivery].completions.isEmpty { deliveries[delivery].abandoned = true }
        return index
    }

    /// The events a crash defect points at: the selection, if there is one, then the crash.
    private func crashEvents(selection index: Int?, crash event: Int) -> [Int] {
        (index.map { [selections[$0].event] } ?? []) + [event]
    }

    /// The rule that says when an item reaches the app, for an app that mishandles it by acting
    /// before it is ready: cold with the app delegate, during the launch (A1.2); cold with scenes,
    /// saved in willConnectTo for sceneDidBecomeActive (B1.3); warm, performActionFor (A3.1) or the
    /// scene's (B2.1).
    static func arrivalRule(viaScenes: Bool, cold: Bool) -> RuleID {
        viaScenes ? (cold ? "B1.3" : "B2.1") : (cold ? "A1.2" : "A3.1")
    }

    /// Milestone names for a message: `'js'`, `'js' and 'root'`.
    static func names(_ milestones: [String]) -> String {
        milestones.map { "'\($0)'" }.joined(separator: " and ")
    }

    /// Records a resign-active, after which re-routing a routed selection is a refire (G10).
    mutating func noteDeactivation(event: Int) { lastDeactivation = event }

    mutating func beginDelivery(of type: String, event: Int) -> Int {
        deliveries.append(Delivery(type: type, event: event))
        return deliveries.count
    }

    /// Attributes a route to a selection of its type and returns the defect it shows, if any. A route
    /// of the launch item goes to its cold launch, a route of a delivered action to the selection the
    /// call carried (``selectionIndex(of:origin:unsaidIsDelivered:)``). Without an origin the route goes to the
    /// oldest open selection whose item a call delivered (``deliveredSelectionIndex(of:)``): a cold
    /// launch whose item no call carried, because the launch gate was closed (A2.1, A2.3) or the item
    /// came in a scene's connection options (B1.1, B1.2), keeps waiting for the app to read its launch
    /// item while a later selection of the type, delivered warm (A2.6, A3.1, B2.1), is routed.
    /// - Parameter process: the running process; a first route of a selection that reached an earlier
    ///   one is `stale`: only an item the app stored on disk (UserDefaults) outlives its process (A7.4).
    mutating func route(_ type: String, origin: ItemOrigin? = nil, event: Int, rootMilestone: Milestone?, rootReady: Bool,
                        process: Int) -> [Defect] {
        guard let index = selectionIndex(of: type, origin: origin, unsaidIsDelivered: true) else {
            return [Defect(kind: .unselected, shortcutType: type, rule: "G10",
                           lazyMessage: "the app routed \(ShortcutTypeSpelling.printed(type)) but no quick action of that type was selected; a saved item that was never cleared fires like this",
                           events: [event])]
        }
        if selections[index].routes.isEmpty, selections[index].process < process {
            selections[index].routes.append(event)
            selections[index].handled = true
            return [Defect(kind: .stale, shortcutType: type, rule: "G10",
                           lazyMessage: "\(ShortcutTypeSpelling.printed(type)) was selected in an earlier process and routed in this one, which nobody asked for: the app kept the item on disk (UserDefaults) past its process (A7.4); clear it when it can no longer apply, such as on signing out",
                           events: [selections[index].event, event])]
        }
        // Read field by field: a copy of the selection would share its routes, and the append below
        // would then copy them.
        let selected = selections[index].event
        var defects: [Defect] = []
        if let previous = selections[index].routes.last {
            if let deactivation = lastDeactivation, deactivation > previous {
                let method = selections[index].viaScenes ? "windowScene(_:performActionFor:)" : "performActionFor"  // B2.1, A3.1
                let kept = origin == .launchItem || origin == nil ? "the saved launch item" : "the action the app keeps from \(method)"
                defects.append(Defect(kind: .refired, shortcutType: type, rule: "G10",
                                      lazyMessage: "\(ShortcutTypeSpelling.printed(type)) was routed again on a later activation; clear \(kept) after handling it",
                                      events: [selected, previous, deactivation, event]))
            } else {
                let advice = selections[index].viaScenes
                    ? "read the item in one place (willConnectTo is called for every connection; configurationForConnecting only for new sessions)"
                    : "handle the launch item in one place (return false from the launch method that handles it)"
                defects.append(Defect(kind: .twice, shortcutType: type, rule: "A2.7",
                                      lazyMessage: "\(ShortcutTypeSpelling.printed(type)) was routed twice for one selection; \(advice)",
                                      events: [selected, previous, event]))
            }
        } else if let root = rootMilestone, !rootReady {
            defects.append(Defect(kind: .beforeRoot, shortcutType: type, rule: "A1.2",
                                  lazyMessage: "\(ShortcutTypeSpelling.printed(type)) was routed before milestone '\(root)' (the root container) was reached; defer routing until it exists (seed 003)",
                                  events: [selected, event]))
        }
        selections[index].routes.append(event)
        selections[index].handled = true
        return defects
    }

    /// Reports, once per type, a static item of the installed version that no route matches: the
    /// app's own Info.plist offers it, so the selection doing nothing is the app's bug (C1.2), unlike
    /// a stale dynamic item of an older version (C3.4). A warning: UIKit does not care.
    mutating func unhandledStaticItem(_ type: String, version: Int, event: Int) -> [Defect] {
        guard reportedUnhandledTypes.insert(type).inserted else { return [] }
        let selection = selections.last { $0.type == type }
        return [Defect(kind: .unhandled, shortcutType: type, rule: "C1.2",
                       lazyMessage: "\(ShortcutTypeSpelling.printed(type)) is a static item of version \(version) (its Info.plist), but no route matches its type, so selecting it does nothing; "
                           + "matching is exact and is the app's job: add a route for it, or remove the item",
                       events: (selection.map { [$0.event] } ?? []) + [event])]
    }

    /// Reports, once per type, an item whose target no scene's activation conditions list: the scene
    /// it reached was the profile's choice (B4.2), which Apple does not document.
    mutating func unmatchedTarget(_ item: ShortcutItem, target: String, profile: PlatformProfile, choice: String) -> [Defect] {
        guard reportedUnmatchedTargets.insert(item.type).inserted else { return [] }
        let selection = selections.last { $0.type == item.type }
        return [Defect(kind: .unmatchedTarget, shortcutType: item.type, rule: "B4.2",
                       lazyMessage: "\(ShortcutTypeSpelling.printed(item.type)) targets '\(target)', which no scene's activation conditions list, so where it goes is UIKit's "
                           + "undocumented choice: on \(profile.name), \(choice); list '\(target)' in the activation conditions of the scene that should get it",
                       events: selection.map { [$0.event] } ?? [])]
    }

    mutating func unhandled(_ type: String) {
        if let index = selectionIndex(of: type) { selections[index].handled = true }
    }

    /// Records a completion call and returns the defect it shows, if any (A5.4).
    mutating func complete(delivery: Int, event: Int) -> [Defect] {
        guard deliveries.indices.contains(delivery - 1) else { return [] }
        deliveries[delivery - 1].completions.append(event)
        let record = deliveries[delivery - 1]
        guard record.completions.count == 2 else { return [] }
        return [Defect(kind: .completionTwice, shortcutType: record.type, rule: "A5.4",
                       lazyMessage: "the completion handler of \(ShortcutTypeSpelling.printed(record.type)) was called twice; UIKit tolerates it, but call it exactly once",
                       events: [record.event] + record.completions)]
    }

    /// Checks a new `shortcutItems` array for copies of one item (C3.2), once per type.
    mutating func checkDynamicItems(_ items: [ShortcutItem], event: Int) -> [Defect] {
        var defects: [Defect] = []
        // Copies are equal items: several items may share a type and differ by title or userInfo (C1.2).
        for (index, item) in items.enumerated() where items[..<index].contains(item) && reportedDuplicateTypes.insert(item.type).inserted {
            let type = item.type
            let count = items.filter { $0 == item }.count
            defects.append(Defect(kind: .duplicateItems, shortcutType: type, rule: "C3.2",
                                  lazyMessage: "shortcutItems holds the same \(ShortcutTypeSpelling.printed(type)) item \(count) times; reading shortcutItems returns only dynamic items, so appending on every launch accumulates copies",
                                  events: [event]))
        }
        return defects
    }

    /// Reports, once per type, dynamic items of a type the bundle also declares as a static item:
    /// the menu lists static items, then dynamic ones (C2.1), so it shows the type twice and the
    /// copy takes one of the slots.
    mutating func checkStaticTypes(dynamic types: [String], staticTypes: [String], event: Int) -> [Defect] {
        var defects: [Defect] = []
        for type in types where staticTypes.contains(type) && reportedDuplicateTypes.insert(type).inserted {
            defects.append(Defect(kind: .duplicateItems, shortcutType: type, rule: "C2.1",
                                  lazyMessage: "\(ShortcutTypeSpelling.printed(type)) is a static item (Info.plist) and is set again as a dynamic item, so the menu shows it twice and the copy takes a slot; set only the types the static items lack",
                                  events: [event]))
        }
        return defects
    }

    /// Reports app items that get no slot in the menu (C2.2), once per type, or once per title for
    /// an item whose type also has a row. UIKit shows what fits, so this is a warning: Apple's
    /// sample sets more items than fit on purpose.
    mutating func checkOverflow(hidden: [(type: String, title: String?)], slots: Int, event: Int) -> [Defect] {
        hidden.compactMap { item in
            let name = item.title.map { "\(ShortcutTypeSpelling.printed(item.type)) \"\($0)\"" } ?? ShortcutTypeSpelling.printed(item.type)
            guard reportedHiddenItems.insert(name).inserted else { return nil }
            return Defect(kind: .overflow, shortcutType: item.type, rule: "C2.2",
                          lazyMessage: "\(name) gets no slot: the menu shows the first \(slots) app items, the static ones before the dynamic ones (C2.1), and hides the rest",
                          events: [event])
        }
    }

    /// Records that the app is active with its root container: from now on, what it has not routed is its own doing.
    mutating func noteReadyAndActive() {
        // Only the entries added since the last call can lack a chance: constant work per activation.
        for index in selectionsWithChance..<selections.count { selections[index].hadChance = true }
        for index in deliveriesWithChance..<deliveries.count { deliveries[index].hadChance = true }
        selectionsWithChance = selections.count
        deliveriesWithChance = deliveries.count
    }

    /// Settles what the ending process left undone. A selection the app never had a chance to
    /// route — the app was never active with its root container after it, because the user left
    /// during the launch and the process then ended — is abandoned, not lost; so is its handler.
    /// One it had its chance to route stays open, for a `lost` report, but has outlived its process:
    /// what a later process acts on belongs to a selection of that process first.
    mutating func noteProcessEnded() {
        for index in selections.indices where selections[index].isOpen {
            if selections[index].hadChance { selections[index].outlivedProcess = true } else { selections[index].abandoned = true }
        }
        for index in deliveries.indices where deliveries[index].completions.isEmpty && !deliveries[index].hadChance {
            deliveries[index].abandoned = true
        }
        firstDeliveryOfProcess = deliveries.count
    }

    /// The rule and the reason of a `lost` report for an item the app dropped by its own logic; the
    /// reason is written only when the defect's message is read.
    /// - Parameters:
    ///   - viaScenes: whether the item reached a scene-based app.
    ///   - carriedInOptions: whether it came in launch or connection options (A1.3, B1.1): the app's launch item.
    ///   - inBackground: whether the app was in the background past its launch when it dropped it (A7.3).
    private static func lostReason(_ cause: AppDropCause, cold: Bool, viaScenes: Bool, carriedInOptions: Bool,
                                   inItsOwnResume: Bool, inBackground: Bool) -> (rule: RuleID, reason: @Sendable () -> String) {
        switch cause {
        case .clearedOnWillEnterForeground where inItsOwnResume && cold:
            return ("B1.1", { "the app cleared it in sceneWillEnterForeground (app.drop cause=\(cause.rawValue)), which a cold launch "
                        + "calls right after willConnectTo (B1.1): the launch item saved in the property the clear empties was gone before "
                        + "it was handled; clear the property after handling its item, or when the app leaves (didEnterBackground)" })
        case .clearedOnWillEnterForeground where inItsOwnResume:
            return ("A3.3", { "the app cleared it in willEnterForeground (app.drop cause=\(cause.rawValue)), which came after performActionFor "
                        + "in this resume: the profile delivers a warm action before the will-enter-foreground transition (A3.3, PROFILE; "
                        + "the order reported for iOS 9-12 is the other way round, A3.2), so the app lost the action it had just received: "
                        + "to drop stale actions, clear them when the app leaves (didEnterBackground), before a new one can arrive, not when it comes back" })
        case .clearedOnWillEnterForeground:
            return (cold ? "A1.2" : "A3.2", { "the app kept it pending, the user left before it was handled, and the app cleared it in "
                        + "willEnterForeground when it came back (app.drop cause=\(cause.rawValue)): keep a pending action until it is "
                        + "handled, or drop it knowingly when the app leaves" })
        case .clearedOnUndo:  // the saved launch item, kept for later: A1.2 with the app delegate, B1.3 with scenes
            return (arrivalRule(viaScenes: viaScenes, cold: carriedInOptions), { "the app cleared it when the user undid a milestone it waits for (app.drop cause=\(cause.rawValue)), "
                        + "as a sign-out path clears the item parked for the account signing out: declare it 'lost' when that is what the app means" })
        case .notActive where inBackground:
            return ("A7.3", { "the app dropped it (app.drop cause=\(cause.rawValue)): its destination needs the app active, and the router opened it "
                        + "while the app was in the background: the handling it had deferred (a milestone, a timer) ran after the user left (A7.3); "
                        + "keep the item and open the destination at the next \(viaScenes ? "sceneDidBecomeActive" : "didBecomeActive")" })
        case .notActive:
            return (viaScenes ? (cold ? "B1.1" : "B2.2") : (cold ? "A1.2" : "A3.4"), {
                "the app dropped it (app.drop cause=\(cause.rawValue)): its destination needs the app active, and the router opened it "
                    + "while the app was not (\(viaScenes ? "it is not in willConnectTo, the scene's performActionFor or sceneWillEnterForeground" : "it is not inside performActionFor, a launch method or willEnterForeground")), "
                    + "before the activation that follows them (\(viaScenes ? "B1.1, B2.2" : "A1.2, A3.4")): keep the item and open the destination on "
                    + "\(viaScenes ? "sceneDidBecomeActive" : "didBecomeActive")" })
        case .firstCallAfterShortcutLaunch where cold:
            return ("A2.3", { "the app skipped it (app.drop cause=\(cause.rawValue)): it ignores the first performActionFor call of a process "
                        + "launched from a quick action, which carried this launch item (the launch gate was open, A2.3), "
                        + "and never handled the item from the launch options instead (A1.3)" })
        case .firstCallAfterShortcutLaunch:
            return ("A2.6", { "the app skipped it (app.drop cause=\(cause.rawValue)): it ignores the first performActionFor call of a process "
                        + "launched from a quick action, expecting the launch item, but UIKit never passed the launch item to performActionFor "
                        + "(a launch method returned false, A2.1, A2.3), so the first call was this later action, which the gate does not cover (A2.6): "
                        + "skip the call only when the launch methods returned true" })
        }
    }

    /// Why an item the app received and did not drop (`app.drop`) was still not routed at the end.
    private static let laterCauses = "its handler was still waiting when the run ended, or the app ignored it"

    /// Appends the defects only the end of a run can show (selections never routed, handlers never
    /// called) to `defects`, growing it at most once: room for every selection and delivery is made
    /// before the first is appended, so that the defects found on the way are copied once and no
    /// append regrows the array. Their messages are written only when read: each reason below is a
    /// function of what it names.
    func appendFinalDefects(to defects: inout [Defect]) {
        let room = selections.count + deliveries.count
        var reserved = false
        // By index, tested in place: a selection is copied (its type, routes and drop) only when it is lost.
        for index in selections.indices where !selections[index].handled && !selections[index].abandoned && !selections[index].crashed {
            let selection = selections[index]
            let rule: RuleID
            let reason: @Sendable () -> String
            var events = [selection.event]
            if let drop = selection.droppedByApp {
                switch drop.reason {
                case .replaced(let newer):
                    // The same item again: the user's choice still reaches its screen through the newer selection.
                    if drop.replacedBySameItem { continue }
                    rule = Self.arrivalRule(viaScenes: selection.viaScenes, cold: selection.path == .coldLaunch)
                    reason = { [type = selection.type] in
                        // Another item of its own type (another title or userInfo, C1.2) opens another screen.
                        let newerItem = newer == type ? "another \(ShortcutTypeSpelling.printed(type)) item, whose title or userInfo differ (C1.2),"
                            : "\(ShortcutTypeSpelling.printed(newer)),"
                        return "the app keeps one pending item, and \(newerItem) selected before \(ShortcutTypeSpelling.printed(type)) was handled, replaced it (app.drop); "
                            + "keep every pending action in order (a queue), or handle each one before the next can arrive"
                    }
                case .cause(let cause):
                    (rule, reason) = Self.lostReason(cause, cold: selection.path == .coldLaunch, viaScenes: selection.viaScenes,
                                                     carriedInOptions: selection.carriedInOptions, inItsOwnResume: drop.inItsOwnResume,
                                                     inBackground: drop.inBackground)
                case .missing(let missing):
                    let cold = selection.path == .coldLaunch
                    rule = Self.arrivalRule(viaScenes: selection.viaScenes, cold: cold)
                    reason = { [path = selection.path, viaScenes = selection.viaScenes] in
                        // An app that drops without naming milestones (`dropped on resume`) has no readiness to wait for.
                        let when = !cold ? (missing.isEmpty && path == .warm ? "it arrived during a resume (A3.1)" : "it arrived before the app was ready")
                            : viaScenes ? "a cold launch delivers the item before the app is ready"
                            : "on a cold launch the item arrives during the launch, long before the app is ready"
                        let because = missing.isEmpty ? ""
                            : " because \(Self.names(missing)) \(missing.count == 1 ? "was" : "were") not reached yet"
                        return "the app dropped it\(because) (app.drop); \(when): keep the item until the app is ready instead of dropping it"
                    }
                }
                events.append(drop.event)
            } else if let dropped = selection.dropped {
                rule = dropped.rule
                if dropped == .performActionNotImplemented && selection.path == .coldLaunch && !selection.viaScenes {
                    reason = {
                        "the app delegate does not implement performActionFor, so UIKit had no method to call (\(dropped.rawValue)), "
                            + "and the app did not read the item from the launch options, where a cold launch still delivers it (A6.1, A1.3): "
                            + "read launchOptions[.shortcutItem] in didFinishLaunching, or implement performActionFor"
                    }
                } else {
                    reason = { "UIKit dropped it (\(dropped.rawValue))" }
                }
            } else if selection.gateClosed {
                rule = "A2.1"
                reason = { "a launch method returned false, so performActionFor was not called, and the app never routed the launch item itself: it did not read it, " + Self.laterCauses }
            } else if selection.viaScenes {
                rule = selection.path == .coldLaunch ? "B1.1" : "B2.1"
                // A reused session is the one place the item skips: an app that reads it only in
                // configurationForConnecting sees it after a force quit and misses it after a system kill.
                if selection.path == .coldLaunch {
                    reason = { [reusedSession = selection.reusedSession] in
                        let skipped = reusedSession
                            ? "; this launch reused a scene session that outlived the process (a system kill keeps it), so UIKit did not call "
                                + "application(_:configurationForConnecting:options:), which runs only for a new session (B1.4): an app that reads the item only there misses it"
                            : ""
                        return "with scenes the item arrives only in the scene's connection options (launch options are nil, B3.3), and the app never routed it: it did not read it there, "
                            + Self.laterCauses + skipped
                    }
                } else {
                    reason = { "the app never routed it after windowScene(_:performActionFor:): " + Self.laterCauses }
                }
            } else if selection.path == .coldLaunch {
                rule = "A1.3"
                reason = { "the app never routed it: it did not read it from the launch options, " + Self.laterCauses }
            } else {
                rule = "A3.1"
                reason = { "the app never routed it after performActionFor: " + Self.laterCauses }
            }
            let type = selection.type
            if !reserved { defects.reserveCapacity(defects.count + room); reserved = true }
            defects.append(Defect(kind: .lost, shortcutType: type, rule: rule,
                                  lazyMessage: "\(ShortcutTypeSpelling.printed(type)) was selected but never routed: \(reason())",
                                  events: events))
        }
        for index in deliveries.indices where deliveries[index].completions.isEmpty && !deliveries[index].abandoned {
            let delivery = deliveries[index]
            if !reserved { defects.reserveCapacity(defects.count + room); reserved = true }
            defects.append(Defect(kind: .completionMissing, shortcutType: delivery.type, rule: "A5.4",
                                  lazyMessage: "the completion handler of \(ShortcutTypeSpelling.printed(delivery.type)) was never called; UIKit does not time out, but report the result",
                                  events: [delivery.event]))
        }
    }
}

extension RoutingLedger {
    /// Feeds every field to a state's hash: each selection and delivery with its flags packed in
    /// one word, the sets of reported names as their counts and digests.
    func hashState(into hasher: inout StateHasher) {
        hasher.combine(selections.count)
        for selection in selections {
            hasher.combine(selection.type)
            hasher.combine(selection.event)
            hasher.combine(selection.process)
            let path: UInt64
            switch selection.path {
            case .coldLaunch: path = 0
            case .warm: path = 1
            case .running: path = 2
            }
            let dropped: UInt64
            switch selection.dropped {
            case nil: dropped = 0
            case .performActionNotImplemented: dropped = 1
            case .scenePerformActionNotImplemented: dropped = 2
            }
            hasher.combine(path | UInt64(selection.viaScenes ? 1 : 0) << 2 | UInt64(selection.handled ? 1 : 0) << 3
                           | UInt64(selection.gateClosed ? 1 : 0) << 4 | UInt64(selection.crashed ? 1 : 0) << 5
                           | UInt64(selection.hadChance ? 1 : 0) << 6 | UInt64(selection.abandoned ? 1 : 0) << 7
                           | dropped << 8 | UInt64(selection.droppedByApp != nil ? 1 : 0) << 10
                           | UInt64(selection.reusedSession ? 1 : 0) << 11 | UInt64(selection.connectedScene ? 1 : 0) << 12
                           | UInt64(selection.outlivedProcess ? 1 : 0) << 13)
            hasher.combine(selection.routes.count)
            for route in selection.routes { hasher.combine(route) }
            if let drop = selection.droppedByApp {
                // The reason's case, then what it names: each reason feeds its own words.
                switch drop.reason {
                case .missing(let names):
                    hasher.combine(0)
                    hasher.combine(names.count)
                    for name in names { hasher.combine(name) }
                case .cause(let cause):
                    hasher.combine(1)
                    hasher.combine(cause.rawValue)
                case .replaced(let newer):
                    hasher.combine(2)
                    hasher.combine(newer)
                }
                hasher.combine(drop.event)
                hasher.combine(UInt64(drop.inItsOwnResume ? 1 : 0) | UInt64(drop.inBackground ? 1 : 0) << 1 | UInt64(drop.replacedBySameItem ? 1 : 0) << 2)
            }
        }
        hasher.combine(deliveries.count)
        for delivery in deliveries {
            hasher.combine(delivery.type)
            hasher.combine(delivery.event)
            hasher.combine(delivery.completions.count)
            for completion in delivery.completions { hasher.combine(completion) }
            hasher.combine(UInt64(delivery.hadChance ? 1 : 0) | UInt64(delivery.abandoned ? 1 : 0) << 1)
        }
        hasher.combine(lastDeactivation != nil)
        if let lastDeactivation { hasher.combine(lastDeactivation) }
        hasher.combine(reportedDuplicateTypes)
        hasher.combine(selectionsWithChance)
        hasher.combine(deliveriesWithChance)
        hasher.combine(firstDeliveryOfProcess)
        hasher.combine(reportedHiddenItems)
        hasher.combine(reportedUnhandledTypes)
        hasher.combine(reportedUnmatchedTargets)
    }
}
