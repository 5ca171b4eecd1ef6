import ShortcutSimCore
import ShortcutSimScenarios
import Testing

/// Builds small scenarios around an `app:` section, so each test shows only the settings it changes.
private enum AppScenario {
    /// Two static items (Search, Coupon) and two dynamic ones (Fav, Recent); routes for all but Recent
    /// unless the app lines give their own `routes:`.
    static func text(app: [String], steps: [String], header: [String] = [], expect: [String] = []) -> String {
        var lines = ["scenario: App"] + header + [
            "shortcuts:",
            "  static Search \"Search\"",
            "  static Coupon \"Coupons\"",
            "  dynamic Fav \"Favorites\"",
            "  dynamic Recent \"Recent\"",
            "app:",
        ]
        if !app.contains(where: { $0.hasPrefix("routes:") }) { lines.append("  routes: Search -> SearchPage, Coupon -> CouponList, Fav -> FavPage") }
        lines += app.map { "  " + $0 }
        lines += ["steps:"] + steps.map { "  " + $0 }
        if !expect.isEmpty { lines += ["expect:"] + expect.map { "  " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }

    static func run(app: [String], steps: [String], header: [String] = [], expect: [String] = [],
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioResult {
        let result = try ScenarioText.run(text(app: app, steps: steps, header: header, expect: expect), sourceLocation: sourceLocation)
        #expect(result.errors.isEmpty, "a step could not happen:\n\(result.report)", sourceLocation: sourceLocation)
        return result
    }
}

/// Each `app:` setting of the declarative app changes the trace as docs/scenario-format.md documents.
@Suite("Declarative app")
struct DeclarativeAppTests {
    // MARK: - Launch methods (A2.1, A2.3, A2.4)

    static let launchValues = ["true", "false", "false when launched from a shortcut", "not implemented"]

    @Test("each launch method value sets its return value, the gate and whether performAction runs",
          arguments: ["willFinishLaunching", "didFinishLaunching"], launchValues)
    func launchMethod(_ method: String, _ value: String) throws {
        let result = try AppScenario.run(app: ["\(method): \(value)"], steps: ["select Search"])
        // On a quick-action launch the method returns false for 'false' and 'false when launched from a shortcut'.
        let returned: String = value == "not implemented" ? "missing" : (value == "true" ? "true" : "false")
        let open = returned != "false"  // A2.3: not implemented counts as true
        let other = method == "willFinishLaunching" ? "didFinishLaunching" : "willFinishLaunching"
        let gate = "uikit.launchGate \(open ? "open" : "closed") \(method == "willFinishLaunching" ? "willFinishLaunching=\(returned) \(other)=true" : "\(other)=true didFinishLaunching=\(returned)")"
        #expect(result.lines.contains(gate), "expected '\(gate)'\n\(result.report)")
        let call = "app.\(method) shortcut=Search -> \(returned)"
        if value == "not implemented" {
            #expect(!result.lines.contains { $0.hasPrefix("app.\(method)") }, "an unimplemented method must not be called\n\(result.report)")
        } else {
            #expect(result.lines.contains(call), "expected '\(call)'\n\(result.report)")
        }
        #expect(result.lines.contains("app.\(other) shortcut=Search -> true"), "A2.4: the other method still runs\n\(result.report)")
        if open {
            #expect(result.lines.containsInOrder(["app.performAction Search", "route Search -> SearchPage", "app.didBecomeActive"]), "\(result.report)")
            #expect(result.defects.isEmpty, "\(result.report)")
        } else {
            #expect(!result.lines.contains("app.performAction Search"), "A2.1: a false return suppresses performAction\n\(result.report)")
            #expect(result.defectSignatures == ["lost Search"], "nobody handles the item\n\(result.report)")
        }
    }

    @Test("'false when launched from a shortcut' returns true for a launch from the icon (A2.5)", arguments: ["willFinishLaunching", "didFinishLaunching"])
    func falseOnlyForShortcutLaunches(_ method: String) throws {
        let result = try AppScenario.run(app: ["\(method): false when launched from a shortcut"], steps: ["tap icon"])
        #expect(result.lines.contains("app.\(method) -> true"), "\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("uikit.launchGate") }, "no gate without a quick action (A2.5)\n\(result.report)")
    }

    @Test("willFinishLaunching returning false does not skip didFinishLaunching (A2.4)")
    func didFinishAfterFalseWillFinish() throws {
        let result = try AppScenario.run(app: ["willFinishLaunching: false"], steps: ["select Search"])
        #expect(result.lines.containsInOrder(["app.willFinishLaunching shortcut=Search -> false", "app.didFinishLaunching shortcut=Search -> true",
                                              "uikit.launchGate closed willFinishLaunching=false didFinishLaunching=true"]), "\(result.report)")
    }

