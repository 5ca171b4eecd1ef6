import Foundation

/// The checks the commands make before they write a file. Files the commands read are checked by
/// the library as it reads them (`UserFile`, which also words every file error, reading or writing:
/// `UserFile.reason(of:)`), so that no raw Foundation message (`NSCocoaErrorDomain error 512`)
/// reaches the user.
enum FileSystemChecks {
    /// Why a file cannot be written at `path`, or nil when it can: checked before the work starts,
    /// so a mistyped output path costs nothing. `example` names a file for when `path` is a folder.
    ///
    /// Its folder check is not `UserFile`'s: that one refuses a folder given as a file to read, when
    /// it is read; this one refuses a folder given as a file to write, before anything runs (a run
    /// of the whole library, an exploration), which the write itself would only report at the end.
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

    /// Whether a folder (or a link to one) is at `path`: for `docs`, which checks every page it
    /// would write before it writes one.
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
}
