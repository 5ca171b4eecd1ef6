import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// `UserFile`: the files a user names are read with a sentence for what cannot be read.
@Suite("Reading the user's files")
struct UserFileTests {
    @Test("A folder, /dev/null, a FIFO and a missing path are refused with a sentence, never a raw Foundation error")
    func unreadableFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("infoplist-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.strings").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases = [
            (folder.path, "cannot read the file: it is a folder, not a file"),
            ("/dev/null", "cannot read the file: it is a character device, not a regular file"),
            (fifo, "cannot read the file: it is a named pipe (FIFO), not a regular file"),
            (folder.appendingPathComponent("missing.plist").path, "cannot read the file: no such file or directory"),
        ]
        for (path, message) in cases {
            let error = #expect(throws: DiagnosticError.self) { try UserFile.read(path) }
            #expect(error?.diagnostics.map(\.location) == [SourceLocation(file: path, line: 1, column: 1)])
            #expect(error?.diagnostics.first?.message == message, "for \(path): \(error?.description ?? "no error")")
        }
        // A scenario's file reader prints localizedDescription: it is the same sentence.
        let readError = #expect(throws: UserFile.ReadError.self) { try UserFile.contents(of: fifo) }
        #expect(readError?.localizedDescription == "it is a named pipe (FIFO), not a regular file")
        try Data("<plist/>".utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let error = #expect(throws: DiagnosticError.self) { try UserFile.read(folder.path) }
        #expect(error?.diagnostics.first?.notes == ["did you mean '\(folder.appendingPathComponent("Info.plist").path)'?"])
    }
}
