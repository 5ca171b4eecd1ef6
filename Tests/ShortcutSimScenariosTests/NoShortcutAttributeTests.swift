import ShortcutSimScenarios
import Testing

/// `shortcut=none` asks for an event without an item, so that "the launch options are nil" can be
/// written down (B3.3), where leaving the attribute out matches an event with or without one.
@Suite("shortcut=none")
struct NoShortcutAttributeTests {
    static func scenario(lifecycle: String, capture: String) -> String {
        """
        scenario: launch options with and without the item
        profile: ios13
        lifecycle: \(lifecycle)
        shortcuts:
          static Search "Search"
        app:
          launch item: handled in \(capture)
          routes: Search -> SearchPage
        steps:
          select Search
        expect:
          app.didFinishLaunching shortcut=none -> true
          uikit.didFinishLaunchingNotification shortcut=none

        """
    }

    @Test("B3.3 with scenes the launch methods get no item: 'shortcut=none' matches them")
    func scenesLaunchOptionsAreNil() throws {
        let result = try ScenarioText.run(Self.scenario(lifecycle: "scenes", capture: "willConnectTo"))
        #expect(result.passed, "with scenes the launch options are nil (B3.3), so 'shortcut=none' should match:\n\(result.report)")
    }

    @Test("A1.3 without scenes the launch methods get the item: 'shortcut=none' does not match, and says which event came closest")
    func appDelegateLaunchOptionsHoldTheItem() throws {
        let result = try ScenarioText.run(Self.scenario(lifecycle: "app-delegate", capture: "didFinishLaunching"))
        #expect(!result.passed, "a cold launch's options hold the item (A1.3), so 'shortcut=none' must fail:\n\(result.report)")
        let message = result.failures.first.map { "\($0.message) \($0.notes.joined(separator: " "))" } ?? ""
        #expect(message.contains("app.didFinishLaunching shortcut=none -> true") && message.contains("shortcut=Search"),
                "expected the failure to name the line and the closest event, with its item; found '\(message)'")
    }

    /// A scenario whose one item has the type `none`, selected cold, with the given expectations.
    static func typeNamedNone(expect: [String], defects: [String] = []) -> String {
        var lines = ["scenario: a type named none", "profile: ios13", "shortcuts:", "  static none \"Nothing\"", "app:",
                     "  routes: none -> Nothing", "steps:", "  select none", "expect:"] + expect.map { "  " + $0 }
        if !defects.isEmpty { lines += ["defects:"] + defects.map { "  " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("C1.2 a type named none: the trace prints 'shortcut=\"none\"', and 'shortcut=\"none\"' matches it")
    func quotedNoneNamesTheType() throws {
        let result = try ScenarioText.run(Self.typeNamedNone(expect: ["app.didFinishLaunching shortcut=\"none\" -> true", "route none -> Nothing"]))
        #expect(result.passed, "expected 'shortcut=\"none\"' to match the launch method that got the item none:\n\(result.report)")
        #expect(result.trace.text.contains("app.didFinishLaunching shortcut=\"none\" -> true"),
                "expected the trace to quote the type none in 'shortcut=', so a pasted line names the type:\n\(result.trace.text)")
        #expect(result.diagnostics.isEmpty, "expected no diagnostics, found \(result.diagnostics.map(\.message))")
    }

    @Test("C1.2 a bare 'shortcut=none' in a scenario with a type named none still means no item, with a warning that shows the quoted form")
    func bareNoneWarnsWhenTypeNoneIsDeclared() throws {
        let scenario = try ScenarioText.parse(Self.typeNamedNone(expect: ["app.didFinishLaunching shortcut=none -> true"]))
        let warnings = scenario.warnings.map { "\($0.location.line):\($0.location.column): \($0.message) | \($0.notes.joined(separator: " | "))" }
        #expect(warnings == ["10:35: 'shortcut=none' matches an event without an item, not the type named none | to name the declared type none, write it in quotes: 'shortcut=\"none\"', as the trace prints it"],
                "expected one warning at the value, found \(warnings)")
        let result = ScenarioRunner.run(scenario)
        #expect(!result.passed, "a launch whose options hold the item none has an item, so 'shortcut=none' must fail:\n\(result.report)")
        let elsewhere = try ScenarioText.parse(Self.scenario(lifecycle: "scenes", capture: "willConnectTo"))
        #expect(elsewhere.warnings.isEmpty, "without a type named none, 'shortcut=none' warns of nothing; found \(elsewhere.warnings.map(\.message))")
    }

    @Test("C1.2 a type named none is written bare where none is no word of its own: select, routes, route, lost")
    func bareNoneElsewhere() throws {
        let routed = try ScenarioText.run(Self.typeNamedNone(expect: ["route none -> Nothing"]))
        #expect(routed.passed, "expected 'select none' and 'routes: none -> Nothing' to route the type none:\n\(routed.report)")
        let ignored = try ScenarioText.run(Self.typeNamedNone(expect: ["never: route none"], defects: ["lost none"])
            .replacingOccurrences(of: "app:\n", with: "app:\n  performAction: ignored\n"))
        #expect(ignored.passed && ignored.defectSignatures == ["lost none"],
                "expected 'lost none' to name the ignored selection of the type none, found \(ignored.defectSignatures):\n\(ignored.report)")
    }

    @Test("'none' is accepted for 'shortcut=' only: another attribute that names types still checks them")
    func noneOnlyForShortcut() {
        let text = "scenario: T\nshortcuts:\n  static Search \"Search\"\nexpect:\n  home.menu Search hidden=none\n"
        let messages = ScenarioText.diagnostics(of: text).map(\.message)
        #expect(messages == ["'none' is not a declared shortcut type"], "found \(messages)")
    }
}
