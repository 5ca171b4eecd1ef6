/// Where the item an app routes or drops came from, so that the engine charges it to the right
/// selection when one type is selected more than once.
public enum ItemOrigin: Hashable, Sendable {
    /// The launch item: read from the launch options (A1.3) or a scene's connection options (B1.1),
    /// saved or handled at once. It belongs to the cold launch that carried it.
    case launchItem
    /// An action a call delivered: `performActionFor` (A3.1) or the scene's (B2.1). It belongs to the
    /// selection the call carried, never to a cold launch whose item no call carried (A2.1, B1.2).
    case delivered
    /// A delivered action the app handled before and keeps, since it never sets it back to nil
    /// (`not cleared`), handled again at a later activation (G10). It belongs to the selection whose
    /// action of its type was routed last, never to a newer selection of the type still waiting.
    case keptAction
}
