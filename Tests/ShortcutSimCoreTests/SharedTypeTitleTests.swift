import ShortcutSimCore
import Testing

/// `app.performAction` names the delivered item by its title when the type alone does not say
/// which one it is (C1.2). "Another item of the type" means another row of the menu the user chose
/// from: the menu shows the static items, then dynamic ones while slots remain (C2.1, C2.2), and
/// after an update the previous version's dynamic items until the new version runs (C3.4). Neither
/// the items held at delivery, which the launch may already have replaced, nor an item the slot
/// limit hides, which cannot be selected, changes which item the user chose.
@Suite("performActionFor's title comes from the menu the item was selected from (C1.2, C2.1, C2.2, C3.4)")
struct SharedTypeTitleTests {
    private static let alice = ShortcutItem(type: "Favorite", localizedTitle: "Alice")
    private static let bob = ShortcutItem(type: "Favorite", localizedTitle: "Bob Smith")
    private static let carol = ShortcutItem(type: "Favorite", localizedTitle: "Carol")

    /// An app whose version 1 sets two favorites of one type and whose version 2 replaces them with
    /// one, in `didFinishLaunching`: before the launch-time `performActionFor` (A1.1).
    private static func appReplacingFavoritesInVersion2() -> ScriptedApp {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.shortcutItems = context.appVersion == 1 ? [alice, bob] : [carol]
            return true
        }
        return app
    }

    /// An app that sets Alice's and Bob's favorites at every launch.
    private static func appSettingAliceAndBob() -> ScriptedApp {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.shortcutItems = [alice, bob]
            return true
        }
        return app
    }

    /// A world whose app has run once and is in the background, its dynamic items set.
    private static func launchedOnce(_ app: ScriptedApp, bundle: AppBundle = AppBundle(version: 1, staticItems: [searchItem])) throws -> World<ScriptedApp> {
        var world = try installedWorld(app, bundle: bundle)
        try world.perform(.tapIcon)
        try world.perform(.goHome)
        return world
    }

    /// The descriptions of the `app.performAction` events, oldest first.
    private static func deliveries(_ world: World<ScriptedApp>) -> [String] {
        world.trace.events.filter { $0.words.name == "app.performAction" }.map(\.words.description)
    }

    @Test("a stale item selected after an update keeps its title though the new version replaced the items before delivery (C3.4)")
    func staleItemAfterUpdateKeepsItsTitle() throws {
        var world = try Self.launchedOnce(Self.appReplacingFavoritesInVersion2())
        try world.perform(.systemKill)
        try world.perform(.update(AppBundle(version: 2, staticItems: [searchItem])))
        // The menu still shows version 1's two favorites (C3.4); the user picks Bob's.
        try world.perform(.select(type: "Favorite", title: "Bob Smith"))
        #expect(Self.deliveries(world) == ["app.performAction Favorite title=\"Bob Smith\""],
                "expected the cold launch of version 2 to deliver Bob's item by its title, chosen from a menu with two Favorite rows, though didFinishLaunching had replaced them with Carol's; got \(Self.deliveries(world)) in\n\(world.trace.text)")
    }

    @Test("an item that was the only one of its type in the menu gets no title, though the launch then set another of its type (C2.1)")
    func onlyItemOfItsTypeInTheMenuHasNoTitle() throws {
        var app = ScriptedApp()
        app.didFinish = { options, context in
            // A shortcut launch sets two favorites; the item selected was the only one shown.
            context.shortcutItems = options.shortcutItem == nil ? [Self.carol] : [Self.alice, Self.bob]
            return true
        }
        var world = try Self.launchedOnce(app)
        try world.perform(.systemKill)
        try world.perform(.select(type: "Favorite"))
        #expect(Self.deliveries(world) == ["app.performAction Favorite"],
                "expected no title: the menu the user chose from had one Favorite row (Carol); got \(Self.deliveries(world)) in\n\(world.trace.text)")
    }

    @Test("an item the four-slot limit hides cannot be selected, so it does not make a shown item's type shared (C2.2)")
    func hiddenItemDoesNotShareTheType() throws {
        // Alice's and Bob's items are the fourth and fifth: Bob's is hidden.
        var world = try Self.launchedOnce(Self.appSettingAliceAndBob(), bundle: meituanBundle)
        #expect(world.menu?.hidden == [Self.bob], "expected Bob's item hidden by the four slots; got \(String(describing: world.menu?.hidden))")
        try world.perform(.select(type: "Favorite"))
        #expect(Self.deliveries(world) == ["app.performAction Favorite"],
                "expected no title: Alice's is the only Favorite row the menu shows; got \(Self.deliveries(world)) in\n\(world.trace.text)")
    }

    @Test("two rows of the type in the menu give the title on a warm delivery too (C1.2, A3.1)")
    func sharedTypeWarmKeepsTheTitle() throws {
        var world = try Self.launchedOnce(Self.appSettingAliceAndBob())
        try world.perform(.select(type: "Favorite", title: "Bob Smith"))
        try world.perform(.goHome)
        try world.perform(.select(type: "Search"))
        #expect(Self.deliveries(world) == ["app.performAction Favorite title=\"Bob Smith\"", "app.performAction Search"],
                "expected Bob's warm delivery with its title and Search, alone of its type, without; got \(Self.deliveries(world)) in\n\(world.trace.text)")
    }
}
