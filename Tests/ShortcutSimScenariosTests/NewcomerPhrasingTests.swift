import Foundation
import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// What an iOS developer who has only read the docs writes first: UIKit's names, everyday words for
/// steps, a scene-based app's handler in `performAction:`, steps that end before deferred work.
/// Each is refused with the word to write, or warned about, never guessed (the corpus in
/// `BadInputs/newcomer-*` holds the exact messages).
@Suite("Newcomer phrasings")
struct NewcomerPhrasingTests {
    /// A scenario with one static item and the given lines after `shortcuts:`.
    static func text(headers: [String] = [], app: [String] = [], steps: [String] = ["select Search"], expect: [String] = [], defects: [String] = []) -> String {
        func section(_ name: String, _ lines: [String]) -> String { lines.isEmpty ? "" : "\(name):\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n" }
        return "scenario: T\n" + headers.map { $0 + "\n" }.joined() + "shortcuts:\n  static Search \"Search\"\n"
            + section("app", app + ["routes: Search -> SearchPage"]) + section("steps", steps) + section("expect", expect) + section("defects", defects)
    }

    /// The notes of the only diagnostic of a text that does not parse.
    static func notes(of text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let diagnostics = ScenarioText.diagnostics(of: text)
        #expect(diagnostics.count == 1, "\(diagnostics)", sourceLocation: sourceLocation)
        return diagnostics.first?.notes ?? []
    }

    @Test("everyday words for a step name the step that does it", arguments: [
        ("launch app", "'tap icon'"), ("go to background", "'go home'"), ("kill app", "'system kill' or 'force quit'"),
        ("quit", "'force quit'"), ("open Control Center", "'interrupt'"), ("choose Search", "'select Search'"), ("sleep 3s", "'wait'"),
    ])
    func stepSynonyms(written: String, meant: String) {
        let notes = Self.notes(of: Self.text(steps: [written]))
        #expect(notes.first?.hasPrefix("did you mean \(meant)?") == true, "\(notes)")
    }

    @Test("UIKit's names for app settings name the setting", arguments: [
        ("didFinishLaunchingWithOptions: false", "'didFinishLaunching:'"),
        ("application(_:performActionFor:completionHandler:): handled at once", "'performAction:'"),
        ("completionHandler: never called", "'completion:'"),
        ("shortcutItems: append every launch", "'dynamic items:'"),
    ])
    func appSettingNames(line: String, meant: String) {
        let notes = Self.notes(of: Self.text(app: [line]))
        #expect(notes.first?.hasPrefix("did you mean \(meant)?") == true, "\(notes)")
    }

    @Test("the launch item's method may not be UIKit's selector, and the note names the word")
    func launchItemSelector() {
        let notes = Self.notes(of: Self.text(headers: ["lifecycle: scenes"],
                                             app: ["launch item: saved in scene(_:willConnectTo:options:), handled on sceneDidBecomeActive, then cleared"]))
        #expect(notes.first?.hasPrefix("did you mean 'willConnectTo'?") == true, "\(notes)")
    }

    @Test("'iOS 13' and 'iOS13' name the profile ios13")
    func profileSpelling() {
        #expect(Self.notes(of: Self.text(headers: ["profile: iOS 13"])).first == "did you mean 'ios13'?")
        #expect(Self.notes(of: Self.text(headers: ["profile: iOS13"])).first == "did you mean 'ios13'? profile names are in lower case")
    }

    @Test("a seed among the rules says to use the 'seed:' header")
    func seedInRules() {
        #expect(Self.notes(of: Self.text(headers: ["rules: A1.1 seed 003"])).first?.hasPrefix("write 'seed: 003'") == true)
    }

    @Test("an expectation giving the type as 'shortcut=' or the destination as subject shows the line to write")
    func expectationShapes() {
        #expect(Self.notes(of: Self.text(expect: ["app.performAction shortcut=Search"])).first?.contains("'app.performAction Search'") == true)
        #expect(Self.notes(of: Self.text(expect: ["route SearchPage"])).first?.hasPrefix("did you mean 'route Search -> SearchPage'?") == true)
        #expect(Self.notes(of: Self.text(expect: ["app.didFinishLaunching -> NO"])).first?.hasPrefix("did you mean '-> false'?") == true)
    }

