/// One JSON object's members as a ``JSONFieldDecodable`` type reads them: like a keyed decoding container, with
/// the same errors and the same unknown-field tracking, but concrete, so reading a field costs no generic dispatch.
package struct JSONFieldReader {
    let decoder: JSONValueDecoding
    let object: JSONObject
    let tracker: JSONUnknownFieldTracker?

    /// The path to `key`, for errors.
    private func path(_ key: String) -> [any CodingKey] { decoder.path + [JSONStringKey(key)] }

    /// The value of `key`, marked as read; throws `keyNotFound` when it is missing.
    private func required(_ key: String) throws -> (position: Int, value: JSONValue) {
        guard let position = object.position(of: key) else {
            let context = DecodingError.Context(
                codingPath: decoder.path, debugDescription: "missing field \(jsonFieldName([JSONStringKey(key)]))")
            throw DecodingError.keyNotFound(JSONStringKey(key), context)
        }
        tracker?.markSeen(position)
        return (position, object.value(at: position))
    }

    /// The value of `key`, marked as read, or nil when it is missing or `null` (a `null` stays unread).
    private func optional(_ key: String) -> (position: Int, value: JSONValue)? {
        guard let position = object.position(of: key) else { return nil }
        let value = object.value(at: position)
        if case .null = value { return nil }
        tracker?.markSeen(position)
        return (position, value)
    }

    /// Reads a required string.
    package func string(_ key: String) throws -> String { try unboxString(required(key).value) { path(key) } }

    /// Reads a required number as a `Double`.
    package func double(_ key: String) throws -> Double { try unboxDouble(required(key).value) { path(key) } }

    /// Reads a required value of any decodable type.
    package func decode<T: Decodable>(_ type: T.Type, _ key: String) throws -> T {
        let (position, value) = try required(key)
        return try decoder.decodeChild(
            T.self, value, key: JSONStringKey(key), extra: [], tracker: tracker, slot: position)
    }

    /// Reads an optional string.
    package func stringIfPresent(_ key: String) throws -> String? {
        guard let (_, value) = optional(key) else { return nil }
        return try unboxString(value) { path(key) }
    }

    /// Reads an optional whole number.
    package func intIfPresent(_ key: String) throws -> Int? {
        guard let (_, value) = optional(key) else { return nil }
        return try unboxInteger(value, Int.self) { path(key) }
    }

    /// Reads an optional number as a `Double`.
    package func doubleIfPresent(_ key: String) throws -> Double? {
        guard let (_, value) = optional(key) else { return nil }
        return try unboxDouble(value) { path(key) }
    }

    /// Reads an optional boolean.
    package func boolIfPresent(_ key: String) throws -> Bool? {
        guard let (_, value) = optional(key) else { return nil }
        return try unboxBool(value) { path(key) }
    }

    /// Reads an optional value of any decodable type; an explicit `null` is `nil` unless `T` is `JSONValue`.
    package func decodeIfPresent<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
        guard let position = object.position(of: key) else { return nil }
        let value = object.value(at: position)
        if case .null = value, T.self != JSONValue.self { return nil }
        tracker?.markSeen(position)
        return try decoder.decodeChild(
            T.self, value, key: JSONStringKey(key), extra: [], tracker: tracker, slot: position)
    }

    /// Reads an optional object as a ``JSONFieldDecodable`` type, like ``decodeIfPresent(_:_:)`` does but with the
    /// type known, so reading it costs no lookup of its conformance and no cast: an exercise set's load is one.
    package func objectIfPresent<Fields: JSONFieldDecodable>(_ type: Fields.Type, _ key: String) throws -> Fields? {
        guard let (position, value) = optional(key) else { return nil }
        guard case .object(let member) = value else {  // The usual mismatch, from the usual place.
            return try decoder.decodeChild(
                Fields.self, value, key: JSONStringKey(key), extra: [], tracker: tracker, slot: position)
        }
        return try decoder.decodeFields(Fields.self, member, key: JSONStringKey(key), tracker: tracker?.child(position))
    }

    /// Reads an optional array like ``decodeIfPresent(_:_:)`` does, each element straight from the array.
    package func arrayIfPresent<Element: Decodable>(of type: Element.Type, _ key: String) throws -> [Element]? {
        guard let (position, value) = optional(key) else { return nil }
        return try decoder.decodeArray(
            of: Element.self, value, key: JSONStringKey(key), tracker: tracker, slot: position)
    }

    /// Reads a required string-named choice: a known name costs one string read; anything else is decoded the
    /// usual way, which throws the usual error. Inlinable, so a kind's choices are read without generic lookups.
    @inlinable package func choice<Choice: RawRepresentable<String> & Decodable>(_ type: Choice.Type, _ key: String)
        throws
        -> Choice
    {
        if let name = try? string(key), let choice = Choice(rawValue: name) { return choice }
        return try decode(Choice.self, key)
    }

    /// Reads an optional string-named choice, like ``choice(_:_:)``.
    @inlinable package func choiceIfPresent<Choice: RawRepresentable<String> & Decodable>(
        _ type: Choice.Type, _ key: String
    )
        throws -> Choice?
    {
        if let name = try? stringIfPresent(key), let choice = Choice(rawValue: name) { return choice }
        return try decodeIfPresent(Choice.self, key)
    }
}
