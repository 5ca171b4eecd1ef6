import Foundation
import ShortcutSimCore

/// A parsed scenario file: a short story of a launch and what must be seen in its trace.
public struct Scenario: Hashable, Sendable {
    // The fields live in one copy-on-write box: a scenario is copied into every result, and a copy
    // should cost one reference, not one per field (a tenth of a replay's time went to these).
    private var storage: Storage

    /// The fields of a scenario, compared and hashed as a whole.
    private struct Fields: Hashable, Sendable {
        /// The path the scenario was read from, as given.
        var file: String
        /// The title after `scenario:`.
        var title: String
        /// The rules the scenario exercises, from `rules:`.
        var rules: [RuleID]
        /// The seed article the scenario reproduces, from `seed:`, if any.
        var seed: String?
        /// The platform profile from `profile:`.
        var profile: PlatformProfile
        /// Where `profile:` was written, for errors about it.
        var profileLocation: SourceLocation?
        /// Whether the build is an App Store build (`build: app-store`), which adds a Share row (C2.3).
        var isAppStoreBuild: Bool
        /// Whether the device has 3D Touch (`force touch:`), which shows quick actions before iOS 13 (E1).
        var forceTouch: ForceTouchCapability = .available
        /// The quick actions the app declares, static and dynamic.
        var shortcuts: [ShortcutDeclaration]
        /// The declarative app from the `app:` section.
        var app: AppDeclaration
        /// Where the `app:` section was written; nil when the scenario has none.
        var appLocation: SourceLocation?
        /// The steps, in order.
        var steps: [Step]
        /// The expectations of `expect:`, in order.
        var expectations: [Expectation]
        /// The lines of `expect exactly:`, if the scenario pins the whole trace.
        var exactTrace: [EventPattern]?
        /// Where `expect exactly:` was written.
        var exactTraceLocation: SourceLocation?
        /// The defects the scenario reproduces on purpose, from `defects:`.
        var expectedDefects: [DefectExpectation]
        /// Warnings found while reading the scenario and the files it names.
        var warnings: [Diagnostic]
        /// What may vary between runs; nothing, for a plain scenario.
        var variation = ScenarioVariation()
    }

    private final class Storage: @unchecked Sendable {
        // Mutated only through `fields`, once no other scenario shares it, so never while another
        // thread reads it; `derived` may be read from several threads at once (the explorer's
        // workers), hence the lock.
        var fields: Fields {
            didSet { cachedDerived = nil }
        }
        private var cachedDerived: Derived?
        private let lock = NSLock()

        init(_ fields: Fields) { self.fields = fields }

        /// What every run reads and the fields decide: made on the first read after the fields
        /// were last set (the parser sets them many times), then shared by every run.
        var derived: Derived {
            lock.lock()
            defer { lock.unlock() }
            if let cachedDerived { return cachedDerived }
            let derived = Derived(fields)
            cachedDerived = derived
            return derived
        }
    }

    /// The values runs derive from a scenario's fields, kept with them: a class, so that each read
    /// (three a run) retains one reference instead of copying every value.
    private final class Derived: Sendable {
        /// The declarative app's constants, shared by every run's app.
        let appConstants: DeclarativeAppConstants
        /// The bundle of each version the steps can install (explicit versions and those updates reach).
        let bundles: [Int: AppBundle]
        /// The `install` the steps imply when they do not start with one.
        let impliedInstall: Step?
        /// What a replay's world starts with under the scenario's own profile and device: the
        /// declarative app's facts are read once, not on every run (about 2,200 instructions each).
        let worldSetting: WorldSetting<DeclarativeApp>

        /// The most versions whose bundles are made ahead; scenarios install one to three.
        static var cachedVersions: Int { 16 }

        init(_ fields: Fields) {
            appConstants = DeclarativeAppConstants(declaration: fields.app, dynamicCatalog: fields.shortcuts.filter { $0.kind == .dynamic })
            worldSetting = WorldSetting(profile: fields.profile, forceTouch: fields.forceTouch, appTemplate: DeclarativeApp(constants: appConstants))
            // The versions the steps install, followed in written order, up to a few: those past
            // them, or that vary (inside 'any order:'), are made when asked for.
            var versions: Set<Int> = [1]
            var installed = 1  // the implied install, unless the steps start with their own
            func collect(_ steps: [Step]) {
                for step in steps where versions.count < Self.cachedVersions {
                    switch step.action {
                    case .install(let version):
                        installed = version
                        versions.insert(version)
                    case .update(let version):
                        guard let next = version ?? (installed < Int.max ? installed + 1 : nil) else { continue }
                        installed = next
                        versions.insert(next)
                    case .stimulus(.delete): installed = 0
                    case .anyOrder(let inner): collect(inner)
                    case .stimulus, .wait: break
                    }
                }
            }
            collect(fields.steps)
            bundles = Dictionary(uniqueKeysWithValues: versions.map { ($0, Scenario.makeBundle(version: $0, fields: fields)) })
            if case .install = fields.steps.first?.action {
                impliedInstall = nil
            } else {
                let location = fields.steps.first?.location ?? SourceLocation(file: fields.file, line: 1, column: 1)
                impliedInstall = Step(action: .install(version: 1), location: location, text: "install (implied)")
            }
        }
    }

