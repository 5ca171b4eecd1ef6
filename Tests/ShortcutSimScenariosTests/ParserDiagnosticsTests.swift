import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// One piece of bad scenario text and the diagnostic it must produce first.
struct BadInput: Sendable, CustomTestStringConvertible {
    /// What is wrong, as the test case is named.
    let name: String
    /// The whole scenario text, parsed as `t.scenario`.
    let text: String
    /// The exact first line of the first diagnostic: `t.scenario:LINE:COLUMN: error: message`.
    let expected: String
    /// The exact first note, such as `did you mean 'next:'?`, or nil when the diagnostic must offer no "did you mean".
    let firstNote: String?
    /// How many errors the text produces in all: one mistake should give one error, not a cascade.
    let errorCount: Int

    init(_ name: String, _ text: String, _ expected: String, note firstNote: String? = nil, errors errorCount: Int = 1) {
        self.name = name
        self.text = text
        self.expected = expected
        self.firstNote = firstNote
        self.errorCount = errorCount
    }

    var testDescription: String { name }
}

/// Shared beginnings of bad inputs, so each case shows only what it breaks.
private enum Prefix {
    /// Lines 1–4: a title and two declared types, Search (line 3) and Coupon (line 4); the next line is 5.
    static let shortcuts = """
        scenario: T
        shortcuts:
          static Search "Search"
          static Coupon "Coupons"

        """
    /// Lines 1–7: `shortcuts` plus an app with routes and a `root` milestone; the next line is 8.
    static let app = shortcuts + """
        app:
          routes: Search -> SearchPage, Coupon -> CouponList
          milestone root: 1s after launch

        """
    /// `app` with `lifecycle: both` after the title, so a scene delegate's method names are expected; one line longer.
    static let appInBothLifecycles = "scenario: T\nlifecycle: both\n" + String(app.dropFirst("scenario: T\n".count))
}

