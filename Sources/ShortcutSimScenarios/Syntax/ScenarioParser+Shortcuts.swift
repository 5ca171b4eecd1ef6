import Foundation
import ShortcutSimCore

extension ScenarioParser {
    static let shortcutAttributes = ["subtitle", "icon", "userInfo", "target", "from", "until", "if", "unless"]

    mutating func parseShortcuts() {
        guard let section = sections["shortcuts"] else { return }
        var localizations: [(strings: InfoPlistStrings, location: SourceLocation)] = []
        var stringsLine: Int?
        for line in section.lines {
            if isStopped { break }
            guard let tokens = attempt({ () throws(DiagnosticError) in try Tokenizer.tokens(of: line) }), let first = tokens.first else {
                // A line that does not tokenize (an unterminated string) still declares the type its
                // plain words name, so the lines that name it get no second error.
                let words = line.content.split(separator: " ", omittingEmptySubsequences: true)
                if words.count >= 2, ["static", "dynamic"].contains(words[0]), !words[1].containsText("\""), !words[1].containsText("=") {
                    typesOfBrokenLines.insert(String(words[1]))
                }
                continue
            }
            switch first.raw {
            case "static", "dynamic":
                let errorsBefore = errorCount
                defer {  // a line with an error still declares its type for the lines that name it
                    if errorCount > errorsBefore, tokens.count >= 2, !tokens[1].raw.containsText("=") {
                        let type = tokens[1].isQuoted ? try? Tokenizer.unquote(tokens[1].raw, at: tokens[1].location) : tokens[1].raw
                        if let type, !type.containsText("\""), !type.allSatisfy(\.isWhitespace) { typesOfBrokenLines.insert(type) }
                    }
                }
                if let declaration = shortcutDeclaration(tokens, kind: first.raw == "static" ? .static : .dynamic) {
                    // Dynamic items may share a type and differ by title, as in Apple's sample, where every
                    // favorite contact is a `FavoriteAction` told apart by its userInfo (C1.2: UIKit never
                    // interprets the type). A static type is declared once: the Info.plist lists it once.
                    if let previous = declarations(ofType: declaration.item.type).first(where: { $0.kind == declaration.kind
                        && (declaration.kind == .static || $0.item.localizedTitle == declaration.item.localizedTitle)
                        && $0.versions.firstCommonVersion(with: declaration.versions) != nil }) {  // `until=2` and `from=2` both declare version 2
                        let version = previous.versions == declaration.versions ? nil : previous.versions.firstCommonVersion(with: declaration.versions)
                        let note = declaration.kind == .static
                            ? "the first declaration is at line \(previous.location.line); each static type is declared once, as in the Info.plist"
                            : "the first declaration is at line \(previous.location.line); dynamic items of one type need different titles, such as one per favorite"
                        error(tokens[1].location, "shortcut type '\(declaration.item.type)' is declared twice" + (version.map { " for version \($0)" } ?? "")
                              + (declaration.kind == .dynamic ? " with the same title" : ""), notes: [note])
                    } else {
                        declare(declaration)
                    }
                }
            case "plist:":
                loadPlist(tokens)
            case "strings:":
                // One language shows at a time, from one table; a second table would translate the first one's translations.
                if let previous = stringsLine {
                    error(first.location, "a second 'strings:' line: the menu shows one language, localized by one InfoPlist.strings table (C1.5)",
                          notes: ["the first 'strings:' line is at line \(previous); keep the table of the language the scenario shows, or merge the two files into one"])
                    _ = loadStrings(tokens)  // its own problems are reported still; the table is not used
                    continue
                }
                stringsLine = line.number
                if let strings = loadStrings(tokens) { localizations.append((strings, tokens[1].location)) }
            case let word where ["plist", "strings"].contains(word) && tokens.count >= 2 && tokens[1].raw.hasPrefix(":"):  // `plist : Info.plist`
                reportSpaceBeforeColon(key: word, endingAt: first, colonAndValue: Array(tokens.dropFirst()))
            default:
                error(first.location, "unknown shortcut line '\(first.raw)'",
                      notes: Self.didYouMean(first.raw, ["static", "dynamic", "plist:", "strings:"])
                        + ["write 'static TYPE \"Title\"', 'dynamic TYPE \"Title\"', 'plist: path/Info.plist' or 'strings: path/InfoPlist.strings'"])
            }
        }
        for (strings, location) in localizations {  // C1.5: static titles are localized through InfoPlist.strings, keyed by the title
            record(Self.readBy("strings:", at: location, strings.unusedKeyWarnings(for: scenario.shortcuts.filter { $0.kind == .static }.map(\.item),
                                                                            dynamicItems: scenario.shortcuts.filter { $0.kind == .dynamic }.map(\.item))))
            let table = strings.table
            for index in scenario.shortcuts.indices where scenario.shortcuts[index].kind == .static {
                var item = scenario.shortcuts[index].item
                if let shown = table[item.localizedTitle] {
                    if shown != item.localizedTitle { titlesBeforeLocalization[item.type, default: []].append((item.localizedTitle, shown)) }
                    item.localizedTitle = shown
                }
                if let subtitle = item.localizedSubtitle, let shown = table[subtitle] { item.localizedSubtitle = shown }
                scenario.shortcuts[index].item = item
            }
        }
    }

