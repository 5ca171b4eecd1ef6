import Foundation
import Testing

/// The hand-written pages send readers to library scenarios by path; a renamed or moved scenario
/// must not leave a page pointing at nothing.
@Suite("paths named in the hand-written docs")
struct DocumentedPathTests {
    /// The pages written by hand (the others are generated from the library and checked by `docs --check`).
    static let pages = ["README.md", "docs/scenario-format.md", "docs/coordinator.md", "docs/getting-started.md",
                        "docs/fuzzing.md", "docs/performance.md"]

    @Test("every Scenarios/… path a page names exists", arguments: pages)
    func scenarioPathsExist(page: String) throws {
        let text = try Repository.text(page)
        let pattern = try NSRegularExpression(pattern: #"Scenarios/[A-Za-z0-9_./*-]+\.scenario"#)
        let range = NSRange(text.startIndex..., in: text)
        var missing: [String] = []
        for match in pattern.matches(in: text, range: range) {
            let path = String(text[Range(match.range, in: text)!])
            // The placeholder of the error examples, and globs over the whole library.
            if path == "Scenarios/x.scenario" || path.contains("**") { continue }
            if !Self.exists(path) {
                let line = text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
                missing.append("\(page):\(line): \(path)")
            }
        }
        #expect(missing.isEmpty, "these paths name no file of the package; fix the page or the file name:\n\(missing.joined(separator: "\n"))")
    }

    /// Whether the path exists; a `*` in its last part matches any text, as in `saved-action-*.scenario`.
    static func exists(_ path: String) -> Bool {
        let full = Repository.root + "/" + path
        guard path.contains("*") else { return FileManager.default.fileExists(atPath: full) }
        let folder = (full as NSString).deletingLastPathComponent
        let parts = (full as NSString).lastPathComponent.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { name in
            guard name.hasPrefix(parts.first!), name.hasSuffix(parts.last!) else { return false }
            return name.count >= parts.first!.count + parts.last!.count
        }
    }
}
