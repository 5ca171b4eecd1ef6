import ShortcutSimCore

extension ScenarioParser {
    /// Whether a word between a route's type and its arrow is a `userInfo` value the router reads
    /// (`userInfo.url="app://orders"`), or a near miss of one (`userinfo.url=…`, `info.url=…`, `userInfo.url`):
    /// a word with `=` that is not quoted, or one that starts like `userInfo`.
    static func isRouteUserInfoSelector(_ token: Token) -> Bool {
        !token.isQuoted && (token.raw.contains("=") || token.raw.lowercased().hasPrefix("userinfo"))
    }

    /// The `userInfo` value of a route (`URI userInfo.name="lights_on" -> LightsOn`), or nil after an
    /// error. `userInfo["name"]=` is read as `userInfo.name=`, as Swift writes the key. The value is a
    /// string, a number or a Boolean, one a declared item of the type carries (C4.1): another would never
    /// match, so it is an error with the closest value; not checked while a `plist:` is broken.
    mutating func routeUserInfo(_ token: Token, type: Token, typeName: String, destination: String) -> RouteUserInfoCondition? {
        let raw = token.raw
        let form = "\(type.raw) userInfo.KEY=VALUE -> \(destination)"
        let headEnd = raw.firstIndex { $0 == "." || $0 == "[" || $0 == "=" } ?? raw.endIndex
        let head = String(raw[..<headEnd])
        guard head == "userInfo" else {
            let meant = Suggestion.closest(to: head, in: ["userInfo"]).map { _ in "userInfo" + raw[headEnd...] }
            error(token.location, "expected 'userInfo.KEY=VALUE' or a quoted title between the type and the arrow, found '\(raw)'",
                  notes: (meant.map { ["did you mean '\($0)'?"] } ?? [])
                    + ["a route that reads the item's userInfo is written '\(form)' (C4.1); one that reads its title, '\(type.raw) \"TITLE\" -> \(destination)'"])
            return nil
        }
        var rest = raw[headEnd...]
        var key: Substring
        if rest.first == "[" {  // `userInfo["url"]=`: the key as Swift subscripts it
            guard let close = rest.firstIndex(of: "]") else {
                error(token.location, "expected ']' after the key in '\(raw)'", notes: ["write '\(form)'"])
                return nil
            }
            key = rest[rest.index(after: rest.startIndex)..<close]
            if key.count >= 2, key.first == "\"", key.last == "\"" { key = key.dropFirst().dropLast() }
            rest = rest[rest.index(after: close)...]
        } else if rest.first == "." {
            let keyEnd = rest.firstIndex(of: "=") ?? rest.endIndex
            key = rest[rest.index(after: rest.startIndex)..<keyEnd]
            rest = rest[keyEnd...]
        } else {
            key = ""
        }
        guard !key.isEmpty else {
            error(token.location, "expected the userInfo key the router reads in '\(raw)'", notes: ["write '\(form)', such as 'userInfo.url=\"app://orders\"'"])
            return nil
        }
        guard rest.first == "=", rest.count > 1 else {
            error(token.location(offset: raw.count), "expected '=VALUE' after 'userInfo.\(key)': the value the router compares",
                  notes: ["write '\(type.raw) userInfo.\(key)=VALUE -> \(destination)': the route opens \(destination) for an item whose userInfo holds VALUE under '\(key)'"])
            return nil
        }
        if rest.hasPrefix("==") {  // `userInfo.url=="app://x"`, as code compares
            error(token.location(offset: raw.count - rest.count), "one '=' joins the key and its value",
                  notes: ["did you mean 'userInfo.\(key)=\(rest.dropFirst(2))'?"])
            return nil
        }
        let valueOffset = raw.count - rest.count + 1
        guard let value = attempt({ () throws(DiagnosticError) in try PropertyListLiteral.parse(String(rest.dropFirst()), token: token, offset: valueOffset) }) else { return nil }
        guard let written = Self.scalarLiteral(value) else {
            error(token.location(offset: valueOffset), "a route compares one value under 'userInfo.\(key)', found \(value.typeName)",
                  notes: ["write a string, a number or true/false: '\(type.raw) userInfo.\(key)=\"VALUE\" -> \(destination)'"])
            return nil
        }
        let condition = RouteUserInfoCondition(key: String(key), value: value, written: written)
        let items = scenario.shortcuts.filter { $0.item.type == typeName }.map(\.item)
        guard !hasBrokenPlist, !items.isEmpty else { return condition }
        let printed = ShortcutTypeSpelling.printed(typeName)
        let carried = items.compactMap { $0.userInfo[condition.key].flatMap(Self.scalarLiteral) }
        if carried.isEmpty {
            let keys = Set(items.flatMap(\.userInfo.keys)).sorted()
            error(token.location, "no \(printed) item carries userInfo '\(key)', so this route never matches",
                  notes: (Suggestion.closest(to: String(key), in: keys).map { ["did you mean 'userInfo.\($0)=\(written)'?"] } ?? [])
                    + [keys.isEmpty ? "no \(printed) item has a userInfo: give one 'userInfo={\(key): \(written)}'" : "the userInfo keys of \(printed): " + keys.joined(separator: ", ")])
            return nil
        }
        guard carried.contains(written) else {
            error(token.location(offset: valueOffset), "no \(printed) item carries userInfo.\(key)=\(written), so this route never matches",
                  notes: (Suggestion.closest(to: written, in: carried).map { ["did you mean 'userInfo.\(key)=\($0)'?"] } ?? []) + ["the values of userInfo.\(key) for \(printed): " + carried.joined(separator: ", ")])
            return nil
        }
        return condition
    }

    /// Warns, once the routes are read, about each declared item of a type that some route reads by a
    /// `userInfo` value but that no route of the type takes: it lacks the key, or carries another value,
    /// and there is no route for the type alone, so selecting it is `route.unhandled`: the app does nothing
    /// with it (C1.2, C4.1). The warning is at the first such route.
    mutating func warnItemsNoUserInfoRouteTakes() {
        let routes = scenario.app.routes
        var warned = Set<String>()
        for route in routes {
            guard let condition = route.userInfo, !warned.contains(route.shortcutType) else { continue }
            warned.insert(route.shortcutType)
            for declared in scenario.shortcuts where declared.item.type == route.shortcutType {
                let version = declared.versions.from ?? route.versions.from ?? 1
                guard AppDeclaration.routeIndex(in: routes, for: declared.item, version: version) == nil else { continue }
                let named = "\(ShortcutTypeSpelling.printed(declared.item.type)) \(QuotedText.quoted(declared.item.localizedTitle))"
                let holds = declared.item.userInfo[condition.key].map { "userInfo.\(condition.key)=\(Self.scalarLiteral($0) ?? $0.typeName)" }
                warning(route.location, "\(named) carries \(holds ?? "no userInfo '\(condition.key)'"), which no route of its type matches: selecting it is route.unhandled, and the app does nothing with it (C1.2, C4.1)",
                        notes: ["give the item the value its route reads (userInfo={\(condition.key): …}), or route the type alone too: '\(ShortcutTypeSpelling.printed(route.shortcutType)) -> DESTINATION'"])
            }
        }
    }

    /// A string, number or Boolean as a scenario writes it (`"app://orders"`, `42`, `true`); nil for any other value.
    static func scalarLiteral(_ value: PropertyListValue) -> String? {
        switch value {
        case .string(let text): QuotedText.quoted(text)
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .date, .data, .array, .dictionary: nil
        }
    }
}
