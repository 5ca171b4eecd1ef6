import ShortcutSimCore

extension ScenarioParser {
    mutating func parseHeaders() {
        if let title = headers["scenario"] {
            scenario.title = title.value
            if title.value.isEmpty { error(title.line.contentLocation, "'scenario:' needs a title") }
        } else {
            error(SourceLocation(file: source.file, line: 1, column: 1), "missing 'scenario:' header with the scenario's title")
        }
        if let rules = headers["rules"] { parseRules(rules.value, line: rules.line, column: rules.valueColumn) }
        if let seed = headers["seed"] { parseSeed(seed.value, line: seed.line, column: seed.valueColumn) }
        if let profile = headers["profile"] {
            let location = profile.line.location(column: profile.valueColumn)
            if let named = PlatformProfile.named(profile.value) {
                scenario.profile = named
                scenario.profileLocation = location
            } else {
                error(location, "unknown profile '\(profile.value)'",
                      notes: Self.didYouMean(profile.value, PlatformProfile.all.map(\.name))
                        + ["the profiles are " + PlatformProfile.all.map(\.name).joined(separator: ", ")])
            }
        }
        if let lifecycle = headers["lifecycle"] {
            let location = lifecycle.line.location(column: lifecycle.valueColumn)
            switch lifecycle.value {
            case "app-delegate": scenario.app.usesScenes = false
            case "scenes":
                scenario.app.usesScenes = true
                if !scenario.profile.supportsScenes {
                    error(location, "the \(scenario.profile.name) profile has no scene lifecycle (iOS 13 and later)",
                          notes: ["use 'profile: ios13' or later"])
                }
            default:
                error(location, "unknown lifecycle '\(lifecycle.value)'",
                      notes: Self.didYouMean(lifecycle.value, ["app-delegate", "scenes"]) + ["write 'lifecycle: app-delegate' or 'lifecycle: scenes'"])
            }
        }
        if let build = headers["build"] {
            switch build.value {
            case "app-store": scenario.isAppStoreBuild = true
            case "development": scenario.isAppStoreBuild = false
            default:
                error(build.line.location(column: build.valueColumn), "unknown build '\(build.value)'",
                      notes: Self.didYouMean(build.value, ["app-store", "development"]) + ["write 'build: app-store' or 'build: development'"])
            }
        }
    }

    private mutating func parseRules(_ value: String, line: SourceLine, column: Int) {
        var offset = 0
        for part in value.split(separator: " ", omittingEmptySubsequences: false) {
            defer { offset += part.count + 1 }
            let id = part.trimmingCharacters(in: [","])
            guard !id.isEmpty else { continue }
            let location = line.location(column: column + offset)
            if RuleCatalog.contains(RuleID(id)) {
                scenario.rules.append(RuleID(id))
            } else {
                error(location, "unknown rule '\(id)'", notes: Self.didYouMean(id, RuleCatalog.all.map(\.id.rawValue))
                    + ["rule IDs are those of shared/reference/lifecycle-rules.md, such as A2.3"])
            }
        }
    }

    private mutating func parseSeed(_ value: String, line: SourceLine, column: Int) {
        let matches = RuleCatalog.seedFiles.filter { $0 == value || $0.hasPrefix(value + "_") }
        if matches.count == 1 {
            scenario.seed = matches[0]
        } else {
            error(line.location(column: column), "unknown seed '\(value)'",
                  notes: ["the seeds are " + RuleCatalog.seedFiles.joined(separator: ", ") + " (the three-digit prefix is enough)"])
        }
    }
}
