import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The matcher compares the events patterns most often name field by field, read in place; every
/// other event, and ``EventPattern/matches(_:)``, through the event's words. Both ways must agree on
/// every pattern: the event's own words, and each of them changed, dropped or added.
@Suite("The matcher's fast path for common events")
struct EventPatternFastPathTests {
    /// Events of every kind the fast path reads, with and without their optional fields, and a few it does not.
    static let events: [TraceEvent.Kind] = [
        .select(type: "Search"), .select(type: "Search", title: "Find"), .select(type: "a,b"),
        .performAction(type: "Search", delivery: 1), .performAction(type: "Search", delivery: 2, title: "Find"),
        .completion(type: "Search", delivery: 1, succeeded: true), .completion(type: "Search", delivery: 1, succeeded: false),
        .route(type: "Search", destination: "SearchPage"), .route(type: "none", destination: "Home"),
        .state(.active), .state(.background), .state(.notRunning),
        .willFinishLaunching(shortcut: "Search", returned: true), .willFinishLaunching(shortcut: nil, returned: nil),
        .didFinishLaunching(shortcut: "Search", returned: false), .didFinishLaunching(shortcut: nil, returned: true),
        .didFinishLaunchingNotification(shortcut: "Search"), .didFinishLaunchingNotification(shortcut: nil),
        .launchGate(open: true, willFinish: .notImplemented, didFinish: .returned(true)),
        .launchGate(open: false, willFinish: .returned(true), didFinish: .returned(false)),
        .menu(items: ["Search", "Compose"], hidden: [], systemRows: ["editHomeScreen"]), .willEnterForeground,
        .drop(type: "Search", reason: .performActionNotImplemented, title: "Find"),
    ]

    /// Patterns for one event's words: the words themselves, then each word changed, dropped or added.
    static func patterns(for kind: TraceEvent.Kind) -> [EventWords] {
        let words = kind.words
        var variants = [words, EventWords(name: words.name)]
        variants.append(EventWords(name: words.name, subject: "Other", attributes: words.attributes, result: words.result))
        variants.append(EventWords(name: words.name, subject: words.subject, attributes: words.attributes, result: "Other"))
        variants.append(EventWords(name: words.name, subject: words.subject, attributes: [], result: words.result))
        for extra in [EventWords.Attribute("shortcut", ""), EventWords.Attribute("shortcut", "Search"), EventWords.Attribute("title", "Find"),
                      EventWords.Attribute("title", "Other"), EventWords.Attribute("willFinishLaunching", "missing"), EventWords.Attribute("didFinishLaunching", "false"),
                      EventWords.Attribute("other", "x")] {
            variants.append(EventWords(name: words.name, subject: words.subject, attributes: [extra], result: words.result))
        }
        for index in words.attributes.indices {
            var changed = words.attributes
            changed[index] = EventWords.Attribute(changed[index].key, changed[index].value + "x")
            variants.append(EventWords(name: words.name, subject: words.subject, attributes: changed, result: words.result))
        }
        return variants
    }

    @Test("the matcher agrees with the words of the event on every pattern", arguments: events)
    func agrees(_ kind: TraceEvent.Kind) {
        let event = TraceEvent(time: .start, kind: kind)
        let location = SourceLocation(file: "fast-path.scenario", line: 1, column: 1)
        for words in Self.patterns(for: kind) {
            let pattern = EventPattern(words: words, location: location)
            let expected = pattern.matches(event)
            // `count 1:` fails exactly when the pattern does not match the one event.
            let failures = ExpectationMatcher.check([Expectation(.count(1), pattern)], against: Trace([event]))
            #expect(failures.isEmpty == expected,
                    "expected '\(words)' to \(expected ? "match" : "not match") '\(event.words)' in the matcher as through its words, but the matcher \(failures.isEmpty ? "matched" : "did not match")")
        }
    }
}
