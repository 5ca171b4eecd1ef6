import Foundation

/// Decodes an `InfoPlist.strings` table, which localizes static titles keyed by their value (C1.5).
///
/// Reads the text form (`"Search" = "搜索";`, UTF-8 or UTF-16 with a byte-order mark) with its own
/// parser, ``StringsTextParser``, and the XML or binary property list Xcode compiles it to with
/// Foundation. Receives bytes; does no file I/O.
public enum InfoPlistStringsDecoder {
    /// Decodes the `"key" = "value";` entries of an `InfoPlist.strings` file (C1.5).
    ///
    /// An empty file is an empty table. A repeated key keeps its last value. The warnings of
    /// ``decodeTable(_:file:)`` are dropped; use it to report them.
    ///
    /// - Parameters:
    ///   - data: the bytes of the file.
    ///   - file: the path diagnostics print; it is not opened.
    /// - Returns: each key with its translation.
    /// - Throws: one error if the file cannot be parsed, else one error per value that is not a string.
    public static func decode(_ data: Data, file: String) throws(DiagnosticError) -> [String: String] {
        try decodeTable(data, file: file).table
    }

    /// Decodes an `InfoPlist.strings` file with the location of every entry and the warnings about it (C1.5).
    ///
    /// Warnings: a key given twice (the earlier value is ignored) and an empty translation. Keys that
    /// match no static title need the items: see ``InfoPlistStrings/unusedKeyWarnings(for:)``.
    ///
    /// - Throws: one error if the file cannot be read as a strings table (naming an encoding that is
    ///   not UTF-8 or UTF-16 with a byte-order mark), else one error per value that is not a string.
    public static func decodeTable(_ data: Data, file: String) throws(DiagnosticError) -> InfoPlistStrings {
        guard !data.isEmpty else { return InfoPlistStrings() }
        let entries = try parse(data, file: file)
        var errors: [Diagnostic] = []
        var strings: [InfoPlistStrings.Entry] = []
        for entry in entries {
            switch entry.value {
            case .string(let value):
                strings.append(InfoPlistStrings.Entry(key: entry.key, value: value, keyLocation: entry.keyLocation, valueLocation: entry.valueLocation))
            case .other(let typeName):
                errors.append(Diagnostic(at: entry.keyLocation, "the value of \"\(entry.key)\" must be a string, found \(typeName) (C1.5)"))
            }
        }
        guard errors.isEmpty else { throw DiagnosticError(errors.inSourceOrder) }
        return InfoPlistStrings(entries: strings, warnings: warnings(for: strings).inSourceOrder)
    }

    /// The message of the error for a file that cannot be read as a strings table.
    static let notAStringsFile = "file is not a valid strings file of \"key\" = \"value\"; entries"

    /// The entries of the file in file order, whatever its form.
    private static func parse(_ data: Data, file: String) throws(DiagnosticError) -> [StringsTextParser.Entry] {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if data.starts(with: Array("bplist".utf8)) { return try propertyListEntries(data, text: nil, file: file) }
        let text = PropertyListText(data)
        guard let string = text.string else {
            var location = start
            if case .notText(_, let line, let column) = text { location = SourceLocation(file: file, line: line, column: column) }
            throw DiagnosticError([Diagnostic(at: location, notAStringsFile, notes: text.problemNote.map { [$0] } ?? [])])
        }
        if InfoPlistDecoder.startsLikeXML(data, text) { return try propertyListEntries(data, text: string, file: file) }
        do throws(StringsTextParser.Failure) {
            return try StringsTextParser.parse(string, file: file)
        } catch {
            if let found = error.foundTypeName {
                throw DiagnosticError([Diagnostic(at: error.location, "a strings file must be a table of \"key\" = \"value\"; entries, found \(found)")])
            }
            throw DiagnosticError([Diagnostic(at: error.location, notAStringsFile, notes: [error.note])])
        }
    }

