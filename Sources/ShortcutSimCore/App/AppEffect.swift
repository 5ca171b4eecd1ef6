/// Something an app did during a callback, applied by the engine in order after the callback returns.
public enum AppEffect: Hashable, Sendable {
    /// The app's router showed the destination for a quick action: the launch item or a delivered
    /// action, when the app says which (``ItemOrigin``).
    case route(ShortcutItem, destination: String, origin: ItemOrigin? = nil)
    /// The app recognised no route for the item's type and did nothing (C1.2, C3.4).
    case unhandled(ShortcutItem)
    /// The app showed a screen as part of its own work, not for a quick action (seed 004).
    case show(screen: String)
    /// The app replaced `UIApplication.shortcutItems` (C1.6).
    case setShortcutItems([ShortcutItem])
    /// The app scheduled work on the virtual clock.
    case schedule(AppTimer, after: VirtualDuration)
    /// The app scheduled work whose delay may vary within a window; latest nil means any time after earliest.
    case scheduleWithin(AppTimer, earliest: VirtualDuration, latest: VirtualDuration?)
    /// The app reached one of its readiness milestones.
    case reach(Milestone)
    /// The app undid one of its milestones by its own logic (a setting a quick action turns off).
    case undo(Milestone)
    /// The app ended its own process (`exit(0)`); nothing after it takes effect.
    case exit
    /// The app asked to be sent to the background once the callbacks under way have run.
    case suspend
    /// The app called a `performActionFor` completion handler (A5.1).
    case complete(CompletionHandler, succeeded: Bool)
    /// The app discarded a quick action without routing it, because these milestones were not
    /// reached; the launch item or a delivered action, when the app says which (``ItemOrigin``).
    case drop(ShortcutItem, missing: [Milestone], origin: ItemOrigin? = nil)
    /// The app discarded a quick action by its own logic, whatever its milestones (``AppDropCause``);
    /// the launch item or a delivered action, when the app says which (without, a delivered one).
    case dropByOwnLogic(ShortcutItem, cause: AppDropCause, origin: ItemOrigin? = nil)
    /// The app discarded a quick action it was keeping for later, because it keeps one pending item
    /// and a newer action took its place; the launch item or a delivered action, when the app says which.
    case replace(ShortcutItem, by: ShortcutItem, origin: ItemOrigin? = nil)
    /// The app crashed while handling a quick action, because these milestones were not reached; the process ends.
    case crash(ShortcutItem, missing: [Milestone], reached: [Milestone] = [])
    /// The app crashed inside a launch method on the launch options of a quick-action launch, which
    /// hold the item (A1.3); the process ends.
    case crashOnLaunchOptions(ShortcutItem, in: DelegateMethod)
    /// The app crashed in its own launch work on a launch that no quick action made (a screen it
    /// restores), in this callback, once these milestones are reached (none: whatever they are); the process ends.
    case crashOnLaunch(in: String, reached: [Milestone])
}
