import ShortcutSimCore
import Testing

/// How a launch method answers in a test: returns true, returns false, or is not implemented (A2.3).
enum LaunchReturn: String, CaseIterable, Sendable, CustomStringConvertible, CustomTestStringConvertible {
    case returnsTrue = "true"
    case returnsFalse = "false"
    case missing

    /// Whether this answer leaves the launch gate open (A2.3): not implemented, or true.
    var opensGate: Bool { self != .returnsFalse }

    /// `true`, `false` or `missing`, as the trace prints the outcome.
    var description: String { rawValue }

    /// The same spelling in test names.
    var testDescription: String { rawValue }
}

extension ScriptedApp {
    /// An app whose launch methods answer as given; a `missing` method is left out of `implementedMethods`.
    static func launching(willFinish: LaunchReturn, didFinish: LaunchReturn) -> ScriptedApp {
        var app = ScriptedApp()
        if willFinish == .missing { app.implementedMethods.remove(.willFinishLaunching) }
        if didFinish == .missing { app.implementedMethods.remove(.didFinishLaunching) }
        app.willFinish = { _, _ in willFinish.opensGate }
        app.didFinish = { _, _ in didFinish.opensGate }
        return app
    }

    /// The pattern of seed 003 (and Apple's scene sample, B1.3): `didFinishLaunching` saves the launch
    /// item and returns false; the item is routed on `didBecomeActive` once the root exists, then cleared
    /// unless `clearsAfterHandling` is false (G10).
    ///
    /// - Parameter splash: when set, the root milestone is reached by a `splash` timer this long after
    ///   `didFinishLaunching`, and the saved item is also routed from that timer.
    static func savingLaunchItem(clearsAfterHandling: Bool = true, splash: VirtualDuration? = nil) -> ScriptedApp {
        var app = ScriptedApp()
        let waitsForRoot = splash != nil
        if waitsForRoot { app.rootMilestone = .root }
        app.didFinish = { options, context in
            if let splash { context.schedule("splash", after: splash) }
            guard let item = options.shortcutItem else { return true }
            context.storedValues[savedItemKey] = .string(item.type)
            return false
        }
        let handleSaved: (inout AppContext) -> Void = { context in
            guard case .string(let type)? = context.storedValues[savedItemKey] else { return }
            if waitsForRoot && !context.hasReached(.root) { return }
            context.route(ShortcutItem(type: type, localizedTitle: type), to: "\(type)Page")
            if clearsAfterHandling { context.storedValues[savedItemKey] = nil }
        }
        app.didBecomeActive = handleSaved
        app.timer = { _, context in
            context.reach(.root)
            handleSaved(&context)
        }
        return app
    }
}

/// Where ``ScriptedApp/savingLaunchItem(clearsAfterHandling:splash:)`` keeps the saved launch item.
let savedItemKey = "savedLaunchItem"

extension AppContext {
    /// Writes the `applicationState` UIKit reports during this callback under `key`, for the test to read.
    mutating func noteState(_ key: String) { storedValues[key] = .string(applicationState.rawValue) }

    /// Writes a string under `key`, for the test to read.
    mutating func note(_ key: String, _ value: String) { storedValues[key] = .string(value) }
}

extension World where App == ScriptedApp {
    /// Performs stimuli in order.
    mutating func run(_ stimuli: Stimulus...) throws {
        for stimulus in stimuli { try perform(stimulus) }
    }

    /// A string the app wrote with ``AppContext/note(_:_:)`` or ``AppContext/noteState(_:)``.
    func noted(_ key: String) -> String? {
        guard case .string(let value)? = storedValues[key] else { return nil }
        return value
    }

    /// The defects of the run in their short form, `lost Search`.
    var defectSignatures: [String] { finish().map(\.signature) }

    /// The trace lines (words only) from a trace index on.
    func lines(since mark: Int) -> [String] { trace.events[mark...].map { $0.words.description } }
}

/// The menu line of the Meituan-like bundle on iOS 13 and later iPhone profiles.
let meituanMenuLine = "home.menu Search,Coupon,Scan system=editHomeScreen,removeApp"

/// The deprecation notice of iOS 26 profiles, recorded once per run at the first selection (A1.4).
let deprecationLine = "uikit.deprecated UIApplicationDelegate.performActionFor rule=A1.4"
