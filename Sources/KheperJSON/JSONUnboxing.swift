// Reading a scalar out of a `JSONValue`, and the `DecodingError`s that name the field, the value and the expectation.

/// The boolean `value` holds, or a mismatch naming the field at `path`.
@inline(__always)
func unboxBool(_ value: JSONValue, _ path: () -> [any CodingKey]) throws -> Bool {
    if case .bool(let bool) = value { return bool }
    throw jsonDecodingMismatch(Bool.self, expected: "a boolean", found: value, path: path())
}

@inline(__always)
func unboxString(_ value: JSONValue, _ path: () -> [any CodingKey]) throws -> String {
    if case .string(let string) = value { return string }
    throw jsonDecodingMismatch(String.self, expected: "a string", found: value, path: path())
}

@inline(__always)
func unboxInteger<I: FixedWidthInteger>(
    _ value: JSONValue, _ type: I.Type, _ path: () -> [any CodingKey]
) throws -> I {
    guard case .number(let number) = value else {
        throw jsonDecodingMismatch(I.self, expected: "a number", found: value, path: path())
    }
    if let integer = number.exactInteger(as: I.self) { return integer }
    let path = path()
    if number.isInteger {
        throw jsonCorrupted("the number \(number.literal) for \(jsonFieldName(path)) does not fit in \(I.self)", path)
    }
    throw jsonCorrupted(
        "the number \(number.literal) for \(jsonFieldName(path)) is not a whole number, expected \(I.self)", path)
}

func unboxDouble(_ value: JSONValue, _ path: () -> [any CodingKey]) throws -> Double {
    guard case .number(let number) = value else {
        throw jsonDecodingMismatch(Double.self, expected: "a number", found: value, path: path())
    }
    let double = number.doubleValue
    guard double.isFinite else {
        let path = path()
        throw jsonCorrupted("the number \(number.literal) for \(jsonFieldName(path)) does not fit in Double", path)
    }
    return double
}

func unboxFloat(_ value: JSONValue, _ path: () -> [any CodingKey]) throws -> Float {
    guard case .number(let number) = value else {
        throw jsonDecodingMismatch(Float.self, expected: "a number", found: value, path: path())
    }
    guard let float = Float(number.literal), float.isFinite else {
        let path = path()
        throw jsonCorrupted("the number \(number.literal) for \(jsonFieldName(path)) does not fit in Float", path)
    }
    return float
}

/// Names the field at the end of `path` for messages: `"reps"`, `element 2 of "sets"` or `the top-level value`.
func jsonFieldName(_ path: [any CodingKey]) -> String {
    guard let last = path.last else { return "the top-level value" }
    if let index = last as? JSONIndexKey {
        let parent = path.dropLast().last.map { " of " + jsonFieldName([$0]) } ?? ""
        return "element \(index.index)\(parent)"
    }
    return "\"\(last.stringValue)\""
}

/// Describes a JSON value for messages, e.g. `the string "ten"` or `an object`.
func jsonDescribeFound(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let bool): return "the boolean \(bool)"
    case .number(let number): return "the number \(number.literal)"
    case .string(let string):
        let shown = string.count > 40 ? string.prefix(40) + "…" : Substring(string)
        return "the string \"\(shown)\""
    case .array: return "an array"
    case .object: return "an object"
    }
}

/// A type mismatch (or `valueNotFound` when the value is `null`) naming the field, the value and the expectation.
func jsonDecodingMismatch(
    _ type: Any.Type, expected: String, found value: JSONValue, path: [any CodingKey]
) -> DecodingError {
    let message = "expected \(expected) for \(jsonFieldName(path)), found \(jsonDescribeFound(value))"
    let context = DecodingError.Context(codingPath: path, debugDescription: message)
    if case .null = value { return .valueNotFound(type, context) }
    return .typeMismatch(type, context)
}

/// A `dataCorrupted` error with `message`, at `path`.
func jsonCorrupted(_ message: String, _ path: [any CodingKey]) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message))
}