    /// A value written in single quotes, as JavaScript and Python allow, starting `valueOffset`
    /// characters into `tokens[start]` and ending with the first word that ends in `'`: its text
    /// without the quotes, and the index of the token after it. Nil when the value does not start
    /// with `'` or no word closes it.
    static func singleQuoted(_ tokens: [Token], from start: Int, valueOffset: Int) -> (text: String, end: Int)? {
        let first = tokens[start].raw.dropFirst(valueOffset)
        guard first.hasPrefix("'") else { return nil }
        var words = [String(first.dropFirst())]
        var index = start
        while !(words.last!.hasSuffix("'") && (index > start || words.last!.count > 0)) {
            index += 1
            guard index < tokens.count else { return nil }
            words.append(tokens[index].raw)
        }
        let text = words.joined(separator: " ")
        return (String(text.dropLast()), index + 1)
    }

    private mutating func shortcutDeclaration(_ tokens: [Token], kind: ShortcutDeclaration.Kind) -> ShortcutDeclaration? {
        guard tokens.count >= 3 else {
            error(tokens[0].location, "expected '\(kind.rawValue) TYPE \"Title\"'", notes: ["for example: \(kind.rawValue) Search \"Search\" icon=search"])
            return nil
        }
        let typeToken = tokens[1], titleToken = tokens[2]
        guard typeToken.isQuoted || !typeToken.raw.containsText("=") else {
            error(typeToken.location, "expected the shortcut's type, an identifier such as com.example.search or a string such as \"New note\"",
                  notes: ["a type holding '=' goes in quotes, as in \"\(typeToken.raw)\"; the attributes come after the title"])
            return nil
        }
        guard let type = shortcutType(typeToken) else { return nil }
        guard titleToken.isQuoted, let title = attempt({ () throws(DiagnosticError) in try Tokenizer.unquote(titleToken.raw, at: titleToken.location) }) else {
            // `title="Search"`, as a key of its own like `subtitle=`: the title has no key, it follows the type.
            let keyed = titleToken.raw.lowercased().hasPrefix("title=") ? String(titleToken.raw.dropFirst("title=".count)) : nil
            let singleQuoted = Self.singleQuoted(tokens, from: 2, valueOffset: 0).map {
                ["did you mean '\(kind.rawValue) \(typeToken.raw) \(QuotedText.quoted($0.text))'? strings are written in double quotes"]
            }
            error(titleToken.location, "expected the title in quotes, such as \"Search\"",
                  notes: keyed.map { ["the title has no key: it follows the type, as in '\(kind.rawValue) \(typeToken.raw) \($0)'"] } ?? singleQuoted ?? [])
            return nil
        }
        if !typeToken.isQuoted, let (offset, message) = Self.unquotedTypeProblem(type) {
            error(typeToken.location(offset: offset), message,
                  notes: [Self.quoteTypeNote(type) + "; UIKit never interprets the type (C1.2)"])
            return nil
        }
        // The attributes are gathered first and the item made once: each change to an item makes a new box.
        var subtitle: String?, icon: ShortcutIcon?, userInfo: [String: PropertyListValue] = [:], target: String?
        var versions = VersionRange.all
        var includedIf: Milestone?, excludedIf: Milestone?
        var seen: Set<String> = []
        var skipped = 0  // the words of a value in single quotes, already reported with its first word
        for (position, token) in tokens.enumerated().dropFirst(3) {
            if isStopped { break }
            if position < skipped { continue }
            if let equals = token.raw.firstIndex(ofASCII: "="),
               let quoted = Self.singleQuoted(tokens, from: position, valueOffset: token.raw.distance(from: token.raw.startIndex, to: equals) + 1) {
                // `subtitle='Imagine by John Lennon'`: one error for the value, not one for each of its words.
                let key = String(token.raw[..<equals])
                error(token.location(offset: key.count + 1), "the value of '\(key)' is in single quotes, which do not quote it",
                      notes: ["did you mean '\(key)=\(QuotedText.quoted(quoted.text))'? strings are written in double quotes"])
                skipped = quoted.end
                continue
            }
            guard let equals = token.raw.firstIndex(ofASCII: "=") else {
                error(token.location, "expected key=value, found '\(token.raw)'", notes: ["the keys are " + Self.shortcutAttributes.joined(separator: ", ")])
                continue
            }
            let key = String(token.raw[..<equals])
            let rawValue = String(token.raw[token.raw.index(after: equals)...])
            let valueOffset = key.count + 1
            guard Self.shortcutAttributes.contains(key) else {
                error(token.location, "unknown shortcut attribute '\(key)'",
                      notes: Self.didYouMean(key, Self.shortcutAttributes) + ["the keys are " + Self.shortcutAttributes.joined(separator: ", ")])
                continue
            }
            guard seen.insert(key).inserted else {
                error(token.location, "'\(key)' is given twice for \(type)")
                continue
            }
            let valueLocation = token.location(offset: valueOffset)
            // `subtitle=“Find”` would otherwise keep the curly quotes as part of the text.
            if [rawValue.first, rawValue.last].contains(where: { $0.map(Self.curlyQuotes.contains) ?? false }) {
                error(valueLocation, "the value of '\(key)' is in curly quotes, which do not quote it")
                continue
            }
            switch key {
            case "subtitle":
                subtitle = attempt { () throws(DiagnosticError) in try Tokenizer.unquote(rawValue, at: valueLocation) }
            case "icon":
                icon = self.icon(rawValue, at: valueLocation)
            case "userInfo":
                guard let value = attempt({ () throws(DiagnosticError) in try PropertyListLiteral.parse(rawValue, token: token, offset: valueOffset) }) else { continue }
                guard case .dictionary(let info) = value else {
                    error(valueLocation, "userInfo must be a dictionary such as {\"id\": 42}, found \(value.typeName) (C4.1)")
                    continue
                }
                userInfo = info
            case "target":
                target = attempt { () throws(DiagnosticError) in try Tokenizer.unquote(rawValue, at: valueLocation) }
            case "if", "unless":
                guard let milestone = stateMilestone(key: key, rawValue: rawValue, kind: kind, at: valueLocation, token: token) else { continue }
                if key == "if" { includedIf = milestone } else { excludedIf = milestone }
                if let included = includedIf, included == excludedIf {  // `if=connected unless=connected`: never both
                    warning(token.location, "\(ShortcutTypeSpelling.printed(type)) is set only while '\(included.name)' is reached (if=) and only while it is not (unless=), "
                            + "so the app never puts it in shortcutItems",
                            notes: ["keep one of 'if=\(included.name)' and 'unless=\(included.name)', or name two milestones, as in 'if=subscribed unless=lapsed'"])
                }
            default:
                guard let version = Int(rawValue), version >= 1 else {
                    error(valueLocation, "'\(key)' takes a version number from 1, found '\(rawValue)'")
                    continue
                }
                if key == "from" { versions.from = version } else { versions.until = version }
            }
        }
        if let from = versions.from, let until = versions.until, from > until {
            error(tokens[1].location, "\(type) is declared from version \(from) until version \(until): no version has it")
        }
        let item = ShortcutItem(type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: icon, userInfo: userInfo,
                                targetContentIdentifier: target)
        return ShortcutDeclaration(kind: kind, item: item, versions: versions, location: tokens[0].location,
                                   includedIf: includedIf, excludedIf: excludedIf)
    }

