import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A `plist:` item with an SF Symbol and an icon type, in a scenario run on several profiles: one
/// decoding serves every run, each run's menu draws its own icon, and the warning names the profile
/// without SF Symbols whenever the scenario runs on one (C1.1, C1.4).
@Suite("SF Symbols per profile (C1.1, C1.4)")
struct SymbolIconProfileTests {
    /// An Info.plist with one item, `Love`, that names an SF Symbol and a system icon.
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>Love</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Love</string>
        \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
        \t\t\t<string>heart.fill</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeLove</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    /// The warning the ios9 profile gives for the `Love` item, at its IconSymbolName key.
    static let ios9Warning = "Info.plist:11:4: warning: item 0: UIApplicationShortcutItemIconSymbolName 'heart.fill' needs iOS 13 or later (C1.1); "
        + "the ios9 profile has no SF Symbols, so iOS shows UIApplicationShortcutItemIconType 'UIApplicationShortcutIconTypeLove' instead (C1.4)"

    /// ``ios9Warning`` with its last note, which names the scenario line that reads the plist (line 3 without headers before 'shortcuts:').
    static func ios9Warning(plistLine line: Int) -> String {
        ios9Warning + "\nnote: read for the 'plist:' line at t.scenario:\(line):10"
    }

    /// Parses `text` with `plist:` files read from memory: `Info.plist` is ``plist``.
    static func parse(_ text: String) throws -> Scenario {
        try ScenarioText.parse(text, infoPlist: plist)
    }

    /// A scenario that loads ``plist`` under the given headers and selects `Love`.
    static func scenario(headers: String, afterShortcuts: String = "") -> String {
        "scenario: T\n\(headers)shortcuts:\n  plist: Info.plist\n\(afterShortcuts)steps:\n  select Love\n"
    }

    @Test("C1.1 'profile: every' with a plist SF Symbol warns for ios9, naming the icon type it shows instead")
    func everyProfileWarnsForIOS9() throws {
        let scenario = try Self.parse(Self.scenario(headers: "profile: every\n"))
        #expect(scenario.warnings.map(\.description) == [Self.ios9Warning(plistLine: 4)])
        #expect(scenario.shortcuts.map(\.item.icon) == [.systemSymbol("heart.fill")], "the symbol is kept for the runs from iOS 13")
        #expect(scenario.shortcuts.map(\.item.iconWithoutSymbols) == [.system(.love)])
    }

    @Test("C1.1 'profile:' written after the shortcuts section still decides the plist's warnings")
    func profileAfterShortcuts() throws {
        let scenario = try Self.parse(Self.scenario(headers: "", afterShortcuts: "profile: ios13 ios9\n"))
        #expect(scenario.warnings.map(\.description) == [Self.ios9Warning(plistLine: 3)])
    }

    @Test("C1.4 profiles that all draw SF Symbols give no warning: the icon type is the fallback Apple's sample advises for older iOS", arguments: [
        "profile: ios13 ios26\n", "profile: ios26\n", "", "profile: every\nlifecycle: scenes\n",
    ])
    func noIOS9Run(_ headers: String) throws {
        // A scene-only scenario never runs on ios9, which has no scenes, so ios9 is not warned about.
        let scenario = try Self.parse(Self.scenario(headers: headers))
        #expect(scenario.warnings.map(\.description) == [], "headers: \(headers)")
    }

    @Test("C1.1 C1.4 the runs of one 'profile: every' scenario draw the symbol from ios13 and the icon type on ios9")
    func eachRunDrawsItsIcon() throws {
        let scenario = try Self.parse(Self.scenario(headers: "profile: every\n"))
        for profile in PlatformProfile.all {
            let simulation = ScenarioRunner.simulate(scenario, app: DeclarativeApp(scenario: scenario), profile: profile)
            #expect(simulation.errors.isEmpty, "\(profile.name): \(simulation.errors)")
            let icons = try #require(simulation.world.menu).rows.map(\.displayedIcon)
            #expect(icons == [profile.hasSymbolIcons ? .systemSymbol("heart.fill") : .system(.love)], "\(profile.name)")
        }
    }
}
