internal import Foundation

/// Decodes `Decodable` types from a `JSONValue` without going through text.
///
/// Integers are decoded exactly and range-checked, `Bool` never decodes from a number, and `JSONValue` fields are
/// passed through losslessly. Like Foundation's `JSONDecoder` defaults, `Decimal` reads the exact number text, `URL`
/// reads a string and `Data` reads a Base64 string. Errors are `DecodingError`s whose messages name the field, the
/// value found and the type expected, e.g. `expected a number for "reps", found the string "ten"`.
public struct JSONValueDecoder: Sendable {
    /// Contextual information handed to the types being decoded.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// Creates a decoder.
    public init() {}

    /// Decodes a value of type `T` from `value`.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        let decoder = JSONValueDecoding(value: value, path: [], userInfo: userInfo)
        return try decoder.decodeCurrent(T.self)
    }

    /// Decodes a value of type `T` and also returns the object members `T` never asked about.
    ///
    /// The overlay mirrors the input's shape: it holds only unknown members at their paths, objects nest as objects,
    /// and arrays keep their indices, with `null` at positions that contain nothing unknown (trailing positions are
    /// omitted). It is nil when nothing was unknown. A member counts as asked about when the type decodes it, checks it
    /// with `contains`/`decodeNil`, opens a nested container or super decoder for it; an explicit `null` read through
    /// `decodeIfPresent` stays in the overlay, so it survives an `encodeIfPresent` round trip. Members of values
    /// decoded whole (such as `JSONValue` or dictionaries) all count as known. Array elements a type never decodes
    /// are not reported. Feed the overlay to `JSONValue.merging(unknownFields:)` after re-encoding.
    /// (`decodeIfPresent(JSONValue.self, forKey:)` returns `.null`, not nil, for an explicit `null`, keeping it.)
    public func decodeKeepingUnknownFields<T: Decodable>(
        _ type: T.Type, from value: JSONValue
    ) throws -> (value: T, unknownFields: JSONValue?) {
        try decodeKeepingUnknownFields(type, from: value, reusing: JSONUnknownFieldTracker())
    }

    /// Decodes like ``decodeKeepingUnknownFields(_:from:)``, reusing `root`'s trackers from earlier decodes.
    package func decodeKeepingUnknownFields<T: Decodable>(
        _ type: T.Type, from value: JSONValue, reusing root: JSONUnknownFieldTracker
    ) throws -> (value: T, unknownFields: JSONValue?) {
        root.beginDecode()
        let decoder = JSONValueDecoding(value: value, path: [], userInfo: userInfo)
        decoder.trackParent = root
        decoder.trackSlot = 0
        let decoded = try decoder.decodeCurrent(T.self)
        guard let tracker = root.existingChild(0) else { return (decoded, nil) }
        return (decoded, tracker.unknownFields(in: value))
    }
}

// MARK: - Coding keys

/// A coding key naming an object member.
struct JSONStringKey: CodingKey {
    let stringValue: String

    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
    }

    var intValue: Int? { nil }
}

/// A coding key naming an array position.
struct JSONIndexKey: CodingKey {
    let index: Int

    init(_ index: Int) {
        self.index = index
    }

    init?(stringValue: String) {
        return nil
    }

    init?(intValue: Int) {
        self.index = intValue
    }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}

// MARK: - Unknown-field tracking

