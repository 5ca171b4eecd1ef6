import Foundation

/// Decodes an `InfoPlist.strings` table, which localizes static titles keyed by their value (C1.5).
///
/// Reads the old-style text form (`"Search" = "搜索";`, UTF-8 or UTF-16 with a byte-order mark) and
/// the XML or binary property list Xcode compiles it to. Receives bytes; does no file I/O.
public enum InfoPlistStringsDecoder {
    /// Decodes the `"key" = "value";` entries of an `InfoPlist.strings` file (C1.5).
    ///
    /// An empty file is an empty table.
    ///
    /// - Parameters:
    ///   - data: the bytes of the file.
    ///   - file: the path diagnostics print; it is not opened.
    /// - Returns: each key with its translation.
    /// - Throws: one error if the file cannot be parsed, else one error per value that is not a string.
    public static func decode(_ data: Data, file: String) throws(DiagnosticError) -> [String: String] {
        guard !data.isEmpty else { return [:] }
        let root = try parse(data, file: file)
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let entries = root as? [String: Any] else {
            let found = InfoPlistDecoder.plistTypeName(of: root)
            throw DiagnosticError([Diagnostic(at: start, "a strings file must be a table of \"key\" = \"value\"; entries, found \(found)")])
        }
        return try strings(in: entries, text: InfoPlistDecoder.text(of: data), file: file)
    }

    /// Parses the bytes, turning a failure into one error at the line the parser names.
    private static func parse(_ data: Data, file: String) throws(DiagnosticError) -> Any {
        // A binary plist holding a set crashed Foundation (fuzz input FuzzRegressions/info-plist/binary-set-top-level.bplist).
        if let offset = BinaryPropertyListScan.offsetOfFirstSet(in: data) {
            throw DiagnosticError([Diagnostic(at: SourceLocation(file: file, line: 1, column: 1), "file is not a valid strings file of \"key\" = \"value\"; entries",
                                              notes: [BinaryPropertyListScan.setNote(at: offset)])])
        }
        do {
            return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let explanation = InfoPlistDecoder.ParserExplanation(error, preferOldStyle: true)
            var location = SourceLocation(file: file, line: explanation.line ?? 1, column: 1)
            var notes = explanation.detail.map { [$0] } ?? []
            // The parser names the line where it noticed the missing ';', the next entry's; point at the entry that lacks it.
            if let line = explanation.line, explanation.detail?.hasPrefix("Missing ';'") == true,
               let end = endOfEntry(before: line, in: InfoPlistDecoder.text(of: data), file: file) {
                location = end
                notes = ["expected ';' at the end of this entry"]
            }
            throw DiagnosticError([Diagnostic(at: location, "file is not a valid strings file of \"key\" = \"value\"; entries", notes: notes)])
        }
    }

    /// Just after the last character of content before `line`: the end of the entry the parser
    /// finished when it met `line`. Blank lines and lines that hold only a `//` or `/* */` comment are skipped.
    private static func endOfEntry(before line: Int, in text: String?, file: String) -> SourceLocation? {
        guard let text = text.map({ $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0 }) else { return nil }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for number in stride(from: min(line - 1, lines.count), through: 1, by: -1) {
            let content = contentWithoutComment(lines[number - 1])
            if !content.isEmpty { return SourceLocation(file: file, line: number, column: content.count + 1) }
        }
        return nil
    }

    /// A line without its trailing white space and a `//` or `/*` comment outside quotes.
    private static func contentWithoutComment(_ line: Substring) -> Substring {
        var inQuotes = false, escaped = false
        var end = line.endIndex
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if inQuotes {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
            } else if character == "\"" {
                inQuotes = true
            } else if character == "/", next < line.endIndex, line[next] == "/" || line[next] == "*" {
                end = index
                break
            }
            index = next
        }
        var content = line[..<end]
        while content.last?.isWhitespace == true { content = content.dropLast() }
        return content
    }

    /// The entries whose values are strings; throws one error per other value, in source order.
    private static func strings(in entries: [String: Any], text: String?, file: String) throws(DiagnosticError) -> [String: String] {
        var table: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for key in entries.keys.sorted() {
            guard let value = entries[key] else { continue }
            guard let string = value as? String else {
                let found = InfoPlistDecoder.plistTypeName(of: value)
                let location = locationOfKey(key, in: text, file: file)
                diagnostics.append(Diagnostic(at: location, "the value of \"\(key)\" must be a string, found \(found) (C1.5)"))
                continue
            }
            table[key] = string
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics.sorted { $0.location < $1.location }) }
        return table
    }

    /// Where `"key"` is first written followed by `=`, or 1:1 when it cannot be found.
    private static func locationOfKey(_ key: String, in text: String?, file: String) -> SourceLocation {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let text = text.map({ $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0 }) else { return start }
        let quoted = "\"\(key)\""
        var searchStart = text.startIndex
        while let range = text.range(of: quoted, range: searchStart..<text.endIndex) {
            if text[range.upperBound...].first(where: { !$0.isWhitespace }) == "=" {
                return location(of: range.lowerBound, in: text, file: file)
            }
            searchStart = range.upperBound
        }
        return start
    }

    /// The line and column of `index` in `text`, both counted from 1 in characters.
    private static func location(of index: String.Index, in text: String, file: String) -> SourceLocation {
        let before = text[..<index]
        let line = 1 + before.filter(\.isNewline).count
        let lineStart = before.lastIndex(where: \.isNewline).map { before.index(after: $0) } ?? before.startIndex
        return SourceLocation(file: file, line: line, column: 1 + before[lineStart...].count)
    }
}
