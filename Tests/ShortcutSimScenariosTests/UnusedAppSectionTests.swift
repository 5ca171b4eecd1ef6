import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A scenario run or explored with your own app: its `app:` section is replaced, and the result
/// says so with a warning at the section's line, which does not fail it.
@Suite("your own app replaces the app: section, with a warning")
struct UnusedAppSectionTests {
    /// Routes every action at once: it passes the scenarios below whatever their `app:` section says.
    struct RoutesAtOnceApp: ShortcutApp, Hashable, Sendable {
        mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
            context.route(item, to: item.type + "Page")
            context.complete(completionHandler, succeeded: true)
        }
    }

    static let file = "own-app.scenario"

    /// A scenario whose `app:` section (line 5) says the opposite of what `RoutesAtOnceApp` does.
    static let withAppSection = text(app: """
        app:
          performAction: not implemented
          milestone root: between 0s and 2s after launch
          routes: Search -> SearchPage
        """, expecting: "route Search -> SearchPage")

    /// The same scenario without the `app:` section (a route's destination is then a name only your app knows).
    static let withoutAppSection = text(app: nil, expecting: "route Search")

    static func text(app: String?, expecting expectation: String) -> String {
        """
        scenario: an app section your app replaces
        profile: ios13
        shortcuts:
          static Search "Search"
        \(app.map { $0 + "\n" } ?? "")steps:
          tap icon
          go home
          wait 20s
          select Search
        expect:
          \(expectation)
        """
    }

    static let expectedMessage = "the 'app:' section is not used: the app passed to ScenarioRunner.run(_:app:) (RoutesAtOnceApp) replaces it"

    @Test("run(_:app:) warns at the app: section's line, and the run still passes")
    func runWarns() throws {
        let scenario = try ScenarioLoader.parse(Self.withAppSection, file: Self.file)
        let result = ScenarioRunner.run(scenario, app: RoutesAtOnceApp())
        #expect(result.status == .passed, "expected the warning not to fail the run; status \(result.status), diagnostics:\n\(result.diagnostics.map(\.description).joined(separator: "\n"))")
        let warning = try #require(result.warnings.first, "expected a warning about the unused app: section in result.warnings; found none")
        #expect(result.warnings.count == 1, "expected exactly one warning; found \(result.warnings.map(\.description))")
        #expect(warning.severity == .warning, "expected severity warning; found \(warning.severity)")
        #expect(warning.location == SourceLocation(file: Self.file, line: 5, column: 1),
                "expected the warning at the 'app:' header, \(Self.file):5:1; found \(warning.location)")
        #expect(warning.description.hasPrefix("\(Self.file):5:1: warning: \(Self.expectedMessage)"),
                "expected it printed as compilers print warnings; found:\n\(warning.description)")
        #expect(warning.description.contains("note: the steps and checks run against RoutesAtOnceApp alone; remove the 'app:' section to silence this warning"),
                "expected a note saying how to silence it; found:\n\(warning.description)")
    }

    @Test("the warning is among the result's diagnostics, after its errors and failures, so printing them shows it")
    func diagnosticsShowTheWarning() throws {
        let scenario = try ScenarioLoader.parse(Self.withAppSection.replacingOccurrences(of: "  route Search -> SearchPage", with: "  count 2: route Search"),
                                                file: Self.file)
        let result = ScenarioRunner.run(scenario, app: RoutesAtOnceApp())
        #expect(result.status == .failed, "expected the failed expectation to fail the run; status \(result.status)")
        let printed = result.diagnostics.map(\.description)
        #expect(printed.count == result.failures.count + 1, "expected the failures and the one warning; found:\n\(printed.joined(separator: "\n"))")
        #expect(printed.last?.hasPrefix("\(Self.file):5:1: warning: the 'app:' section is not used") == true,
                "expected the warning last in result.diagnostics; found:\n\(printed.joined(separator: "\n"))")
        #expect(printed.first?.contains(": error: ") == true, "expected the failure first; found:\n\(printed.joined(separator: "\n"))")
    }

    @Test("no app: section, no warning")
    func noSectionNoWarning() throws {
        let scenario = try ScenarioLoader.parse(Self.withoutAppSection, file: Self.file)
        let result = ScenarioRunner.run(scenario, app: RoutesAtOnceApp())
        #expect(result.passed && result.warnings.isEmpty && result.diagnostics.isEmpty,
                "expected a clean pass; status \(result.status), diagnostics \(result.diagnostics.map(\.description))")
        #expect(ScenarioRunner.simulate(scenario, app: RoutesAtOnceApp()).warnings.isEmpty, "expected simulate(_:app:) not to warn either")
    }

    @Test("the scenario's own declarative app uses the section: run(_:) and run(_:app: DeclarativeApp(scenario:)) do not warn")
    func declarativeAppDoesNotWarn() throws {
        let scenario = try ScenarioLoader.parse(Self.withAppSection, file: Self.file)
        let own = ScenarioRunner.run(scenario, app: DeclarativeApp(scenario: scenario))
        #expect(own.warnings.isEmpty, "expected no warning for the section's own app; found \(own.warnings.map(\.description))")
        let other = ScenarioRunner.run(scenario, app: DeclarativeApp(declaration: AppDeclaration(), shortcuts: scenario.shortcuts))
        #expect(other.warnings.first?.message == "the 'app:' section is not used: the app passed to ScenarioRunner.run(_:app:) (DeclarativeApp) replaces it",
                "expected a declarative app of another declaration to replace the section; found \(other.warnings.map(\.description))")
    }

    @Test("simulate(_:app:) carries the same warning in its warnings")
    func simulateWarns() throws {
        let scenario = try ScenarioLoader.parse(Self.withAppSection, file: Self.file)
        let simulation = ScenarioRunner.simulate(scenario, app: RoutesAtOnceApp())
        #expect(simulation.errors.isEmpty, "expected every step to happen; found \(simulation.errors.map(\.description))")
        #expect(simulation.warnings.map(\.description).first?.hasPrefix(
            "\(Self.file):5:1: warning: the 'app:' section is not used: the app passed to ScenarioRunner.simulate(_:app:) (RoutesAtOnceApp) replaces it") == true,
                "expected the warning at the app: section; found \(simulation.warnings.map(\.description))")
    }

    @Test("Explorer.explore(_:app:) warns, still passes, and neither explores nor grids the section's windows")
    func exploreWarns() throws {
        let scenario = try ScenarioLoader.parse(Self.withAppSection.replacingOccurrences(of: "profile: ios13", with: "profile: ios13 ios26"),
                                                file: Self.file)
        let result = Explorer.explore(scenario, app: RoutesAtOnceApp(), configuration: ExplorationConfiguration(workers: 1))
        #expect(result.passed, "expected the warning not to fail the exploration; \(result.summary), errors \(result.errors.map(\.description))")
        let warning = try #require(result.warnings.first, "expected the warning in result.warnings; found none")
        #expect(warning.description.hasPrefix(
            "\(Self.file):5:1: warning: the 'app:' section is not used: the app passed to Explorer.explore(_:app:) (RoutesAtOnceApp) replaces it"),
                "expected the warning at the app: section; found:\n\(warning.description)")
        // Without the section the exploration is the same: the section's 0s–2s window played no part.
        let bare = Explorer.explore(try ScenarioLoader.parse(Self.withoutAppSection.replacingOccurrences(of: "profile: ios13", with: "profile: ios13 ios26"),
                                                             file: Self.file),
                                    app: RoutesAtOnceApp(), configuration: ExplorationConfiguration(workers: 1))
        #expect((result.distinctStates, result.paths, result.timeStep) == (bare.distinctStates, bare.paths, bare.timeStep),
                "expected removing the unused section to change nothing; with it \(result.summary), step \(result.timeStep); without \(bare.summary), step \(bare.timeStep)")
    }

    @Test("a window of the unused section too fine for the grid does not refuse your app's exploration")
    func unusedWindowIsNotChecked() throws {
        let scenario = try ScenarioLoader.parse(Self.withAppSection.replacingOccurrences(of: "between 0s and 2s after launch", with: "between 1ms and 20s after launch"),
                                                file: Self.file)
        let declared = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 1))
        #expect(declared.errors.first?.message.contains("the explorer tries at most") == true,
                "expected the declarative app's window to be too fine for the grid; found \(declared.errors.map(\.description))")
        let own = Explorer.explore(scenario, app: RoutesAtOnceApp(), configuration: ExplorationConfiguration(workers: 1))
        #expect(own.passed && own.errors.isEmpty, "expected your app's exploration to ignore that window; \(own.summary), errors \(own.errors.map(\.description))")
    }
}
