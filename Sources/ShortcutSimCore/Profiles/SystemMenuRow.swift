/// A row the system adds to the quick-action menu; never an app item (C2.3).
public enum SystemMenuRow: String, Hashable, Sendable, CaseIterable {
    /// "Share <App>", added for App Store builds (C2.3).
    case share
    /// "Edit Home Screen", iOS 13 and later (C2.3).
    case editHomeScreen
    /// "Remove App", iOS 13 and later (C2.3).
    case removeApp

    /// The row's title as the menu shows it.
    public var title: String {
        switch self {
        case .share: return "Share App"
        case .editHomeScreen: return "Edit Home Screen"
        case .removeApp: return "Remove App"
        }
    }
}
