extension World {
    /// The scene sessions the system keeps for the app, in the order they were created (B1.4).
    public var sceneSessions: [SceneSession] { scenes.map(\.session) }

    /// The sessions whose scenes are connected now.
    public var connectedScenes: [SceneSession] { scenes.filter(\.isConnected).map(\.session) }

    /// Where a quick action goes: an existing scene session, or a new one.
    enum SceneChoice {
        case existing(Int)
        case new(String)
    }

    /// The scene UIKit selects for an item: a scene whose conditions prefer its target first (B4.1),
    /// then one that can be activated for it (listed, or accepting everything), most recently active
    /// first; when none can, the profile decides (B4.2), and an item with a target is reported as
    /// `unmatched-target`.
    mutating func chooseScene(for item: ShortcutItem?) -> SceneChoice {
        guard !scenes.isEmpty else { return .new(SceneSession.firstSceneName) }
        let byRecency = scenes.indices.sorted { scenes[$0].lastActivation > scenes[$1].lastActivation }
        let identifier = item?.targetContentIdentifier
        func conditions(_ index: Int) -> SceneActivationConditions {
            appTemplate.activationConditions(forScene: scenes[index].session.sceneName)
        }
        if let preferred = byRecency.first(where: { conditions($0).prefers(identifier) }) {
            return .existing(preferred)  // B4.1: prefersToActivate… "chooses to activate this scene over others"
        }
        if let able = byRecency.first(where: { conditions($0).matches(identifier) }) {
            return .existing(able)  // B4.1: canActivate… "if a better alternative doesn't exist"
        }
        let choice: SceneChoice
        let description: String
        // Apple, UIApplicationSupportsMultipleScenes: "If you set the value to false, UIKit never
        // creates more than one scene for your app"; nor does a system that shows one scene per app
        // (B4.1): whatever the profile's choice, the item goes to a scene the app has.
        let mayCreateScene = setting.profile.supportsMultipleScenes && setting.supportsMultipleScenes
        switch setting.profile.unmatchedSceneChoice {  // B4.2
        case .newScene where !mayCreateScene:
            choice = .existing(byRecency[0])
            description = "a scene it has, \(scenes[byRecency[0]].session.sceneName), since UIKit creates no second scene for the app"
        case .mostRecentlyActive:
            choice = .existing(byRecency[0])
            description = "the most recently active scene, \(scenes[byRecency[0]].session.sceneName)"
        case .newScene:
            let name = SceneSession.openedSceneName(session: sessionCounter + 1)
            choice = .new(name)
            description = "a new scene, \(name)"
        }
        if let item, let identifier {
            addDefects(ledger.unmatchedTarget(item, target: identifier, profile: setting.profile, choice: description))
        }
        return choice
    }

    /// Brings the chosen scene to the foreground with the item: connect it (new or reused session),
    /// resume it from the background, or deliver to it directly when it is already frontmost.
    mutating func activateScene(_ choice: SceneChoice, with item: ShortcutItem?) {
        switch choice {
        case .new(let name):
            sessionCounter += 1
            scenes.append(SceneRecord(session: SceneSession(persistentIdentifier: sessionCounter, sceneName: name)))
            connectScene(scenes.count - 1, with: item, isNewSession: true)
        case .existing(let index) where !scenes[index].isConnected:
            connectScene(index, with: item, isNewSession: false)  // B1.4: a reused session skips configurationForConnecting
        case .existing(let index) where scenes[index].activity == .background:
            foregroundScene(index, deliver: item)
        case .existing(let index):
            if let item { deliverSceneAction(item, to: index) }
        }
    }

    /// Connects a scene: `configurationForConnecting` for a new session only, then `willConnectTo`
    /// with the item in the connection options, then the foreground; no performAction (B1.1, B1.2, B1.4).
    mutating func connectScene(_ index: Int, with item: ShortcutItem?, isNewSession: Bool) {
        let session = scenes[index].session
        let options = SceneConnectionOptions(shortcutItem: item)
        if item != nil {
            ledger.noteConnectedSceneForLatestSelection()  // B1.1: the item is a launch item, whatever the process did before
            if !isNewSession, setting.implementedMethods.contains(.configurationForConnecting) {
                ledger.noteReusedSessionForLatestSelection()  // B1.4: the `lost` report names the skipped method
            }
        }
        if isNewSession, setting.implementedMethods.contains(.configurationForConnecting) {
            callApp(.configurationForConnecting(scene: session.sceneName, shortcut: item?.type)) { app, context in
                app.application(configurationForConnecting: session, options: options, context: &context)
            }
            guard hasProcess else { return }  // the app crashed handling the item
        }
        callApp(.sceneWillConnect(scene: session.sceneName, shortcut: item?.type)) { app, context in
            app.scene(willConnectTo: session, options: options, context: &context)
        }
        guard hasProcess else { return }
        scenes[index].isConnected = true
        scenes[index].activity = .background
        foregroundScene(index, deliver: nil)
    }

