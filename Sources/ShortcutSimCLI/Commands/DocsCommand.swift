import Foundation
import ShortcutSimCore
import ShortcutSimRendering
import ShortcutSimScenarios

/// `shortcut-sim docs [--out DIR] [--scenarios DIR] [--check]`: writes the generated documentation, or
/// checks that the files on disk are what the engine generates now.
enum DocsCommand {
    static let help = """
    USAGE: shortcut-sim docs [--out DIR] [--scenarios DIR] [--check]

    Runs every scenario and the ordering situations on the engine and writes the documentation:
    index.md, ordering.md, rules.md and one page per scenario under scenarios/. Writes only those
    files (and removes pages of scenarios that no longer exist); the hand-written guides
    (getting-started.md, scenario-format.md) are never touched. The output is the same on every run.

    With --check nothing is written: the pages are generated in memory and compared with the files.
    Exit status: 0 when written or up to date, 1 when --check finds a file that differs, is missing
    or is stale, 2 for invalid input (a scenario that does not parse, an unknown option).

    OPTIONS:
      --out DIR        The docs folder (default docs)
      --scenarios DIR  The scenario library (default Scenarios)
      --check          Compare instead of writing; list every file that is out of date
      -h, --help       Show this help
    """

    static func run(_ arguments: [String], console: Console) throws(ExitCode) -> ExitCode {
        let parsed = try CommandLineTool.arguments(arguments, options: ["--out", "--scenarios"], flags: ["--check"], help: help, console: console)
        guard parsed.positionals.isEmpty else {
            console.errorLine("error: docs takes no positional arguments; use --out DIR and --scenarios DIR")
            console.errorLine(help)
            return .invalidInput
        }
        let out = trimmed(parsed.options["--out"] ?? "docs")
        let library = trimmed(parsed.options["--scenarios"] ?? "Scenarios")
        let scenarios: [DocumentedScenario]
        switch load(library, console: console) {
        case .success(let value): scenarios = value
        case .failure(let code): return code
        }
        let site = DocumentationSite(scenarios: scenarios)
        return parsed.flags.contains("--check") ? check(site, out: out, console: console) : write(site, out: out, console: console)
    }

    /// Reads and parses every scenario of the library; any error stops the command.
    private static func load(_ library: String, console: Console) -> Result<[DocumentedScenario], ExitCode> {
        let files: [String]
        do {
            files = try ScenarioLoader.scenarioFiles(at: [library])
        } catch {
            CommandLineTool.report(error.diagnostics, console: console)
            return .failure(.invalidInput)
        }
        let displayRoot = library.hasPrefix("/") ? URL(fileURLWithPath: library).lastPathComponent : library
        var documented: [DocumentedScenario] = []
        var failed = false
        for file in files {
            let relative = file.hasPrefix(library + "/") ? String(file.dropFirst(library.count + 1)) : URL(fileURLWithPath: file).lastPathComponent
            do {
                let scenario = try ScenarioLoader.load(path: file)
                let source = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                documented.append(DocumentedScenario(relativePath: relative, displayPath: displayRoot + "/" + relative,
                                                     source: source, scenario: scenario))
            } catch {
                CommandLineTool.report(error.diagnostics, console: console)
                failed = true
            }
        }
        if failed {
            console.errorLine("error: the documentation is generated from valid scenarios only; fix the files above")
            return .failure(.invalidInput)
        }
        return .success(documented)
    }

    /// Writes every page that changed and removes stale scenario pages.
    private static func write(_ site: DocumentationSite, out: String, console: Console) -> ExitCode {
        let manager = FileManager.default
        var written = 0
        do {
            for path in site.paths {
                let url = URL(fileURLWithPath: out + "/" + path)
                let data = Data(site.files[path]!.utf8)
                if manager.contents(atPath: url.path) == data { continue }
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
                written += 1
                console.line("wrote    \(out)/\(path)")
            }
            let stale = stalePages(site, out: out)
            for path in stale {
                try manager.removeItem(atPath: out + "/" + path)
                console.line("removed  \(out)/\(path)")
            }
            removeEmptyFolders(in: out + "/" + DocumentationSite.scenarioFolder)
            console.line("\(site.paths.count) generated files in \(out): \(written) written, \(stale.count) removed, \(site.paths.count - written) unchanged")
            return .success
        } catch {
            console.errorLine("error: cannot write the documentation to \(out): \(error.localizedDescription)")
            return .invalidInput
        }
    }

    /// Compares every page with the file on disk and lists those that differ, are missing or are stale.
    private static func check(_ site: DocumentationSite, out: String, console: Console) -> ExitCode {
        var problems: [String] = []
        for path in site.paths {
            guard let data = FileManager.default.contents(atPath: out + "/" + path) else {
                problems.append("\(out)/\(path): missing")
                continue
            }
            if data != Data(site.files[path]!.utf8) { problems.append("\(out)/\(path): differs from what the engine generates") }
        }
        for path in stalePages(site, out: out) {
            problems.append("\(out)/\(path): stale (no scenario generates it)")
        }
        guard problems.isEmpty else {
            for problem in problems { console.errorLine(problem) }
            console.errorLine("error: \(problems.count) generated file\(problems.count == 1 ? " is" : "s are") out of date; run 'swift run shortcut-sim docs' and commit the result")
            return .failure
        }
        console.line("\(site.paths.count) generated files in \(out) match the engine")
        return .success
    }

    /// Markdown pages under the scenario folder that the site no longer generates, sorted.
    private static func stalePages(_ site: DocumentationSite, out: String) -> [String] {
        let folder = out + "/" + DocumentationSite.scenarioFolder
        let found = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
        return found.map { DocumentationSite.scenarioFolder + "/" + $0 }
            .filter { DocumentationSite.isGenerated($0) && site.files[$0] == nil }
            .sorted()
    }

    /// Removes folders left empty under the scenario folder, deepest first.
    private static func removeEmptyFolders(in folder: String) {
        let manager = FileManager.default
        let entries = ((manager.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).sorted { $0.count > $1.count }
        for entry in entries {
            let path = folder + "/" + entry
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
               (try? manager.contentsOfDirectory(atPath: path))?.isEmpty == true {
                try? manager.removeItem(atPath: path)
            }
        }
    }

    /// The path without a trailing `/` or a leading `./`, so `./Scenarios/` and `Scenarios` give the same pages.
    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        return path
    }
}
