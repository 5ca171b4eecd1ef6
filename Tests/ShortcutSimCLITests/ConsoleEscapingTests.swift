import Foundation
import ShortcutSimCLI
import ShortcutSimCore
import ShortcutSimRendering
import ShortcutSimScenarios
import Testing

/// Texts with control characters for the escaping tests.
private enum Hostile {
    /// ESC and BEL: an ANSI colour and a bell.
    static let title = "Red \u{1B}[31mAlert\u{7} end"
    /// The title as the tool prints it.
    static let escapedTitle = "Red \\u{1B}[31mAlert\\u{7} end"
    /// A shortcut type with an ESC and a BEL.
    static let type = "Se\u{1B}ar\u{7}ch"
    /// The type as the tool prints it.
    static let escapedType = "Se\\u{1B}ar\\u{7}ch"

    /// An explored scenario that fails on every path (it routes before its root exists), titled and
    /// typed with control characters.
    static let explored = """
        scenario: \(title)
        profile: ios13 ios26
        shortcuts:
          static \(type) "\(title)"
        app:
          routes: \(type) -> SearchPage
          milestone root: between 0s and 2s after launch
        steps:
          select \(type)
          wait 3s

        """

    /// Whether a text holds a control character the terminal would act on (line feed and tab aside).
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }
}

/// Everything the tool prints goes through its `Console`, which escapes control characters once:
/// titles, types, paths and messages quoted from a user's file cannot drive the terminal, whichever
/// command prints them, and the machine formats it prints stay valid.
@Suite("console escaping")
struct ConsoleEscapingTests {
    @Test("the console escapes every control character but line feed and tab, in each of its four writers, once")
    func consoleEscapesOnce() {
        final class Box { var out = "", err = "" }
        let box = Box()
        let console = Console(write: { box.out += $0 }, writeError: { box.err += $0 })
        let raw = "a\u{1B}[2Jb\u{7}c\rd\u{0}e\u{7F}f\u{9B}g\th"
        let escaped = "a\\u{1B}[2Jb\\u{7}c\\u{D}d\\u{0}e\\u{7F}f\\u{9B}g\th"
        console.line(raw)
        console.write(raw + "\n")
        console.errorLine(raw)
        console.writeError(raw + "\n")
        #expect(box.out == escaped + "\n" + escaped + "\n")
        #expect(box.err == escaped + "\n" + escaped + "\n")
        // Printable text, such as a diagnostic's description (already escaped for library users), is
        // written unchanged: escaping is idempotent, so nothing is escaped twice.
        let diagnostic = Diagnostic(at: SourceLocation(file: "x.scenario", line: 1, column: 1), "bad '\(raw)'", notes: ["see '\(raw)'"])
        #expect(Diagnostic.printable(diagnostic.description) == diagnostic.description)
        #expect(Diagnostic.printable(escaped) == escaped)
        box.err = ""
        console.errorLine(diagnostic.description)
        #expect(box.err == "x.scenario:1:1: error: bad '\(escaped)'\nnote: see '\(escaped)'\n")
    }