    // MARK: - launch item:

    @Test("C1.2 'routes: none': every item goes unhandled; a static item is the warning 'unhandled', once per type")
    func routesNone() throws {
        let result = try AppScenario.run(app: ["routes: none", "performAction: handled at once"],
                                         steps: ["tap icon", "go home", "select Search", "go home", "select Search"])
        #expect(result.lines.filter { $0 == "route.unhandled Search" }.count == 2, "\(result.report)")
        #expect(result.defectSignatures == ["unhandled Search"], "found \(result.defectSignatures)\n\(result.report)")
        #expect(result.defects.first?.kind.severity == .warning)
        #expect(result.passed, "a warning does not fail the scenario\n\(result.report)")
    }

    @Test("launch item: ignored with a closed gate loses the action")
    func launchItemIgnored() throws {
        let result = try AppScenario.run(app: ["didFinishLaunching: false when launched from a shortcut", "launch item: ignored"],
                                         steps: ["select Search", "wait 5s"])
        #expect(!result.lines.contains { $0.hasPrefix("route") }, "\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "\(result.report)")
    }

    @Test("launch item: handled in didFinishLaunching routes inside the method; returning false avoids a second route (A2.2)")
    func launchItemHandledInDidFinish() throws {
        let result = try AppScenario.run(app: ["didFinishLaunching: false when launched from a shortcut", "launch item: handled in didFinishLaunching"],
                                         steps: ["select Search"])
        #expect(result.lines.containsInOrder(["app.didFinishLaunching shortcut=Search -> false", "route Search -> SearchPage",
                                              "uikit.didFinishLaunchingNotification shortcut=Search", "uikit.launchGate closed willFinishLaunching=true didFinishLaunching=false",
                                              "app.didBecomeActive"]), "\(result.report)")
        #expect(!result.lines.contains("app.performAction Search"), "\(result.report)")
        #expect(result.defects.isEmpty, "\(result.report)")
    }

    @Test("launch item: handled in willFinishLaunching while returning true routes twice (A2.7)")
    func launchItemHandledTwice() throws {
        let result = try AppScenario.run(app: ["launch item: handled in willFinishLaunching"], steps: ["select Search"])
        let routes = result.lines.indices.filter { result.lines[$0] == "route Search -> SearchPage" }
        #expect(routes.count == 2, "\(result.report)")
        #expect(routes.first.map { $0 < (result.index(of: "app.didFinishLaunching shortcut=Search -> true") ?? -1) } == true,
                "the first route happens in willFinishLaunching\n\(result.report)")
        #expect(result.defectSignatures == ["twice Search"], "\(result.report)")
    }

    @Test("launch item: saved, handled on didBecomeActive routes after the activation")
    func launchItemOnDidBecomeActive() throws {
        let result = try AppScenario.run(app: ["didFinishLaunching: false when launched from a shortcut",
                                               "launch item: saved in didFinishLaunching, handled on didBecomeActive, then cleared"],
                                         steps: ["select Search"])
        let active = try #require(result.index(of: "app.didBecomeActive"), "\(result.report)")
        #expect(result.index(of: "route Search -> SearchPage") == active + 1, "\(result.report)")
        #expect(result.defects.isEmpty, "\(result.report)")
    }

    @Test("launch item: saved in willFinishLaunching is captured there too")
    func launchItemSavedInWillFinish() throws {
        let result = try AppScenario.run(app: ["willFinishLaunching: false when launched from a shortcut",
                                               "launch item: saved in willFinishLaunching, handled on didBecomeActive"],
                                         steps: ["select Search"])
        #expect(result.lines.suffix(2) == ["app.didBecomeActive", "route Search -> SearchPage"], "\(result.report)")
        #expect(result.defects.isEmpty, "\(result.report)")
    }

    @Test("launch item: handled when root ready waits for the milestone, even past didBecomeActive")
    func launchItemWhenRootReady() throws {
        let result = try AppScenario.run(app: ["didFinishLaunching: false when launched from a shortcut",
                                               "launch item: saved in didFinishLaunching, handled on didBecomeActive when root ready",
                                               "milestone root: 2s after launch"],
                                         steps: ["select Search", "wait 3s"])
        #expect(result.timedLines.containsInOrder(["0.000s app.didBecomeActive", "2.000s app.timer root", "2.000s milestone root",
                                                   "2.000s route Search -> SearchPage"]), "\(result.report)")
        #expect(result.defects.isEmpty, "no before-root defect: the route waited\n\(result.report)")
    }

    @Test("launch item: handled after 3s routes from a timer, 3s after it was saved")
    func launchItemAfterDelay() throws {
        let result = try AppScenario.run(app: ["didFinishLaunching: false when launched from a shortcut",
                                               "launch item: saved in didFinishLaunching, handled after 3s"],
                                         steps: ["select Search", "wait 4s"])
        #expect(result.timedLines.suffix(2) == ["3.000s app.timer handleLaunchItem", "3.000s route Search -> SearchPage"], "\(result.report)")
        let short = try AppScenario.run(app: ["didFinishLaunching: false when launched from a shortcut",
                                              "launch item: saved in didFinishLaunching, handled after 3s"],
                                        steps: ["select Search", "wait 2s"])
        #expect(short.defectSignatures == ["lost Search"], "a selection still waiting at the end is lost\n\(short.report)")
    }

    @Test("launch item: not cleared refires on a later activation; then cleared does not (G10)", arguments: [true, false])
    func launchItemClearing(_ cleared: Bool) throws {
        let result = try AppScenario.run(app: ["didFinishLaunching: false when launched from a shortcut",
                                               "launch item: saved in didFinishLaunching, handled on didBecomeActive, \(cleared ? "then cleared" : "not cleared")"],
                                         steps: ["select Search", "go home", "tap icon"])
        let routes = result.lines.filter { $0 == "route Search -> SearchPage" }.count
        #expect(routes == (cleared ? 1 : 2), "\(result.report)")
        #expect(result.defectSignatures == (cleared ? [] : ["refired Search"]), "\(result.report)")
        if !cleared {
            #expect(result.lines.suffix(2) == ["app.didBecomeActive", "route Search -> SearchPage"], "\(result.report)")
        }
    }

    // MARK: - performAction:

    @Test("performAction: handled at once routes inside performActionFor, before didBecomeActive (A1.2)")
    func performActionAtOnce() throws {
        let result = try AppScenario.run(app: ["performAction: handled at once"], steps: ["select Search"])
        #expect(result.lines.containsInOrder(["state inactive", "app.performAction Search", "route Search -> SearchPage",
                                              "app.completion Search -> true", "state active", "app.didBecomeActive"]), "\(result.report)")
    }

    @Test("performAction: handled when root ready routes at the milestone and completes then")
    func performActionWhenRootReady() throws {
        let result = try AppScenario.run(app: ["performAction: handled when root ready", "milestone root: 2s after launch"],
                                         steps: ["select Search", "wait 3s"])
        #expect(result.timedLines.suffix(3) == ["2.000s milestone root", "2.000s route Search -> SearchPage", "2.000s app.completion Search -> true"],
                "\(result.report)")
        #expect(result.defects.isEmpty, "\(result.report)")
    }

    @Test("performAction: handled on didBecomeActive routes right after the activation")
    func performActionOnDidBecomeActive() throws {
        let result = try AppScenario.run(app: ["performAction: handled on didBecomeActive"], steps: ["select Search"])
        #expect(result.lines.suffix(3) == ["app.didBecomeActive", "route Search -> SearchPage", "app.completion Search -> true"], "\(result.report)")
    }

    @Test("performAction: handled after 1s routes from a timer")
    func performActionAfterDelay() throws {
        let result = try AppScenario.run(app: ["performAction: handled after 1s"], steps: ["select Search", "wait 2s"])
        #expect(result.timedLines.suffix(3) == ["1.000s app.timer handleAction", "1.000s route Search -> SearchPage", "1.000s app.completion Search -> true"],
                "\(result.report)")
    }

    @Test("performAction: ignored receives the item, completes with false and routes nothing")
    func performActionIgnored() throws {
        let result = try AppScenario.run(app: ["performAction: ignored"], steps: ["select Search"])
        #expect(result.lines.containsInOrder(["app.performAction Search", "app.completion Search -> false"]), "\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route") }, "\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "\(result.report)")
    }

    @Test("performAction: not implemented drops warm actions silently (A6.1)")
    func performActionNotImplemented() throws {
        let result = try AppScenario.run(app: ["performAction: not implemented"], steps: ["tap icon", "go home", "select Search"])
        #expect(result.lines.contains("uikit.drop Search reason=performActionNotImplemented"), "\(result.report)")
        #expect(!result.lines.contains("app.performAction Search"), "\(result.report)")
        #expect(result.defectSignatures == ["lost Search"], "\(result.report)")
    }

    @Test("performAction: not implemented, cold launch: the launch options still carry the item (A6.1)")
    func performActionNotImplementedCold() throws {
        let result = try AppScenario.run(app: ["performAction: not implemented", "launch item: handled in didFinishLaunching"], steps: ["select Search"])
        #expect(result.lines.containsInOrder(["app.didFinishLaunching shortcut=Search -> true", "route Search -> SearchPage"]), "\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("app.performAction") }, "\(result.report)")
        // The open gate's launch action finds no performActionFor: UIKit consumes it without calling the app.
        #expect(result.lines.containsInOrder(["uikit.launchGate open willFinishLaunching=true didFinishLaunching=true",
                                              "uikit.drop Search reason=performActionNotImplemented", "app.didBecomeActive"]), "\(result.report)")
        #expect(result.defects.isEmpty, "\(result.report)")
    }

    @Test("a warm action goes through performActionFor even when the launch methods return false (A2.6)")
    func warmActionIgnoresGate() throws {
        let result = try AppScenario.run(app: ["didFinishLaunching: false"], steps: ["tap icon", "go home", "select Search"])
        #expect(result.lines.suffix(7) == ["app.willEnterForeground", "state inactive", "app.performAction Search", "route Search -> SearchPage",
                                           "app.completion Search -> true", "state active", "app.didBecomeActive"], "\(result.report)")
        #expect(result.defects.isEmpty, "\(result.report)")
    }

    // MARK: - Completion policies (A5.1, A5.4)

    @Test("completion: each policy calls the handler as documented", arguments: [
        ("reports the result", ["route Search -> SearchPage", "app.completion Search -> true"], [String]()),
        ("always true", ["app.completion Search -> true", "route Search -> SearchPage"], []),
        ("always false", ["app.completion Search -> false", "route Search -> SearchPage"], []),
        ("never called", ["route Search -> SearchPage"], ["completion-missing Search"]),
        ("called twice", ["route Search -> SearchPage", "app.completion Search -> true", "app.completion Search -> true"], ["completion-twice Search"]),
    ])
    func completionPolicy(_ policy: String, _ order: [String], _ defects: [String]) throws {
        let result = try AppScenario.run(app: ["performAction: handled after 1s, completion \(policy)"], steps: ["select Search", "wait 2s"])
        let fromAction = Array(result.lines.drop { $0 != "app.performAction Search" })
        #expect(fromAction.filter { $0.hasPrefix("app.completion") || $0.hasPrefix("route") } == order,
                "\(policy): the completions and routes after performAction\n\(result.report)")
        #expect(result.defectSignatures == defects, "\(result.report)")
    }

    @Test("completion: always true is called inside performActionFor, before a deferred route")
    func completionAlwaysTrueTiming() throws {
        let result = try AppScenario.run(app: ["performAction: handled after 1s", "completion: always true"], steps: ["select Search", "wait 2s"])
        #expect(result.timedLines.containsInOrder(["0.000s app.performAction Search", "0.000s app.completion Search -> true",
                                                   "0.000s app.didBecomeActive", "1.000s route Search -> SearchPage"]), "\(result.report)")
    }

    @Test("completion reports false when no route matches the type (C1.2)")
    func completionReportsUnhandled() throws {
        let result = try AppScenario.run(app: ["routes: Search -> SearchPage"], steps: ["select Coupon"])
        #expect(result.lines.containsInOrder(["app.performAction Coupon", "route.unhandled Coupon", "app.completion Coupon -> false"]), "\(result.report)")
        #expect(result.defectSignatures == ["unhandled Coupon"],
                "an unhandled type is reported, not lost; as a static item it is the warning 'unhandled'\n\(result.report)")
    }

    // MARK: - Milestones

    @Test("milestone: '3s after launch' is reached by a timer 3s into the process")
    func milestoneAfterLaunch() throws {
        let result = try AppScenario.run(app: ["milestone root: 3s after launch"], steps: ["tap icon", "wait 5s"])
        #expect(result.timedLines.suffix(2) == ["3.000s app.timer root", "3.000s milestone root"], "\(result.report)")
    }

    @Test("milestone: 'at launch' holds from the start of the process, so routing at once is not early")
    func milestoneAtLaunch() throws {
        let result = try AppScenario.run(app: ["milestone root: at launch"], steps: ["select Search"])
        let milestone = try #require(result.index(of: "milestone root"), "\(result.report)")
        let willFinish = try #require(result.index(of: "app.willFinishLaunching shortcut=Search -> true"), "\(result.report)")
        #expect(milestone < willFinish, "the root exists before the first launch method\n\(result.report)")
        #expect(!result.lines.contains("app.timer root"), "\(result.report)")
        #expect(result.defects.isEmpty, "routing in performAction is after the root\n\(result.report)")
    }

    @Test("milestone: '500ms after OTHER' follows the other milestone")
    func milestoneAfterOther() throws {
        let result = try AppScenario.run(app: ["milestone root: 1s after launch", "milestone home: 500ms after root"], steps: ["tap icon", "wait 2s"])
        #expect(result.timedLines.containsInOrder(["1.000s milestone root", "1.500s app.timer home", "1.500s milestone home"]), "\(result.report)")
    }

    @Test("milestone: 'on step' is reached only by its 'reach' step")
    func milestoneOnStep() throws {
        let result = try AppScenario.run(app: ["milestone login: on step"], steps: ["tap icon", "wait 10s", "reach login"])
        #expect(result.timedLines.suffix(2) == ["10.000s user.reach login", "10.000s milestone login"], "\(result.report)")
        #expect(result.lines.filter { $0 == "milestone login" }.count == 1, "\(result.report)")
    }

    @Test("milestone: 'remembered' holds from the start of every later process; without it, it must be reached again", arguments: [true, false])
    func milestoneRemembered(_ remembered: Bool) throws {
        let result = try AppScenario.run(app: ["milestone onboarding: on step\(remembered ? ", remembered" : "")"],
                                         steps: ["tap icon", "reach onboarding", "force quit", "tap icon"])
        let relaunch = try #require(result.lines.lastIndex(of: "user.tapIcon"), "\(result.report)")
        let after = Array(result.lines[relaunch...])
        #expect(after.contains("milestone onboarding") == remembered, "\(result.report)")
        if remembered {
            #expect(after.firstIndex(of: "milestone onboarding")! < after.firstIndex(of: "app.willFinishLaunching -> true")!,
                    "a remembered milestone holds before the launch methods\n\(result.report)")
        }
    }

    @Test("milestones belong to the process: a timed milestone is reached again after a relaunch")
    func milestonePerProcess() throws {
        let result = try AppScenario.run(app: ["milestone root: 1s after launch"], steps: ["tap icon", "wait 2s", "force quit", "tap icon", "wait 2s"])
        #expect(result.timedLines.filter { $0.hasSuffix("milestone root") } == ["1.000s milestone root", "3.000s milestone root"], "\(result.report)")
    }

    @Test("routing before the root milestone is the before-root defect")
    func beforeRoot() throws {
        let result = try AppScenario.run(app: ["milestone root: 3s after launch"], steps: ["select Search", "wait 4s"])
        #expect(result.defectSignatures == ["before-root Search"], "\(result.report)")
    }

    // MARK: - Routes

    @Test("routes: 'needs login' shows the login screen and routes once the milestone is reached")
    func routeNeedsLogin() throws {
        let result = try AppScenario.run(app: ["routes: Search -> SearchPage, Coupon -> CouponList needs login", "milestone login: on step"],
                                         steps: ["select Coupon", "wait 1s", "reach login"])
        #expect(result.timedLines.containsInOrder(["0.000s app.performAction Coupon", "0.000s app.show login",
                                                   "1.000s user.reach login", "1.000s milestone login", "1.000s route Coupon -> CouponList"]),
                "\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("route Coupon") }.count == 1, "\(result.report)")
    }

    @Test("routes: 'needs A and B' waits for both milestones")
    func routeNeedsTwo() throws {
        let result = try AppScenario.run(app: ["routes: Search -> SearchPage needs login and city", "milestone login: on step", "milestone city: on step"],
                                         steps: ["select Search", "reach login", "reach city"])
        let route = try #require(result.index(of: "route Search -> SearchPage"), "\(result.report)")
        #expect(route > (result.index(of: "milestone city") ?? .max), "\(result.report)")
    }

    @Test("routes: a type without a route is reported unhandled (C1.2)")
    func routeUnhandled() throws {
        let result = try AppScenario.run(app: ["routes: Search -> SearchPage"], steps: ["select Coupon"])
        #expect(result.lines.contains("route.unhandled Coupon"), "\(result.report)")
        #expect(!result.lines.contains { $0.hasPrefix("route Coupon") }, "\(result.report)")
    }

    @Test("routes: until=N removes a route in later versions, so a stale dynamic item is unhandled (C3.4)")
    func routeVersions() throws {
        let result = try AppScenario.run(app: ["routes: Search -> SearchPage, Fav -> FavPage until=1", "dynamic items: set when empty"],
                                         steps: ["tap icon", "go home", "update to 2", "select Fav"])
        #expect(result.lines.containsInOrder(["system.update version=2", "user.select Fav", "route.unhandled Fav"]), "\(result.report)")
        #expect(!result.lines.contains("route Fav -> FavPage"), "\(result.report)")
    }

    @Test("before routing: the screen is shown right before every route")
    func beforeRouting() throws {
        let result = try AppScenario.run(app: ["before routing: show HomeTab"], steps: ["select Search", "go home", "select Coupon"])
        for route in ["route Search -> SearchPage", "route Coupon -> CouponList"] {
            let index = try #require(result.index(of: route), "\(result.report)")
            #expect(result.lines[index - 1] == "app.show HomeTab", "\(route)\n\(result.report)")
        }
        #expect(result.lines.filter { $0 == "app.show HomeTab" }.count == 2, "\(result.report)")
    }

    // MARK: - Launch screen, dynamic items, launch duration, state restoration

    @Test("launch screen: didFinishLaunching shows it as its own work, before the action's route (seed 004)")
    func launchScreen() throws {
        let result = try AppScenario.run(app: ["launch screen: WhiteBackground"], steps: ["select Search"])
        #expect(result.lines.containsInOrder(["app.didFinishLaunching shortcut=Search -> true", "app.show WhiteBackground",
                                              "app.performAction Search", "route Search -> SearchPage"]), "\(result.report)")
        let plain = try AppScenario.run(app: [], steps: ["select Search"])
        #expect(!plain.lines.contains { $0.hasPrefix("app.show") }, "\(plain.report)")
    }

    @Test("launch screen: 'when not launched from a shortcut' skips it on a quick-action launch only")
    func launchScreenSkipped() throws {
        let result = try AppScenario.run(app: ["launch screen: WhiteBackground when not launched from a shortcut"],
                                         steps: ["select Search", "force quit", "tap icon"])
        #expect(result.lines.filter { $0 == "app.show WhiteBackground" }.count == 1, "\(result.report)")
        #expect((result.index(of: "app.show WhiteBackground") ?? -1) > (result.index(of: "user.tapIcon") ?? .max), "\(result.report)")
    }

    @Test("dynamic items: each policy sets shortcutItems as documented over two launches (C1.6, C3.2)", arguments: [
        ("none", [String](), "home.menu Search,Coupon system=editHomeScreen,removeApp", [String]()),
        ("set when empty", ["app.setShortcutItems Fav,Recent count=2"], "home.menu Search,Coupon,Fav,Recent system=editHomeScreen,removeApp", []),
        ("replace every launch", ["app.setShortcutItems Fav,Recent count=2", "app.setShortcutItems Fav,Recent count=2"],
         "home.menu Search,Coupon,Fav,Recent system=editHomeScreen,removeApp", []),
        ("append every launch", ["app.setShortcutItems Fav,Recent count=2", "app.setShortcutItems Fav,Recent,Fav,Recent count=4"],
         "home.menu Search,Coupon,Fav,Recent hidden=Fav,Recent system=editHomeScreen,removeApp",
         // The copies are hidden, but each type is shown once, so nothing overflows (C2.2).
         ["duplicate-items Fav", "duplicate-items Recent"]),
    ])
    func dynamicItems(_ policy: String, _ sets: [String], _ menu: String, _ defects: [String]) throws {
        let result = try AppScenario.run(app: ["dynamic items: \(policy)"], steps: ["tap icon", "force quit", "tap icon", "go home", "show menu"])
        #expect(result.lines.filter { $0.hasPrefix("app.setShortcutItems") } == sets, "\(result.report)")
        #expect(result.lines.last == menu, "\(result.report)")
        #expect(result.defectSignatures.sorted() == defects.sorted(), "\(result.report)")
    }

    @Test("dynamic items beyond the menu's four slots: the type never shown is the overflow defect (C2.1, C2.2)")
    func dynamicItemsOverflow() throws {
        let result = try ScenarioText.run("""
            scenario: Overflow
            shortcuts:
              static Search "Search"
              static Coupon "Coupons"
              static Scan "Scan"
              dynamic Fav "Favorites"
              dynamic Recent "Recent"
            app:
              dynamic items: replace every launch
            steps:
              tap icon
              go home
              show menu
            defects:
              overflow Recent
            """)
        #expect(result.lines.last == "home.menu Search,Coupon,Scan,Fav hidden=Recent system=editHomeScreen,removeApp", "\(result.report)")
        #expect(result.passed, "\(result.report)")
    }

    @Test("dynamic items: 'set after MILESTONE' sets them when the milestone is reached, not at launch")
    func dynamicItemsAfterMilestone() throws {
        let result = try AppScenario.run(app: ["dynamic items: set after setup", "milestone setup: on step"],
                                         steps: ["tap icon", "go home", "show menu", "tap icon", "reach setup", "go home", "show menu"])
        #expect(result.lines.containsInOrder(["home.menu Search,Coupon system=editHomeScreen,removeApp", "milestone setup",
                                              "app.setShortcutItems Fav,Recent count=2",
                                              "home.menu Search,Coupon,Fav,Recent system=editHomeScreen,removeApp"]), "\(result.report)")
        #expect(result.lines.filter { $0.hasPrefix("app.setShortcutItems") }.count == 1, "\(result.report)")
    }

    @Test("launch duration: the first activation, and the launch action, wait for it")
    func launchDuration() throws {
        let result = try AppScenario.run(app: ["launch duration: 2s"], steps: ["select Search", "wait 3s"])
        #expect(result.timedLines.containsInOrder(["0.000s state inactive", "0.000s app.didFinishLaunching shortcut=Search -> true",
                                                   "2.000s app.performAction Search", "2.000s route Search -> SearchPage",
                                                   "2.000s app.didBecomeActive"]), "\(result.report)")
        let quick = try AppScenario.run(app: [], steps: ["select Search"])
        #expect(quick.timedLines.last == "0.000s app.didBecomeActive", "\(quick.report)")
    }

    @Test("state restoration: true runs it between the launch methods (A7.1); false does not", arguments: [true, false])
    func stateRestoration(_ restores: Bool) throws {
        let result = try AppScenario.run(app: ["state restoration: \(restores)"], steps: ["select Search"])
        #expect(result.lines.contains("uikit.stateRestoration") == restores, "\(result.report)")
        if restores {
            #expect(result.lines.containsInOrder(["app.willFinishLaunching shortcut=Search -> true", "uikit.stateRestoration",
                                                  "app.didFinishLaunching shortcut=Search -> true"]), "\(result.report)")
        }
    }

    @Test("the default app implements every method, returns true and routes at once")
    func defaults() throws {
        let result = try AppScenario.run(app: [], steps: ["select Search"])
        #expect(result.lines == [
            "system.install version=1", "home.menu Search,Coupon system=editHomeScreen,removeApp", "user.select Search",
            "state inactive", "app.willFinishLaunching shortcut=Search -> true", "app.didFinishLaunching shortcut=Search -> true",
            "uikit.didFinishLaunchingNotification shortcut=Search", "uikit.launchGate open willFinishLaunching=true didFinishLaunching=true",
            "app.performAction Search", "route Search -> SearchPage", "app.completion Search -> true",
            "state active", "app.didBecomeActive",
        ], "\(result.report)")
        #expect(result.passed, "\(result.report)")
    }
}

