import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The `defects:` section is exhaustive: every defect that occurs must be listed, and every listed one must occur.
@Suite("Defect expectations")
struct DefectExpectationTests {
    /// A saved launch item that is never cleared (G10): it is routed again at the `tap icon` step (line 12).
    static let refiring = """
        scenario: Refires
        shortcuts:
          static Search "Search"
        app:
          didFinishLaunching: false when launched from a shortcut
          launch item: saved in didFinishLaunching, handled on didBecomeActive, not cleared
          routes: Search -> SearchPage
        steps:
          select Search
          wait 1s
          go home
          tap icon
          wait 1s

        """

    /// The same app, cleared after handling: no defect.
    static let clean = refiring.replacingOccurrences(of: "not cleared", with: "then cleared")

    @Test("an undeclared defect fails at the step that caused it, naming the rule and suggesting the defects: line")
    func undeclaredDefect() throws {
        let result = try ScenarioText.run(Self.refiring)
        #expect(result.defectSignatures == ["refired Search"], "\(result.report)")
        #expect(result.status == .failed, "\(result.report)")
        let failure = try #require(result.failures.first, "\(result.report)")
        #expect(result.failures.count == 1, "\(result.report)")
        #expect(failure.location == ShortcutSimCore.SourceLocation(file: ScenarioText.file, line: 12, column: 3),
                "expected the failure at the 'tap icon' step (line 12), where the item was routed again:\n\(failure)")
        #expect(failure.message.hasPrefix("unexpected defect refired Search (G10): "), "\(failure)")
        #expect(failure.notes.contains("if the scenario reproduces this bug on purpose, add it under 'defects:' as 'refired Search'"),
                "\(failure)")
        let evidence = try #require(failure.notes.first { $0.hasPrefix("the events that show it:") }, "\(failure)")
        #expect(evidence.contains("route Search -> SearchPage"), "the evidence should show the second route:\n\(failure)")
        #expect(failure.description.hasPrefix("t.scenario:12:3: error: unexpected defect refired Search (G10)"), "\(failure)")
    }

    @Test("a defect caused by the first step is reported there, not at an implied install")
    func defectAtFirstStep() throws {
        let result = try ScenarioText.run("""
            scenario: Twice
            shortcuts:
              static Search "Search"
            app:
              launch item: handled in didFinishLaunching
              routes: Search -> SearchPage
            steps:
              select Search
              wait 1s
            """)
        let failure = try #require(result.failures.first, "\(result.report)")
        #expect(result.defectSignatures == ["twice Search"], "\(result.report)")
        #expect("\(failure.location)" == "t.scenario:8:3", "\(failure)")
        #expect(failure.message.contains("(A2.7)"), "\(failure)")
        #expect(failure.notes.contains { $0.contains("as 'twice Search'") }, "\(failure)")
    }

    @Test("a declared defect that occurs passes")
    func declaredAndOccurring() throws {
        let result = try ScenarioText.run(Self.refiring + "defects:\n  refired Search\n")
        #expect(result.passed, "\(result.report)")
        #expect(result.defectSignatures == ["refired Search"])
    }

    @Test("a declared defect that does not occur fails at its defects: line")
    func declaredButAbsent() throws {
        let result = try ScenarioText.run(Self.clean + "defects:\n  refired Search\n")
        #expect(result.defects.isEmpty, "\(result.report)")
        let failure = try #require(result.failures.first, "\(result.report)")
        #expect(result.failures.count == 1, "\(result.report)")
        #expect(failure.description == """
            t.scenario:15:3: error: expected defect 'refired Search' did not occur
            note: defects found: none
            """, "\(failure)")
    }

    @Test("declaring the wrong defect fails twice: the one that occurred and the one that did not")
    func wrongDefectDeclared() throws {
        let result = try ScenarioText.run(Self.refiring + "defects:\n  twice Search\n")
        #expect(result.failures.map { "\($0.location)" } == ["t.scenario:12:3", "t.scenario:15:3"], "\(result.report)")
        #expect(result.failures.last?.notes == ["defects found: refired Search"], "\(result.report)")
    }

    @Test("a clean run has no defects and passes")
    func cleanRun() throws {
        let result = try ScenarioText.run(Self.clean)
        #expect(result.passed && result.defects.isEmpty, "\(result.report)")
        #expect(result.lines.filter { $0 == "route Search -> SearchPage" }.count == 1, "\(result.report)")
    }

    @Test("a defect UIKit tolerates (A5.4) is a warning when undeclared: the scenario passes and says so")
    func warningDefectsWarn() throws {
        let text = """
            scenario: Completion
            shortcuts:
              static Search "Search"
            app:
              performAction: handled at once, completion never called
              routes: Search -> SearchPage
            steps:
              select Search

            """
        let undeclared = try ScenarioText.run(text)
        #expect(undeclared.passed && undeclared.failures.isEmpty, "\(undeclared.report)")
        #expect(undeclared.warnings.count == 1, "\(undeclared.report)")
        let warning = try #require(undeclared.warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == ShortcutSimCore.SourceLocation(file: ScenarioText.file, line: 8, column: 3), "at the step: \(warning)")
        #expect(warning.message.hasPrefix("defect completion-missing Search (A5.4)"), "\(warning)")
        #expect(warning.notes.contains { $0.contains("add it under 'defects:' as 'completion-missing Search'") }, "\(warning)")

        let declared = try ScenarioText.run(text + "defects:\n  completion-missing Search\n")
        #expect(declared.passed && declared.warnings.isEmpty, "\(declared.report)")
    }

    @Test("a declared warning-level defect that does not occur still fails")
    func declaredWarningDefectMustOccur() throws {
        let result = try ScenarioText.run(Self.clean + "defects:\n  overflow Search\n")
        #expect(result.status == .failed, "\(result.report)")
        #expect(result.failures.first?.message == "expected defect 'overflow Search' did not occur", "\(result.report)")
    }

    @Test("an error-level defect still fails when undeclared, beside a warning")
    func errorDefectsStillFail() throws {
        let text = """
            scenario: Both
            shortcuts:
              static Search "Search"
            app:
              didFinishLaunching: false
              performAction: handled at once, completion never called
              routes: Search -> SearchPage
            steps:
              select Search
              go home
              select Search

            """
        let result = try ScenarioText.run(text)
        #expect(result.status == .failed, "\(result.report)")
        #expect(result.failures.map(\.message).contains { $0.hasPrefix("unexpected defect lost Search") }, "\(result.report)")
        #expect(result.warnings.map(\.message).contains { $0.hasPrefix("defect completion-missing Search") }, "\(result.report)")
    }

    @Test("one defect is reported once, even when it shows in several events")
    func reportedOnce() throws {
        let result = try ScenarioText.run(Self.refiring + "  go home\n  tap icon\n")
        #expect(result.failures.filter { $0.message.contains("refired Search") }.count == 1, "\(result.report)")
    }
}
