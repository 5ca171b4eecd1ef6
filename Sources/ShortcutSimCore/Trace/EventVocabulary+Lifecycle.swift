extension EventVocabulary {
    /// The one lifecycle whose runs can record an event, or nil when both can: the scene delegate's
    /// callbacks and `configurationForConnecting` exist only with scenes (B1.1), while with scenes
    /// UIKit never calls the app delegate's `performActionFor` (B3.1) or its activation callbacks (A7.5).
    public static func onlyLifecycle(recording name: String) -> AppLifecycle? {
        if entry(named: name)?.participant == .sceneDelegate || name == "app.configurationForConnecting" { return .scenes }
        return appDelegateOnlyEvents.contains(name) ? .appDelegate : nil
    }

    /// The app delegate's callbacks that UIKit does not call once the app uses scenes (B3.1, A7.5).
    private static let appDelegateOnlyEvents: Set<String> = [
        "app.performAction", "app.willEnterForeground", "app.didBecomeActive", "app.willResignActive", "app.didEnterBackground",
    ]
}
