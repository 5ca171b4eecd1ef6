extension OrderingSituation {
    /// The situations of `ordering.md`, in reading order: the app-delegate lifecycle, then scenes.
    public static let all: [OrderingSituation] = appDelegate + scenes

    /// Apps without scenes: cold and warm launches, launch methods returning false, methods not implemented.
    public static let appDelegate: [OrderingSituation] = [
        OrderingSituation(
            title: "Cold launch from a quick action",
            summary: "The app is not running. Both launch methods see the item in the launch options; with both returning true the gate is open, so `performActionFor` runs while the app is still inactive, before `applicationDidBecomeActive`. `applicationWillEnterForeground` is not called. Apple puts the launch methods before `performActionFor`; its place before `applicationDidBecomeActive` is read in UIKit (A1.2).",
            rules: ["A1.1", "A1.2", "A1.3", "A2.3"],
            app: ["performAction: handled at once"],
            steps: ["select Search"],
            apple: [
                Citation(.performActionFor, "The system calls a launch method (before calling this method) when a user selects a quick action for your app and your app launches instead of activating."),
                Citation(.launchOptionsShortcutItem, "A key indicating that the app was launched in response to the user selecting a Home screen quick action."),
                Citation(.willFinishLaunchingEarlier, "At the time this method is called, your app is in the inactive state."),
            ]),
        OrderingSituation(
            title: "Warm resume from the background",
            summary: "The app runs in the background. No launch method runs; the item arrives only through `performActionFor`, while the app is inactive. Whether it comes before or after `applicationWillEnterForeground` is a profile setting: Apple documents no order between the two.",
            rules: ["A3.1", "A3.2", "A3.3", "A3.4"],
            app: ["performAction: handled at once"],
            setup: ["tap icon", "go home"],
            steps: ["select Search"],
            apple: [
                Citation(.willEnterForeground, "UIKit calls this method as part of the transition from the background to the active state."),
                Citation(.performActionFor, "Tells the delegate that the user selected a Home screen quick action for your app, except when you’ve intercepted the interaction in a launch method."),
            ]),
        OrderingSituation(
            title: "Warm resume from suspension",
            summary: "After a while in the background the app is suspended, without a callback. A quick action resumes it exactly as from the background. Apple documents the suspended state; its delay and the absence of a callback are reported (A7.3).",
            rules: ["A3.1", "A3.2", "A3.3", "A7.3"],
            app: ["performAction: handled at once"],
            setup: ["tap icon", "go home", "wait 10s"],
            steps: ["select Search"],
            apple: [
                Citation(.managingLifeCycle),
                Citation(.willEnterForeground, "UIKit calls this method as part of the transition from the background to the active state."),
            ]),
        OrderingSituation(
            title: "Quick action after a background launch",
            summary: "The system launched the app into the background for an event (a silent push, a background fetch): the launch methods ran without an item, then `applicationDidEnterBackground` (Apple, \"About the background execution sequence\"), and the app was suspended with no activation. A quick action then resumes the running app: no launch method, the item only through `performActionFor`, as from the background.",
            rules: ["A3.1", "A3.2", "A3.3", "A7.3"],
            app: ["performAction: handled at once"],
            steps: ["background launch", "wait 10s", "select Search"],
            apple: [
                Citation(.backgroundExecutionSequence, "If your app isn’t running when an event arrives, the system launches the app and moves it directly to the background"),
                Citation(.performActionFor, "The system calls a launch method (before calling this method) when a user selects a quick action for your app and your app launches instead of activating."),
            ]),
        OrderingSituation(
            title: "didFinishLaunching returns false (Apple's advice)",
            summary: "The app handles the item inside `didFinishLaunching` and returns false when launched from a shortcut, so the gate closes and `performActionFor` is not called: the action is handled once.",
            rules: ["A2.1", "A2.2", "A2.3"],
            app: ["didFinishLaunching: false when launched from a shortcut", "launch item: handled in didFinishLaunching"],
            steps: ["select Search"],
            apple: [
                Citation(.performActionFor, "Tells the delegate that the user selected a Home screen quick action for your app, except when you’ve intercepted the interaction in a launch method."),
                Citation(.applicationHeader),
            ]),
        OrderingSituation(
            title: "willFinishLaunching returns false",
            summary: "`didFinishLaunching` is still called after `willFinishLaunching` returned false; either false closes the gate. Apple says either false keeps the item from `performActionFor`; that `didFinishLaunching` still runs is read in UIKit (A2.4).",
            rules: ["A2.1", "A2.3", "A2.4"],
            app: ["willFinishLaunching: false when launched from a shortcut", "launch item: handled in willFinishLaunching"],
            steps: ["select Search"],
            apple: [
                Citation(.willFinishLaunchingEarlier, "false if the app cannot handle the URL resource or continue a user activity, or if the app should not perform the application(_:performActionFor:completionHandler:) method because you’re handling the invocation of a Home screen quick action in this method; otherwise return true."),
                Citation(.didFinishLaunchingEarlier, "If either method returns NO, the URL is not handled."),
            ]),
        OrderingSituation(
            title: "Returning true and handling the launch item too",
            summary: "The app handles the item in `didFinishLaunching` but returns true: the gate stays open and `performActionFor` handles it a second time. Apple's pages only say to return false when the launch method handles the item; the double handling is what developers report (A2.7).",
            rules: ["A2.3", "A2.7"],
            app: ["launch item: handled in didFinishLaunching", "performAction: handled at once"],
            steps: ["select Search"],
            apple: [
                Citation(.performActionFor, "Tells the delegate that the user selected a Home screen quick action for your app, except when you’ve intercepted the interaction in a launch method."),
            ]),
        OrderingSituation(
            title: "Launch methods not implemented",
            summary: "A launch method the delegate does not implement counts as an open gate, so the cold-launch item goes to `performActionFor`.",
            rules: ["A2.3"],
            app: ["willFinishLaunching: not implemented", "didFinishLaunching: not implemented", "performAction: handled at once"],
            steps: ["select Search"],
            apple: [
                Citation(.didFinishLaunchingEarlier, "If you do not implement one of the methods, only the return value of the implemented method is considered."),
            ]),
        OrderingSituation(
            title: "performActionFor not implemented, warm",
            summary: "Without `performActionFor` a warm action is dropped silently; only a cold launch still delivers the item, in the launch options. Apple documents the launch option; the silent drop is read in UIKit (A6.1).",
            rules: ["A6.1"],
            app: ["performAction: not implemented", "launch item: handled in didFinishLaunching"],
            setup: ["tap icon", "go home"],
            steps: ["select Search"],
            apple: [
                Citation(.launchOptionsShortcutItem, "A key indicating that the app was launched in response to the user selecting a Home screen quick action."),
            ]),
    ]

    /// Apps with scenes (iOS 13 and later): cold and warm, and a session reused after the system killed the app.
    public static let scenes: [OrderingSituation] = [
        OrderingSituation(
            title: "Scenes: cold launch",
            summary: "The launch options carry no item; the item arrives in the connection options of `configurationForConnecting` and `scene(_:willConnectTo:options:)`, and no `performActionFor` runs. Apple's sample saves it there and handles it in `sceneDidBecomeActive`.",
            rules: ["B1.1", "B1.2", "B1.3", "B3.3"],
            usesScenes: true,
            app: ["launch item: saved in willConnectTo, handled on sceneDidBecomeActive, then cleared", "scene performAction: handled at once"],
            steps: ["select Search"],
            apple: [
                Citation(.connectionOptionsShortcutItem, "If the user selected one of your app’s quick actions, this property contains the selected action."),
                Citation(.didFinishLaunching, "If the app supports scenes, this is nil."),
                Citation(.sceneSample),
            ]),
        OrderingSituation(
            title: "Scenes: warm resume from the background",
            summary: "The scene exists: the item goes to `windowScene(_:performActionFor:)`, never to the app delegate, whose activation callbacks are not called. Its place relative to `sceneWillEnterForeground` is a profile setting: Apple documents no order between the two.",
            rules: ["B2.1", "B2.2", "B3.1", "A7.5"],
            usesScenes: true,
            app: ["launch item: saved in willConnectTo, handled on sceneDidBecomeActive, then cleared", "scene performAction: handled at once"],
            setup: ["tap icon", "go home"],
            steps: ["select Search"],
            apple: [
                Citation(.windowScenePerformActionFor, "Asks the delegate to perform the user-selected action."),
                Citation(.performActionFor, "This method is not called for scene-based apps."),
            ]),
        OrderingSituation(
            title: "Scenes: cold launch after the system killed the app",
            summary: "The scene session outlives the process, so the next launch reuses it and `configurationForConnecting` is not called: it is not a complete place to capture the item. Apple calls `configurationForConnecting` when UIKit creates a new scene; that a killed app's session is reused is read in UIKit and reported (B1.4).",
            rules: ["B1.4", "A7.4"],
            usesScenes: true,
            app: ["launch item: saved in willConnectTo, handled on sceneDidBecomeActive, then cleared", "scene performAction: handled at once"],
            setup: ["tap icon", "go home", "system kill"],
            steps: ["select Search"],
            apple: [
                Citation(.configurationForConnecting, "Retrieves the configuration data for UIKit to use when creating a new scene."),
                Citation(.connectionOptionsShortcutItem, "If the user selected one of your app’s quick actions, this property contains the selected action."),
            ]),
    ]
}
