import Foundation
@testable import ShortcutSimCLI
import ShortcutSimCore
import ShortcutSimRendering
@testable import ShortcutSimScenarios
import Testing

/// The package root, found from this file.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// Scenario texts for the tests of options, paths and files.
private enum Inputs {
    /// A scene-based scenario that passes under its own profile; `lifecycle:` is on line 3.
    static func sceneBased(lifecycle: String = "scenes") -> String {
        """
        scenario: Scenes
        profile: ios13
        lifecycle: \(lifecycle)
        shortcuts:
          static Search "Search"
        app:
          routes: Search -> SearchPage
        steps:
          select Search
        defects:
          lost Search

        """
    }

    /// An explored scenario that reads its items from a plist and its titles from a strings table,
    /// both next to it, and fails on every path (routes before the root exists).
    static let exploredWithFiles = """
        scenario: explored with a plist
        profile: ios13 ios26
        shortcuts:
          plist: "My Info.plist"
          strings: de.strings   # German titles
        app:
          routes: Search -> SearchPage
          milestone root: between 0s and 2s after launch
        steps:
          select Search
          wait 3s

        """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>UIApplicationShortcutItems</key>
          <array>
            <dict>
              <key>UIApplicationShortcutItemType</key>
              <string>Search</string>
              <key>UIApplicationShortcutItemTitle</key>
              <string>Search</string>
            </dict>
          </array>
        </dict>
        </plist>

