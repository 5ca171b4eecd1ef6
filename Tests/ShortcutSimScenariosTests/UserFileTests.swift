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

    @Test("an Info.plist or an InfoPlist.strings loaded as a scenario is one error at 1:1 naming 'lint', not a line-by-line parse")
    func propertyListsGivenAsScenarios() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("not-scenarios-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist").path
        let binary = folder.appendingPathComponent("Info-binary.scenario").path
        let strings = folder.appendingPathComponent("InfoPlist.strings").path
        let scenario = folder.appendingPathComponent("plain.scenario").path
        try Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n".utf8).write(to: URL(fileURLWithPath: plist))
        try Data("bplist00\u{8}".utf8).write(to: URL(fileURLWithPath: binary))
        try Data("\"Search\" = \"Buscar\";\n".utf8).write(to: URL(fileURLWithPath: strings))
        try Data("scenario: T\nsteps:\n  tap icon\n".utf8).write(to: URL(fileURLWithPath: scenario))
        for (path, message) in [
            (plist, "this is a property list such as an Info.plist, not a scenario: check it with 'shortcut-sim lint \(plist)'"),
            (binary, "this is a property list such as an Info.plist, not a scenario: check it with 'shortcut-sim lint \(binary)'"),
            (strings, "this is an InfoPlist.strings table, not a scenario: check it with 'shortcut-sim lint INFO.PLIST --strings \(strings)'"),
        ] {
            let error = #expect(throws: DiagnosticError.self) { try ScenarioLoader.load(path: path) }
            #expect(error?.diagnostics.map(\.message) == [message], "for \(path): \(error?.description ?? "no error")")
            #expect(error?.diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 1))
        }
        #expect(try ScenarioLoader.load(path: scenario).title == "T")
    }
}
