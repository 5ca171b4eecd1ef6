/// The 29 system icons of `UIApplicationShortcutIconType` (C5.1), in the SDK's order.
public enum ShortcutIconType: String, CaseIterable, Hashable, Sendable {
    /// `UIApplicationShortcutIconTypeCompose`, available since iOS 9.0 (C5.1).
    case compose
    /// `UIApplicationShortcutIconTypePlay`, available since iOS 9.0 (C5.1).
    case play
    /// `UIApplicationShortcutIconTypePause`, available since iOS 9.0 (C5.1).
    case pause
    /// `UIApplicationShortcutIconTypeAdd`, available since iOS 9.0 (C5.1).
    case add
    /// `UIApplicationShortcutIconTypeLocation`, available since iOS 9.0 (C5.1).
    case location
    /// `UIApplicationShortcutIconTypeSearch`, available since iOS 9.0 (C5.1).
    case search
    /// `UIApplicationShortcutIconTypeShare`, available since iOS 9.0 (C5.1).
    case share
    /// `UIApplicationShortcutIconTypeProhibit`, available since iOS 9.1 (C5.1).
    case prohibit
    /// `UIApplicationShortcutIconTypeContact`, available since iOS 9.1 (C5.1).
    case contact
    /// `UIApplicationShortcutIconTypeHome`, available since iOS 9.1 (C5.1).
    case home
    /// `UIApplicationShortcutIconTypeMarkLocation`, available since iOS 9.1 (C5.1).
    case markLocation
    /// `UIApplicationShortcutIconTypeFavorite`, available since iOS 9.1 (C5.1).
    case favorite
    /// `UIApplicationShortcutIconTypeLove`, available since iOS 9.1 (C5.1).
    case love
    /// `UIApplicationShortcutIconTypeCloud`, available since iOS 9.1 (C5.1).
    case cloud
    /// `UIApplicationShortcutIconTypeInvitation`, available since iOS 9.1 (C5.1).
    case invitation
    /// `UIApplicationShortcutIconTypeConfirmation`, available since iOS 9.1 (C5.1).
    case confirmation
    /// `UIApplicationShortcutIconTypeMail`, available since iOS 9.1 (C5.1).
    case mail
    /// `UIApplicationShortcutIconTypeMessage`, available since iOS 9.1 (C5.1).
    case message
    /// `UIApplicationShortcutIconTypeDate`, available since iOS 9.1 (C5.1).
    case date
    /// `UIApplicationShortcutIconTypeTime`, available since iOS 9.1 (C5.1).
    case time
    /// `UIApplicationShortcutIconTypeCapturePhoto`, available since iOS 9.1 (C5.1).
    case capturePhoto
    /// `UIApplicationShortcutIconTypeCaptureVideo`, available since iOS 9.1 (C5.1).
    case captureVideo
    /// `UIApplicationShortcutIconTypeTask`, available since iOS 9.1 (C5.1).
    case task
    /// `UIApplicationShortcutIconTypeTaskCompleted`, available since iOS 9.1 (C5.1).
    case taskCompleted
    /// `UIApplicationShortcutIconTypeAlarm`, available since iOS 9.1 (C5.1).
    case alarm
    /// `UIApplicationShortcutIconTypeBookmark`, available since iOS 9.1 (C5.1).
    case bookmark
    /// `UIApplicationShortcutIconTypeShuffle`, available since iOS 9.1 (C5.1).
    case shuffle
    /// `UIApplicationShortcutIconTypeAudio`, available since iOS 9.1 (C5.1).
    case audio
    /// `UIApplicationShortcutIconTypeUpdate`, available since iOS 9.1 (C5.1).
    case update

    /// The spelling in an Info.plist, such as `UIApplicationShortcutIconTypeSearch` (C5.1).
    public var plistName: String { Self.plistPrefix + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The iOS version that introduced the case: 9.0 for the first seven, 9.1 for the rest (C5.1).
    public var introducedIn: String { ShortcutIconType.introducedInIOS9_0.contains(self) ? "9.0" : "9.1" }

    private static let introducedInIOS9_0: Set<ShortcutIconType> = [.compose, .play, .pause, .add, .location, .search, .share]

    /// The prefix of every Info.plist spelling.
    public static let plistPrefix = "UIApplicationShortcutIconType"

    /// The case whose Info.plist spelling is `plistName`, or nil for an unknown name.
    public init?(plistName: String) {
        let prefix = Self.plistPrefix
        guard plistName.hasPrefix(prefix), plistName.count > prefix.count else { return nil }
        let name = plistName.dropFirst(prefix.count)
        self.init(rawValue: name.prefix(1).lowercased() + name.dropFirst())
        guard self.plistName == plistName else { return nil }
    }

    /// The case a name means when its letter case is ignored, with or without the Info.plist prefix:
    /// `Search`, `search` and `UIApplicationShortcutIconTypesearch` all mean ``search``. Nil when no
    /// icon has that name. For "did you mean": iOS itself matches names exactly (C5.1).
    public init?(ignoringCaseAndPrefix name: String) {
        let lowered = name.lowercased()
        let prefix = Self.plistPrefix.lowercased()
        let bare = lowered.hasPrefix(prefix) ? String(lowered.dropFirst(prefix.count)) : lowered
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == bare }) else { return nil }
        self = match
    }
}
