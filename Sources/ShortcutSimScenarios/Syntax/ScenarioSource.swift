import Foundation
import ShortcutSimCore

/// The text of a scenario file split into lines, with comments removed and columns kept.
public struct ScenarioSource: Sendable {
    /// The file's path as the user gave it.
    public let file: String
    /// The lines, numbered from 1, each made when it is read: until the parser keeps a line, it costs
    /// no more than its place in the text, so a huge file that fails early stays small.
    public let lines: SourceLines

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
        // Most files have no CR: Foundation's replacing costs more than the rest of the parse on Linux.
        let normalized = body.utf8.contains(0x0D)
            ? body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : String(body)
        lines = SourceLines(file: file, texts: Self.lineTexts(of: normalized))
    }

    /// The text's lines, split at each LF. The bytes are scanned, not the characters: an LF is
    /// always a character of its own once CRs are gone, and splitting by characters cost a tenth of
    /// loading the library. Each line is a string of its own, so reading its characters takes the
    /// fast path of a string whose indices fall on characters.
    private static func lineTexts(of text: String) -> [Substring] {
        var text = text
        return text.withUTF8 { bytes in
            var texts: [Substring] = []
            var start = 0
            for offset in bytes.indices where bytes[offset] == 0x0A {
                texts.append(Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)))
                start = offset + 1
            }
            texts.append(Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)))
            return texts
        }
    }

    /// Where the first ill-formed UTF-8 sequence is, counted as the parser counts: lines end at LF,
    /// CRLF or CR, a leading byte-order mark is not a column, and columns are characters.
    private static func locationOfInvalidUTF8(in data: Data, file: String) -> SourceLocation {
        let bytes = [UInt8](data)
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var index = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var line = 1, lineStart = index
        while index < bytes.count {
            let length = wellFormedLength(of: bytes, at: index)
            guard length > 0 else {
                let prefix = String(decoding: bytes[lineStart..<index], as: UTF8.self)
                return SourceLocation(file: file, line: line, column: prefix.count + 1)
            }
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && bytes.indices.contains(index + 1) && bytes[index + 1] != 0x0A) {  // CRLF ends at its LF
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return SourceLocation(file: file, line: line, column: 1)
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 when it is ill-formed:
    /// the Unicode Standard's table 3-7, which refuses overlong forms, surrogates and values past U+10FFFF.
    private static func wellFormedLength(of bytes: [UInt8], at index: Int) -> Int {
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch bytes[index] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF4: length = 4; second = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]),
              bytes[(index + 2)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) else { return 0 }
        return length
    }
}
