import ShortcutSimCore
import Testing

/// docs/scenario-format.md is written by hand; these tests keep its tables in step with the engine.
@Suite("docs/scenario-format.md")
struct ScenarioFormatPageTests {
    @Test("its Trace vocabulary table names every event the engine records")
    func vocabularyTableIsComplete() throws {
        let page = try Repository.text("docs/scenario-format.md")
        let start = try #require(page.range(of: "## Trace vocabulary"), "docs/scenario-format.md has no '## Trace vocabulary' section")
        let section = page[start.upperBound...].prefix { _ in true }
        let table = section.components(separatedBy: "\n## ").first ?? ""
        let missing = EventVocabulary.names.filter { !table.contains("`\($0)`") }
        #expect(missing.isEmpty, "add these events to the Trace vocabulary table of docs/scenario-format.md: \(missing.joined(separator: ", "))")
    }

    @Test("its defects table names every defect kind")
    func defectsTableIsComplete() throws {
        let page = try Repository.text("docs/scenario-format.md")
        let missing = DefectKind.allCases.map(\.rawValue).filter { !page.contains("| `\($0)` |") }
        #expect(missing.isEmpty, "add these defects to the defects table of docs/scenario-format.md: \(missing.joined(separator: ", "))")
    }
}
