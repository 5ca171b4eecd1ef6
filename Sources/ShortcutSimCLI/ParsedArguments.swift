import ShortcutSimCore

/// A command's arguments: positionals, `--option value` pairs and `--flag`s, checked against what the command accepts.
struct ParsedArguments {
    var positionals: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

    /// A usage error: what is wrong, with a "did you mean" where one is close.
    struct UsageError: Error {
        let message: String
    }

    /// A value for each option, shown when the option is given without one.
    static let exampleValues: [String: String] = [
        "--junit": "report.xml", "--profile": "ios13", "--format": "jsonl", "--out": "docs", "--scenarios": "Scenarios",
        "--counterexample": "counterexample.scenario", "--jobs": "2", "--max-states": "100000", "--random": "1000",
        "--seed": "7", "--strings": "InfoPlist.strings", "--images": "VIP,compose", "--only": "parse",
    ]

    /// Parses arguments; `options` take a value, `flags` do not. `--help` and `-h` are always flags.
    ///
    /// An option's value is the next argument (`--junit report.xml`) or follows `=` (`--junit=report.xml`).
    /// A value that starts with `--` is refused: `run x.scenario --junit --verbose` forgot the
    /// report's name, and writing a file named `--verbose` would hide the mistake. A file whose name
    /// starts with `--` is written `./--name`. An option given twice is refused too, rather than one
    /// value silently winning.
    init(_ arguments: [String], options allowedOptions: [String], flags allowedFlags: [String]) throws(UsageError) {
        var index = 0
        let allFlags = allowedFlags + ["--help", "-h"]
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if allFlags.contains(name) {
                guard inlineValue == nil else {
                    throw UsageError(message: "\(name) takes no value; write '\(name)' alone, not '\(argument)'")
                }
                flags.insert(name == "-h" ? "--help" : name)
            } else if allowedOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: Self.missingValue(name, found: index < arguments.count ? arguments[index] : nil))
                }
                guard !value.isEmpty, !value.hasPrefix("--") else { throw UsageError(message: Self.missingValue(name, found: value)) }
                if let first = options[name] {  // `--junit a.xml --junit b.xml`: which one was meant is not for the tool to guess
                    let every = name == "--profile" ? "; to run under every profile, write '--profile every'" : ""
                    throw UsageError(message: "\(name) is given twice, as '\(first)' and as '\(value)'; give it once\(every)")
                }
                options[name] = value
            } else {
                let suggestion = Suggestion.closest(to: name, in: allowedOptions + allowedFlags).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(message: "unknown option '\(name)'\(suggestion)")
            }
        }
    }

    /// Whether an argument is an option rather than a value: it starts with `--`, or is `-h`.
    private static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") || argument == "-h"
    }

    /// `--junit needs a value, such as '--junit report.xml'`, saying what was found instead.
    private static func missingValue(_ option: String, found: String?) -> String {
        let example = "'\(option) \(exampleValues[option] ?? "VALUE")'"
        guard let found else { return "\(option) needs a value, such as \(example)" }
        if found.isEmpty { return "\(option) needs a value, such as \(example); it was given an empty one" }
        let note = found.hasPrefix("--") ? " (to name a file that starts with '--', write './\(found)')" : ""
        return "\(option) needs a value, such as \(example); '\(found)' is an option, not its value" + note
    }
}