    @Test("'before-root' for an app without a 'root' milestone is an error (A1.2)")
    func beforeRootNeedsRoot() {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(app: ["milestone tabBar: 3s after launch"], defects: ["before-root Search"]))
        #expect(diagnostics.map(\.message) == ["'before-root' is routing before the milestone named 'root', and this app declares no 'root' milestone"])
        #expect(ScenarioText.diagnostics(of: Self.text(app: ["milestone root: 3s after launch"], defects: ["before-root Search"])).isEmpty)
    }

    @Test("'performAction:' alone in a scene-based app is a warning (B3.1); beside 'scene performAction:' it is not")
    func performActionInScenes() throws {
        let alone = try ScenarioText.parse(Self.text(headers: ["lifecycle: scenes"], app: ["performAction: handled at once"]))
        #expect(alone.warnings.map(\.message).contains { $0.hasPrefix("'performAction:' is the app delegate's") }, "\(alone.warnings)")
        let both = try ScenarioText.parse(Self.text(headers: ["lifecycle: scenes"], app: ["performAction: handled at once", "scene performAction: not implemented"]))
        #expect(both.warnings.isEmpty, "\(both.warnings)")
        let appDelegate = try ScenarioText.parse(Self.text(app: ["performAction: handled at once"]))
        #expect(appDelegate.warnings.isEmpty, "\(appDelegate.warnings)")
    }

    @Test("the timers still waiting when the steps end are public, and a failure names the 'wait' that runs them (A7.3)")
    func pendingWork() throws {
        let text = Self.text(app: ["didFinishLaunching: false when launched from a shortcut",
                                   "launch item: saved in didFinishLaunching, handled after 1s, then cleared",
                                   "milestone root: 3s after launch"],
                             expect: ["route Search -> SearchPage"])
        let scenario = try ScenarioText.parse(text)
        let simulation = ScenarioRunner.simulate(scenario, app: DeclarativeApp(scenario: scenario))
        #expect(simulation.world.pendingAppTimers.map { "\($0.timer) \($0.time)" } == ["handleLaunchItem 1.000s", "root 3.000s"])
        let result = ScenarioRunner.run(scenario)
        #expect(!result.passed)
        #expect(result.failures.allSatisfy { $0.notes.first?.hasSuffix("add 'wait 3s' as the last step to let it run") == true }, "\(result.report)")
        let waited = try ScenarioText.run(text.replacingOccurrences(of: "  select Search\n", with: "  select Search\n  wait 3s\n"))
        // With the wait, the fixed 1s delay routes before the tab bar of 3s: the bug the scenario meant to show.
        #expect(waited.defectSignatures == ["before-root Search"], "\(waited.report)")
    }

    @Test("a scene-based app's completion handler written 'scene.completion' names 'app.completion', recorded in both lifecycles (A5.1)")
    func sceneCompletion() {
        let notes = Self.notes(of: Self.text(headers: ["lifecycle: scenes"], app: ["scene performAction: handled at once"],
                                             expect: ["scene.completion Search -> true"]))
        #expect(notes.first?.hasPrefix("did you mean 'app.completion'? the completion handler is recorded as 'app.completion' in both lifecycles") == true, "\(notes)")
        let other = Self.notes(of: Self.text(headers: ["lifecycle: scenes"], expect: ["scene.setShortcutItems"]))
        #expect(other.first == "did you mean 'app.setShortcutItems'?", "\(other)")
    }

    @Test("a result written without its arrow shows the line with '->'", arguments: [
        ("app.completion Search true", "did you mean 'app.completion Search -> true'?"),
        ("route Search SearchPage", "did you mean 'route Search -> SearchPage'?"),
        ("app.didFinishLaunching shortcut=Search YES", "did you mean 'app.didFinishLaunching shortcut=Search -> true'?"),
    ])
    func resultWithoutArrow(line: String, meant: String) {
        let notes = Self.notes(of: Self.text(expect: [line]))
        #expect(notes.first?.hasPrefix(meant) == true, "expected the note to start with \(meant); found \(notes)")
    }

    @Test("an event written as a header and a route with another arrow show the line to write")
    func otherPunctuation() {
        #expect(Self.notes(of: Self.text(expect: ["state: active"])).first == "did you mean 'state active'? the event's words follow its name without a colon")
        let route = ScenarioText.diagnostics(of: Self.text(app: ["routes: Search => SearchPage"]).replacingOccurrences(of: "  routes: Search -> SearchPage\n", with: ""))
        #expect(route.first?.notes == ["write '->' for '=>': 'Search -> SearchPage'"], "\(route)")
    }

    @Test("'dynamic items:' naming where the code runs gets the value that says what it does (C1.6, C3.2)")
    func dynamicItemsCodePlace() {
        let launch = Self.notes(of: Self.text(app: ["dynamic items: set in didFinishLaunching"]))
        #expect(launch.first?.contains("'replace every launch' sets the whole array on every launch") == true, "\(launch)")
        let scene = Self.notes(of: Self.text(headers: ["lifecycle: scenes"], app: ["dynamic items: set in sceneWillResignActive"]))
        #expect(scene.first == "did you mean 'set on sceneWillResignActive'?", "\(scene)")
    }

    @Test("an 'any order:' block with a misspelled step is one error, at the step, not also a block too short")
    func anyOrderWithWrongStep() {
        let diagnostics = ScenarioText.diagnostics(of: Self.text(steps: ["tap icon", "any order:", "  go home", "  selekt Search"]))
        #expect(diagnostics.map(\.message) == ["unknown step 'selekt'"], "\(diagnostics)")
    }

    @Test("forcing a process that has ended to quit says what to do instead (A7.4)")
    func forceQuitNotRunning() throws {
        let result = try ScenarioText.run(Self.text(steps: ["tap icon", "go home", "wait 10s", "system kill", "force quit"]))
        let error = try #require(result.errors.first, "expected 'force quit' after 'system kill' to be an error; the run had none")
        #expect(error.message == "cannot force quit: the app is not running", "\(error)")
        #expect(error.notes.first?.contains("remove the 'force quit'") == true, "\(error)")
    }
}