/// Every kind of mistake in a scenario gives a compiler-style diagnostic at the right place, with a
/// "did you mean" where a known word is close; and nothing else about valid input is an error.
@Suite("Parser diagnostics")
struct ParserDiagnosticsTests {
    static let cases: [BadInput] = [
        // Headers and sections
        BadInput("unknown header keyword", "scenario: T\nauthor: me\n",
                 "t.scenario:2:1: error: unknown keyword 'author'",
                 note: "a scenario has the headers scenario, rules, seed, profile, lifecycle, build, force touch, system kill, time step and the sections shortcuts, app, steps, expect, expect exactly, defects"),
        BadInput("a step at the left margin", Prefix.shortcuts + "steps:\n  tap icon\nselect Search\n",
                 "t.scenario:7:1: error: expected 'key: value' or a section name followed by ':'",
                 note: "the lines of 'steps:' are indented; indent this line if it belongs there"),
        BadInput("an indented section name", Prefix.app + "  steps:\n  select Search\n  wait 1s\n",
                 "t.scenario:8:3: error: section 'steps:' is indented; section names start at the left margin",
                 note: "remove the indentation before 'steps:'"),
        BadInput("a seed written without the prefix's leading zeros", "scenario: T\nseed: 3\n",
                 "t.scenario:2:7: error: unknown seed '3'",
                 note: "did you mean 'seed: 003'? the prefix is three digits"),
        BadInput("rules joined by a semicolon", "scenario: T\nrules: A1.1;A1.2\n",
                 "t.scenario:2:8: error: unknown rule 'A1.1;A1.2'",
                 note: "did you mean 'A1.1 A1.2'? rule IDs are separated by spaces or commas"),
        BadInput("a duration with a decimal comma", Prefix.shortcuts + "steps:\n  wait 1,5s\n",
                 "t.scenario:6:8: error: expected a duration such as 250ms, 3s or 2m after 'wait'",
                 note: "did you mean '1.5s'? a duration's decimals follow a point"),
        BadInput("an empty rules header", "scenario: T\nrules:\n",
                 "t.scenario:2:7: error: 'rules:' lists no rule",
                 note: "list the IDs of docs/rules.md that the scenario shows, such as 'rules: A1.1 A2.3', or remove the line"),
        BadInput("a comment glued to a word", Prefix.shortcuts + "steps:\n  wait 1s#slow splash\n",
                 "t.scenario:6:8: error: expected a duration such as 250ms, 3s or 2m after 'wait'",
                 note: "'#' starts a comment only after a space; in '1s#slow' it is part of the word: write ' #'"),
        BadInput("a directive with no event", Prefix.app + "expect:\n  user.select Search\n  next:\n",
                 "t.scenario:10:8: error: expected an event name",
                 note: "such as 'app.didBecomeActive'; the events are listed in docs/scenario-format.md (Trace vocabulary)"),
        BadInput("a scene capture point in an app-delegate app, at its line", Prefix.shortcuts + "app:\n  routes: Search -> S\n  launch item: saved in willConnectTo, handled at once\n",
                 "t.scenario:7:3: error: the launch item is read in willConnectTo, which only a scene-based app has",
                 note: "add 'lifecycle: scenes', or read it in didFinishLaunching"),
        BadInput("two scene capture points in an app-delegate app: both named, in lifecycle order, on every run",
                 Prefix.shortcuts + "app:\n  routes: Search -> S\n  launch item: saved in willConnectTo and configurationForConnecting, handled at once\n",
                 "t.scenario:7:3: error: the launch item is read in configurationForConnecting and willConnectTo, which only a scene-based app has",
                 note: "add 'lifecycle: scenes', or read it in didFinishLaunching"),
        BadInput("lifecycle both under ios9 alone", "scenario: T\nprofile: ios9\nlifecycle: both\n",
                 "t.scenario:3:12: error: the ios9 profile has no scene lifecycle (iOS 13 and later)",
                 note: "an app that adopts scenes runs its app-delegate methods on ios9: list a profile with scenes too, such as 'profile: ios9 ios13', to explore both, or write 'lifecycle: app-delegate'"),
        BadInput("an unterminated title declares its type all the same",
                 "scenario: T\nshortcuts:\n  static Search \"Search icon=search\napp:\n  routes: Search -> S\nsteps:\n  select Search\n",
                 "t.scenario:3:17: error: unterminated string: add the closing '\"'"),
        BadInput("a scene event expected of an app-delegate app", Prefix.app + "steps:\n  select Search\nexpect:\n  scene.didBecomeActive main\n",
                 "t.scenario:11:3: error: 'scene.didBecomeActive' never occurs in an app-delegate scenario, so this line cannot pass: it belongs to the scene lifecycle (B1–B4)",
                 note: "the scenario's app uses the app delegate; write 'lifecycle: scenes' or 'lifecycle: both' to run it with scenes"),
        BadInput("performActionFor expected of a scene-based app (B3.1)",
                 "scenario: T\nlifecycle: scenes\nshortcuts:\n  static Search \"Search\"\napp:\n  routes: Search -> S\nsteps:\n  select Search\nexpect:\n  app.performAction Search\n",
                 "t.scenario:10:3: error: 'app.performAction' never occurs in a scene-based scenario, so this line cannot pass: with scenes UIKit does not call the app delegate's performActionFor (B3.1)",
                 note: "the scenario's app uses scenes; write 'lifecycle: app-delegate' or 'lifecycle: both' to run it with the app delegate, or expect the scene's event"),
        BadInput("a scene event expected of both lifecycles fails on the app-delegate runs",
                 "scenario: T\nlifecycle: both\nshortcuts:\n  static Search \"Search\"\napp:\n  routes: Search -> S\nsteps:\n  select Search\nexpect:\n  scene.willConnectTo main shortcut=Search\n",
                 "t.scenario:10:3: error: 'scene.willConnectTo' never occurs in the app-delegate runs of 'lifecycle: both', so this line cannot pass: it belongs to the scene lifecycle (B1–B4)",
                 note: "expect it in a scenario of its own with 'lifecycle: scenes', or expect an event both lifecycles record, such as 'route'"),
        BadInput("a trigger that waits glued to 'handled in': the suggestion saves the item, so it parses",
                 "scenario: T\nlifecycle: scenes\nshortcuts:\n  static Search \"Search\"\napp:\n  milestone js: 1s after launch\n  launch item: handled in willConnectTo when js ready, then cleared\n",
                 "t.scenario:7:41: error: 'handled in' routes the item inside the launch method, which cannot wait ('when js ready'); only 'if M ready' checks milestones there",
                 note: "did you mean 'saved in willConnectTo, handled when js ready, then cleared'? a trigger that waits needs the item saved"),
        BadInput("state restoration in a scene-based app", "scenario: T\nlifecycle: scenes\nshortcuts:\n  static Search \"Search\"\napp:\n  state restoration: true\n",
                 "t.scenario:6:3: error: 'state restoration: true' applies to the app-delegate lifecycle only (A7.1)",
                 note: "UIKit restores state between the launch methods only in an app without scenes; a scene-based app restores each scene from its session's stateRestorationActivity, which does not move a quick action"),
        BadInput("a background launch in a scene-based app", "scenario: T\nprofile: ios13\nlifecycle: both\nshortcuts:\n  static Search \"Search\"\nsteps:\n  background launch\n",
                 "t.scenario:7:3: error: 'background launch' is modelled for the app-delegate lifecycle only: the rules do not say whether UIKit connects a scene for it",
                 note: "write 'lifecycle: app-delegate'"),
        BadInput("a subtitle in curly quotes", "scenario: T\nshortcuts:\n  static Search \"Search\" subtitle=\u{201C}Find\u{201D}\n",
                 "t.scenario:3:35: error: the value of 'subtitle' is in curly quotes, which do not quote it",
                 note: "'\u{201C}' is U+201C LEFT DOUBLE QUOTATION MARK, a curly quote: write straight quotes, as in \"Find\""),
        BadInput("'every' in a list of profiles", "scenario: T\nprofile: every ios13\n",
                 "t.scenario:2:10: error: 'every' stands alone: it already names every profile",
                 note: "write 'profile: every', or list the profiles to explore, such as 'profile: ios13 ios26'"),
        BadInput("a misspelled background launch", Prefix.shortcuts + "steps:\n  background lanch\n",
                 "t.scenario:6:3: error: unknown step 'background'",
                 note: "did you mean 'background launch'?"),
        BadInput("a title no item of the type has", Prefix.shortcuts + "steps:\n  select Search \"Serch\"\n",
                 "t.scenario:6:17: error: no Search item is titled \"Serch\"", note: "did you mean 'Search'?"),
        BadInput("misspelled header keyword", "scenario: T\nprofil: ios13\n",
                 "t.scenario:2:1: error: unknown keyword 'profil'", note: "did you mean 'profile'?"),
        BadInput("misspelled section", "scenario: T\nshortcut:\n  static Search \"Search\"\n  static Coupon \"Coupons\"\n",
                 "t.scenario:2:1: error: unknown keyword 'shortcut'", note: "did you mean 'shortcuts'?"),
        BadInput("indented line outside a section", "  select Search\nscenario: T\n",
                 "t.scenario:1:3: error: indented line outside a section",
                 note: "start a section first, such as 'steps:', or remove the indentation"),
        BadInput("section given twice", "scenario: T\nsteps:\n  tap icon\nsteps:\n  go home\n",
                 "t.scenario:4:1: error: section 'steps:' appears twice", note: "the first one is at line 2"),
        BadInput("header given twice", "scenario: T\nprofile: ios13\nprofile: ios26\n",
                 "t.scenario:3:1: error: 'profile:' appears twice", note: "the first one is at line 2"),
        BadInput("section header with a value", "scenario: T\nsteps: tap icon\n  go home\n",
                 "t.scenario:2:8: error: 'steps:' starts a section; put its lines below it, indented"),
        BadInput("missing title", "steps:\n  tap icon\n",
                 "t.scenario:1:1: error: missing 'scenario:' header with the scenario's title"),
        BadInput("unknown rule ID", "scenario: T\nrules: A1.1 A9.9\n",
                 "t.scenario:2:13: error: unknown rule 'A9.9'",
                 note: "the rule IDs are listed in docs/rules.md, such as A2.3"),
        BadInput("misspelled rule ID", "scenario: T\nrules: A1.1, A2.33\n",
                 "t.scenario:2:14: error: unknown rule 'A2.33'", note: "did you mean 'A2.3'?"),
        BadInput("unknown profile", "scenario: T\nprofile: ios14\n",
                 "t.scenario:2:10: error: unknown profile 'ios14'",
                 note: "iOS versions are grouped by behaviour: ios14 behaves as 'ios13', the profile of the nearest version before it"),
        BadInput("unknown profile with no version near it", "scenario: T\nprofile: ios8\n",
                 "t.scenario:2:10: error: unknown profile 'ios8'", note: "did you mean 'ios9'?"),
        BadInput("a completion policy without its 'the'", Prefix.app + "  performAction: handled at once, completion reports result\n",
                 "t.scenario:8:46: error: expected 'reports the result', 'reports the result or false when deferred', 'always true', 'always false', 'never called', 'called twice', 'called twice, then false' or 'true when handled or never called'",
                 note: "did you mean 'reports the result'?"),
        BadInput("a section name without its colon", Prefix.app + "expect\n  route Search\n",
                 "t.scenario:8:1: error: expected 'key: value' or a section name followed by ':'", note: "did you mean 'expect:'?"),
        BadInput("unknown lifecycle", "scenario: T\nlifecycle: scene\n",
                 "t.scenario:2:12: error: unknown lifecycle 'scene'", note: "did you mean 'scenes'?"),
        BadInput("scenes with a listed profile without them", "scenario: T\nprofile: ios9 ios13\nlifecycle: scenes\n",
                 "t.scenario:3:12: error: the ios9 profile in 'profile:' has no scene lifecycle (iOS 13 and later)",
                 note: "remove ios9 from the list, or write 'lifecycle: both' to explore its app-delegate runs"),
        BadInput("scenes on a profile without them", "scenario: T\nprofile: ios9\nlifecycle: scenes\n",
                 "t.scenario:3:12: error: the ios9 profile has no scene lifecycle (iOS 13 and later)", note: "use 'profile: ios13' or later"),

        // shortcuts:
        BadInput("unknown icon", "scenario: T\nshortcuts:\n  static Search \"Search\" icon=serch\n",
                 "t.scenario:3:31: error: unknown icon 'serch'", note: "did you mean 'search'?"),
        BadInput("unterminated string", "scenario: T\nshortcuts:\n  static Search \"Search\n",
                 "t.scenario:3:17: error: unterminated string: add the closing '\"'"),
        BadInput("unknown shortcut attribute", "scenario: T\nshortcuts:\n  static Search \"Search\" subtitel=\"Find\"\n",
                 "t.scenario:3:26: error: unknown shortcut attribute 'subtitel'", note: "did you mean 'subtitle'?"),
        BadInput("rules separated by a comma, one unknown", "scenario: T\nrules: A1.1,Z2.1\n",
                 "t.scenario:2:13: error: unknown rule 'Z2.1'", note: "did you mean 'A2.1'?"),
        BadInput("milestone that waits for itself", Prefix.shortcuts + "app:\n  milestone home: 1s after splash\n  milestone splash: 2s after home\n",
                 "t.scenario:6:3: error: milestone 'home' waits for itself (home → splash → home), so it is never reached",
                 note: "start one of them 'after launch', 'at launch' or 'on step'"),
        BadInput("completion given twice", Prefix.shortcuts + "app:\n  performAction: handled at once, completion always true\n  completion: never called\n",
                 "t.scenario:7:3: error: the completion policy is given twice; the first is at line 6, column 35",
                 note: "keep one: the app calls every completion handler the same way"),
        BadInput("two routes for one type", Prefix.shortcuts + "app:\n  routes: Search -> SearchPage, Search -> Other\n",
                 "t.scenario:6:33: error: Search has two routes (to SearchPage and to Other); the first would always win",
                 note: "give each version its own route with 'until=N' and 'from=N+1', or keep one"),
        BadInput("cleared and not cleared", Prefix.shortcuts + "app:\n  launch item: saved in didFinishLaunching, handled on didBecomeActive, then cleared, not cleared\n",
                 "t.scenario:6:87: error: 'not cleared' contradicts 'then cleared' earlier on the line; keep one"),
        BadInput("delay given twice", Prefix.shortcuts + "app:\n  performAction: handled after 1s after 2s\n",
                 "t.scenario:6:35: error: 'after' is given twice in the trigger; keep one"),
        BadInput("duplicate type", Prefix.shortcuts + "  static Search \"Again\"\n",
                 "t.scenario:5:10: error: shortcut type 'Search' is declared twice",
                 note: "the first declaration is at line 3; each static type is declared once, as in the Info.plist"),
        BadInput("duplicate dynamic item", "scenario: T\nshortcuts:\n  dynamic Fav \"Alice\"\n  dynamic Fav \"Alice\"\n",
                 "t.scenario:4:11: error: shortcut type 'Fav' is declared twice with the same title",
                 note: "the first declaration is at line 3; dynamic items of one type need different titles, such as one per favorite"),
        BadInput("comma in a type", "scenario: T\nshortcuts:\n  static a,b \"T\"\n",
                 "t.scenario:3:11: error: the type 'a,b' holds ',', which the format reads as a separator: it separates types in 'routes:' and in the trace's 'home.menu'",
                 note: "a type that is not one plain word goes in double quotes, as the trace prints it: \"a,b\"; UIKit never interprets the type (C1.2)"),
        BadInput("arrow in a type", "scenario: T\nshortcuts:\n  dynamic Deep->Link \"T\"\n",
                 "t.scenario:3:15: error: the type 'Deep->Link' holds '->', which 'routes:' reads as the route's arrow",
                 note: "a type that is not one plain word goes in double quotes, as the trace prints it: \"Deep->Link\"; UIKit never interprets the type (C1.2)"),
        BadInput("title without quotes", "scenario: T\nshortcuts:\n  static Search Search\n",
                 "t.scenario:3:17: error: expected the title in quotes, such as \"Search\""),
        BadInput("title in curly quotes", "scenario: T\nshortcuts:\n  static Search \u{201C}Find a shop\u{201D} icon=search\n",
                 "t.scenario:3:17: error: expected the title in quotes, such as \"Search\"",
                 note: "'\u{201C}' is U+201C LEFT DOUBLE QUOTATION MARK, a curly quote: write straight quotes, as in \"Find a shop\""),
        BadInput("a title selected in curly quotes", Prefix.shortcuts + "steps:\n  select Search \u{2018}Search\u{2019}\n",
                 "t.scenario:6:17: error: unexpected '\u{2018}Search\u{2019}' after the step",
                 note: "'\u{2018}' is U+2018 LEFT SINGLE QUOTATION MARK, a curly quote: write straight quotes, as in \"Search\""),
        BadInput("a no-break space between words", Prefix.shortcuts + "steps:\n  select\u{00A0}Search\n",
                 "t.scenario:6:9: error: U+00A0 NO-BREAK SPACE looks like a space but is not one: replace it with a space",
                 note: "only spaces and tabs separate words and indent lines; other white space comes from text pasted from a web page, a chat or a word processor"),
        BadInput("a no-break space as indentation", Prefix.shortcuts + "steps:\n\u{00A0}\u{00A0}select Search\n",
                 "t.scenario:6:1: error: U+00A0 NO-BREAK SPACE looks like a space but is not one: replace it with a space",
                 note: "only spaces and tabs separate words and indent lines; other white space comes from text pasted from a web page, a chat or a word processor"),
        BadInput("userInfo not a dictionary", "scenario: T\nshortcuts:\n  static Search \"Search\" userInfo=[1, 2]\n",
                 "t.scenario:3:35: error: userInfo must be a dictionary such as {\"id\": 42}, found array (C4.1)"),
        BadInput("userInfo bad literal", "scenario: T\nshortcuts:\n  static Search \"Search\" userInfo={\"a\": hello}\n",
                 "t.scenario:3:41: error: userInfo: 'hello' is not a property-list value; strings need quotes: \"hello\" (C4.1)"),
        BadInput("userInfo URL is not a plist type", "scenario: T\nshortcuts:\n  static Search \"Search\" userInfo={link: https://x.y}\n",
                 "t.scenario:3:42: error: userInfo: 'https://x.y' is not a property-list value; strings need quotes: \"https://x.y\" (C4.1)"),
        BadInput("userInfo duplicate key", "scenario: T\nshortcuts:\n  static Search \"Search\" userInfo={\"a\": 1, a: 2}\n",
                 "t.scenario:3:44: error: userInfo: duplicate key \"a\""),
        BadInput("userInfo nested too deep",
                 "scenario: T\nshortcuts:\n  static Search \"Search\" userInfo=" + String(repeating: "{a:", count: 65) + "1" + String(repeating: "}", count: 65) + "\n",
                 // The 65th '{' (depth 64) starts at column 35 + 64 × 3.
                 "t.scenario:3:227: error: userInfo: nested deeper than 64 levels"),

        // app:
        BadInput("unknown app setting", Prefix.shortcuts + "app:\n  launch itme: ignored\n",
                 "t.scenario:6:3: error: unknown app setting 'launch itme'", note: "did you mean 'launch item'?"),
        BadInput("bad launch item capture", Prefix.shortcuts + "app:\n  launch item: stored in didFinishLaunching\n",
                 "t.scenario:6:16: error: expected 'ignored', 'saved in METHOD' or 'handled in METHOD' (METHOD: willFinishLaunching, didFinishLaunching, didFinishLaunchingNotification, configurationForConnecting, willConnectTo)",
                 note: "did you mean 'saved in didFinishLaunching'?"),
        BadInput("bad launch item clause", Prefix.shortcuts + "app:\n  launch item: saved in didFinishLaunching, handled at once, then forgotten\n",
                 "t.scenario:6:62: error: expected 'handled …', 'then cleared' or 'not cleared'"),
        BadInput("saved without handled", Prefix.shortcuts + "app:\n  launch item: saved in didFinishLaunching\n",
                 "t.scenario:6:16: error: say when the saved item is handled",
                 note: "add a clause such as ', handled on didBecomeActive', ', handled when root ready' or ', handled after 3s'"),
        BadInput("handled twice in a launch item", Prefix.shortcuts + "app:\n  launch item: handled in didFinishLaunching, handled on didBecomeActive\n",
                 "t.scenario:6:47: error: the item is already handled inside the launch method; 'handled …' goes with 'saved in …'"),
        BadInput("bad launch method value", Prefix.shortcuts + "app:\n  didFinishLaunching: yes\n",
                 "t.scenario:6:23: error: expected 'true', 'false', 'false when launched from a shortcut', 'false when launched from a shortcut it routes', 'crashes when launched from a shortcut' or 'not implemented'",
                 note: "did you mean 'true'?"),
        BadInput("conditional launch method value without its 'a'", Prefix.shortcuts + "app:\n  didFinishLaunching: false when launched from shortcut\n",
                 "t.scenario:6:23: error: expected 'true', 'false', 'false when launched from a shortcut', 'false when launched from a shortcut it routes', 'crashes when launched from a shortcut' or 'not implemented'",
                 note: "did you mean 'false when launched from a shortcut'?"),
        BadInput("crashing launch method value without its 'a'", Prefix.shortcuts + "app:\n  willFinishLaunching: crashes when launched from shortcut\n",
                 "t.scenario:6:24: error: expected 'true', 'false', 'false when launched from a shortcut', 'false when launched from a shortcut it routes', 'crashes when launched from a shortcut' or 'not implemented'",
                 note: "did you mean 'crashes when launched from a shortcut'?"),
        BadInput("routed launch method value misspelt", Prefix.shortcuts + "app:\n  willFinishLaunching: false when launched from a shortcut it routs\n",
                 "t.scenario:6:24: error: expected 'true', 'false', 'false when launched from a shortcut', 'false when launched from a shortcut it routes', 'crashes when launched from a shortcut' or 'not implemented'",
                 note: "did you mean 'false when launched from a shortcut it routes'?"),
        BadInput("launch method value with no likely meaning", Prefix.shortcuts + "app:\n  didFinishLaunching: maybe\n",
                 "t.scenario:6:23: error: expected 'true', 'false', 'false when launched from a shortcut', 'false when launched from a shortcut it routes', 'crashes when launched from a shortcut' or 'not implemented'"),
        BadInput("bad completion policy", Prefix.shortcuts + "app:\n  completion: allways true\n",
                 "t.scenario:6:15: error: expected 'reports the result', 'reports the result or false when deferred', 'always true', 'always false', 'never called', 'called twice', 'called twice, then false' or 'true when handled or never called'",
                 note: "did you mean 'always true'?"),
        BadInput("route to an undeclared type", Prefix.shortcuts + "app:\n  routes: Search -> SearchPage, Serch -> Other\n",
                 "t.scenario:6:33: error: route for undeclared shortcut type 'Serch'", note: "did you mean 'Search'?"),
        BadInput("unknown milestone in a trigger", Prefix.shortcuts + "app:\n  milestone root: 3s after launch\n  performAction: handled when rot ready\n",
                 "t.scenario:7:31: error: unknown milestone 'rot'", note: "did you mean 'root'?"),
        BadInput("unknown milestone in a route", Prefix.shortcuts + "app:\n  milestone login: on step\n  routes: Search -> SearchPage needs logn\n",
                 "t.scenario:7:38: error: unknown milestone 'logn'", note: "did you mean 'login'?"),
        BadInput("a milestone named 'ready'", Prefix.shortcuts + "app:\n  milestone ready: 1s after launch\n  routes: Search -> S needs ready\n",
                 "t.scenario:6:13: error: 'ready' cannot name a milestone: a trigger ends its milestones with 'ready', so 'handled when ready ready' cannot be read",
                 note: "choose another name, such as 'appReady'"),
        BadInput("a trigger waiting for a milestone named 'ready'", Prefix.shortcuts + "app:\n  performAction: handled when ready ready\n  milestone ready: 1s after launch\n",
                 "t.scenario:6:31: error: expected a milestone name after 'when', such as 'when root ready'",
                 note: "'ready' ends the milestone names, so it cannot name a milestone: rename it, such as 'appReady'", errors: 2),
        BadInput("a milestone named 'launch'", Prefix.shortcuts + "app:\n  milestone launch: 2s after launch\n  milestone home: 1s after launch\n",
                 "t.scenario:6:13: error: 'launch' cannot name a milestone: 'after launch' is the start of the process, so '1s after launch' could never wait for this milestone",
                 note: "choose another name, such as 'appLaunch'"),
        BadInput("a milestone named 'nothing'", Prefix.shortcuts + "app:\n  milestone nothing: on step\nsteps:\n  reach nothing\n",
                 "t.scenario:6:13: error: 'nothing' cannot name a milestone: 'coordinator: waits for nothing' means no milestone, so the coordinator could never wait for this one",
                 note: "choose another name, such as 'appNothing'"),
        BadInput("milestone after an undeclared milestone", Prefix.shortcuts + "app:\n  milestone home: 500ms after rot\n",
                 "t.scenario:6:31: error: unknown milestone 'rot'"),
        BadInput("app setting given twice", Prefix.shortcuts + "app:\n  completion: always true\n  completion: never called\n",
                 "t.scenario:7:3: error: 'completion:' is given twice", note: "the first one is at line 6"),
        BadInput("bad dynamic items policy", Prefix.shortcuts + "app:\n  dynamic items: append evry launch\n",
                 "t.scenario:6:18: error: expected 'none', 'set when empty', 'append every launch', 'replace every launch', 'set after MILESTONE', 'append after MILESTONE', 'set on willResignActive', 'set on didEnterBackground' or 'set on didBecomeActive'",
                 note: "did you mean 'append every launch'?"),
        BadInput("words after a state restoration value", Prefix.shortcuts + "app:\n  state restoration: true please\n",
                 "t.scenario:6:27: error: unexpected 'please' after the value of 'state restoration:'"),

        // steps:
        BadInput("unknown step", Prefix.shortcuts + "steps:\n  selct Search\n",
                 "t.scenario:6:3: error: unknown step 'selct'", note: "did you mean 'select'?"),
        BadInput("misspelled two-word step", Prefix.shortcuts + "steps:\n  go hom\n",
                 "t.scenario:6:3: error: unknown step 'go'", note: "did you mean 'go home'?"),
        BadInput("select an undeclared type", Prefix.shortcuts + "steps:\n  select Serch\n",
                 "t.scenario:6:10: error: 'Serch' is not a declared shortcut type", note: "did you mean 'Search'?"),
        BadInput("reach an undeclared milestone", Prefix.app + "steps:\n  reach rot\n",
                 "t.scenario:9:9: error: unknown milestone 'rot'", note: "did you mean 'root'?"),
        BadInput("icon in the wrong letter case, with the plist prefix", "scenario: T\nshortcuts:\n  static Search \"Search\" icon=UIApplicationShortcutIconTypesearch\n",
                 "t.scenario:3:31: error: unknown icon 'UIApplicationShortcutIconTypesearch'", note: "did you mean 'UIApplicationShortcutIconTypeSearch'?"),
        BadInput("misspelt icon with the plist prefix, as an Info.plist holds it (C5.1)", "scenario: T\nshortcuts:\n  static Fav \"Fav\" icon=UIApplicationShortcutIconTypeFavourite\n",
                 "t.scenario:3:25: error: unknown icon 'UIApplicationShortcutIconTypeFavourite'", note: "did you mean 'UIApplicationShortcutIconTypeFavorite'?"),
        BadInput("template image without its name (C1.4)", "scenario: T\nshortcuts:\n  static VIP \"VIP\" icon=file:\n",
                 "t.scenario:3:25: error: 'file:' needs the name of the template image after the colon, such as 'file:coupon' (C1.4)"),
        BadInput("SF Symbol without its name (C1.4)", "scenario: T\nshortcuts:\n  static Star \"Star\" icon=symbol:\n",
                 "t.scenario:3:27: error: 'symbol:' needs the name of the SF Symbol after the colon, such as 'symbol:star.fill' (C1.4)"),
        BadInput("launch method result in prose", Prefix.shortcuts + "app:\n  didFinishLaunching: returns false\n",
                 "t.scenario:6:23: error: expected 'true', 'false', 'false when launched from a shortcut', 'false when launched from a shortcut it routes', 'crashes when launched from a shortcut' or 'not implemented'",
                 note: "did you mean 'false'?"),
        BadInput("launch method result in Objective-C", Prefix.shortcuts + "app:\n  willFinishLaunching: NO\n",
                 "t.scenario:6:24: error: expected 'true', 'false', 'false when launched from a shortcut', 'false when launched from a shortcut it routes', 'crashes when launched from a shortcut' or 'not implemented'",
                 note: "did you mean 'false'?"),
        BadInput("completion policy cut short", Prefix.shortcuts + "app:\n  completion: always\n",
                 "t.scenario:6:15: error: expected 'reports the result', 'reports the result or false when deferred', 'always true', 'always false', 'never called', 'called twice', 'called twice, then false' or 'true when handled or never called'",
                 note: "did you mean 'always true' or 'always false'?"),
        BadInput("trigger as a sentence", Prefix.shortcuts + "app:\n  milestone root: 1s after launch\n  performAction: handled when root is ready\n",
                 "t.scenario:7:36: error: expected 'ready' after the milestone names, as in 'when root ready'",
                 note: "leave out 'is': 'when root ready'"),
        BadInput("launch item clauses without a comma", Prefix.shortcuts + "app:\n  launch item: saved in didFinishLaunching handled on didBecomeActive\n",
                 "t.scenario:6:44: error: unexpected 'handled on didBecomeActive'; separate clauses with commas",
                 note: "did you mean 'saved in didFinishLaunching, handled on didBecomeActive'?"),
        BadInput("header written as an app setting", Prefix.shortcuts + "app:\n  lifecycle: scenes\n",
                 "t.scenario:6:3: error: 'lifecycle:' is a header, not an app setting",
                 note: "write it at the top of the file, unindented, before the sections (like 'profile:' and 'lifecycle:')"),
        BadInput("time step without its unit", "scenario: T\ntime step: 500\n",
                 "t.scenario:2:12: error: expected a positive duration such as 500ms after 'time step:'", note: "did you mean '500ms'?"),
        BadInput("'every' misspelled", "scenario: T\nprofile: evry\n",
                 "t.scenario:2:10: error: unknown profile 'evry'", note: "did you mean 'every'?"),
        BadInput("window with a unit apart", Prefix.shortcuts + "app:\n  milestone root: between 0s and 10 s after launch\n",
                 "t.scenario:6:34: error: expected 'and' and a second duration, as in 'between 1s and 6s after launch'",
                 note: "did you mean '10s'?"),
        BadInput("a milestone's timing with its unit apart, named in every section", Prefix.shortcuts
                    + "app:\n  performAction: handled when js ready\n  milestone js: 1 s after launch\n  routes: Search -> S needs js\nsteps:\n  reach js\nexpect:\n  milestone js\n",
                 "t.scenario:7:17: error: expected when 'js' is reached: '3s after launch', '1s after root', 'at launch', 'on step', 'between 1s and 6s after launch' or 'any time after launch'",
                 note: "did you mean '1s'?"),
        BadInput("'anytime' in one word", Prefix.shortcuts + "app:\n  milestone root: at launch\n  milestone login: anytime after root\n",
                 "t.scenario:7:20: error: expected when 'login' is reached: '3s after launch', '1s after root', 'at launch', 'on step', 'between 1s and 6s after launch' or 'any time after launch'",
                 note: "did you mean 'any time after root'?"),
        BadInput("first word of a two-word step", Prefix.shortcuts + "steps:\n  tap\n",
                 "t.scenario:6:3: error: unknown step 'tap'", note: "did you mean 'tap icon'?"),
        BadInput("wait without a unit", Prefix.shortcuts + "steps:\n  wait 2\n",
                 "t.scenario:6:8: error: expected a duration such as 250ms, 3s or 2m after 'wait'", note: "did you mean '2s'?"),
        BadInput("wait with the unit apart", Prefix.shortcuts + "steps:\n  wait 250 ms\n",
                 "t.scenario:6:8: error: expected a duration such as 250ms, 3s or 2m after 'wait'", note: "did you mean '250ms'?"),
        BadInput("version in words", Prefix.shortcuts + "steps:\n  install version two\n",
                 "t.scenario:6:19: error: expected a version number from 1, such as 'install version 2'; found 'two'"),
        BadInput("update without its version", Prefix.shortcuts + "steps:\n  update to\n",
                 "t.scenario:6:12: error: expected a version number from 1, such as 'update to 2'"),
        BadInput("bad duration", Prefix.shortcuts + "steps:\n  wait 3x\n",
                 "t.scenario:6:8: error: expected a duration such as 250ms, 3s or 2m after 'wait'"),
        BadInput("overflowing duration", Prefix.shortcuts + "steps:\n  wait 99999999999999m\n",
                 "t.scenario:6:8: error: the duration '99999999999999m' is too large; the most a scenario can wait is 1000 days"),
        BadInput("duration beyond Int64", Prefix.shortcuts + "steps:\n  wait 99999999999999999999999ms\n",
                 "t.scenario:6:8: error: the duration '99999999999999999999999ms' is too large; the most a scenario can wait is 1000 days"),
        BadInput("duration finer than a millisecond", Prefix.shortcuts + "steps:\n  wait 1.2345s\n",
                 "t.scenario:6:8: error: '1.2345s' is finer than a millisecond; the virtual clock counts whole milliseconds"),
        // A duration that is too large is its line's one error: nothing after it is reported again.
        BadInput("launch duration too large", Prefix.app + "  launch duration: 86400001s\n",
                 "t.scenario:8:20: error: the duration '86400001s' is too large; the most a scenario can wait is 1000 days"),
        BadInput("handling delay too large", Prefix.app + "  launch item: saved in didFinishLaunching, handled after 9999999999999999999999ms, then cleared\n",
                 "t.scenario:8:59: error: the duration '9999999999999999999999ms' is too large; the most a scenario can wait is 1000 days"),
        BadInput("window start too large", Prefix.app + "  milestone home: between 99999999999999s and 5s after launch\n",
                 "t.scenario:8:27: error: the duration '99999999999999s' is too large; the most a scenario can wait is 1000 days"),
        BadInput("window end too large", Prefix.app + "  milestone home: between 1s and 99999999999999s after root\n",
                 "t.scenario:8:34: error: the duration '99999999999999s' is too large; the most a scenario can wait is 1000 days"),
        BadInput("milestone delay too large, milestone still declared", Prefix.app + "  milestone home: 99999999999999s after root\nsteps:\n  reach home\n",
                 "t.scenario:8:19: error: the duration '99999999999999s' is too large; the most a scenario can wait is 1000 days"),
        BadInput("trace time too large", Prefix.app + "expect:\n  99999999999999s route Search\n",
                 "t.scenario:9:3: error: the duration '99999999999999s' is too large; the most a scenario can wait is 1000 days"),
        BadInput("words after a step", Prefix.shortcuts + "steps:\n  tap icon twice\n",
                 "t.scenario:6:12: error: unexpected 'twice' after the step"),

        // expect:
        BadInput("unknown event name", Prefix.app + "expect:\n  app.didBecomActive\n",
                 "t.scenario:9:3: error: unknown event 'app.didBecomActive'", note: "did you mean 'app.didBecomeActive'?"),
        BadInput("UIKit's name of a callback", Prefix.app + "expect:\n  never: app.performActionForShortcutItem\n",
                 "t.scenario:9:10: error: unknown event 'app.performActionForShortcutItem'", note: "did you mean 'app.performAction'?"),
        BadInput("unknown directive", Prefix.app + "expect:\n  app.didBecomeActive\n  nxt: route Search\n",
                 "t.scenario:10:3: error: unknown directive 'nxt:'", note: "did you mean 'next:'?"),
        BadInput("misspelled directive glued to its event", Prefix.app + "expect:\n  nxt:route Search\n",
                 "t.scenario:9:3: error: unknown directive 'nxt:'", note: "did you mean 'next:'?"),
        BadInput("directive without its colon", Prefix.app + "expect:\n  not route Search\n",
                 "t.scenario:9:3: error: unknown event 'not'", note: "did you mean 'not: route Search'?"),
        BadInput("'never' without its colon", Prefix.app + "expect:\n  never app.performAction\n",
                 "t.scenario:9:3: error: unknown event 'never'", note: "did you mean 'never: app.performAction'?"),
        BadInput("a negative count", Prefix.app + "expect:\n  count -1: route Search\n",
                 "t.scenario:9:9: error: expected 'count N:' with N from 0, the number of matching events, found '-1'",
                 note: "a trace has no negative count, nor one past \(Int.max); 'count 0:' is the same as 'never:'"),
        BadInput("count directive without its colon", Prefix.app + "expect:\n  count 2 route Search\n",
                 "t.scenario:9:3: error: expected 'count N:' with a whole number, such as 'count 1: route Search'",
                 note: "did you mean 'count 2: route Search'?"),
        BadInput("misspelled count directive", Prefix.app + "expect:\n  app.didBecomeActive\n  cuont 2: route Search\n",
                 "t.scenario:10:3: error: unknown directive 'cuont 2:'", note: "did you mean 'count 2:'?"),
        BadInput("count directive in capitals", Prefix.app + "expect:\n  Count 1: route Search\n",
                 "t.scenario:9:3: error: unknown directive 'Count 1:'", note: "did you mean 'count 1:'?"),
        BadInput("time after the event instead of before it", Prefix.app + "expect:\n  route Search -> SearchPage at 3s\n",
                 "t.scenario:9:30: error: a time goes first on the line, as the trace prints it: '3s route Search -> SearchPage'"),
        BadInput("bare time after a result", Prefix.app + "expect:\n  route Search -> SearchPage 3s\n",
                 "t.scenario:9:30: error: expected exactly one word after '->'",
                 note: "a time goes first on the line, as the trace prints it: '3s route Search -> SearchPage'"),
        BadInput("bare time after an event without a subject", Prefix.app + "expect:\n  app.didBecomeActive 1.5s\n",
                 "t.scenario:9:23: error: 'app.didBecomeActive' takes no subject; found '1.5s'",
                 note: "a time goes first on the line, as the trace prints it: '1.5s app.didBecomeActive'"),
        BadInput("attribute not allowed for the event", Prefix.app + "expect:\n  app.didBecomeActive shortcut=Search\n",
                 "t.scenario:9:23: error: 'app.didBecomeActive' has no attribute 'shortcut'", note: "it has no attributes"),
        BadInput("spaces around an attribute's '='", Prefix.app + "expect:\n  app.didFinishLaunching shortcut = Search -> false\n",
                 "t.scenario:9:26: error: spaces around '=' split the attribute: write 'shortcut=Search'",
                 note: "an event line is '[TIME] NAME [SUBJECT] [key=value …] [-> RESULT]': each attribute is one word, as the trace prints it"),
        BadInput("a space after an attribute's '='", Prefix.app + "expect:\n  app.didFinishLaunching shortcut= Search\n",
                 "t.scenario:9:26: error: spaces around '=' split the attribute: write 'shortcut=Search'"),
        BadInput("a space before an attribute's '='", Prefix.app + "expect exactly:\n  app.didFinishLaunching shortcut =Search\n",
                 "t.scenario:9:26: error: spaces around '=' split the attribute: write 'shortcut=Search'"),
        BadInput("misspelled attribute", Prefix.app + "expect:\n  app.didFinishLaunching shortcu=Search\n",
                 "t.scenario:9:26: error: 'app.didFinishLaunching' has no attribute 'shortcu'", note: "did you mean 'shortcut'?"),
        BadInput("result not true or false", Prefix.app + "expect:\n  app.didFinishLaunching -> yes\n",
                 "t.scenario:9:29: error: 'app.didFinishLaunching' results are true or false, found 'yes'",
                 note: "did you mean '-> true'? the trace writes every returned BOOL as true or false"),
        BadInput("route destination typo", Prefix.app + "expect:\n  route Search -> SearchPag\n",
                 "t.scenario:9:19: error: no route leads to 'SearchPag'", note: "did you mean 'SearchPage'?"),
        BadInput("undeclared type in an event", Prefix.app + "expect:\n  app.performAction Coupn\n",
                 "t.scenario:9:21: error: 'Coupn' is not a declared shortcut type", note: "did you mean 'Coupon'?"),
        BadInput("unknown milestone in an event", Prefix.app + "expect:\n  milestone rot\n",
                 "t.scenario:9:13: error: unknown milestone 'rot'", note: "did you mean 'root'?"),
        BadInput("state outside its words", Prefix.app + "expect:\n  state activ\n",
                 "t.scenario:9:9: error: 'state' is one of notRunning, inactive, active, background, suspended; found 'activ'",
                 note: "did you mean 'active'?"),
        BadInput("a fat arrow before the result", Prefix.app + "expect:\n  route Search => SearchPage\n",
                 "t.scenario:9:16: error: '=>' is not the result arrow: write '->' before the result",
                 note: "an event line is '[TIME] NAME [SUBJECT] [key=value …] [-> RESULT]', such as 'route Search -> SearchPage'"),
        BadInput("the scene delegate's name for willConnectTo", Prefix.shortcuts + "app:\n  launch item: handled in sceneWillConnectTo\n",
                 "t.scenario:6:27: error: the launch item cannot be read in 'sceneWillConnectTo'", note: "did you mean 'willConnectTo'?"),
        BadInput("UIKit's name of the launch notification", Prefix.shortcuts + "app:\n  launch item: handled in UIApplicationDidFinishLaunchingNotification\n",
                 "t.scenario:6:27: error: the launch item cannot be read in 'UIApplicationDidFinishLaunchingNotification'",
                 note: "did you mean 'didFinishLaunchingNotification'?"),
        BadInput("the launching state of earlier versions", Prefix.app + "expect:\n  state launching\n",
                 "t.scenario:9:9: error: 'state' is one of notRunning, inactive, active, background, suspended; found 'launching'",
                 note: "UIKit has no 'launching' state: from the start of a cold launch the app is inactive (Apple, application(_:willFinishLaunchingWithOptions:): \"your app is in the inactive state\"), or background with scenes (Apple, applicationState: \"A scene-based app launches in the background state\"); write 'state inactive' or 'state background'"),
        BadInput("time with never:", Prefix.app + "expect:\n  never: 3s route Search\n",
                 "t.scenario:9:10: error: a time only goes with an in-order or 'next:' line"),
        BadInput("bad count", Prefix.app + "expect:\n  count two: route Search\n",
                 "t.scenario:9:3: error: expected 'count N:' with a whole number, such as 'count 1: route Search'"),
        BadInput("directive inside expect exactly", Prefix.app + "expect exactly:\n  next: route Search\n",
                 "t.scenario:9:3: error: 'expect exactly:' lists the whole trace, one event per line, without directives"),

        // defects:
        BadInput("unknown defect kind", Prefix.app + "defects:\n  lots Search\n",
                 "t.scenario:9:3: error: unknown defect 'lots'", note: "did you mean 'lost'?"),
        BadInput("defect listed twice", Prefix.app + "defects:\n  lost Search\n  twice Search\n  lost Search\n",
                 "t.scenario:11:3: error: defect 'lost Search' is listed twice"),
        BadInput("defect of an undeclared type", Prefix.app + "defects:\n  lost Serch\n",
                 "t.scenario:9:8: error: 'Serch' is not a declared shortcut type", note: "did you mean 'Search'?"),
    ]

