import Foundation
import ShortcutSimCore

/// Parses scenario text into a ``Scenario``, with a `file:line:column` diagnostic for every
/// problem. It reads no files itself: `readFile` supplies the files a scenario names (`plist:`).
public struct ScenarioParser {
    /// Reads a file a scenario names, given the path as written; returns its bytes and the path to show in errors.
    public typealias FileReader = (String) throws -> (data: Data, displayPath: String)

    /// The top-level header keys, in the order the documentation lists them.
    public static let headerKeys = ["scenario", "rules", "seed", "profile", "lifecycle", "build", "force touch", "system kill", "time step"]
    /// The section names.
    public static let sectionNames = ["shortcuts", "app", "steps", "expect", "expect exactly", "defects"]
    /// The most errors reported for one file, as clang's `-ferror-limit`: at the next one the parser
    /// stops, reports `too many errors` where it stopped, and checks nothing further. Warnings do not count.
    public static let errorLimit = 50

    struct Section {
        var header: SourceLine
        var lines: [SourceLine] = []
    }

    let source: ScenarioSource
    let readFile: FileReader?
    var diagnostics: [Diagnostic] = []
    var headers: [String: (value: String, line: SourceLine, valueColumn: Int)] = [:]
    var sections: [String: Section] = [:]
    var scenario: Scenario
    /// Shortcut types the app section names, checked once all are declared.
    var typeReferences: [(String, SourceLocation)] = []
    /// Milestones the app section names, checked once all are declared.
    var milestoneReferences: [(String, SourceLocation)] = []
    /// The milestones a dynamic item's `if=` or `unless=` names, which only an `app:` section declares.
    var shortcutMilestoneReferences: [(String, SourceLocation)] = []
    /// Where scene-only settings were written, to refuse them in an app-delegate scenario.
    var sceneSettingLines: [String: SourceLocation] = [:]
    /// Where `coordinator:` was written, to refuse the settings the coordinator decides.
    var coordinatorLine: SourceLocation?
    /// The types of shortcut lines that had an error: later lines that name them get no second error.
    var typesOfBrokenLines: Set<String> = [] {
        didSet { knownTypesCache.types = nil }
    }
    /// The indices in `scenario.shortcuts` of the declarations of each type, so that checking a new
    /// declaration against those before it takes the same time for the ten-thousandth item as for the first.
    var declarationIndices: [String: [Int]] = [:]
    /// The types later lines may name: the declared ones, and those of shortcut lines that had an error.
    /// Made once after the last type was declared or broken: every step and expectation line asks.
    var knownTypes: [String] {
        if let types = knownTypesCache.types { return types }
        let types = scenario.declaredTypes + typesOfBrokenLines.sorted()
        knownTypesCache.types = types
        return types
    }
    /// ``knownTypes`` as last made, or nil once a type is declared (`declare(_:)`) or a line's type broken.
    let knownTypesCache = KnownTypesCache()

    /// Holds ``knownTypes`` between two changes of the types, so that a non-mutating read can keep it.
    final class KnownTypesCache {
        var types: [String]?
    }
    /// The names of milestones whose timing had an error: later lines that name them get no second error.
    var milestonesOfBrokenLines: Set<String> = []
    /// The milestones later lines may name: the declared ones, and those whose declaration had an error.
    var knownMilestones: [String] { scenario.app.milestones.map(\.milestone.name) + milestonesOfBrokenLines.sorted() }
    /// Whether a `plist:` file could not be read or decoded: its types are unknown, so the lines that
    /// name a type no other line declares get no second error (the plist's error is the one to fix).
    var hasBrokenPlist = false
    /// The `UIApplicationSupportsMultipleScenes` of a `plist:` file's scene manifest, with the `plist:`
    /// line's path, when the file sets it: it declares the app's `multiple scenes:` (B4.1).
    var plistMultipleScenes: (supported: Bool, location: SourceLocation)?
    /// The `plist:` line's path, when its file has a `UIApplicationSceneManifest`: the app adopts scenes.
    var plistSceneManifest: SourceLocation?
    /// Static titles as written, by type, that a `strings:` table translated into what the menu shows (C1.5).
    var titlesBeforeLocalization: [String: [(written: String, shown: String)]] = [:]

