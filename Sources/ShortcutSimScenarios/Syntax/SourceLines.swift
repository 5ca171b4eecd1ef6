/// The lines of a scenario file, numbered from 1; each ``SourceLine`` is made when it is read.
public struct SourceLines: RandomAccessCollection, Sendable {
    /// The file the lines belong to.
    public let file: String
    private let lineTexts: [Substring]

    init(file: String, texts: [Substring]) {
        self.file = file
        self.lineTexts = texts
    }

    /// The index of the first line (line 1).
    public var startIndex: Int { lineTexts.startIndex }
    /// The index after the last line.
    public var endIndex: Int { lineTexts.endIndex }

    /// Each line's text as written, comment included, without making its ``SourceLine``.
    var texts: [String] { lineTexts.map(String.init) }

    /// The line at an index: line number `position + 1`.
    public subscript(position: Int) -> SourceLine {
        SourceLine(number: position + 1, text: lineTexts[position], file: file)
    }
}
