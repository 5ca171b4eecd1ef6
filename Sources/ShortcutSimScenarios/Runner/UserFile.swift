import Foundation
import ShortcutSimCore

/// Reads a file the user names (a scenario, an Info.plist, an InfoPlist.strings) from disk, refusing
/// what is not a regular file with a sentence a user can act on, instead of a raw Foundation error
/// ("NSCocoaErrorDomain error 256"). The core reads no files; the scenario loader and the CLI use this.
///
/// A folder is refused before it is opened, and so are devices, FIFOs and sockets: reading a FIFO
/// would wait for a writer forever, and `/dev/zero` would never end.
public enum UserFile {
    /// Why a file cannot be read; its description is the sentence to print.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// What is wrong, such as `it is a folder, not a file`.
        public let reason: String
        /// What to do about it, when there is something to suggest.
        public let suggestion: String?

        /// The reason.
        public var description: String { reason }
        /// The reason, for code that prints `localizedDescription`.
        public var errorDescription: String? { reason }
    }

    /// The bytes of the file at `path`, or an error at `path:1:1` saying why they cannot be read.
    public static func read(_ path: String) throws(DiagnosticError) -> Data {
        do throws(ReadError) {
            return try contents(of: path)
        } catch {
            throw DiagnosticError([Diagnostic(at: SourceLocation(file: path, line: 1, column: 1), "cannot read the file: \(error.reason)",
                                              notes: error.suggestion.map { [$0] } ?? [])])
        }
    }

    /// The bytes of the regular file at `path` (symbolic links followed).
    public static func contents(of path: String) throws(ReadError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else { throw ReadError(reason: reason(errno: errno), suggestion: nil) }
        let type = status.st_mode & S_IFMT
        guard type != S_IFDIR else {
            let inside = URL(fileURLWithPath: path).appendingPathComponent("Info.plist").path
            let suggestion = FileManager.default.fileExists(atPath: inside) ? "did you mean '\(inside)'?" : nil
            throw ReadError(reason: "it is a folder, not a file", suggestion: suggestion ?? "name the file itself, such as MyApp/Info.plist")
        }
        guard type == S_IFREG else {
            throw ReadError(reason: "it is \(kind(of: type)), not a regular file", suggestion: "name a file saved on disk; devices, pipes and sockets are not read")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReadError(reason: reason(of: error), suggestion: nil)
        }
    }

    /// The kind of a file that is not regular, as the message names it.
    private static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    /// A sentence for a failed `stat` or `open`.
    private static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case ENOTDIR: return "a part of the path is not a folder"
        case ELOOP: return "too many symbolic links in the path"
        case ENAMETOOLONG: return "the path is too long"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// A sentence for an error of `Data(contentsOf:)`, from its POSIX cause when it has one.
    private static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return reason(errno: Int32(underlying.code))
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError: return "permission denied"
        case NSFileReadTooLargeError: return "the file is too large to read"
        default: return nsError.localizedDescription
        }
    }
}
