import Foundation

/// The checks the commands make before they read or write a file, and the words they use for a
/// file error, so that no raw Foundation message (`NSCocoaErrorDomain error 512`) reaches the user.
enum FileSystemChecks {
    /// Why a file cannot be written at `path`, or nil when it can: checked before the work starts,
    /// so a mistyped output path costs nothing. `example` names a file for when `path` is a folder.
    static func outputProblem(_ path: String, example: String) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            return "\(path) is a folder; name a file in it, such as \(folder.isEmpty ? "" : folder + "/")\(example)"
        }
        if manager.fileExists(atPath: path) {
            return manager.isWritableFile(atPath: path) ? nil : "\(path) cannot be written: permission denied"
        }
        let folder = parentFolder(of: path)
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            return "the folder \(folder) does not exist; create it first, or name a file in an existing folder"
        }
        guard isDirectory.boolValue else { return "\(folder) is a file, not a folder, so \(path) cannot be created" }
        guard manager.isWritableFile(atPath: folder) else { return "\(path) cannot be created: the folder \(folder) is not writable" }
        return nil
    }

    /// The folder a path is in, as written: `.` for a bare name.
    static func parentFolder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Whether a folder (or a link to one) is at `path`.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether two paths name the same file: the same path once links are resolved, or the same
    /// device and inode (a hard link). Paths that do not exist yet are compared by path only.
    static func sameFile(_ first: String, _ second: String) -> Bool {
        let firstURL = URL(fileURLWithPath: first).standardizedFileURL.resolvingSymlinksInPath()
        let secondURL = URL(fileURLWithPath: second).standardizedFileURL.resolvingSymlinksInPath()
        if firstURL.path == secondURL.path { return true }
        guard let firstIdentity = identity(firstURL.path), let secondIdentity = identity(secondURL.path) else { return false }
        return firstIdentity == secondIdentity
    }

    /// The device and inode of the file at a path (links already resolved), or nil when there is none.
    private static func identity(_ path: String) -> [UInt64]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let device = number(attributes[.systemNumber]), let inode = number(attributes[.systemFileNumber]) else { return nil }
        return [device, inode]
    }

    private static func number(_ value: Any?) -> UInt64? {
        if let number = value as? NSNumber { return number.uint64Value }
        if let number = value as? Int { return UInt64(bitPattern: Int64(number)) }
        return value as? UInt64
    }

    /// A file error in plain words: the system's reason (`is a directory`, `permission denied`),
    /// never Foundation's `The operation could not be completed`.
    static func reason(_ error: Error) -> String {
        let reason = systemReason(error)
        return reason.prefix(1).lowercased() + reason.dropFirst()
    }

    private static func systemReason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "No such file or directory"
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "Permission denied"
            case NSFileWriteOutOfSpaceError: return "No space left on device"
            case NSFileWriteVolumeReadOnlyError: return "Read-only file system"
            case NSFileReadInvalidFileNameError, NSFileWriteInvalidFileNameError: return "invalid file name"
            default: break
            }
        }
        let description = nsError.localizedDescription
        return description.contains("could not be completed") ? "the system refused (\(nsError.domain) \(nsError.code))" : description
    }
}