    /// The entries of a strings table compiled to an XML or binary property list, read by Foundation.
    ///
    /// In XML, keys and values are located through the element outline; in binary, at 1:1.
    private static func propertyListEntries(_ data: Data, text: String?, file: String) throws(DiagnosticError) -> [StringsTextParser.Entry] {
        let start = SourceLocation(file: file, line: 1, column: 1)
        // A binary plist holding a set crashed Foundation (fuzz input FuzzRegressions/info-plist/binary-set-top-level.bplist).
        if let problem = BinaryPropertyListScan.problem(in: data) {
            throw DiagnosticError([Diagnostic(at: start, notAStringsFile, notes: [problem.note])])
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            if let text, let problem = InfoPlistDecoder.XMLOutline(text: text, file: file).problem {
                throw DiagnosticError([Diagnostic(at: problem.location, notAStringsFile, notes: [problem.message])])
            }
            let explanation = InfoPlistDecoder.ParserExplanation(error, preferOldStyle: false)
            let location = SourceLocation(file: file, line: explanation.line ?? 1, column: 1)
            throw DiagnosticError([Diagnostic(at: location, notAStringsFile, notes: explanation.detail.map { [$0] } ?? [])])
        }
        guard let dictionary = root as? [String: Any] else {
            let found = InfoPlistDecoder.plistTypeName(of: root)
            throw DiagnosticError([Diagnostic(at: start, "a strings file must be a table of \"key\" = \"value\"; entries, found \(found)")])
        }
        let pairs = text.map { xmlPairs(InfoPlistDecoder.XMLOutline(text: $0, file: file)) } ?? []
        if !pairs.isEmpty {
            // In file order, repeated keys included; Foundation kept the last value of each, which is used for it.
            var lastIndex: [String: Int] = [:]
            for (index, pair) in pairs.enumerated() { lastIndex[pair.key] = index }
            return pairs.enumerated().compactMap { index, pair in
                guard let kept = dictionary[pair.key] else { return nil }
                let value: StringsTextParser.Value
                if lastIndex[pair.key] == index {
                    value = (kept as? String).map { .string($0) } ?? .other(typeName: InfoPlistDecoder.plistTypeName(of: kept))
                } else {
                    value = pair.isString ? .string(pair.text) : .other(typeName: pair.typeName)
                }
                return StringsTextParser.Entry(key: pair.key, value: value, keyLocation: pair.keyLocation, valueLocation: pair.valueLocation)
            }
        }
        return dictionary.keys.sorted().map { key in
            let value = dictionary[key] as Any
            let parsed: StringsTextParser.Value = (value as? String).map { .string($0) } ?? .other(typeName: InfoPlistDecoder.plistTypeName(of: value))
            return StringsTextParser.Entry(key: key, value: parsed, keyLocation: start, valueLocation: start)
        }
    }

    /// The `<key>`s of the top-level `<dict>` of an XML outline, each with its value's element.
    private static func xmlPairs(_ outline: InfoPlistDecoder.XMLOutline) -> [(key: String, keyLocation: SourceLocation, valueLocation: SourceLocation, isString: Bool, text: String, typeName: String)] {
        guard outline.problem == nil, let plist = outline.document.children.first(where: { $0.name == "plist" }),
              let top = plist.children.first, top.name == "dict" else { return [] }
        let typeNames = ["dict": "dictionary", "array": "array", "data": "data", "date": "date", "integer": "integer", "real": "real", "true": "bool", "false": "bool"]
        return top.pairs.map { pair in
            let value = pair.value
            return (pair.key.text, pair.key.location, value?.location ?? pair.key.location, value?.name == "string", value?.text ?? "",
                    value.map { typeNames[$0.name] ?? $0.name } ?? "nothing")
        }
    }

    /// The warnings about a table: a repeated key, at the occurrence that is ignored, and an empty translation (C1.5).
    private static func warnings(for entries: [InfoPlistStrings.Entry]) -> [Diagnostic] {
        var last: [String: SourceLocation] = [:]
        for entry in entries { last[entry.key] = entry.keyLocation }
        var warnings: [Diagnostic] = []
        for entry in entries {
            if let kept = last[entry.key], kept != entry.keyLocation {
                warnings.append(Diagnostic(.warning, at: entry.keyLocation,
                                           "\"\(entry.key)\" appears again at line \(kept.line); a strings table keeps only the last value of a key, so this one (\"\(entry.value)\") is ignored (C1.5)"))
            }
            if entry.value.allSatisfy(\.isWhitespace), last[entry.key] == entry.keyLocation {
                let found = entry.value.isEmpty ? "empty" : "only white space"
                warnings.append(Diagnostic(.warning, at: entry.valueLocation,
                                           "the translation of \"\(entry.key)\" is \(found), so iOS shows a blank text in place of \"\(entry.key)\" (C1.5)",
                                           notes: ["write the translation, or remove the entry to show the Info.plist's own text"]))
            }
        }
        return warnings
    }
}