    @Test("run: a title with ESC and BEL prints escaped on its PASS line, and a type with them in --verbose traces")
    func runEscapes() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing(Hostile.title, type: Hostile.type))
        let run = tool(["run", "--verbose", file])
        #expect(run.code == 0, "\(run)")
        #expect(run.stdoutLines.first == "PASS     \(file)  \(Hostile.escapedTitle)", "\(run)")
        #expect(run.stdout.contains("user.select \(Hostile.escapedType)\n"), "\(run)")
        #expect(!Hostile.hasRawControl(run.stdout) && !Hostile.hasRawControl(run.stderr), "\(run)")
    }

    @Test("trace: a type with ESC and BEL prints escaped, in the trace and in the defects on stderr")
    func traceEscapes() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing(Hostile.title, type: Hostile.type)
            .replacingOccurrences(of: "app:\n", with: "app:\n  launch item: handled in didFinishLaunching\n"))
        let run = tool(["trace", file])
        #expect(run.code == 0, "\(run)")
        #expect(run.stdoutLines.contains("   0.000s  user.select \(Hostile.escapedType)"), "\(run)")
        #expect(run.stderrLines.contains { $0.contains(": error: defect twice \(Hostile.escapedType) (A2.7)") }, "\(run)")
        #expect(!Hostile.hasRawControl(run.stdout) && !Hostile.hasRawControl(run.stderr), "\(run)")
    }

    @Test("explore: the failing path's moves, which printed a type raw before, its trace and its concrete scenario print escaped")
    func exploreEscapes() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("e\u{1B}x.scenario", Hostile.explored)
        let run = tool(["explore", file])
        #expect(run.code == 1, "\(run)")
        let escapedFile = file.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}")
        #expect(run.stdoutLines.first?.hasPrefix("explored \(escapedFile): 2 variants") == true, "the path is escaped\n\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("  2. select \(Hostile.escapedType) (root ") && $0.contains(" after launch 1)") }, "\(run)")
        #expect(run.stdoutLines.contains("   0.000s  route \(Hostile.escapedType) -> SearchPage"), "\(run)")
        #expect(run.stdoutLines.contains("scenario: \(Hostile.escapedTitle)"), "the concrete scenario's title\n\(run)")
        #expect(run.stdoutLines.contains("  static \(Hostile.escapedType) \"\(Hostile.escapedTitle)\""), "\(run)")
        #expect(!Hostile.hasRawControl(run.stdout) && !Hostile.hasRawControl(run.stderr), "\(run)")
        // The file written with --counterexample is not printed: it keeps the characters, and replays.
        let output = folder.path + "/concrete.scenario"
        #expect(tool(["explore", file, "--counterexample", output]).code == 1)
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains("scenario: \(Hostile.title)\n") && written.contains("  static \(Hostile.type) \"\(Hostile.title)\"\n"), "\(written)")
        #expect(tool(["run", output]).code == 1)
    }

    @Test("lint: a path, a type and a title with ESC and BEL print escaped")
    func lintEscapes() throws {
        let folder = try TemporaryFolder()
        let plist = try folder.write("In\u{7}fo.plist", LintCommandTests.plist([("Sc&#x1b;an&#x7;", "Red &#x1b;[31mAlert&#x7; end", [])]))
        let run = tool(["lint", plist])
        #expect(run.code == 0, "\(run)")
        #expect(run.stdoutLines.first == "\(plist.replacingOccurrences(of: "\u{7}", with: "\\u{7}")): 1 static quick action, 1 warning", "the type's control characters are a warning\n\(run)")
        #expect(run.stdoutLines.contains("  Sc\\u{1B}an\\u{7}  \"\(Hostile.escapedTitle)\"  (static, title may wrap to 2 lines)"), "\(run)")
        #expect(!Hostile.hasRawControl(run.stdout) && !Hostile.hasRawControl(run.stderr), "\(run)")
    }

    @Test("messages quoting an argument, which printed it raw before, print it escaped")
    func argumentsEscaped() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Passes"))
        let format = tool(["trace", file, "--format", "x\u{1B}[2J"])
        #expect(format.code == 2 && format.stderrLines.first == "error: unknown format 'x\\u{1B}[2J'; use text or jsonl", "\(format)")
        let command = tool(["r\u{7}un"])
        #expect(command.code == 2 && command.stderrLines.first == "error: unknown command 'r\\u{7}un' (did you mean 'run'?)", "\(command)")
        let profile = tool(["profiles", "ios\u{1B}9"])
        #expect(profile.code == 2 && profile.stderrLines.first?.hasPrefix("error: unknown profile 'ios\\u{1B}9'") == true, "\(profile)")
        for run in [format, command, profile] { #expect(!Hostile.hasRawControl(run.stderr), "\(run)") }
    }

    @Test("trace --format jsonl: JSON spells every control character itself, DEL and C1 (printed raw before) too, so the console leaves it byte for byte and it parses back to the type")
    func jsonLinesStayValid() throws {
        let type = "S\u{1B}\u{7}\u{7F}\u{9B}x"
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Passes", type: type))
        let run = tool(["trace", file, "--format", "jsonl"])
        #expect(run.code == 0, "\(run)")
        let scenario = try ScenarioLoader.load(path: file)
        #expect(run.stdout == TraceJSONLines.render(ScenarioRunner.run(scenario).trace), "the console changed the JSON Lines\n\(run)")
        #expect(run.stdout.contains("\"subject\":\"S\\u001b\\u0007\\u007f\\u009bx\""), "\(run)")
        #expect(!Hostile.hasRawControl(run.stdout), "\(run)")
        let select = try #require(run.stdoutLines.first { $0.contains("\"event\":\"user.select\"") }, "\(run)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(select.utf8)) as? [String: Any])
        #expect(object["subject"] as? String == type)
        // Every control character, escaped by JSON, is left alone by the console.
        let controls = String(String.UnicodeScalarView((0...0x9F).compactMap(Unicode.Scalar.init).filter { $0.value < 0x20 || $0.value >= 0x7F }))
        let json = JSONText.string(controls)
        #expect(!Hostile.hasRawControl(json) && Diagnostic.printable(json) == json, "\(json)")
    }
}
