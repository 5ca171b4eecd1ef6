/// The lines of a scenario file, numbered from 1; each ``SourceLine`` is made when it is read.
public struct SourceLines: RandomAccessCollection, Sendable {
    /// The file the lines belong to.
    public let file: String
    private let texts: [Substring]

    init(file: String, texts: [Substring]) {
        self.file = file
        self.texts = texts
    }

    /// The index of the first line (line 1).
    public var startIndex: Int { texts.startIndex }
    /// The index after the last line.
    public var endIndex: Int { texts.endIndex }

    /// The line at an index: line number `position + 1`.
    public subscript(position: Int) -> SourceLine {
        SourceLine(number: position + 1, text: texts[position], file: file)
    }
}
