import Foundation
import ShortcutSimCore

/// Reads a file the user names (a scenario, an Info.plist, an InfoPlist.strings) from disk, refusing
/// what is not a regular file with a sentence a user can act on, instead of a raw Foundation error
/// ("NSCocoaErrorDomain error 256"). The core reads no files; the scenario loader and the CLI use this.
///
/// A folder is refused before it is opened, and so are devices, FIFOs and sockets: reading a FIFO
/// would wait for a writer forever, and `/dev/zero` would never end. For the files the tool reads,
/// this is the one place that decides and words it: the loader and the commands rely on it, and
/// make no check of their own.
///
/// It also words every file error the tool reports, reading or writing (`reason(of:)`), in the
/// system's words.
public enum UserFile {
    /// What the user names a file as: it words the hint given when a folder is named instead.
    public enum Kind: Hashable, Sendable {
        /// An Info.plist (`lint PLIST`); the default.
        case infoPlist
        /// An InfoPlist.strings table (`lint --strings FILE`).
        case strings
        /// A scenario file.
        case scenario
    }

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

    /// The bytes of the file at `path`, or an error at `path:1:1` saying why they cannot be read
    /// (`cannot read the file: it is a folder, not a file`, `cannot read the scenario file: …`).
    public static func read(_ path: String, as kind: Kind = .infoPlist) throws(DiagnosticError) -> Data {
        do throws(ReadError) {
            return try contents(of: path, as: kind)
        } catch {
            let noun = kind == .scenario ? "scenario file" : "file"
            throw DiagnosticError([Diagnostic(at: SourceLocation(file: path, line: 1, column: 1), "cannot read the \(noun): \(error.reason)",
                                              notes: error.suggestion.map { [$0] } ?? [])])
        }
    }

    /// The bytes of the regular file at `path` (symbolic links followed); `kind` words the hint
    /// for a folder.
    public static func contents(of path: String, as kind: Kind = .infoPlist) throws(ReadError) -> Data {
        var status = stat()
        guard stat(path, &status) == 0 else { throw ReadError(reason: reason(errno: errno), suggestion: nil) }
        let type = status.st_mode & S_IFMT
        guard type != S_IFDIR else {
            throw ReadError(reason: "it is a folder, not a file", suggestion: folderHint(path, kind: kind))
        }
        guard type == S_IFREG else {
            throw ReadError(reason: "it is \(typeName(type)), not a regular file", suggestion: "name a file saved on disk; devices, pipes and sockets are not read")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReadError(reason: reason(of: error), suggestion: nil)
        }
    }

    /// What to name instead of the folder at `path`: the file of that kind in it when there is one.
    private static func folderHint(_ path: String, kind: Kind) -> String {
        let name: String, example: String
        switch kind {
        case .scenario:
            return "name a .scenario file, or run every scenario in the folder with 'shortcut-sim run \(path)'"
        case .infoPlist: (name, example) = ("Info.plist", "MyApp/Info.plist")
        case .strings: (name, example) = ("InfoPlist.strings", "MyApp/en.lproj/InfoPlist.strings")
        }
        let inside = URL(fileURLWithPath: path).appendingPathComponent(name).path
        return FileManager.default.fileExists(atPath: inside) ? "did you mean '\(inside)'?" : "name the file itself, such as \(example)"
    }

    /// The kind of a file that is not regular, as the message names it.
    private static func typeName(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    /// A file error in the system's words, as `strerror` gives them, lowercased (`no such file or
    /// directory`, `permission denied`, `is a directory`), from its POSIX cause when it has one: never
    /// Foundation's `The operation could not be completed`. For errors of reading and of writing.
    public static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return reason(errno: Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return reason(errno: Int32(nsError.code)) }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return reason(errno: ENOENT)
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return reason(errno: EACCES)
            case NSFileWriteOutOfSpaceError: return reason(errno: ENOSPC)
            case NSFileWriteVolumeReadOnlyError: return reason(errno: EROFS)
            case NSFileReadTooLargeError: return reason(errno: EFBIG)
            case NSFileReadInvalidFileNameError, NSFileWriteInvalidFileNameError: return "invalid file name"
            default: break
            }
        }
        let description = nsError.localizedDescription
        if description.contains("could not be completed") { return "the system refused (\(nsError.domain) \(nsError.code))" }
        return description.prefix(1).lowercased() + description.dropFirst()
    }

    /// The system's words for an `errno` value, lowercased: `no such file or directory`.
    static func reason(errno code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