// MARK: - Your own app

/// A coordinator written by hand, as an app would: Apple's pattern of saving the launch item in
/// `didFinishLaunching` (returning false so `performActionFor` is not called at launch, A2.2), routing
/// it on `didBecomeActive` and clearing it (G10); warm actions are routed in `performActionFor`.
struct QuickActionCoordinator: ShortcutApp {
    /// The bug of seed 003's variant: forgetting to clear the saved item.
    var clearsSavedItem = true
    /// Routes by exact type (C1.2).
    var destinations = ["Search": "SearchPage", "Coupon": "CouponList"]
    private var savedItem: ShortcutItem?

    init(clearsSavedItem: Bool = true) { self.clearsSavedItem = clearsSavedItem }

    mutating func application(didFinishLaunchingWithOptions options: LaunchOptions, context: inout AppContext) -> Bool {
        savedItem = options.shortcutItem
        return options.shortcutItem == nil
    }

    mutating func applicationDidBecomeActive(context: inout AppContext) {
        guard let item = savedItem else { return }
        if clearsSavedItem { savedItem = nil }
        _ = route(item, context: &context)
    }

    mutating func application(performActionFor item: ShortcutItem, completionHandler: CompletionHandler, context: inout AppContext) {
        context.complete(completionHandler, succeeded: route(item, context: &context))
    }