    /// The milestone of `if=MILESTONE` or `unless=MILESTONE`: the app state a dynamic item depends on.
    /// A static item is registered at install from the Info.plist (C1.6), whatever the app's state.
    private mutating func stateMilestone(key: String, rawValue: String, kind: ShortcutDeclaration.Kind,
                                         at location: SourceLocation, token: Token) -> Milestone? {
        guard kind == .dynamic else {
            error(token.location, "'\(key)=' applies to a dynamic item: a static item is registered at install from the Info.plist, whatever the app's state (C1.6)",
                  notes: ["declare it 'dynamic' and set it with 'dynamic items:' to include it only in some states"])
            return nil
        }
        guard !rawValue.isEmpty, !rawValue.containsText("\""), !rawValue.containsText("=") else {
            error(location, "'\(key)=' takes the name of a milestone, such as '\(key)=subscribed'")
            return nil
        }
        milestoneReferences.append((rawValue, location))
        shortcutMilestoneReferences.append((rawValue, location))
        return Milestone(rawValue)
    }

    private mutating func icon(_ value: String, at location: SourceLocation) -> ShortcutIcon? {
        if value.hasPrefix("file:"), value.count > 5 { return .templateImage(String(value.dropFirst(5))) }
        if value.hasPrefix("symbol:"), value.count > 7 {
            let profile = symbolWarningProfile
            if !profile.hasSymbolIcons {  // some run of the scenario is on ios9
                warning(location, "SF Symbols need iOS 13 (C1.1): the \(profile.name) profile shows no '\(value)' icon",
                        notes: ["an Info.plist gives IconFile or IconType as well for older systems (C1.4); use 'plist:' to model that, or a profile from ios13"])
            }
            return .systemSymbol(String(value.dropFirst(7)))
        }
        // `file:` or `symbol:` with nothing after it: the kind of icon is right, its name is missing.
        if value == "file:" || value == "symbol:" {
            let example = value == "file:" ? "file:coupon" : "symbol:star.fill"
            error(location, "'\(value)' needs the name of the \(value == "file:" ? "template image" : "SF Symbol") after the colon, such as '\(example)' (C1.4)")
            return nil
        }
        if let type = ShortcutIconType(rawValue: value) ?? ShortcutIconType(plistName: value) { return .system(type) }
        // The right icon in the wrong letter case: suggest it in the spelling used (case name or plist name).
        let plistSpelling = value.lowercased().hasPrefix(ShortcutIconType.plistPrefix.lowercased())
        let sameIcon = ShortcutIconType(ignoringCaseAndPrefix: value).map { plistSpelling ? $0.plistName : $0.rawValue }
        // A misspelt name (`UIApplicationShortcutIconTypeFavourite`, as an Info.plist may hold it) is
        // compared with the names of its own spelling.
        let names = ShortcutIconType.allCases.map { plistSpelling ? $0.plistName : $0.rawValue }
        error(location, "unknown icon '\(value)'",
              notes: (sameIcon.map { ["did you mean '\($0)'?"] } ?? Self.didYouMean(value, names))
                + ["an icon is one of the 29 system icons (C5.1) such as search, file:NAME for a template image, or symbol:NAME for an SF Symbol"])
        return nil
    }

