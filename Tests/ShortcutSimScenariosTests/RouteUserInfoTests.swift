import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Routes by a value of the item's userInfo (`XE userInfo.id="battery_info" -> BatteryPage`): items may share
/// a type (C1.2) and carry property-list values the app reads (C4.1), as .NET MAUI's AppActions tell their
/// items apart by `userInfo["id"]` and the React Native libraries hand `userInfo.url` to the app's router.
@Suite("Routes by a userInfo value (C1.2, C4.1)")
struct RouteUserInfoTests {
    static func text(routes: String, steps: [String]) -> String {
        """
        scenario: t
        rules: C1.2 C4.1
        profile: ios13
        shortcuts:
          dynamic XE "Battery Info" userInfo={id: "battery_info"}
          dynamic XE "App Info" userInfo={id: "app_info", rank: 2}
          dynamic XE "Compass"
        app:
          dynamic items: replace every launch
          routes: \(routes)
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))
        """
    }

    @Test("the word 'userInfo.KEY=VALUE' between the type and the arrow is the value the route reads; Swift's subscript reads the same")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(routes: #"XE userInfo.id="battery_info" -> A, XE userInfo["rank"]=2 -> B, XE -> C"#, steps: []))
        let read = scenario.app.routes.map { route in route.userInfo.map { "\($0.key)=\($0.value)" } ?? "(any)" }
        #expect(read == [#"id=string("battery_info")"#, "rank=integer(2)", "(any)"], "expected the id string, the rank integer and a route for any item, found \(read)")
    }

    @Test("C4.1 each item runs the route of the value it carries, warm and cold")
    func eachValueItsRoute() throws {
        let result = try ScenarioText.run(Self.text(routes: #"XE userInfo.id="battery_info" -> BatteryPage, XE userInfo.id="app_info" -> AppInfoPage, XE -> Home"#,
                                                    steps: ["tap icon", "go home", #"select XE "App Info""#, "go home", "system kill", #"select XE "Battery Info""#]))
        #expect(RouteTitleTests.routes(result) == ["route XE -> AppInfoPage", "route XE -> BatteryPage"],
                "expected 'App Info' warm to AppInfoPage, then 'Battery Info' cold to BatteryPage; got \(RouteTitleTests.routes(result))\n\(result.report)")
    }

    @Test("C1.2 an item without the key goes to the route of the type alone, and is unhandled without one")
    func itemWithoutTheKey() throws {
        let withFallback = try ScenarioText.run(Self.text(routes: #"XE userInfo.id="battery_info" -> BatteryPage, XE -> Home"#,
                                                          steps: ["tap icon", "go home", #"select XE "Compass""#]))
        #expect(RouteTitleTests.routes(withFallback) == ["route XE -> Home"], "expected the item without an id to take the route of the type alone; got \(RouteTitleTests.routes(withFallback))")
        let without = try ScenarioText.run(Self.text(routes: #"XE userInfo.id="battery_info" -> BatteryPage, XE userInfo.id="app_info" -> AppInfoPage"#,
                                                     steps: ["tap icon", "go home", #"select XE "Compass""#]))
        #expect(RouteTitleTests.routes(without) == ["route.unhandled XE"], "expected the item without an id unhandled; got \(RouteTitleTests.routes(without))\n\(without.report)")
        let warnings = without.scenario.warnings.map(\.message)
        #expect(warnings.contains { $0.hasPrefix(#"XE "Compass" carries no userInfo 'id', which no route of its type matches"#) },
                "expected a warning naming the item the router cannot take, found \(warnings)")
    }

    @Test("a value is compared as written: the integer 2 is not the string \"2\"")
    func valueKeepsItsType() throws {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(routes: #"XE userInfo.rank="2" -> A, XE -> B"#, steps: []))
        #expect(diagnostics.contains { $0.message == #"no XE item carries userInfo.rank="2", so this route never matches"# },
                "expected the string \"2\" refused for an item whose rank is the integer 2, found \(diagnostics.map(\.description))")
    }

    @Test("the app's bug, by contrast: a route for the type alone opens its one destination for every item")
    func typeOnlyRouteOpensOneDestination() throws {
        let result = try ScenarioText.run(Self.text(routes: "XE -> BatteryPage", steps: ["tap icon", "go home", #"select XE "App Info""#]))
        #expect(RouteTitleTests.routes(result) == ["route XE -> BatteryPage"], "expected the type-only route to open BatteryPage for 'App Info'; got \(RouteTitleTests.routes(result))")
    }

    @Test("a misused userInfo value is one error at its place", arguments: [
        (#"XE userinfo.id="app_info" -> A"#, #"t.scenario:10:14: error: expected 'userInfo.KEY=VALUE' or a quoted title between the type and the arrow, found 'userinfo.id="app_info"'"#),
        ("XE userInfo.id -> A", "t.scenario:10:25: error: expected '=VALUE' after 'userInfo.id': the value the router compares"),
        (#"XE userInfo.id=="app_info" -> A"#, "t.scenario:10:25: error: one '=' joins the key and its value"),
        (#"XE userInfo.url="app://x" -> A"#, "t.scenario:10:14: error: no XE item carries userInfo 'url', so this route never matches"),
        (#"XE userInfo.id="app_inf" -> A"#, #"t.scenario:10:26: error: no XE item carries userInfo.id="app_inf", so this route never matches"#),
        (#"XE userInfo.id={a: 1} -> A"#, "t.scenario:10:26: error: a route compares one value under 'userInfo.id', found dictionary"),
        (#"XE userInfo.id="app_info" -> A, XE userInfo.id="app_info" -> B"#, #"t.scenario:10:43: error: XE userInfo.id="app_info" has two routes (to A and to B); the first would always win"#),
    ])
    func misuse(routes: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(routes: routes, steps: []), expected)
    }
}
