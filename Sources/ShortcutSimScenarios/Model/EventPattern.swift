import ShortcutSimCore

/// An expectation line's event: the documented words it requires, and optionally a time.
///
/// It matches an event when the names are equal, and the subject, each attribute and the result
/// it gives are equal to the event's; words it leaves out match anything. Never a regex.
public struct EventPattern: Hashable, Sendable, CustomStringConvertible {
    // The words and the location live in one copy-on-write box: every run of a scenario reads its
    // patterns, and a copy should retain one reference, not each string of them.
    private var storage: Storage

    private final class Storage: @unchecked Sendable {
        // Mutated only through `uniqueStorage`, once no other pattern shares it.
        var words: EventWords {
            didSet {
                nameIndex = EventVocabulary.index(named: words.name)
                namesOnly = Self.namesOnly(words)
                keys = words.attributes.map { AttributeKey($0.key) }
            }
        }
        var location: SourceLocation
        /// Where the name is in the vocabulary: events are matched on it before anything else.
        /// Nil for a name the vocabulary lacks, which no event has.
        private(set) var nameIndex: Int?
        /// Whether the words are a name alone (`app.willEnterForeground`): any event of the name
        /// matches, and its words are not read, which for an event outside the fast path of
        /// ``matchesWords(at:)`` would copy it.
        private(set) var namesOnly: Bool
        /// The key of each attribute of the words, in their order, as the fast path of
        /// ``matchesWords(at:)`` knows it: resolved once, so that a key is compared as a number, where
        /// comparing `willFinishLaunching` as a string (longer than a small string) called into the
        /// standard library for every attribute of every event tried.
        private(set) var keys: [AttributeKey]

        /// An attribute key the fast path reads; any other is compared by its text (``other``).
        enum AttributeKey {
            case shortcut, title, willFinishLaunching, didFinishLaunching, other

            init(_ key: String) {
                switch key {
                case EventPattern.shortcutKey: self = .shortcut
                case "title": self = .title
                case "willFinishLaunching": self = .willFinishLaunching
                case "didFinishLaunching": self = .didFinishLaunching
                default: self = .other
                }
            }
        }

        init(words: EventWords, location: SourceLocation) {
            self.words = words
            self.location = location
            nameIndex = EventVocabulary.index(named: words.name)
            namesOnly = Self.namesOnly(words)
            keys = words.attributes.map { AttributeKey($0.key) }
        }

        private static func namesOnly(_ words: EventWords) -> Bool {
            words.subject == nil && words.result == nil && words.attributes.isEmpty
        }

        /// ``EventPattern/matchesWords(of:)``, reading the words in place: through the pattern's
        /// `words`, each of the four reads copied the whole words (four strings and an array).
        func matchesWords(of kind: TraceEvent.Kind) -> Bool {
            if let subject = words.subject, !kind.hasSubject(subject) { return false }
            if let result = words.result, result != kind.result { return false }
            // Each attribute looked up alone: the list of all the event's attributes is an array to allocate.
            return matchesAttributes { _, key in kind.attributeValue(forKey: key) }
        }

        /// ``matchesWords(of:)`` for the event at `event`, read in place. Handing `event.pointee.kind`
        /// to `Kind`'s methods, which are in another module, copied the whole event first (every
        /// string of it retained and released, about 200 instructions a matched event); a `switch`
        /// here binds only the fields compared. It covers the events patterns most often name, whose
        /// words are plain fields (as ``TraceEvent/Kind/subject``, ``TraceEvent/Kind/result`` and
        /// ``TraceEvent/Kind/attributes`` give them); any other event is compared on a copy.
        /// `EventPatternFastPathTests` checks that both ways agree.
        func matchesWords(at event: UnsafePointer<TraceEvent>) -> Bool {
            if namesOnly { return true }
            switch event.pointee.kind {
            case .select(let type, let title), .performAction(let type, _, let title):
                return matches(subject: type, result: nil) { key, _ in key == .title ? title : nil }
            case .completion(let type, _, let succeeded):
                return matches(subject: type, result: String(succeeded)) { _, _ in nil }
            case .route(let type, let destination):
                return matches(subject: type, result: destination) { _, _ in nil }
            case .state(let state):
                return matches(subject: state.rawValue, result: nil) { _, _ in nil }
            case .willFinishLaunching(let type, let returned), .didFinishLaunching(let type, let returned):
                return matches(subject: nil, result: returned.map { String($0) }) { key, _ in key == .shortcut ? type : nil }
            case .didFinishLaunchingNotification(let type):
                return matches(subject: nil, result: nil) { key, _ in key == .shortcut ? type : nil }
            case .launchGate(let open, let willFinish, let didFinish):
                return matches(subject: open ? "open" : "closed", result: nil) { key, _ in
                    switch key {
                    case .willFinishLaunching: return willFinish.description
                    case .didFinishLaunching: return didFinish.description
                    case .shortcut, .title, .other: return nil
                    }
                }
            default:
                return matchesWords(of: event.pointee.kind)
            }
        }