    /// The fields, to change: the box is copied first if another scenario shares it.
    private var fields: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    init(file: String, title: String, rules: [RuleID], seed: String?, profile: PlatformProfile, profileLocation: SourceLocation?,
         isAppStoreBuild: Bool, shortcuts: [ShortcutDeclaration], app: AppDeclaration, steps: [Step], expectations: [Expectation],
         exactTrace: [EventPattern]?, exactTraceLocation: SourceLocation?, expectedDefects: [DefectExpectation], warnings: [Diagnostic]) {
        storage = Storage(Fields(file: file, title: title, rules: rules, seed: seed, profile: profile, profileLocation: profileLocation,
                                 isAppStoreBuild: isAppStoreBuild, shortcuts: shortcuts, app: app, steps: steps, expectations: expectations,
                                 exactTrace: exactTrace, exactTraceLocation: exactTraceLocation, expectedDefects: expectedDefects, warnings: warnings))
    }

    /// Whether two scenarios have the same fields.
    public static func == (lhs: Scenario, rhs: Scenario) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes the scenario's fields.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }

    /// The path the scenario was read from, as given.
    public var file: String { get { storage.fields.file } _modify { yield &fields.file } }
    /// The title after `scenario:`.
    public var title: String { get { storage.fields.title } _modify { yield &fields.title } }
    /// The rules the scenario exercises, from `rules:`.
    public var rules: [RuleID] { get { storage.fields.rules } _modify { yield &fields.rules } }
    /// The seed article the scenario reproduces, from `seed:`, if any.
    public var seed: String? { get { storage.fields.seed } _modify { yield &fields.seed } }
    /// The platform profile from `profile:`.
    public var profile: PlatformProfile { get { storage.fields.profile } _modify { yield &fields.profile } }
    /// Where `profile:` was written, for errors about it.
    public var profileLocation: SourceLocation? { get { storage.fields.profileLocation } _modify { yield &fields.profileLocation } }
    /// Whether the build is an App Store build (`build: app-store`), which adds a Share row (C2.3).
    public var isAppStoreBuild: Bool { get { storage.fields.isAppStoreBuild } _modify { yield &fields.isAppStoreBuild } }
    /// Whether the device has 3D Touch (`force touch:`): before iOS 13 only devices with it show quick actions (E1).
    public var forceTouch: ForceTouchCapability { get { storage.fields.forceTouch } _modify { yield &fields.forceTouch } }
    /// The quick actions the app declares, static and dynamic.
    public var shortcuts: [ShortcutDeclaration] { get { storage.fields.shortcuts } _modify { yield &fields.shortcuts } }
    /// The declarative app from the `app:` section.
    public var app: AppDeclaration { get { storage.fields.app } _modify { yield &fields.app } }
    /// Where the `app:` section was written (its header line); nil when the scenario has none.
    /// A run or an exploration with your own app reports that the section is not used there.
    public var appLocation: SourceLocation? { get { storage.fields.appLocation } _modify { yield &fields.appLocation } }
    /// The steps, in order.
    public var steps: [Step] { get { storage.fields.steps } _modify { yield &fields.steps } }
    /// The expectations of `expect:`, in order.
    public var expectations: [Expectation] { get { storage.fields.expectations } _modify { yield &fields.expectations } }
    /// The lines of `expect exactly:`, if the scenario pins the whole trace.
    public var exactTrace: [EventPattern]? { get { storage.fields.exactTrace } _modify { yield &fields.exactTrace } }
    /// Where `expect exactly:` was written.
    public var exactTraceLocation: SourceLocation? { get { storage.fields.exactTraceLocation } _modify { yield &fields.exactTraceLocation } }
    /// The defects the scenario reproduces on purpose, from `defects:`.
    public var expectedDefects: [DefectExpectation] { get { storage.fields.expectedDefects } _modify { yield &fields.expectedDefects } }
    /// Warnings found while reading the scenario and the files it names.
    public var warnings: [Diagnostic] { get { storage.fields.warnings } _modify { yield &fields.warnings } }
    /// What may vary between runs; nothing, for a plain scenario.
    public var variation: ScenarioVariation { get { storage.fields.variation } _modify { yield &fields.variation } }

    /// The bundle a given version installs: static items whose version range includes it (C1.6).
    public func bundle(version: Int) -> AppBundle {
        storage.derived.bundles[version] ?? Self.makeBundle(version: version, fields: storage.fields)
    }

    private static func makeBundle(version: Int, fields: Fields) -> AppBundle {
        AppBundle(
            version: version,
            staticItems: fields.shortcuts.filter { $0.kind == .static && $0.versions.contains(version) }.map(\.item),
            isAppStoreBuild: fields.isAppStoreBuild
        )
    }

    /// The install step a scenario that does not start with one implies: a scenario starts with
    /// the app installed.
    var impliedInstall: Step? { storage.derived.impliedInstall }

    /// The constants of the scenario's declarative app, made once per scenario.
    var declarativeAppConstants: DeclarativeAppConstants { storage.derived.appConstants }

    /// The setting of a world running the scenario's declarative app under its own profile and
    /// device, made once per scenario and shared by every run.
    var declarativeWorldSetting: WorldSetting<DeclarativeApp> { storage.derived.worldSetting }

    /// Every shortcut type the scenario declares.
    public var declaredTypes: [String] {
        // The parser asks for them on every step and expectation line: a few items are compared
        // in place, as equal as a set finds them, without hashing each type into a new set.
        guard shortcuts.count > 16 else {
            var types: [String] = []
            for declaration in shortcuts where !types.contains(declaration.item.type) { types.append(declaration.item.type) }
            return types
        }
        var seen: Set<String> = []
        return shortcuts.map(\.item.type).filter { seen.insert($0).inserted }
    }
}
