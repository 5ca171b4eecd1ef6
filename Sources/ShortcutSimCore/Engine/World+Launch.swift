extension World {
    /// A cold launch: a new process, the launch methods, the gate, then the first activation (A1.1).
    /// Into the background (`inBackground`, app delegate only), the launch methods run in the
    /// background state, without an item, and no activation follows: `applicationDidEnterBackground`
    /// runs, the app is suspended after the profile's delay (A7.3), and a later quick action resumes
    /// it (A3.1).
    mutating func launch(with item: ShortcutItem?, inBackground: Bool = false) {
        incarnations += 1
        process = ProcessRecord(incarnation: incarnations, launchItem: item)
        runningApp = setting.appTemplate  // through `appTemplate`, the whole world was copied to read it
        // Apple, application(_:willFinishLaunchingWithOptions:): "At the time this method is called,
        // your app is in the inactive state"; it stays inactive through the launch action (A1.2).
        // Apple, "Preparing your UI to run in the background": "The system may also launch an app
        // directly into the background state". With scenes the state is that of the most active
        // scene, and there is none yet: Apple, UIApplication.applicationState, "A scene-based app
        // launches in the background state, and transitions between its states as scenes connect,
        // change their states, and disconnect" (B1.1); it becomes inactive when its scene enters
        // the foreground.
        setState(inBackground || setting.usesScenes ? .background : .inactive)
        callApp({ app, context in app.processDidStart(context: &context) }, recording: { _ in nil })
        guard hasProcess else { return }

        let usesScenes = setting.usesScenes
        // A1.3: the same options for both methods; B3.3: with scenes they never carry the item.
        let options = LaunchOptions(shortcutItem: usesScenes ? nil : item)
        let willFinish = callLaunchMethod(.willFinishLaunching, shortcut: options.shortcutItem?.type) { app, context in
            app.application(willFinishLaunchingWithOptions: options, context: &context)
        }
        guard hasProcess else { return }  // the app crashed in willFinishLaunching
        // A7.1, a rule of apps without scenes: Apple's willFinishLaunching page places restoration
        // between the methods "in an app that doesn't support scenes"; with scenes it is per scene.
        if setting.restoresState, !usesScenes { record(.stateRestoration) }
        let didFinish = callLaunchMethod(.didFinishLaunching, shortcut: options.shortcutItem?.type) { app, context in  // A2.4: called whatever willFinish returned
            app.application(didFinishLaunchingWithOptions: options, context: &context)
        }
        guard hasProcess else { return }  // the app crashed in didFinishLaunching
        // A1.1, A1.3: posted after didFinishLaunching returned, with the same options; its observers
        // run then, too late to change the gate (A2.3). Without one there is no app code to run.
        let notification = TraceEvent.Kind.didFinishLaunchingNotification(shortcut: options.shortcutItem?.type)
        if setting.observesDidFinishLaunchingNotification {
            callApp(notification) { app, context in
                app.applicationDidFinishLaunchingNotification(options: options, context: &context)
            }
            guard hasProcess else { return }
        } else {
            record(notification)
        }
        if inBackground {
            process?.hasActivated = true  // the launch is over: an action now resumes the app (A3.1)
            // A7.3: the app ends in the background, so it is told so. Apple, "About the background
            // execution sequence": "If your app isn't running when an event arrives, the system
            // launches the app and moves it directly to the background, following this sequence:
            // 1. The system launches the app and follows the initialization sequence ... 2. UIKit
            // calls the app delegate's applicationDidEnterBackground(_:) method. 3. UIKit delivers
            // the event that caused the launch. ... 5. The app may be suspended again." It never
            // was active, so there is no applicationWillResignActive.
            callApp(.didEnterBackground) { app, context in app.applicationDidEnterBackground(context: &context) }
            guard hasProcess else { return }  // the app crashed in it
            scheduleSuspension()  // A7.3
            return
        }

        let gateOpen = willFinish.allowsPerformAction && didFinish.allowsPerformAction  // A2.3
        process?.gateOpen = gateOpen
        process?.gateInputs = .init(willFinish: willFinish, didFinish: didFinish)
        if item != nil, !usesScenes {  // A2.5: the gate only matters for a quick-action launch; scenes have none (B1.2)
            record(.launchGate(open: gateOpen, willFinish: willFinish, didFinish: didFinish))
            if !gateOpen { ledger.noteGateClosedForLatestSelection() }  // A2.1
        }

        if setting.launchDuration > .zero, let incarnation = process?.incarnation {
            scheduler.schedule(.finishLaunch(process: incarnation), at: now + setting.launchDuration)
        } else {
            finishLaunch()
        }
    }

    /// The first activation: the gated launch action while inactive, then `didBecomeActive` (A1.2).
    mutating func finishLaunch() {
        guard let launching = process else { return }
        if setting.usesScenes {
            finishSceneLaunch(launching)
            return
        }
        setState(.inactive)
        var gatedItem = launching.launchItem
        var ungatedItems = launching.mergedItems
        if gatedItem == nil, !ungatedItems.isEmpty {
            gatedItem = ungatedItems.removeFirst()  // A4.3: merged into the launch actions
        }
        if let item = gatedItem {
            if launching.gateOpen {
                deliverAction(item)  // A1.2: before didBecomeActive, while inactive
            } else if launching.launchItem == nil {
                // A4.3: a merged action is subject to the A2.3 gate; show why it goes nowhere.
                record(.launchGate(open: false, willFinish: launching.gateInputs.willFinish, didFinish: launching.gateInputs.didFinish))
                ledger.noteGateClosedForLatestSelection()
            }
        }
        for item in ungatedItems where hasProcess { deliverAction(item) }  // E4: a second action is not gated
        // Set in place: the deliveries may have changed the process (milestones, timers), or ended it in a crash.
        guard hasProcess else { return }
        process?.mergedItems = []
        process?.hasActivated = true
        setState(.active)
        callApp(.didBecomeActive) { app, context in app.applicationDidBecomeActive(context: &context) }
    }

    /// The item's title when another row of the menu the user selected it from had its type: the
    /// app receives the whole item and tells such items apart by more than the type (C1.2; seed 000:
    /// "distinguished by type and title"), so the trace names the one delivered. The menu is the one
    /// shown at the selection (static items, then dynamic ones while slots remain, C2.1, C2.2; after
    /// an update the previous version's dynamic items, C3.4), not the items held at delivery: an
    /// item hidden by the slot limit cannot be selected, and the launch may replace the dynamic items.
    func distinguishingTitle(of item: ShortcutItem) -> String? {
        sharedTypeTitles.isEmpty ? nil : sharedTypeTitles[item]
    }

    /// Notes, at a selection, whether the menu shows another item of its type (the selection counts
    /// the rows of its type as it walks the menu). Runs on every selection, where nearly every type
    /// has one row: no dictionary write while no selected item shares its type.
    mutating func noteSelection(of item: ShortcutItem, sharingItsType: Bool) {
        if sharingItsType {
            sharedTypeTitles[item] = item.localizedTitle
        } else if !sharedTypeTitles.isEmpty {
            sharedTypeTitles[item] = nil
        }
    }

    /// Delivers an action to `performActionFor`, or drops it when the method is missing (A6.1).
    mutating func deliverAction(_ item: ShortcutItem) {
        guard setting.implementedMethods.contains(.performActionFor) else {
            record(.drop(type: item.type, reason: .performActionNotImplemented, title: distinguishingTitle(of: item)))
            ledger.noteDrop(of: item.type, reason: .performActionNotImplemented)
            return
        }
        let delivery = ledger.beginDelivery(of: item.type, event: nextEventIndex)
        let handler = CompletionHandler(delivery: delivery, item: item)
        callApp(.performAction(type: item.type, delivery: delivery, title: distinguishingTitle(of: item))) { app, context in
            app.application(performActionFor: item, completionHandler: handler, context: &context)
        }
    }

    /// The first activation of a scene-based app: the scene connects with the item in its
    /// connection options, and neither delegate's performActionFor is called (B1.1, B1.2, B3.1).
    private mutating func finishSceneLaunch(_ launching: ProcessRecord) {
        var launched = launching
        let merged = launched.mergedItems
        launched.mergedItems = []
        launched.hasActivated = true
        process = launched
        activateScene(chooseScene(for: launched.launchItem), with: launched.launchItem)
        for item in merged where hasProcess { activateScene(chooseScene(for: item), with: item) }  // none after a crash
    }

    private mutating func callLaunchMethod(
        _ method: DelegateMethod,
        shortcut item: String?,
        _ body: (inout App, inout AppContext) -> Bool
    ) -> LaunchMethodOutcome {
        guard setting.implementedMethods.contains(method) else { return .notImplemented }
        // Called in place rather than through `callApp(_:recording:)`, whose closure that made the
        // event from the result copied the event once more on every launch method.
        guard var context = beginCall() else { return .returned(true) }  // not running: no gate
        let value = body(&runningApp, &context)
        // A method the app crashed in never returned: its event has no return value.
        let returned = context.hasCrashed ? nil : value
        finishCall(&context, recording: method == .willFinishLaunching
                   ? .willFinishLaunching(shortcut: item, returned: returned)
                   : .didFinishLaunching(shortcut: item, returned: returned))
        // nil: the app crashed (the caller stops there); no gate.
        return .returned(returned ?? true)
    }
}
