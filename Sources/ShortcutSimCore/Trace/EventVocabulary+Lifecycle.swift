extension EventVocabulary {
    /// The one lifecycle whose runs can record an event, or nil when both can: the scene delegate's
    /// callbacks, `configurationForConnecting` and the windows and sessions of scenes exist only with
    /// scenes (B1.1, B1.4), while with scenes UIKit never calls the app delegate's `performActionFor`
    /// (B3.1) or its activation callbacks (A7.5).
    public static func onlyLifecycle(recording name: String) -> AppLifecycle? {
        if entry(named: name)?.participant == .sceneDelegate || sceneOnlyEvents.contains(name) { return .scenes }
        return appDelegateOnlyEvents.contains(name) ? .appDelegate : nil
    }

    /// The events of scenes that are not the scene delegate's callbacks: a new session's configuration
    /// (B1.4), the windows the user opens and closes, and the sessions the system disconnects or
    /// discards (B1.4, B4.1). An app without scenes has no windows of its own to open and no sessions.
    private static let sceneOnlyEvents: Set<String> = [
        "app.configurationForConnecting", "user.openScene", "user.closeScene", "system.disconnectScene", "uikit.sessionDiscarded",
    ]

    /// The app delegate's callbacks that UIKit does not call once the app uses scenes (B3.1, A7.5).
    private static let appDelegateOnlyEvents: Set<String> = [
        "app.performAction", "app.willEnterForeground", "app.didBecomeActive", "app.willResignActive", "app.didEnterBackground",
    ]
}
