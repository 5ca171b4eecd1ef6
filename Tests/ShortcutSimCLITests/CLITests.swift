import Foundation
import ShortcutSimCLI
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// What one in-process run of the tool printed and returned.
struct ToolRun: CustomStringConvertible {
    let arguments: [String]
    let code: Int32
    let stdout: String
    let stderr: String

    /// The lines of standard output, without the final empty one.
    var stdoutLines: [String] { Self.lines(stdout) }
    /// The lines of standard error, without the final empty one.
    var stderrLines: [String] { Self.lines(stderr) }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Everything, for failure messages.
    var description: String {
        "shortcut-sim \(arguments.joined(separator: " ")) → exit \(code)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
    }
}

/// Collects what the tool writes; the console's closures append to it.
final class OutputBox {
    var stdout = ""
    var stderr = ""
}

/// Runs the tool in-process with a capturing console.
func tool(_ arguments: [String]) -> ToolRun {
    let box = OutputBox()
    let console = Console(write: { box.stdout += $0 }, writeError: { box.stderr += $0 })
    let code = CommandLineTool.main(arguments, console: console)
    return ToolRun(arguments: arguments, code: code, stdout: box.stdout, stderr: box.stderr)
}

/// A fresh folder under the temporary directory, removed when the value is released.
final class TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-sim-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes a file (creating folders) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// The bytes and modification date of every file under the folder, by relative path.
    func snapshot() throws -> [String: (bytes: Data, modified: Date)] {
        var result: [String: (Data, Date)] = [:]
        let manager = FileManager.default
        for relative in try manager.subpathsOfDirectory(atPath: path) {
            let full = url.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: full.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let modified = try manager.attributesOfItem(atPath: full.path)[.modificationDate] as? Date ?? .distantPast
            result[relative] = (try Data(contentsOf: full), modified)
        }
        return result
    }
}

/// Scenario texts the CLI tests run.
enum Samples {
    /// A passing scenario titled `title`.
    static func passing(_ title: String, type: String = "Search") -> String {
        """
        scenario: \(title)
        shortcuts:
          static \(type) "\(type)"
        app:
          routes: \(type) -> \(type)Page
        steps:
          select \(type)
        expect:
          app.performAction \(type)
          next: route \(type) -> \(type)Page

        """
    }

    /// Fails at line 10, column 3: the route comes after performAction, not before it.
    static let failing = """
        scenario: Fails on purpose
        shortcuts:
          static Search "Search"
        app:
          routes: Search -> SearchPage
        steps:
          select Search
        expect:
          route Search -> SearchPage
          next: app.performAction Search

        """

    /// A typo at line 9, column 3.
    static let typo = """
        scenario: Has a typo
        shortcuts:
          static Search "Search"
        app:
          routes: Search -> SearchPage
        steps:
          select Search
        expect:
          nxt: route Search -> SearchPage

        """

    /// A warm action under the scenario's own profile (ios13): willEnterForeground, then performAction (A3.2).
    static let warmOrder = """
        scenario: Warm order of iOS 13
        profile: ios13
        shortcuts:
          static Search "Search"
        app:
          routes: Search -> SearchPage
        steps:
          tap icon
          go home
          select Search
        expect:
          user.select Search
          app.willEnterForeground
          next: state inactive
          next: app.performAction Search

        """

    static let plistHead = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>Search</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>Search</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>Scan</string>

