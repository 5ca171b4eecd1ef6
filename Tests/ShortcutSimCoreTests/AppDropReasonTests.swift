import ShortcutSimCore
import Testing

/// ``AppDropReason``: an `app.drop` event carries one reason, and each prints as the one attribute
/// the vocabulary documents for it (A1.2, A3.1, A2.6), or none for a drop that names no milestone.
@Suite("the one reason of an app.drop")
struct AppDropReasonTests {
    static let cases: [(reason: AppDropReason, line: String)] = [
        (.missing(["root", "js"]), "app.drop Search missing=root,js"),
        (.missing([]), "app.drop Search"),
        (.replaced(by: "Coupon"), "app.drop Search replacedBy=Coupon"),
        (.cause(.firstCallAfterShortcutLaunch), "app.drop Search cause=firstCallAfterShortcutLaunch"),
    ]

    @Test("each reason prints as its one documented attribute")
    func printedWords() {
        for (reason, line) in Self.cases {
            let words = TraceEvent.Kind.appDrop(type: "Search", reason: reason).words
            #expect(words.description == line, "app.drop with \(reason): expected '\(line)', printed '\(words.description)'")
            let documented = Set(EventVocabulary.entries.first { $0.name == "app.drop" }?.attributes ?? [])
            #expect(words.attributes.count <= 1 && words.attributes.allSatisfy { documented.contains($0.key) },
                    "app.drop with \(reason): expected at most one of the attributes \(documented.sorted()), printed \(words.attributes.map(\.key))")
        }
    }
}
