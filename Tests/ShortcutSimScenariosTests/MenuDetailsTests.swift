import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `show menu details` and the `home.menuRow` lines it records: a scenario can check each row's
/// title, subtitle, icon and title lines (C1.3, C1.4, C5.1).
@Suite("Menu details (home.menuRow)")
struct MenuDetailsTests {
    static func text(profile: String = "ios13", shortcuts: [String] = ["static Search \"Search\" icon=search subtitle=\"Find a shop\"",
                                                                         "static Love \"Love it\" icon=symbol:heart.fill",
                                                                         "static Plain \"Plain\""],
                     steps: [String] = ["show menu details"], expect: [String]) -> String {
        (["scenario: T", "profile: \(profile)", "shortcuts:"] + shortcuts.map { "  " + $0 }
            + ["app:", "  routes: none", "steps:"] + steps.map { "  " + $0 } + ["expect:"] + expect.map { "  " + $0 })
            .joined(separator: "\n") + "\n"
    }

    @Test("the rows come after the menu line, in menu order, each with what the profile draws")
    func rowsPerProfile() throws {
        let ios13 = try ScenarioText.run(Self.text(expect: [
            "home.menu Search,Love,Plain",
            "next: home.menuRow Search title=Search subtitle=\"Find a shop\" icon=search lines=1",
            "next: home.menuRow Love title=\"Love it\" icon=symbol:heart.fill lines=2",
            "next: home.menuRow Plain icon=none lines=2",
        ]))
        #expect(ios13.passed, "\(ios13.report)")
        let ios9 = try ScenarioText.run(Self.text(profile: "ios9", expect: ["home.menuRow Love icon=none", "count 3: home.menuRow"]))
        #expect(ios9.passed, "an SF Symbol alone draws nothing before iOS 13 (C1.1)\n\(ios9.report)")
    }

    @Test("'show menu' records no rows; a device without a menu records home.noMenu and no rows")
    func noRowsWithoutDetails() throws {
        let plain = try ScenarioText.run(Self.text(steps: ["show menu"], expect: ["never: home.menuRow"]))
        #expect(plain.passed, "\(plain.report)")
        let noTouch = try ScenarioText.run(Self.text(profile: "ios9\nforce touch: unavailable", expect: ["home.noMenu", "never: home.menuRow"]))
        #expect(noTouch.passed, "\(noTouch.report)")
    }

    @Test("an icon written as the plist spells it gets the case name the trace prints; an unknown one the closest name",
          arguments: [("icon=UIApplicationShortcutIconTypeSearch", "expected 'icon=search', as the trace prints a system icon; found 'icon=UIApplicationShortcutIconTypeSearch'", nil as String?),
                      ("icon=Search", "expected 'icon=search', as the trace prints a system icon; found 'icon=Search'", nil),
                      ("icon=serch", "unknown icon 'serch'", "did you mean 'search'?"),
                      ("icon=file:", "expected a name after 'icon=file:', found none", nil),
                      ("lines=3", "'lines' is one of 1, 2; found '3'", nil)])
    func valueMistakes(_ attribute: String, _ message: String, _ note: String?) {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(expect: ["home.menuRow Search \(attribute)"]))
        #expect(diagnostics.map(\.message) == [message])
        if let note { #expect(diagnostics.first?.notes.first == note, "\(diagnostics.map(\.notes))") }
    }

    @Test("a row's title is any title an item shows, not only one a step selects by; a subtitle too; a text no item shows is an error, not a vacuous 'never:'")
    func titlesAreFree() {
        #expect(ScenarioText.diagnostics(of: Self.text(expect: ["home.menuRow Love title=\"Love it\"", "home.menuRow Search subtitle=\"Find a shop\""])).isEmpty)
        let typo = ScenarioText.diagnostics(of: Self.text(expect: ["never: home.menuRow Love title=\"Lvoe it\""]))
        #expect(typo.map(\.message) == ["no item shows the title \"Lvoe it\" in the menu"])
        #expect(typo.first?.location.column == 34)
        #expect(typo.first?.notes.first == "did you mean 'Love it'?", "\(typo.map(\.notes))")
        let subtitle = ScenarioText.diagnostics(of: Self.text(expect: ["home.menuRow Search subtitle=Find"]))
        #expect(subtitle.map(\.message) == ["no item shows the subtitle \"Find\" in the menu"])
        // user.select keeps its check: its title= is the one a step names.
        let select = ScenarioText.diagnostics(of: Self.text(expect: ["user.select Love title=\"Love it\""]))
        #expect(select.map(\.message) == ["no step selects an item titled \"Love it\""])
    }
}

extension MenuDetailsTests {
    @Test("'show menu detail' and 'show menu with details' are one error at the extra words, whose note names the step",
          arguments: [("show menu detail", 13), ("show menu with details", 13)])
    func misspeltStep(_ step: String, _ column: Int) {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(steps: [step], expect: ["home.menu Search"]))
        #expect(diagnostics.map(\.message) == ["unexpected '\(step.dropFirst("show menu ".count))' after the step"])
        #expect(diagnostics.first?.location.column == column)
        #expect(diagnostics.first?.notes.first?.hasPrefix("did you mean 'show menu details'?") == true, "\(diagnostics.map(\.notes))")
    }
}
