import Foundation

/// What identifies a file's state: its size, a 64-bit FNV-1a digest of its bytes, and its modification date.
struct FileFingerprint: Equatable, Sendable, CustomStringConvertible {
    /// The number of bytes.
    let size: Int
    /// The FNV-1a digest of the bytes.
    let digest: UInt64
    /// When the file was last written.
    let modified: Date

    /// Reads the file at `path`.
    init(path: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        size = bytes.count
        digest = Self.fnv1a(bytes)
        modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date ?? .distantPast
    }

    /// The 64-bit FNV-1a hash of the bytes.
    static func fnv1a(_ bytes: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `N bytes, fnv1a 0123…, modified DATE`.
    var description: String {
        "\(size) bytes, fnv1a \(String(digest, radix: 16)), modified \(modified.timeIntervalSince1970)"
    }
}
