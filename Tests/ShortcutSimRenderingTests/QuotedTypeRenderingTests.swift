import ShortcutSimCore
import ShortcutSimRendering
import Testing

/// A shortcut type that is not one plain word, such as Joplin's 'New note' (C1.2), is shown in
/// every report as the trace prints it, so it is never read as two words or two list items.
@Suite("Quoted types in reports")
struct QuotedTypeRenderingTests {
    /// A cold quick action of type `New note`, with a menu that lists it beside a plain type.
    static let trace: Trace = {
        var trace = Trace()
        trace.append(TraceEvent(time: .start, kind: .menu(items: ["New note", "Search"], hidden: ["a,b"], systemRows: [])))
        trace.append(TraceEvent(time: .start, kind: .select(type: "New note")))
        trace.append(TraceEvent(time: .start, kind: .state(.inactive)))
        trace.append(TraceEvent(time: .start, kind: .didFinishLaunching(shortcut: "New note", returned: true)))
        trace.append(TraceEvent(time: .start, kind: .setShortcutItems(types: ["New to-do"])))
        trace.append(TraceEvent(time: .start, kind: .route(type: "New note", destination: "Editor")))
        return trace
    }()

    @Test("JSON Lines give the type itself as the subject, a list as the line prints it, and the line as text")
    func jsonLines() {
        let lines = TraceJSONLines.render(Self.trace).split(separator: "\n").map(String.init)
        let expected = [
            (0, #""subject":"\"New note\",Search""#), (0, #""hidden":"\"a,b\"""#),
            (1, #""subject":"New note""#), (1, #""text":"user.select \"New note\"""#),
            (3, #""shortcut":"New note""#), (5, #""text":"route \"New note\" -> Editor""#),
        ]
        for (index, fragment) in expected {
            #expect(lines.indices.contains(index) && lines[index].contains(fragment),
                    "expected line \(index + 1) to hold \(fragment), got: \(lines.indices.contains(index) ? lines[index] : "no such line")")
        }
    }

    @Test("the Mermaid diagram keeps each quoted type whole, with the quotes Mermaid allows")
    func mermaid() {
        let text = MermaidSequenceDiagram(trace: Self.trace).text
        for label in ["menu 'New note', Search · not shown 'a,b'", "launch the app with 'New note'",
                      "didFinishLaunching shortcut='New note'", "shortcutItems = 'New to-do'", "▶ route 'New note' → Editor"] {
            #expect(text.contains(label), "expected the label '\(label)' in:\n\(text)")
        }
    }
}
