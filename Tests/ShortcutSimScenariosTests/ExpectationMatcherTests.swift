import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// The FileCheck-like semantics of `expect:` and `expect exactly:`, on a small scenario whose trace is known.
@Suite("Expectation matcher")
struct ExpectationMatcherTests {
    /// Lines 1–13; `expect:` is line 14, so the first expectation is line 15. Its trace (29 events):
    ///
    /// ```
    ///  3 0.000s user.select Search          14 3.000s route Search -> SearchPage     23 5.000s app.willEnterForeground
    ///  4 0.000s state inactive              15 3.000s app.completion Search -> true  25 5.000s app.performAction Coupon
    ///  9 0.000s app.performAction Search    16 5.000s user.goHome                   26 5.000s route Coupon -> CouponList
    /// 11 0.000s app.didBecomeActive         22 5.000s user.select Coupon            29 5.000s app.didBecomeActive
    /// 13 3.000s milestone root
    /// ```
    static let base = """
        scenario: Matcher
        shortcuts:
          static Search "Search"
          static Coupon "Coupons"
        app:
          routes: Search -> SearchPage, Coupon -> CouponList
          milestone root: 3s after launch
          performAction: handled when root ready
        steps:
          select Search
          wait 5s
          go home
          select Coupon

        """

    /// The line of the first expectation.
    static let firstLine = 15