    /// Whether later lines may name a type: a known one, or any while a `plist:` file is broken.
    func mayName(_ type: String, known: [String]) -> Bool { hasBrokenPlist || known.contains(type) }
    /// The lines of the scenario file that have an error, so a later check of what they declare adds no second one.
    var linesWithErrors: Set<Int> = []
    /// The `target=` of every declared item, once the shortcuts are read (scene conditions name them).
    var shortcutTargets: Set<String>?
    /// The titles the steps select by, once the steps are read (`title=` in expectations names them).
    var selectedTitles: [String]?
    /// Where a valid `time step:` value was written, for the warning when no milestone window uses it.
    var timeStepLocation: SourceLocation?
    /// Where the completion policy was given, by `completion:` or a `, completion …` clause: once.
    var completionLocation: SourceLocation?
    /// Where each app setting was written.
    var appSettingLines: [String: SourceLocation] = [:]
    /// Where the milestone of a launch item's `cleared when MILESTONE undone` is named, checked once every milestone is declared.
    var clearedWhenUndoneLocation: SourceLocation?
    /// The milestones of `dynamic items: …, cleared when M undone` (or `reset when M undone`), where they are
    /// named and what never happens if no step undoes them; checked once every milestone is declared.
    var undoneMilestoneReferences: [(Milestone, SourceLocation, String)] = []
    /// The types `launch item: …, handled TRIGGER for TYPE` names, checked against the declared ones with the section.
    var handlingTypeReferences: [(String, SourceLocation)] = []
    /// The line of each `dynamic items:` line, in order (an update may change how the app sets them).
    var dynamicItemsLines: [Int] = []
    /// Where `force touch: unavailable` is written when no profile of the scenario needs 3D Touch for
    /// the menu, with those profiles' names: a warning unless the app checks `forceTouchCapability` (E1).
    var forceTouchWithoutMenuEffect: (location: SourceLocation, profiles: [String])?
    /// The errors recorded so far, at most ``errorLimit``.
    private(set) var errorCount = 0
    /// The `too many errors` error, once the limit is reached: every pass then stops.
    private(set) var stop: Diagnostic?
    /// Whether the error limit was reached, so parsing has stopped.
    var isStopped: Bool { stop != nil }

    /// Parses a source; throws every error found, in source order, up to ``errorLimit`` and then `too many errors`.
    public static func parse(_ source: ScenarioSource, readFile: FileReader? = nil) throws(DiagnosticError) -> Scenario {
        var parser = ScenarioParser(source: source, readFile: readFile)
        let passes: [(inout ScenarioParser) -> Void] = [
            { $0.groupLines() }, { $0.parseHeaders() }, { $0.parseShortcuts() }, { $0.parseApp() }, { $0.warnOfForceTouchWithoutEffect() },
            { $0.parseSteps() }, { $0.parseExpectations() }, { $0.parseExactTrace() }, { $0.parseDefects() },
        ]
        for pass in passes where !parser.isStopped { pass(&parser) }
        guard parser.errorCount == 0 else {
            // The errors in source order; `too many errors` last, since nothing after it was read.
            throw DiagnosticError(parser.diagnostics.sorted { $0.location < $1.location } + (parser.stop.map { [$0] } ?? []))
        }
        parser.scenario.warnings = parser.diagnostics
        // Kept for every scenario, not only those that vary: `--profile every` explores a plain one
        // (``Scenario/exploringEveryProfile()``), and its counterexample is written from these lines.
        parser.scenario.variation.sourceLines = source.lines.texts
        return parser.scenario
    }

    init(source: ScenarioSource, readFile: FileReader?) {
        self.source = source
        self.readFile = readFile
        scenario = Scenario(file: source.file, title: "", rules: [], seed: nil, profile: .default, profileLocation: nil,
                            isAppStoreBuild: false, shortcuts: [], app: AppDeclaration(), steps: [], expectations: [],
                            exactTrace: nil, exactTraceLocation: nil, expectedDefects: [], warnings: [])
    }