/// Records which members of one object (or which elements of one array) a decoded type asked about.
///
/// A tree of trackers can be reused for many decodes (the document reader decodes thousands of blocks with one):
/// each decode starts a new generation, and nodes left from an earlier generation count as never opened until a
/// container asks for them again, so no node is allocated twice for the same shape.
package final class JSONUnknownFieldTracker {
    /// Creates an empty tracker tree.
    package init() {}

    private var seenLow: UInt64 = 0
    private var seenHigh: [UInt64] = []
    /// Trackers for nested containers, sorted by member position or array index; some may be stale.
    private var children: [(slot: Int, node: JSONUnknownFieldTracker)] = []
    /// The decode this node was last opened in.
    private var generation = 0

    /// Starts a new decode on this root: everything below it counts as never opened.
    func beginDecode() {
        generation += 1
        clearSeen()
    }

    private func clearSeen() {
        seenLow = 0
        if !seenHigh.isEmpty { seenHigh.removeAll(keepingCapacity: true) }
    }

    func markSeen(_ position: Int) {
        if position < 64 {
            seenLow |= 1 << UInt64(position)
        } else {
            let word = position / 64 - 1
            while seenHigh.count <= word { seenHigh.append(0) }
            seenHigh[word] |= 1 << UInt64(position % 64)
        }
    }

    func isSeen(_ position: Int) -> Bool {
        if position < 64 { return seenLow & (1 << UInt64(position)) != 0 }
        let word = position / 64 - 1
        return word < seenHigh.count && seenHigh[word] & (1 << UInt64(position % 64)) != 0
    }

    /// The tracker for the nested container at `slot`, created on first use and renewed when stale.
    func child(_ slot: Int) -> JSONUnknownFieldTracker {
        let node: JSONUnknownFieldTracker
        if let last = children.last, last.slot >= slot {
            if last.slot == slot {
                node = last.node
            } else {
                var low = 0
                var high = children.count
                while low < high {
                    let middle = (low + high) / 2
                    if children[middle].slot < slot { low = middle + 1 } else { high = middle }
                }
                if low < children.count, children[low].slot == slot {
                    node = children[low].node
                } else {
                    node = JSONUnknownFieldTracker()
                    children.insert((slot, node), at: low)
                }
            }
        } else {
            node = JSONUnknownFieldTracker()
            children.append((slot, node))
        }
        if node.generation != generation {
            node.generation = generation
            node.clearSeen()
        }
        return node
    }

    func existingChild(_ slot: Int) -> JSONUnknownFieldTracker? {
        children.first { $0.slot == slot && $0.node.generation == generation }?.node
    }

    /// The overlay of members in `value` that were never asked about (see `decodeKeepingUnknownFields`).
    func unknownFields(in value: JSONValue) -> JSONValue? {
        switch value {
        case .object(let object):
            var result = JSONObject()
            var childCursor = 0
            for position in 0..<object.count {
                guard isSeen(position) else {
                    result.appendUnchecked(object.key(at: position), object.value(at: position))
                    continue
                }
                while childCursor < children.count, children[childCursor].slot < position { childCursor += 1 }
                if childCursor < children.count, children[childCursor].slot == position,
                    children[childCursor].node.generation == generation,
                    let nested = children[childCursor].node.unknownFields(in: object.value(at: position))
                {
                    result.appendUnchecked(object.key(at: position), nested)
                }
            }
            return result.isEmpty ? nil : .object(result)
        case .array(let array):
            var result: [JSONValue] = []
            for (slot, node) in children where slot < array.count && node.generation == generation {
                guard let nested = node.unknownFields(in: array[slot]) else { continue }
                while result.count < slot { result.append(.null) }
                result.append(nested)
            }
            return result.isEmpty ? nil : .array(result)
        default:
            return nil
        }
    }
}

