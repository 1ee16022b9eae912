import KheperCore

/// Reads typed members of one JSON object, naming the member's path when one has the wrong form.
struct JSONMemberReader {
    let object: JSONObject
    let path: JSONPath

    func string(_ key: String, required: Bool = false) throws(FieldSpecError) -> String? {
        switch object[key] {
        case .string(let text)?: return text
        case nil where !required: return nil
        case let other: throw mismatch(key, other, "a string")
        }
    }

    func bool(_ key: String) throws(FieldSpecError) -> Bool? {
        switch object[key] {
        case .bool(let value)?: return value
        case nil: return nil
        case let other: throw mismatch(key, other, "true or false")
        }
    }

    func number(_ key: String) throws(FieldSpecError) -> Double? {
        switch object[key] {
        case .number(let number)? where number.doubleValue.isFinite && number.doubleValue > 0:
            return number.doubleValue
        case nil: return nil
        case let other: throw mismatch(key, other, "a number above 0")
        }
    }

    func object(_ key: String) throws(FieldSpecError) -> JSONObject? {
        switch object[key] {
        case .object(let nested)?: return nested
        case nil: return nil
        case let other: throw mismatch(key, other, "an object")
        }
    }

    func strings(_ key: String) throws(FieldSpecError) -> [String] {
        guard case .array(let entries)? = object[key], !entries.isEmpty else {
            throw mismatch(key, object[key], "a non-empty array of strings")
        }
        var strings: [String] = []
        for entry in entries {
            guard case .string(let text) = entry else {
                throw mismatch(key, object[key], "a non-empty array of strings")
            }
            strings.append(text)
        }
        return strings
    }

    /// Two ordered numbers `[low, high]`, whole and not negative when `whole`.
    func pair(_ key: String, whole: Bool = false) throws(FieldSpecError) -> (Double, Double)? {
        guard let value = object[key] else { return nil }
        let expected =
            whole ? "two ordered whole numbers of 0 or more, [low, high]" : "two ordered numbers, [low, high]"
        guard case .array(let entries) = value, entries.count == 2,
            case .number(let low) = entries[0], case .number(let high) = entries[1]
        else { throw mismatch(key, value, expected) }
        let bounds = (low.doubleValue, high.doubleValue)
        guard bounds.0.isFinite, bounds.1.isFinite, bounds.0 <= bounds.1 else { throw mismatch(key, value, expected) }
        if whole {
            guard bounds.0 >= 0, bounds.1 < 1e15, low.isInteger, high.isInteger else {
                throw mismatch(key, value, expected)
            }
        }
        return bounds
    }

    private func mismatch(_ key: String, _ value: JSONValue?, _ expected: String) -> FieldSpecError {
        FieldSpecError(at: path.appending(key), found: value?.description ?? "missing", expected: expected)
    }
}
