import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `multiple scenes:` and a `plist:` whose scene manifest sets `UIApplicationSupportsMultipleScenes`.
/// Apple, UIApplicationSupportsMultipleScenes: "If you set the value to false, UIKit never creates
/// more than one scene for your app"; UIApplication.supportsMultipleScenes is true only "when the
/// system allows the app to display multiple scenes and the app's Info.plist file includes the
/// UIApplicationSupportsMultipleScenes key with a value of true" (B4.1).
@Suite("Multiple scenes (UIApplicationSupportsMultipleScenes, B4.1)")
struct MultipleScenesTests {
    /// An Info.plist with one item, Search, and a scene manifest whose key is `value` (`<false/>`, `<true/>`).
    static func plist(_ value: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t\(value)
        \t</dict>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>Search</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Search</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """
    }

    /// Parses `text` with `Info.plist` read from memory as ``plist(_:)`` with `value`.
    static func parse(_ text: String, plistValue: String) throws(DiagnosticError) -> Scenario {
        try ScenarioText.parse(text, infoPlist: plist(plistValue))
    }

    /// An iPad scene scenario whose app has `appLines` and whose shortcuts are `shortcutLine`.
    static func text(app appLines: [String], shortcuts shortcutLine: String = "static Search \"Search\"",
                     steps: [String] = ["tap icon", "open scene second"], lifecycle: String = "scenes") -> String {
        (["scenario: T", "profile: ipados26", "lifecycle: \(lifecycle)", "shortcuts:", "  " + shortcutLine, "app:"]
            + (appLines + ["routes: Search -> SearchPage"]).map { "  " + $0 } + ["steps:"] + steps.map { "  " + $0 })
            .joined(separator: "\n") + "\n"
    }

    @Test("the wordings declare the app's UIApplicationSupportsMultipleScenes; by default an app supports several scenes",
          arguments: [("multiple scenes: supported", true), ("multiple scenes: not supported", false), (nil, true)])
    func parses(_ line: String?, _ supported: Bool) throws {
        let scenario = try ScenarioText.parse(Self.text(app: line.map { [$0] } ?? [], steps: ["tap icon"]))
        #expect(scenario.app.supportsMultipleScenes == supported)
    }

    @Test("not supported: opening a second window cannot happen, with a note that quotes Apple; supported: it opens")
    func openSceneNeedsSupport() throws {
        let result = try ScenarioText.run(Self.text(app: ["multiple scenes: not supported"]))
        #expect(result.status == .invalid, "\(result.report)")
        let error = try #require(result.errors.first, "\(result.report)")
        #expect(error.description.hasPrefix("t.scenario:11:3: error: cannot open another window: the app sets UIApplicationSupportsMultipleScenes to false"),
                "expected the error at the 'open scene' step, found \(error.description)")
        #expect(error.notes.contains { $0.contains("UIKit never creates more than one scene for your app") }, "\(error.notes)")
        #expect(!result.lines.contains("user.openScene second"))

        let supported = try ScenarioText.run(Self.text(app: ["multiple scenes: supported"]))
        #expect(supported.errors.isEmpty && supported.lines.contains("user.openScene second"), "\(supported.report)")
    }

    @Test("every quick action reaches the one scene, whatever its target")
    func actionsReachTheOneScene() throws {
        let result = try ScenarioText.run(Self.text(app: ["multiple scenes: not supported", "scene compose: activates for compose"],
                                                    shortcuts: "static Search \"Search\" target=compose",
                                                    steps: ["tap icon", "go home", "select Search"]))
        #expect(result.lines.contains("scene.performAction Search scene=main"), "\(result.report)")
    }

    @Test("a plist whose scene manifest sets the key declares the app's setting", arguments: [("<false/>", false), ("<true/>", true)])
    func plistDeclaresIt(_ value: String, _ supported: Bool) throws {
        let scenario = try Self.parse(Self.text(app: [], shortcuts: "plist: Info.plist", steps: ["tap icon"]), plistValue: value)
        #expect(scenario.app.supportsMultipleScenes == supported)
        let result = ScenarioRunner.run(try Self.parse(Self.text(app: [], shortcuts: "plist: Info.plist"), plistValue: value))
        #expect(result.errors.isEmpty == supported, "\(result.report)")
    }

    @Test("a 'multiple scenes:' line that contradicts the plist is an error at the line; one that repeats it is fine")
    func contradictionWithPlist() throws {
        let contradicting = Self.text(app: ["multiple scenes: supported"], shortcuts: "plist: Info.plist", steps: ["tap icon"])
        #expect(throws: DiagnosticError.self) { try Self.parse(contradicting, plistValue: "<false/>") }
        do {
            _ = try Self.parse(contradicting, plistValue: "<false/>")
        } catch {
            #expect(error.diagnostics.map { $0.description.split(separator: "\n").first.map(String.init) ?? "" } == [
                "t.scenario:7:3: error: 'multiple scenes: supported' contradicts the Info.plist of line 5, whose scene manifest sets UIApplicationSupportsMultipleScenes to false",
            ])
        }
        let repeating = Self.text(app: ["multiple scenes: not supported"], shortcuts: "plist: Info.plist", steps: ["tap icon"])
        #expect(try Self.parse(repeating, plistValue: "<false/>").app.supportsMultipleScenes == false)
    }

    @Test("mistakes: a Boolean gets the wording to write, UIKit's key name gets the setting, and an app-delegate app refuses it")
    func mistakes() {
        let boolean = ScenarioText.diagnostics(of: Self.text(app: ["multiple scenes: false"], steps: ["tap icon"]))
        #expect(boolean.map(\.message) == ["expected 'supported' or 'not supported'"])
        #expect(boolean.first?.notes.first == "did you mean 'not supported'? the setting stands for UIApplicationSupportsMultipleScenes set to false")

        let key = ScenarioText.diagnostics(of: Self.text(app: ["UIApplicationSupportsMultipleScenes: false"], steps: ["tap icon"]))
        #expect(key.map(\.message) == ["unknown app setting 'UIApplicationSupportsMultipleScenes'"])
        #expect(key.first?.notes.first?.hasPrefix("did you mean 'multiple scenes:'?") == true, "\(key.map(\.notes))")

        let appDelegate = ScenarioText.diagnostics(of: Self.text(app: ["multiple scenes: not supported"], steps: ["tap icon"], lifecycle: "app-delegate"))
        #expect(appDelegate.map(\.message) == ["'multiple scenes:' only applies to a scene-based app"])
    }

    @Test("B1.1, B3.1 a plist with a scene manifest in a scenario run only without scenes is a warning at the plist: line")
    func manifestWithoutScenes() throws {
        let text = Self.text(app: [], shortcuts: "plist: Info.plist", steps: ["tap icon"], lifecycle: "app-delegate")
        let scenario = try Self.parse(text, plistValue: "<true/>")
        #expect(scenario.warnings.map(\.message) == ["this Info.plist has a UIApplicationSceneManifest, so the app adopts scenes, but the scenario runs it without them"])
        #expect(scenario.warnings.first?.location.line == 5 && scenario.warnings.first?.location.column == 10, "\(scenario.warnings.map(\.description))")
        #expect(scenario.warnings.first?.notes.last?.hasPrefix("add 'lifecycle: scenes'") == true)
        for lifecycle in ["scenes", "both"] {
            let withScenes = try Self.parse(Self.text(app: [], shortcuts: "plist: Info.plist", steps: ["tap icon"], lifecycle: lifecycle), plistValue: "<true/>")
            #expect(withScenes.warnings.isEmpty, "\(lifecycle): \(withScenes.warnings.map(\.description))")
        }
        #expect(try InfoPlistDecoder.decode(Data(Self.plist("<true/>").utf8), file: "Info.plist").hasSceneManifest)
    }

    @Test("the decoder reads the key from the scene manifest, and nothing when the plist does not set it")
    func decoderReadsTheKey() throws {
        #expect(try InfoPlistDecoder.decode(Data(Self.plist("<false/>").utf8), file: "Info.plist").supportsMultipleScenes == false)
        #expect(try InfoPlistDecoder.decode(Data(Self.plist("<true/>").utf8), file: "Info.plist").supportsMultipleScenes == true)
        #expect(try InfoPlistDecoder.decode(Data(Self.plist("<string>NO</string>").utf8), file: "Info.plist").supportsMultipleScenes == nil,
                "a value that is not a Boolean is not read as one")
        let notBoolean = try InfoPlistDecoder.decode(Data(Self.plist("<string>NO</string>").utf8), file: "Info.plist")
        #expect(notBoolean.warnings.map(\.description.firstLine) == [
            "Info.plist:6:3: warning: UIApplicationSceneManifest's UIApplicationSupportsMultipleScenes must be a Boolean, found string; it is not read, so the app is taken to support several scenes (B4.1)",
        ], "not read, but not silently either")
        let withoutManifest = Self.plist("<false/>").replacingOccurrences(of: "UIApplicationSceneManifest", with: "SomethingElse")
        #expect(try InfoPlistDecoder.decode(Data(withoutManifest.utf8), file: "Info.plist").supportsMultipleScenes == nil)
    }
}

private extension String {
    /// The first line: a diagnostic's own, without its notes.
    var firstLine: String { split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "" }
}