    @Test("a shortcut line with an error still declares its type: the lines that name it get no second error")
    func brokenShortcutLineDoesNotCascade() {
        let diagnostics = ScenarioText.diagnostics(of: """
            scenario: one mistake
            shortcuts:
              static Search Search
            app:
              routes: Search -> SearchPage
            steps:
              select Search
            expect:
              route Search -> SearchPage
            defects:
              lost Search
            """)
        let lines = diagnostics.map(\.description)
        #expect(lines == ["t.scenario:3:17: error: expected the title in quotes, such as \"Search\""],
                "expected the one error of line 3, found:\n\(lines.joined(separator: "\n"))")
    }

    @Test("scene names the engine makes (main, scene2 for a new window, B4.2) and the scenario's own are accepted; a typo is not")
    func sceneNamesInExpectations() {
        let text = { (line: String) in """
            scenario: scenes
            profile: ipados26
            lifecycle: scenes
            shortcuts:
              static Search "Search" target=inbox
            app:
              scene inbox: activates for inbox
              routes: Search -> SearchPage
            steps:
              select Search
              open scene notes
              open scene inbox
            expect:
              \(line)
            """ }
        for line in ["scene.willConnectTo main", "scene.willConnectTo scene2", "scene.didBecomeActive inbox", "user.openScene notes"] {
            #expect(ScenarioText.diagnostics(of: text(line)).isEmpty, "'\(line)' should be accepted; found \(ScenarioText.diagnostics(of: text(line)).map(\.description))")
        }
        let typo = ScenarioText.diagnostics(of: text("scene.willConnectTo mian")).map(\.message)
        #expect(typo == ["unknown scene 'mian'"], "expected one unknown-scene error, found \(typo)")
    }

    @Test("C1.1 an SF Symbol icon in a scenario that runs on ios9 is a warning, also with profile: every; from ios13 it is not")
    func symbolIconOnIOS9Warns() throws {
        let text = { (profile: String) in "scenario: T\nprofile: \(profile)\nshortcuts:\n  static Search \"Search\" icon=symbol:star.fill\n" }
        let old = try ScenarioText.parse(text("ios9")).warnings.map(\.description)
        #expect(old.first?.hasPrefix("t.scenario:4:31: warning: SF Symbols need iOS 13 (C1.1)") == true, "expected the warning at the icon, found \(old)")
        let new = try ScenarioText.parse(text("ios13")).warnings
        #expect(new.isEmpty, "expected no warning on ios13, found \(new.map(\.description))")
        // Explored on every profile, the ios9 run cannot draw it; a scene-only scenario never runs on ios9.
        let every = try ScenarioText.parse(text("every")).warnings.map(\.description)
        #expect(every.first?.hasPrefix("t.scenario:4:31: warning: SF Symbols need iOS 13 (C1.1): the ios9 profile") == true, "found \(every)")
        let scenesOnly = try ScenarioText.parse(text("every\nlifecycle: scenes")).warnings
        #expect(scenesOnly.isEmpty, "a scene-only scenario never runs on ios9; found \(scenesOnly.map(\.description))")
    }

    @Test("B1.1 a scene delegate's method named in an app without scenes is a warning: that code never runs there")
    func sceneCallbackWithoutScenesWarns() throws {
        let text = { (lifecycle: String) in
            "scenario: T\nprofile: ios13\nlifecycle: \(lifecycle)\nshortcuts:\n  static Search \"Search\"\napp:\n"
                + "  launch item: saved in didFinishLaunching, handled on sceneDidBecomeActive, then cleared\n  routes: Search -> SearchPage\n"
        }
        let warnings = try ScenarioText.parse(text("app-delegate")).warnings.map(\.description)
        #expect(warnings.first?.hasPrefix("t.scenario:7:53: warning: 'on sceneDidBecomeActive' names the scene delegate's method, which an app without scenes never gets") == true,
                "expected the warning at the trigger, found \(warnings)")
        #expect(warnings.first?.contains("write 'on didBecomeActive'") == true, "expected the app delegate's spelling as the fix, found \(warnings)")
        for lifecycle in ["scenes", "both"] {
            let none = try ScenarioText.parse(text(lifecycle)).warnings
            #expect(none.isEmpty, "with 'lifecycle: \(lifecycle)' the scene delegate gets it; found \(none.map(\.description))")
        }
    }

    @Test("a '#' and a number after a space in the title is a warning: it starts a comment and cuts the title")
    func issueNumberInTitleWarns() throws {
        let cut = try ScenarioText.parse("scenario: Expo before #49925 - no action\nshortcuts:\n  static Search \"Search\"\n")
        #expect(cut.title == "Expo before", "the comment rule cuts the title; found '\(cut.title)'")
        let warnings = cut.warnings.map(\.description)
        #expect(warnings.first?.hasPrefix("t.scenario:1:23: warning: the title ends before '#49925 - no action'") == true, "found \(warnings)")
        for title in ["Expo before expo#49925", "Expo   # a plain comment"] {
            let none = try ScenarioText.parse("scenario: \(title)\nshortcuts:\n  static Search \"Search\"\n").warnings
            #expect(none.isEmpty, "'\(title)' needs no warning; found \(none.map(\.description))")
        }
    }

    @Test("E1 'force touch: unavailable' is a warning where no run of the scenario is before iOS 13, and silent where one is")
    func forceTouchUnavailableWarnsFromIOS13() throws {
        let text = { (headers: String) in "scenario: T\n\(headers)\nforce touch: unavailable\nshortcuts:\n  static Search \"Search\"\n" }
        let new = try ScenarioText.parse(text("profile: ios13 ios26")).warnings.map(\.description)
        #expect(new.first?.hasPrefix("t.scenario:3:14: warning: 'force touch: unavailable' changes nothing on ios13, ios26") == true,
                "expected the warning at the value, found \(new)")
        for headers in ["profile: ios9", "profile: every", "profile: every\nlifecycle: both"] {
            let warnings = try ScenarioText.parse(text(headers)).warnings
            #expect(warnings.isEmpty, "\(headers) runs on ios9, where the device matters; found \(warnings.map(\.description))")
        }
        let scenesOnly = try ScenarioText.parse(text("profile: every\nlifecycle: scenes")).warnings.map(\.description)
        #expect(scenesOnly.first?.contains("changes nothing on ios13, ios26, ipados26") == true,
                "a scene-only scenario never runs on ios9; found \(scenesOnly)")
        #expect(try ScenarioText.parse(text("profile: ios9")).forceTouch == .unavailable)
    }

    @Test("the same completion policy on performAction: and scene performAction: is no contradiction")
    func sameCompletionTwiceIsAccepted() throws {
        let scenario = try ScenarioText.parse("""
            scenario: both delegates report the result
            lifecycle: both
            shortcuts:
              static Search "Search"
            app:
              performAction: handled at once, completion reports the result
              scene performAction: handled at once, completion reports the result
              routes: Search -> SearchPage
            """)
        #expect(scenario.app.completion == .reportsResult, "expected 'reports the result', found \(scenario.app.completion)")
    }

    @Test("forbidding a scene event in an app-delegate scenario always holds: a warning, and the scenario runs")
    func vacuousSceneExpectationWarns() throws {
        let scenario = try ScenarioText.parse(Prefix.app + "steps:\n  select Search\nexpect:\n  never: scene.didBecomeActive main\n")
        #expect(scenario.warnings.map(\.description).first?.hasPrefix(
            "t.scenario:11:3: warning: 'scene.didBecomeActive' never occurs in an app-delegate scenario, so this line always holds: it belongs to the scene lifecycle (B1–B4)") == true,
            "\(scenario.warnings)")
        let both = try ScenarioText.parse(Prefix.app.replacingOccurrences(of: "scenario: T\n", with: "scenario: T\nlifecycle: both\n")
                                          + "steps:\n  select Search\nexpect:\n  never: scene.didBecomeActive main\n")
        #expect(both.warnings.isEmpty, "with scenes explored the line can fail: \(both.warnings)")
    }

    @Test("bad input gives its exact first diagnostic", arguments: cases)
    func badInput(_ input: BadInput) throws {
        let diagnostics = ScenarioText.diagnostics(of: input.text)
        let all = diagnostics.map(\.description).joined(separator: "\n")
        let first = try #require(diagnostics.first, "expected '\(input.expected)', but the text parsed without errors:\n\(input.text)")
        let firstLine = first.description.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
        #expect(firstLine == input.expected, "wrong first diagnostic; all diagnostics:\n\(all)")
        #expect(first.severity == .error, "the first diagnostic should be an error:\n\(all)")
        if let note = input.firstNote {
            #expect(first.notes.first == note, "expected the first note '\(note)'; all diagnostics:\n\(all)")
            #expect(first.description.contains("\nnote: \(note)"), "the note is not printed as 'note: …':\n\(all)")
        } else {
            #expect(!first.notes.contains { $0.hasPrefix("did you mean") },
                    "expected no 'did you mean' note; all diagnostics:\n\(all)")
        }
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == input.errorCount, "expected \(input.errorCount) error(s), got \(errors.count):\n\(all)")
    }

    @Test("the bad inputs are fixed by correcting the one mistake", arguments: [
        ("scenario: T\nprofil: ios13\n", "scenario: T\nprofile: ios13\n"),
        (Prefix.app + "expect:\n  nxt: route Search\n", Prefix.app + "expect:\n  next: route Search\n"),
        (Prefix.app + "defects:\n  lots Search\n", Prefix.app + "defects:\n  lost Search\n"),
        (Prefix.shortcuts + "steps:\n  wait 99999999999999m\n", Prefix.shortcuts + "steps:\n  wait 1000m\n"),
        (Prefix.app + "expect:\n  cuont 1: route Search\n", Prefix.app + "expect:\n  count 1: route Search\n"),
        (Prefix.app + "expect:\n  route Search -> SearchPage at 3s\n", Prefix.app + "expect:\n  3s route Search -> SearchPage\n"),
        (Prefix.shortcuts + "steps:\n  tap\n", Prefix.shortcuts + "steps:\n  tap icon\n"),
        (Prefix.shortcuts + "steps:\n  wait 250 ms\n", Prefix.shortcuts + "steps:\n  wait 250ms\n"),
        (Prefix.shortcuts + "steps:\n  update to vesion 2\n", Prefix.shortcuts + "steps:\n  update to version 2\n"),
        (Prefix.shortcuts + "app:\n  didFinishLaunching: returns false\n", Prefix.shortcuts + "app:\n  didFinishLaunching: false\n"),
        (Prefix.shortcuts + "app:\n  willFinishLaunching: false when launched from shortcut\n",
         Prefix.shortcuts + "app:\n  willFinishLaunching: false when launched from a shortcut\n"),
        ("scenario: T\ntime step: 500\n", "scenario: T\ntime step: 500ms\n"),
        (Prefix.shortcuts + "app:\n  milestone root: at launch\n  milestone login: anytime after root\n",
         Prefix.shortcuts + "app:\n  milestone root: at launch\n  milestone login: any time after root\n"),
        ("scenario: T\nlifecycle: scenes\nshortcuts:\n  static Search \"Search\"\napp:\n  milestone js: 1s after launch\n  launch item: handled in willConnectTo when js ready\n",
         "scenario: T\nlifecycle: scenes\nshortcuts:\n  static Search \"Search\"\napp:\n  milestone js: 1s after launch\n  launch item: saved in willConnectTo, handled when js ready\n"),
        (Prefix.shortcuts + "app:\n  launch item: saved in didFinishLaunching handled on didBecomeActive\n",
         Prefix.shortcuts + "app:\n  launch item: saved in didFinishLaunching, handled on didBecomeActive\n"),
        (Prefix.shortcuts + "steps:\n  select\u{00A0}Search\n", Prefix.shortcuts + "steps:\n  select Search\n"),
        ("scenario: T\nshortcuts:\n  static Search \u{201C}Search\u{201D}\n", "scenario: T\nshortcuts:\n  static Search \"Search\"\n"),
    ])
    func correctedInputParses(_ bad: String, _ good: String) {
        #expect(!ScenarioText.diagnostics(of: bad).isEmpty, "the bad text parsed:\n\(bad)")
        let diagnostics = ScenarioText.diagnostics(of: good)
        #expect(diagnostics.isEmpty, "the corrected text still fails:\n\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("white space other than spaces and tabs is one error per line, in every kind of line, and quoted strings and the title keep it")
    func unusualSpaceOncePerLine() throws {
        let nbsp = "\u{00A0}"
        let text = """
            scenario: T
            profile:\(nbsp)ios13
            shortcuts:
              static\(nbsp)Search "Search" icon=search\(nbsp)
            \(nbsp) static Coupon "Coupons"
            app:
              launch\(nbsp)item: ignored
              routes: Search ->\(nbsp)SearchPage,\(nbsp)Coupon -> CouponList
            steps:
              select\(nbsp)\(nbsp)Search
            expect:
              route Search\u{2003}-> SearchPage
            defects:
              lost\(nbsp)Coupon
            expect exactly:
              user.select\u{3000}Search
            """
        let diagnostics = ScenarioText.diagnostics(of: text)
        let all = diagnostics.map(\.description).joined(separator: "\n")
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["2:9", "4:9", "5:1", "7:9", "8:20", "10:9", "12:15", "14:7", "16:14"],
                "expected one error per line, at the first unusual space:\n\(all)")
        #expect(diagnostics.allSatisfy { $0.message.hasSuffix("looks like a space but is not one: replace it with a space") }, "\(all)")
        #expect(diagnostics.map { $0.message.prefix(6) }.contains("U+2003"), "\(all)")
        #expect(diagnostics.first { $0.location.line == 10 }?.notes.last == "the line has 2 of them outside quotes; replace each one", "\(all)")

        // Inside quotes, and in the free-text title, a no-break space is text: a French title has one before its colon.
        let kept = try ScenarioText.parse("scenario: D\u{00E9}marrage\(nbsp): \u{00E0} froid\nshortcuts:\n  static Search \"Find\(nbsp)a shop\"\n")
        #expect(kept.title == "D\u{00E9}marrage\(nbsp): \u{00E0} froid")
        #expect(kept.shortcuts.first?.item.localizedTitle == "Find\(nbsp)a shop")
    }

    @Test("UIKit's spelling of a callback suggests the event that records it, and names the method", arguments: [
        ("app.performActionForShortcutItem", "'app.performAction'"),
        ("app.applicationDidBecomeActive", "'app.didBecomeActive'"),
        ("app.applicationWillEnterForeground", "'app.willEnterForeground'"),
        ("app.didFinishLaunchingWithOptions", "'app.didFinishLaunching'"),
        ("app.application(_:willFinishLaunchingWithOptions:)", "'app.willFinishLaunching'"),
        ("app.application(_:configurationForConnecting:options:)", "'app.configurationForConnecting'"),
        ("scene.sceneDidBecomeActive", "'scene.didBecomeActive'"),
        ("scene.windowScenePerformAction", "'scene.performAction'"),
        ("scene.windowScene(_:performActionFor:completionHandler:)", "'scene.performAction'"),
        ("scene.scene(_:willConnectTo:options:)", "'scene.willConnectTo'"),
        ("app.sceneWillResignActive", "'scene.willResignActive'"),
        ("applicationDidEnterBackground", "'app.didEnterBackground'"),
        ("app.applicationDidBecomActive", "'app.didBecomeActive'"),
        ("didBecomeActive", "'app.didBecomeActive' or 'scene.didBecomeActive'"),
    ])
    func uikitSpellingSuggestsEvent(_ written: String, _ meant: String) throws {
        let diagnostics = ScenarioText.diagnostics(of: Prefix.app + "expect:\n  \(written)\n")
        let first = try #require(diagnostics.first, "'\(written)' parsed")
        #expect(first.severity == .error && first.message == "unknown event '\(written)'", "\(first)")
        #expect(first.notes.first == "did you mean \(meant)?", "\(first)")
        #expect(first.notes.dropFirst().first?.hasPrefix("the trace writes UIKit's ") == true, "\(first)")
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.description))")
    }

    @Test("an empty 'expect:' or 'defects:' section, or one of comments only, is a warning at its header, and the scenario runs")
    func emptySectionsWarn() throws {
        let app = Prefix.shortcuts + "app:\n  routes: Search -> SearchPage\nsteps:\n  select Search\n"
        let scenario = try ScenarioText.parse(app + "expect:\n  # TODO\n\ndefects:\n")
        #expect(scenario.warnings.map { $0.description.split(separator: "\n").first.map(String.init) ?? "" } == [
            "t.scenario:9:1: warning: 'expect:' has no lines: the scenario checks only its defects",
            "t.scenario:12:1: warning: 'defects:' lists nothing: remove it, or list the defects the scenario reproduces",
        ])
        #expect(scenario.warnings.allSatisfy { !$0.notes.isEmpty }, "each warning says how to fix it")
        #expect(ScenarioRunner.run(scenario).passed)
        let full = try ScenarioText.parse(app + "expect:\n  route Search -> SearchPage\n")
        #expect(full.warnings.isEmpty, "\(full.warnings.map(\.description))")
    }

    @Test("the grammar's other words name milestones: 'and', 'after', 'between' and 'step' read unambiguously where a name goes")
    func keywordsThatNameMilestones() throws {
        let result = try ScenarioText.run(Prefix.shortcuts + """
            app:
              milestone and: 1s after launch
              milestone after: 1s after and
              milestone between: between 1s and 2s after after
              milestone step: on step
              performAction: handled when and and after ready
              routes: Search -> SearchPage needs between and step
            steps:
              select Search
              reach step
              wait 5s
            expect:
              milestone and
              milestone after
              route Search -> SearchPage
            """)
        #expect(result.passed, "\(result.failures.map(\.description))")
    }

    @Test("a tolerated spelling parses to the same scenario as the canonical one", arguments: [
        (Prefix.app + "expect:\n  app.didFinishLaunching shortcut=Search ->false\n  route Search ->SearchPage\n",
         Prefix.app + "expect:\n  app.didFinishLaunching shortcut=Search -> false\n  route Search -> SearchPage\n"),
        (Prefix.app + "expect exactly:\n  app.willFinishLaunching ->true\n", Prefix.app + "expect exactly:\n  app.willFinishLaunching -> true\n"),
        (Prefix.app + "expect:\n  next:route Search\n  not:route Coupon\n  count 1:route Search\n  never:app.performAction\n",
         Prefix.app + "expect:\n  next: route Search\n  not: route Coupon\n  count 1: route Search\n  never: app.performAction\n"),
        // With scenes in some run: without them, a scene delegate's method name is a warning (sceneCallbackWithoutScenesWarns).
        (Prefix.appInBothLifecycles + "  launch item: saved in didFinishLaunching, handled on sceneDidBecomeActive when root ready, then cleared\n"
            + "  performAction: handled on sceneWillEnterForeground\n  dynamic items: set on sceneWillResignActive\n",
         Prefix.appInBothLifecycles + "  launch item: saved in didFinishLaunching, handled on didBecomeActive when root ready, then cleared\n"
            + "  performAction: handled on willEnterForeground\n  dynamic items: set on willResignActive\n"),
        (Prefix.shortcuts + "app:\n  routes: Search->SearchPage,   Coupon ->CouponList needs login\n  milestone login: on step\n"
            + "expect:\n  route Search->SearchPage\n",
         Prefix.shortcuts + "app:\n  routes: Search -> SearchPage, Coupon -> CouponList needs login\n  milestone login: on step\n"
            + "expect:\n  route Search -> SearchPage\n"),
        (Prefix.app + "  performAction: handled when root ready, completion: always true\n",
         Prefix.app + "  performAction: handled when root ready, completion always true\n"),
        ("scenario: T\nlifecycle: scenes\nshortcuts:\n  static Search \"Search\"\napp:\n  scene performAction: handled at once, completion: never called\n",
         "scenario: T\nlifecycle: scenes\nshortcuts:\n  static Search \"Search\"\napp:\n  scene performAction: handled at once, completion never called\n"),
    ])
    func toleratedSpelling(_ tolerated: String, _ canonical: String) throws {
        let written = try ScenarioText.parse(tolerated), expected = try ScenarioText.parse(canonical)
        #expect(written.expectations == expected.expectations)
        #expect(written.exactTrace == expected.exactTrace)
        #expect(written.app == expected.app)
        #expect(written.warnings.isEmpty, "\(written.warnings.map(\.description))")
    }

    @Test("userInfo may nest 64 levels deep, and every property-list type parses")
    func userInfoLimits() throws {
        let deep = String(repeating: "{a:", count: 64) + "1" + String(repeating: "}", count: 64)
        let scenario = try ScenarioText.parse("""
            scenario: T
            shortcuts:
              static Deep "Deep" userInfo=\(deep)
              static All "All" userInfo={"s": "x y", i: -3, r: 1.5, b: true, d: date(2024-01-31T09:00:00Z), raw: data(68656c6c6f), list: [1, "two"], nested: {k: false}}
            """)
        let all = try #require(scenario.shortcuts.first { $0.item.type == "All" }?.item.userInfo)
        #expect(all["s"] == .string("x y"))
        #expect(all["i"] == .integer(-3))
        #expect(all["r"] == .real(1.5))
        #expect(all["b"] == .bool(true))
        #expect(all["d"] == .date(Date(timeIntervalSince1970: 1_706_691_600)))
        #expect(all["raw"] == .data(Data("hello".utf8)))
        #expect(all["list"] == .array([.integer(1), .string("two")]))
        #expect(all["nested"] == .dictionary(["k": .bool(false)]))
    }

    @Test("a file that is not UTF-8 is reported at the line and column of the first bad byte")
    func invalidUTF8() {
        // Line 3 is "  static Search "Sé" + 0xFF: 'é' is one character (two bytes), so 0xFF is column 20.
        var bytes = Array("scenario: T\nshortcuts:\n  static Search \"Sé".utf8)
        bytes.append(0xFF)
        bytes += Array("\"\n".utf8)
        do {
            _ = try ScenarioSource(data: Data(bytes), file: "t.scenario")
            Issue.record("bytes with 0xFF were accepted as UTF-8")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["t.scenario:3:20: error: the file is not valid UTF-8; save it as UTF-8 text"])
        }
    }

    @Test("a truncated multi-byte sequence at the end of the file is located too")
    func truncatedUTF8() {
        var bytes = Array("scenario: T\n# 搜".utf8)
        bytes.removeLast()  // the last byte of 搜: the sequence is cut short
        do {
            _ = try ScenarioSource(data: Data(bytes), file: "t.scenario")
            Issue.record("a truncated UTF-8 sequence was accepted")
        } catch {
            #expect(error.diagnostics.first?.location == ShortcutSimCore.SourceLocation(file: "t.scenario", line: 2, column: 3),
                    "\(error)")
        }
    }

    @Test("a UTF-8 byte-order mark and CRLF line endings parse like plain LF text")
    func byteOrderMarkAndCRLF() throws {
        let text = """
            scenario: BOM and CRLF
            shortcuts:
              static Search "搜索"
            app:
              routes: Search -> SearchPage
            steps:
              select Search
            expect:
              route Search -> SearchPage
            """
        let bytes = [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let source = try ScenarioSource(data: Data(bytes), file: "t.scenario")
        #expect(source.lines.count == 9)
        #expect(source.lines.allSatisfy { !$0.characters.contains("\r") && !$0.characters.contains("\u{FEFF}") })
        let scenario = try ScenarioParser.parse(source)
        let plain = try ScenarioText.parse(text)
        #expect(scenario.title == "BOM and CRLF", "the byte-order mark leaked into the first header")
        #expect(scenario.shortcuts.map(\.item.localizedTitle) == ["搜索"])
        #expect(scenario.steps.map(\.location) == plain.steps.map(\.location), "CRLF shifted the line or column numbers")
        #expect(scenario.expectations == plain.expectations)
        #expect(ScenarioRunner.run(scenario).status == .passed)

        // A lone CR also ends a line, and an error after a BOM is located as in the text without it.
        let crOnly = Array("\u{FEFF}scenario: T\rsteps:\r  jump\r".utf8)
        do {
            _ = try ScenarioParser.parse(try ScenarioSource(data: Data(crOnly), file: "t.scenario"))
            Issue.record("'jump' was accepted as a step")
        } catch {
            #expect(error.diagnostics.first?.description.hasPrefix("t.scenario:3:3: error: unknown step 'jump'") == true, "\(error)")
        }
    }

    @Test("tabs indent section lines like spaces, and columns count a tab as one character")
    func tabsIndent() throws {
        let scenario = try ScenarioText.parse("scenario: Tabs\nshortcuts:\n\tstatic Search \"Search\"\napp:\n\troutes: Search -> SearchPage\nsteps:\n\t\tselect Search\nexpect:\n \troute Search -> SearchPage\n")
        #expect(scenario.shortcuts.map(\.item.type) == ["Search"])
        #expect(scenario.steps.first?.location == ShortcutSimCore.SourceLocation(file: "t.scenario", line: 7, column: 3))
        #expect(ScenarioRunner.run(scenario).passed)
        let diagnostics = ScenarioText.diagnostics(of: "scenario: T\nsteps:\n\tjump\n")
        #expect(diagnostics.first.map { "\($0.location)" } == "t.scenario:3:2")
    }

    @Test("comments start at '#' after white space, never inside quotes")
    func comments() throws {
        let scenario = try ScenarioText.parse("""
            # a comment line
            scenario: Comments  # trailing
            shortcuts:
              static Search "No #comment here" subtitle="#1"  # but here
            steps:
              select Search # fine
            """)
        #expect(scenario.title == "Comments")
        #expect(scenario.shortcuts.first?.item.localizedTitle == "No #comment here")
        #expect(scenario.shortcuts.first?.item.localizedSubtitle == "#1")
        let diagnostics = ScenarioText.diagnostics(of: "scenario: T\nshortcuts:\n  static Search \"S\"\nsteps:\n  select Search#x\n")
        #expect(diagnostics.first?.description.hasPrefix("t.scenario:5:10: error: 'Search#x' is not a declared shortcut type") == true,
                "'#' inside a word must not start a comment: \(diagnostics)")
    }

    @Test("a misspelled section gives one error, not one per line below it")
    func noCascade() {
        let diagnostics = ScenarioText.diagnostics(of: "scenario: T\nstep:\n  tap icon\n  go home\n  tap icon\n")
        #expect(diagnostics.map(\.location.line) == [2], "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("after ScenarioParser.errorLimit errors the parser stops with one 'too many errors' error where it stopped")
    func errorLimit() {
        let limit = ScenarioParser.errorLimit
        // Line 1 is the title; lines 2…81 are 80 lines that are neither a header nor a section.
        let text = "scenario: T\n" + (1...80).map { "junk \($0)\n" }.joined()
        let diagnostics = ScenarioText.diagnostics(of: text)
        let all = diagnostics.map(\.description).joined(separator: "\n")
        #expect(limit == 50, "the documented limit (docs/scenario-format.md) is 50, the constant is \(limit)")
        #expect(diagnostics.count == limit + 1, "expected \(limit) errors and the stop, got \(diagnostics.count):\n\(all)")
        #expect(diagnostics.dropLast().map(\.location.line) == Array(2...(limit + 1)), "the first \(limit) errors are lines 2…\(limit + 1):\n\(all)")
        let stop = diagnostics.last?.description.split(separator: "\n").first.map(String.init)
        #expect(stop == "t.scenario:\(limit + 2):1: error: too many errors (\(limit)); stopping here — fix these first",
                "the last diagnostic must be the stop, at line \(limit + 2) where the next error was; got:\n\(all)")

        let exactlyAtLimit = ScenarioText.diagnostics(of: "scenario: T\n" + (1...limit).map { "junk \($0)\n" }.joined())
        #expect(exactlyAtLimit.count == limit, "\(limit) errors are all reported, with no stop; got \(exactlyAtLimit.count)")
        #expect(!exactlyAtLimit.contains { $0.message.hasPrefix("too many errors") }, "the stop appears only past the limit")
    }

    @Test("a junk file of 200,000 lines gives ScenarioParser.errorLimit errors and the stop, not one error per line")
    func errorLimitOnHugeJunk() {
        let text = String(repeating: "this is not a scenario\n", count: 200_000)
        let diagnostics = ScenarioText.diagnostics(of: text)
        #expect(diagnostics.count == ScenarioParser.errorLimit + 1, "expected \(ScenarioParser.errorLimit + 1) diagnostics, got \(diagnostics.count)")
        #expect(diagnostics.last?.location.line == ScenarioParser.errorLimit + 1, "the stop is at the line of the first error past the limit")
        #expect(diagnostics.last?.message.hasPrefix("too many errors") == true, "the last diagnostic is \(String(describing: diagnostics.last))")
    }

    @Test("warnings do not count toward the error limit")
    func warningsDoNotCount() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-sim-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // One item with 60 unknown keys: 60 warnings (C1.1), no error.
        let unknownKeys = (1...60).map { "<key>UIApplicationShortcutItemExtra\($0)</key><string>x</string>" }.joined(separator: "\n")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict><key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>Search</string>
            <key>UIApplicationShortcutItemTitle</key><string>Search</string>
            \(unknownKeys)
            </dict></array></dict>
            </plist>
            """
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let limit = ScenarioParser.errorLimit
        let text = "scenario: T\nshortcuts:\n  plist: Info.plist\n" + (1...limit).map { "junk \($0)\n" }.joined()
        let path = folder.appendingPathComponent("t.scenario").path
        do {
            _ = try ScenarioLoader.parse(text, file: "t.scenario", nextTo: path)
            Issue.record("\(limit) bad lines parsed without errors")
        } catch {
            let all = error.diagnostics.map(\.description).joined(separator: "\n")
            #expect(error.diagnostics.filter { $0.severity == .warning }.count == 60, "expected the plist's 60 warnings:\n\(all)")
            #expect(error.diagnostics.filter { $0.severity == .error }.count == limit, "expected \(limit) errors:\n\(all)")
            #expect(!error.diagnostics.contains { $0.message.hasPrefix("too many errors") }, "60 warnings and \(limit) errors are within the limit:\n\(all)")
        }
    }

    @Test("every error is reported, in source order, and nothing runs")
    func allErrorsInOrder() {
        let diagnostics = ScenarioText.diagnostics(of: Prefix.app + "steps:\n  selct Search\n  wait 3x\nexpect:\n  nxt: route Search\n")
        #expect(diagnostics.map { "\($0.location)" } == ["t.scenario:9:3", "t.scenario:10:8", "t.scenario:12:3"],
                "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("'set after login, …': the comma ends the milestone's name; the rest is the one error")
    func commaAfterDynamicItemsMilestone() {
        let diagnostics = ScenarioText.diagnostics(of: """
            scenario: clearing on logout is not a value
            shortcuts:
              dynamic Orders "Orders"
            app:
              dynamic items: set after login, cleared on logout
              milestone login: on step
            steps:
              tap icon
            """)
        let lines = diagnostics.map(\.description)
        #expect(diagnostics.count == 1 && lines.first?.hasPrefix("t.scenario:5:35: error: unexpected 'cleared on logout' after the value of 'dynamic items:'") == true,
                "expected only the error about the words after the comma, found:\n\(lines.joined(separator: "\n"))")
        #expect(diagnostics.first?.notes.contains("did you mean 'cleared after logout'?") == true,
                "expected a pointer to 'cleared after', found \(diagnostics.first?.notes ?? [])")
    }
}
