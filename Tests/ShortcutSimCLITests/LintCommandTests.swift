import Foundation
import Testing

/// `shortcut-sim lint` on files a user can get wrong: paths that are not files, control characters,
/// an SF Symbol on iOS 12, strings that localize nothing (C1.1, C1.4, C1.5).
@Suite("lint command")
struct LintCommandTests {
    /// An Info.plist with the given items, each `(type, title, extra keys)`.
    static func plist(_ items: [(String, String, [(String, String)])]) -> String {
        let dicts = items.map { type, title, extra in
            "\t\t<dict>\n" + ([("UIApplicationShortcutItemType", type), ("UIApplicationShortcutItemTitle", title)] + extra)
                .map { "\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>\n" }.joined() + "\t\t</dict>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>UIApplicationShortcutItems</key>\n\t<array>\n"
            + dicts.joined() + "\t</array>\n</dict>\n</plist>\n"
    }

    @Test("lint: a folder, /dev/null and a FIFO exit 2 with a sentence at path:1:1, without hanging")
    func notRegularFiles() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("Info.plist").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases = [
            (folder.path, "error: cannot read the file: it is a folder, not a file"),
            ("/dev/null", "error: cannot read the file: it is a character device, not a regular file"),
            (fifo, "error: cannot read the file: it is a named pipe (FIFO), not a regular file"),
        ]
        for (path, message) in cases {
            let run = tool(["lint", path])
            #expect(run.code == 2, "\(run)")
            #expect(run.stderrLines.first == "\(path):1:1: \(message)", "\(run)")
            #expect(!run.stderr.contains("NSCocoaErrorDomain") && run.stdout.isEmpty, "\(run)")
        }
        let plist = try folder.write("App/Info.plist", Self.plist([("Search", "Search", [])]))
        let app = folder.url.appendingPathComponent("App").path
        // A folder given for --strings is pointed to the strings table in it, never to its Info.plist.
        let strings = tool(["lint", plist, "--strings", app])
        #expect(strings.code == 2, "\(strings)")
        #expect(strings.stderrLines == [
            "\(app):1:1: error: cannot read the file: it is a folder, not a file",
            "note: name the file itself, such as MyApp/en.lproj/InfoPlist.strings",
        ], "\(strings)")
        let table = try folder.write("App/InfoPlist.strings", "\"Search\" = \"Suche\";\n")
        let withTable = tool(["lint", plist, "--strings", app])
        #expect(withTable.code == 2 && withTable.stderrLines.last == "note: did you mean '\(table)'?", "\(withTable)")
        let plistFolder = tool(["lint", app])
        #expect(plistFolder.code == 2 && plistFolder.stderrLines.last == "note: did you mean '\(plist)'?", "\(plistFolder)")
    }

    @Test("lint: a scenario file is not read as a plist; the error names 'run' and the note the 'plist:' line")
    func scenarioFile() throws {
        let folder = try TemporaryFolder()
        let scenario = try folder.write("Search.scenario", "scenario: Search\nshortcuts:\n  plist: Info.plist\n")
        let run = tool(["lint", scenario])
        #expect(run.code == 2, "\(run)")
        #expect(run.stderrLines == [
            "\(scenario):1:1: error: lint reads an Info.plist, and this is a scenario: check it with 'shortcut-sim run \(scenario)'",
            "note: to lint the Info.plist a scenario loads, give the file its 'plist:' line names",
        ], "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
    }

    @Test("lint: control characters in a type or title are escaped in the menu, as in diagnostics")
    func controlCharactersInMenu() throws {
        let folder = try TemporaryFolder()
        let plist = try folder.write("Info.plist", Self.plist([("Scan&#x1b;]0;pwned&#x7;", "Red&#x1b;[31m", [])]))
        let run = tool(["lint", plist])
        #expect(run.code == 0, "\(run)")
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "raw control characters reached the terminal\n\(run)")
        // The type is written as a scenario names it: in quotes, since it holds a bracket.
        #expect(run.stdoutLines.contains("  \"Scan\\u{1B}]0;pwned\\u{7}\"  \"Red\\u{1B}[31m\"  (static, title may wrap to 2 lines)"), "\(run)")
    }

    @Test("lint: a static item beyond the menu's slots is a warning at its item, counted in the summary (C2.2)")
    func staticItemWithoutSlot() throws {
        let folder = try TemporaryFolder()
        let plist = try folder.write("Info.plist", Self.plist((1...5).map { ("T\($0)", "Title \($0)", []) }))
        let lint = tool(["lint", plist])
        #expect(lint.code == 0, "\(lint)")
        #expect(lint.stderrLines.count == 1 && lint.stderrLines.first?.contains(": warning: item 4: 'T5' gets no slot: the ios13 menu shows the first 4 items, in plist order (C2.2)") == true,
                "\(lint)")
        #expect(lint.stdoutLines.first == "\(plist): 5 static quick actions, 1 warning", "\(lint)")
        #expect(lint.stdoutLines.contains("  (not shown: no slot left) T5"), "\(lint)")
    }

    @Test("run: a plist that repeats a static type says so at its plist: line; the plist's warning names the item (C1.2)")
    func repeatedStaticTypeInPlist() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Info.plist", Self.plist([("Long", "First", []), ("Short", "Second", []), ("Long", "Third", [])]))
        let scenario = try folder.write("dup.scenario", """
            scenario: a plist with one type twice
            shortcuts:
              plist: Info.plist
            steps:
              install

            """)
        let run = tool(["run", scenario])
        #expect(run.code != 0, "\(run)")
        #expect(run.stderrLines.contains("\(scenario):3:10: error: the plist declares the static type 'Long' twice"), "\(run)")
        #expect(run.stderr.contains("Info.plist:") && run.stderr.contains("warning: item 2: UIApplicationShortcutItemType 'Long' is also the type of item 0"), "\(run)")
        #expect(!run.stderr.contains("which line 3 declares too"), "the plist: line is not a second declaration: \(run)")
    }

    @Test("lint --profile ios9: an SF Symbol does not win; the menu shows the icon file iOS 12 draws (C1.1, C1.4)")
    func symbolOnIOS9() throws {
        let folder = try TemporaryFolder()
        let plist = try folder.write("Info.plist", Self.plist([
            ("Fav", "Favorites", [("UIApplicationShortcutItemIconSymbolName", "star.fill"), ("UIApplicationShortcutItemIconFile", "fav")]),
        ]))
        let ios9 = tool(["lint", plist, "--profile", "ios9"])
        #expect(ios9.code == 0, "\(ios9)")
        #expect(ios9.stderrLines == [
            "\(plist):11:4: warning: item 0: UIApplicationShortcutItemIconSymbolName 'star.fill' needs iOS 13 or later (C1.1); the ios9 profile has no SF Symbols, so iOS shows UIApplicationShortcutItemIconFile 'fav' instead (C1.4)",
        ], "\(ios9)")
        #expect(ios9.stdoutLines.contains("  Fav  \"Favorites\"  (static, icon file:fav, title may wrap to 2 lines)"), "\(ios9)")
        let ios13 = tool(["lint", plist])
        #expect(ios13.stdoutLines.contains("  Fav  \"Favorites\"  (static, icon symbol:star.fill, title may wrap to 2 lines)"), "\(ios13)")
        // Apple's sample: "To support older versions of iOS, you can specify multiple icon-related keys".
        #expect(ios13.stderr.isEmpty, "the icon file is the fallback of iOS 12 and earlier, not a mistake: \(ios13)")
    }

    @Test("lint --strings: keys keyed by type, repeated keys and empty translations are warnings; a missing ';' is one located error")
    func stringsWarnings() throws {
        let folder = try TemporaryFolder()
        let plist = try folder.write("Info.plist", Self.plist([("Search", "Search", []), ("Coupon", "Coupons", [])]))
        let strings = try folder.write("InfoPlist.strings", "\"Coupon\" = \"美团券\";\n\"Search\" = \"\";\n\"Search\" = \"搜索\";\n\"CFBundleDisplayName\" = \"美团\";\n")
        let run = tool(["lint", plist, "--strings", strings])
        #expect(run.code == 0, "\(run)")
        #expect(run.stderrLines.filter { $0.contains(": warning: ") }.map { $0.replacingOccurrences(of: strings, with: "S") } == [
            "S:1:1: warning: \"Coupon\" matches no static title or subtitle, so iOS never uses it; InfoPlist.strings is keyed by the title's value (C1.5)",
            "S:2:1: warning: \"Search\" appears again at line 3; a strings table keeps only the last value of a key, so this one (\"\") is ignored (C1.5)",
        ], "\(run)")
        #expect(run.stdoutLines.first == "\(plist): 2 static quick actions, 2 warnings", "\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("  Search  \"搜索\"") }, "\(run)")

        let broken = try folder.write("Broken.strings", "\"Search\" = \"搜索\"\n\"Coupons\" = \"x\";\n")
        let error = tool(["lint", plist, "--strings", broken])
        #expect(error.code == 2, "\(error)")
        #expect(error.stderrLines == [
            "\(broken):1:16: error: file is not a valid strings file of \"key\" = \"value\"; entries",
            "note: expected ';' at the end of this entry",
        ], "\(error)")
    }

    @Test("lint: a type with an Xcode build variable is listed as written, with a warning at its value")
    func buildVariable() throws {
        let folder = try TemporaryFolder()
        let plist = try folder.write("Info.plist", Self.plist([("$(PRODUCT_BUNDLE_IDENTIFIER).search", "Search", [])]))
        let run = tool(["lint", plist])
        #expect(run.code == 0, "\(run)")
        #expect(run.stderrLines.first == "\(plist):8:4: warning: item 0: UIApplicationShortcutItemType contains the Xcode build variable $(PRODUCT_BUNDLE_IDENTIFIER), which stays unexpanded", "\(run)")
        #expect(run.stdoutLines.contains { $0.hasPrefix("  $(PRODUCT_BUNDLE_IDENTIFIER).search  \"Search\"") }, "\(run)")
    }

    @Test("lint --images: an IconFile the bundle does not hold is a warning at its item, and its row shows no icon (C1.4)")
    func missingTemplateImage() throws {
        let folder = try TemporaryFolder()
        // cordova-plugin-3dtouch#9: an IconFile "VIP" that PhoneGap Build never copied into the bundle.
        let plist = try folder.write("Info.plist", Self.plist([
            ("compose", "Compose", [("UIApplicationShortcutItemIconType", "UIApplicationShortcutIconTypeCompose")]),
            ("vip", "VIP", [("UIApplicationShortcutItemIconFile", "VIP")]),
        ]))
        let missing = tool(["lint", plist, "--images", "vip , cloud,"])
        #expect(missing.code == 0, "expected exit 0 (a warning), found \(missing)")
        #expect(missing.stderrLines == [
            "\(plist):14:3: warning: item 1: the icon file 'VIP' is not among the bundle's template images (--images): the row shows no icon (C1.4)",
            "note: did you mean 'vip'?",
        ], "expected one warning at the second item with the image of the same letters, found \(missing)")
        #expect(missing.stdoutLines.contains("  vip  \"VIP\"  (static, title may wrap to 2 lines)"), "expected the VIP row without an icon, found \(missing)")
        #expect(missing.stdoutLines.contains { $0.hasPrefix("  compose  \"Compose\"  (static, icon compose") }, "expected the system icon kept, found \(missing)")
        let present = tool(["lint", plist, "--images", "VIP"])
        #expect(present.stderr.isEmpty && present.stdoutLines.contains("  vip  \"VIP\"  (static, icon file:VIP, title may wrap to 2 lines)"),
                "expected no warning and the file icon when the bundle holds VIP, found \(present)")
        let unknown = tool(["lint", plist])
        #expect(unknown.stderr.isEmpty && unknown.stdoutLines.contains { $0.contains("icon file:VIP") },
                "expected no check without --images (the bundle's images unknown), found \(unknown)")
    }
}