// MARK: - Decoder

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
            throw decodingMismatch([String: JSONValue].self, expected: "an object", found: value, path: path)
        }
        return KeyedDecodingContainer(
            KeyedContainer<Key>(decoder: self, object: object, depth: path.count, extra: [], tracker: currentTracker))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let array) = value else {
            throw decodingMismatch([JSONValue].self, expected: "an array", found: value, path: path)
        }
        return UnkeyedContainer(decoder: self, array: array, depth: path.count, extra: [], tracker: currentTracker)
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
                throw decodingMismatch(T.self, expected: "a number", found: value, path: path())
            }
            guard let decimal = Decimal(string: number.literal, locale: Locale(identifier: "en_US_POSIX")) else {
                throw corrupted(
                    "the number \(number.literal) for \(jsonFieldName(path())) does not fit in Decimal", path())
            }
            return (decimal as! T)
        }
        if T.self == URL.self {
            let string = try unboxString(value, path)
            guard let url = URL(string: string) else {
                throw corrupted("the string \"\(string)\" for \(jsonFieldName(path())) is not a valid URL", path())
            }
            return (url as! T)
        }
        if T.self == Data.self {
            let string = try unboxString(value, path)
            guard let data = Data(base64Encoded: string) else {
                throw corrupted("the string for \(jsonFieldName(path())) is not valid Base64 data", path())
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

// MARK: - Unboxing and errors

@inline(__always)
func unboxBool(_ value: JSONValue, _ path: () -> [any CodingKey]) throws -> Bool {
    if case .bool(let bool) = value { return bool }
    throw decodingMismatch(Bool.self, expected: "a boolean", found: value, path: path())
}

@inline(__always)
func unboxString(_ value: JSONValue, _ path: () -> [any CodingKey]) throws -> String {
    if case .string(let string) = value { return string }
    throw decodingMismatch(String.self, expected: "a string", found: value, path: path())
}

@inline(__always)
func unboxInteger<I: FixedWidthInteger>(
    _ value: JSONValue, _ type: I.Type, _ path: () -> [any CodingKey]
) throws -> I {
    guard case .number(let number) = value else {
        throw decodingMismatch(I.self, expected: "a number", found: value, path: path())
    }
    if let integer = number.exactInteger(as: I.self) { return integer }
    let path = path()
    if number.isInteger {
        throw corrupted("the number \(number.literal) for \(jsonFieldName(path)) does not fit in \(I.self)", path)
    }
    throw corrupted(
        "the number \(number.literal) for \(jsonFieldName(path)) is not a whole number, expected \(I.self)", path)
}

func unboxDouble(_ value: JSONValue, _ path: () -> [any CodingKey]) throws -> Double {
    guard case .number(let number) = value else {
        throw decodingMismatch(Double.self, expected: "a number", found: value, path: path())
    }
    let double = number.doubleValue
    guard double.isFinite else {
        let path = path()
        throw corrupted("the number \(number.literal) for \(jsonFieldName(path)) does not fit in Double", path)
    }
    return double
}

func unboxFloat(_ value: JSONValue, _ path: () -> [any CodingKey]) throws -> Float {
    guard case .number(let number) = value else {
        throw decodingMismatch(Float.self, expected: "a number", found: value, path: path())
    }
    guard let float = Float(number.literal), float.isFinite else {
        let path = path()
        throw corrupted("the number \(number.literal) for \(jsonFieldName(path)) does not fit in Float", path)
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
private func decodingMismatch(
    _ type: Any.Type, expected: String, found value: JSONValue, path: [any CodingKey]
) -> DecodingError {
    let message = "expected \(expected) for \(jsonFieldName(path)), found \(jsonDescribeFound(value))"
    let context = DecodingError.Context(codingPath: path, debugDescription: message)
    if case .null = value { return .valueNotFound(type, context) }
    return .typeMismatch(type, context)
}

private func corrupted(_ message: String, _ path: [any CodingKey]) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message))
}

// MARK: - Keyed container

/// The shared state of a keyed container, held by reference so the standard library's container box copies it cheaply.
private final class KeyedState {
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

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    private let state: KeyedState

    init(
        decoder: JSONValueDecoding, object: JSONObject, depth: Int, extra: [any CodingKey],
        tracker: JSONUnknownFieldTracker?
    ) {
        state = KeyedState(decoder: decoder, object: object, depth: depth, extra: extra, tracker: tracker)
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
            throw decodingMismatch(
                [String: JSONValue].self, expected: "an object", found: object.value(at: position), path: path(key))
        }
        return KeyedDecodingContainer(
            KeyedContainer<NestedKey>(
                decoder: decoder, object: nested, depth: depth, extra: extra + [key],
                tracker: tracker?.child(position)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let position = try position(key)
        guard case .array(let nested) = object.value(at: position) else {
            throw decodingMismatch(
                [JSONValue].self, expected: "an array", found: object.value(at: position), path: path(key))
        }
        return UnkeyedContainer(
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

// MARK: - Unkeyed container

private struct UnkeyedContainer: UnkeyedDecodingContainer {
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
            throw decodingMismatch([String: JSONValue].self, expected: "an object", found: element, path: path(index))
        }
        return KeyedDecodingContainer(
            KeyedContainer<NestedKey>(
                decoder: decoder, object: nested, depth: depth, extra: extra + [JSONIndexKey(index)],
                tracker: tracker?.child(index)))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = currentIndex
        let element = try next([JSONValue].self)
        guard case .array(let nested) = element else {
            throw decodingMismatch([JSONValue].self, expected: "an array", found: element, path: path(index))
        }
        return UnkeyedContainer(
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

/// Decodes into storage of exactly the size needed: `Array.init(from:)` grows by doubling, and the slack of a large
/// document's many small arrays (an exercise's sets) would be kept as long as the document.
protocol ExactlySizedDecodable {
    init(exactly count: Int, from decoder: any Decoder) throws
}

extension Array: ExactlySizedDecodable where Element: Decodable {
    init(exactly count: Int, from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init()
        reserveCapacity(count)
        while !container.isAtEnd { append(try container.decode(Element.self)) }
    }
}
