/// The `completionHandler` of one `performActionFor` delivery; call it through ``AppContext/complete(_:succeeded:)`` (A5.1).
public struct CompletionHandler: Hashable, Sendable {
    /// The delivery this handler belongs to, numbered from 1 in the order of deliveries.
    public let delivery: Int
    /// The item that was delivered.
    public let item: ShortcutItem

    /// Creates a handler; the engine makes one per delivery.
    public init(delivery: Int, item: ShortcutItem) {
        self.delivery = delivery
        self.item = item
    }
}