    private func route(_ item: ShortcutItem, context: inout AppContext) -> Bool {
        guard let destination = destinations[item.type] else {
            context.reportUnhandled(item)
            return false
        }
        context.route(item, to: destination)
        return true
    }
}

@Suite("Your own app against a scenario")
struct CustomAppTests {
    /// Steps and expectations only; the app section is ignored when running your own app.
    static let text = """
        scenario: Coordinator routes each selection once
        shortcuts:
          static Search "Search"
          static Coupon "Coupons"
        steps:
          select Search
          go home
          select Coupon
          go home
          tap icon
        expect:
          app.didFinishLaunching shortcut=Search -> false
          uikit.launchGate closed
          app.didBecomeActive
          next: route Search -> SearchPage
          user.select Coupon
          app.performAction Coupon
          next: route Coupon -> CouponList
          next: app.completion Coupon -> true
          count 1: route Search
          count 1: route Coupon
        """

    @Test("a correct coordinator passes the scenario's expectations")
    func correctCoordinator() throws {
        let scenario = try ScenarioText.parse(Self.text)
        let result = ScenarioRunner.run(scenario, app: QuickActionCoordinator())
        #expect(result.passed, "\(result.report)")
        #expect(result.defects.isEmpty, "\(result.report)")
    }

    @Test("a coordinator that never clears its saved item fails with the count and the refired defect (G10)")
    func buggyCoordinator() throws {
        let scenario = try ScenarioText.parse(Self.text)
        let result = ScenarioRunner.run(scenario, app: QuickActionCoordinator(clearsSavedItem: false))
        #expect(result.status == .failed, "\(result.report)")
        let messages = result.failures.map(\.description)
        #expect(messages.contains { $0.hasPrefix("t.scenario:20:3: error: expected 1 event matching 'route Search', found 3") },
                "the count line should fail, at its line\n\(result.report)")
        #expect(messages.contains { $0.contains("unexpected defect refired Search (G10)") && $0.contains("add it under 'defects:' as 'refired Search'") },
                "\(result.report)")
        let countFailure = try #require(result.failures.first { $0.location.line == 20 })
        #expect(countFailure.description.contains(">>"), "the excerpt marks the last extra route\n\(countFailure)")
    }

    @Test("the same scenario can run under another profile with your app")
    func customAppProfile() throws {
        let scenario = try ScenarioText.parse(Self.text)
        let result = ScenarioRunner.run(scenario, app: QuickActionCoordinator(), profile: .ios26)
        #expect(result.profile.name == "ios26")
        #expect(result.lines.contains { $0.hasPrefix("uikit.deprecated") }, "A1.4 on iOS 26\n\(result.report)")
    }
}

