import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// A line that parses but changes nothing is a warning at its place, since its writer most likely
/// meant something else; the same line with an effect gets none.
@Suite("lines that change nothing are warnings")
struct NoEffectWarningTests {
    /// A scenario with one `time step:` header (or none), one root milestone and one step to vary.
    static func text(header: String = "", milestone: String = "1s after launch", step: String = "wait 2s") -> String {
        """
        scenario: T\(header.isEmpty ? "" : "\n" + header)
        shortcuts:
          static Search "Search"
        app:
          milestone root: \(milestone)
          routes: Search -> SearchPage
        steps:
          select Search
          \(step)

        """
    }

    /// The warnings of a text that must parse, as `line:column: message`.
    static func warnings(_ text: String) throws -> [String] {
        try ScenarioText.parse(text).warnings.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test("'wait 0s' lets no time pass: a warning at its duration; 'wait 1ms' is none")
    func zeroWait() throws {
        #expect(try Self.warnings(Self.text(step: "wait 0s")) == ["9:8: 'wait 0s' lets no time pass, so the step does nothing"])
        #expect(try Self.warnings(Self.text(step: "wait 0ms")) == ["9:8: 'wait 0ms' lets no time pass, so the step does nothing"])
        #expect(try Self.warnings(Self.text(step: "wait 1ms")).isEmpty)
    }

    @Test("a window whose ends are equal is one instant: a warning at 'between'; a window of two points is none")
    func oneInstantWindow() throws {
        #expect(try Self.warnings(Self.text(milestone: "between 1s and 1s after launch"))
            == ["5:19: the window from 1s to 1s is one instant, so 'root' does not vary"])
        #expect(try Self.warnings(Self.text(milestone: "between 1s and 2s after launch")).isEmpty)
    }

    @Test("'time step:' without a milestone window is a warning at its value; with a window it is none")
    func timeStepWithoutWindow() throws {
        #expect(try Self.warnings(Self.text(header: "time step: 500ms"))
            == ["2:12: 'time step:' sets the grid on which milestone windows are tried, and no milestone of this app has a window, so it changes nothing"])
        #expect(try Self.warnings(Self.text(header: "time step: 500ms", milestone: "between 1s and 2s after launch")).isEmpty)
    }
}
