/// Writes JSON text by hand, with a fixed key order, so output is byte-identical on every run.
public enum JSONText {
    /// A JSON string literal with the required escapes. Every control character is escaped, DEL and
    /// the C1 controls (U+007F to U+009F) too, which JSON allows raw: the text then holds none, so
    /// printed to a terminal it cannot drive it, and the console has nothing left to escape in it.
    public static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let c where c.value < 0x20 || (0x7F...0x9F).contains(c.value):
                let hex = String(c.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON object from ordered pairs whose values are already JSON text.
    public static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A JSON array from values that are already JSON text.
    public static func array(_ values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }
}
