import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A scenario that declares thousands of items, as a generated Info.plist or a script may write, loads
/// and runs with the right items and errors. (A 27 MB plist of 200,000 items once ran for over ten
/// minutes, when every item was compared with every item before it; how long loading takes is for
/// the benchmark and docs/performance.md, not a time limit here, which a loaded CI host would trip.)
@Suite("Thousands of shortcut items")
struct LargeShortcutListTests {
    /// The items of a generated `UIApplicationShortcutItems` array, `P0` to `P<count - 1>`.
    static func plist(items count: Int) -> String {
        let items = (0..<count).map { "<dict><key>UIApplicationShortcutItemType</key><string>P\($0)</string><key>UIApplicationShortcutItemTitle</key><string>T</string></dict>" }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>UIApplicationShortcutItems</key><array>\n"
            + items.joined(separator: "\n") + "\n</array></dict></plist>\n"
    }

    @Test("10,000 static lines and a 10,000-item plist load and run; a repeated type is still the one error")
    func thousandsOfItems() throws {
        let count = 10_000
        let statics = (0..<count).map { "  static S\($0) \"T\"" }.joined(separator: "\n")
        let text = "scenario: many items\nshortcuts:\n\(statics)\n  plist: Info.plist\napp:\n  routes: S0 -> Page\nsteps:\n  select S0\n"
        let read = ScenarioText.infoPlistReader(Self.plist(items: count))
        let scenario = try ScenarioParser.parse(ScenarioSource(text: text, file: "t.scenario"), readFile: read)
        #expect(scenario.shortcuts.count == 2 * count)
        let result = ScenarioRunner.run(scenario)
        #expect(result.trace.contains { $0.words.description == "route S0 -> Page" }, "\(result.diagnostics.prefix(3))")

        let repeated = text.replacingOccurrences(of: "  plist: Info.plist\n", with: "  plist: Info.plist\n  static S\(count - 1) \"T\"\n")
        let error = #expect(throws: DiagnosticError.self) { try ScenarioParser.parse(ScenarioSource(text: repeated, file: "t.scenario"), readFile: read) }
        #expect(error?.diagnostics.filter { $0.severity == .error }.map(\.message) == ["shortcut type 'S\(count - 1)' is declared twice"])
    }
}
