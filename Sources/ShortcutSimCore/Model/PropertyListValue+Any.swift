import Foundation

/// Why a Foundation value cannot go into a quick action's `userInfo` (C4.1).
public struct PropertyListConversionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the offending value sits, as a key path from the root: `userInfo.links[2]`.
    public let path: String
    /// The Swift type of the offending value.
    public let typeName: String

    /// A sentence naming the value, its type, and what is accepted.
    public var description: String {
        "\(path) is a \(typeName), which is not a property-list type; userInfo accepts String, Int, Double, Bool, Date, Data, arrays and dictionaries with String keys (C4.1)"
    }
}

extension PropertyListValue {
    /// Converts a Foundation value, refusing anything that is not a plist type, as UIKit raises (C4.1).
    ///
    /// - Parameter path: how error messages name the value's place.
    public init(any value: Any, path: String = "userInfo") throws(PropertyListConversionError) {
        if type(of: value) == Bool.self, let bool = value as? Bool {
            self = .bool(bool)
            return
        }
        switch value {
        case let string as String:
            self = .string(string)
        case let date as Date:
            self = .date(date)
        case let data as Data:
            self = .data(data)
        case let int as Int where type(of: value) == Int.self:
            self = .integer(int)
        case let double as Double where type(of: value) == Double.self:
            self = .real(double)
        case let number as NSNumber:  // Foundation's numbers: the objCType tells a real 2.0 from an integer 2
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "f", "d": self = .real(number.doubleValue)
            default: self = .integer(number.intValue)
            }
        case let array as [Any]:
            var values: [PropertyListValue] = []
            values.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                values.append(try PropertyListValue(any: element, path: "\(path)[\(index)]"))
            }
            self = .array(values)
        case let dictionary as [String: Any]:
            var values: [String: PropertyListValue] = [:]
            for (key, element) in dictionary {
                values[key] = try PropertyListValue(any: element, path: "\(path).\(key)")
            }
            self = .dictionary(values)
        case let dictionary as [AnyHashable: Any]:
            var values: [String: PropertyListValue] = [:]
            for (key, element) in dictionary {
                guard let key = key.base as? String else {
                    throw PropertyListConversionError(path: "\(path) key \(key)", typeName: "\(type(of: key.base)) key")
                }
                values[key] = try PropertyListValue(any: element, path: "\(path).\(key)")
            }
            self = .dictionary(values)
        default:
            throw PropertyListConversionError(path: path, typeName: "\(type(of: value))")
        }
    }
}
