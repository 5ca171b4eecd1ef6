import Foundation
import ShortcutSimCore

/// Writes an explored path as a plain scenario: the same file with the profile, the lifecycle,
/// the milestone delays and the steps made concrete, so `shortcut-sim run` replays the path.
///
/// With `lifecycle: both`, the `app:` settings the path's lifecycle has no use for — the scene-only
/// ones in an app-delegate run, `performAction:`, `launch duration:` and `state restoration:` in a scene run — are commented out, and the launch
/// item is no longer read in scene methods, which an app-delegate app never calls: those settings did
/// nothing on the path, and a plain scenario of that lifecycle refuses them.
struct ConcreteScenarioWriter {
    /// The scenario text, and for each of its lines the line of the explored file it comes from.
    struct Output {
        var text: String
        var origins: [Int: SourceLocation]
        /// The lines copied unchanged, whose columns are the explored file's too.
        var verbatim: Set<Int>
    }

    let scenario: Scenario

    /// The concrete scenario of a path: its moves, then the steps it had not reached, in written order.
    ///
    /// `omittedDefects` are declared defects the path does not show: in an explored scenario
    /// `defects:` lists what paths may show, in a plain one what it must show, so they are commented out.
    func write(variant: ExplorationVariant, choices: [ExplorationChoice], remainder: [Step], processCount: Int,
               omittedDefects: Set<String> = []) -> Output {
        var lines: [String] = []
        var origins: [Int: SourceLocation] = [:]
        var verbatim: Set<Int> = []
        func emit(_ line: String, from origin: SourceLocation?, unchanged: Bool = false) {
            lines.append(line)
            if let origin { origins[lines.count] = origin }
            if unchanged { verbatim.insert(lines.count) }
        }
        let layout = scenario.variation.layout
        let file = scenario.file
        emit("# A concrete path of \(file), found by 'shortcut-sim explore' (\(variant)).", from: nil)
        emit("# Every choice is made: replay it with 'shortcut-sim run'.", from: nil)
        if layout.headerLines["profile"] == nil { emit("profile: \(variant.profile.name)", from: nil) }
        let timings = choices.reduce(into: [TimingKey: VirtualDuration]()) { $0.merge($1.timings) { first, _ in first } }
        let milestoneLines = Dictionary(scenario.app.milestones.map { ($0.location.line, $0) }, uniquingKeysWith: { first, _ in first })
        let appKeys = Dictionary(layout.appLines.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        let omittedLines = Set(scenario.expectedDefects.filter { omittedDefects.contains($0.signature) }.map(\.location.line))
        // With every declared defect commented out, the section itself goes too: an empty one is a warning.
        let omitsAllDefects = !scenario.expectedDefects.isEmpty && scenario.expectedDefects.allSatisfy { omittedDefects.contains($0.signature) }
        for (index, text) in scenario.variation.sourceLines.enumerated() {
            let number = index + 1
            let origin = SourceLocation(file: file, line: number, column: 1)
            if number == layout.headerLines["profile"] {
                emit("profile: \(variant.profile.name)", from: origin)
            } else if number == layout.headerLines["lifecycle"] {
                emit("lifecycle: \(variant.lifecycle.rawValue)", from: origin)
            } else if number == layout.headerLines["system kill"] || number == layout.headerLines["time step"] {
                continue
            } else if let milestone = milestoneLines[number], milestone.start.varies || milestone.laterStarts.contains(where: \.varies) {
                let indentation = Self.indentation(of: text)
                emit("\(indentation)milestone \(milestone.milestone.name): \(concreteTiming(of: milestone, timings: timings, processCount: processCount))", from: origin)
            } else if omitsAllDefects, text.trimmingCharacters(in: .whitespaces) == "defects:", !text.hasPrefix(" "), !text.hasPrefix("\t") {
                emit("# defects:   (none of them shown on this path)", from: origin)
            } else if omittedLines.contains(number) {
                let indentation = Self.indentation(of: text)
                emit("\(indentation)# \(text.dropFirst(indentation.count))   (not shown on this path)", from: origin)
            } else if let key = appKeys[number], let replacement = appSetting(key, text: text, number: number, lifecycle: variant.lifecycle) {
                for line in replacement { emit(line, from: origin) }
            } else if let steps = layout.stepLines, steps.contains(number) {
                guard number == steps.lowerBound else { continue }
                emit(text, from: origin)
                for (line, source) in concreteSteps(choices: choices, remainder: remainder) { emit("  " + line, from: source) }
            } else {
                emit(text, from: origin, unchanged: true)
            }
        }
        return Output(text: lines.joined(separator: "\n") + "\n", origins: origins, verbatim: verbatim)
    }

    /// The spaces and tabs a source line starts with, kept on the line written in its place.
    private static func indentation(of text: String) -> String { String(text.prefix { $0 == " " || $0 == "\t" }) }

    /// The methods only a scene-based app has, where a launch item may be read (B1.1, B1.4).
    static let sceneOnlyCaptures: Set<LaunchItemPolicy.Capture> = [.configurationForConnecting, .willConnectTo]

    /// What an `app:` setting line becomes under the path's lifecycle, or nil to copy it as written.
    private func appSetting(_ key: String, text: String, number: Int, lifecycle: ScenarioVariation.Lifecycle) -> [String]? {
        let indentation = Self.indentation(of: text)
        let written = text.dropFirst(indentation.count)
        switch lifecycle {
        case .appDelegate:
            // `scene performAction:`, `configurationForConnecting:`, `multiple scenes:` and `scene NAME:` are never consulted without scenes.
            if key == "scene performAction" || key == "configurationForConnecting" || key == "multiple scenes"
                || (key.hasPrefix("scene ") && !key.dropFirst(6).contains(" ")) {
                return ["\(indentation)# \(written)   (scenes only: not used by an app-delegate app)"]
            }
            if key == "launch item", let value = appDelegateLaunchItem(text: text, number: number) {
                return ["\(indentation)# \(written)   (as written; an app-delegate app never calls the scene methods)",
                        "\(indentation)launch item: \(value)"]
            }
        case .scenes:
            // DeclarativeApp gives a scene-based app no launch duration, and UIKit no state
            // restoration between its launch methods (A7.1).
            if key == "launch duration" || key == "state restoration" {
                return ["\(indentation)# \(written)   (app-delegate only: not used by a scene-based app)"]
            }
            // With scenes UIKit never calls the app delegate's performActionFor (B3.1).
            if key == "performAction" {
                return ["\(indentation)# \(written)   (app-delegate only: with scenes UIKit calls the scene's performActionFor, B3.1)"]
            }
        }
        return nil
    }

    /// The value of a `launch item:` line without the methods only a scene-based app has; `ignored`
    /// when no other method is left (the item is then never read, as on the path); nil when it reads none.
    private func appDelegateLaunchItem(text: String, number: Int) -> String? {
        guard !scenario.app.launchItem.captures.isDisjoint(with: Self.sceneOnlyCaptures) else { return nil }
        let line = SourceLine(number: number, text: text, file: scenario.file)
        guard let colon = line.characters[line.indentation..<max(line.indentation, line.contentEnd)].firstIndex(of: ":"),
              let tokens = try? Tokenizer.tokens(of: line, from: colon + 1, to: line.contentEnd) else { return nil }
        let clauses = tokens.clauses().map { $0.map(\.raw) }
        guard let first = clauses.first, first.count >= 3, first[0] == "saved" || first[0] == "handled", first[1] == "in" else { return nil }
        let methods = first.dropFirst(2).prefix { $0 != "to" }  // `to UserDefaults` says where the item is kept
        let kept = methods.filter { word in
            word != "and" && !(LaunchItemPolicy.Capture(rawValue: word).map { Self.sceneOnlyCaptures.contains($0) } ?? false)
        }
        guard !kept.isEmpty else { return "ignored" }
        let reading = (["\(first[0]) in " + kept.joined(separator: " and ")] + first.dropFirst(2 + methods.count)).joined(separator: " ")
        return ([reading] + clauses.dropFirst().map { $0.joined(separator: " ") }).joined(separator: ", ")
    }

    /// The step lines: waits next to each other are merged, and the implied install is left implied.
    private func concreteSteps(choices: [ExplorationChoice], remainder: [Step]) -> [(String, SourceLocation)] {
        var result: [(String, SourceLocation)] = []
        var pendingWait: (duration: VirtualDuration, origin: SourceLocation)?
        func flush() {
            if let wait = pendingWait, wait.duration > .zero { result.append(("wait \(wait.duration)", wait.origin)) }
            pendingWait = nil
        }
        func add(_ step: Step) {
            switch step.action {
            case .wait(let duration): addWait(duration, origin: step.location)
            case .anyOrder(let inner): inner.forEach(add)
            case .stimulus, .install, .update:
                flush()
                if step != scenario.impliedInstall { result.append((step.text, step.location)) }
            }
        }
        func addWait(_ duration: VirtualDuration, origin: SourceLocation) {
            pendingWait = (pendingWait.map { $0.duration + duration } ?? duration, pendingWait?.origin ?? origin)
        }
        let killOrigin = scenario.variation.layout.headerLines["system kill"].map { SourceLocation(file: scenario.file, line: $0, column: 1) }
        for choice in choices {
            switch choice.move {
            case .perform(let step): add(step)
            case .wait(let duration, let step): addWait(duration, origin: step.location)
            case .systemKill:
                flush()
                result.append(("system kill", killOrigin ?? SourceLocation(file: scenario.file, line: 1, column: 1)))
            }
        }
        remainder.forEach(add)
        flush()
        return result
    }

    /// `4s after launch, then 2s after launch`: the delay each process of the path used.
    private func concreteTiming(of milestone: MilestoneDeclaration, timings: [TimingKey: VirtualDuration], processCount: Int) -> String {
        var starts: [String] = []
        for process in 1...max(1, processCount) {
            let key = TimingKey(process: process, timer: AppTimer(milestone.milestone), occurrence: 1)
            switch milestone.start(inProcess: process) {
            case .atLaunch: starts.append("at launch")
            case .onStep: starts.append("on step")
            case .afterLaunch(let delay): starts.append("\(delay) after launch")
            case .after(let anchor, let delay): starts.append("\(delay) after \(anchor.name)")
            case .withinAfterLaunch(let window): starts.append("\(timings[key] ?? window.earliest) after launch")
            case .withinAfter(let anchor, let window): starts.append("\(timings[key] ?? window.earliest) after \(anchor.name)")
            }
        }
        while starts.count > 1, starts[starts.count - 1] == starts[starts.count - 2] { starts.removeLast() }
        return ([starts[0]] + starts.dropFirst().map { "then \($0)" } + (milestone.remembered ? ["remembered"] : [])).joined(separator: ", ")
    }
}