    // MARK: - Diagnostics

    mutating func error(_ location: SourceLocation, _ message: String, notes: [String] = []) {
        record([Diagnostic(.error, at: location, message, notes: notes + gluedCommentNote(at: location) + curlyQuoteNote(at: location))])
    }

    /// The characters of the file's line at a location, and the word that starts there (up to the
    /// next white space); nil for a location outside the file.
    private func word(at location: SourceLocation) -> (line: [Character], word: String)? {
        guard location.file == source.file, source.lines.indices.contains(location.line - 1) else { return nil }
        let characters = source.lines[location.line - 1].characters
        guard characters.indices.contains(location.column - 1) else { return nil }
        return (characters, String(characters[(location.column - 1)...].prefix { !$0.isWhitespace }))
    }

    /// A note for a word with a `#` inside, such as `1s#slow`: the `#` reads as a comment only at the
    /// start of a line or after white space, so here it is part of the word the error is about.
    private func gluedCommentNote(at location: SourceLocation) -> [String] {
        guard let word = word(at: location)?.word, !word.hasPrefix("#"), !word.contains("\""), word.contains("#") else { return [] }
        return ["'#' starts a comment only after a space; in '\(word)' it is part of the word: write ' #'"]
    }

    /// The quotation marks a word processor or a phone keyboard types instead of `"`.
    static let curlyQuotes: Set<Character> = ["\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{2018}", "\u{2019}",
                                              "\u{201A}", "\u{201B}", "\u{00AB}", "\u{00BB}", "\u{FF02}"]

    /// A note for a word that starts or ends with a curly quote, such as `“Search”`: only `"` quotes a
    /// string, so the word is not one; the note names the character and shows the string quoted.
    private func curlyQuoteNote(at location: SourceLocation) -> [String] {
        guard let (characters, word) = word(at: location),
              let quote = [word.first, word.last].compactMap({ $0 }).first(where: Self.curlyQuotes.contains) else { return [] }
        let opened = characters[(location.column - 1)...].drop { Self.curlyQuotes.contains($0) || $0 == "\"" }
        let text = String(opened.prefix { !Self.curlyQuotes.contains($0) && $0 != "\"" })
        return ["'\(quote)' is \(Self.unicodeName(quote)), a curly quote: write straight quotes, as in \"\(text)\""]
    }

    /// A character's code point and Unicode name, such as `U+00A0 NO-BREAK SPACE`.
    static func unicodeName(_ character: Character) -> String {
        character.unicodeScalars.map { scalar in
            let code = String(scalar.value, radix: 16, uppercase: true)
            let name = scalar.properties.name ?? scalar.properties.nameAlias
            return "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code + (name.map { " " + $0 } ?? "")
        }.joined(separator: " ")
    }

    mutating func warning(_ location: SourceLocation, _ message: String, notes: [String] = []) {
        record([Diagnostic(.warning, at: location, message, notes: notes)])
    }

    /// Keeps diagnostics until the error limit; the error past it becomes `too many errors` at its
    /// location, and from then on nothing is kept.
    mutating func record(_ found: [Diagnostic]) {
        for diagnostic in found where !isStopped {
            if diagnostic.severity == .error {
                guard errorCount < Self.errorLimit else {
                    stop = Diagnostic(.error, at: diagnostic.location, "too many errors (\(Self.errorLimit)); stopping here — fix these first",
                                      notes: ["the rest of the file was not checked"])
                    return
                }
                errorCount += 1
                if diagnostic.location.file == source.file { linesWithErrors.insert(diagnostic.location.line) }
            }
            diagnostics.append(diagnostic)
        }
    }

    /// Runs a throwing piece of parsing and records its diagnostics instead of stopping.
    mutating func attempt<T>(_ body: () throws(DiagnosticError) -> T) -> T? {
        do { return try body() } catch { record(error.diagnostics); return nil }
    }

    static func didYouMean<S: Sequence>(_ word: String, _ candidates: S) -> [String] where S.Element == String {
        Suggestion.note(for: word, in: candidates).map { [$0] } ?? []
    }