    /// Why `type`, written without quotes, reads as something else, with the offset of the character
    /// at fault; nil when it reads as itself. The format joins types with commas (`routes:`,
    /// `home.menu a,b`) and reads the first `->` of a route as its arrow; in quotes
    /// (`"Deep->Link"`) a type may hold them.
    static func unquotedTypeProblem(_ type: String) -> (offset: Int, message: String)? {
        let characters = Array(type)
        for (offset, character) in characters.enumerated() {
            if character == "," {
                return (offset, "the type '\(type)' holds ',', which the format reads as a separator: "
                        + "it separates types in 'routes:' and in the trace's 'home.menu'")
            }
            if character == "-", offset + 1 < characters.count, characters[offset + 1] == ">" {
                return (offset, "the type '\(type)' holds '->', which 'routes:' reads as the route's arrow")
            }
        }
        return nil
    }

    /// The declarations of a type so far, in the order written.
    private func declarations(ofType type: String) -> [ShortcutDeclaration] {
        declarationIndices[type, default: []].map { scenario.shortcuts[$0] }
    }

    /// Adds a declaration to the scenario and to the index by type.
    private mutating func declare(_ declaration: ShortcutDeclaration) {
        declarationIndices[declaration.item.type, default: []].append(scenario.shortcuts.count)
        scenario.shortcuts.append(declaration)
        knownTypesCache.types = nil
    }