/// A scenario derives its runs' app constants, bundles and implied install once; they must follow
/// any change of its fields, and leave copies made before the change alone.
@Suite("Scenario derived values")
struct ScenarioDerivedValuesTests {
    static func parsed() throws -> Scenario {
        try ScenarioLoader.parse(AppScenario.text(app: ["didFinishLaunching: true"], steps: ["tap icon"]), file: "derived.scenario")
    }

    static func change(_ scenario: inout Scenario) {
        scenario.shortcuts.removeAll { $0.item.type == "Search" }
        scenario.app.restoresState = true
        scenario.steps.insert(Step(action: .install(version: 2), location: SourceLocation(file: "derived.scenario", line: 1, column: 1),
                                   text: "install version 2"), at: 0)
    }

    @Test("after a change of shortcuts, app or steps, runs see the new values, though the old ones were read before")
    func derivedValuesFollowChanges() throws {
        var scenario = try Self.parsed()  // the only reference: changed in place
        #expect(scenario.bundle(version: 2).staticItems.map(\.type) == ["Search", "Coupon"])
        #expect(!DeclarativeApp(scenario: scenario).restoresState)
        #expect(ScenarioRunner.run(scenario).trace.first?.words.description == "system.install version=1")

        Self.change(&scenario)
        #expect(scenario.bundle(version: 2).staticItems.map(\.type) == ["Coupon"], "the bundle follows the shortcuts")
        #expect(DeclarativeApp(scenario: scenario).restoresState, "the app follows the declaration")
        #expect(DeclarativeApp(scenario: scenario).dynamicCatalog.map(\.item.type) == ["Fav", "Recent"])
        let run = ScenarioRunner.run(scenario)
        #expect(run.trace.first?.words.description == "system.install version=2", "no implied install before an explicit one: \(run.report)")
    }

    @Test("a copy made before a change keeps the old values")
    func copiesKeepTheirValues() throws {
        var scenario = try Self.parsed()
        let before = scenario
        Self.change(&scenario)
        #expect(scenario.bundle(version: 2).staticItems.map(\.type) == ["Coupon"])
        #expect(before.bundle(version: 2).staticItems.map(\.type) == ["Search", "Coupon"])
        #expect(!DeclarativeApp(scenario: before).restoresState && DeclarativeApp(scenario: scenario).restoresState)
        #expect(ScenarioRunner.run(before).trace.first?.words.description == "system.install version=1")
    }
}
