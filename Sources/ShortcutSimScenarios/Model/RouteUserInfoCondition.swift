import ShortcutSimCore

/// The `userInfo` entry a route also matches (`XE_APP_ACTION_TYPE userInfo.id="battery_info" -> Battery`):
/// a router that reads a key the app put in the item's `userInfo` (C4.1) rather than its type alone, as
/// the React Native, Capacitor and .NET MAUI libraries hand the app `userInfo` to route by.
public struct RouteUserInfoCondition: Hashable, Sendable {
    /// The key the router reads (`url`, `id`).
    public var key: String
    /// The value the item must carry under ``key``: a string, an integer, a real or a Boolean.
    public var value: PropertyListValue
    /// The value as the scenario writes it (`"app://orders"`), for messages and the state's hash.
    public var written: String

    /// Creates a condition.
    public init(key: String, value: PropertyListValue, written: String) {
        self.key = key
        self.value = value
        self.written = written
    }

    /// Whether an item's `userInfo` holds the value under the key; an item without the key never matches.
    public func matches(_ userInfo: [String: PropertyListValue]) -> Bool {
        userInfo[key] == value
    }

    /// The condition as a route writes it: `userInfo.url="app://orders"`.
    public var phrase: String { "userInfo.\(key)=\(written)" }
}