    private mutating func loadPlist(_ tokens: [Token]) {
        guard tokens.count == 2 else {
            error(tokens[0].location, "expected 'plist: path/to/Info.plist'")
            return
        }
        guard let file = read(tokens[1]) else {
            hasBrokenPlist = true
            return
        }
        let (data, displayPath) = file
        let profile = symbolWarningProfile
        guard let decoded = attempt(readBy: "plist:", at: tokens[1].location, { () throws(DiagnosticError) in
            try InfoPlistDecoder.decode(data, file: displayPath, profile: profile)
        }) else {
            hasBrokenPlist = true
            return
        }
        record(Self.readBy("plist:", at: tokens[1].location, decoded.warnings))
        if let supported = decoded.supportsMultipleScenes { plistMultipleScenes = (supported, tokens[1].location) }
        if decoded.hasSceneManifest { plistSceneManifest = tokens[1].location }
        for item in decoded.items {
            if let previous = declarations(ofType: item.type).first(where: { $0.kind == .static }) {
                if previous.location == tokens[1].location {  // two items of this plist: its warning says where
                    error(tokens[1].location, "the plist declares the static type '\(item.type)' twice",
                          notes: ["give each item its own UIApplicationShortcutItemType; Apple: \"The value for UIApplicationShortcutItemType must be a unique string\" (C1.2)",
                                  "to reproduce an app whose Info.plist does repeat a type, declare its items with 'static' lines, one per type, and say in a comment which item was left out: a scenario declares a static type once"])
                } else {
                    let byPlist = sections["shortcuts"]?.lines.contains {
                        $0.location(column: 1).line == previous.location.line && $0.content.trimmingCharacters(in: .whitespaces).hasPrefix("plist:")
                    } ?? false
                    error(tokens[1].location, "the plist declares '\(item.type)', which \(byPlist ? "the plist of " : "")line \(previous.location.line) declares too",
                          notes: [byPlist ? "each static type is declared once: remove the item from one of the two plists, or drop one 'plist:' line"
                                          : "each static type is declared once: keep the plist's item or the 'static' line"])
                }
                continue
            }
            declare(ShortcutDeclaration(kind: .static, item: item, location: tokens[1].location))
        }
    }

    /// The profile whose SF Symbol warnings the shortcuts get, from `icon=symbol:` or a `plist:` file:
    /// the first profile the scenario runs on without SF Symbols, so that a symbol is reported when any
    /// run cannot draw it (C1.1), else the first profile it runs on. The items do not depend on it:
    /// each keeps its symbol (and a plist item the icon of older systems), and every run's menu picks
    /// its own (C1.4).
    ///
    /// The headers, `profile:` and `lifecycle:` among them, are all read before the `shortcuts:`
    /// section, wherever the file writes them, so the runs are known here. A scene-only scenario does
    /// not run on a profile without scenes (``ExplorationVariant/all(of:profileOverride:)``), so that
    /// one is left out. A `--profile` given on the command line replaces the runs after parsing and is
    /// not seen here.
    private var symbolWarningProfile: PlatformProfile {
        let profiles = ExplorationVariant.all(of: scenario, profileOverride: nil).map(\.profile)
        return profiles.first { !$0.hasSymbolIcons } ?? profiles.first ?? scenario.profile
    }

    private mutating func loadStrings(_ tokens: [Token]) -> InfoPlistStrings? {
        guard tokens.count == 2 else {
            error(tokens[0].location, "expected 'strings: path/to/InfoPlist.strings'")
            return nil
        }
        guard let file = read(tokens[1]) else { return nil }
        let (data, displayPath) = file
        guard let strings = attempt(readBy: "strings:", at: tokens[1].location, { () throws(DiagnosticError) in
            try InfoPlistStringsDecoder.decodeTable(data, file: displayPath)
        }) else { return nil }
        record(Self.readBy("strings:", at: tokens[1].location, strings.warnings))
        return strings
    }

    /// Reads a file that a `plist:` or `strings:` line names, recording its diagnostics as ``readBy(_:at:_:)`` gives them.
    private mutating func attempt<T>(readBy key: String, at location: SourceLocation, _ body: () throws(DiagnosticError) -> T) -> T? {
        do { return try body() } catch { record(Self.readBy(key, at: location, error.diagnostics)); return nil }
    }

    /// The diagnostics of a file that a `plist:` or `strings:` line names, each located in that file
    /// with a last note naming the scenario's line that reads it, as a compiler names the line that
    /// includes a header: a file several scenarios share says which one it was read for.
    static func readBy(_ key: String, at location: SourceLocation, _ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in  // every one is located in the file read, even when it is the scenario itself
            var diagnostic = diagnostic
            diagnostic.notes.append("read for the '\(key)' line at \(location)")
            return diagnostic
        }
    }

    private mutating func read(_ token: Token) -> (data: Data, displayPath: String)? {
        guard let readFile else {
            error(token.location, "this scenario names a file, but it was parsed without access to files")
            return nil
        }
        let path = attempt { () throws(DiagnosticError) in try Tokenizer.unquote(token.raw, at: token.location) } ?? token.raw
        do {
            return try readFile(path)
        } catch {
            self.error(token.location, "cannot read '\(path)': \(error.localizedDescription)",
                       notes: ["paths are relative to the scenario file's folder"])
            return nil
        }
    }
}
