/// A place in a user's file, printed the way compilers print it: `path:line:column`.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var file: String
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in characters of the line.
    public var column: Int

    /// Creates a location; lines and columns count from 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders locations by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `path:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
