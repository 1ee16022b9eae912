/// A JSON value that keeps everything it was given: numbers keep their exact decimal text, objects keep key order.
///
/// Equality is structural, with numbers compared by exact decimal value and objects compared regardless of member
/// order. Comparing and hashing recurse, so they are meant for values of ordinary depth (the parser's default limit
/// is 512 levels).
public enum JSONValue: Sendable, Hashable {
    /// The JSON `null` literal.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its exact text.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array of values.
    case array([JSONValue])
    /// An object with ordered members.
    case object(JSONObject)
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// Creates `null` from a `nil` literal.
    public init(nilLiteral: ()) {
        self = .null
    }

    /// Creates a boolean from a literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// Creates a number from an integer literal.
    public init(integerLiteral value: Int) {
        self = .number(JSONNumber(value))
    }

    /// Creates a number from a floating-point literal, using its shortest round-trip text.
    public init(floatLiteral value: Double) {
        self = .number(JSONNumber(floatLiteral: value))
    }

    /// Creates a string from a literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// Creates an array from a literal.
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }

    /// Creates an object from a literal, keeping the literal's key order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}

extension JSONValue {
    /// The object, if this value is one.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The array, if this value is one.
    public var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The string, if this value is one.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The number, if this value is one.
    public var numberValue: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The boolean, if this value is one.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// True when this value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member named `key` when this value is an object, otherwise nil.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` when this value is an array and the index is in bounds, otherwise nil.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON text.
    public var description: String {
        serializedString()
    }
}

extension JSONValue {
    /// Deep-merges an unknown-fields overlay (from `JSONValueDecoder.decodeKeepingUnknownFields`) back into this value.
    ///
    /// Members absent here are added (appended after existing members); objects present on both sides and arrays
    /// (matched by index) are merged recursively; a value this side already has is never overwritten. Overlay array
    /// positions holding `null` carry nothing, and overlay positions past the end of this array are ignored.
    public func merging(unknownFields overlay: JSONValue?) -> JSONValue {
        guard let overlay else { return self }
        switch (self, overlay) {
        case (.object(var object), .object(let extra)):
            for (key, value) in extra {
                if let position = object.position(of: key) {
                    let existing = object.value(at: position)
                    switch (existing, value) {
                    case (.object, .object), (.array, .array):
                        object[key] = existing.merging(unknownFields: value)
                    default:
                        break
                    }
                } else {
                    object.appendUnchecked(key, value)
                }
            }
            return .object(object)
        case (.array(var array), .array(let extra)):
            for position in 0..<min(array.count, extra.count) {
                switch extra[position] {
                case .object, .array:
                    array[position] = array[position].merging(unknownFields: extra[position])
                default:
                    break
                }
            }
            return .array(array)
        default:
            return self
        }
    }
}
