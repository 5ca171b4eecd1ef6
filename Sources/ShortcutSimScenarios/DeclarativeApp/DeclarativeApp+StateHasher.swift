import ShortcutSimCore

extension DeclarativeApp {
    /// Feeds the app's state to the explorer's fingerprint: the same summary of its constants as its
    /// `Hashable` hash, then every field that changes while it runs; the coordinator, when the app
    /// declares one, through its `Hashable` digest.
    public func hashState(into hasher: inout StateHasher) {
        constants.hashState(into: &hasher)
        let saved: UInt64 = (savedItem != nil ? 1 : 0) | (savedArmed ? 1 << 1 : 0) | (savedDelayElapsed ? 1 << 2 : 0) | (savedHandled ? 1 << 6 : 0)
        let process: UInt64 = (coordinator != nil ? 1 << 3 : 0) | (hasLeftLaunch ? 1 << 4 : 0) | (skipsNextAction ? 1 << 5 : 0)
        hasher.combine(saved | process)
        savedItem?.hashState(into: &hasher)
        hasher.combine(pendingActions.count)
        for action in pendingActions {
            action.item.hashState(into: &hasher)
            hasher.combine(action.handler.delivery)
            action.handler.item.hashState(into: &hasher)
            let flags: UInt64 = UInt64(action.armed ? 1 : 0) | UInt64(action.delayElapsed ? 1 : 0) << 1 | UInt64(action.dispatched ? 1 : 0) << 2
                | UInt64(action.handled ? 1 : 0) << 3
            hasher.combine(flags | UInt64(action.reported ? 1 : 0) << 4 | UInt64(action.onResume ? 1 : 0) << 5)  // apart: one expression of five is too slow to type-check
            if let due = action.due { hasher.combine(due.millisecondsSinceStart) }
        }
        hasher.combine(waitingRoutes.count)
        for waiting in waitingRoutes {
            waiting.item.hashState(into: &hasher)
            waiting.route.hashState(into: &hasher)
            let origin: UInt64 = switch waiting.origin {
            case nil: 0
            case .launchItem?: 1
            case .delivered?: 2
            case .keptAction?: 3  // a kept action's route waits like any other, charged to its own selection
            }
            hasher.combine(origin)
        }
        hasher.combine(foregroundScenes)
        if let coordinator { hasher.combineDigest(of: coordinator) }
    }
}
