import Foundation
import ShortcutSimCore
import Testing

/// The shortcut item model: icons, icon types and userInfo: rules C1.1, C1.4, C4.1 and C5.1 (model side;
/// parsing them from an Info.plist is covered by InfoPlistDecoderTests).
@Suite("Shortcut item model (C1.1, C1.4, C4.1, C5.1)")
struct ShortcutModelTests {
    struct IconCase: Sendable, CustomTestStringConvertible {
        var type: ShortcutIconType?
        var file: String?
        var symbol: String?
        var expected: ShortcutIcon?
        var testDescription: String {
            "type=\(type?.rawValue ?? "-") file=\(file ?? "-") symbol=\(symbol ?? "-") → \(expected?.description ?? "none")"
        }
    }

    @Test("C1.4 icon precedence: IconSymbolName > IconFile > IconType", arguments: [
        IconCase(type: .search, file: "money", symbol: "star.fill", expected: .systemSymbol("star.fill")),
        IconCase(type: nil, file: "money", symbol: "star.fill", expected: .systemSymbol("star.fill")),
        IconCase(type: .search, file: nil, symbol: "star.fill", expected: .systemSymbol("star.fill")),
        IconCase(type: .search, file: "money", symbol: nil, expected: .templateImage("money")),
        IconCase(type: nil, file: "money", symbol: nil, expected: .templateImage("money")),
        IconCase(type: .search, file: nil, symbol: nil, expected: .system(.search)),
        IconCase(type: nil, file: nil, symbol: nil, expected: nil),
    ])
    func iconPrecedence(icon: IconCase) {
        #expect(ShortcutIcon.resolved(type: icon.type, file: icon.file, symbol: icon.symbol) == icon.expected)
    }

    @Test("C1.4 an icon file that names no image in the bundle shows no icon; one that exists is shown")
    func missingTemplateImageShowsNoIcon() throws {
        let present = ShortcutItem(type: "Pay", localizedTitle: "Pay", icon: .templateImage("money"))
        let missing = ShortcutItem(type: "Ride", localizedTitle: "Ride", icon: .templateImage("bike"))
        let system = ShortcutItem(type: "Find", localizedTitle: "Find", icon: .system(.search))
        let bundle = AppBundle(staticItems: [present, missing, system], templateImages: ["money"])
        let world = try installedWorld(bundle: bundle)
        let menu = try #require(world.menu)
        #expect(menu.rows.map(\.displayedIcon) == [.templateImage("money"), nil, .system(.search)])
        #expect(menu.rows[1].item.icon == .templateImage("bike"), "the item keeps its declared icon; only the drawing is empty")

        let unknownImages = try installedWorld(bundle: AppBundle(staticItems: [missing]))
        #expect(unknownImages.menu?.rows.first?.displayedIcon == .templateImage("bike"), "when the bundle's images are unknown, trust the name")
    }

    @Test("C1.1 every field of an item reaches performAction unchanged")
    func itemFieldsTravelUnchanged() throws {
        let rich = ShortcutItem(type: "Order", localizedTitle: "Reorder", localizedSubtitle: "Last order",
                                icon: .systemSymbol("bag"), userInfo: ["id": .integer(42), "tags": .array([.string("a")])])
        var app = ScriptedApp()
        app.performAction = { item, handler, context in
            context.note("same", item == rich ? "yes" : "no: \(item)")
            context.route(item, to: "OrderPage")
            context.complete(handler, succeeded: true)
        }
        var world = try installedWorld(app, bundle: AppBundle(staticItems: [rich]))
        try world.perform(.select(type: "Order"))
        #expect(world.noted("same") == "yes")
    }

    @Test("C4.1 userInfo refuses a URL, naming where it is and what is accepted")
    func refusesURL() throws {
        let url = try #require(URL(string: "https://example.com"))
        let error = #expect(throws: PropertyListConversionError.self) {
            _ = try ShortcutItem(type: "Open", localizedTitle: "Open", foundationUserInfo: ["links": ["a", url] as [Any]])
        }
        #expect(error?.path == "userInfo.links[1]")
        #expect(error?.typeName == "URL")
        #expect(error?.description.hasPrefix("userInfo.links[1] is a URL, which is not a property-list type") == true)
        #expect(error?.description.contains("(C4.1)") == true)
    }

    @Test("C4.1 userInfo refuses a UUID, also nested in a dictionary")
    func refusesUUID() throws {
        let error = #expect(throws: PropertyListConversionError.self) {
            _ = try ShortcutItem(type: "Open", localizedTitle: "Open", foundationUserInfo: ["order": ["id": UUID()]])
        }
        #expect(error?.path == "userInfo.order.id")
        #expect(error?.typeName == "UUID")
        #expect(error?.description.contains("userInfo.order.id is a UUID") == true)
    }

    @Test("C4.1 userInfo refuses a dictionary with a non-String key")
    func refusesNonStringKey() throws {
        let error = #expect(throws: PropertyListConversionError.self) {
            _ = try ShortcutItem(type: "Open", localizedTitle: "Open", foundationUserInfo: ["map": [1: "one"] as [AnyHashable: Any]])
        }
        #expect(error?.path.hasPrefix("userInfo.map key") == true, "\(String(describing: error))")
    }

    @Test("C4.1 userInfo accepts String, numbers, Bool, Date, Data, arrays and String-keyed dictionaries, recursively")
    func acceptsNestedPlistValues() throws {
        let date = Date(timeIntervalSince1970: 1_000)
        let data = Data([1, 2, 3])
        let item = try ShortcutItem(type: "Open", localizedTitle: "Open", foundationUserInfo: [
            "name": "café",
            "count": 3,
            "ratio": 0.5,
            "flag": true,
            "when": date,
            "bytes": data,
            "nested": ["list": [1, "two", ["deep": false]] as [Any], "empty": [String: Any]()] as [String: Any],
        ])
        #expect(item.userInfo == [
            "name": .string("café"),
            "count": .integer(3),
            "ratio": .real(0.5),
            "flag": .bool(true),
            "when": .date(date),
            "bytes": .data(data),
            "nested": .dictionary([
                "list": .array([.integer(1), .string("two"), .dictionary(["deep": .bool(false)])]),
                "empty": .dictionary([:]),
            ]),
        ])
        #expect(item.userInfo["nested"]?.nestingDepth == 3)
    }

    @Test("C5.1 UIApplicationShortcutIconType has 29 cases; 7 from iOS 9.0 first; plist names round-trip")
    func iconTypes() {
        #expect(ShortcutIconType.allCases.count == 29)
        #expect(ShortcutIconType.allCases.prefix(7).map(\.rawValue) == ["compose", "play", "pause", "add", "location", "search", "share"])
        #expect(ShortcutIconType.markLocation.plistName == "UIApplicationShortcutIconTypeMarkLocation")
        #expect(ShortcutIconType.taskCompleted.plistName == "UIApplicationShortcutIconTypeTaskCompleted")
        for type in ShortcutIconType.allCases {
            #expect(ShortcutIconType(plistName: type.plistName) == type, "\(type.plistName)")
        }
        #expect(ShortcutIconType(plistName: "UIApplicationShortcutIconTypemarkLocation") == nil, "the spelling is exact")
        #expect(ShortcutIconType(plistName: "Search") == nil)
    }
}
