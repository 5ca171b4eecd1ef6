import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Routes by type and title (`URI "Lights off" -> LightsOff`): items may share a type, since UIKit never
/// interprets it (C1.2), and a router that tells them apart matches what else they carry. A route with
/// a title takes the item with that title; one without takes every other item of the type.
@Suite("Routes by type and title for items that share a type (C1.2)")
struct RouteTitleTests {
    static func text(routes: String, steps: [String]) -> String {
        """
        scenario: t
        rules: C1.2
        profile: ios13
        shortcuts:
          dynamic URI "Lights off"
          dynamic URI "Lights on"
          dynamic URI "Scene: Movie"
        app:
          dynamic items: replace every launch
          routes: \(routes)
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))
        """
    }

    /// The `route` lines of a run, in order.
    static func routes(_ result: ScenarioResult) -> [String] {
        result.lines.filter { $0.hasPrefix("route") }
    }

    @Test("the quoted word between the type and the arrow is the route's title; a route without one has none")
    func parses() throws {
        let scenario = try ScenarioText.parse(Self.text(routes: #"URI "Lights off" -> LightsOff, URI -> Dashboard"#, steps: []))
        let titles = scenario.app.routes.map { "\($0.shortcutType) \($0.title ?? "(any)") -> \($0.destination)" }
        #expect(titles == ["URI Lights off -> LightsOff", "URI (any) -> Dashboard"], "expected a titled route then one for any title, found \(titles)")
    }

    @Test("C1.2 each item runs the route of its own title, warm and cold")
    func eachTitleItsRoute() throws {
        let result = try ScenarioText.run(Self.text(routes: #"URI "Lights off" -> LightsOff, URI "Lights on" -> LightsOn, URI "Scene: Movie" -> Movie"#,
                                                    steps: ["tap icon", "go home", #"select URI "Lights on""#, "go home", "system kill", #"select URI "Scene: Movie""#]))
        #expect(result.passed, "\(result.report)")
        #expect(Self.routes(result) == ["route URI -> LightsOn", "route URI -> Movie"],
                "expected 'Lights on' warm, then 'Scene: Movie' cold, each to its own destination; got \(Self.routes(result))\n\(result.report)")
    }

    @Test("C1.2 a route without a title takes the items no titled route takes, wherever it is written")
    func untitledRouteTakesTheRest() throws {
        for routes in [#"URI -> Dashboard, URI "Lights off" -> LightsOff"#, #"URI "Lights off" -> LightsOff, URI -> Dashboard"#] {
            let result = try ScenarioText.run(Self.text(routes: routes, steps: ["tap icon", "go home", #"select URI "Lights off""#, "go home", #"select URI "Lights on""#]))
            #expect(Self.routes(result) == ["route URI -> LightsOff", "route URI -> Dashboard"],
                    "expected the titled route for 'Lights off' and the untitled one for 'Lights on' with '\(routes)'; got \(Self.routes(result))\n\(result.report)")
        }
    }

    @Test("C1.2 an item no route of its type takes is unhandled")
    func untakenTitleIsUnhandled() throws {
        let result = try ScenarioText.run(Self.text(routes: #"URI "Lights off" -> LightsOff"#, steps: ["tap icon", "go home", #"select URI "Lights on""#]))
        #expect(Self.routes(result) == ["route.unhandled URI"], "expected 'Lights on' unhandled with only a route for 'Lights off'; got \(Self.routes(result))\n\(result.report)")
    }

    @Test("the app's bug: a route for the type alone opens its one destination for every item of the type")
    func typeOnlyRouteOpensOneDestination() throws {
        let result = try ScenarioText.run(Self.text(routes: "URI -> LightsOff", steps: ["tap icon", "go home", #"select URI "Lights on""#]))
        #expect(result.lines.containsInOrder([#"app.performAction URI title="Lights on""#, "route URI -> LightsOff"]),
                "expected the selected 'Lights on' to reach the app and the type-only route to open LightsOff\n\(result.report)")
    }

    @Test("C1.5 a route titled as the Info.plist writes a localized title says which title the menu shows")
    func titleAsWrittenNamesTheTranslation() throws {
        let text = """
            scenario: t
            rules: C1.5
            profile: ios13
            shortcuts:
              static Search "Search"
              strings: InfoPlist.strings
            app:
              routes: Search "Search" -> SearchPage
            """
        let reader: ScenarioParser.FileReader = { path in
            guard path == "InfoPlist.strings" else { throw CocoaError(.fileNoSuchFile) }
            return (Data(#""Search" = "Buscar";"#.utf8), path)
        }
        var found: [String] = []
        do { _ = try ScenarioParser.parse(ScenarioSource(text: text, file: "t.scenario"), readFile: reader) } catch { found = error.diagnostics.map(\.description) }
        #expect(found.count == 1 && found.first?.contains("did you mean 'Buscar'? the strings table translates \"Search\" to \"Buscar\"") == true,
                "expected one error whose note names the translated title the app receives (C1.5), found:\n\(found.joined(separator: "\n"))")
    }

    @Test("a misused title is one error at its place", arguments: [
        (#"URI "Lights of" -> LightsOff"#, #"t.scenario:10:15: error: no URI item is titled "Lights of", so this route never matches"#),
        (#"URI "Lights off" -> A, URI "Lights off" -> B"#, #"t.scenario:10:34: error: URI "Lights off" has two routes (to A and to B); the first would always win"#),
        ("URI -> A, URI -> B", "t.scenario:10:21: error: URI has two routes (to A and to B); the first would always win"),
    ])
    func misuse(routes: String, expected: String) {
        ScenarioText.expectOneError(in: Self.text(routes: routes, steps: []), expected)
    }
}
