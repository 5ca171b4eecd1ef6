import Foundation
import ShortcutSimCore
import ShortcutSimScenarios

/// `shortcut-sim lint PLIST`: validates an Info.plist's quick actions and prints the menu.
enum LintCommand {
    static let help = """
    USAGE: shortcut-sim lint PLIST [--strings FILE] [--images NAMES] [--profile NAME] [--app-store]

    Reads UIApplicationShortcutItems from an Info.plist (XML or binary), reports every problem
    as 'file:line:column: error|warning: message', and prints the menu a user would see on touch
    and hold before the first launch (static items only, C3.3). Never modifies the file.
    Exit status: 0 when valid (warnings allowed), 2 when the file has errors.

    OPTIONS:
      --strings FILE   Localize titles with an InfoPlist.strings file (C1.5)
      --images NAMES   The template images the app bundle holds, comma-separated (asset catalog
                       image sets or image files, as UIApplicationShortcutItemIconFile names them);
                       an IconFile naming another image draws no icon (C1.4), a warning at its item
      --profile NAME   Platform profile for slots, system rows and SF Symbols (default ios13)
      --app-store      Show the menu of an App Store build (adds the Share row, C2.3)
      -h, --help       Show this help
    """

    static func run(_ arguments: [String], console: Console) throws(ExitCode) -> ExitCode {
        let parsed = try CommandLineTool.arguments(arguments, options: ["--strings", "--images", "--profile"], flags: ["--app-store"], help: help, console: console)
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            console.errorLine("error: lint takes exactly one Info.plist")
            console.errorLine(help)
            return .invalidInput
        }
        let profile = try CommandLineTool.profile(parsed, command: "lint", console: console) ?? .default
        // A scenario is not a property list: say which command checks it, before the plist decoder
        // reports its first line as not XML.
        if path.hasSuffix(".scenario") {
            CommandLineTool.report([Diagnostic(at: SourceLocation(file: path, line: 1, column: 1),
                                               "lint reads an Info.plist, and this is a scenario: check it with 'shortcut-sim run \(path)'",
                                               notes: ["to lint the Info.plist a scenario loads, give the file its 'plist:' line names"])],
                                   console: console)
            return .invalidInput
        }
        do {
            var shortcuts = try InfoPlistDecoder.decode(try UserFile.read(path), file: path, profile: profile)
            if let strings = parsed.options["--strings"] {
                shortcuts = shortcuts.localized(with: try InfoPlistStringsDecoder.decodeTable(try UserFile.read(strings, as: .strings), file: strings))
            }
            let images = parsed.options["--images"].map(Self.imageNames)
            var homeScreen = HomeScreen()
            homeScreen.install(AppBundle(staticItems: shortcuts.items, isAppStoreBuild: parsed.flags.contains("--app-store"), templateImages: images))
            let menu = homeScreen.menu(profile: profile)!
            // An IconFile the bundle does not hold: the row is there, without an icon (C1.4).
            let missingImages: [Diagnostic] = images.map { images in
                zip(shortcuts.items, shortcuts.itemLocations).enumerated().compactMap { index, item in
                    guard case .templateImage(let name) = item.0.icon, !images.contains(name) else { return nil }
                    // Suggestion lowers both names first, so an image differing only in case (`vip` for `VIP`) is at distance 0 and wins.
                    return Diagnostic(.warning, at: item.1, "item \(index): the icon file '\(name)' is not among the bundle's template images (--images): the row shows no icon (C1.4)",
                                      notes: Suggestion.note(for: name, in: images.sorted()).map { [$0] } ?? [])
                }
            } ?? []
            // The menu hides the last items of the plist, those after the slots (C2.1, C2.2): each gets a warning at its item.
            let hidden = zip(shortcuts.items, shortcuts.itemLocations).enumerated().suffix(menu.hidden.count).map { index, item in
                Diagnostic(.warning, at: item.1, "item \(index): '\(ShortcutTypeSpelling.printed(item.0.type))' gets no slot: the \(profile.name) menu shows the first \(profile.menuSlots) items, in plist order (C2.2)")
            }
            let allWarnings = (shortcuts.warnings + hidden + missingImages).inSourceOrder
            CommandLineTool.report(allWarnings, console: console)
            // Types and titles come from the user's file; the console escapes their control characters.
            let count = shortcuts.items.count, warnings = allWarnings.count
            console.line("\(path): \(count) static quick action\(count == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            console.line("menu on touch and hold (\(profile.name), \(profile.menuSlots) slots, before the first launch):")
            console.line(menu.description)
            return .success
        } catch {
            CommandLineTool.report(error.diagnostics, console: console)
            return .invalidInput
        }
    }

    /// The image names of `--images`: comma-separated, blanks around each trimmed, empty ones dropped.
    static func imageNames(_ option: String) -> Set<String> {
        Set(option.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }
}
