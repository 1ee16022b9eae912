/// The unkeyed container over one JSON array, tracking which elements a decoded type reads.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let decoder: JSONValueDecoding
    let array: [JSONValue]
    let depth: Int
    let extra: [any CodingKey]
    let tracker: JSONUnknownFieldTracker?
    private(set) var currentIndex = 0

    init(
        decoder: JSONValueDecoding, array: [JSONValue], depth: Int, extra: [any CodingKey],
        tracker: JSONUnknownFieldTracker?
    ) {
        self.decoder = decoder
        self.array = array
        self.depth = depth
        self.extra = extra
        self.tracker = tracker
    }

    var codingPath: [any CodingKey] {
        extra.isEmpty ? Array(decoder.path.prefix(depth)) : Array(decoder.path.prefix(depth)) + extra
    }

    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    private func path(_ index: Int) -> [any CodingKey] {
        codingPath + [JSONIndexKey(index)]
    }

    @inline(__always)
    private mutating func next(_ type: Any.Type) throws -> JSONValue {
        guard currentIndex < array.count else {
            let message = "expected another element at index \(currentIndex), but the array has \(array.count)"
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: path(currentIndex), debugDescription: message))
        }
        defer { currentIndex += 1 }
        return array[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < array.count else {
            _ = try next(JSONValue.self)
            return false
        }
        if case .null = array[currentIndex] {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let index = currentIndex
        return try unboxBool(next(type)) { path(index) }
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let index = currentIndex
        return try unboxString(next(type)) { path(index) }
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let index = currentIndex
        return try unboxDouble(next(type)) { path(index) }
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let index = currentIndex
        return try unboxFloat(next(type)) { path(index) }
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    @inline(__always)
    private mutating func integer<I: FixedWidthInteger>() throws -> I {
        let index = currentIndex
        return try unboxInteger(next(I.self), I.self) { path(index) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = currentIndex
        let element = try next(type)
        return try decoder.decodeChild(
            T.self, element, key: JSONIndexKey(index), extra: extra, tracker: tracker, slot: index)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let index = currentIndex
        let element = try next([String: JSONValue].self)
        guard case .object(let nested) = element else {
            throw jsonDecodingMismatch(
                [String: JSONValue].self, expected: "an object", found: element, path: path(index))
        }
        return KeyedDecodingContainer(
            JSONKeyedDecodingContainer<NestedKey>(
                decoder: decoder, object: nested, depth: depth, extra: extra + [JSONIndexKey(index)],
                tracker: tracker?.child(index)))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = currentIndex
        let element = try next([JSONValue].self)
        guard case .array(let nested) = element else {
            throw jsonDecodingMismatch([JSONValue].self, expected: "an array", found: element, path: path(index))
        }
        return JSONUnkeyedDecodingContainer(
            decoder: decoder, array: nested, depth: depth, extra: extra + [JSONIndexKey(index)],
            tracker: tracker?.child(index))
    }

    mutating func superDecoder() throws -> any Decoder {
        let index = currentIndex
        let element = try next(JSONValue.self)
        let sub = JSONValueDecoding(value: element, path: path(index), sharedUserInfo: decoder.userInfo)
        sub.trackParent = tracker
        sub.trackSlot = index
        return sub
    }
}
