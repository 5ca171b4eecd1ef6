import Foundation

/// Fast paths for text of ASCII, which nearly every scenario line is: its bytes are its characters,
/// so a search or a trim can read bytes instead of comparing `Character`s or calling Foundation.
/// Text with any other byte takes the general call, so the result is the same for every text.
extension StringProtocol {
    /// Calls `body` with the text's UTF-8 bytes when they are all ASCII; nil otherwise.
    func withASCIIBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        utf8.withContiguousStorageIfAvailable { bytes in bytes.contains { $0 >= 0x80 } ? nil : body(bytes) } ?? nil
    }

    /// `trimmingCharacters(in: .whitespaces)`: in ASCII, that white space is space and tab.
    func trimmingWhitespace() -> String {
        withASCIIBytes { bytes in
            var start = 0, end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        } ?? trimmingCharacters(in: .whitespaces)
    }

    /// Whether the text holds `needle`, as Foundation's `contains` tells (`range(of:)`), which for
    /// ASCII in ASCII is a search of bytes.
    func containsText(_ needle: String) -> Bool {
        let found: Bool?? = withASCIIBytes { text in
            needle.withASCIIBytes { needle in
                guard let first = needle.first else { return nil }  // an empty needle: as Foundation says
                guard needle.count <= text.count else { return false }
                return (0...(text.count - needle.count)).contains { start in
                    text[start] == first && (1..<needle.count).allSatisfy { text[start + $0] == needle[$0] }
                }
            } ?? nil
        }
        return (found ?? nil) ?? (range(of: needle) != nil)
    }

    /// `firstIndex(of:)` for a single ASCII character, which in ASCII text is the first byte that is it.
    func firstIndex(ofASCII character: Character) -> Index? {
        guard character.utf8.count == 1, let byte = character.asciiValue,
              let offset = withASCIIBytes({ $0.firstIndex(of: byte) }) else { return firstIndex(of: character) }
        return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}