    /// A connected background scene comes to the foreground; a warm action is delivered in the
    /// profile's order (B2.1, B2.2).
    mutating func foregroundScene(_ index: Int, deliver item: ShortcutItem?) {
        let session = scenes[index].session
        if let item, setting.profile.sceneWarmActionOrder == .beforeWillEnterForeground {
            setSceneActivity(index, .foregroundInactive)
            deliverSceneAction(item, to: index)
            guard hasProcess else { return }  // the app crashed handling it
            callApp(.sceneWillEnterForeground(scene: session.sceneName)) { app, context in app.sceneWillEnterForeground(session, context: &context) }
        } else {
            callApp(.sceneWillEnterForeground(scene: session.sceneName)) { app, context in app.sceneWillEnterForeground(session, context: &context) }
            guard hasProcess else { return }
            setSceneActivity(index, .foregroundInactive)
            if let item { deliverSceneAction(item, to: index) }
        }
        guard hasProcess else { return }
        activateForegroundScene(index)
    }

    /// A foreground, inactive scene becomes active: `sceneDidBecomeActive`, and it is now the most
    /// recently active scene (B4.2).
    mutating func activateForegroundScene(_ index: Int) {
        let session = scenes[index].session
        activationCounter += 1
        scenes[index].lastActivation = activationCounter
        setSceneActivity(index, .foregroundActive)
        callApp(.sceneDidBecomeActive(scene: session.sceneName)) { app, context in app.sceneDidBecomeActive(session, context: &context) }
    }

    /// An active scene resigns: `sceneWillResignActive`, then foreground inactive; the ledger notes the
    /// deactivation (G10). The app delegate hears nothing (A7.5).
    mutating func resignSceneActive(_ index: Int) {
        let session = scenes[index].session
        let resignEvent = nextEventIndex  // the callback's own line, recorded before the app's effects
        callApp(.sceneWillResignActive(scene: session.sceneName)) { app, context in app.sceneWillResignActive(session, context: &context) }
        guard hasProcess else { return }  // an app of the caller's own may crash in any callback
        ledger.noteDeactivation(event: resignEvent)
        setSceneActivity(index, .foregroundInactive)
    }

    /// A foreground scene resigns and enters the background; the app delegate hears nothing (A7.5).
    mutating func backgroundScene(_ index: Int) {
        let session = scenes[index].session
        if scenes[index].activity == .foregroundActive { resignSceneActive(index) }
        guard hasProcess else { return }
        setSceneActivity(index, .background)
        callApp(.sceneDidEnterBackground(scene: session.sceneName)) { app, context in app.sceneDidEnterBackground(session, context: &context) }
        scheduleSuspensionIfBackground()
    }

    /// `windowScene(_:performActionFor:)`, or a drop when the scene delegate lacks it: no fallback
    /// to the app delegate (B2.1, B3.1, B3.2).
    mutating func deliverSceneAction(_ item: ShortcutItem, to index: Int) {
        let session = scenes[index].session
        guard setting.implementedMethods.contains(.windowScenePerformActionFor) else {
            record(.drop(type: item.type, reason: .scenePerformActionNotImplemented, title: distinguishingTitle(of: item)))
            ledger.noteDrop(of: item.type, reason: .scenePerformActionNotImplemented)
            return
        }
        let delivery = ledger.beginDelivery(of: item.type, event: nextEventIndex)
        let handler = CompletionHandler(delivery: delivery, item: item)
        callApp(.scenePerformAction(type: item.type, scene: session.sceneName, delivery: delivery, title: distinguishingTitle(of: item))) { app, context in
            app.windowScene(session, performActionFor: item, completionHandler: handler, context: &context)
        }
    }

    /// The system releases a background scene; its session survives (B1.4).
    mutating func disconnectScene(_ index: Int) {
        let session = scenes[index].session
        callApp(.sceneDidDisconnect(scene: session.sceneName)) { app, context in app.sceneDidDisconnect(session, context: &context) }
        scenes[index].isConnected = false
        scenes[index].activity = .background
    }

    /// Discards every scene session, as force-quitting from the app switcher does.
    mutating func discardSceneSessions() {
        for scene in scenes { record(.sessionDiscarded(scene: scene.session.sceneName)) }
        scenes = []
    }

    /// Index of the connected or disconnected scene with this name.
    func sceneIndex(named name: String) -> Int? { scenes.firstIndex { $0.session.sceneName == name } }

    /// Index of the most recently active scene, if any.
    var mostRecentScene: Int? { scenes.indices.max { scenes[$0].lastActivation < scenes[$1].lastActivation } }

    private mutating func setSceneActivity(_ index: Int, _ activity: SceneRecord.Activity) {
        scenes[index].activity = activity
        refreshApplicationState()
    }

    /// With scenes the application state follows its scenes: active if one is, inactive if one is in
    /// the foreground, background otherwise.
    private mutating func refreshApplicationState() {
        guard hasProcess else { return }
        if scenes.contains(where: { $0.isConnected && $0.activity == .foregroundActive }) {
            setState(.active)
        } else if scenes.contains(where: { $0.isConnected && $0.activity == .foregroundInactive }) {
            setState(.inactive)
        } else if applicationState != .suspended {
            setState(.background)
        }
    }

    /// Schedules suspension once no scene is in the foreground (A7.3).
    mutating func scheduleSuspensionIfBackground() {
        guard !scenes.contains(where: \.isForeground), applicationState == .background else { return }
        scheduleSuspension()
    }
}
