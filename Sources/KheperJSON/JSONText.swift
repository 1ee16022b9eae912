/// A JSON value held as its compact UTF-8 text: about the size of the text, where a `JSONValue` tree of the same
/// value takes several times that. ``value`` parses it back exactly: numbers keep their text, members their order.
///
/// Meant for values kept a long time and rarely looked at, such as the `data` each block of a large document was
/// read from.
public struct JSONText: Sendable, Hashable {
    /// The compact UTF-8 text.
    public let bytes: [UInt8]

    /// Writes `value` as compact text.
    public init(_ value: JSONValue) {
        bytes = value.serialized()
    }

    /// The value the text holds.
    public var value: JSONValue {
        // The text was written from a value, so it always parses; the depth is not limited again.
        (try? JSONValue(parsing: bytes, options: JSONParseOptions(maximumDepth: .max))) ?? .null
    }
}
