internal import Foundation

/// Encodes `Encodable` types into a `JSONValue` without going through text.
///
/// Object members keep the order in which the type encodes them, `nil` optionals written with `encodeIfPresent` are
/// omitted, `JSONValue` fields pass through unchanged, and non-finite floating-point values throw
/// `EncodingError.invalidValue`. Like Foundation's `JSONEncoder` defaults, `Decimal` writes its exact digits, `URL`
/// writes its absolute string and `Data` writes a Base64 string.
public struct JSONValueEncoder: Sendable {
    /// Contextual information handed to the types being encoded.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// Creates an encoder.
    public init() {}

    /// Encodes `value` as a `JSONValue`.
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let encoder = JSONValueEncoding(
            path: [], userInfo: userInfo.isEmpty ? [:] : userInfo.mapValues { $0 as Any })
        return try encoder.box(value)
    }
}

/// A container whose final value is only known once encoding finishes.
private enum PendingValue {
    case object(ObjectBuilder)
    case array(ArrayBuilder)
    case encoder(JSONValueEncoding)

    func finish() -> JSONValue {
        switch self {
        case .object(let builder): return builder.finish()
        case .array(let builder): return builder.finish()
        case .encoder(let encoder): return encoder.finish()
        }
    }
}

/// An object under construction, shared by the keyed containers writing into it.
private final class ObjectBuilder {
    var object = JSONObject()
    var pending: [(key: String, value: PendingValue)] = []

    init() {
        object.reserveCapacity(8)
    }

    @inline(__always)
    func set(_ key: String, _ value: JSONValue) {
        object[key] = value
    }

    func finish() -> JSONValue {
        for (key, value) in pending { object[key] = value.finish() }
        pending = []
        return .object(object)
    }
}

/// An array under construction, shared by the unkeyed containers writing into it.
private final class ArrayBuilder {
    var array: [JSONValue] = []
    var pending: [(index: Int, value: PendingValue)] = []

    func finish() -> JSONValue {
        for (index, value) in pending { array[index] = value.finish() }
        pending = []
        return .array(array)
    }
}

/// The `Encoder` behind `JSONValueEncoder`; one instance serves a whole encode, saving and restoring state per value.
final class JSONValueEncoding: Encoder, SingleValueEncodingContainer {
    fileprivate enum Storage {
        case empty
        case value(JSONValue)
        case object(ObjectBuilder)
        case array(ArrayBuilder)
    }

    fileprivate var storage = Storage.empty
    var path: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    init(path: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.path = path
        self.userInfo = userInfo
    }

    var codingPath: [any CodingKey] { path }

