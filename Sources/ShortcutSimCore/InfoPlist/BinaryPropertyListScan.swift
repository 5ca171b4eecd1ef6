import Foundation

/// A look at the object graph of a binary property list (`bplist00`) before Foundation parses it.
///
/// Three kinds of graph make Foundation misbehave, so both decoders refuse them first:
/// - A set (object marker `0xC_`), which is not a property-list type. On Linux, Foundation's
///   `PropertyListSerialization` crashes (SIGSEGV while bridging the set to Swift) on any non-empty set;
///   the `info-plist` fuzz target found it with a mutated Kugou-Info.bplist, and the inputs are kept in
///   Tests/ShortcutSimScenariosTests/FuzzRegressions/info-plist/binary-set-*.bplist.
/// - Shared collections: an array or dictionary that several references point at is copied once per
///   reference, so 22 levels of arrays that each hold the next one twice (428 bytes) expand to millions
///   of values, minutes and gigabytes (FuzzRegressions/info-plist/shared-arrays-22-levels.bplist).
///   The graph's expanded size is counted first, in time linear in the file, and capped at
///   ``maximumExpandedValues``.
/// - Deep nesting and cycles: more than ``InfoPlistDecoder/maximumNesting`` arrays and dictionaries
///   inside one another, or a collection that contains itself.
enum BinaryPropertyListScan {
    /// The most values a binary property list may expand to, counting a shared object once per reference.
    ///
    /// An Info.plist holds hundreds of values, and Xcode shares only strings and numbers, which count
    /// once per reference anyway, so a legitimate file stays far below. Foundation takes about a
    /// quarter of a second and 30 MB to build a million values.
    static let maximumExpandedValues = 1_000_000

    /// What is wrong with the object graph, as the note of the error refusing the file.
    struct Problem: Equatable {
        /// The note, naming the object by its byte offset.
        let note: String
    }

    /// The note of the error for a binary plist holding a set at byte `offset`.
    static func setNote(at offset: Int) -> String {
        "the binary property list holds a set (the object at byte \(offset)), which is not a property-list type; use an array"
    }

    /// The first problem of the graph reachable from the top object, or nil when there is none.
    ///
    /// Bytes that are not a well-formed binary plist give nil (Foundation then reports them); an object
    /// whose offset, count or references are out of bounds is skipped, since Foundation cannot read it either.
    static func problem(in data: Data) -> Problem? {
        guard data.starts(with: Array("bplist".utf8)), let trailer = Trailer(Array(data)) else { return nil }
        return trailer.problem()
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

        /// One object of the graph: where it is and the objects it refers to.
        private struct Node {
            /// The object's byte offset in the file.
            var offset: Int
            /// Its marker byte.
            var marker: UInt8
            /// The objects an array or dictionary refers to (a dictionary's keys, then its values).
            var children: [Int]

            /// Whether it is an array or a dictionary: one level of nesting.
            var isCollection: Bool { marker >> 4 == 0xA || marker >> 4 == 0xD }
            /// `array` or `dictionary`, as messages name it.
            var kind: String { marker >> 4 == 0xA ? "array" : "dictionary" }
        }

        /// Walks the objects reachable from the top one, depth first and each once, without recursion.
        ///
        /// Returns a set as soon as it is met, a cycle or nesting beyond the limit when the walk goes
        /// down into it, and otherwise compares the expanded size (each object counted once per
        /// reference, computed bottom-up so shared objects are not walked again) with the limit.
        func problem() -> Problem? {
            let cap = BinaryPropertyListScan.maximumExpandedValues + 1
            var expanded = [Int](repeating: 0, count: objectCount)
            var references = [Int](repeating: 0, count: objectCount)
            var state = [UInt8](repeating: 0, count: objectCount)  // 0 not seen, 1 on the path, 2 done
            var path: [(object: Int, node: Node, next: Int)] = []
            var nesting = 0

            /// Enters `object`: a problem for a set or too deep a nesting, else pushes it on the path.
            func enter(_ object: Int) -> Problem? {
                guard let node = node(object) else {
                    state[object] = 2
                    expanded[object] = 1
                    return nil
                }
                if node.marker >> 4 == 0xC { return Problem(note: BinaryPropertyListScan.setNote(at: node.offset)) }
                if node.isCollection {
                    nesting += 1
                    if nesting > InfoPlistDecoder.maximumNesting {
                        return Problem(note: "the binary property list nests arrays and dictionaries more than \(InfoPlistDecoder.maximumNesting) levels deep (the \(node.kind) at byte \(node.offset) is level \(nesting)); a property list allows at most \(InfoPlistDecoder.maximumNesting)")
                    }
                }
                state[object] = 1
                path.append((object, node, 0))
                return nil
            }

            references[topObject] = 1
            if let problem = enter(topObject) { return problem }
            while let top = path.last {
                if top.next < top.node.children.count {
                    path[path.count - 1].next += 1
                    let child = top.node.children[top.next]
                    references[child] += 1
                    switch state[child] {
                    case 0:
                        if let problem = enter(child) { return problem }
                    case 1:
                        let node = path.first { $0.object == child }?.node ?? top.node
                        return Problem(note: "the binary property list is circular: the \(node.kind) at byte \(node.offset) contains itself")
                    default:
                        break
                    }
                    continue
                }
                path.removeLast()
                if top.node.isCollection { nesting -= 1 }
                var size = 1
                for child in top.node.children { size = min(cap, size + expanded[child]) }
                expanded[top.object] = size
                state[top.object] = 2
            }
            guard expanded[topObject] >= cap else { return nil }
            return Problem(note: expansionNote(expanded: expanded, references: references))
        }

        /// The note for a graph that expands beyond the limit, naming the shared collection that costs most.
        private func expansionNote(expanded: [Int], references: [Int]) -> String {
            let limit = BinaryPropertyListScan.maximumExpandedValues
            var culprit: (node: Node, references: Int, size: Int)?
            for object in 0..<objectCount where references[object] > 1 && expanded[object] > 1 {
                guard let node = node(object), node.isCollection else { continue }
                if culprit.map({ expanded[object] > $0.size }) ?? true { culprit = (node, references[object], expanded[object]) }
            }
            let shared = culprit.map {
                ": the \($0.node.kind) at byte \($0.node.offset) is referenced \($0.references) times and holds \($0.size > limit ? "more than \(limit)" : "\($0.size)") values, copied once per reference"
            } ?? ""
            return "the binary property list expands to more than \(limit) values when every shared object is copied where it is referenced\(shared); write each array and dictionary once"
        }

        /// The object with index `object`: nil when its offset is outside the object area.
        private func node(_ object: Int) -> Node? {
            guard let offset = Self.integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize),
                  offset >= 8, offset < tableOffset else { return nil }
            let marker = bytes[offset]
            var node = Node(offset: offset, marker: marker, children: [])
            guard [0xA, 0xC, 0xD].contains(marker >> 4), let (count, referencesStart) = collectionCount(at: offset) else { return node }
            let (total, overflow) = count.multipliedReportingOverflow(by: marker >> 4 == 0xD ? 2 : 1)
            guard !overflow, total <= (tableOffset - referencesStart) / referenceSize else { return node }
            node.children.reserveCapacity(total)
            for index in 0..<total {
                if let child = Self.integer(bytes, at: referencesStart + index * referenceSize, size: referenceSize), child < objectCount {
                    node.children.append(child)
                }
            }
            return node
        }

        /// The element count of the array, set or dictionary at `offset` and where its references start:
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
