import Foundation

/// Where the tool writes: standard output and standard error, or buffers in tests.
public struct Console {
    /// Writes text to standard output (the text carries its own newlines).
    public var write: (String) -> Void
    /// Writes text to standard error.
    public var writeError: (String) -> Void

    /// Creates a console from two writers.
    public init(write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.write = write
        self.writeError = writeError
    }

    /// The process's standard output and standard error.
    public static var standard: Console {
        Console(write: { FileHandle.standardOutput.write(Data($0.utf8)) },
                writeError: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Writes a line to standard output.
    public func line(_ text: String = "") { write(text + "\n") }

    /// Writes a line to standard error.
    public func errorLine(_ text: String) { writeError(text + "\n") }
}
