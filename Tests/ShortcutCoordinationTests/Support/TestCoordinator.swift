import ShortcutCoordination

/// The coordinator under test: a shortcut item is its type (`"Search"`), a completion handler is
/// an id the test chooses, so a delivery says which handler the app must call.
typealias TestCoordinator = ShortcutCoordinator<String, Int>

extension ShortcutCoordinator.Delivery where Item == String, Completion == Int {
    /// `"Search"` for a launch item (UIKit gave no handler), `"Scan → handler 7"` for an action
    /// that came with handler 7: what a failing `#expect` prints.
    var summary: String {
        guard let completion else { return item }
        return "\(item) → handler \(completion)"
    }
}

extension Array where Element == TestCoordinator.Delivery {
    /// The deliveries in the order the app must route them, as ``ShortcutCoordinator/Delivery/summary``.
    var summaries: [String] { map(\.summary) }
}

extension ShortcutCoordinator where Item == String, Completion == Int {
    /// Forwards both launch methods as UIKit calls them: the same launch item in each (A1.3), and
    /// `didFinishLaunching` even when `willFinishLaunching` returned false (A2.4).
    /// Returns what the app delegate returns from each.
    mutating func launch(shortcut: String?) -> (willFinish: Bool, didFinish: Bool) {
        let willFinish = willFinishLaunching(shortcutItem: shortcut)
        let didFinish = didFinishLaunching(shortcutItem: shortcut)
        return (willFinish, didFinish)
    }
}
