extension PlatformProfile {
    /// One setting of a profile, with the rule it stands for.
    public struct Setting: Hashable, Sendable {
        /// The setting's name, as `shortcut-sim profiles` prints it.
        public let name: String
        /// The value, as text.
        public let value: String
        /// The rule behind the setting.
        public let rule: RuleID
        /// Whether the reference marks the rule PROFILE (unsettled; the value is this profile's choice).
        public let isUnsettled: Bool
    }

    /// Every setting with its value and rule, in a fixed order.
    public var settings: [Setting] {
        func setting(_ name: String, _ value: String, _ rule: RuleID) -> Setting {
            Setting(name: name, value: value, rule: rule, isUnsettled: RuleCatalog.rule(rule)?.isProfileSetting ?? false)
        }
        return [
            setting("menuSlots", String(menuSlots), "C2.2"),
            setting("systemRows", systemRows.isEmpty ? "none" : systemRows.map(\.rawValue).joined(separator: ","), "C2.3"),
            setting("addsShareRowForAppStoreBuilds", String(addsShareRowForAppStoreBuilds), "C2.3"),
            setting("warmActionOrder", warmActionOrder.rawValue, "A3.3"),
            setting("sceneWarmActionOrder", sceneWarmActionOrder.rawValue, "B2.2"),
            setting("supportsScenes", String(supportsScenes), "B1.1"),
            setting("supportsMultipleScenes", String(supportsMultipleScenes), "B4.1"),
            setting("unmatchedSceneChoice", unmatchedSceneChoice.rawValue, "B4.2"),
            setting("backgroundSuspensionDelay", backgroundSuspensionDelay.description, "A7.3"),
            setting("homeScreenReachableWhileForeground", String(homeScreenReachableWhileForeground), "A4.1"),
            setting("appDelegateQuickActionsDeprecated", String(appDelegateQuickActionsDeprecated), "A1.4"),
            setting("quickActionsRequire3DTouch", String(quickActionsRequire3DTouch), "E1"),
        ]
    }

    /// The settings as aligned text, one per line: `warmActionOrder  beforeWillEnterForeground  (A3.3, PROFILE)`.
    public var settingsDescription: String {
        let width = settings.map(\.name.count).max() ?? 0
        let valueWidth = settings.map(\.value.count).max() ?? 0
        var lines = ["\(name): \(summary)"]
        for setting in settings {
            let pad = String(repeating: " ", count: width - setting.name.count)
            let valuePad = String(repeating: " ", count: valueWidth - setting.value.count)
            lines.append("  \(setting.name)\(pad)  \(setting.value)\(valuePad)  (\(setting.rule)\(setting.isUnsettled ? ", PROFILE" : ""))")
        }
        return lines.joined(separator: "\n")
    }
}
