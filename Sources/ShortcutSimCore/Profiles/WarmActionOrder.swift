/// Where a warm quick action is delivered relative to the foreground transition (A3.2, A3.3, B2.2).
public enum WarmActionOrder: String, Hashable, Sendable, CaseIterable {
    /// `willEnterForeground` → `performActionFor` → `didBecomeActive`, as reported for iOS 9–12 (A3.2).
    case afterWillEnterForeground
    /// `performActionFor` → `willEnterForeground` → `didBecomeActive`, as iOS 26.1 code suggests (A3.3).
    case beforeWillEnterForeground
}