    /// Replaces whatever was encoded at the current position with `value`.
    func store(_ value: JSONValue) {
        storage = .value(value)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let builder: ObjectBuilder
        if case .object(let existing) = storage {
            builder = existing
        } else {
            builder = ObjectBuilder()
            storage = .object(builder)
        }
        return KeyedEncodingContainer(KeyedEncoder<Key>(encoder: self, builder: builder, depth: path.count, extra: []))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let builder: ArrayBuilder
        if case .array(let existing) = storage {
            builder = existing
        } else {
            builder = ArrayBuilder()
            storage = .array(builder)
        }
        return UnkeyedEncoder(encoder: self, builder: builder, depth: path.count, extra: [])
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// The value encoded so far at the current position (an empty object when nothing was encoded).
    func finish() -> JSONValue {
        switch storage {
        case .empty: return .object(JSONObject())
        case .value(let value): return value
        case .object(let builder): return builder.finish()
        case .array(let builder): return builder.finish()
        }
    }

    /// Encodes `value` at the current position and returns the result, leaving the encoder's state unchanged.
    func box<T: Encodable>(_ value: T) throws -> JSONValue {
        if let special = try boxSpecial(value) { return special }
        let saved = storage
        storage = .empty
        defer { storage = saved }
        try value.encode(to: self)
        return finish()
    }

    /// Encodes `value` one level down, at `extra` + `key` below the current path.
    func boxChild<T: Encodable>(_ value: T, extra: [any CodingKey], key: some CodingKey) throws -> JSONValue {
        if T.self == JSONValue.self { return value as! JSONValue }
        let savedCount = path.count
        if !extra.isEmpty { path.append(contentsOf: extra) }
        path.append(key)
        defer { path.removeLast(path.count - savedCount) }
        return try box(value)
    }

    private func boxSpecial<T: Encodable>(_ value: T) throws -> JSONValue? {
        if T.self == JSONValue.self { return (value as! JSONValue) }
        if T.self == Decimal.self {
            let decimal = value as! Decimal
            guard let number = JSONNumber(literal: decimal.description) else {
                throw invalidValue(value, "cannot encode \(decimal) as a JSON number", path)
            }
            return .number(number)
        }
        if T.self == URL.self { return .string((value as! URL).absoluteString) }
        if T.self == Data.self { return .string((value as! Data).base64EncodedString()) }
        return nil
    }

    // MARK: SingleValueEncodingContainer

    func encodeNil() { store(.null) }
    func encode(_ value: Bool) { store(.bool(value)) }
    func encode(_ value: String) { store(.string(value)) }
    func encode(_ value: Double) throws { store(try boxDouble(value, path)) }
    func encode(_ value: Float) throws { store(try boxFloat(value, path)) }
    func encode(_ value: Int) { store(boxInteger(value)) }
    func encode(_ value: Int8) { store(boxInteger(value)) }
    func encode(_ value: Int16) { store(boxInteger(value)) }
    func encode(_ value: Int32) { store(boxInteger(value)) }
    func encode(_ value: Int64) { store(boxInteger(value)) }
    func encode(_ value: UInt) { store(boxInteger(value)) }
    func encode(_ value: UInt8) { store(boxInteger(value)) }
    func encode(_ value: UInt16) { store(boxInteger(value)) }
    func encode(_ value: UInt32) { store(boxInteger(value)) }
    func encode(_ value: UInt64) { store(boxInteger(value)) }
    func encode<T: Encodable>(_ value: T) throws { store(try box(value)) }
}

@inline(__always)
private func boxInteger<I: FixedWidthInteger>(_ value: I) -> JSONValue {
    .number(JSONNumber(uncheckedLiteral: String(value)))
}

private func boxDouble(_ value: Double, _ path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
    guard let number = JSONNumber(value) else {
        throw invalidValue(value, "cannot encode the non-finite number \(value) in JSON", path())
    }
    return .number(number)
}

private func boxFloat(_ value: Float, _ path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
    guard let number = JSONNumber(value) else {
        throw invalidValue(value, "cannot encode the non-finite number \(value) in JSON", path())
    }
    return .number(number)
}

private func invalidValue(_ value: Any, _ message: String, _ path: [any CodingKey]) -> EncodingError {
    let location = jsonFieldName(path)
    return .invalidValue(value, EncodingError.Context(codingPath: path, debugDescription: "\(message) (\(location))"))
}

// MARK: - Keyed container

private struct KeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONValueEncoding
    let builder: ObjectBuilder
    let depth: Int
    let extra: [any CodingKey]

    var codingPath: [any CodingKey] {
        extra.isEmpty ? Array(encoder.path.prefix(depth)) : Array(encoder.path.prefix(depth)) + extra
    }

    private func path(_ key: Key) -> [any CodingKey] {
        codingPath + [key]
    }

