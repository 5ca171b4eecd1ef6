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
                strings.append(entry.with(value: value))
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
        if data.starts(with: Array("bplist".utf8)) { return try propertyListEntries(data, text: nil, file: file) }
        let text = PropertyListText(data)
        guard let string = text.string else { throw DiagnosticError([text.notTextError(notAStringsFile, file: file)]) }
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
            throw DiagnosticError([InfoPlistDecoder.parserFailure(notAStringsFile, text: text, file: file, parserError: error)])
        }
        guard let dictionary = root as? [String: Any] else {
            let found = InfoPlistDecoder.plistTypeName(of: root)
            throw DiagnosticError([Diagnostic(at: start, "a strings file must be a table of \"key\" = \"value\"; entries, found \(found)")])
        }
        let entries = text.map { xmlEntries(InfoPlistDecoder.XMLOutline(text: $0, file: file)) } ?? []
        if !entries.isEmpty {
            // In file order, repeated keys included; Foundation kept the last value of each, which is used for it.
            let keys = DuplicateKeys(entries.map { ($0.key, $0.keyLocation) })
            return entries.compactMap { entry in
                guard let kept = dictionary[entry.key] else { return nil }
                let isLast = keys.overridingLocation(of: entry.key, at: entry.keyLocation) == nil
                return isLast ? entry.with(value: value(of: kept)) : entry
            }
        }
        return dictionary.keys.sorted().map { key in
            StringsTextParser.Entry(key: key, value: value(of: dictionary[key] as Any), keyLocation: start, valueLocation: start)
        }
    }

    /// The entries of the top-level `<dict>` of an XML outline in file order, each with the value its element holds.
    private static func xmlEntries(_ outline: InfoPlistDecoder.XMLOutline) -> [StringsTextParser.Entry] {
        guard let top = outline.topLevel, top.name == "dict" else { return [] }
        let typeNames = ["dict": "dictionary", "array": "array", "data": "data", "date": "date", "integer": "integer", "real": "real", "true": "bool", "false": "bool"]
        return top.pairs.map { pair in
            let element = pair.value
            let value: StringsTextParser.Value = element?.name == "string"
                ? .string(element?.text ?? "")
                : .other(typeName: element.map { typeNames[$0.name] ?? $0.name } ?? "nothing")
            return StringsTextParser.Entry(key: pair.key.text, value: value, keyLocation: pair.key.location, valueLocation: element?.location ?? pair.key.location)
        }
    }

    /// A value as Foundation read it: its string, or the name of its type.
    private static func value(of propertyList: Any) -> StringsTextParser.Value {
        (propertyList as? String).map { .string($0) } ?? .other(typeName: InfoPlistDecoder.plistTypeName(of: propertyList))
    }

    /// The warnings about a table: a repeated key, at the occurrence that is ignored, and an empty translation (C1.5).
    private static func warnings(for entries: [InfoPlistStrings.Entry]) -> [Diagnostic] {
        let keys = DuplicateKeys(entries.map { ($0.key, $0.keyLocation) })
        var warnings: [Diagnostic] = []
        for entry in entries {
            if let kept = keys.overridingLocation(of: entry.key, at: entry.keyLocation) {
                warnings.append(Diagnostic(.warning, at: entry.keyLocation,
                                           "\"\(entry.key)\" appears again at line \(kept.line); a strings table keeps only the last value of a key, so this one (\"\(entry.value)\") is ignored (C1.5)"))
            } else if entry.value.allSatisfy(\.isWhitespace) {
                let found = entry.value.isEmpty ? "empty" : "only white space"
                warnings.append(Diagnostic(.warning, at: entry.valueLocation,
                                           "the translation of \"\(entry.key)\" is \(found), so iOS shows a blank text in place of \"\(entry.key)\" (C1.5)",
                                           notes: ["write the translation, or remove the entry to show the Info.plist's own text"]))
            }
        }
        return warnings
    }
}
