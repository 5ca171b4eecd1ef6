// The entry points of the libFuzzer targets, shared by the fuzzers and FuzzRegressionTests.
//
// `Scripts/fuzz` compiles this file into every fuzzer next to its `Fuzz/Targets/*.swift` wrapper, so a
// regression input under `FuzzRegressions/<target>/` replays exactly the code that failed. Keep it free
// of `Testing` and of anything outside ShortcutSimCore and ShortcutSimScenarios.
import Foundation
import ShortcutSimCore
import ShortcutSimScenarios

/// What one fuzz input produced, and whether that outcome keeps the library's promises.
struct FuzzOutcome {
    /// The diagnostics that refused the input, or the warnings and failures of an accepted one.
    var diagnostics: [Diagnostic] = []
    /// Whether the input was refused with a `DiagnosticError` rather than accepted.
    var refused = false
    /// The outputs rendered from an accepted input (traces, menus); kept so nothing is optimized away.
    var renderings: [String] = []
    /// The results of the scenarios that ran, for the fuzzers to render further.
    var results: [ScenarioResult] = []
    /// Broken promises, such as a diagnostic outside the file; empty when the outcome is sound.
    var violations: [String] = []

    /// Records the diagnostics of a refusal: there must be at least one error, each located in `file`.
    mutating func refuse(_ error: DiagnosticError, file: String, lineLimit: Int) {
        refused = true
        if !error.diagnostics.contains(where: { $0.severity == .error }) {
            violations.append("a DiagnosticError without an error: \(error)")
        }
        accept(error.diagnostics, file: file, lineLimit: lineLimit)
    }

    /// Records diagnostics, checking that each points at `file` with a line in 1...lineLimit and a column from 1.
    mutating func accept(_ found: [Diagnostic], file: String, lineLimit: Int) {
        diagnostics += found
        for diagnostic in found {
            let location = diagnostic.location
            if location.file != file || !(1...max(1, lineLimit)).contains(location.line) || location.column < 1 {
                violations.append("diagnostic outside \(file) (\(max(1, lineLimit)) lines): \(diagnostic)")
            }
            if diagnostic.message.isEmpty { violations.append("diagnostic without a message at \(location)") }
        }
    }
}

/// The fuzz targets' entry points, by target name (`Scripts/fuzz --list`).
enum FuzzEntryPoint {
    /// The file name the scenario targets parse their input as.
    static let scenarioFile = "fuzz.scenario"
    /// The file name the `info-plist` target decodes its input as, as an Info.plist.
    static let plistFile = "Info.plist"
    /// The file name the `info-plist` target decodes its input as, as a strings table.
    static let stringsFile = "InfoPlist.strings"

    /// The target names, as `Scripts/fuzz --list` prints them and as the folders of FuzzRegressions are named.
    static let targets = ["scenario-parser", "info-plist", "expectation-matcher"]

    /// Runs one input through the target named `target`; nil for an unknown name.
    static func run(_ target: String, _ data: Data) -> FuzzOutcome? {
        switch target {
        case "scenario-parser": scenario(data)
        case "info-plist": infoPlist(data)
        case "expectation-matcher": expectations(data)
        default: nil
        }
    }

    // MARK: scenario-parser

    /// `scenario-parser`: bytes → ScenarioSource → ScenarioParser (in memory, so `plist:` is refused) →
    /// ScenarioRunner → trace text. Runs twice: the simulator is deterministic.
    static func scenario(_ data: Data) -> FuzzOutcome {
        var outcome = FuzzOutcome()
        let lineLimit = lineCount(of: data)
        let scenario: Scenario
        do throws(DiagnosticError) {
            scenario = try ScenarioParser.parse(try ScenarioSource(data: data, file: scenarioFile))
        } catch {
            outcome.refuse(error, file: scenarioFile, lineLimit: lineLimit)
            return outcome
        }
        outcome.accept(scenario.warnings, file: scenarioFile, lineLimit: lineLimit)
        run(scenario, lineLimit: lineLimit, into: &outcome)
        return outcome
    }

    /// Runs a parsed scenario twice, recording its diagnostics and trace and checking that both runs agree.
    private static func run(_ scenario: Scenario, lineLimit: Int, into outcome: inout FuzzOutcome) {
        let result = ScenarioRunner.run(scenario)
        outcome.accept(result.diagnostics, file: scenario.file, lineLimit: lineLimit)
        let rendering = result.trace.text + result.diagnostics.map(\.description).joined(separator: "\n")
        outcome.renderings.append(rendering)
        outcome.results.append(result)
        let again = ScenarioRunner.run(scenario)
        if again.trace.text + again.diagnostics.map(\.description).joined(separator: "\n") != rendering {
            outcome.violations.append("two runs of the same scenario differ")
        }
    }

    /// The number of lines ScenarioSource splits the bytes into (invalid UTF-8 read leniently).
    private static func lineCount(of data: Data) -> Int {
        ScenarioSource(text: String(decoding: data, as: UTF8.self), file: scenarioFile).lines.count
    }

    // MARK: info-plist

