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
        var writer = JSONWriter(options: [], reserving: 64)
        writer.write(value)
        // Copied once more to its exact size: the writer's buffer grows by doubling, and kept by the million,
        // the slack would cost more than the text.
        let output = writer.output
        bytes = [UInt8](unsafeUninitializedCapacity: output.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: output)
        }
    }

    /// The deepest nesting of arrays and objects in the value, 0 for a scalar: what a parser's depth limit
    /// measures, found by one pass over the bytes without building the tree.
    public var nestingDepth: Int { Self.nestingDepth(of: bytes) }

    /// The deepest nesting of arrays and objects in JSON text, outside strings, 0 for a scalar: one pass over the
    /// bytes, for checking a depth limit before anything walks the value. Unbalanced closers do not go below 0.
    public static func nestingDepth(of bytes: some Sequence<UInt8>) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }

    /// The value the text holds.
    public var value: JSONValue {
        // The text was written from a value, so it always parses; the depth is not limited again.
        (try? JSONValue(parsing: bytes, options: JSONParseOptions(maximumDepth: .max, acceptsUnstorableValues: true)))
            ?? .null
    }
}
