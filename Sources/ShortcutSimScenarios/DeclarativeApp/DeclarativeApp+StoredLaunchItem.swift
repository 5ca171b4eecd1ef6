import ShortcutSimCore

/// `launch item: saved in METHOD to UserDefaults`: the saved launch item kept on disk, so that it
/// outlives its process (A7.4) and a later process reads it back, as Kilo's app delegate subscriber
/// parks the cold-start url for the JS mount (Kilo-Org/cloud#6219).
extension DeclarativeApp {
    /// The `UserDefaults` key of the stored launch item.
    static let storedLaunchItemKey = "launchItem"

    /// Writes the saved item to `UserDefaults`, when the app stores it there.
    func store(_ item: ShortcutItem, context: inout AppContext) {
        guard declaration.launchItem.storedInUserDefaults else { return }
        var fields: [String: PropertyListValue] = ["type": .string(item.type), "title": .string(item.localizedTitle)]
        if !item.userInfo.isEmpty { fields["userInfo"] = .dictionary(item.userInfo) }
        context.storedValues[Self.storedLaunchItemKey] = .dictionary(fields)
    }

    /// Removes the stored item: the app cleared its saved launch item.
    func removeStoredItem(context: inout AppContext) {
        guard declaration.launchItem.storedInUserDefaults else { return }
        context.storedValues[Self.storedLaunchItemKey] = nil
    }

    /// The item an earlier process stored, which this one reads back in `didFinishLaunching`: only
    /// ``store(_:context:)`` writes the key, always with a type and a title.
    func storedItem(in context: AppContext) -> ShortcutItem? {
        guard declaration.launchItem.storedInUserDefaults, case .dictionary(let fields)? = context.storedValues[Self.storedLaunchItemKey],
              case .string(let type)? = fields["type"], case .string(let title)? = fields["title"] else { return nil }
        guard case .dictionary(let info)? = fields["userInfo"] else { return ShortcutItem(type: type, localizedTitle: title) }
        return ShortcutItem(type: type, localizedTitle: title, userInfo: info)
    }
}
