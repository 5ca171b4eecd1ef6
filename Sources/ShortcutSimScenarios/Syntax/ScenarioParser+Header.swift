import ShortcutSimCore

extension ScenarioParser {
    mutating func parseHeaders() {
        if let title = headers["scenario"] {
            scenario.title = title.value
            if title.value.isEmpty { error(title.line.contentLocation, "'scenario:' needs a title") }
            // 'scenario: Expo before #49925 - …': an issue number after a space starts a comment.
            let line = title.line
            let afterTitle = line.characters[line.contentEnd...].drop(while: { $0 == " " || $0 == "\t" })
            if afterTitle.first == "#", afterTitle.dropFirst().first?.isNumber == true {
                let comment = String(afterTitle)
                warning(line.location(column: afterTitle.startIndex + 1),
                        "the title ends before '\(comment)': a '#' after a space starts a comment",
                        notes: ["to keep an issue number in the title, write it without the space, as in 'expo#49925', or as 'issue 49925'"])
            }
        } else {
            error(SourceLocation(file: source.file, line: 1, column: 1), "missing 'scenario:' header with the scenario's title")
        }
        if let rules = headers["rules"] { parseRules(rules.value, line: rules.line, column: rules.valueColumn) }
        if let seed = headers["seed"] { parseSeed(seed.value, line: seed.line, column: seed.valueColumn) }
        if let profile = headers["profile"] { parseProfiles(profile.value, line: profile.line, column: profile.valueColumn) }
        if let lifecycle = headers["lifecycle"] {
            let location = lifecycle.line.location(column: lifecycle.valueColumn)
            switch lifecycle.value {
            case "app-delegate": scenario.app.usesScenes = false
            case "scenes", "both":
                scenario.app.usesScenes = lifecycle.value == "scenes"
                if lifecycle.value == "both" { scenario.variation.lifecycles = [.appDelegate, .scenes] }
                if !(scenario.variation.profiles + [scenario.profile]).contains(where: \.supportsScenes) {
                    error(location, "the \(scenario.profile.name) profile has no scene lifecycle (iOS 13 and later)",
                          notes: lifecycle.value == "both"
                            ? ["an app that adopts scenes runs its app-delegate methods on \(scenario.profile.name): list a profile with scenes too, such as 'profile: \(scenario.profile.name) ios13', to explore both, or write 'lifecycle: app-delegate'"]
                            : ["use 'profile: ios13' or later"])
                } else if lifecycle.value == "scenes", headers["profile"]?.value != "every",
                          let old = scenario.variation.profiles.first(where: { !$0.supportsScenes }) {
                    // A list that names a profile without scenes would have it dropped without a word ('every' drops it by design).
                    error(location, "the \(old.name) profile in 'profile:' has no scene lifecycle (iOS 13 and later)",
                          notes: ["remove \(old.name) from the list, or write 'lifecycle: both' to explore its app-delegate runs"])
                }
            default:
                let choices = ["app-delegate", "scenes", "both"]
                error(location, "unknown lifecycle '\(lifecycle.value)'",
                      notes: Self.didYouMean(lifecycle.value, choices)
                        + ["write 'lifecycle: app-delegate', 'lifecycle: scenes' or 'lifecycle: both' (explored)"])
                // A near miss (`scene`) is read as meant, so the scene settings below it get no second error
                // telling the author to add the header they wrote.
                if Suggestion.closest(to: lifecycle.value, in: choices) == "scenes" { scenario.app.usesScenes = true }
            }
        }
        if let kill = headers["system kill"] {
            switch kill.value {
            case "anywhere while suspended": scenario.variation.killsWhileSuspended = true
            case "never": scenario.variation.killsWhileSuspended = false
            default:
                error(kill.line.location(column: kill.valueColumn), "unknown 'system kill:' value '\(kill.value)'",
                      notes: Self.didYouMean(kill.value, ["anywhere while suspended", "never"])
                        + ["write 'system kill: anywhere while suspended' (explored, A7.4) or 'system kill: never'"])
            }
        }
        if let step = headers["time step"] {
            let location = step.line.location(column: step.valueColumn)
            if let duration = attempt({ () throws(DiagnosticError) in try DurationSyntax.duration(step.value, at: location) }) {
                if let duration, duration > .zero {
                    scenario.variation.timeStep = duration
                    timeStepLocation = location
                } else {
                    let bare = Double(step.value) != nil && step.value.first?.isNumber == true && Double(step.value) != 0
                    error(location, "expected a positive duration such as 500ms after 'time step:'",
                          notes: bare ? ["did you mean '\(step.value)ms'?"] : [])
                }
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
        if let forceTouch = headers["force touch"] {
            let location = forceTouch.line.location(column: forceTouch.valueColumn)
            if let capability = ForceTouchCapability(rawValue: forceTouch.value) {
                scenario.forceTouch = capability
                // The profiles the scenario runs on: a scene-only scenario never runs on ios9.
                let profiles = ExplorationVariant.all(of: scenario, profileOverride: nil).map(\.profile)
                    .reduce(into: [PlatformProfile]()) { if !$0.contains($1) { $0.append($1) } }
                if capability == .unavailable, !profiles.contains(where: \.quickActionsRequire3DTouch) {
                    // Said after the app is read: an app that checks forceTouchCapability makes the header matter.
                    forceTouchWithoutMenuEffect = (location, profiles.map(\.name))
                }
            } else {
                error(location, "unknown 'force touch:' value '\(forceTouch.value)'",
                      notes: Self.didYouMean(forceTouch.value, ForceTouchCapability.allCases.map(\.rawValue))
                        + ["write 'force touch: available' (3D Touch, the default) or 'force touch: unavailable' (an iPhone without 3D Touch, E1)"])
            }
        }
    }

    /// `profile: ios13`, a list (`profile: ios13 ios26`) or `profile: every`; more than one is explored.
    private mutating func parseProfiles(_ value: String, line: SourceLine, column: Int) {
        if value.isEmpty {
            error(line.location(column: column), "expected a profile after 'profile:'",
                  notes: ["the profiles are " + PlatformProfile.all.map(\.name).joined(separator: ", ") + ", or 'every' (explored)"])
            return
        }
        if value == "every" {
            scenario.profile = PlatformProfile.all[0]
            scenario.variation.profiles = PlatformProfile.all
            scenario.profileLocation = line.location(column: column)
            return
        }
        var profiles: [PlatformProfile] = []
        let items = Self.listItems(value)
        var skipped: Int?  // the version after `iOS`, reported with it
        for (index, (name, offset)) in items.enumerated() {
            if isStopped { break }
            if index == skipped { continue }
            let location = line.location(column: column + offset)
            // `iOS 13`, `iPadOS 26`: the platform and its version written apart, as Apple writes them.
            if ["ios", "ipados"].contains(name.lowercased()), index + 1 < items.count, let version = Int(items[index + 1].item) {
                skipped = index + 1
                let joined = name.lowercased() + String(version)
                let meant = PlatformProfile.named(joined)?.name ?? Self.profileCovering(joined)
                error(location, "unknown profile '\(name) \(version)'",
                      notes: (meant.map { ["did you mean '\($0)'?" + ($0 == joined ? "" : " iOS versions are grouped by behaviour: \(joined) behaves as '\($0)', the profile of the nearest version before it")] } ?? [])
                        + ["a profile is one word in lower case; the profiles are " + PlatformProfile.all.map(\.name).joined(separator: ", ") + ", or 'every' (explored)"])
                continue
            }
            if let named = PlatformProfile.named(name) {
                if profiles.contains(named) {
                    error(location, "profile '\(name)' is listed twice")
                } else {
                    profiles.append(named)
                }
            } else if name == "every" {
                error(location, "'every' stands alone: it already names every profile",
                      notes: ["write 'profile: every', or list the profiles to explore, such as 'profile: ios13 ios26'"])
            } else {
                let lowered = PlatformProfile.named(name.lowercased()).map { ["did you mean '\($0.name)'? profile names are in lower case"] }
                error(location, "unknown profile '\(name)'",
                      notes: (lowered ?? Self.profileCovering(name.lowercased()).map { ["iOS versions are grouped by behaviour: \(name) behaves as '\($0)', the profile of the nearest version before it"] }
                                ?? Self.didYouMean(name, PlatformProfile.all.map(\.name) + ["every"]))
                        + ["the profiles are " + PlatformProfile.all.map(\.name).joined(separator: ", ") + ", or 'every' (explored)"])
            }
        }
        guard let first = profiles.first else { return }
        scenario.profile = first
        scenario.profileLocation = line.location(column: column)
        if profiles.count > 1 { scenario.variation.profiles = profiles }
    }

    private mutating func parseRules(_ value: String, line: SourceLine, column: Int) {
        if Self.listItems(value).isEmpty {
            error(line.location(column: column), "'rules:' lists no rule",
                  notes: ["list the IDs of docs/rules.md that the scenario shows, such as 'rules: A1.1 A2.3', or remove the line"])
        }
        let items = Self.listItems(value)
        var skipped: Int?  // the seed number after `seed`, reported with it
        for (index, (id, offset)) in items.enumerated() {
            if isStopped { break }
            if index == skipped { continue }
            let location = line.location(column: column + offset)
            // `rules: A1.1 seed 003`, as the tables of docs/scenario-format.md cite a seed beside the rules.
            if id.lowercased() == "seed" || id.lowercased() == "seed:" {
                let number = index + 1 < items.count && items[index + 1].item.allSatisfy(\.isNumber) ? items[index + 1].item : nil
                if number != nil { skipped = index + 1 }
                error(location, "a seed is not a rule: it has a header of its own",
                      notes: ["write '\("seed: " + (number ?? "003"))' on a line of its own, and list only rule IDs in 'rules:' (docs/rules.md)"])
                continue
            }
            if scenario.rules.contains(RuleID(id)) {
                error(location, "rule \(id) is listed twice", notes: ["list each rule once"])
            } else if RuleCatalog.contains(RuleID(id)) {
                scenario.rules.append(RuleID(id))
            } else {
                // `A1.1;A1.2`, `A1.1/A1.2`: known rules joined by another separator than a space or a comma.
                let parts = id.split(whereSeparator: { ";/|+&".contains($0) }).map(String.init)
                let joined = parts.count > 1 && parts.allSatisfy { RuleCatalog.contains(RuleID($0)) }
                error(location, "unknown rule '\(id)'",
                      notes: (joined ? ["did you mean '\(parts.joined(separator: " "))'? rule IDs are separated by spaces or commas"]
                                     : Self.didYouMean(id, RuleCatalog.all.map(\.id.rawValue)))
                    + ["the rule IDs are listed in docs/rules.md, such as A2.3"])
            }
        }
    }

    /// The items of a header list, separated by spaces, tabs or commas, each with its offset in
    /// characters from the start of the value: `A1.1, A2.1`, `A1.1,A2.1` and `ios13 ios26` alike.
    /// A value of ASCII is cut as bytes unless `readingBytes` is false, which the tests use to compare both ways.
    static func listItems(_ value: String, readingBytes: Bool = true) -> [(item: String, offset: Int)] {
        // In ASCII a character is a byte: cut the bytes, without comparing `Character`s (the `rules:`
        // line of every file is read here, and that cost a hundred instructions a character).
        if readingBytes, let items = value.withASCIIBytes({ bytes in
            var items: [(item: String, offset: Int)] = []
            var start: Int?
            for offset in 0...bytes.count {
                let separates = offset == bytes.count || bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x2C
                if separates, let first = start {
                    items.append((String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<offset]), as: UTF8.self), first))
                    start = nil
                } else if !separates, start == nil {
                    start = offset
                }
            }
            return items
        }) {
            return items
        }
        var items: [(item: String, offset: Int)] = []
        var current = "", start = 0
        for (offset, character) in value.enumerated() {
            if character == " " || character == "\t" || character == "," {
                if !current.isEmpty { items.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { items.append((current, start)) }
        return items
    }

    private mutating func parseSeed(_ value: String, line: SourceLine, column: Int) {
        let matches = RuleCatalog.seedFiles.filter { $0 == value || $0.hasPrefix(value + "_") }
        if matches.count == 1 {
            scenario.seed = matches[0]
        } else {
            // `seed: 3`: the number without the prefix's leading zeros.
            let padded = Int(value).map { String(repeating: "0", count: max(0, 3 - String($0).count)) + String($0) }
            let meant = padded.flatMap { prefix in RuleCatalog.seedFiles.contains { $0.hasPrefix(prefix + "_") } ? prefix : nil }
            error(line.location(column: column), "unknown seed '\(value)'",
                  notes: (meant.map { ["did you mean 'seed: \($0)'? the prefix is three digits"] } ?? [])
                    + ["the seeds are " + RuleCatalog.seedFiles.joined(separator: ", ") + " (the three-digit prefix is enough)"])
        }
    }

    /// The profile a version-named profile that does not exist falls under: `ios17` is `ios13`, the
    /// profile of the nearest earlier version with the same prefix (`ios`, `ipados`); nil otherwise.
    static func profileCovering(_ name: String) -> String? {
        let prefix = name.prefix { !$0.isNumber }
        guard let version = Int(name.dropFirst(prefix.count)), !prefix.isEmpty else { return nil }
        return PlatformProfile.all.compactMap { profile -> (String, Int)? in
            guard profile.name.hasPrefix(prefix), let start = Int(profile.name.dropFirst(prefix.count)), start <= version else { return nil }
            return (profile.name, start)
        }.max { $0.1 < $1.1 }?.0
    }

    /// Warns that `force touch: unavailable` changes nothing: every profile the scenario runs on shows
    /// quick actions on every device (E1), and no `dynamic items:` line checks `forceTouchCapability`.
    /// Runs after the app is read.
    mutating func warnOfForceTouchWithoutEffect() {
        guard let (location, profiles) = forceTouchWithoutMenuEffect,
              !scenario.app.dynamicItemsCode.contains(where: \.requiresForceTouch) else { return }
        warning(location, "'force touch: unavailable' changes nothing on " + profiles.joined(separator: ", ")
                + ": from iOS 13 every device shows quick actions on touch and hold (E1)",
                notes: ["use 'profile: ios9' for an iPhone without 3D Touch on iOS 9–12, or remove the line",
                        "an app that sets its items only with 3D Touch is 'dynamic items: …, if force touch available'"])
    }
}
