import ShortcutSimCore

/// `shortcut-sim profiles [NAME]`: prints the platform profiles and their settings.
enum ProfilesCommand {
    static let help = """
    USAGE: shortcut-sim profiles [NAME]

    Prints each platform profile's settings with the rule behind each. Settings marked PROFILE
    stand for rules the reference leaves unsettled (Apple is silent and reports disagree).

    OPTIONS:
      -h, --help       Show this help
    """

    static func run(_ arguments: [String], console: Console) throws(ExitCode) -> ExitCode {
        let parsed = try CommandLineTool.arguments(arguments, options: [], flags: [], help: help, console: console)
        var profiles = PlatformProfile.all
        if !parsed.positionals.isEmpty {
            var chosen: [PlatformProfile] = []
            for name in parsed.positionals {
                guard let profile = PlatformProfile.named(name) else {
                    let suggestion = Suggestion.closest(to: name, in: PlatformProfile.all.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
                    console.errorLine("error: unknown profile '\(name)'\(suggestion)")
                    return .invalidInput
                }
                chosen.append(profile)
            }
            profiles = chosen
        }
        console.line(profiles.map(\.settingsDescription).joined(separator: "\n\n"))
        return .success
    }
}
