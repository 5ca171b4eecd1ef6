import Foundation

/// The text of an Info.plist or InfoPlist.strings file: UTF-8, or UTF-16 with a byte-order mark.
///
/// Anything else is named precisely, so an error can say what to do: UTF-16 without a byte-order
/// mark (its byte order cannot be trusted, and Foundation reads it as garbage), or bytes that are not
/// UTF-8, such as a file saved as Latin-1.
enum PropertyListText: Equatable {
    /// The decoded text, without a byte-order mark.
    case text(String)
    /// UTF-16 text without a byte-order mark; `littleEndian` is the order its zero bytes suggest.
    case utf16WithoutByteOrderMark(littleEndian: Bool)
    /// Bytes that are neither: `byte` is the first that is not valid UTF-8, at `line`:`column`.
    case notText(byte: UInt8, line: Int, column: Int)
    /// Bytes that start with a UTF-16 byte-order mark but do not decode as UTF-16.
    case damagedUTF16

    /// Reads `data` as text.
    init(_ data: Data) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            let body = Data(bytes.dropFirst(2))
            if let text = String(data: body, encoding: littleEndian ? .utf16LittleEndian : .utf16BigEndian) {
                self = .text(text)
            } else {
                self = .damagedUTF16
            }
            return
        }
        if let littleEndian = Self.utf16ByteOrderWithoutMark(bytes) {
            self = .utf16WithoutByteOrderMark(littleEndian: littleEndian)
            return
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let offset = Self.firstInvalidUTF8Offset(body) {
            let before = String(decoding: body[..<offset], as: UTF8.self)
            let line = 1 + before.filter(\.isNewline).count
            let column = 1 + (before.lastIndex(where: \.isNewline).map { before[before.index(after: $0)...].count } ?? before.count)
            self = .notText(byte: body[offset], line: line, column: column)
            return
        }
        self = .text(String(decoding: body, as: UTF8.self))
    }

    /// The text, when the bytes are UTF-8 or UTF-16 with a byte-order mark.
    var string: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The error `message` for bytes that are not text, at the byte that is not UTF-8 (or else at 1:1),
    /// with the note saying why and what to do.
    func notTextError(_ message: String, file: String) -> Diagnostic {
        var location = SourceLocation(file: file, line: 1, column: 1)
        if case .notText(_, let line, let column) = self { location = SourceLocation(file: file, line: line, column: column) }
        return Diagnostic(at: location, message, notes: problemNote.map { [$0] } ?? [])
    }

    /// A note saying why the bytes are not text and what to do, or nil for text.
    var problemNote: String? {
        switch self {
        case .text:
            return nil
        case .utf16WithoutByteOrderMark(let littleEndian):
            return "the file looks like UTF-16 (\(littleEndian ? "little" : "big")-endian) without a byte-order mark, which UTF-16 property lists and strings files need; save it as UTF-8, or as UTF-16 with a byte-order mark"
        case .notText(let byte, let line, let column):
            let hex = String(byte, radix: 16, uppercase: true)
            return "the file is not UTF-8 or UTF-16 text: the byte 0x\(hex.count == 1 ? "0" + hex : hex) at line \(line), column \(column) is not valid UTF-8 (a file saved as Latin-1 or another legacy encoding); save it as UTF-8"
        case .damagedUTF16:
            return "the file starts with a UTF-16 byte-order mark but is not valid UTF-16 (an unpaired surrogate or an odd number of bytes); save it as UTF-8"
        }
    }

    /// The byte order of UTF-16 text without a byte-order mark, or nil when the bytes do not look like it.
    ///
    /// Every quote, `=`, `;`, `<` and `>` of a property list or strings file is ASCII, which UTF-16 writes
    /// with a zero byte: text where a quarter of the even or of the odd bytes are zero, and almost none
    /// of the others, is UTF-16. (UTF-8 text has no zero bytes.)
    private static func utf16ByteOrderWithoutMark(_ bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 2 else { return nil }
        var zerosAtEven = 0, zerosAtOdd = 0
        for (index, byte) in bytes.enumerated() where byte == 0 {
            if index % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 }
        }
        let pairs = bytes.count / 2
        let littleEndian: Bool
        if zerosAtOdd * 4 >= pairs, zerosAtEven * 8 <= zerosAtOdd {
            littleEndian = true
        } else if zerosAtEven * 4 >= pairs, zerosAtOdd * 8 <= zerosAtEven {
            littleEndian = false
        } else {
            return nil
        }
        // Binary data can have zero bytes too: UTF-16 text decodes to mostly printable characters.
        let body = Data(bytes.prefix(pairs * 2))
        guard let text = String(data: body, encoding: littleEndian ? .utf16LittleEndian : .utf16BigEndian) else { return nil }
        let controls = text.unicodeScalars.filter { $0.value < 0x20 && !"\t\n\r".unicodeScalars.contains($0) }.count
        return controls * 10 <= text.unicodeScalars.count ? littleEndian : nil
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence, or nil.
    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
