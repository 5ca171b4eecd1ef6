import Foundation
import ShortcutSimCore
import Testing

/// The quick-action menu, dynamic items and their persistence: rules C1.1–C1.6, C2.x, C3.x.
@Suite("Home Screen menu (C1, C2, C3)")
struct HomeScreenTests {
    static let favorite = ShortcutItem(type: "Favorite", localizedTitle: "Favourite")

    /// An app that routes the types it knows, reports the others unhandled (C1.2, C3.4), and adds
    /// `dynamicItems` in didFinish when `shortcutItems` is empty (seed 001).
    static func routingApp(knows known: Set<String>, dynamicItems: [ShortcutItem] = []) -> ScriptedApp {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            if context.shortcutItems.isEmpty && !dynamicItems.isEmpty { context.shortcutItems = dynamicItems }
            return true
        }
        app.performAction = { item, handler, context in
            if known.contains(item.type) {
                context.route(item, to: "\(item.type)Page")
            } else {
                context.reportUnhandled(item)
            }
            context.complete(handler, succeeded: known.contains(item.type))
        }
        return app
    }

    static func items(_ types: String...) -> [ShortcutItem] {
        types.map { ShortcutItem(type: $0, localizedTitle: "Title of \($0)") }
    }

    @Test("C1.2 the type is opaque to UIKit: delivered byte for byte; exact matching is the app's job")
    func typeIsOpaque() throws {
        let lower = ShortcutItem(type: "com.example.search", localizedTitle: "Search")
        let upper = ShortcutItem(type: "com.example.Search", localizedTitle: "Search too")
        let odd = ShortcutItem(type: "open map ✓", localizedTitle: "Map")
        var app = Self.routingApp(knows: ["com.example.search", "open map ✓"])
        let route = app.performAction
        app.performAction = { item, handler, context in
            context.note("delivered", item == upper ? "the selected item, unchanged" : item.type)
            route(item, handler, &context)
        }
        var world = try installedWorld(app, bundle: AppBundle(staticItems: [lower, upper, odd]))
        #expect(world.menu?.types == ["com.example.search", "com.example.Search", "open map ✓"], "no two types are merged")
        try world.run(.select(type: "com.example.Search"), .goHome, .select(type: "open map ✓"))
        #expect(world.noted("delivered") == "open map ✓")
        #expect(world.lines(since: 0).filter { $0.hasPrefix("route") } == [
            "route.unhandled com.example.Search",
            "route \"open map ✓\" -> open map ✓Page",  // a type with a space prints quoted, so it reads as one word
        ], "the router matched exactly: com.example.Search is not com.example.search")
        #expect(world.finish().map(\.signature) == ["unhandled com.example.Search"],
                "reporting an unknown type unhandled is handling it (not lost), but a static item no route matches is a warning")
    }

    @Test("C1.2 a type that differs only in case is not in the menu, and the error suggests the right spelling")
    func typeMatchingIsExactInTheMenu() throws {
        var world = try installedWorld()
        let error = #expect(throws: SimulationError.self) { try world.perform(.select(type: "search")) }
        #expect(error?.message == "search is not in the quick-action menu")
        #expect(error?.notes.contains("did you mean 'Search'?") == true, "\(String(describing: error?.notes))")
    }

    @Test("C1.3 without a subtitle the title may wrap to two lines; with a subtitle it is one line")
    func titleLineLimit() throws {
        let long = ShortcutItem(type: "Long", localizedTitle: "A very long title that cannot fit on a single menu line")
        let longWithSubtitle = ShortcutItem(type: "LongSub", localizedTitle: long.localizedTitle, localizedSubtitle: "Subtitle")
        let world = try installedWorld(bundle: AppBundle(staticItems: [long, longWithSubtitle, searchItem, scanItem]))
        let menu = try #require(world.menu)
        #expect(menu.rows.map(\.titleLineLimit) == [2, 1, 2, 1])
        #expect(menu.description.contains("  LongSub  \"\(long.localizedTitle)\" — \"Subtitle\"  (static, title on 1 line)"))
    }

    /// An Info.plist item with `keys` (pairs of key and string) besides its type and title.
    static func plistItem(_ type: String, _ keys: [(String, String)]) -> String {
        "\t\t<dict>\n\t\t\t<key>UIApplicationShortcutItemType</key><string>\(type)</string>\n"
            + "\t\t\t<key>UIApplicationShortcutItemTitle</key><string>\(type)</string>\n"
            + keys.map { "\t\t\t<key>\($0.0)</key><string>\($0.1)</string>\n" }.joined() + "\t\t</dict>\n"
    }

    @Test("C1.1 C1.4 one decoded Info.plist draws its SF Symbols from ios13 and, on ios9, the icon file or type each item also names")
    func symbolIconsPerProfile() throws {
        let symbol = "UIApplicationShortcutItemIconSymbolName", file = "UIApplicationShortcutItemIconFile", type = "UIApplicationShortcutItemIconType"
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>UIApplicationShortcutItems</key>\n\t<array>\n"
            + Self.plistItem("Love", [(symbol, "heart.fill"), (type, "UIApplicationShortcutIconTypeLove")])
            + Self.plistItem("Scan", [(symbol, "qrcode"), (file, "scan")])
            + Self.plistItem("Bolt", [(symbol, "bolt")])
            + Self.plistItem("Blank", [(symbol, ""), (type, "UIApplicationShortcutIconTypeSearch")])
            + "\t</array>\n</dict>\n</plist>\n"
        // Decoded once, as a scenario run on every profile decodes it.
        let items = try InfoPlistDecoder.decode(Data(plist.utf8), file: "Info.plist", profile: .ios13).items
        let bundle = AppBundle(staticItems: items, templateImages: ["scan"])
        let ios13: [ShortcutIcon?] = [.systemSymbol("heart.fill"), .systemSymbol("qrcode"), .systemSymbol("bolt"), nil]
        let ios9: [ShortcutIcon?] = [.system(.love), .templateImage("scan"), nil, .system(.search)]
        for (profile, icons) in [(PlatformProfile.ios13, ios13), (.ios26, ios13), (.ios9, ios9)] {
            let world = try installedWorld(profile: profile, bundle: bundle)
            #expect(world.menu?.rows.map(\.displayedIcon) == icons, "world.menu on \(profile.name)")
            #expect(world.homeScreen.menu(profile: profile)?.rows.map(\.displayedIcon) == icons, "HomeScreen.menu(profile: .\(profile.name))")
        }
        // A missing template image still draws nothing, on ios9 as elsewhere (C1.4).
        var home = HomeScreen()
        home.install(AppBundle(staticItems: items, templateImages: []))
        #expect(home.menu(profile: .ios9)?.rows.map(\.displayedIcon) == [.system(.love), nil, nil, .system(.search)])
        #expect(home.menu(profile: .ios9)?.description.contains("  Love  \"Love\"  (static, icon love, title may wrap to 2 lines)") == true)
    }

    @Test("C1.3 C1.4 C5.1 showing the menu's details records one home.menuRow per shown row: title, subtitle, the icon drawn on the profile, title lines")
    func menuDetailsRecordEachRow() throws {
        let love = ShortcutItem(type: "Love", localizedTitle: "Love it", icon: .systemSymbol("heart.fill"), iconWithoutSymbols: .system(.love))
        let scan = ShortcutItem(type: "Scan", localizedTitle: "Scan", localizedSubtitle: "A QR code", icon: .templateImage("scan"))
        let hidden = ShortcutItem(type: "Fifth", localizedTitle: "Fifth", icon: .system(.add))
        let bundle = AppBundle(staticItems: [love, scan, searchItem, couponItem, hidden], templateImages: [])
        for (profile, loveIcon) in [(PlatformProfile.ios13, "symbol:heart.fill"), (.ios9, "love")] {
            var world = try installedWorld(profile: profile, bundle: bundle)
            let mark = world.trace.count
            try world.perform(.showMenuDetails)
            let lines = world.lines(since: mark)
            #expect(lines.first?.hasPrefix("home.menu Love,Scan,Search,Coupon hidden=Fifth") == true, "\(lines)")
            #expect(Array(lines.dropFirst()) == [
                "home.menuRow Love title=\"Love it\" icon=\(loveIcon) lines=2",
                "home.menuRow Scan title=Scan subtitle=\"A QR code\" icon=none lines=1",  // the bundle lacks the image (C1.4)
                "home.menuRow Search title=搜索 icon=search lines=2",
                "home.menuRow Coupon title=美团券 icon=none lines=2",
            ], "\(profile.name): one row per shown item, none for the hidden one")
        }
        var plain = try installedWorld(bundle: bundle)
        let mark = plain.trace.count
        try plain.perform(.showMenu)
        #expect(plain.lines(since: mark).count == 1, "'show menu' records the menu line only")
    }

    @Test("C1.1 an item given only an SF Symbol, as a scenario's icon=symbol: declares it, shows no icon on ios9")
    func symbolWithoutFallbackOnIOS9() throws {
        let item = ShortcutItem(type: "Fav", localizedTitle: "Favorites", icon: .systemSymbol("star.fill"))
        let bundle = AppBundle(staticItems: [item, searchItem])
        #expect(try installedWorld(profile: .ios9, bundle: bundle).menu?.rows.map(\.displayedIcon) == [nil, searchItem.icon])
        #expect(try installedWorld(profile: .ios13, bundle: bundle).menu?.rows.map(\.displayedIcon) == [.systemSymbol("star.fill"), searchItem.icon])
    }

    @Test("C1.5 the menu shows each item's localized title as given, non-Latin scripts included")
    func localizedTitleShownVerbatim() throws {
        let world = try installedWorld()
        let menu = try #require(world.menu)
        #expect(menu.rows.map(\.item.localizedTitle) == ["搜索", "美团券", "扫一扫"])
        #expect(menu.description.contains("Search  \"搜索\""))
    }

    @Test("C1.6 static items are registered at install; setting shortcutItems replaces the whole dynamic array")
    func staticAtInstallDynamicReplaced() throws {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            context.shortcutItems = Self.items("Dyn1", "Dyn2")
            context.schedule("later", after: .seconds(1))
            return true
        }
        app.timer = { _, context in context.shortcutItems = Self.items("Dyn3") }
        var world = try installedWorld(app)
        #expect(world.homeScreen.bundle?.staticItems == [searchItem, couponItem, scanItem])
        #expect(world.homeScreen.dynamicItems.isEmpty)
        #expect(world.lines(since: 0) == ["system.install version=1"])
        try world.perform(.tapIcon)
        world.advance(by: .seconds(1))
        #expect(world.lines(since: 0).filter { $0.hasPrefix("app.setShortcutItems") } == [
            "app.setShortcutItems Dyn1,Dyn2 count=2",
            "app.setShortcutItems Dyn3 count=1",
        ])
        #expect(world.homeScreen.dynamicItems.map(\.type) == ["Dyn3"], "the second set replaced, it did not append")
        #expect(world.menu?.types == ["Search", "Coupon", "Scan", "Dyn3"])
        #expect(world.homeScreen.bundle?.staticItems.count == 3, "static items are untouched")
    }

    @Test("C2.1 the menu lists static items in plist order, then dynamic items while slots remain")
    func staticFirstThenDynamic() throws {
        let bundle = AppBundle(staticItems: Self.items("S2", "S1"))
        var world = try installedWorld(Self.routingApp(knows: [], dynamicItems: Self.items("D1", "D2", "D3")), bundle: bundle)
        try world.perform(.tapIcon)
        let menu = try #require(world.menu)
        #expect(menu.types == ["S2", "S1", "D1", "D2"])
        #expect(menu.rows.map(\.isStatic) == [true, true, false, false])
        #expect(menu.hidden.map(\.type) == ["D3"])
        let error = #expect(throws: SimulationError.self) {
            try world.run(.goHome, .select(type: "D3"))
        }
        #expect(error?.notes.contains { $0.contains("gets no slot") && $0.contains("C2.1") } == true)
    }

    @Test("C2.2 the app gets four slots; an item beyond them is hidden and reported as overflow")
    func fourSlots() throws {
        var world = try installedWorld(bundle: AppBundle(staticItems: Self.items("A", "B", "C", "D", "E")))
        #expect(world.menu?.types == ["A", "B", "C", "D"])
        try world.perform(.showMenu)
        #expect(world.lines(since: 0).last == "home.menu A,B,C,D hidden=E system=editHomeScreen,removeApp")
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["overflow E"])
        #expect(defects.first?.rule == "C2.2")
        #expect(defects.first?.kind.severity == .warning)
    }

    @Test("C2.2 the number of slots is the profile's setting")
    func slotsAreASetting() throws {
        var profile = PlatformProfile.ios13
        profile.menuSlots = 2
        let world = try installedWorld(profile: profile)
        #expect(world.menu?.types == ["Search", "Coupon"])
        #expect(world.finish().map(\.signature) == ["overflow Scan"])
        #expect(PlatformProfile.all.allSatisfy { $0.menuSlots == 4 }, "every named profile follows the HIG's four")
    }

    @Test("C2.3 system rows: Share for App Store builds, Edit Home Screen and Remove App on iOS 13+; never app items",
          arguments: [
              (PlatformProfile.ios9, false, [SystemMenuRow]()),
              (.ios9, true, [.share]),
              (.ios13, false, [.editHomeScreen, .removeApp]),
              (.ios13, true, [.share, .editHomeScreen, .removeApp]),
              (.ios26, true, [.share, .editHomeScreen, .removeApp]),
          ])
    func systemRows(profile: PlatformProfile, appStore: Bool, rows: [SystemMenuRow]) throws {
        var world = try installedWorld(profile: profile, bundle: AppBundle(staticItems: [searchItem], isAppStoreBuild: appStore))
        let menu = try #require(world.menu)
        #expect(menu.systemRows == rows, "profile \(profile.name), App Store build \(appStore)")
        #expect(menu.types == ["Search"], "system rows are not app items")
        for row in rows {
            #expect(throws: SimulationError.self, "\(row.title) cannot be selected as a quick action") {
                try world.perform(.select(type: row.title))
            }
            #expect(throws: SimulationError.self) { try world.perform(.select(type: row.rawValue)) }
        }
        try world.perform(.showMenu)
        let system = rows.isEmpty ? "" : " system=" + rows.map(\.rawValue).joined(separator: ",")
        #expect(world.lines(since: 0).last == "home.menu Search" + system)
    }

    @Test("C2.1 C2.2 C2.3 a selection records the menu that showing it records: shown items in order, hidden ones, the Share row",
          arguments: [(PlatformProfile.ios13, false), (.ios13, true), (.ios26, true)])
    func selectionRecordsTheShownMenu(profile: PlatformProfile, appStore: Bool) throws {
        // The selection walks the items instead of building the menu (World.select): both must agree.
        let bundle = AppBundle(staticItems: Self.items("S1", "S2", "S3"), isAppStoreBuild: appStore)
        var world = try installedWorld(Self.routingApp(knows: ["D1"], dynamicItems: Self.items("D1", "D2")), profile: profile, bundle: bundle)
        try world.run(.select(type: "S1"), .goHome)
        let shown = world.trace.count
        try world.perform(.showMenu)
        let menuLine = try #require(world.lines(since: shown).first)
        #expect(menuLine.hasPrefix("home.menu S1,S2,S3,D1 hidden=D2"), "four slots, static items first (C2.1, C2.2): \(menuLine)")
        world.advance(by: .zero)  // the user lets go of that menu, so the selection touches and holds the icon again
        let selected = world.trace.count
        try world.perform(.select(type: "D1"))
        let lines = world.lines(since: selected)
        #expect(Array(lines.prefix(2)) == [menuLine, "user.select D1"],
                "profile \(profile.name), App Store build \(appStore): expected the selection to record the shown menu, then the selection; got \(lines)")
    }

    @Test("C3.1 dynamic items are kept by SpringBoard: they survive relaunch, force quit and system kill; delete removes them")
    func dynamicItemsPersistOutsideTheApp() throws {
        var world = try installedWorld(Self.routingApp(knows: ["Favorite"], dynamicItems: [Self.favorite]))
        try world.run(.tapIcon, .forceQuit)
        #expect(world.menu?.types == ["Search", "Coupon", "Scan", "Favorite"], "after a force quit")
        try world.run(.tapIcon, .goHome)
        world.advance(by: .seconds(10))
        try world.run(.systemKill)
        #expect(world.menu?.types == ["Search", "Coupon", "Scan", "Favorite"], "after a system kill")
        try world.perform(.select(type: "Favorite"))
        #expect(world.lines(since: 0).filter { $0.hasPrefix("app.setShortcutItems") } == ["app.setShortcutItems Favorite count=1"],
                "later launches find the item already there")
        #expect(callbacks(world).contains("route Favorite -> FavoritePage"))
        try world.run(.goHome, .delete)
        #expect(world.homeScreen.dynamicItems.isEmpty)
        #expect(world.menu == nil)
    }

    @Test("C3.2 shortcutItems returns only the dynamic items; appending on every launch accumulates duplicates")
    func readingReturnsDynamicOnly() throws {
        var app = ScriptedApp()
        app.didFinish = { _, context in
            let before = context.shortcutItems.map(\.type)
            context.note("read", before.isEmpty ? "empty" : before.joined(separator: ","))
            context.shortcutItems += [Self.favorite]  // seed 002: append on every launch
            return true
        }
        var world = try installedWorld(app, bundle: AppBundle(staticItems: [searchItem]))
        try world.perform(.tapIcon)
        #expect(world.noted("read") == "empty", "the static Search item is never returned")
        try world.run(.forceQuit, .tapIcon)
        #expect(world.noted("read") == "Favorite")
        try world.run(.forceQuit, .tapIcon)
        #expect(world.lines(since: 0).filter { $0.hasPrefix("app.setShortcutItems") } == [
            "app.setShortcutItems Favorite count=1",
            "app.setShortcutItems Favorite,Favorite count=2",
            "app.setShortcutItems Favorite,Favorite,Favorite count=3",
        ])
        #expect(world.menu?.types == ["Search", "Favorite", "Favorite", "Favorite"])
        let defects = world.finish()
        #expect(defects.map(\.signature) == ["duplicate-items Favorite"], "reported once per type")
        #expect(defects.first?.rule == "C3.2")
    }

    @Test("C3.3 before the first launch only the static items are shown, also after a delete and reinstall")
    func onlyStaticBeforeFirstLaunch() throws {
        var world = try installedWorld(Self.routingApp(knows: [], dynamicItems: [Self.favorite]))
        #expect(world.menu?.types == ["Search", "Coupon", "Scan"])
        try world.run(.tapIcon, .goHome)
        #expect(world.menu?.types == ["Search", "Coupon", "Scan", "Favorite"])
        try world.run(.delete, .install(meituanBundle))
        #expect(world.menu?.types == ["Search", "Coupon", "Scan"], "a reinstall starts from the static items again")
        #expect(world.storedValues.isEmpty)
    }

    @Test("C3.4 after an update the previous version's dynamic items stay selectable; the new version must tolerate them",
          arguments: [true, false])
    func staleDynamicItemsAfterUpdate(tolerates: Bool) throws {
        let v1 = AppBundle(version: 1, staticItems: [searchItem, couponItem])
        let v2 = AppBundle(version: 2, staticItems: [searchItem, couponItem, scanItem])
        var app = Self.routingApp(knows: ["Search", "Coupon", "Scan"], dynamicItems: Self.items("Legacy"))
        if !tolerates {
            app.performAction = { item, handler, context in
                if item.type != "Legacy" { context.route(item, to: "\(item.type)Page") }  // ignores unknown types silently
                context.complete(handler, succeeded: true)
            }
        }
        var world = try installedWorld(app, bundle: v1)
        try world.perform(.tapIcon)
        let mark = world.trace.count
        try world.perform(.update(v2))
        #expect(world.lines(since: mark) == ["system.update version=2", "state notRunning"], "an update ends the running process")
        #expect(world.menu?.types == ["Search", "Coupon", "Scan", "Legacy"], "v1's dynamic item is still shown")
        try world.perform(.select(type: "Legacy"))
        #expect(callbacks(world).contains("app.performAction Legacy"), "a stale type is delivered like any other")
        if tolerates {
            #expect(callbacks(world).contains("route.unhandled Legacy"))
            #expect(world.finish().isEmpty)
        } else {
            #expect(world.defectSignatures == ["lost Legacy"])
        }
    }
}