    /// The "did you mean" for a shortcut type: the closest declared type as a scenario writes it, quoted
    /// when it is not one plain word (`" Search "`, `"Sea\nrch"` from an Info.plist), so the note shows
    /// what differs and stays on one line.
    static func didYouMeanType(_ type: String, _ declared: [String]) -> [String] {
        Suggestion.closest(to: type, in: declared).map { ["did you mean '\(ShortcutTypeSpelling.printed($0))'?"] } ?? []
    }

    /// The "did you mean" for a phrase: a close misspelling, else the choices it begins (`tap` for
    /// `tap icon`, `always` for `always true` or `always false`).
    static func didYouMeanPhrase(_ written: String, _ choices: [String]) -> [String] {
        let close = didYouMean(written, choices)
        guard close.isEmpty, !written.isEmpty else { return close }
        let completions = choices.filter { $0.hasPrefix(written + " ") }.map { "'\($0)'" }
        guard !completions.isEmpty, completions.count <= 3 else { return [] }
        return ["did you mean " + (completions.count == 1 ? completions[0] : completions.dropLast().joined(separator: ", ") + " or " + completions.last!) + "?"]
    }

    // MARK: - Pass 1: lines into headers and sections

    /// Reports the first white space of a line that is not a space or a tab (U+00A0 NO-BREAK SPACE,
    /// pasted from a web page), once per line, and returns the line with spaces in its place, so that
    /// the rest of it is read as it looks and gets no second error. Quoted strings keep theirs, and so
    /// does the title of `scenario:`, which is free text.
    private mutating func withPlainSpaces(_ line: SourceLine) -> SourceLine {
        guard line.mayHoldUnusualSpace else { return line }
        let spaces = line.unusualSpaces(before: Self.titleStart(of: line))
        guard reportFirst(of: spaces, in: line, { "\($0) looks like a space but is not one: replace it with a space" },
                          note: "only spaces and tabs separate words and indent lines; other white space comes from text pasted from a web page, a chat or a word processor",
                          fix: "replace") else { return line }
        return line.replacingWithSpaces(at: spaces)
    }

    /// Where the free text of a `scenario:` title starts, which keeps any character; nil on other lines.
    private static func titleStart(of line: SourceLine) -> Int? {
        line.indentation == 0 && line.content.hasPrefix("scenario:") ? "scenario:".count : nil
    }

    /// Reports the first of the characters at `indices` of a line, once for the line, with how many there
    /// are; `message` gets the first one's Unicode name. Returns whether there was one to report.
    private mutating func reportFirst(of indices: [Int], in line: SourceLine, _ message: (String) -> String, note: String, fix: String) -> Bool {
        guard let first = indices.first else { return false }
        error(line.location(column: first + 1), message(Self.unicodeName(line.characters[first])),
              notes: [note] + (indices.count > 1 ? ["the line has \(indices.count) of them outside quotes; \(fix) each one"] : []))
        return true
    }

    /// Reports the first invisible character of a line outside quotes (U+200B ZERO WIDTH SPACE, a
    /// bidirectional control), once per line, and returns the line without them, so that the rest is
    /// read as it looks: `Search` followed by a zero-width space would otherwise be an undeclared type
    /// that the message prints exactly like the declared one. Quoted strings keep theirs, and so does
    /// the title of `scenario:`. Locations on the line stay those of the file.
    private mutating func withoutInvisibleCharacters(_ line: SourceLine) -> SourceLine {
        guard line.mayHoldInvisibleCharacter else { return line }
        let invisible = line.invisibleCharacters(before: Self.titleStart(of: line))
        guard reportFirst(of: invisible, in: line, { "invisible character \($0): remove it" },
                          note: "it does not show in an editor, yet makes the word it touches another word; it comes with text copied from a web page, a chat or a document",
                          fix: "remove") else { return line }
        return line.removing(at: invisible)
    }

