import ShortcutSimCore

/// Where a rule is enforced outside the scenario library: rules about what an Info.plist or a
/// scenario may say, or about how the menu looks, are checked by the parsers and `lint` rather
/// than shown in a trace.
public enum RuleCheck {
    /// The checks outside scenarios that enforce a rule, one sentence each; empty for most rules.
    public static func checks(for rule: RuleID) -> [String] {
        switch rule.rawValue {
        case "C1.1":
            return ["`plist:` and `shortcut-sim lint` report an item without its type or title as an error at its line in the Info.plist"]
        case "C1.3":
            return ["`shortcut-sim lint` prints each row's title layout: `title may wrap to 2 lines` without a subtitle, `title on 1 line` with one"]
        case "C1.4":
            return ["`shortcut-sim lint` prints the icon each row draws under the profile, and warns about an IconType next to an IconFile"]
        case "C4.1":
            return ["`userInfo={…}` in a scenario, `plist:` and `shortcut-sim lint` reject a value that is not a property list at its line and column; "
                    + "`ShortcutItem` refuses one from Swift (a URL, a UUID)"]
        case "C5.1":
            return ["`icon=` in a scenario, `plist:` and `shortcut-sim lint` accept exactly the 29 icon types, by case name or plist name, "
                    + "and suggest the closest one for a typo"]
        default:
            return []
        }
    }
}
