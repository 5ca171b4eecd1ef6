import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `show menu` then `select X`, with no step between, is one touch and hold: the `select` chooses from
/// the menu already open and records no second `home.menu` (C2.1–C2.3); after any other step it
/// touches and holds again. A system kill of the suspended app between the two is not a step the
/// user takes: the menu is SpringBoard's and stays open.
@Suite("select right after show menu")
struct SelectFromOpenMenuTests {
    static func text(_ steps: [String]) -> String {
        """
        scenario: One touch and hold
        lifecycle: app-delegate
        shortcuts:
          static Search "Search"
        app:
          routes: Search -> SearchPage
        steps:
        \(steps.map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    @Test("C2.1 'show menu' then 'select' records the menu once, and 'show menu details' its rows once",
          arguments: [(["show menu", "select Search"], 1), (["show menu details", "select Search"], 1), (["select Search"], 1),
                      (["show menu", "wait 0s", "select Search"], 2), (["show menu", "show menu", "select Search"], 2),
                      (["tap icon", "go home", "show menu", "select Search", "go home", "select Search"], 2),
                      // A7.4: the system kills the suspended app out of the user's sight; SpringBoard's menu stays open.
                      (["tap icon", "go home", "wait 10s", "show menu", "system kill", "select Search"], 1)])
    func menuRecordedOncePerTouchAndHold(steps: [String], menus: Int) throws {
        let result = try ScenarioText.run(Self.text(steps))
        let recorded = result.lines.filter { $0.hasPrefix("home.menu ") }.count
        #expect(recorded == menus, "steps \(steps): expected \(menus) 'home.menu', found \(recorded)\n\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("home.menuRow ") }.count == (steps.contains("show menu details") ? 1 : 0),
                "expected the rows of 'show menu details' once\n\(result.report)")
        #expect(result.lines.contains("route Search -> SearchPage"), "expected the selection routed\n\(result.report)")
    }

    @Test("the open menu is part of the world's state: a world with it open differs from one without")
    func openMenuIsState() throws {
        let scenario = try ScenarioText.parse(Self.text(["tap icon"]))
        var world = World(app: DeclarativeApp(scenario: scenario), profile: .ios13)
        try world.perform(.install(scenario.bundle(version: 1)))
        var opened = world
        try opened.perform(.showMenu)
        var closed = opened
        closed.advance(by: .zero)
        closed.discardTrace()
        opened.discardTrace()
        #expect(opened != closed, "expected a world with the menu open to differ from one where it was let go")
        try opened.perform(.select(type: "Search", title: nil))
        try closed.perform(.select(type: "Search", title: nil))
        #expect(opened.trace.map(\.words.description).filter { $0.hasPrefix("home.menu") }.isEmpty,
                "expected no second 'home.menu' from the open menu, found \(opened.trace.map(\.words.description))")
        #expect(closed.trace.map(\.words.description).filter { $0.hasPrefix("home.menu") }.count == 1,
                "expected the menu recorded again after a wait, found \(closed.trace.map(\.words.description))")
    }
}
