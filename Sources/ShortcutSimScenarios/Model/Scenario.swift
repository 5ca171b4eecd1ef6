import ShortcutSimCore

/// A parsed scenario file: a short story of a launch and what must be seen in its trace.
public struct Scenario: Hashable, Sendable {
    /// The path the scenario was read from, as given.
    public var file: String
    /// The title after `scenario:`.
    public var title: String
    /// The rules the scenario exercises, from `rules:`.
    public var rules: [RuleID]
    /// The seed article the scenario reproduces, from `seed:`, if any.
    public var seed: String?
    /// The platform profile from `profile:`.
    public var profile: PlatformProfile
    /// Where `profile:` was written, for errors about it.
    public var profileLocation: SourceLocation?
    /// Whether the build is an App Store build (`build: app-store`), which adds a Share row (C2.3).
    public var isAppStoreBuild: Bool
    /// The quick actions the app declares, static and dynamic.
    public var shortcuts: [ShortcutDeclaration]
    /// The declarative app from the `app:` section.
    public var app: AppDeclaration
    /// The steps, in order.
    public var steps: [Step]
    /// The expectations of `expect:`, in order.
    public var expectations: [Expectation]
    /// The lines of `expect exactly:`, if the scenario pins the whole trace.
    public var exactTrace: [EventPattern]?
    /// Where `expect exactly:` was written.
    public var exactTraceLocation: SourceLocation?
    /// The defects the scenario reproduces on purpose, from `defects:`.
    public var expectedDefects: [DefectExpectation]
    /// Warnings found while reading the scenario and the files it names.
    public var warnings: [Diagnostic]
    /// What may vary between runs; nothing, for a plain scenario.
    public var variation = ScenarioVariation()

    /// The bundle a given version installs: static items whose version range includes it (C1.6).
    public func bundle(version: Int) -> AppBundle {
        AppBundle(
            version: version,
            staticItems: shortcuts.filter { $0.kind == .static && $0.versions.contains(version) }.map(\.item),
            isAppStoreBuild: isAppStoreBuild
        )
    }

    /// Every shortcut type the scenario declares.
    public var declaredTypes: [String] {
        var seen: Set<String> = []
        return shortcuts.map(\.item.type).filter { seen.insert($0).inserted }
    }
}
