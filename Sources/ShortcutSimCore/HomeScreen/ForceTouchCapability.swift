/// Whether the device has 3D Touch, in the words of UIKit's `UIForceTouchCapability`: before
/// iOS 13 only devices with it show quick actions (E1, the profile's `quickActionsRequire3DTouch`).
public enum ForceTouchCapability: String, Hashable, Sendable, CaseIterable {
    /// The device has 3D Touch (every iPhone from the 6s to the XS): pressing the icon shows the menu.
    case available
    /// The device has no 3D Touch (an iPhone 6, SE or XR): before iOS 13, touching and holding the
    /// icon shows no quick-action menu (E1).
    case unavailable
}
