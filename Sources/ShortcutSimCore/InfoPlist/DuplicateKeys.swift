/// The keys of one dictionary in the order a file writes them, and which occurrence of each the file keeps.
///
/// A property list, and so a strings table in any of its forms, keeps only the last value of a key
/// written twice in one dictionary and ignores every earlier one. Both decoders find those here and
/// word their own warning: ``InfoPlistDecoder`` for `UIApplicationShortcutItems` and its items (through
/// its `Locator`), ``InfoPlistStringsDecoder`` for the entries of an InfoPlist.strings table (C1.5).
struct DuplicateKeys {
    /// An occurrence of a key that a later occurrence of the same key overrides.
    struct Ignored {
        /// The key, as written.
        var key: String
        /// Where the ignored occurrence is written.
        var location: SourceLocation
        /// Where the last occurrence, whose value the file keeps, is written.
        var kept: SourceLocation
    }

    /// Every occurrence, in the order written.
    private let occurrences: [(key: String, location: SourceLocation)]
    /// Where the last occurrence of each key is written.
    private let lastLocation: [String: SourceLocation]

    /// Reads the occurrences of the keys of one dictionary, in the order written, each at its own location.
    init(_ occurrences: [(key: String, location: SourceLocation)]) {
        self.occurrences = occurrences
        var last: [String: SourceLocation] = [:]
        for occurrence in occurrences { last[occurrence.key] = occurrence.location }
        lastLocation = last
    }

    /// Where the later occurrence that overrides the one of `key` at `location` is written; nil when
    /// that one is the last, whose value the file keeps.
    func overridingLocation(of key: String, at location: SourceLocation) -> SourceLocation? {
        guard let kept = lastLocation[key], kept != location else { return nil }
        return kept
    }

    /// Every occurrence that a later one overrides, in the order written.
    var ignored: [Ignored] {
        occurrences.compactMap { occurrence in
            overridingLocation(of: occurrence.key, at: occurrence.location).map {
                Ignored(key: occurrence.key, location: occurrence.location, kept: $0)
            }
        }
    }
}
