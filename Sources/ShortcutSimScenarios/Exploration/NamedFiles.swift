import Foundation
import ShortcutSimCore

/// The files a scenario's `plist:` and `strings:` lines name, found in its text, so a concrete
/// scenario written to another folder can name the same files from there.
///
/// The paths are relative to the scenario's folder (`ScenarioLoader` reads them so), so a concrete
/// scenario of `pl/exp.scenario` written to `ce/out.scenario` that kept `plist: M.plist` would look
/// for `ce/M.plist`.
enum NamedFiles {
    /// One `plist:` or `strings:` path: the line it is on (from 0), the characters of its token, and the path.
    struct Reference {
        var line: Int
        var columns: Range<Int>
        var path: String
    }

    /// The path lines of the `shortcuts:` section, in order.
    static func references(in lines: [String]) -> [Reference] {
        var references: [Reference] = []
        var inShortcuts = false
        for (index, text) in lines.enumerated() {
            let line = SourceLine(number: index + 1, text: text, file: "")
            if line.isBlank { continue }
            if line.indentation == 0 {
                inShortcuts = line.content.replacingOccurrences(of: " ", with: "") == "shortcuts:"
                continue
            }
            guard inShortcuts, let tokens = try? Tokenizer.tokens(of: line), tokens.count == 2,
                  tokens[0].raw == "plist:" || tokens[0].raw == "strings:",
                  let path = try? Tokenizer.unquote(tokens[1].raw, at: tokens[1].location), !path.isEmpty else { continue }
            let start = tokens[1].location.column - 1
            references.append(Reference(line: index, columns: start..<(start + tokens[1].raw.count), path: path))
        }
        return references
    }

    /// The file a path names from next to `scenarioFile`: absolute as written, else in its folder.
    /// `ScenarioLoader` reads the files a scenario names by this rule.
    static func resolve(_ path: String, nextTo scenarioFile: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: scenarioFile).deletingLastPathComponent().appendingPathComponent(path)
    }

    /// The lines with every path rewritten to name, from `destination`'s folder, the file it names
    /// from `source`'s folder: a relative path where the two folders share more than the root,
    /// otherwise an absolute one. Paths that already name the same file, and absolute paths, are kept.
    static func relocate(_ lines: [String], from source: String, to destination: String) -> [String] {
        var lines = lines
        let destinationFolder = URL(fileURLWithPath: destination).deletingLastPathComponent()
        for reference in references(in: lines) where !reference.path.hasPrefix("/") {
            let target = canonical(resolve(reference.path, nextTo: source))
            guard canonical(destinationFolder.appendingPathComponent(reference.path)).path != target.path else { continue }
            var characters = Array(lines[reference.line])
            characters.replaceSubrange(reference.columns, with: quoted(relativePath(to: target, from: canonical(destinationFolder))))
            lines[reference.line] = String(characters)
        }
        return lines
    }

    /// A file's URL with `.`, `..` and links resolved in its folder; the file's own name is kept,
    /// even when it is a link, since the scenario named it so.
    static func canonical(_ url: URL) -> URL {
        let standardized = url.standardizedFileURL
        let folder = standardized.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL
        return folder.appendingPathComponent(standardized.lastPathComponent)
    }

    /// `../pl/M.plist`: the path from a folder to a file, or the file's absolute path when they share only the root.
    static func relativePath(to target: URL, from folder: URL) -> String {
        let targetComponents = target.path.split(separator: "/").map(String.init)
        let folderComponents = folder.path.split(separator: "/").map(String.init)
        var shared = 0
        while shared < min(targetComponents.count - 1, folderComponents.count), targetComponents[shared] == folderComponents[shared] { shared += 1 }
        guard shared > 0 else { return target.path }
        return (Array(repeating: "..", count: folderComponents.count - shared) + targetComponents[shared...]).joined(separator: "/")
    }

    /// The path as a scenario writes it: in quotes, with escapes, when it has a space or another
    /// character the tokenizer would read otherwise.
    static func quoted(_ path: String) -> String {
        let special: Set<Character> = [" ", "\t", "\"", "\\", "{", "}", "[", "]", "#", "\n", "\r"]
        guard path.contains(where: { special.contains($0) }) else { return path }
        return QuotedText.quoted(path)
    }
}

extension Counterexample {
    /// ``concreteScenario`` as it must be written to the file `destination` to replay from there:
    /// its `plist:` and `strings:` paths, relative to the explored file `source`'s folder as
    /// written, are rewritten relative to `destination`'s folder (or made absolute when the folders
    /// share nothing but the root). The same text when both files are in one folder.
    public func concreteScenario(writtenTo destination: String, exploredFrom source: String) -> String? {
        guard let text = concreteScenario else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return NamedFiles.relocate(lines, from: source, to: destination).joined(separator: "\n")
    }
}

extension Scenario {
    /// The files the scenario's `plist:` and `strings:` lines name, as absolute paths; empty when
    /// its text was not kept (only explored scenarios keep it).
    public var namedFiles: [String] {
        NamedFiles.references(in: variation.sourceLines).map { NamedFiles.resolve($0.path, nextTo: file).standardizedFileURL.path }
    }
}
