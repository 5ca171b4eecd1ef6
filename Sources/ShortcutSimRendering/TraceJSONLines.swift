import ShortcutSimCore

/// Renders a trace as JSON Lines: one object per event, keys in a fixed, documented order.
///
/// Keys: `index` (from 1), `time_ms`, `event`, `participant`, `subject` (or null), `attributes`
/// (an object, in the line's order), `result` (or null), `text` (the one-line form). A shortcut
/// type is the type itself (`New note`); a list of types is the word the line prints
/// (`"New note",Search`, ``ShortcutTypeSpelling/printedList(_:)``).
public enum TraceJSONLines {
    /// The whole trace, one line per event, each ending in a newline.
    public static func render(_ trace: Trace) -> String {
        trace.indices.map { line(for: trace[$0], index: $0 + 1) + "\n" }.joined()
    }

    /// One event as a JSON object on one line.
    public static func line(for event: TraceEvent, index: Int) -> String {
        let words = event.words
        let participant = EventVocabulary.entry(named: words.name)?.participant.rawValue
        return JSONText.object([
            ("index", String(index)),
            ("time_ms", String(event.time.millisecondsSinceStart)),
            ("event", JSONText.string(words.name)),
            ("participant", participant.map(JSONText.string) ?? "null"),
            ("subject", words.subject.map(JSONText.string) ?? "null"),
            ("attributes", JSONText.object(words.attributes.map { ($0.key, JSONText.string($0.value)) })),
            ("result", words.result.map(JSONText.string) ?? "null"),
            ("text", JSONText.string(words.description)),
        ])
    }
}
