import ShortcutSimCore
import Testing

/// Several dynamic items may share a type and differ by title, as in Apple's sample, where every
/// favorite contact is one `FavoriteAction` told apart by its `userInfo` (C1.2: UIKit never reads
/// the type). Selecting by title delivers that item, and the trace says which one was chosen.
@Suite("Selecting one of several items of a type (C1.2)")
struct SelectByTitleTests {
    /// An app that sets two favorites of one type at launch and notes the item each action delivers.
    static func favoritesApp() -> ScriptedApp {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.shortcutItems = [
                ShortcutItem(type: "Favorite", localizedTitle: "Alice", userInfo: ["contact": .string("alice")]),
                ShortcutItem(type: "Favorite", localizedTitle: "Bob Smith", userInfo: ["contact": .string("bob")]),
            ]
            return true
        }
        app.performAction = { item, handler, context in
            context.note("delivered", item.userInfo["contact"].map { "\($0)" } ?? "none")
            context.route(item, to: "Chat")
            context.complete(handler, succeeded: true)
        }
        return app
    }

    @Test("a title picks that item: performActionFor gets its userInfo, and user.select carries the title")
    func titlePicksTheItem() throws {
        var world = try installedWorld(Self.favoritesApp(), bundle: AppBundle(version: 1, staticItems: [searchItem]))
        try world.perform(.tapIcon)
        try world.perform(.goHome)
        let mark = world.trace.count
        try world.perform(.select(type: "Favorite", title: "Bob Smith"))
        #expect(world.noted("delivered") == "\(PropertyListValue.string("bob"))", "the second favorite, not the first of its type")
        #expect(world.lines(since: mark).contains("user.select Favorite title=\"Bob Smith\""), "\(world.trace.text)")

        try world.perform(.goHome)
        try world.perform(.select(type: "Favorite"))
        #expect(world.noted("delivered") == "\(PropertyListValue.string("alice"))", "without a title, the first item of the type")
        #expect(world.trace.events.last { $0.words.name == "user.select" }?.words.description == "user.select Favorite")
    }

    @Test("performActionFor names the item by its title when its type is shared, and only then (C1.2, seed 000)")
    func performActionNamesASharedTypeByTitle() throws {
        var world = try installedWorld(Self.favoritesApp(), bundle: AppBundle(version: 1, staticItems: [searchItem]))
        try world.perform(.tapIcon)
        try world.perform(.goHome)
        try world.perform(.select(type: "Favorite", title: "Bob Smith"))
        try world.perform(.goHome)
        try world.perform(.select(type: "Favorite"))
        try world.perform(.goHome)
        try world.perform(.select(type: "Search"))
        let delivered = world.trace.events.filter { $0.words.name == "app.performAction" }.map(\.words.description)
        #expect(delivered == ["app.performAction Favorite title=\"Bob Smith\"", "app.performAction Favorite title=Alice", "app.performAction Search"],
                "expected the two Favorite deliveries to carry their titles and Search, the only item of its type, none; got \(delivered) in\n\(world.trace.text)")
    }

    @Test("a title no item of the type has is a step that cannot happen, naming the titles there are")
    func unknownTitleIsRefused() throws {
        var world = try installedWorld(Self.favoritesApp(), bundle: AppBundle(version: 1, staticItems: [searchItem]))
        try world.perform(.tapIcon)
        try world.perform(.goHome)
        let before = world.trace.count
        #expect {
            try world.perform(.select(type: "Favorite", title: "Carol"))
        } throws: { error in
            let error = error as? SimulationError
            return error?.message == "no Favorite item titled \"Carol\" is in the quick-action menu"
                && error?.notes == ["its Favorite items: \"Alice\", \"Bob Smith\""]
        }
        #expect(world.trace.count == before, "nothing happened")
    }

    @Test("a value with a space is printed quoted, so the trace line reads back as the same words")
    func quotedAttributeValues() {
        #expect(EventWords.printed("Bob") == "Bob")
        #expect(EventWords.printed("Bob Smith") == "\"Bob Smith\"")
        #expect(EventWords.printed("say \"hi\"") == "\"say \\\"hi\\\"\"")
        #expect(EventWords.printed("") == "\"\"")
    }
}