    /// Runs the base scenario with these `expect:` lines.
    func run(_ expectations: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioResult {
        try ScenarioText.run(Self.base + "expect:\n" + expectations.map { "  " + $0 }.joined(separator: "\n") + "\n",
                             sourceLocation: sourceLocation)
    }

    /// Runs and requires exactly one failure, returning it.
    func failure(_ expectations: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
        let result = try run(expectations, sourceLocation: sourceLocation)
        #expect(result.failures.count == 1, "expected one failure:\n\(result.report)", sourceLocation: sourceLocation)
        return try #require(result.failures.first, "expected the expectations to fail:\n\(result.report)", sourceLocation: sourceLocation)
    }

    /// The excerpt line marked `>>`, if any.
    func markedLine(_ diagnostic: Diagnostic) -> String? {
        diagnostic.notes.flatMap { $0.split(separator: "\n").map(String.init) }.first { $0.hasPrefix("  >> ") }
    }

    /// The numbers of the excerpt lines marked `ok`.
    func okEvents(_ diagnostic: Diagnostic) -> [Int] {
        diagnostic.notes.flatMap { $0.split(separator: "\n").map(String.init) }
            .filter { $0.hasPrefix("  ok ") }
            .compactMap { line in Int(String(line.dropFirst(5).drop { $0 == " " }.prefix { $0.isNumber })) }
    }

    /// Checks a failure's location, that its message has every given word, and the `>>` marker on an event.
    func check(_ diagnostic: Diagnostic, line: Int, column: Int = 3, contains words: [String], marked: (number: Int, words: String)?,
               sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(diagnostic.location == ShortcutSimCore.SourceLocation(file: ScenarioText.file, line: line, column: column),
                "the failure is reported at the wrong place:\n\(diagnostic)", sourceLocation: sourceLocation)
        #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
        for word in words {
            #expect(diagnostic.message.contains(word) || diagnostic.notes.contains { $0.contains(word) },
                    "expected '\(word)' in the failure:\n\(diagnostic)", sourceLocation: sourceLocation)
        }
        // The legend names only the marks the excerpt shows.
        let hasOK = diagnostic.description.split(separator: "\n").contains { $0.hasPrefix("  ok ") }
        let legend = [hasOK ? "'ok' matched an expectation" : nil, marked.map { _ in "'>>' is where the check failed" }].compactMap { $0 }
        let heading = legend.isEmpty ? "trace:" : "trace (\(legend.joined(separator: ", "))):"
        #expect(diagnostic.description.contains("\n" + heading + "\n"),
                "the failure has no trace excerpt headed '\(heading)':\n\(diagnostic)", sourceLocation: sourceLocation)
        if let marked {
            let line = markedLine(diagnostic)
            #expect(line?.hasPrefix("  >> " + String(repeating: " ", count: 3 - String(marked.number).count) + "\(marked.number) ") == true
                    && line?.hasSuffix("  " + marked.words) == true,
                    "expected '>>' on event \(marked.number) '\(marked.words)', found '\(line ?? "no marked line")':\n\(diagnostic)",
                    sourceLocation: sourceLocation)
        } else {
            #expect(markedLine(diagnostic) == nil, "expected no '>>' marker:\n\(diagnostic)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - The base scenario

    @Test("the base scenario runs without defects and its trace is the one documented above")
    func baseTrace() throws {
        let result = try run([])
        #expect(result.passed, "\(result.report)")
        #expect(result.trace.count == 29, "\(result.report)")
        let documented = [3: "user.select Search", 4: "state inactive", 9: "app.performAction Search", 11: "app.didBecomeActive",
                          13: "milestone root", 14: "route Search -> SearchPage", 15: "app.completion Search -> true", 16: "user.goHome",
                          22: "user.select Coupon", 23: "app.willEnterForeground", 25: "app.performAction Coupon",
                          26: "route Coupon -> CouponList", 29: "app.didBecomeActive"]
        for (number, words) in documented.sorted(by: { $0.key < $1.key }) where number <= result.trace.count {
            #expect(result.lines[number - 1] == words, "event \(number)\n\(result.report)")
        }
    }

    // MARK: - In order

    @Test("in-order lines match later events with gaps between them")
    func inOrderWithGaps() throws {
        let result = try run(["user.select Search", "milestone root", "route Search -> SearchPage", "user.select Coupon",
                              "route Coupon", "app.didBecomeActive"])
        #expect(result.passed, "\(result.report)")
    }

    @Test("words left out match anything, and given words must be equal")
    func partialWords() throws {
        #expect(try run(["app.didFinishLaunching", "uikit.launchGate open", "uikit.launchGate didFinishLaunching=true"]).passed == false,
                "the second launchGate line must find a later gate event, and there is only one")
        #expect(try run(["app.didFinishLaunching shortcut=Search -> true", "uikit.launchGate open didFinishLaunching=true"]).passed)
        let failure = try failure(["app.didFinishLaunching shortcut=Coupon"])
        check(failure, line: Self.firstLine, contains: ["expected 'app.didFinishLaunching shortcut=Coupon' not found in the trace",
                                                       "the closest event is 'app.didFinishLaunching shortcut=Search -> true' (event 6)"],
              marked: nil)
    }

    @Test("an in-order line that occurs only earlier fails and says to check the order")
    func inOrderWrongOrder() throws {
        let failure = try failure(["route Coupon -> CouponList", "route Search -> SearchPage"])
        check(failure, line: Self.firstLine + 1,
              contains: ["expected 'route Search -> SearchPage' not found after event 26 ('route Coupon -> CouponList')",
                         "it occurs earlier, as event 14: check the order of the expectations"],
              marked: nil)
        #expect(okEvents(failure) == [26], "the matched line should be marked ok:\n\(failure)")
    }

    @Test("the first failing in-order line stops the check: later lines are not reported")
    func stopsAtFirstMissingLine() throws {
        let result = try run(["route Coupon -> CouponList", "route Search", "never: app.willEnterForeground"])
        #expect(result.failures.count == 1 && result.failures.first?.location.line == Self.firstLine + 1, "\(result.report)")
    }

    // MARK: - next:

    @Test("next: matches the event right after the previous match")
    func nextSucceeds() throws {
        let result = try run(["milestone root", "next: route Search -> SearchPage", "next: app.completion Search -> true", "next: user.goHome"])
        #expect(result.passed, "\(result.report)")
    }

    @Test("next: fails when another event comes first, and says what it found")
    func nextFails() throws {
        let failure = try failure(["user.select Search", "next: app.didFinishLaunching"])
        check(failure, line: Self.firstLine + 1,
              contains: ["expected 'app.didFinishLaunching' next, found 'state inactive'",
                         "'next:' requires the event right after the previous match"],
              marked: (4, "state inactive"))
        #expect(okEvents(failure) == [3], "the previous match should be marked ok:\n\(failure)")
    }

    @Test("next: at the end of the trace fails and says the trace ends")
    func nextAtEnd() throws {
        let failure = try failure(["route Coupon", "app.didBecomeActive", "next: user.goHome"])
        check(failure, line: Self.firstLine + 2,
              contains: ["expected 'user.goHome' next, but the trace ends", "it occurs earlier, as event 16: check the order of the expectations"],
              marked: nil)
    }

    @Test("next: whose event comes later says where, and that without 'next:' other events may come between")
    func nextComesLater() throws {
        let failure = try failure(["user.select Search", "next: app.performAction Search"])
        check(failure, line: Self.firstLine + 1,
              contains: ["expected 'app.performAction Search' next, found 'state inactive'",
                         "it occurs later, as event 9: 'next:' requires the event right after the previous match; without 'next:' other events may come between"],
              marked: (4, "state inactive"))
    }

    @Test("next: on the first line asks for the first event of the trace, and the note says so, not 'the previous match'")
    func nextOnTheFirstLineNamesTheFirstEvent() throws {
        let failure = try failure(["next: user.select Search"])
        check(failure, line: Self.firstLine,
              contains: ["expected 'user.select Search' next, found 'system.install version=1'",
                         "it occurs later, as event 3: 'next:' with no line matched before it requires the first event of the trace; "
                             + "without 'next:' other events may come between"],
              marked: (1, "system.install version=1"))
        #expect(!"\(failure)".contains("after the previous match"), "with no line matched before it there is no previous match to name:\n\(failure)")
    }

    // MARK: - not:

    @Test("not: passes when the event is absent between the two matches, even if it occurs outside them")
    func notPassesOutsideRange() throws {
        #expect(try run(["user.select Search", "not: route Search", "app.didBecomeActive"]).passed,
                "route Search comes after didBecomeActive, outside the range")
        #expect(try run(["app.didBecomeActive", "not: route Coupon", "milestone root"]).passed,
                "route Coupon comes long after milestone root, outside the range")
        #expect(try run(["user.goHome", "not: app.performAction", "user.select Coupon"]).passed,
                "both performActions are outside the range")
    }

    @Test("not: fails when the event occurs between the two matches")
    func notFailsInsideRange() throws {
        let failure = try failure(["user.select Search", "not: app.performAction Search", "app.didBecomeActive"])
        check(failure, line: Self.firstLine + 1,
              contains: ["'app.performAction Search' occurred where 'not:' forbids it",
                         "'not:' forbids it between the previous match and the next one (events 4–10)"],
              marked: (9, "app.performAction Search"))
    }

    @Test("not: before the first match covers the start of the trace")
    func notAtStart() throws {
        #expect(try run(["not: route Search", "milestone root"]).passed)
        let failure = try failure(["not: milestone root", "route Search"])
        check(failure, line: Self.firstLine, contains: ["'milestone root' occurred where 'not:' forbids it"], marked: (13, "milestone root"))
    }

    @Test("not: at the end covers everything after the last match")
    func notAtEnd() throws {
        #expect(try run(["route Coupon", "not: route Search"]).passed, "route Search happened before route Coupon")
        let failure = try failure(["milestone root", "not: route Coupon"])
        check(failure, line: Self.firstLine + 1,
              contains: ["'route Coupon' occurred where 'not:' forbids it", "(events 14–29)"],
              marked: (26, "route Coupon -> CouponList"))
    }

    // MARK: - never: and count N:

    @Test("never: fails on any occurrence anywhere, marking the first")
    func never() throws {
        #expect(try run(["never: uikit.drop", "never: app.willFinishLaunching -> false", "milestone root"]).passed)
        let failure = try failure(["route Coupon", "never: app.willEnterForeground"])
        check(failure, line: Self.firstLine + 1, contains: ["'app.willEnterForeground' occurred, but 'never:' forbids it anywhere"],
              marked: (23, "app.willEnterForeground"))
        let anywhere = try self.failure(["route Coupon", "never: user.select Search"])
        check(anywhere, line: Self.firstLine + 1, contains: ["'user.select Search' occurred"], marked: (3, "user.select Search"))
    }

    @Test("count N: requires exactly N occurrences in the whole trace", arguments: [
        ("count 2: app.performAction", true), ("count 0: uikit.drop", true), ("count 1: route Search", true),
        ("count 1: app.performAction", false), ("count 3: route", false), ("count 0: milestone root", false),
    ])
    func count(_ line: String, passes: Bool) throws {
        let result = try run(["route Coupon", line])
        #expect(result.passed == passes, "\(result.report)")
    }

    @Test("count N: failure says how many it expected and found, and marks the occurrences")
    func countFailure() throws {
        let failure = try failure(["count 1: app.performAction"])
        check(failure, line: Self.firstLine, contains: ["expected 1 event matching 'app.performAction', found 2"],
              marked: (25, "app.performAction Coupon"))
        #expect(okEvents(failure).contains(9), "the other occurrence should be marked:\n\(failure)")
    }

    // MARK: - Times

    @Test("a time prefix matches only the event at that time")
    func timePrefix() throws {
        #expect(try run(["3s route Search -> SearchPage", "3.000s app.completion Search", "5s app.didBecomeActive"]).passed,
                "5s app.didBecomeActive must skip the one at 0s")
        #expect(try run(["next: 0s system.install", "3s milestone root", "next: 3.000s route Search"]).passed)
        #expect(try run(["1500ms milestone root"]).passed == false)
    }

    @Test("a time prefix failure says at what time the event actually happened")
    func timePrefixFailure() throws {
        let failure = try failure(["0s route Search"])
        check(failure, line: Self.firstLine,
              contains: ["expected '0.000s route Search' not found in the trace",
                         "'route Search -> SearchPage' occurs at 3.000s, not at 0.000s"],
              marked: nil)
    }

    @Test("a time prefix that misses a later event of the same words names that event's time, and the earlier event the line matches as written")
    func timePrefixFailureAfterAnEarlierMatch() throws {
        // app.didBecomeActive happens at 0s (event 11) and again at 5s (event 29), after user.select Coupon (event 22):
        // the line may mean the later one at a wrong time, or the earlier one out of order, so the note names both.
        let failure = try failure(["user.select Coupon", "0s app.didBecomeActive"])
        check(failure, line: Self.firstLine + 1,
              contains: ["expected '0.000s app.didBecomeActive' not found after event 22 ('user.select Coupon')",
                         "'app.didBecomeActive' occurs at 5.000s, not at 0.000s; at 0.000s it occurs earlier, as event 11: "
                             + "check the order of the expectations if that is the one meant"],
              marked: nil)
    }

    @Test("a time prefix whose words occur later and only at other times earlier blames the time alone, not the order")
    func timePrefixFailureWithNoEarlierMatchAsWritten() throws {
        // route Search is event 14 at 3s, before user.select Coupon (event 22); route Coupon is event 26 at 5s.
        let failure = try failure(["user.select Coupon", "3s route Coupon"])
        check(failure, line: Self.firstLine + 1,
              contains: ["expected '3.000s route Coupon' not found after event 22 ('user.select Coupon')",
                         "'route Coupon -> CouponList' occurs at 5.000s, not at 3.000s"],
              marked: nil)
        #expect(!"\(failure)".contains("check the order"),
                "no event before event 22 matches '3s route Coupon' as written, so the order is not to blame; expected no 'check the order' note:\n\(failure)")
    }

    @Test("a time prefix whose words occur only earlier, at another time, says so instead of blaming the order alone")
    func timePrefixFailureOnlyEarlierAtAnotherTime() throws {
        // milestone root is event 13 at 3s, before user.select Coupon (event 22), and never again.
        let failure = try failure(["user.select Coupon", "5s milestone root"])
        check(failure, line: Self.firstLine + 1,
              contains: ["expected '5.000s milestone root' not found after event 22 ('user.select Coupon')",
                         "'milestone root' occurs only earlier, as event 13 at 3.000s, not at 5.000s"],
              marked: nil)
        #expect(!"\(failure)".contains("check the order"),
                "moving the line would not make it match, since its time differs; expected no 'check the order' note:\n\(failure)")
    }

    @Test("a failure is reported at the start of its line: the directive or the time")
    func failureLocationIsLineStart() throws {
        check(try failure(["user.select Search", "next: app.didFinishLaunching"]), line: Self.firstLine + 1, column: 3,
              contains: ["next"], marked: (4, "state inactive"))
        let indented = try ScenarioText.run(Self.base + "expect:\n      never:   uikit.launchGate\n")
        #expect(indented.failures.first?.location.column == 7, "\(indented.report)")
    }

    // MARK: - expect exactly:

    /// A tiny scenario: tapping the icon with nothing else happening, and the trace it must have.
    static let tapIcon = """
        scenario: Exactly
        shortcuts:
          static Search "Search"
        steps:
          tap icon
        expect exactly:

        """
    static let tapIconTrace = [
        "0.000s  system.install version=1",
        "0.000s  user.tapIcon",
        "0.000s  state inactive",
        "0.000s  app.willFinishLaunching -> true",
        "0.000s  app.didFinishLaunching -> true",
        "0.000s  uikit.didFinishLaunchingNotification",
        "0.000s  state active",
        "0.000s  app.didBecomeActive",
    ]

    func runExactly(_ lines: [String]) throws -> ScenarioResult {
        try ScenarioText.run(Self.tapIcon + lines.map { "  " + $0 }.joined(separator: "\n") + "\n")
    }

    @Test("expect exactly: passes when it lists every event in order")
    func exactlySucceeds() throws {
        let result = try runExactly(Self.tapIconTrace)
        #expect(result.passed, "\(result.report)")
    }

    @Test("expect exactly: accepts the lines of 'shortcut-sim trace' pasted as they are")
    func exactlyAcceptsPastedTrace() throws {
        let run = try ScenarioText.run(Self.base)
        let pasted = Self.base + "expect exactly:\n" + run.trace.text
        let result = try ScenarioText.run(pasted)
        #expect(result.passed, "\(result.report)")
    }

    @Test("expect exactly: reports the first event that differs, at its line")
    func exactlyFirstDifference() throws {
        var lines = Self.tapIconTrace
        lines[4] = "0.000s  app.didFinishLaunching -> false"
        lines[6] = "0.000s  state background"  // a second difference, not reported
        let result = try runExactly(lines)
        #expect(result.failures.count == 1, "\(result.report)")
        let failure = try #require(result.failures.first)
        check(failure, line: 11, contains: ["event 5 differs", "expected '0.000s app.didFinishLaunching -> false'",
                                            "found '0.000s app.didFinishLaunching -> true'"],
              marked: (5, "app.didFinishLaunching -> true"))
        #expect(okEvents(failure) == [1, 2, 3, 4], "\(failure)")
    }

    @Test("expect exactly: checks the time of each line")
    func exactlyTime() throws {
        var lines = Self.tapIconTrace
        lines[7] = "1.000s  app.didBecomeActive"
        let failure = try #require(try runExactly(lines).failures.first)
        check(failure, line: 14, contains: ["event 8 differs", "expected '1.000s app.didBecomeActive'"],
              marked: (8, "app.didBecomeActive"))
    }

    @Test("expect exactly: fails when the trace is longer than the block, at the section")
    func exactlyTraceLonger() throws {
        let result = try runExactly(Array(Self.tapIconTrace.dropLast(2)))
        let failure = try #require(result.failures.first, "\(result.report)")
        #expect(result.failures.count == 1)
        #expect(failure.location == ShortcutSimCore.SourceLocation(file: ScenarioText.file, line: 6, column: 1), "\(failure)")
        #expect(failure.message == "the trace has 2 more events than 'expect exactly:' lists", "\(failure)")
        #expect(markedLine(failure)?.hasSuffix("  state active") == true, "\(failure)")
    }

    @Test("expect exactly: fails when the trace is shorter than the block, at the first extra line")
    func exactlyTraceShorter() throws {
        let result = try runExactly(Self.tapIconTrace + ["0.000s  user.goHome"])
        let failure = try #require(result.failures.first, "\(result.report)")
        check(failure, line: 15, contains: ["the trace ends after 8 events, but 'expect exactly:' expects 'user.goHome' as event 9"],
              marked: nil)
    }

    @Test("a quoted attribute value, as the trace prints a title with a space, matches; pasted into expect exactly: it passes")
    func quotedTitleMatches() throws {
        let text = """
            scenario: Favorites
            shortcuts:
              static Search "Search"
              dynamic Favorite "Alice"
              dynamic Favorite "Bob Smith"
            app:
              dynamic items: replace every launch
              routes: Search -> SearchPage, Favorite -> Chat
            steps:
              tap icon
              go home
              select Favorite "Bob Smith"

            """
        let run = try ScenarioText.run(text)
        #expect(run.lines.contains("user.select Favorite title=\"Bob Smith\""), "\(run.report)")
        #expect(try ScenarioText.run(text + "expect:\n  user.select Favorite title=\"Bob Smith\"\n").passed)
        // Only the step's whole title is ever in the trace: a part of it could never match, so it is an error, not a silent 'never:'.
        let partial = ScenarioText.diagnostics(of: text + "expect:\n  never: user.select Favorite title=Bob\n").map(\.message)
        #expect(partial == ["no step selects an item titled \"Bob\""], "\(partial)")
        let pasted = try ScenarioText.run(text + "expect exactly:\n" + run.trace.text)
        #expect(pasted.passed, "\(pasted.report)")
    }

    @Test("expect: and expect exactly: are both checked")
    func bothSections() throws {
        let text = Self.tapIcon.replacingOccurrences(of: "expect exactly:\n", with: "expect:\n  never: app.didBecomeActive\nexpect exactly:\n")
        let result = try ScenarioText.run(text + Self.tapIconTrace.map { "  " + $0 }.joined(separator: "\n") + "\n")
        #expect(result.failures.map(\.location.line) == [7], "\(result.report)")
    }
}

