import ShortcutSimCore
import Testing

/// `TraceEvent.Kind.hasSubject(_:)`, which the matcher asks instead of making a list subject: it
/// must answer exactly as comparing with ``TraceEvent/Kind/subject`` does.
@Suite("an event's subject compared in place")
struct TraceSubjectTests {
    static let lists: [[String]] = [[], ["Search"], ["Search", "Compose"], ["a", "b", "c", "d"], ["Café"], ["Cafe\u{301}", "x"],
                                    ["New note"], ["New note", "Search"], ["none"], ["none", "Search"]]
    static let texts = ["none", "", "Search", "Search,", "Search,Compose", "Search,Compose,", "SearchCompose", ",Search",
                        "a,b,c,d", "a,b,c", "a,b,c,d,e", "Café", "Cafe\u{301}", "Café,x", "Cafe\u{301},x", "Caf", "x",
                        "New note", "\"New note\"", "\"New note\",Search", "New note,Search", "\"none\"", "none,Search", "\"none\",Search"]

    @Test("a menu and a setShortcutItems event answer as their subject does", arguments: lists)
    func listSubjects(items: [String]) {
        for kind in [TraceEvent.Kind.menu(items: items, hidden: [], systemRows: []), .setShortcutItems(types: items)] {
            for text in Self.texts {
                #expect(kind.hasSubject(text) == (kind.subject == text),
                        "items \(items), text '\(text)': expected \(kind.subject == text) as '\(kind.subject ?? "nil")' == '\(text)' says")
            }
        }
    }

    @Test("other events answer as their subject does")
    func otherSubjects() {
        let kinds: [TraceEvent.Kind] = [.route(type: "Search", destination: "SearchPage"), .tapIcon, .state(.active), .timer(name: "root")]
        for kind in kinds {
            for text in ["Search", "active", "root", "none", ""] {
                #expect(kind.hasSubject(text) == (kind.subject == text), "\(kind), '\(text)'")
            }
        }
    }
}
