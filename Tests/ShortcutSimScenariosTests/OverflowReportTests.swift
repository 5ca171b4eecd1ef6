import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// What `overflow` reports (C2.2): every app item that gets no slot, once, except a hidden copy of a
/// shown row, which is a duplicate. Apple's sample sets more favorites than fit on purpose, so it is
/// a warning, never a failure (A5.4, C2.2).
@Suite("Overflow reports")
struct OverflowReportTests {
    static func scenario(favorites: [String], dynamicItems: String = "replace every launch") -> String {
        """
        scenario: favorites beyond the slots
        profile: ios13
        shortcuts:
          static Search "Search"
          static Share "Share"
        \(favorites.map { "  dynamic Favorite \"\($0)\"" }.joined(separator: "\n"))
        app:
          dynamic items: \(dynamicItems)
        steps:
          tap icon

        """
    }

    @Test("C2.2 a hidden favorite that shares its type with a shown one is reported by its title, as a warning")
    func hiddenItemOfAShownType() throws {
        let result = try ScenarioText.run(Self.scenario(favorites: ["Alice", "Bob", "Carol"]))
        #expect(result.passed, "an undeclared overflow only warns:\n\(result.report)")
        #expect(result.defectSignatures == ["overflow Favorite"], "\(result.report)")
        let message = try #require(result.defects.first?.message)
        #expect(message.hasPrefix("Favorite \"Carol\" gets no slot: the menu shows the first 4 app items"), "found: \(message)")
        #expect(result.warnings.count == 1, "\(result.warnings)")
    }

    @Test("C2.2 C3.2 a hidden copy of a shown row is a duplicate, not an overflow")
    func hiddenCopyIsADuplicate() throws {
        // Appending on every launch: the second launch adds a second Alice and Bob, which get no slot.
        let text = Self.scenario(favorites: ["Alice", "Bob"], dynamicItems: "append every launch")
            .replacingOccurrences(of: "  tap icon\n", with: "  tap icon\n  force quit\n  tap icon\n")
        let result = try ScenarioText.run(text)
        #expect(result.defectSignatures == ["duplicate-items Favorite"], "\(result.report)")
    }
}
