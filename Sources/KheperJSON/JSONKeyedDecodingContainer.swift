/// The shared state of a keyed container, held by reference so the standard library's container box copies it cheaply.
final class JSONKeyedState {
    let decoder: JSONValueDecoding
    let object: JSONObject
    /// How much of `decoder.path` belongs to this container.
    let depth: Int
    /// Path components below `depth` for containers opened with `nestedContainer`.
    let extra: [any CodingKey]
    let tracker: JSONUnknownFieldTracker?

    init(
        decoder: JSONValueDecoding, object: JSONObject, depth: Int, extra: [any CodingKey],
        tracker: JSONUnknownFieldTracker?
    ) {
        self.decoder = decoder
        self.object = object
        self.depth = depth
        self.extra = extra
        self.tracker = tracker
    }
}

/// The keyed container over one JSON object, tracking which members a decoded type asks about.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    private let state: JSONKeyedState

    init(
        decoder: JSONValueDecoding, object: JSONObject, depth: Int, extra: [any CodingKey],
        tracker: JSONUnknownFieldTracker?
    ) {
        state = JSONKeyedState(decoder: decoder, object: object, depth: depth, extra: extra, tracker: tracker)
    }

    private var decoder: JSONValueDecoding { state.decoder }
    private var object: JSONObject { state.object }
    private var depth: Int { state.depth }
    private var extra: [any CodingKey] { state.extra }
    private var tracker: JSONUnknownFieldTracker? { state.tracker }

    var codingPath: [any CodingKey] {
        extra.isEmpty ? Array(decoder.path.prefix(depth)) : Array(decoder.path.prefix(depth)) + extra
    }

    var allKeys: [Key] {
        object.storedKeys.compactMap { Key(stringValue: $0) }
    }

    private func path(_ key: Key) -> [any CodingKey] {
        codingPath + [key]
    }

    func contains(_ key: Key) -> Bool {
        guard let position = object.position(of: key.stringValue) else { return false }
        tracker?.markSeen(position)
        return true
    }

    @inline(__always)
    private func position(_ key: Key) throws -> Int {
        guard let position = object.position(of: key.stringValue) else {
            let context = DecodingError.Context(
                codingPath: codingPath, debugDescription: "missing field \(jsonFieldName([key]))")
            throw DecodingError.keyNotFound(key, context)
        }
        tracker?.markSeen(position)
        return position
    }

    @inline(__always)
    private func value(_ key: Key) throws -> JSONValue {
        object.value(at: try position(key))
    }

    /// The value for `key`, or nil when absent or `null` (an explicit `null` is left unmarked for the overlay).
    @inline(__always)
    private func valueIfPresent(_ key: Key) -> JSONValue? {
        guard let position = object.position(of: key.stringValue) else { return nil }
        let value = object.value(at: position)
        if case .null = value { return nil }
        tracker?.markSeen(position)
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try unboxBool(value(key)) { path(key) } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try unboxString(value(key)) { path(key) } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try unboxDouble(value(key)) { path(key) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try unboxFloat(value(key)) { path(key) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    @inline(__always)
    private func integer<I: FixedWidthInteger>(_ key: Key) throws -> I {
        try unboxInteger(value(key), I.self) { path(key) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let position = try position(key)
        return try decoder.decodeChild(
            T.self, object.value(at: position), key: key, extra: extra, tracker: tracker, slot: position)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let value = valueIfPresent(key) else { return nil }
        return try unboxBool(value) { path(key) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let value = valueIfPresent(key) else { return nil }
        return try unboxString(value) { path(key) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let value = valueIfPresent(key) else { return nil }
        return try unboxDouble(value) { path(key) }
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let value = valueIfPresent(key) else { return nil }
        return try unboxFloat(value) { path(key) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(key) }

    @inline(__always)
    private func integerIfPresent<I: FixedWidthInteger>(_ key: Key) throws -> I? {
        guard let value = valueIfPresent(key) else { return nil }
        return try unboxInteger(value, I.self) { path(key) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let position = object.position(of: key.stringValue) else { return nil }
        let value = object.value(at: position)
        if case .null = value, T.self != JSONValue.self { return nil }
        tracker?.markSeen(position)
        return try decoder.decodeChild(T.self, value, key: key, extra: extra, tracker: tracker, slot: position)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let position = try position(key)
        guard case .object(let nested) = object.value(at: position) else {
            throw jsonDecodingMismatch(
                [String: JSONValue].self, expected: "an object", found: object.value(at: position), path: path(key))
        }
        return KeyedDecodingContainer(
            JSONKeyedDecodingContainer<NestedKey>(
                decoder: decoder, object: nested, depth: depth, extra: extra + [key],
                tracker: tracker?.child(position)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let position = try position(key)
        guard case .array(let nested) = object.value(at: position) else {
            throw jsonDecodingMismatch(
                [JSONValue].self, expected: "an array", found: object.value(at: position), path: path(key))
        }
        return JSONUnkeyedDecodingContainer(
            decoder: decoder, array: nested, depth: depth, extra: extra + [key], tracker: tracker?.child(position))
    }

    func superDecoder() throws -> any Decoder {
        try makeSuperDecoder(JSONStringKey("super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try makeSuperDecoder(key)
    }

    private func makeSuperDecoder(_ key: some CodingKey) throws -> any Decoder {
        let sub = JSONValueDecoding(value: .null, path: codingPath + [key], sharedUserInfo: decoder.userInfo)
        if let position = object.position(of: key.stringValue) {
            tracker?.markSeen(position)
            sub.value = object.value(at: position)
            sub.trackParent = tracker
            sub.trackSlot = position
        }
        return sub
    }
}