/// The matcher compares events by their place in the vocabulary before it builds their other
/// words, so that place must be the entry that documents the event: its words have the shape the
/// entry gives (a subject when it has one, only its attribute keys, a result only if it has one).
@Suite("Event names")
struct EventNameTests {
    @Test("every event of a library scenario has the words its vocabulary entry documents",
          arguments: ScenarioLibrary.files)
    func vocabularyEntryDocumentsTheEvent(_ file: String) throws {
        let scenario = try ScenarioLoader.load(path: ScenarioLibrary.path(file))
        let trace = ScenarioRunner.run(scenario).trace
        for (index, event) in trace.enumerated() {
            let entry = EventVocabulary.entries[event.kind.vocabularyIndex]
            let words = event.words
            let place = "\(file), event \(index + 1) '\(words)' (entry '\(entry.name)')"
            #expect(EventVocabulary.index(named: entry.name) == event.kind.vocabularyIndex, "\(place): the entry's name is elsewhere in the vocabulary")
            #expect((words.subject == nil) == (entry.subject == .none), "\(place): the subject does not fit the entry's \(entry.subject)")
            if case .oneOf(let allowed) = entry.subject, let subject = words.subject {
                #expect(allowed.contains(subject), "\(place): '\(subject)' is not one of \(allowed)")
            }
            for attribute in words.attributes {
                #expect(entry.attributes.contains(attribute.key), "\(place): the entry has no attribute '\(attribute.key)'")
            }
            #expect(words.result == nil || entry.result != nil, "\(place): the entry has no result")
        }
    }

