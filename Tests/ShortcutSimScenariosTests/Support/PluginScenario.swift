import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Scenario text for the tests of `if M ready, else …` triggers: static Search and Coupon with routes, a `js` milestone as given.
enum PluginScenario {
    static func text(app: [String], steps: [String], header: [String] = [], defects: [String] = []) -> String {
        var lines = ["scenario: Plugin"] + header + ["shortcuts:", "  static Search \"Search\"", "  static Coupon \"Coupons\"", "app:",
                                                    "  routes: Search -> SearchPage, Coupon -> CouponList"]
        lines += app.map { "  " + $0 } + ["steps:"] + steps.map { "  " + $0 }
        if !defects.isEmpty { lines += ["defects:"] + defects.map { "  " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }

    static func run(app: [String], steps: [String], header: [String] = [],
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioResult {
        let result = try ScenarioText.run(text(app: app, steps: steps, header: header), sourceLocation: sourceLocation)
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)", sourceLocation: sourceLocation)
        return result
    }

    /// Lines 1–6 of every text (title, shortcuts, `app:` and its routes): the first setting under test is line 7.
    static let settingLine = 7
}