    mutating func encodeNil(forKey key: Key) { builder.set(key.stringValue, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) { builder.set(key.stringValue, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) { builder.set(key.stringValue, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        builder.set(key.stringValue, try boxDouble(value, path(key)))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        builder.set(key.stringValue, try boxFloat(value, path(key)))
    }
    mutating func encode(_ value: Int, forKey key: Key) { builder.set(key.stringValue, boxInteger(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) { builder.set(key.stringValue, boxInteger(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) { builder.set(key.stringValue, boxInteger(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) { builder.set(key.stringValue, boxInteger(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) { builder.set(key.stringValue, boxInteger(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) { builder.set(key.stringValue, boxInteger(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) { builder.set(key.stringValue, boxInteger(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) { builder.set(key.stringValue, boxInteger(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) { builder.set(key.stringValue, boxInteger(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) { builder.set(key.stringValue, boxInteger(value)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        builder.set(key.stringValue, try encoder.boxChild(value, extra: extra, key: key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectBuilder()
        builder.set(key.stringValue, .null)
        builder.pending.append((key.stringValue, .object(nested)))
        return KeyedEncodingContainer(
            KeyedEncoder<NestedKey>(encoder: encoder, builder: nested, depth: depth, extra: extra + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = ArrayBuilder()
        builder.set(key.stringValue, .null)
        builder.pending.append((key.stringValue, .array(nested)))
        return UnkeyedEncoder(encoder: encoder, builder: nested, depth: depth, extra: extra + [key])
    }

    mutating func superEncoder() -> any Encoder {
        makeSuperEncoder(JSONStringKey("super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        makeSuperEncoder(key)
    }

    private func makeSuperEncoder(_ key: some CodingKey) -> any Encoder {
        let sub = JSONValueEncoding(path: codingPath + [key], userInfo: encoder.userInfo)
        builder.set(key.stringValue, .null)
        builder.pending.append((key.stringValue, .encoder(sub)))
        return sub
    }
}

// MARK: - Unkeyed container

private struct UnkeyedEncoder: UnkeyedEncodingContainer {
    let encoder: JSONValueEncoding
    let builder: ArrayBuilder
    let depth: Int
    let extra: [any CodingKey]

    var codingPath: [any CodingKey] {
        extra.isEmpty ? Array(encoder.path.prefix(depth)) : Array(encoder.path.prefix(depth)) + extra
    }

    var count: Int { builder.array.count }

    private func append(_ value: JSONValue) {
        builder.array.append(value)
    }

    mutating func encodeNil() { append(.null) }
    mutating func encode(_ value: Bool) { append(.bool(value)) }
    mutating func encode(_ value: String) { append(.string(value)) }
    mutating func encode(_ value: Double) throws {
        append(try boxDouble(value, codingPath + [JSONIndexKey(count)]))
    }
    mutating func encode(_ value: Float) throws {
        append(try boxFloat(value, codingPath + [JSONIndexKey(count)]))
    }
    mutating func encode(_ value: Int) { append(boxInteger(value)) }
    mutating func encode(_ value: Int8) { append(boxInteger(value)) }
    mutating func encode(_ value: Int16) { append(boxInteger(value)) }
    mutating func encode(_ value: Int32) { append(boxInteger(value)) }
    mutating func encode(_ value: Int64) { append(boxInteger(value)) }
    mutating func encode(_ value: UInt) { append(boxInteger(value)) }
    mutating func encode(_ value: UInt8) { append(boxInteger(value)) }
    mutating func encode(_ value: UInt16) { append(boxInteger(value)) }
    mutating func encode(_ value: UInt32) { append(boxInteger(value)) }
    mutating func encode(_ value: UInt64) { append(boxInteger(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try encoder.boxChild(value, extra: extra, key: JSONIndexKey(count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectBuilder()
        let index = count
        append(.null)
        builder.pending.append((index, .object(nested)))
        return KeyedEncodingContainer(
            KeyedEncoder<NestedKey>(
                encoder: encoder, builder: nested, depth: depth, extra: extra + [JSONIndexKey(index)]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = ArrayBuilder()
        let index = count
        append(.null)
        builder.pending.append((index, .array(nested)))
        return UnkeyedEncoder(encoder: encoder, builder: nested, depth: depth, extra: extra + [JSONIndexKey(index)])
    }

    mutating func superEncoder() -> any Encoder {
        let index = count
        let sub = JSONValueEncoding(path: codingPath + [JSONIndexKey(index)], userInfo: encoder.userInfo)
        append(.null)
        builder.pending.append((index, .encoder(sub)))
        return sub
    }
}