    @Test("the vocabulary's names are unique, so a name has one place")
    func namesAreUnique() {
        let names = EventVocabulary.entries.map(\.name)
        #expect(Set(names).count == names.count, "repeated: \(Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
        for (index, name) in names.enumerated() { #expect(EventVocabulary.index(named: name) == index, "\(name)") }
    }
}

/// An `EventPattern` keeps its words in a shared box; it must still behave as a value.
@Suite("Event patterns")
struct EventPatternTests {
    @Test("changing a copy's words or location leaves the original as it was, and matching follows the new name")
    func patternIsAValue() {
        let original = EventPattern(words: EventWords(name: "user.tapIcon"), location: SourceLocation(file: "a.scenario", line: 3, column: 3))
        var copy = original
        copy.words = EventWords(name: "user.goHome")
        copy.location.line = 9
        let tap = TraceEvent(time: .start, kind: .tapIcon)
        let home = TraceEvent(time: .start, kind: .goHome)
        #expect(original.matches(tap) && !original.matches(home), "the original still matches user.tapIcon only")
        #expect(copy.matches(home) && !copy.matches(tap), "the copy matches its new name, user.goHome, only")
        #expect(original.location.line == 3 && copy.location.line == 9)
        #expect(original != copy && original == EventPattern(words: EventWords(name: "user.tapIcon"), location: SourceLocation(file: "a.scenario", line: 3, column: 3)))
    }

    @Test("a name the vocabulary lacks matches no event")
    func unknownNameMatchesNothing() {
        let pattern = EventPattern(words: EventWords(name: "user.tapIcn"), location: SourceLocation(file: "a.scenario", line: 1, column: 1))
        #expect(!pattern.matches(TraceEvent(time: .start, kind: .tapIcon)))
    }
}
