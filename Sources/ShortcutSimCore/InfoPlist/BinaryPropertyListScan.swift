import Foundation

/// A look at the object graph of a binary property list (`bplist00`) before Foundation parses it.
///
/// The binary format can hold a set (object marker `0xC_`), which is not a property-list type. On
/// Linux, Foundation's `PropertyListSerialization` crashes (SIGSEGV while bridging the set to Swift)
/// on any non-empty set; the `info-plist` fuzz target found it with a mutated Kugou-Info.bplist, and
/// the inputs are kept in Tests/ShortcutSimScenariosTests/FuzzRegressions/info-plist/binary-set-*.bplist.
/// Both decoders therefore refuse a set before handing the bytes to Foundation.
enum BinaryPropertyListScan {
    /// The note of the error for a binary plist holding a set at byte `offset`.
    static func setNote(at offset: Int) -> String {
        "the binary property list holds a set (the object at byte \(offset)), which is not a property-list type; use an array"
    }

    /// The byte offset of the first set object reachable from the top object, or nil when there is none.
    ///
    /// Bytes that are not a well-formed binary plist give nil (Foundation then reports them); an object
    /// whose offset, count or references are out of bounds is skipped, since Foundation cannot read it either.
    static func offsetOfFirstSet(in data: Data) -> Int? {
        guard data.starts(with: Array("bplist".utf8)), let trailer = Trailer(Array(data)) else { return nil }
        return trailer.offsetOfFirstSet()
    }

    /// The last 32 bytes of a binary plist, which say how to find its objects, with the bytes they describe.
    private struct Trailer {
        /// The whole file.
        let bytes: [UInt8]
        /// The size in bytes of each entry of the offset table.
        let offsetSize: Int
        /// The size in bytes of each object reference in an array, set or dictionary.
        let referenceSize: Int
        /// The number of objects, and entries in the offset table.
        let objectCount: Int
        /// The index of the top-level object.
        let topObject: Int
        /// Where the offset table starts; the objects lie between the header and it.
        let tableOffset: Int

        /// Reads the trailer; nil when it does not describe a table inside the file.
        init?(_ bytes: [UInt8]) {
            let header = 8, trailerSize = 32
            guard bytes.count >= header + trailerSize + 1 else { return nil }
            let start = bytes.count - trailerSize
            self.bytes = bytes
            offsetSize = Int(bytes[start + 6])
            referenceSize = Int(bytes[start + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
                  let objectCount = Self.integer(bytes, at: start + 8, size: 8),
                  let topObject = Self.integer(bytes, at: start + 16, size: 8),
                  let tableOffset = Self.integer(bytes, at: start + 24, size: 8),
                  objectCount > 0, topObject < objectCount, tableOffset >= header, tableOffset < start,
                  objectCount <= (start - tableOffset) / offsetSize else { return nil }
            self.objectCount = objectCount
            self.topObject = topObject
            self.tableOffset = tableOffset
        }

        /// Walks the objects reachable from the top one, each once, and returns the offset of the first set.
        func offsetOfFirstSet() -> Int? {
            var visited = [Bool](repeating: false, count: objectCount)
            var pending = [topObject]
            while let object = pending.popLast() {
                guard !visited[object] else { continue }
                visited[object] = true
                guard let offset = Self.integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize),
                      offset >= 8, offset < tableOffset else { continue }
                let marker = bytes[offset]
                if marker >> 4 == 0xC { return offset }
                guard marker >> 4 == 0xA || marker >> 4 == 0xD, let (count, referencesStart) = collectionCount(at: offset) else { continue }
                let (references, overflow) = count.multipliedReportingOverflow(by: marker >> 4 == 0xD ? 2 : 1)
                guard !overflow, references <= (tableOffset - referencesStart) / referenceSize else { continue }
                for index in 0..<references {
                    if let child = Self.integer(bytes, at: referencesStart + index * referenceSize, size: referenceSize), child < objectCount {
                        pending.append(child)
                    }
                }
            }
            return nil
        }

        /// The element count of the array or dictionary at `offset` and where its references start:
        /// the marker's low nibble, or for `0xF` the integer object (`0x1N`, 2^N bytes) after it.
        private func collectionCount(at offset: Int) -> (count: Int, referencesStart: Int)? {
            let nibble = Int(bytes[offset] & 0x0F)
            guard nibble == 0xF else { return (nibble, offset + 1) }
            guard offset + 1 < tableOffset, bytes[offset + 1] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            guard size <= 8, offset + 2 + size <= tableOffset,
                  let count = Self.integer(bytes, at: offset + 2, size: size) else { return nil }
            return (count, offset + 2 + size)
        }

        /// The big-endian unsigned integer of `size` bytes at `offset`; nil when it is outside the
        /// bytes or does not fit a non-negative Int.
        private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
            guard offset >= 0, size <= bytes.count, offset <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }
    }
}
