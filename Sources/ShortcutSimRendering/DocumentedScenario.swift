import Foundation
import ShortcutSimCore
import ShortcutSimScenarios

/// A scenario file as the documentation shows it: where it lives, its text, and what the engine made of it.
public struct DocumentedScenario: Sendable {
    /// The path inside the scenario folder, with `/` separators: `seeds/003-wait-for-tab-bar.scenario`.
    public var relativePath: String
    /// The path the pages show, relative to the repository: `Scenarios/seeds/003-wait-for-tab-bar.scenario`.
    public var displayPath: String
    /// The file's text, from which the pages quote its sections as written.
    public var source: String
    /// The parsed scenario.
    public var scenario: Scenario
    /// The result of running it under its own profile.
    public var result: ScenarioResult

    /// Runs the scenario on the engine and keeps what the pages need.
    public init(relativePath: String, displayPath: String, source: String, scenario: Scenario) {
        self.relativePath = relativePath
        self.displayPath = displayPath
        self.source = source
        self.scenario = scenario
        self.result = ScenarioRunner.run(scenario)
    }

    /// The page's path inside the docs folder: `scenarios/seeds/003-wait-for-tab-bar.md`.
    public var pagePath: String {
        let suffix = "." + ScenarioLoader.fileExtension
        let stem = relativePath.hasSuffix(suffix) ? String(relativePath.dropLast(suffix.count)) : relativePath
        return DocumentationSite.scenarioFolder + "/" + stem + ".md"
    }

    /// The theme: the scenario's folder inside the scenario library, or empty for a file at its top.
    public var theme: String {
        guard let slash = relativePath.lastIndex(of: "/") else { return "" }
        return String(relativePath[..<slash])
    }

    /// The lines of a section of the file as written (`app`, `shortcuts`, `expect`, …), header line first;
    /// empty when the file has no such section.
    public func section(_ name: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
            .map { $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0 }
        guard let start = lines.firstIndex(where: { Self.isSectionHeader($0, name: name) }) else { return [] }
        var section = [lines[start]]
        for line in lines[(start + 1)...] {
            let atMargin = !(line.first?.isWhitespace ?? true)
            if atMargin && line.hasPrefix("#") { continue }
            if atMargin { break }
            section.append(line)
        }
        while let last = section.last, last.trimmingCharacters(in: .whitespaces).isEmpty { section.removeLast() }
        return section
    }

    private static func isSectionHeader(_ line: String, name: String) -> Bool {
        guard line.hasPrefix(name + ":") else { return false }
        let rest = line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
        return rest.isEmpty || rest.hasPrefix("#")
    }
}
