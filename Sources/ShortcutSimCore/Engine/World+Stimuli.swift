extension World {
    mutating func install(_ bundle: AppBundle) throws(SimulationError) {
        guard !homeScreen.isInstalled else {
            throw SimulationError("the app is already installed", notes: ["use 'update' to install a new version over it, or 'delete' first"])
        }
        homeScreen.install(bundle)  // C1.6, C3.3: static items only
        storedValues = [:]
        let event = record(.install(version: bundle.version))
        checkOverflow(event: event)
    }

    mutating func update(to bundle: AppBundle) throws(SimulationError) {
        try requireInstalled("update")
        let event = record(.update(version: bundle.version))
        terminate()
        homeScreen.update(to: bundle)  // C3.4: dynamic items stay
        checkOverflow(event: event)
    }

    mutating func deleteApp() throws(SimulationError) {
        try requireInstalled("delete")
        record(.delete)
        terminate()
        homeScreen.delete()
        storedValues = [:]
        scenes = []
    }

    /// Records the menu as the user sees it on touch and hold, and returns it; with `details`, one
    /// more event per app row: its title, subtitle, the icon drawn (symbol over file over type, and no
    /// symbol before iOS 13, C1.4, C1.1) and the lines its title may use (C1.3).
    mutating func showMenu(details: Bool = false) throws(SimulationError) -> QuickActionMenu {
        try requireHomeScreen("show the quick-action menu")
        let menu = self.menu!
        if setting.showsQuickActions {
            record(menu)
            isMenuOpen = true  // until the next stimulus or wait: a `select` right after it chooses from it
            if details {
                for row in menu.rows {
                    record(.menuRow(type: row.item.type, title: row.item.localizedTitle, subtitle: row.item.localizedSubtitle,
                                    icon: row.displayedIcon?.description, titleLines: row.titleLineLimit))
                }
            }
        } else {
            record(.noMenu(forceTouch: setting.forceTouch))  // E1: no 3D Touch before iOS 13
        }
        return menu
    }

    private mutating func record(_ menu: QuickActionMenu) {
        record(.menu(items: menu.types, hidden: menu.hidden.map(\.type), systemRows: menu.systemRows.map(\.rawValue)))
    }

    /// Selects a quick action: the user touches and holds the icon, which records the menu, then
    /// chooses the item. `fromOpenMenu` is a `select` right after `show menu`, with nothing between:
    /// the user chooses from the menu already recorded, so it is not recorded twice (C2.1–C2.3).
    mutating func select(_ type: String, title: String? = nil, fromOpenMenu: Bool = false) throws(SimulationError) {
        try requireHomeScreen("select \(ShortcutTypeSpelling.printed(type))")
        guard setting.showsQuickActions else {
            throw SimulationError("cannot select \(ShortcutTypeSpelling.printed(type)): this device has no 3D Touch, and before iOS 13 only devices with it show quick actions (E1)",
                                  notes: ["touching and holding the icon on \(setting.profile.name) without 3D Touch shows no menu; use 'tap icon', 'force touch: available', or a profile from ios13, where every device shows quick actions"])
        }
        // The menu's items are walked, not the menu built: its rows' icons and line limits are not
        // recorded, and building and recording the menu cost about 1,600 instructions a selection.
        // Only a selection that fails builds it, for the message.
        var types: [String] = [], hidden: [String] = []
        types.reserveCapacity(setting.profile.menuSlots)  // one allocation, not one per growth (about 300 each)
        var chosen: ShortcutItem?, rowsOfType = 0
        homeScreen.forEachItem(slots: setting.profile.menuSlots) { item, _, isShown in
            guard isShown else { return hidden.append(item.type) }
            types.append(item.type)
            guard item.type == type else { return }
            rowsOfType += 1
            // Items may share a type (C1.2): without a title the first shown one, with a title that one.
            if chosen == nil && (title == nil || item.localizedTitle == title) { chosen = item }
        }
        guard let item = chosen else { throw notSelectable(type, title: title) }
        // The user touches and holds the icon first, unless the menu is open (`select` right after
        // `show menu`, C2.1–C2.3).
        if !fromOpenMenu {
            let systemRows = homeScreen.addsShareRow(profile: setting.profile) ? [SystemMenuRow.share.rawValue] + setting.systemRowNames : setting.systemRowNames
            record(.menu(items: types, hidden: hidden, systemRows: systemRows))
        }
        let event = record(.select(type: type, title: title))
        noteSelection(of: item, sharingItsType: rowsOfType > 1)
        noticeDeprecation()
        let viaScenes = setting.usesScenes
        switch applicationState {
        case .notRunning:
            ledger.select(type, event: event, path: .coldLaunch, viaScenes: viaScenes, process: incarnations + 1)  // the process it starts
            launch(with: item)  // A1.1
        case _ where isLaunching:  // frontmost, even a scene-based app, which launches in the background state
            ledger.select(type, event: event, path: .running, viaScenes: viaScenes, process: incarnations)
            process?.mergedItems.append(item)  // A4.3
        case .background, .suspended:
            ledger.select(type, event: event, path: .warm, viaScenes: viaScenes, process: incarnations)
            resume(with: item)  // A3.1
        case .inactive, .active:
            ledger.select(type, event: event, path: .running, viaScenes: viaScenes, process: incarnations)
            if viaScenes {
                activateScene(chooseScene(for: item), with: item)  // B4.1
            } else {
                deliverAction(item)  // A4.2: no state gate
            }
        }
    }

    mutating func tapIcon() throws(SimulationError) {
        try requireHomeScreen("tap the app icon")
        record(.tapIcon)
        switch applicationState {
        case .notRunning: launch(with: nil)
        case _ where isLaunching: break  // a scene-based app launching is frontmost, in the background state
        case .background, .suspended: resume(with: nil)
        case .inactive, .active: break  // iPad Dock: the app is already frontmost
        }
    }

    mutating func launchInBackground() throws(SimulationError) {
        try requireInstalled("launch the app in the background")
        guard !setting.usesScenes else {
            throw SimulationError("a background launch of a scene-based app is not modelled: the rules do not say whether UIKit connects a scene for it",
                                  notes: ["use 'lifecycle: app-delegate'; with scenes, start the app with 'tap icon' and 'go home' instead"])
        }
        guard applicationState == .notRunning else {
            throw SimulationError("the system launches the app in the background only when it is not running; the app is \(applicationState.rawValue)",
                                  notes: ["add 'system kill' first: a running app gets the event without a launch"])
        }
        record(.backgroundLaunch)
        launch(with: nil, inBackground: true)
    }

    /// Leaves a foreground app for the Home Screen (A7.3). With no app in the foreground the Home
    /// Screen is already showing, so the step would change nothing: like `lock` on a locked device,
    /// it is a step that cannot happen, most likely a step left out (a `tap icon` or `select` before it).
    mutating func goHome() throws(SimulationError) {
        guard !isDeviceLocked else { throw SimulationError("cannot go to the Home Screen: the device is locked", notes: ["add 'unlock' first"]) }
        try requireLaunchFinished("go home")
        guard applicationState.isForeground else {
            throw SimulationError("cannot go home: the Home Screen is already showing; the app is \(applicationState.rawValue)",
                                  notes: ["'go home' leaves an app in the foreground, which then resigns active and enters the background (A7.3); "
                                          + "bring it back first with 'tap icon' or 'select TYPE', or let time pass in the background with 'wait'"])
        }
        record(.goHome)
        moveToBackground()
    }

    mutating func lock() throws(SimulationError) {
        guard !isDeviceLocked else { throw SimulationError("cannot lock: the device is already locked", notes: ["remove this 'lock', or add 'unlock' before it"]) }
        try requireLaunchFinished("lock the device")
        record(.lock)
        isDeviceLocked = true
        if applicationState.isForeground {
            resumesAppOnUnlock = true
            moveToBackground()  // A7.3
        }
    }

    /// A temporary interruption: the app resigns active and becomes active again, in the foreground
    /// throughout, so no background or foreground callback runs. Apple documents
    /// `applicationWillResignActive(_:)` and `sceneWillResignActive(_:)` as called "for temporary
    /// interruptions", then `didBecomeActive` when they end; a saved launch item that was not
    /// cleared fires again here (G10). The reference has no rule of its own for it; A7.3 gives the
    /// resign-active half.
    mutating func interrupt() throws(SimulationError) {
        guard applicationState == .active else {
            let whereItIs = switch applicationState {  // in words, not the enum's name (A7.3, A7.4)
            case .background: "in the background"
            case .suspended: "suspended"
            case .notRunning: "not running"
            case .inactive, .active: applicationState.rawValue
            }
            throw SimulationError("cannot interrupt the app: it is \(whereItIs), not active",
                                  notes: ["an interruption such as Control Center only makes a frontmost, active app inactive for a moment"])
        }
        record(.interrupt)
        if setting.usesScenes {
            let active = scenes.indices.filter { scenes[$0].isConnected && scenes[$0].activity == .foregroundActive }
                .sorted { scenes[$0].lastActivation < scenes[$1].lastActivation }  // they become active again in the same order
            for index in active where hasProcess { resignSceneActive(index) }
            for index in active where hasProcess { activateForegroundScene(index) }  // none after a crash
            return
        }
        resignActive()
        guard hasProcess else { return }
        setState(.active)
        callApp(.didBecomeActive) { app, context in app.applicationDidBecomeActive(context: &context) }
    }

    mutating func unlock() throws(SimulationError) {
        guard isDeviceLocked else { throw SimulationError("cannot unlock: the device is not locked", notes: ["remove this 'unlock', or add 'lock' before it"]) }
        record(.unlock)
        isDeviceLocked = false
        if resumesAppOnUnlock {
            resumesAppOnUnlock = false
            if applicationState == .background || applicationState == .suspended { resume(with: nil) }
        }
    }

    mutating func systemKill() throws(SimulationError) {
        guard !isFrontmost, applicationState == .background || applicationState == .suspended else {
            throw SimulationError("the system only kills an app in the background or suspended; the app is \(applicationState.rawValue)",
                                  notes: ["add 'go home' (and a 'wait') before 'system kill'"])
        }
        record(.systemKill)
        terminate()  // A7.4
    }

    mutating func forceQuit() throws(SimulationError) {
        guard applicationState.isRunning else {
            throw SimulationError("cannot force quit: the app is not running",
                                  notes: ["its process has already ended, so the next launch is cold without it (A7.4): remove the 'force quit', or launch the app first ('tap icon' or 'select TYPE')"])
        }
        try requireLaunchFinished("force quit")
        record(.forceQuit)
        if applicationState.isForeground { moveToBackground() }
        terminate()  // A7.4
        discardSceneSessions()  // swiping the app away in the switcher discards its scene sessions
    }

    mutating func openScene(_ name: String) throws(SimulationError) {
        try requireScenes("open a window")
        guard setting.profile.supportsMultipleScenes else {
            throw SimulationError("cannot open another window: the \(profile.name) profile shows one scene per app",
                                  notes: ["use an iPad profile such as ipados26"])
        }
        guard applicationState.isRunning else {
            throw SimulationError("cannot open a window: the app is not running", notes: ["launch the app first ('tap icon' or 'select TYPE'): its first scene is 'main'"])
        }
        if let index = sceneIndex(named: name), scenes[index].isConnected {
            throw SimulationError("scene '\(name)' is already open")
        }
        // Apple, UIApplicationSupportsMultipleScenes: "If you set the value to false, UIKit never
        // creates more than one scene for your app." UIApplication.supportsMultipleScenes is true only
        // "when the system allows the app to display multiple scenes and the app's Info.plist file
        // includes the UIApplicationSupportsMultipleScenes key with a value of true".
        // Its one session too, while the system keeps it with the scene disconnected (B1.4): the window
        // the user opens is that scene again, by any other name a second one.
        if !setting.supportsMultipleScenes, let open = scenes.first(where: \.isConnected) ?? scenes.first(where: { $0.session.sceneName != name }) {
            let state = open.isConnected ? "" : " (disconnected, its session kept)"
            throw SimulationError("cannot open another window: the app sets UIApplicationSupportsMultipleScenes to false, so UIKit never creates a second scene next to '\(open.session.sceneName)'\(state)",
                                  notes: ["Apple, UIApplicationSupportsMultipleScenes: \"If you set the value to false, UIKit never creates more than one scene for your app\"; every quick action goes to its one scene (B4.1)",
                                          "remove the 'open scene' step, or declare an app that supports several windows ('multiple scenes: supported', the key set to true)"])
        }
        record(.openScene(scene: name))
        activateScene(sceneIndex(named: name).map(SceneChoice.existing) ?? .new(name), with: nil)
    }

    mutating func closeScene(_ name: String) throws(SimulationError) {
        try requireScenes("close a window")
        guard let index = sceneIndex(named: name), scenes[index].isConnected else {
            throw SimulationError("cannot close scene '\(name)': it is not connected", notes: ["connected scenes: " + describeConnectedScenes()])
        }
        record(.closeScene(scene: name))
        if scenes[index].isForeground { backgroundScene(index) }
        disconnectScene(index)
        record(.sessionDiscarded(scene: name))
        scenes.remove(at: index)
        scheduleSuspensionIfBackground()
    }

    mutating func systemDisconnectScene(_ name: String) throws(SimulationError) {
        try requireScenes("disconnect a scene")
        guard let index = sceneIndex(named: name), scenes[index].isConnected else {
            throw SimulationError("cannot disconnect scene '\(name)': it is not connected", notes: ["connected scenes: " + describeConnectedScenes()])
        }
        guard !scenes[index].isForeground else {
            throw SimulationError("the system only disconnects a scene in the background; '\(name)' is in the foreground",
                                  notes: ["add 'go home' first"])
        }
        record(.disconnectScene(scene: name))
        disconnectScene(index)  // B1.4: the session survives
    }

    private func requireScenes(_ action: String) throws(SimulationError) {
        guard setting.usesScenes else {
            throw SimulationError("cannot \(action): the app does not adopt scenes", notes: ["write 'lifecycle: scenes'"])
        }
    }

    private func describeConnectedScenes() -> String {
        let names = scenes.filter(\.isConnected).map(\.session.sceneName)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }

    mutating func reachFromOutside(_ milestone: Milestone) throws(SimulationError) {
        guard isFrontmost else {
            throw SimulationError("cannot reach '\(milestone)': the app is \(applicationState.rawValue), not in the foreground",
                                  notes: ["the user completes things like login inside the running app"])
        }
        record(.userReach(milestone: milestone.name))
        guard process?.reachedMilestones.insert(milestone) == true else { return }
        noteReadyAndActiveIfReady()
        callApp(.milestone(name: milestone.name)) { app, context in app.milestoneReached(milestone, context: &context) }
    }

    /// The user undoes a milestone of the running process, such as signing out: it is no longer
    /// reached, and the app hears of it (``ShortcutApp/milestoneUndone(_:context:)``).
    mutating func undoFromOutside(_ milestone: Milestone) throws(SimulationError) {
        guard isFrontmost else {
            throw SimulationError("cannot undo '\(milestone)': the app is \(applicationState.rawValue), not in the foreground",
                                  notes: ["the user undoes things like login (signs out) inside the running app"])
        }
        guard process?.reachedMilestones.contains(milestone) == true else {
            throw SimulationError("cannot undo '\(milestone)': it is not reached in the running process",
                                  notes: ["add 'reach \(milestone)' before it, or leave the step out"])
        }
        record(.userUndo(milestone: milestone.name))
        process?.reachedMilestones.remove(milestone)
        callApp({ app, context in app.milestoneUndone(milestone, context: &context) }, recording: { _ in nil })
    }

    /// Records, once per run, that the profile deprecates the app-delegate quick-action API the app
    /// relies on (A1.4): `performActionFor` if it implements it, the launch option key if it reads it.
    private mutating func noticeDeprecation() {
        guard setting.profile.appDelegateQuickActionsDeprecated, !setting.usesScenes, !deprecationNoticed else { return }
        deprecationNoticed = true
        for api in DeprecatedAPI.allCases where reliesOn(api) {
            record(.deprecation(api: api.rawValue, rule: "A1.4"))
        }
    }

    /// Whether the app uses the deprecated API: implements the method, or reads the key.
    private func reliesOn(_ api: DeprecatedAPI) -> Bool {
        switch api {
        case .performActionFor: setting.implementedMethods.contains(.performActionFor)
        case .shortcutItemLaunchOption: setting.readsShortcutItemLaunchOption
        }
    }

    private func requireInstalled(_ action: @autoclosure () -> String) throws(SimulationError) {
        guard homeScreen.isInstalled else {
            throw SimulationError("cannot \(action()): the app is not installed", notes: ["add 'install' first"])
        }
    }

    private func requireLaunchFinished(_ action: String) throws(SimulationError) {
        guard !isLaunching else {
            throw SimulationError("cannot \(action): the app is still launching (its launch takes \(setting.launchDuration))",
                                  notes: ["add a 'wait' of at least \(setting.launchDuration) first"])
        }
    }

    /// Whether the app fills the screen: in the foreground, or launching, which a scene-based app does
    /// in the background state until its scene enters the foreground.
    private var isFrontmost: Bool { applicationState.isForeground || isLaunching }

    /// The Home Screen must be reachable: app installed, device unlocked, app not frontmost on iPhone (A4.1).
    /// The action's words are made only for an error: a selection's spell its type.
    private func requireHomeScreen(_ action: @autoclosure () -> String) throws(SimulationError) {
        try requireInstalled(action())
        guard !isDeviceLocked else {
            throw SimulationError("cannot \(action()): the device is locked", notes: ["add 'unlock' first"])
        }
        guard !isFrontmost || setting.profile.homeScreenReachableWhileForeground else {
            throw SimulationError("cannot \(action()): the app is frontmost (\(isLaunching ? "launching" : applicationState.rawValue)) and the Home Screen is hidden (A4.1)",
                                  notes: ["add 'go home' first, or use an iPad profile such as ipados26 where the Dock is reachable"])
        }
    }

    /// Why no item of the type (with the title, if given) can be selected in the menu.
    private func notSelectable(_ type: String, title: String?) -> SimulationError {
        let menu = self.menu!
        let ofType = menu.rows.map(\.item).filter { $0.type == type }
        guard !ofType.isEmpty else { return notInMenu(type, in: menu) }
        return SimulationError("no \(ShortcutTypeSpelling.printed(type)) item titled \"\(title ?? "")\" is in the quick-action menu",
                               notes: ["its \(ShortcutTypeSpelling.printed(type)) items: " + ofType.map { "\"\($0.localizedTitle)\"" }.joined(separator: ", ")])
    }

    private func notInMenu(_ type: String, in menu: QuickActionMenu) -> SimulationError {
        var notes = ["the menu shows: " + (menu.types.isEmpty ? "no app items" : menu.types.map(ShortcutTypeSpelling.printed).joined(separator: ", "))]
        if menu.hidden.contains(where: { $0.type == type }) {
            notes.append("\(ShortcutTypeSpelling.printed(type)) is an app item but gets no slot: the menu shows the first \(setting.profile.menuSlots) app items, the static ones before the dynamic ones (C2.1, C2.2)")
        } else if let suggestion = Suggestion.note(for: type, in: menu.types) {
            notes.append(suggestion)
        }
        return SimulationError("\(ShortcutTypeSpelling.printed(type)) is not in the quick-action menu", notes: notes)
    }
}
