internal import Foundation

/// The `Decoder` behind `JSONValueDecoder`; one instance serves a whole decode, pushing and popping state per value.
final class JSONValueDecoding: Decoder, SingleValueDecodingContainer {
    /// The value being decoded at the current position.
    var value: JSONValue
    /// The coding path of the current position; containers remember how much of it is theirs.
    var path: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    /// Where a container opened at the current position records what it was asked (nil when not tracking).
    var trackParent: JSONUnknownFieldTracker?
    var trackSlot = 0

    init(value: JSONValue, path: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
        self.value = value
        self.path = path
        self.userInfo = userInfo.isEmpty ? [:] : userInfo.mapValues { $0 as Any }
    }

    init(value: JSONValue, path: [any CodingKey], sharedUserInfo userInfo: [CodingUserInfoKey: Any]) {
        self.value = value
        self.path = path
        self.userInfo = userInfo
    }

    var codingPath: [any CodingKey] { path }

    private var currentTracker: JSONUnknownFieldTracker? {
        trackParent?.child(trackSlot)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw jsonDecodingMismatch([String: JSONValue].self, expected: "an object", found: value, path: path)
        }
        return KeyedDecodingContainer(
            JSONKeyedDecodingContainer<Key>(
                decoder: self, object: object, depth: path.count, extra: [], tracker: currentTracker))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let array) = value else {
            throw jsonDecodingMismatch([JSONValue].self, expected: "an array", found: value, path: path)
        }
        return JSONUnkeyedDecodingContainer(
            decoder: self, array: array, depth: path.count, extra: [], tracker: currentTracker)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// Decodes `T` from the current value at the current position (no path change).
    func decodeCurrent<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == JSONValue.self { return value as! T }
        if isSpecial(T.self) { return try decodeSpecial(T.self, value, path: { path }) }
        if let fast = T.self as? any JSONFieldDecodable.Type, case .object(let object) = value {
            return try fast.init(fields: JSONFieldReader(decoder: self, object: object, tracker: currentTracker)) as! T
        }
        return try T(from: self)
    }

    /// Decodes `T` from a child value, temporarily moving the decoder to `key`.
    func decodeChild<T: Decodable>(
        _ type: T.Type, _ child: JSONValue, key: some CodingKey, extra: [any CodingKey],
        tracker: JSONUnknownFieldTracker?, slot: Int
    ) throws -> T {
        if T.self == JSONValue.self { return child as! T }
        let savedCount = path.count
        if !extra.isEmpty { path.append(contentsOf: extra) }
        path.append(key)
        defer { path.removeLast(path.count - savedCount) }
        if isSpecial(T.self) { return try decodeSpecial(T.self, child, path: { path }) }
        let savedValue = value
        let savedParent = trackParent
        let savedSlot = trackSlot
        value = child
        trackParent = tracker
        trackSlot = slot
        defer {
            value = savedValue
            trackParent = savedParent
            trackSlot = savedSlot
        }
        if case .array(let elements) = child, let sized = T.self as? any ExactlySizedDecodable.Type {
            return try sized.init(exactly: elements.count, from: self) as! T
        }
        if let fast = T.self as? any JSONFieldDecodable.Type, case .object(let object) = child {
            return try fast.init(fields: JSONFieldReader(decoder: self, object: object, tracker: currentTracker)) as! T
        }
        return try T(from: self)
    }

    /// Decodes an array of `Element` from a child value like `decodeChild([Element].self, …)`, without opening an
    /// unkeyed container, so each element costs one call.
    func decodeArray<Element: Decodable>(
        of type: Element.Type, _ child: JSONValue, key: some CodingKey, tracker: JSONUnknownFieldTracker?, slot: Int
    ) throws -> [Element] {
        guard case .array(let elements) = child else {  // The usual mismatch, from the usual place.
            return try decodeChild([Element].self, child, key: key, extra: [], tracker: tracker, slot: slot)
        }
        let savedCount = path.count
        path.append(key)
        defer { path.removeLast(path.count - savedCount) }
        let elementTracker = tracker?.child(slot)
        if let fast = Element.self as? any JSONFieldDecodable.Type {  // Looked up once for all the elements.
            return try decodeFieldElements(fast, elements, tracker: elementTracker, as: Element.self)
        }
        var decoded: [Element] = []
        decoded.reserveCapacity(elements.count)
        for index in elements.indices {
            decoded.append(
                try decodeChild(
                    Element.self, elements[index], key: JSONIndexKey(index), extra: [], tracker: elementTracker,
                    slot: index))
        }
        return decoded
    }

    /// Decodes each element as `Fields`, which is `Element`, through its fields: as a `Fields`, an element needs no
    /// box and no cast, which cost more than reading it.
    private func decodeFieldElements<Fields: JSONFieldDecodable, Element>(
        _ type: Fields.Type, _ elements: [JSONValue], tracker: JSONUnknownFieldTracker?, as element: Element.Type
    ) throws -> [Element] {
        var decoded: [Fields] = []
        decoded.reserveCapacity(elements.count)
        for index in elements.indices {
            guard case .object(let object) = elements[index] else {
                decoded.append(
                    try decodeChild(
                        Fields.self, elements[index], key: JSONIndexKey(index), extra: [], tracker: tracker, slot: index
                    ))
                continue
            }
            decoded.append(
                try decodeFields(Fields.self, object, key: JSONIndexKey(index), tracker: tracker?.child(index)))
        }
        precondition(Fields.self == Element.self, "decodeFieldElements decodes an array of one type as itself")
        return unsafeBitCast(decoded, to: [Element].self)
    }

    /// Decodes an object member or element as a ``JSONFieldDecodable`` type, as `decodeChild` does, but with the type
    /// known: no lookup of its conformance and no cast of the result.
    func decodeFields<Fields: JSONFieldDecodable>(
        _ type: Fields.Type, _ object: JSONObject, key: some CodingKey, tracker: JSONUnknownFieldTracker?
    ) throws -> Fields {
        let savedCount = path.count
        path.append(key)
        defer { path.removeLast(path.count - savedCount) }
        return try Fields(fields: JSONFieldReader(decoder: self, object: object, tracker: tracker))
    }

    @inline(__always)
    private func isSpecial<T>(_ type: T.Type) -> Bool {
        T.self == Decimal.self || T.self == URL.self || T.self == Data.self
    }

    /// Decodes the Foundation types that JSON represents specially (only called when `isSpecial(T.self)`).
    @inline(never)
    private func decodeSpecial<T>(_ type: T.Type, _ value: JSONValue, path: () -> [any CodingKey]) throws -> T {
        if T.self == Decimal.self {
            guard case .number(let number) = value else {
                throw jsonDecodingMismatch(T.self, expected: "a number", found: value, path: path())
            }
            guard let decimal = Decimal(string: number.literal, locale: Locale(identifier: "en_US_POSIX")) else {
                throw jsonCorrupted(
                    "the number \(number.literal) for \(jsonFieldName(path())) does not fit in Decimal", path())
            }
            return (decimal as! T)
        }
        if T.self == URL.self {
            let string = try unboxString(value, path)
            guard let url = URL(string: string) else {
                throw jsonCorrupted("the string \"\(string)\" for \(jsonFieldName(path())) is not a valid URL", path())
            }
            return (url as! T)
        }
        if T.self == Data.self {
            let string = try unboxString(value, path)
            guard let data = Data(base64Encoded: string) else {
                throw jsonCorrupted("the string for \(jsonFieldName(path())) is not valid Base64 data", path())
            }
            return (data as! T)
        }
        preconditionFailure("decodeSpecial called for \(T.self)")
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try unboxBool(value) { path } }
    func decode(_ type: String.Type) throws -> String { try unboxString(value) { path } }
    func decode(_ type: Double.Type) throws -> Double { try unboxDouble(value) { path } }
    func decode(_ type: Float.Type) throws -> Float { try unboxFloat(value) { path } }
    func decode(_ type: Int.Type) throws -> Int { try unboxInteger(value, Int.self) { path } }
    func decode(_ type: Int8.Type) throws -> Int8 { try unboxInteger(value, Int8.self) { path } }
    func decode(_ type: Int16.Type) throws -> Int16 { try unboxInteger(value, Int16.self) { path } }
    func decode(_ type: Int32.Type) throws -> Int32 { try unboxInteger(value, Int32.self) { path } }
    func decode(_ type: Int64.Type) throws -> Int64 { try unboxInteger(value, Int64.self) { path } }
    func decode(_ type: UInt.Type) throws -> UInt { try unboxInteger(value, UInt.self) { path } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try unboxInteger(value, UInt8.self) { path } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try unboxInteger(value, UInt16.self) { path } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try unboxInteger(value, UInt32.self) { path } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try unboxInteger(value, UInt64.self) { path } }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeCurrent(T.self) }
}