    /// `info-plist`: the same bytes as an Info.plist (InfoPlistDecoder) and as an InfoPlist.strings table
    /// (InfoPlistStringsDecoder); the items of a valid plist are installed and their menu drawn under every profile.
    static func infoPlist(_ data: Data) -> FuzzOutcome {
        var outcome = FuzzOutcome()
        let lineLimit = data.count + 1  // lenient: binary plists point at 1:1, text at a line of the file
        var table: [String: String] = [:]
        do throws(DiagnosticError) {
            table = try InfoPlistStringsDecoder.decode(data, file: stringsFile)
            outcome.renderings.append(table.keys.sorted().map { "\($0) = \(table[$0] ?? "")" }.joined(separator: "\n"))
        } catch {
            outcome.refuse(error, file: stringsFile, lineLimit: lineLimit)
        }
        do throws(DiagnosticError) {
            let shortcuts = try InfoPlistDecoder.decode(data, file: plistFile).localized(with: table)
            outcome.accept(shortcuts.warnings, file: plistFile, lineLimit: lineLimit)
            for profile in PlatformProfile.all {
                var homeScreen = HomeScreen()
                homeScreen.install(AppBundle(staticItems: shortcuts.items))
                outcome.renderings.append(homeScreen.menu(profile: profile)?.description ?? "")
            }
        } catch {
            outcome.refuse(error, file: plistFile, lineLimit: lineLimit)
        }
        return outcome
    }

    // MARK: expectation-matcher

    /// Small valid scenarios without expectations; the `expectation-matcher` input adds them.
    static let baseScenarios = [
        """
        scenario: Cold launch that needs login
        shortcuts:
          static Search "Search" icon=search
          static Coupon "Coupons"
        app:
          didFinishLaunching: false when launched from a shortcut
          launch item: saved in didFinishLaunching, handled on didBecomeActive when root ready, then cleared
          performAction: handled when root ready, completion reports the result
          milestone root: 3s after launch
          milestone login: on step
          before routing: show HomeTab
          routes: Search -> SearchPage, Coupon -> CouponList needs login
        steps:
          select Coupon
          wait 4s
          reach login
          go home
          wait 1s
          select Search
          wait 1s

        """,
        """
        scenario: iPad scenes with a targeted item
        profile: ipados26
        lifecycle: scenes
        shortcuts:
          static Search "Search" icon=search
          static Compose "Compose" icon=compose target=compose
        app:
          launch item: saved in willConnectTo, handled on sceneDidBecomeActive, then cleared
          scene performAction: handled at once
          scene compose: activates for compose
          routes: Search -> SearchPage, Compose -> Composer
        steps:
          tap icon
          open scene compose
          go home
          wait 1s
          select Search
          go home
          wait 1s
          select Compose

        """,
        """
        scenario: Defects on purpose
        shortcuts:
          static Search "Search" icon=search
          dynamic Share "Share"
        app:
          performAction: handled at once, completion called twice
          dynamic items: append every launch
          routes: Search -> SearchPage, Share -> ShareSheet
        steps:
          tap icon
          go home
          select Search
          go home
          wait 1s
          system kill
          tap icon
          go home
          show menu

        """,
    ]

    /// The traces of the base scenarios, to match every parsed expectation against each of them too.
    static let baseTraces: [Trace] = baseScenarios.map { text in
        guard let scenario = try? ScenarioLoader.parse(text, file: "base.scenario") else { return Trace() }
        return ScenarioRunner.run(scenario).trace
    }

    /// The sections an `expectation-matcher` input fills, in order, separated by a `----` line.
    static let sectionNames = ["expect", "expect exactly", "defects"]

    /// `expectation-matcher`: the first byte picks a base scenario; after the first line, the lines up to
    /// a `----` line become the `expect:` section, the next part `expect exactly:`, the next `defects:`
    /// (each line indented; a part that is absent adds no section). The scenario is parsed, run and
    /// matched, and its expectations are also matched against every base trace.
    static func expectations(_ data: Data) -> FuzzOutcome {
        let bytes = [UInt8](data)
        let base = baseScenarios[Int(bytes.first ?? 0) % baseScenarios.count]
        var text = Data(base.utf8)
        let body = bytes.firstIndex(of: UInt8(ascii: "\n")).map { bytes[($0 + 1)...] } ?? []
        for (name, lines) in zip(sectionNames, parts(of: body)) {
            text += Data("\(name):\n".utf8)
            for line in lines { text += Data("  ".utf8) + line + Data("\n".utf8) }
        }
        var outcome = scenario(text)
        if let scenario = try? ScenarioParser.parse(try ScenarioSource(data: text, file: scenarioFile)) {
            for trace in baseTraces {
                let failures = ExpectationMatcher.check(scenario.expectations, against: trace)
                    + ExpectationMatcher.checkExact(scenario.exactTrace ?? [], against: trace, section: scenario.exactTraceLocation
                        ?? SourceLocation(file: scenarioFile, line: 1, column: 1))
                outcome.accept(failures, file: scenarioFile, lineLimit: lineCount(of: text))
            }
        }
        return outcome
    }

    /// The lines of `body` (split at `\n` only), grouped into the parts between `----` lines.
    private static func parts(of body: ArraySlice<UInt8>) -> [[ArraySlice<UInt8>]] {
        guard !body.isEmpty else { return [] }
        let separator = Array("----".utf8)
        var parts: [[ArraySlice<UInt8>]] = [[]]
        for line in body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if Array(line) == separator || Array(line) == separator + [UInt8(ascii: "\r")] {
                parts.append([])
            } else {
                parts[parts.count - 1].append(line)
            }
        }
        return parts
    }
}
