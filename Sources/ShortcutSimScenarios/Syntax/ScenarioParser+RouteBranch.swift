import ShortcutSimCore

extension ScenarioParser {
    /// The clauses of `routes:` with each one that starts with `else` (or a near miss of it right after a
    /// branch's `ready`) joined to the one before it, so
    /// `A -> Page if login ready, else -> Login` is one route, as a trigger's `if M ready, else dropped` is one setting.
    static func joiningElseClauses(_ clauses: [[Token]]) -> [[Token]] {
        var joined: [[Token]] = []
        for clause in clauses {
            // `…ready, els -> Alert`: a near miss of `else` after a branch's `ready` is read there, to be named as such.
            if let first = clause.first?.raw, let previous = joined.last,
               first == "else" || previous.last?.raw == "ready" && Suggestion.closest(to: first, in: ["else"]) != nil {
                joined[joined.count - 1] += clause
            } else {
                joined.append(clause)
            }
        }
        return joined
    }

    /// Reads `if M [and M] ready, else -> OTHER` or `unless M ready, else -> OTHER` after a route's destination,
    /// the reader on `if` or `unless`: the destination's code checks the milestones as the router opens it and
    /// shows OTHER instead, as GoodNight shows an alert rather than turn an adjustment on while another one is.
    /// What the app does with an item is its own job (C1.2). Returns false after an error.
    mutating func parseRouteBranch(_ reader: inout PhraseReader, condition: RouteBranch.Condition, type: Token, destination: Token,
                                   into route: inout RouteDeclaration) -> Bool {
        let word = reader.next()!
        let form = "\(type.raw) -> \(destination.raw) \(condition.rawValue) MILESTONE ready, else -> OTHER"
        if let previous = route.branch {
            error(word.location, "the route for \(type.raw) already says '\(previous.condition.rawValue) … ready, else -> \(previous.otherDestination)'; keep one",
                  notes: ["list the milestones with 'and': '\(type.raw) -> \(destination.raw) \(previous.condition.rawValue) M1 and M2 ready, else -> \(previous.otherDestination)'"])
            return false
        }
        let milestones = routeMilestones(&reader, form: form)
        guard !milestones.isEmpty else { return false }
        guard reader.accept("ready") else {
            let found = reader.current
            error(found?.location ?? reader.location, "expected 'ready' after the milestones of '\(condition.rawValue)'" + (found.map { ", found '\($0.raw)'" } ?? ""),
                  notes: (found.map { Self.didYouMean($0.raw, ["ready"]) } ?? []) + ["write '\(form)'"])
            return false
        }
        let elseWord = reader.next()
        guard let elseWord, elseWord.raw == "else" else {
            error(elseWord?.location ?? reader.location,
                  "expected ', else -> DESTINATION' after '\(condition.rawValue) \(milestones.map(\.name).joined(separator: " and ")) ready': the screen the router opens otherwise"
                    + (elseWord.map { ", found '\($0.raw)'" } ?? ""),
                  notes: (elseWord.map { Self.didYouMean($0.raw, ["else"]) } ?? []) + ["write '\(form)'"])
            return false
        }
        guard reader.accept("->"), let other = reader.next() else {
            let outcome = reader.current?.raw
            // `if blog ready, else dropped`: a trigger's words; on a route the destination drops or crashes `without` the milestone.
            let routeWords = outcome.flatMap { HandlingTrigger.NotReadyOutcome(routeWord: $0) }.map { known in
                ["a route whose destination \(known == .crashes ? "crashes" : "drops the item") without the milestone is written '\(type.raw) -> \(destination.raw) \(known.routeWord) without \(milestones.map(\.name).joined(separator: " and "))'"]
            } ?? []
            error(reader.current?.location ?? elseWord.location(offset: elseWord.raw.count), "expected '-> DESTINATION' after 'else'" + (outcome.map { ", found '\($0)'" } ?? ""),
                  notes: routeWords + ["write '\(form)'"])
            return false
        }
        route.branch = RouteBranch(condition: condition, milestones: milestones, otherDestination: other.raw)
        return true
    }
}
