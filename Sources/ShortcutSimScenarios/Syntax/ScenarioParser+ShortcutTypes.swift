import ShortcutSimCore

extension ScenarioParser {
    /// The note for a type that cannot be written bare: how to quote it.
    static func quoteTypeNote(_ type: String) -> String {
        "a type that is not one plain word goes in double quotes, as the trace prints it: \(ShortcutTypeSpelling.printed(type))"
    }

    /// The shortcut type a word names: the word itself (`Search`), or the text of a word in double
    /// quotes (`"New note"`), escapes resolved. Nil, reported, for a word that mixes quotes into a
    /// type (`New"note"`), a bad escape, or a type that is empty or only white space (C1.1).
    mutating func shortcutType(_ token: Token) -> String? {
        guard token.raw.containsText("\"") else { return token.raw }
        guard token.isQuoted else {
            error(token.location, "'\(token.raw)' is not a type: a type in quotes starts and ends with its quotes",
                  notes: ["write the whole type in quotes, as in \"New note\", or without quotes as one word"])
            return nil
        }
        guard let type = attempt({ () throws(DiagnosticError) in try Tokenizer.unquote(token.raw, at: token.location) }) else { return nil }
        return checkedNonBlank(type, at: token.location) ? type : nil
    }

    /// Whether a type written in quotes holds something: UIApplicationShortcutItemType is required (C1.1),
    /// and the Info.plist refuses an empty or blank one; reported if not.
    private mutating func checkedNonBlank(_ type: String, at location: SourceLocation) -> Bool {
        guard type.allSatisfy(\.isWhitespace) else { return true }
        error(location, "the shortcut type " + (type.isEmpty ? "is empty" : "holds only white space"),
              notes: ["UIApplicationShortcutItemType is required and names the action (C1.1): write a type such as Search or \"New note\""])
        return false
    }

    /// The types of a list as the trace writes it (`Search,Compose`, `"New note",Search`), each word a
    /// type as ``shortcutType(_:)`` reads it; nil, reported, when a word is empty (`Search,,Compose`)
    /// or not a type. `none` alone is the empty list of a subject (`home.menu none`); an attribute
    /// (`hidden=`, given `key`) is left out of the line when its list is empty, so there it names a type.
    mutating func shortcutTypeList(_ text: String, of key: String?, at location: SourceLocation) -> [String]? {
        if key == nil && text == ShortcutTypeSpelling.emptyList { return [] }
        var types: [String] = []
        var offset = 0
        for word in ShortcutTypeSpelling.listWords(text) {
            defer { offset += word.count + 1 }
            guard !word.isEmpty else {
                error(location, "expected a shortcut type on each side of every ',' in '\(key.map { "\($0)=" } ?? "")\(text)', found an empty one",
                      notes: ["remove the extra ','; the trace joins the shortcut types with one ',' and no spaces"])
                return nil
            }
            let token = Token(raw: String(word), location: SourceLocation(file: location.file, line: location.line, column: location.column + offset))
            guard let type = shortcutType(token) else { return nil }
            types.append(type)
        }
        return types
    }

    /// The note for a type written as several words (`select New note`) when together they are a
    /// declared type: it goes in quotes. Empty when no declared type begins so.
    static func spacedTypeNote(_ words: ArraySlice<Token>, declared: [String], writing form: (String) -> String) -> [String] {
        guard let first = words.first, !first.isQuoted else { return [] }
        var written = first.raw
        for word in words.dropFirst() {
            written += " " + word.raw
            if declared.contains(written) {
                return ["did you mean '\(form(ShortcutTypeSpelling.printed(written)))'? a type of several words goes in double quotes"]
            }
        }
        return []
    }
}
