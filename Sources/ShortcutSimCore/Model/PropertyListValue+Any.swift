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
        do throws(ConversionFailure) {
            self = try Self.converted(value)
        } catch {
            throw PropertyListConversionError(path: path + error.reversedPath.reversed().joined(), typeName: error.typeName)
        }
    }

    /// Why a nested value cannot be converted, with its place built only on the way out of a failure,
    /// so converting a large value formats no paths.
    private struct ConversionFailure: Error {
        /// The steps from the offending value up to the root: `[2]`, `.links`, ` key 7`.
        var reversedPath: [String]
        /// The Swift type of the offending value (or key).
        var typeName: String

        /// The failure with one more step towards the root.
        func inside(_ step: String) -> ConversionFailure {
            ConversionFailure(reversedPath: reversedPath + [step], typeName: typeName)
        }
    }

    /// The value converted; recursion follows the value's nesting, which a decoded property list bounds.
    private static func converted(_ value: Any) throws(ConversionFailure) -> PropertyListValue {
        if type(of: value) == Bool.self, let bool = value as? Bool { return .bool(bool) }
        // Collections are matched before NSNumber: casting an array to NSNumber bridges all of it to
        // Foundation first, which made converting a large userInfo quadratic.
        switch value {
        case let array as [Any]:
            var values: [PropertyListValue] = []
            values.reserveCapacity(array.count)
            for (index, element) in array.enumerated() {
                do throws(ConversionFailure) {
                    values.append(try converted(element))
                } catch {
                    throw error.inside("[\(index)]")
                }
            }
            return .array(values)
        case let dictionary as [String: Any]:
            return .dictionary(try convertedValues(of: dictionary))
        case let dictionary as [AnyHashable: Any]:
            var strings: [String: Any] = [:]
            for (key, element) in dictionary {
                guard let key = key.base as? String else {
                    throw ConversionFailure(reversedPath: [" key \(key)"], typeName: "\(type(of: key.base)) key")
                }
                strings[key] = element
            }
            return .dictionary(try convertedValues(of: strings))
        case let string as String:
            return .string(string)
        case let date as Date:
            return .date(date)
        case let data as Data:
            return .data(data)
        case let int as Int where type(of: value) == Int.self:
            return .integer(int)
        case let double as Double where type(of: value) == Double.self:
            return .real(double)
        case let number as NSNumber:
            return scalar(number)
        default:
            throw ConversionFailure(reversedPath: [], typeName: "\(type(of: value))")
        }
    }

    /// A Foundation number as the plist value it was stored as: the objCType tells a Bool (`c`, `B`)
    /// and a real 2.0 (`f`, `d`) from an integer 2.
    static func scalar(_ number: NSNumber) -> PropertyListValue {
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "f", "d": return .real(number.doubleValue)
        default: return .integer(number.intValue)
        }
    }

    /// The values of a dictionary with string keys, converted.
    private static func convertedValues(of dictionary: [String: Any]) throws(ConversionFailure) -> [String: PropertyListValue] {
        var values: [String: PropertyListValue] = [:]
        values.reserveCapacity(dictionary.count)
        for (key, element) in dictionary {
            do throws(ConversionFailure) {
                values[key] = try converted(element)
            } catch {
                throw error.inside(".\(key)")
            }
        }
        return values
    }
}
