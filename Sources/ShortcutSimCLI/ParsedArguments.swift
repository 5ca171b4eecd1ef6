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

    /// Parses arguments; `options` take a value, `flags` do not. `--help` and `-h` are always flags.
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
            if allFlags.contains(name), inlineValue == nil {
                flags.insert(name == "-h" ? "--help" : name)
            } else if allowedOptions.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else if index < arguments.count {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(name) needs a value")
                }
            } else {
                let suggestion = Suggestion.closest(to: name, in: allowedOptions + allowedFlags).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(message: "unknown option '\(name)'\(suggestion)")
            }
        }
    }
}