        """
    static let plistTail = """
        \t\t\t<key>UIApplicationShortcutItemSubtitle</key>
        \t\t\t<string>Scan a code</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """
    /// Two items, Search and Scan.
    static let validPlist = plistHead + "\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Scan</string>\n" + plistTail
    /// The second item (item 1, starting at line 15, column 3) has no title.
    static let brokenPlist = plistHead + plistTail
}

@Suite("shortcut-sim")
struct CLITests {
    // MARK: - run

    @Test("run: a folder of passing scenarios exits 0 and ends with 'N passed, 0 failed'")
    func runPassing() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.scenario", Samples.passing("First"))
        try folder.write("nested/b.scenario", Samples.passing("Second", type: "Coupon"))
        try folder.write("nested/deeper/c.scenario", Samples.passing("Third", type: "Scan"))
        try folder.write("notes.txt", "not a scenario")
        let run = tool(["run", folder.path])
        #expect(run.code == 0, "\(run)")
        #expect(run.stdoutLines.last == "3 passed, 0 failed", "\(run)")
        #expect(run.stdoutLines.filter { $0.hasPrefix("PASS ") }.count == 3, "\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("PASS") && $0.contains("nested/b.scenario") && $0.hasSuffix("Second") }, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test("run: one failing scenario exits 1 with a FAIL line, and its diagnostics go to stderr")
    func runFailing() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.scenario", Samples.passing("Passes"))
        let failing = try folder.write("b.scenario", Samples.failing)
        let run = tool(["run", folder.path])
        #expect(run.code == 1, "\(run)")
        #expect(run.stdoutLines.contains("FAIL     \(failing)  Fails on purpose"), "\(run)")
        #expect(run.stdoutLines.last == "1 passed, 1 failed", "\(run)")
        #expect(run.stderrLines.contains("\(failing):10:3: error: expected 'app.performAction Search' next, found 'app.completion Search -> true'"),
                "\(run)")
        #expect(run.stderr.contains("note: it occurs earlier, as event 9: check the order of the expectations"), "\(run)")
        #expect(run.stderrLines.contains { $0.hasPrefix("  >> ") && $0.hasSuffix("app.completion Search -> true") }, "\(run)")
        #expect(!run.stdout.contains("error:"), "diagnostics belong on stderr\n\(run)")
    }

    @Test("run: a title with an ANSI escape and a NUL is printed escaped, as diagnostics print them, on PASS and FAIL lines and in --junit")
    func runEscapesTitles() throws {
        let folder = try TemporaryFolder()
        let title = "Red \u{1B}[31mAlert\u{0} end"
        let escaped = "Red \\u{1B}[31mAlert\\u{0} end"
        let passing = try folder.write("a.scenario", Samples.passing(title))
        let failing = try folder.write("b.scenario", Samples.failing.replacingOccurrences(of: "Fails on purpose", with: title))
        let junit = folder.url.appendingPathComponent("report.xml").path
        let run = tool(["run", folder.path, "--junit", junit])
        #expect(run.code == 1, "\(run)")
        #expect(run.stdoutLines.contains("PASS     \(passing)  \(escaped)"), "expected the PASS line with the title escaped\n\(run)")
        #expect(run.stdoutLines.contains("FAIL     \(failing)  \(escaped)"), "expected the FAIL line with the title escaped\n\(run)")
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{0}"), "no raw control character may reach the terminal\n\(run)")
        let report = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(report.contains("name=\"\(escaped)\""), "expected the JUnit test case named with the escaped title:\n\(report)")
        #expect(!report.contains("\u{1B}") && !report.contains("\u{FFFD}"), "the JUnit report spells control characters as diagnostics do:\n\(report)")
    }

    @Test("run --junit: an explored scenario's failure carries the line where its shortest path fails, not line 1")
    func junitExploredFailureLine() throws {
        let folder = try TemporaryFolder()
        let explored = try folder.write("race.scenario", String(contentsOfFile: ExploreCommandTests.example, encoding: .utf8))
        let junit = folder.url.appendingPathComponent("report.xml").path
        let run = tool(["run", folder.path, "--junit", junit])
        #expect(run.code == 1, "\(run)")
        #expect(run.stderrLines.first?.hasPrefix("\(explored):25:3: error: 3 of 6 explored paths fail") == true, "\(run)")
        let report = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(report.contains("line=\"25\""), "expected the test case at line 25, where the path fails:\n\(report)")
    }

    @Test("run: a file with a typo exits 2 with a file:line:column error on stderr")
    func runTypo() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.scenario", Samples.passing("Passes"))
        let typo = try folder.write("b.scenario", Samples.typo)
        let run = tool(["run", folder.path])
        #expect(run.code == 2, "\(run)")
        #expect(run.stderrLines.contains("\(typo):9:3: error: unknown directive 'nxt:'"), "\(run)")
        #expect(run.stderrLines.contains("note: did you mean 'next:'?"), "\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("INVALID") && $0.contains(typo) }, "\(run)")
        #expect(run.stdoutLines.last == "1 passed, 1 failed", "\(run)")
    }

    @Test("run: a path that does not exist, or a folder without scenarios, exits 2")
    func runNothing() throws {
        let folder = try TemporaryFolder()
        let missing = folder.url.appendingPathComponent("missing").path
        let run = tool(["run", missing])
        #expect(run.code == 2, "\(run)")
        #expect(run.stderrLines.first == "\(missing):1:1: error: no such file or folder", "\(run)")
        let empty = tool(["run", folder.path])
        #expect(empty.code == 2, "\(empty)")
        #expect(empty.stderr.contains("error: no .scenario files found"), "\(empty)")
    }

    @Test("run --verbose prints the trace of passing scenarios too")
    func runVerbose() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Passes"))
        let quiet = tool(["run", file])
        let verbose = tool(["run", "--verbose", file])
        #expect(!quiet.stdout.contains("app.performAction Search"), "\(quiet)")
        #expect(verbose.code == 0 && verbose.stdout.contains("   0.000s  app.performAction Search\n"), "\(verbose)")
    }

    // MARK: - Usage errors and help

    @Test("an unknown command exits 2 with a did-you-mean", arguments: [("rn", "run"), ("trcae", "trace"), ("lnt", "lint"), ("profile", "profiles")])
    func unknownCommand(_ command: String, _ suggestion: String) {
        let run = tool([command])
        #expect(run.code == 2, "\(run)")
        #expect(run.stderrLines.first == "error: unknown command '\(command)' (did you mean '\(suggestion)'?)", "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
    }

    @Test("an unknown option exits 2 with a did-you-mean and the command's help", arguments: [
        (["run", "--verbos"], "error: unknown option '--verbos' (did you mean '--verbose'?)"),
        (["trace", "x.scenario", "--fromat", "jsonl"], "error: unknown option '--fromat' (did you mean '--format'?)"),
        (["lint", "--app-stor", "Info.plist"], "error: unknown option '--app-stor' (did you mean '--app-store'?)"),
        (["run", "--profile", "ios14"], "error: unknown profile 'ios14' (did you mean 'ios13'?); the profiles are ios9, ios13, ios26, ipados26, or 'every'"),
        (["run", "--profile", "evry"], "error: unknown profile 'evry' (did you mean 'every'?); the profiles are ios9, ios13, ios26, ipados26, or 'every'"),
        (["profiles", "ios27"], "error: unknown profile 'ios27' (did you mean 'ios26'?)"),
    ])
    func unknownOption(_ arguments: [String], _ message: String) {
        let run = tool(arguments)
        #expect(run.code == 2, "\(run)")
        #expect(run.stderrLines.first == message, "\(run)")
    }

    @Test("an option without its value exits 2")
    func optionWithoutValue() {
        let run = tool(["trace", "--format"])
        #expect(run.code == 2 && run.stderrLines.first == "error: --format needs a value, such as '--format jsonl'", "\(run)")
    }

    /// The commands the overview lists.
    static func listedCommands() -> [String] {
        let overview = tool(["--help"]).stdoutLines
        guard let start = overview.firstIndex(of: "COMMANDS:") else { return [] }
        return overview[(start + 1)...].prefix { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test("--help prints the overview and exits 0; it lists the documented commands")
    func overview() {
        let run = tool(["--help"])
        #expect(run.code == 0, "\(run)")
        #expect(run.stdoutLines.first?.hasPrefix("OVERVIEW: ") == true, "\(run)")
        let commands = Self.listedCommands()
        #expect(Set(["run", "trace", "lint", "profiles"]).isSubset(of: commands), "listed: \(commands)\n\(run)")
        #expect(tool(["-h"]).stdout == run.stdout)
        let bare = tool([])
        #expect(bare.code == 2 && bare.stdout.isEmpty && bare.stderr == run.stdout,
                "no command is a usage error that shows the overview on standard error\n\(bare)")
    }

    @Test("every command's --help exits 0 and prints its usage", arguments: ["run", "trace", "lint", "profiles"])
    func commandHelp(_ command: String) {
        for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
            let run = tool(arguments)
            #expect(run.code == 0, "\(run)")
            #expect(run.stdoutLines.first?.hasPrefix("USAGE: shortcut-sim \(command)") == true, "\(run)")
            #expect(run.stdout.contains("-h, --help"), "\(run)")
            #expect(run.stderr.isEmpty, "\(run)")
        }
    }

    @Test("every command the overview lists has a --help")
    func listedCommandsHaveHelp() {
        for command in Self.listedCommands() {
            let run = tool([command, "--help"])
            #expect(run.code == 0 && run.stdoutLines.first?.hasPrefix("USAGE: shortcut-sim \(command)") == true, "\(run)")
        }
    }

    // MARK: - trace

    @Test("trace prints one line per event, the same lines the runner's trace has")
    func traceText() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Passes"))
        let run = tool(["trace", file])
        #expect(run.code == 0, "\(run)")
        let scenario = try ScenarioLoader.load(path: file)
        #expect(run.stdout == ScenarioRunner.run(scenario).trace.text, "\(run)")
        #expect(run.stdoutLines.contains("   0.000s  route Search -> SearchPage"), "\(run)")
    }

    @Test("trace --format jsonl prints one JSON object per event with the documented keys")
    func traceJSONLines() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.warmOrder)
        let text = tool(["trace", file])
        let run = tool(["trace", file, "--format", "jsonl"])
        #expect(run.code == 0, "\(run)")
        #expect(run.stdoutLines.count == text.stdoutLines.count, "one JSON line per text line\n\(run)\n\(text)")
        let keys: Set<String> = ["index", "time_ms", "event", "participant", "subject", "attributes", "result", "text"]
        for (number, line) in run.stdoutLines.enumerated() {
            let parsed = try? JSONSerialization.jsonObject(with: Data(line.utf8))
            let object = try #require(parsed as? [String: Any], "line \(number + 1) is not a JSON object: \(line)")
            #expect(Set(object.keys) == keys, "line \(number + 1): \(line)")
            #expect(object["index"] as? Int == number + 1, "line \(number + 1): \(line)")
            #expect(object["time_ms"] as? Int == 0, "every event of this scenario happens at 0 ms: \(line)")
            #expect(object["attributes"] is [String: Any], "line \(number + 1): \(line)")
            #expect(object["participant"] is String, "line \(number + 1): \(line)")
            let words = try #require(object["text"] as? String)
            #expect(text.stdoutLines[number].hasSuffix("  " + words), "the text key must be the text line's words: \(line)")
            #expect(words.hasPrefix(object["event"] as? String ?? "?"), "\(line)")
        }
        let route = try #require(run.stdoutLines.first { $0.contains("\"event\":\"route\"") }, "\(run)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(route.utf8)) as? [String: Any])
        #expect(object["subject"] as? String == "Search")
        #expect(object["result"] as? String == "SearchPage")
        let install = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutLines[0].utf8)) as? [String: Any])
        #expect(install["subject"] is NSNull && install["result"] is NSNull, "absent words are null: \(run.stdoutLines[0])")
        #expect(install["attributes"] as? [String: String] == ["version": "1"], "\(run.stdoutLines[0])")
    }

    @Test("trace --format xml exits 2")
    func traceUnknownFormat() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Passes"))
        let run = tool(["trace", file, "--format", "xml"])
        #expect(run.code == 2, "\(run)")
        #expect(run.stderrLines.first == "error: unknown format 'xml'; use text or jsonl", "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
    }

    @Test("trace of a scenario with a typo exits 2 with the diagnostic")
    func traceTypo() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.typo)
        let run = tool(["trace", file])
        #expect(run.code == 2, "\(run)")
        #expect(run.stderrLines.first == "\(file):9:3: error: unknown directive 'nxt:'", "\(run)")
    }

    @Test("trace reports defects on stderr at the step that shows them, and takes exactly one file")
    func traceDefectsAndArity() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Twice").replacingOccurrences(of: "app:\n", with: "app:\n  launch item: handled in didFinishLaunching\n"))
        let run = tool(["trace", file])
        #expect(run.code == 0, "\(run)")
        #expect(run.stderrLines.contains { $0.hasPrefix("\(file):") && $0.contains(": error: defect twice Search (A2.7)") },
                "expected the undeclared defect at its step's file:line:column\n\(run)")
        let two = tool(["trace", file, file])
        #expect(two.code == 2 && two.stderrLines.first == "error: trace takes exactly one scenario file", "\(two)")
    }

    // MARK: - lint

    @Test("lint: a valid Info.plist exits 0 and prints the menu before the first launch")
    func lintValid() throws {
        let folder = try TemporaryFolder()
        let plist = try folder.write("Info.plist", Samples.validPlist)
        let run = tool(["lint", plist])
        #expect(run.code == 0, "\(run)")
        #expect(run.stdoutLines.first == "\(plist): 2 static quick actions, 0 warnings", "\(run)")
        #expect(run.stdoutLines.contains("menu on touch and hold (ios13, 4 slots, before the first launch):"), "\(run)")
        let menu = run.stdoutLines.drop { !$0.hasPrefix("menu on touch and hold") }.dropFirst()
        #expect(menu.first?.hasPrefix("  Search  \"Search\"") == true, "the first menu row is Search\n\(run)")
        #expect(menu.contains { $0.hasPrefix("  Scan  \"Scan\"") && $0.contains("Scan a code") }, "\(run)")
        #expect(menu.contains("  [system] Edit Home Screen") && menu.contains("  [system] Remove App"), "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")

        let appStore = tool(["lint", plist, "--profile", "ios9", "--app-store"])
        #expect(appStore.code == 0 && appStore.stdout.contains("(ios9, 4 slots, before the first launch)"), "\(appStore)")
        #expect(appStore.stdoutLines.contains { $0.hasPrefix("  [system] Share") }, "App Store builds get the Share row (C2.3)\n\(appStore)")
        #expect(!appStore.stdout.contains("Edit Home Screen"), "iOS 9 has no Edit Home Screen row\n\(appStore)")
    }

    @Test("lint: a broken Info.plist exits 2 with 'Info.plist:LINE:COL: error:'")
    func lintBroken() throws {
        let folder = try TemporaryFolder()
        let plist = try folder.write("Info.plist", Samples.brokenPlist)
        let run = tool(["lint", plist])
        #expect(run.code == 2, "\(run)")
        #expect(run.stderrLines.first == "\(plist):15:3: error: item 1: missing required key UIApplicationShortcutItemTitle (C1.1)", "\(run)")
        #expect(run.stdout.isEmpty, "no menu for a broken file\n\(run)")
        let garbage = try folder.write("Garbage.plist", "this is not a property list")
        let unreadable = tool(["lint", garbage])
        #expect(unreadable.code == 2, "\(unreadable)")
        #expect(unreadable.stderrLines.first?.hasPrefix("\(garbage):") == true && unreadable.stderr.contains(": error: "), "\(unreadable)")
    }

    // MARK: - profiles

    @Test("profiles ios26 prints warmActionOrder beforeWillEnterForeground, marked (A3.3, PROFILE)")
    func profilesIOS26() {
        let run = tool(["profiles", "ios26"])
        #expect(run.code == 0, "\(run)")
        #expect(run.stdoutLines.first?.hasPrefix("ios26: ") == true, "\(run)")
        let line = run.stdoutLines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("warmActionOrder ") }
        let words = line?.split(separator: " ").map(String.init) ?? []
        #expect(words.first == "warmActionOrder" && words.contains("beforeWillEnterForeground") && line?.hasSuffix("(A3.3, PROFILE)") == true,
                "\(run)")
        let ios13 = tool(["profiles", "ios13"])
        #expect(ios13.stdoutLines.contains { $0.contains("warmActionOrder") && $0.contains("afterWillEnterForeground") }, "\(ios13)")
        let all = tool(["profiles"])
        #expect(all.code == 0 && ["ios9: ", "ios13: ", "ios26: ", "ipados26: "].allSatisfy { name in all.stdoutLines.contains { $0.hasPrefix(name) } },
                "\(all)")
    }

    // MARK: - --profile

    @Test("--profile overrides the scenario's profile, which changes the warm order (A3.2, A3.3)")
    func profileOverride() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("warm.scenario", Samples.warmOrder)
        let own = tool(["run", file])
        #expect(own.code == 0 && own.stdoutLines.last == "1 passed, 0 failed", "\(own)")
        let overridden = tool(["run", "--profile", "ios26", file])
        #expect(overridden.code == 1, "\(overridden)")
        #expect(overridden.stderrLines.first == "\(file):14:3: error: expected 'state inactive' next, found 'state active'", "\(overridden)")

        func order(_ run: ToolRun) -> [String] {
            let words = run.stdoutLines.map { $0.trimmingCharacters(in: .whitespaces) }
            let start = words.lastIndex { $0.hasSuffix("user.select Search") } ?? 0
            return words[start...].filter { $0.hasSuffix("app.willEnterForeground") || $0.hasSuffix("app.performAction Search") }
                .map { String($0.split(separator: " ").last!) }
        }
        let ios13 = tool(["trace", file])
        let ios26 = tool(["trace", file, "--profile", "ios26"])
        #expect(order(ios13) == ["app.willEnterForeground", "Search"], "\(ios13)")
        #expect(order(ios26) == ["Search", "app.willEnterForeground"], "\(ios26)")
    }

    @Test("run --profile every explores each scenario under every profile and names the failing path's profile (A3.2, A3.3)")
    func runEveryProfile() throws {
        let folder = try TemporaryFolder()
        let warm = try folder.write("warm.scenario", Samples.warmOrder)
        let plain = try folder.write("plain.scenario", Samples.passing("Cold action"))
        let run = tool(["run", "--profile", "every", warm])
        #expect(run.code == 1, "\(run)")
        // ios9 keeps iOS 9–12's order (A3.2), as ios13 does; ios26 delivers the action before willEnterForeground (A3.3).
        #expect(run.stderrLines.first?.hasPrefix("\(warm):14:3: error: 2 of 4 explored paths fail; the shortest (ios26, app-delegate): ") == true, "\(run)")
        #expect(run.stderrLines.contains("note: run 'shortcut-sim explore \(warm) --profile every' to see its trace and write it as a plain scenario"), "\(run)")
        #expect(run.stderrLines.contains("\(warm):14:3: error: expected 'state inactive' next, found 'state active'"), "\(run)")
        let passing = tool(["run", "--profile", "every", plain])
        #expect(passing.code == 0 && passing.stdoutLines.last == "1 passed, 0 failed", "\(passing)")
    }

    @Test("explore --profile every explores every profile, skips ios9 for scenes, and writes the failing profile into the concrete scenario")
    func exploreEveryProfile() throws {
        let folder = try TemporaryFolder()
        let warm = try folder.write("warm.scenario", Samples.warmOrder)
        let scenes = try folder.write("scenes.scenario", """
            scenario: A cold action with scenes reaches willConnectTo
            lifecycle: scenes
            shortcuts:
              static Search "Search"
            app:
              launch item: handled in willConnectTo
              routes: Search -> SearchPage
            steps:
              select Search
            expect:
              scene.willConnectTo shortcut=Search
              next: route Search -> SearchPage

