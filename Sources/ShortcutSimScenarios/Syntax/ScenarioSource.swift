import Foundation
import ShortcutSimCore

/// The text of a scenario file split into lines, with comments removed and columns kept.
public struct ScenarioSource: Sendable {
    /// The file's path as the user gave it.
    public let file: String
    /// The lines, numbered from 1.
    public let lines: [SourceLine]

    /// Decodes a file's bytes: UTF-8 only (a byte-order mark is skipped); CRLF and CR end lines too.
    public init(data: Data, file: String) throws(DiagnosticError) {
        guard let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticError([Diagnostic(at: Self.locationOfInvalidUTF8(in: data, file: file),
                                              "the file is not valid UTF-8; save it as UTF-8 text")])
        }
        self.init(text: text, file: file)
    }

    /// Splits text into lines; a leading byte-order mark is skipped.
    public init(text: String, file: String) {
        self.file = file
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        let normalized = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        lines = normalized.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, text in
            SourceLine(number: index + 1, text: String(text), file: file)
        }
    }

    private static func locationOfInvalidUTF8(in data: Data, file: String) -> SourceLocation {
        var line = 1, lineStart = 0, index = 0
        let bytes = [UInt8](data)
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            let valid = length > 0 && index + length <= bytes.count
                && bytes[(index + 1)..<(index + length)].allSatisfy { $0 & 0xC0 == 0x80 }
            if !valid {
                let prefix = String(decoding: bytes[lineStart..<index], as: UTF8.self)
                return SourceLocation(file: file, line: line, column: prefix.count + 1)
            }
            if byte == 0x0A { line += 1; lineStart = index + 1 }
            index += length
        }
        return SourceLocation(file: file, line: line, column: 1)
    }
}
