import Foundation
import ShortcutSimCore

/// Where the tool writes: standard output and standard error, or buffers in tests.
///
/// Everything written through a console is made printable here, once, with
/// `Diagnostic.printable`: every control character but line feed and tab is spelled `\u{1B}`, so
/// no title, type, path or message quoted from a user's file can drive the terminal, whichever
/// command prints it. `printable` is idempotent (what it writes holds no control character), so a
/// diagnostic's `description`, already printable for library users, passes through unchanged. The
/// machine formats printed here need no exception: JSON and JSON Lines spell every control
/// character as `\u001b` themselves (`JSONText`), which this leaves alone. Files the commands write
/// (`--junit`, `docs`, `--counterexample`) do not go through a console and keep their own escaping.
public struct Console {
    /// The raw writer of standard output.
    private let output: (String) -> Void
    /// The raw writer of standard error.
    private let errorOutput: (String) -> Void

    /// Creates a console from two raw writers; the console makes the text printable before it calls them.
    public init(write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.output = write
        self.errorOutput = writeError
    }

    /// The process's standard output and standard error.
    public static var standard: Console {
        Console(write: { FileHandle.standardOutput.write(Data($0.utf8)) },
                writeError: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Writes text to standard output, made printable (the text carries its own newlines).
    public func write(_ text: String) { output(Diagnostic.printable(text)) }

    /// Writes text to standard error, made printable.
    public func writeError(_ text: String) { errorOutput(Diagnostic.printable(text)) }

    /// Writes a line to standard output, made printable.
    public func line(_ text: String = "") { write(text + "\n") }

    /// Writes a line to standard error, made printable.
    public func errorLine(_ text: String) { writeError(text + "\n") }
}
