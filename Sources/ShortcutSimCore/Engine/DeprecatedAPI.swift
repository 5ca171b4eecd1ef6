/// The app-delegate quick-action API that iOS 26 deprecates in favour of the scene API (A1.4), as
/// `uikit.deprecated` names it; each is flagged once per run, in this order.
public enum DeprecatedAPI: String, CaseIterable, Sendable {
    /// `application(_:performActionFor:completionHandler:)`, flagged when the app implements it.
    case performActionFor = "UIApplicationDelegate.performActionFor"
    /// `UIApplication.LaunchOptionsKey.shortcutItem`, flagged when a launch method reads it.
    case shortcutItemLaunchOption = "UIApplication.LaunchOptionsKey.shortcutItem"
}
