import Foundation
import ShortcutSimCore

/// Reads scenario files from disk: the only file I/O of the scenarios module. It never writes.
public enum ScenarioLoader {
    /// The extension of scenario files.
    public static let fileExtension = "scenario"

    /// Reads and parses a scenario file; files it names (`plist:`) are read relative to its folder.
    /// What is not a regular file (a folder, a FIFO) is refused by `UserFile`, at `path:1:1`.
    public static func load(path: String) throws(DiagnosticError) -> Scenario {
        let data = try UserFile.read(path, as: .scenario)
        if let other = notAScenario(data, path: path) { throw DiagnosticError([other]) }
        return try ScenarioParser.parse(ScenarioSource(data: data, file: path), readFile: reader(nextTo: path))
    }

    /// The one error for an Info.plist or an InfoPlist.strings given where a scenario goes, which the
    /// parser would report line by line as unknown keywords: it names the command that checks it and
    /// the line of a scenario that loads it. Told by the extension, or by a property list's first bytes.
    static func notAScenario(_ data: Data, path: String) -> Diagnostic? {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let head = String(decoding: body.prefix(64), as: UTF8.self).drop { $0.isWhitespace }
        if path.hasSuffix(".strings") {
            return Diagnostic(at: start, "this is an InfoPlist.strings table, not a scenario: check it with 'shortcut-sim lint INFO.PLIST --strings \(path)'",
                              notes: ["a scenario localizes its static items with it through a line 'strings: PATH' in 'shortcuts:' (C1.5)"])
        }
        guard path.hasSuffix(".plist") || head.hasPrefix("bplist") || head.hasPrefix("<?xml") || head.hasPrefix("<!DOCTYPE plist") || head.hasPrefix("<plist") else {
            return nil
        }
        return Diagnostic(at: start, "this is a property list such as an Info.plist, not a scenario: check it with 'shortcut-sim lint \(path)'",
                          notes: ["a scenario loads its static items with a line 'plist: PATH' in 'shortcuts:' (C1.1)"])
    }

    /// Parses scenario text as if it were the file at `path` (its `plist:` files are read next to
    /// it), shown in errors as `file`: how the explorer replays a concrete counterexample.
    public static func parse(_ text: String, file: String, nextTo path: String) throws(DiagnosticError) -> Scenario {
        try ScenarioParser.parse(ScenarioSource(text: text, file: file), readFile: reader(nextTo: path))
    }

    private static func reader(nextTo path: String) -> ScenarioParser.FileReader {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return { relative in
            let url = NamedFiles.resolve(relative, nextTo: path)
            let display = relative.hasPrefix("/") ? relative : (folder.relativePath == "." ? relative : folder.relativePath + "/" + relative)
            return (try UserFile.contents(of: url.path), display)  // its error reads as a sentence
        }
    }

    /// Parses scenario text held in memory; `plist:` lines are refused, since there is no folder.
    public static func parse(_ text: String, file: String = "<memory>") throws(DiagnosticError) -> Scenario {
        try ScenarioParser.parse(ScenarioSource(text: text, file: file))
    }

    /// The scenario files at these paths: files as given, folders searched recursively, sorted.
    public static func scenarioFiles(at paths: [String]) throws(DiagnosticError) -> [String] {
        var files: [String] = []
        var problems: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(Diagnostic(at: SourceLocation(file: path, line: 1, column: 1), "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            // A folder that cannot be listed would look empty; say so instead of skipping its scenarios.
            if let problem = unreadableFolder(path) {
                problems.append(Diagnostic(at: SourceLocation(file: path, line: 1, column: 1), "cannot read the folder: \(problem)"))
                continue
            }
            let entries = manager.enumerator(atPath: path)?.allObjects as? [String] ?? []
            for entry in entries where !entry.hasSuffix("." + fileExtension) && isFolder(base + "/" + entry) {
                if let problem = unreadableFolder(base + "/" + entry) {
                    problems.append(Diagnostic(at: SourceLocation(file: base + "/" + entry, line: 1, column: 1), "cannot read the folder: \(problem)",
                                               notes: ["the scenarios in it would be skipped; make it readable, or pass only folders you can read"]))
                }
            }
            let found = entries
                .filter { $0.hasSuffix("." + fileExtension) && !isFolder(base + "/" + $0) }  // a folder named x.scenario is searched, not read
                .map { base + "/" + $0 }
            files += found.sorted()
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return files
    }

    /// Why a folder cannot be listed (`Permission denied`), or nil when it can.
    private static func unreadableFolder(_ path: String) -> String? {
        guard access(path, R_OK | X_OK) != 0 else { return nil }
        return UserFile.reason(errno: errno)
    }

    /// Whether a folder (or a link to one) is at `path`.
    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
