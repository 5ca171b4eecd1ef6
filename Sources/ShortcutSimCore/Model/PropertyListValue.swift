import Foundation

/// A property-list value: the only kind of value a quick action's `userInfo` can hold (C4.1).
///
/// The type makes a non-plist value unrepresentable; ``init(any:)`` converts a Foundation value
/// and refuses URL, UUID and anything else that is not a plist type, as UIKit raises.
public enum PropertyListValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int)
    /// A floating-point number.
    case real(Double)
    /// A Boolean.
    case bool(Bool)
    /// A date.
    case date(Date)
    /// Raw bytes.
    case data(Data)
    /// An ordered list of values.
    case array([PropertyListValue])
    /// A dictionary with string keys.
    case dictionary([String: PropertyListValue])

    /// The name of the value's plist type, as error messages say it: `string`, `dictionary`, ...
    public var typeName: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .real: return "real"
        case .bool: return "bool"
        case .date: return "date"
        case .data: return "data"
        case .array: return "array"
        case .dictionary: return "dictionary"
        }
    }

    /// How deeply arrays and dictionaries nest inside this value (a scalar is depth 0).
    public var nestingDepth: Int {
        switch self {
        case .array(let values): return 1 + (values.map(\.nestingDepth).max() ?? 0)
        case .dictionary(let values): return 1 + (values.values.map(\.nestingDepth).max() ?? 0)
        default: return 0
        }
    }
}
