import ShortcutSimCore
import ShortcutSimScenarios

/// One situation of `ordering.md`: a small scenario whose last steps are the moment to watch, such as
/// a cold launch from a quick action or a warm resume from the background.
///
/// The situation is written in the scenario syntax, so the page can show it and a reader can run it
/// with `shortcut-sim trace`. To document a new situation, append one to ``all``.
public struct OrderingSituation: Hashable, Sendable {
    /// The heading: `Cold launch from a quick action`.
    public var title: String
    /// One or two sentences saying what to look at.
    public var summary: String
    /// The rules the situation shows.
    public var rules: [RuleID]
    /// Whether the app adopts scenes (`lifecycle: scenes`), which needs a profile with scenes (iOS 13+).
    public var usesScenes: Bool
    /// The lines of the `app:` section, without indentation.
    public var app: [String]
    /// The steps that set the situation up; their events are not shown.
    public var setup: [String]
    /// The steps of the moment to watch.
    public var steps: [String]
    /// Apple's pages behind the situation, each with the sentence it rests on.
    public var apple: [Citation]

    /// Creates a situation.
    public init(title: String, summary: String, rules: [RuleID], usesScenes: Bool = false, app: [String], setup: [String] = [], steps: [String],
                apple: [Citation] = []) {
        self.title = title
        self.summary = summary
        self.rules = rules
        self.usesScenes = usesScenes
        self.app = app
        self.setup = setup
        self.steps = steps
        self.apple = apple
    }

    /// A page of Apple's documentation and the sentence of it that a situation shows.
    public struct Citation: Hashable, Sendable {
        /// The page, with its address.
        public var source: RuleSource
        /// The sentence, quoted as Apple writes it; nil when the page is cited as a whole.
        public var quote: String?

        /// Creates a citation.
        public init(_ source: RuleSource, _ quote: String? = nil) {
            self.source = source
            self.quote = quote
        }

        /// The citation as Markdown: the page's link, then the quoted sentence.
        public var markdown: String {
            source.markdown + (quote.map { ": \"" + MarkdownText.inline($0) + "\"" } ?? "")
        }
    }

    /// What the engine did under one profile, from the first watched step on.
    public struct Run: Sendable {
        /// The whole trace, setup included.
        public var trace: Trace
        /// The index of the first event of the watched steps.
        public var start: Int
        /// The defects of the whole run.
        public var defects: [Defect]
        /// The error of a step that could not happen, or of a situation that does not parse.
        public var errors: [String]

        /// The watched events.
        public var events: ArraySlice<TraceEvent> { trace.events[min(start, trace.count)...] }
    }

    /// The situation as a scenario file.
    public var scenarioText: String { text(steps: setup + steps) }

    /// Whether the situation can run under a profile: scenes need iOS 13 or later.
    public func applies(to profile: PlatformProfile) -> Bool { !usesScenes || profile.supportsScenes }

    /// Runs the situation under a profile; nil when it does not apply to the profile.
    public func run(profile: PlatformProfile) -> Run? {
        guard applies(to: profile) else { return nil }
        let full: Scenario
        let prefix: Scenario
        do {
            full = try ScenarioLoader.parse(scenarioText, file: "ordering.scenario")
            prefix = try ScenarioLoader.parse(text(steps: setup), file: "ordering.scenario")
        } catch {
            return Run(trace: Trace(), start: 0, defects: [], errors: error.diagnostics.map(\.description))
        }
        let setupTrace = ScenarioRunner.simulate(prefix, app: DeclarativeApp(scenario: prefix), profile: profile).world.trace
        let simulation = ScenarioRunner.simulate(full, app: DeclarativeApp(scenario: full), profile: profile)
        return Run(trace: simulation.world.trace, start: setupTrace.count, defects: simulation.world.finish(),
                   errors: simulation.errors.map(\.message))
    }

    private func text(steps: [String]) -> String {
        var lines = ["scenario: \(title)", "rules: " + rules.map(\.rawValue).joined(separator: " ")]
        if usesScenes { lines.append("lifecycle: scenes") }
        lines += ["", "shortcuts:", "  static Search \"Search\" icon=search", "", "app:"]
        lines += (app + ["routes: Search -> SearchPage"]).map { "  " + $0 }
        if !steps.isEmpty { lines += ["", "steps:"] + steps.map { "  " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }
}