    /// Reports a `//` comment, as Swift and JavaScript write one, once per line: a scenario's comments
    /// start with `#`. `//` counts where `#` would, at the start of the content or after white space,
    /// outside quotes and outside the free text of the `scenario:` title. Returns the line with `# `
    /// in its place, so that the rest is read as the comment it was meant to be and gets no second error.
    private mutating func withHashComments(_ line: SourceLine) -> SourceLine {
        // A line of plain ASCII without two slashes in a row, nearly every line, has none to report.
        if line.withPlainASCIIBytes({ bytes in !bytes.indices.dropLast().contains { bytes[$0] == 0x2F && bytes[$0 + 1] == 0x2F } }) == true {
            return line
        }
        guard line.indentation > 0 || !line.content.hasPrefix("scenario:") else { return line }
        var slashes: Int?
        var characters = line.characters
        SourceLine.scanOutsideQuotes(characters, from: line.indentation, to: line.contentEnd) { index in
            let afterSpace = index == line.indentation || characters[index - 1] == " " || characters[index - 1] == "\t"
            guard afterSpace, characters[index] == "/", index + 1 < line.contentEnd, characters[index + 1] == "/" else { return true }
            slashes = index
            return false
        }
        guard let slashes else { return line }
        let comment = "# " + String(characters[(slashes + 2)...]).trimmingCharacters(in: .whitespaces)
        characters[slashes] = "#"
        characters[slashes + 1] = " "
        error(line.location(column: slashes + 1), "'//' does not start a comment in a scenario; comments start with '#'",
              notes: ["did you mean '\(comment)'?"])
        return line.replacingText(with: characters)
    }

    /// Reports white space between a key and its colon (`profile : ios13`, `steps :`, `routes : …`) as
    /// an error at its first character, naming the key as it is written: the format has one spelling,
    /// `key: value`, as the trace and the docs write it, and a key is never read apart from its colon
    /// anywhere else (`never : route` is not a directive). The line is then read as meant, so it gets
    /// no second error.
    ///
    /// `content` is the line's ``SourceLine/content``, which the caller has made already: every
    /// header and setting line is checked, and most have no space there, which one scalar shows.
    mutating func checkNoSpaceBeforeColon(_ line: SourceLine, content: String, colon: String.Index) {
        let before = content[..<colon]
        guard let last = before.unicodeScalars.last, last == " " || last == "\t" else { return }
        let key = before.trimmingCharacters(in: .whitespaces)
        let keyEnd = before.count - before.reversed().prefix { $0 == " " || $0 == "\t" }.count
        guard keyEnd < before.count, !key.isEmpty else { return }
        let rest = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        error(line.location(column: line.indentation + keyEnd + 1), "unexpected space before ':' after '\(key)'; write '\(key):'",
              notes: ["did you mean '\(key):\(rest.isEmpty ? "" : " " + rest)'?"])
    }

    /// The same for a key read as a word whose colon is the next token (`never : route Search`,
    /// `count 1 : route Search`, `plist : Info.plist`): the error is where the space starts, right
    /// after the key's last word, and the note shows the line as meant.
    mutating func reportSpaceBeforeColon(key: String, endingAt last: Token, colonAndValue: [Token]) {
        var location = last.location
        location.column += last.raw.count
        let value = Self.phrase(colonAndValue).dropFirst().trimmingCharacters(in: .whitespaces)
        error(location, "unexpected space before ':' after '\(key)'; write '\(key):'",
              notes: ["did you mean '\(key):\(value.isEmpty ? "" : " " + value)'?"])
    }

    /// The section a line names when it is nothing but `NAME:`, such as `steps:`.
    private static func sectionName(of line: SourceLine) -> String? {
        // Most lines do not end in a colon: they are told apart without making their content.
        guard line.contentEnd > line.indentation, line.isCharacter(":", at: line.contentEnd - 1) else { return nil }
        let content = line.content
        let name = String(content.dropLast()).trimmingCharacters(in: .whitespaces)
        return sectionNames.contains(name) ? name : nil
    }

    /// For a line at the left margin right after a section's lines: the section's lines are indented.
    private static func indentationNote(inside section: String?) -> [String] {
        guard let section else { return [] }
        return ["the lines of '\(section):' are indented; indent this line if it belongs there"]
    }