            """)
        let run = tool(["explore", warm, "--profile", "every"])
        #expect(run.code == 1, "\(run)")
        #expect(run.stdoutLines.first?.hasPrefix("explored \(warm): 4 variants (ios9, app-delegate; ios13, app-delegate; ios26, app-delegate; ipados26, app-delegate)") == true, "\(run)")
        #expect(run.stdoutLines.contains("FAIL  shortest failing path (ios26, app-delegate), 4 moves:"), "\(run)")
        #expect(run.stdoutLines.contains("profile: ios26"), "the concrete scenario replaces the profile: \(run)")
        #expect(run.stdoutLines.contains("the concrete scenario replays this path with 'shortcut-sim run' and fails the same way"), "\(run)")
        let sceneRun = tool(["explore", scenes, "--profile", "every"])
        #expect(sceneRun.code == 0, "\(sceneRun)")
        #expect(sceneRun.stdoutLines.first?.hasPrefix("explored \(scenes): 3 variants (ios13, scenes; ios26, scenes; ipados26, scenes)") == true, "\(sceneRun)")
    }

    @Test("trace and lint refuse --profile every: each prints one run or one menu", arguments: ["trace", "lint"])
    func oneProfileCommandsRefuseEvery(_ command: String) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(command == "trace" ? "warm.scenario" : "Info.plist", command == "trace" ? Samples.warmOrder : Samples.validPlist)
        let run = tool([command, file, "--profile", "every"])
        #expect(run.code == 2 && run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.first == "error: '--profile every' is for run and explore; \(command) takes one profile (ios9, ios13, ios26, ipados26)", "\(run)")
        #expect(command == "lint" || run.stderrLines.last == "note: 'shortcut-sim run \(file) --profile every' checks the scenario under every profile", "\(run)")
    }

    // MARK: - Inputs are never modified

    @Test("run, trace and lint never modify their input files")
    func inputsUntouched() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.scenario", Samples.passing("Passes"))
        let failing = try folder.write("b.scenario", Samples.failing)
        let typo = try folder.write("c.scenario", Samples.typo)
        let plist = try folder.write("Info.plist", Samples.validPlist)
        let broken = try folder.write("Broken.plist", Samples.brokenPlist)
        let withPlist = try folder.write("d.scenario", """
            scenario: Loads a plist
            shortcuts:
              plist: Info.plist
            steps:
              select Scan

            """)
        let before = try folder.snapshot()
        Thread.sleep(forTimeInterval: 0.02)  // so a rewrite would show in the modification date
        let runs = [
            tool(["run", folder.path]), tool(["run", "--verbose", "--profile", "ios26", folder.path]),
            tool(["trace", failing]), tool(["trace", typo]), tool(["trace", withPlist, "--format", "jsonl"]),
            tool(["lint", plist]), tool(["lint", broken]), tool(["lint", plist, "--app-store"]),
        ]
        #expect(runs[4].code == 0 && runs[4].stdout.contains("\"event\":\"user.select\""), "\(runs[4])")
        let after = try folder.snapshot()
        #expect(Set(after.keys) == Set(before.keys), "files were added or removed: \(after.keys.sorted()) vs \(before.keys.sorted())")
        for (name, old) in before {
            #expect(after[name]?.bytes == old.bytes, "\(name) changed")
            #expect(after[name]?.modified == old.modified, "\(name) was rewritten")
        }
    }
}
