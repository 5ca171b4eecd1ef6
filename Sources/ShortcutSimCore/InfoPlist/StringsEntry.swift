/// One `"key" = "value";` entry of a strings table, with where its key and its value are written (C1.5).
///
/// ``InfoPlistStrings`` keeps entries whose value is the translation (``InfoPlistStrings/Entry``).
/// While reading a file, text, XML or binary, ``InfoPlistStringsDecoder`` holds entries whose value
/// may also be of another kind, such as an array, which it reports as an error.
public struct StringsEntry<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The key: a title's value, or the name of an Info.plist key.
    public var key: String
    /// The value: the translation, once decoded.
    public var value: Value
    /// Where the key is written (1:1 in a binary file).
    public var keyLocation: SourceLocation
    /// Where the value is written (1:1 in a binary file).
    public var valueLocation: SourceLocation

    /// Creates an entry.
    public init(key: String, value: Value, keyLocation: SourceLocation, valueLocation: SourceLocation) {
        self.key = key
        self.value = value
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
    }

    /// The same entry, at the same places, holding `value` instead.
    func with<Other>(value: Other) -> StringsEntry<Other> {
        StringsEntry<Other>(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation)
    }
}