        /// Whether an event with this subject, result and attribute values has the words.
        private func matches(subject: String?, result: String?, attribute value: (AttributeKey, String) -> String?) -> Bool {
            if let expected = words.subject, expected != subject { return false }
            if let expected = words.result, expected != result { return false }
            return matchesAttributes(value)
        }

        /// Whether each attribute of the words has the value `value` gives for its key (resolved, and as written).
        private func matchesAttributes(_ value: (AttributeKey, String) -> String?) -> Bool {
            for index in words.attributes.indices {
                let key = keys[index]
                let found = value(key, words.attributes[index].key)
                let expected = words.attributes[index].value
                // `shortcut=none`: the event carries no item, as launch options are nil with scenes (B3.3);
                // `shortcut="none"` names the type `none`, kept as itself.
                guard key == .shortcut && expected == EventPattern.noShortcut ? found == nil : found == expected else { return false }
            }
            return true
        }
    }

    /// The time the event must happen at, if given.
    public var time: VirtualInstant?

    /// Creates a pattern.
    public init(words: EventWords, time: VirtualInstant? = nil, location: SourceLocation) {
        storage = Storage(words: words, location: location)
        self.time = time
    }

    /// The box, to change: copied first if another pattern shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(words: storage.words, location: storage.location) }
            return storage
        }
    }

    /// The words the event must have.
    public var words: EventWords {
        get { storage.words }
        set { uniqueStorage.words = newValue }
    }

    /// Where the pattern was written: the start of its line (directive or time included), where failures are reported.
    public var location: SourceLocation {
        get { storage.location }
        set { uniqueStorage.location = newValue }
    }

    /// Whether two patterns have the same words, time and location.
    public static func == (lhs: EventPattern, rhs: EventPattern) -> Bool {
        lhs.time == rhs.time && (lhs.storage === rhs.storage || (lhs.storage.words == rhs.storage.words && lhs.storage.location == rhs.storage.location))
    }

    /// Hashes the words, time and location.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.words)
        hasher.combine(time)
        hasher.combine(storage.location)
    }

    /// Whether an event has every word (and the time) this pattern requires.
    public func matches(_ event: TraceEvent) -> Bool {
        if let time, time != event.time { return false }
        guard hasName(of: event.kind) else { return false }
        return matchesWords(of: event.kind)
    }

    /// Whether the event has the name the pattern gives, compared by place in the vocabulary.
    func hasName(of kind: TraceEvent.Kind) -> Bool { hasName(vocabularyIndex: kind.vocabularyIndex) }

    /// Whether an event whose name is at this place in the vocabulary has the pattern's name.
    func hasName(vocabularyIndex: Int) -> Bool { storage.nameIndex == vocabularyIndex }

    /// Whether the event's subject, result and attributes are those the pattern names, the name
    /// aside: each is made from the event only when the pattern names it.
    func matchesWords(of kind: TraceEvent.Kind) -> Bool { storage.matchesWords(of: kind) }

    /// ``matchesWords(of:)`` for the event at `event`, read in place, not copied.
    func matchesWords(at event: UnsafePointer<TraceEvent>) -> Bool { storage.matchesWords(at: event) }

    /// The attribute that names the item an event carries.
    static let shortcutKey = "shortcut"
    /// The value of ``shortcutKey`` that asks for an event without an item, written `shortcut=none`:
    /// kept as the empty string, which no type is (C1.1), so that `shortcut="none"` can name a type
    /// `none`; printed back as `none` (``ShortcutTypeSpelling/printedAttribute(_:)``).
    static let noShortcut = ""

    /// The pattern in the trace's own form: `[time ]words`, as in `3.000s route Search -> SearchPage`.
    public var description: String { (time.map { "\($0) " } ?? "") + words.description }
}