        """

    static let strings = "\"Search\" = \"Suche\";\n"

    /// The seed 002 race shipped in docs/examples: explored, it fails.
    static var seed002: String { repositoryRoot + "/docs/examples/seed-002-variable-splash.scenario" }
}

@Suite("command inputs: option values, paths and the files commands write")
struct CommandInputTests {
    // MARK: - Option values

    @Test("an option whose value starts with '--' is refused with an example; no file is written", arguments: [
        (["run", "FILE", "--junit", "--verbose"], "--junit", "report.xml", "--verbose"),
        (["docs", "--out", "--check"], "--out", "docs", "--check"),
        (["explore", "FILE", "--counterexample", "--jobs"], "--counterexample", "counterexample.scenario", "--jobs"),
        (["run", "FILE", "--junit=--verbose"], "--junit", "report.xml", "--verbose"),
    ])
    func valueLooksLikeAnOption(_ arguments: [String], _ option: String, _ example: String, _ taken: String) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Passes"))
        let run = tool(arguments.map { $0 == "FILE" ? file : $0 })
        #expect(run.code == 2, "\(run)")
        #expect(run.stderrLines.first == "error: \(option) needs a value, such as '\(option) \(example)'; '\(taken)' is an option, not its value"
                + " (to name a file that starts with '--', write './\(taken)')", "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: taken) && !FileManager.default.fileExists(atPath: folder.path + "/" + taken))
    }

    @Test("an option at the end or with an empty '=' value needs a value")
    func missingValues() throws {
        let end = tool(["run", "x.scenario", "--junit"])
        #expect(end.code == 2 && end.stderrLines.first == "error: --junit needs a value, such as '--junit report.xml'", "\(end)")
        let empty = tool(["run", "x.scenario", "--junit="])
        #expect(empty.code == 2 && empty.stderrLines.first == "error: --junit needs a value, such as '--junit report.xml'; it was given an empty one", "\(empty)")
    }

    @Test("an option given twice is refused, naming both values, and nothing is written", arguments: [
        (["run", "x.scenario", "--junit", "a.xml", "--junit", "b.xml"], "error: --junit is given twice, as 'a.xml' and as 'b.xml'; give it once"),
        (["run", "x.scenario", "--profile", "ios13", "--profile=ios26"],
         "error: --profile is given twice, as 'ios13' and as 'ios26'; give it once; to run under every profile, write '--profile every'"),
        (["lint", "Info.plist", "--strings", "a.strings", "--strings", "a.strings"], "error: --strings is given twice, as 'a.strings' and as 'a.strings'; give it once"),
    ])
    func optionGivenTwice(_ arguments: [String], _ message: String) throws {
        let run = tool(arguments)
        #expect(run.code == 2 && run.stderrLines.first == message, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: "a.xml") && !FileManager.default.fileExists(atPath: "b.xml"))
    }

    @Test("explore refuses --max-states with --random, which the random search never applied")
    func exploreRandomWithMaxStates() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Passes"))
        let run = tool(["explore", file, "--random", "5", "--max-states", "3"])
        #expect(run.code == 2 && run.stderrLines.first == "error: --max-states only applies without --random: the random search runs its 5 paths whatever the number of states", "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
    }

    @Test("docs refuses a scenario folder with no scenarios, and removes none of the pages already there")
    func docsWithoutScenarios() throws {
        let folder = try TemporaryFolder()
        let library = folder.path + "/Scenarios", out = folder.path + "/docs"
        _ = try folder.write("Scenarios/a.scenario", Samples.passing("Passes"))
        #expect(tool(["docs", "--scenarios", library, "--out", out]).code == 0)
        let page = out + "/scenarios/a.md"
        #expect(FileManager.default.fileExists(atPath: page))
        let empty = folder.path + "/Empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let docs = tool(["docs", "--scenarios", empty, "--out", out])
        #expect(docs.code == 2 && docs.stderrLines.first == "error: no .scenario files found in \(empty); docs wrote nothing", "\(docs)")
        #expect(FileManager.default.fileExists(atPath: page), "docs removed the pages of the scenarios it did not find")
    }

    @Test("'--option=value' works for options; '=' on a flag is refused with a clear message")
    func equalsForms() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Passes"))
        let report = folder.path + "/report.xml"
        let run = tool(["run", file, "--profile=ios26", "--junit=\(report)"])
        #expect(run.code == 0 && FileManager.default.fileExists(atPath: report), "\(run)")
        let trace = tool(["trace", file, "--format=jsonl"])
        #expect(trace.code == 0 && trace.stdoutLines.allSatisfy { $0.hasPrefix("{") }, "\(trace)")
        let flag = tool(["lint", "--app-store=yes", "Info.plist"])
        #expect(flag.code == 2, "\(flag)")
        #expect(flag.stderrLines.first == "error: --app-store takes no value; write '--app-store' alone, not '--app-store=yes'", "\(flag)")
        let verbose = tool(["run", file, "--verbose=1"])
        #expect(verbose.code == 2 && verbose.stderrLines.first == "error: --verbose takes no value; write '--verbose' alone, not '--verbose=1'", "\(verbose)")
    }

    // MARK: - explore --counterexample

    @Test("--counterexample refuses a symbolic or hard link to the explored file, and leaves it unchanged")
    func counterexampleRefusesLinks() throws {
        let folder = try TemporaryFolder()
        let explored = try folder.write("explored.scenario", try String(contentsOfFile: Inputs.seed002, encoding: .utf8))
        let original = try Data(contentsOf: URL(fileURLWithPath: explored))
        let symbolic = folder.path + "/symbolic.scenario", hard = folder.path + "/hard.scenario"
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: "explored.scenario")
        try FileManager.default.linkItem(atPath: explored, toPath: hard)
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        for output in [symbolic, hard, folder.path + "/sub/../explored.scenario"] {
            let run = tool(["explore", explored, "--counterexample", output])
            #expect(run.code == 2, "\(run)")
            #expect(run.stderrLines.first == "error: --counterexample \(output) is the explored scenario \(explored), which it would overwrite; choose another file, such as counterexample.scenario",
                    "\(run)")
            #expect(run.stdout.isEmpty, "nothing is explored\n\(run)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: explored)) == original)
        }
    }

    @Test("--counterexample refuses a folder, a missing folder, and a file the scenario reads, before exploring")
    func counterexampleRefusesBadOutputs() throws {
        let folder = try TemporaryFolder()
        let explored = try folder.write("pl/exp.scenario", Inputs.exploredWithFiles)
        let plist = try folder.write("pl/My Info.plist", Inputs.plist)
        try folder.write("pl/de.strings", Inputs.strings)
        let cases: [(String, String)] = [
            (folder.path, "error: --counterexample: \(folder.path) is a folder; name a file in it, such as \(folder.path)/counterexample.scenario"),
            (folder.path + "/missing/out.scenario", "error: --counterexample: the folder \(folder.path)/missing does not exist; create it first, or name a file in an existing folder"),
            (plist, "error: --counterexample \(plist) is \(plist), which the explored scenario reads; choose another file, such as counterexample.scenario"),
        ]
        for (output, message) in cases {
            let run = tool(["explore", explored, "--counterexample", output])
            #expect(run.code == 2 && run.stderrLines.first == message, "\(run)")
            #expect(run.stdout.isEmpty, "\(run)")
        }
        #expect(try String(contentsOfFile: plist, encoding: .utf8) == Inputs.plist)
    }

    @Test("a counterexample written to another folder names the plist and strings files from there, and replays")
    func counterexampleReplaysFromAnotherFolder() throws {
        let folder = try TemporaryFolder()
        let explored = try folder.write("pl/exp.scenario", Inputs.exploredWithFiles)
        try folder.write("pl/My Info.plist", Inputs.plist)
        try folder.write("pl/de.strings", Inputs.strings)
        try FileManager.default.createDirectory(atPath: folder.path + "/ce", withIntermediateDirectories: true)
        let output = folder.path + "/ce/out.scenario"
        let explore = tool(["explore", explored, "--counterexample", output])
        #expect(explore.code == 1, "\(explore)")
        #expect(explore.stdout.contains("wrote the concrete scenario to \(output)"), "\(explore)")
        #expect(!explore.stderr.contains("warning:"), "\(explore)")
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains("\n  plist: \"../pl/My Info.plist\"\n"), "\(written)")
        #expect(written.contains("\n  strings: ../pl/de.strings   # German titles\n"), "\(written)")
        let replay = tool(["run", output])
        #expect(replay.code == 1, "the replay fails as the path did, not as invalid\n\(replay)")
        #expect(replay.stderr.contains("unexpected defect before-root Search"), "\(replay)")
        #expect(!replay.stderr.contains("cannot read"), "\(replay)")

        // Next to the explored file, the paths stay as written.
        let beside = folder.path + "/pl/concrete.scenario"
        #expect(tool(["explore", explored, "--counterexample", beside]).code == 1)
        let besideText = try String(contentsOfFile: beside, encoding: .utf8)
        #expect(besideText.contains("\n  plist: \"My Info.plist\"\n") && besideText.contains("\n  strings: de.strings   # German titles\n"), "\(besideText)")
        #expect(tool(["run", beside]).code == 1)
    }

    @Test("the path from a folder to a file: relative when they share a folder, absolute when only the root")
    func relativePaths() {
        let file = URL(fileURLWithPath: "/a/b/pl/M.plist")
        #expect(NamedFiles.relativePath(to: file, from: URL(fileURLWithPath: "/a/b/ce")) == "../pl/M.plist")
        #expect(NamedFiles.relativePath(to: file, from: URL(fileURLWithPath: "/a/b/pl")) == "M.plist")
        #expect(NamedFiles.relativePath(to: file, from: URL(fileURLWithPath: "/a/b/pl/deeper")) == "../M.plist")
        #expect(NamedFiles.relativePath(to: file, from: URL(fileURLWithPath: "/x/y")) == "/a/b/pl/M.plist")
        #expect(NamedFiles.quoted("My Info.plist") == "\"My Info.plist\"")
        #expect(NamedFiles.quoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(NamedFiles.quoted("../pl/M.plist") == "../pl/M.plist")
    }

    // MARK: - --profile ios9 on a scene-based scenario

    @Test("--profile ios9 refuses a scene-based scenario in run, trace and explore, at its lifecycle line",
          arguments: ["scenes", "both"])
    func ios9HasNoScenes(_ lifecycle: String) throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("scenes.scenario", Inputs.sceneBased(lifecycle: lifecycle))
        let message = "\(file):3:1: error: the ios9 profile has no scene lifecycle (iOS 13 and later), and this scenario's app uses scenes"
        #expect(tool(["run", file]).code == 0, "the scenario passes under its own profile")
        let run = tool(["run", file, "--profile", "ios9"])
        #expect(run.code == 2, "\(run)")
        #expect(run.stdoutLines.contains("INVALID  \(file)  Scenes"), "\(run)")
        #expect(run.stderrLines.first == message, "\(run)")
        let explore = tool(["explore", file, "--profile", "ios9"])
        #expect(explore.code == 2 && explore.stderrLines.first == message, "\(explore)")
        #expect(explore.stdout.isEmpty, "nothing is explored\n\(explore)")
        // The command prints the library's diagnostic: API users get the same refusal.
        let explored = Explorer.explore(try ScenarioLoader.load(path: file), configuration: ExplorationConfiguration(profileOverride: .ios9))
        #expect(explored.variants.isEmpty && explored.distinctStates == 0 && !explored.passed)
        #expect(explore.stderr == explored.errors.map { $0.description + "\n" }.joined(), "\(explore)")
        if lifecycle == "scenes" {
            let trace = tool(["trace", file, "--profile", "ios9"])
            #expect(trace.code == 2 && trace.stdout.isEmpty && trace.stderrLines.first == message, "\(trace)")
        }
        #expect(tool(["run", file, "--profile", "ios26"]).code == 0)
    }

    // MARK: - State limit

    @Test("run --max-states stops an explored scenario at the limit and fails it; the default is one million")
    func runMaxStates() throws {
        let coordinator = repositoryRoot + "/Scenarios/coordinator/01-cold-launch-any-splash.scenario"
        let limited = tool(["run", coordinator, "--max-states", "5"])
        #expect(limited.code == 1, "\(limited)")
        #expect(limited.stdoutLines.first?.hasPrefix("FAIL     \(coordinator)") == true, "\(limited)")
        #expect(limited.stderr.contains("the exploration stopped at its state limit"), "\(limited)")
        #expect(tool(["run", coordinator]).code == 0)
        let zero = tool(["run", coordinator, "--max-states", "0"])
        #expect(zero.code == 2 && zero.stderrLines.first == "error: --max-states takes a positive whole number, not '0'", "\(zero)")
        #expect(ExplorationConfiguration.defaultMaxStates == 1_000_000)
        #expect(ExplorationConfiguration().maxStates == ExplorationConfiguration.defaultMaxStates)
        for command in ["run", "explore"] {
            #expect(tool([command, "--help"]).stdout.contains("(default 1000000;"), "\(command) --help documents the default")
        }
    }

    @Test("trace --profile picks one of the scenario's profiles: a profile list alone no longer varies")
    func traceOneProfileOfAList() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("profiles.scenario", """
            scenario: Two profiles
            profile: ios13 ios26
            shortcuts:
              static Search "Search"
            steps:
              select Search