    private mutating func groupLines() {
        var current: String?
        var skipping = false  // the indented lines under a rejected line belong to its error, not to new ones
        // The current section's lines, gathered here and stored in `sections` when it ends: appending
        // through the dictionary hashed the section's name for every line.
        var lines: [SourceLine] = []
        func store(into parser: inout ScenarioParser) {
            guard let current, !lines.isEmpty else { return }
            parser.sections[current]?.lines += lines
            if current == "steps", let last = lines.last {
                parser.scenario.variation.layout.stepLines = parser.scenario.variation.layout.stepLines.map { $0.lowerBound...last.number }
            }
            lines.removeAll(keepingCapacity: true)
        }
        defer { store(into: &self) }
        for written in source.lines where !written.isBlank {
            if isStopped { break }
            let line = withHashComments(withPlainSpaces(withoutInvisibleCharacters(written)))
            if line.isBlank { continue }
            if line.indentation > 0, current != nil, Self.sectionName(of: line) == nil {
                lines.append(line)
                continue
            }
            store(into: &self)
            if line.indentation > 0, let name = Self.sectionName(of: line), current != nil || !skipping {
                // An indented section header would read as a line of the section above it.
                error(line.contentLocation, "section '\(name):' is indented; section names start at the left margin",
                      notes: ["remove the indentation before '\(name):'"])
                if sections[name] == nil {
                    sections[name] = Section(header: line)
                    if name == "steps" { scenario.variation.layout.stepLines = line.number...line.number }
                    current = name
                } else {
                    current = nil
                }
                continue
            }
            if line.indentation > 0 {
                if current != nil {
                    lines.append(line)
                } else if !skipping {
                    error(line.contentLocation, "indented line outside a section",
                          notes: ["start a section first, such as 'steps:', or remove the indentation"])
                }
                continue
            }
            skipping = true
            let content = line.content
            guard let colon = content.firstIndex(ofASCII: ":") else {
                let named = Self.sectionNames.contains(content) || Self.headerKeys.contains(content)  // 'expect' without its colon
                error(line.contentLocation, "expected 'key: value' or a section name followed by ':'",
                      notes: named ? ["did you mean '\(content):'?"]
                        : Self.didYouMean(content, Self.sectionNames + Self.headerKeys) + Self.indentationNote(inside: current))
                current = nil
                continue
            }
            let key = content[..<colon].trimmingWhitespace()
            if Self.sectionNames.contains(key) || Self.headerKeys.contains(key) { checkNoSpaceBeforeColon(line, content: content, colon: colon) }
            let value = content[content.index(after: colon)...].trimmingWhitespace()
            let valueColumn = line.indentation + content.distance(from: content.startIndex, to: colon)
                + 2 + content[content.index(after: colon)...].prefix(while: { $0 == " " || $0 == "\t" }).count
            if Self.sectionNames.contains(key) {
                current = key
                if let previous = sections[key] {
                    error(line.contentLocation, "section '\(key):' appears twice", notes: ["the first one is at line \(previous.header.number)"])
                    current = nil
                } else if !value.isEmpty {
                    error(line.location(column: valueColumn), "'\(key):' starts a section; put its lines below it, indented")
                    current = nil
                } else {
                    sections[key] = Section(header: line)
                    if key == "steps" { scenario.variation.layout.stepLines = line.number...line.number }
                }
            } else if Self.headerKeys.contains(key) {
                current = nil
                skipping = false
                if let previous = headers[key] {
                    error(line.contentLocation, "'\(key):' appears twice", notes: ["the first one is at line \(previous.line.number)"])
                } else {
                    headers[key] = (value, line, valueColumn)
                    scenario.variation.layout.headerLines[key] = line.number
                }
            } else {
                current = nil
                error(line.contentLocation, "unknown keyword '\(key)'",
                      notes: Self.didYouMean(key, Self.headerKeys + Self.sectionNames) + Self.indentationNote(inside: current)
                        + ["a scenario has the headers \(Self.headerKeys.joined(separator: ", ")) and the sections \(Self.sectionNames.joined(separator: ", "))"])
            }
        }
    }
}
