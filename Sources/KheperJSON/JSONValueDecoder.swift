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