            """)
        let refused = tool(["trace", file])
        #expect(refused.code == 2 && refused.stderr.contains("has variations, so it has many traces"), "\(refused)")
        #expect(refused.stderrLines.last == "note: only its profiles vary: pick one with '--profile ios13'", "\(refused)")
        let ios26 = tool(["trace", file, "--profile", "ios26"])
        #expect(ios26.code == 0 && ios26.stdout.contains("uikit.deprecated UIApplicationDelegate.performActionFor rule=A1.4"), "\(ios26)")
        let ios13 = tool(["trace", file, "--profile", "ios13"])
        #expect(ios13.code == 0 && !ios13.stdout.contains("uikit.deprecated"), "\(ios13)")
    }

    @Test("run and explore print an undeclared defect UIKit tolerates as a warning, and exit 0 (A5.4, C2.2)")
    func warningDefectsExitZero() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("overflow.scenario", """
            scenario: Apple's advice: do not limit shortcutItems, the system shows what fits
            profile: ios13 ios26
            shortcuts:
              static Search "Search"
              static Scan "Scan"
              dynamic Alice "Alice"
              dynamic Bob "Bob"
              dynamic Carol "Carol"
            app:
              dynamic items: replace every launch
            steps:
              tap icon

            """)
        let run = tool(["run", file])
        #expect(run.code == 0 && run.stdoutLines.first?.hasPrefix("PASS") == true, "\(run)")
        // At the step that shows it, like a plain run: the launch sets the third item (line 12).
        #expect(run.stderrLines.first == "\(file):12:3: warning: defect overflow Carol occurs on at least one explored path; the first found shows it at this step", "\(run)")
        let explore = tool(["explore", file])
        #expect(explore.code == 0 && explore.stdout.contains("PASS  every path passes"), "\(explore)")
        #expect(explore.stderr.contains("warning: defect overflow Carol"), "\(explore)")
    }

    @Test("every explored scenario of the library fits well within the default state limit")
    func libraryFitsTheLimit() throws {
        for file in try ScenarioLoader.scenarioFiles(at: [repositoryRoot + "/Scenarios"]) {
            let scenario = try ScenarioLoader.load(path: file)
            guard scenario.isExplored else { continue }
            let result = Explorer.explore(scenario, configuration: ExplorationConfiguration(workers: 2))
            #expect(!result.isCutShort && result.distinctStates < 10_000, "\(file): \(result.summary)")
        }
    }

    // MARK: - Files and folders

    @Test("trace and explore of a folder say it is a folder, in the loader's words, which API users get too")
    func folderInsteadOfFile() throws {
        let folder = try TemporaryFolder()
        let expected = [
            "\(folder.path):1:1: error: cannot read the scenario file: it is a folder, not a file",
            "note: name a .scenario file, or run every scenario in the folder with 'shortcut-sim run \(folder.path)'",
        ]
        for command in ["trace", "explore"] {
            let run = tool([command, folder.path])
            #expect(run.code == 2, "\(run)")
            #expect(run.stderrLines == expected, "\(run)")
            #expect(run.stdout.isEmpty, "\(run)")
        }
        let loaded = Result { () throws(DiagnosticError) in try ScenarioLoader.load(path: folder.path) }
        guard case .failure(let error) = loaded else { Issue.record("a folder loads as a scenario"); return }
        #expect(error.diagnostics.map(\.description) == [expected.joined(separator: "\n")])
    }

    @Test("--junit is checked before the run: a folder, a missing folder, or a scenario being run is refused")
    func junitTargets() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Passes"))
        let cases: [(String, String)] = [
            (folder.path, "error: --junit: \(folder.path) is a folder; name a file in it, such as \(folder.path)/report.xml"),
            ("/nonexistent-\(UUID().uuidString)/dir/x.xml", "error: --junit: the folder /nonexistent-"),
            (file, "error: --junit \(file) is the scenario file \(file), which the report would overwrite; name another file, such as report.xml"),
        ]
        for (junit, message) in cases {
            let run = tool(["run", file, "--junit", junit])
            #expect(run.code == 2, "\(run)")
            #expect(run.stderrLines.first?.hasPrefix(message) == true, "\(run)")
            #expect(!run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("doesn’t exist"), "\(run)")
            #expect(run.stdout.isEmpty, "nothing runs, and no summary is printed\n\(run)")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == Samples.passing("Passes"))
        #expect(tool(["run", file, "--junit", "/nonexistent/dir/x.xml"]).stderrLines.first
                == "error: --junit: the folder /nonexistent/dir does not exist; create it first, or name a file in an existing folder")
    }

    @Test("run without paths where there is no Scenarios folder says so, with no made-up location")
    func runWithoutLibrary() throws {
        let folder = try TemporaryFolder()
        let box = OutputBox()
        let console = Console(write: { box.stdout += $0 }, writeError: { box.stderr += $0 })
        let code = CommandLineTool.exitCode { () throws(ExitCode) in
            try RunCommand.run([], console: console, library: folder.path + "/Scenarios")
        }
        #expect(code == .invalidInput)
        #expect(box.stderr == "error: no Scenarios folder here; pass a file or folder, such as 'shortcut-sim run my.scenario' or 'shortcut-sim run path/to/Scenarios'\n")
        #expect(box.stdout.isEmpty)
    }

    @Test("run on a folder it cannot list says so instead of 'no .scenario files found'",
          .enabled(if: geteuid() != 0, "root can list any folder"))
    func unreadableFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("locked/a.scenario", Samples.passing("Passes"))
        let locked = folder.path + "/locked"
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        let run = tool(["run", locked])
        #expect(run.code == 2 && run.stderrLines.first == "\(locked):1:1: error: cannot read the folder: permission denied", "\(run)")
        let nested = tool(["run", folder.path])
        #expect(nested.code == 2 && nested.stderrLines.first == "\(locked):1:1: error: cannot read the folder: permission denied", "\(nested)")
    }

    @Test("file errors are told in the system's words, never Foundation's codes")
    func fileErrorReasons() {
        let directory = NSError(domain: NSCocoaErrorDomain, code: 512,
                                userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR))])
        #expect(UserFile.reason(of: directory) == String(cString: strerror(EISDIR)).lowercased())
        #expect(UserFile.reason(of: NSError(domain: NSCocoaErrorDomain, code: NSFileWriteNoPermissionError)) == "permission denied")
        #expect(!UserFile.reason(of: NSError(domain: NSCocoaErrorDomain, code: 256)).contains("could not be completed"))
    }

    @Test("an errno is worded the same when a file is read and when one is written: strerror's words, lowercased")
    func oneWordingForReadAndWrite() throws {
        let folder = try TemporaryFolder()
        let missing = folder.path + "/missing.plist"
        let strerrorWords = String(cString: strerror(ENOENT)).lowercased()
        #expect(strerrorWords == "no such file or directory")
        // Reading: the lint command and the library.
        let lint = tool(["lint", missing])
        #expect(lint.code == 2 && lint.stderrLines == ["\(missing):1:1: error: cannot read the file: \(strerrorWords)"], "\(lint)")
        let read = #expect(throws: UserFile.ReadError.self) { try UserFile.contents(of: missing) }
        #expect(read?.reason == strerrorWords)
        // Writing: a Foundation error, with or without its POSIX cause, as the commands report it.
        let write = #expect(throws: (any Error).self) { try Data().write(to: URL(fileURLWithPath: folder.path + "/no/such/folder/x.xml")) }
        #expect(write.map(UserFile.reason(of:)) == strerrorWords, "\(String(describing: write))")
        #expect(UserFile.reason(of: NSError(domain: NSCocoaErrorDomain, code: NSFileNoSuchFileError)) == strerrorWords)
        #expect(UserFile.reason(of: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT))) == strerrorWords)
        #expect(UserFile.reason(of: NSError(domain: NSCocoaErrorDomain, code: NSFileWriteVolumeReadOnlyError))
                == String(cString: strerror(EROFS)).lowercased())
    }

    // MARK: - Control characters in traces

    @Test("trace and run --verbose print control characters from types and titles escaped")
    func traceEscapesControlCharacters() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.scenario", Samples.passing("Passes", type: "Se\u{1B}arch"))
        for arguments in [["trace", file], ["run", "--verbose", file]] {
            let run = tool(arguments)
            #expect(run.code == 0, "\(run)")
            #expect(run.stdout.contains("user.select Se\\u{1B}arch\n"), "\(run)")
            #expect(!run.stdout.contains("\u{1B}"), "no raw control character may reach the terminal\n\(run)")
        }
    }

    // MARK: - docs --out

    @Test("docs never overwrites a file it did not generate: it names it, writes nothing and exits 2")
    func docsRefusesForeignFiles() throws {
        let out = try TemporaryFolder()
        let library = repositoryRoot + "/Scenarios"
        try out.write("index.md", "# My own index\n")
        try out.write("scenarios/my-notes.md", "notes\n")
        let before = try out.snapshot()
        let refused = tool(["docs", "--out", out.path, "--scenarios", library])
        #expect(refused.code == 2, "\(refused)")
        #expect(refused.stderrLines.first == "error: \(out.path)/index.md was not written by docs (it does not start with the generated notice), and docs would overwrite it",
                "\(refused)")
        #expect(refused.stderr.contains("error: nothing was written to \(out.path)"), "\(refused)")
        let after = try out.snapshot()
        #expect(Set(after.keys) == Set(before.keys) && after.allSatisfy { before[$0.key]?.bytes == $0.value.bytes }, "nothing was written")

        // A folder where a page goes is in the way too.
        try FileManager.default.removeItem(atPath: out.path + "/index.md")
        try FileManager.default.createDirectory(atPath: out.path + "/index.md", withIntermediateDirectories: false)
        let folderInTheWay = tool(["docs", "--out", out.path, "--scenarios", library])
        #expect(folderInTheWay.code == 2 && folderInTheWay.stderrLines.first == "error: \(out.path)/index.md is a folder where docs writes a page", "\(folderInTheWay)")

        // With the way clear, the pages are written; the notes are left alone and are not stale.
        try FileManager.default.removeItem(atPath: out.path + "/index.md")
        let written = tool(["docs", "--out", out.path, "--scenarios", library])
        #expect(written.code == 0, "\(written)")
        #expect(try String(contentsOfFile: out.path + "/scenarios/my-notes.md", encoding: .utf8) == "notes\n")
        let checked = tool(["docs", "--out", out.path, "--scenarios", library, "--check"])
        #expect(checked.code == 0, "\(checked)")

        // A page docs generated, whose scenario is gone, is stale and removed.
        let stale = try out.write("scenarios/old.md", DocumentationSite.generatedNotice(source: "Scenarios/old.scenario") + "\n")
        let rewritten = tool(["docs", "--out", out.path, "--scenarios", library])
        #expect(rewritten.code == 0 && rewritten.stdoutLines.contains("removed  \(stale)"), "\(rewritten)")
        #expect(!FileManager.default.fileExists(atPath: stale) && FileManager.default.fileExists(atPath: out.path + "/scenarios/my-notes.md"))
    }

    @Test("the generated notice is recognised at the start of a file only")
    func generatedMarker() {
        let notice = DocumentationSite.generatedNotice(source: "x")
        #expect(DocumentationSite.isGeneratedContent(Array(notice.utf8)))
        #expect(DocumentationSite.isGeneratedContent([0xEF, 0xBB, 0xBF] + Array(notice.utf8)))
        #expect(!DocumentationSite.isGeneratedContent(Array(("# Notes\n" + notice).utf8)))
    }

    // MARK: - README

    @Test("the README's seed 003 trace is what 'trace' prints, and pasted into 'expect exactly:' it passes")
    func readmeTrace() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let file = repositoryRoot + "/Scenarios/seeds/003-wait-for-tab-bar.scenario"
        let marker = "Its trace (`swift run shortcut-sim trace Scenarios/seeds/003-wait-for-tab-bar.scenario`)"
        let after = try #require(readme.range(of: marker)).upperBound
        let start = try #require(readme.range(of: "```\n", range: after..<readme.endIndex)).upperBound
        let end = try #require(readme.range(of: "```\n", range: start..<readme.endIndex)).lowerBound
        let block = String(readme[start..<end])
        let trace = tool(["trace", file])
        #expect(block == trace.stdout, "README:\n\(block)\ntrace:\n\(trace.stdout)")

        let folder = try TemporaryFolder()
        let source = try String(contentsOfFile: file, encoding: .utf8)
        let pinned = try folder.write("pinned.scenario", source + "\nexpect exactly:\n" + block.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n")
        let run = tool(["run", pinned])
        #expect(run.code == 0, "\(run)")
    }

    @Test("the README's commands table lists every option of every command's --help")
    func readmeCommands() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `shortcut-sim ") }
        for command in ["run", "trace", "lint", "profiles", "explore", "docs", "bench"] {
            let row = try #require(rows.first { $0.hasPrefix("| `shortcut-sim \(command) ") || $0.hasPrefix("| `shortcut-sim \(command)`") }, "no row for \(command)")
            let help = tool([command, "--help"]).stdout
            let usage = help.components(separatedBy: "\n\n").first ?? ""
            let options = usage.split(whereSeparator: { " []|\n".contains($0) }).filter { $0.hasPrefix("--") }
            for option in options { #expect(row.contains(option), "the README's row of \(command) lacks \(option)") }
        }
        #expect(!readme.contains("Except for the first two"))
        for page in DocumentationSite.handWrittenPages { #expect(readme.contains("(docs/\(page))"), "\(page)") }
    }
}
