/// Formatting choices for `JSONValue.serialized(_:)`.
public struct JSONWriteOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates options from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Line breaks and 2-space indentation, with members written as `"key": value`.
    public static let prettyPrinted = JSONWriteOptions(rawValue: 1 << 0)
    /// Object members ordered by the bytes of their UTF-8 keys instead of their stored order.
    public static let sortedKeys = JSONWriteOptions(rawValue: 1 << 1)
}

extension JSONValue {
    /// Writes the value as UTF-8 JSON; numbers are written as their exact text and `/` is never escaped.
    public func serialized(_ options: JSONWriteOptions = []) -> [UInt8] {
        var writer = JSONWriter(options: options)
        writer.write(self)
        return writer.output
    }

    /// Writes this object like ``serialized(_:)``, with its array member `member` made of `count` elements that
    /// `element` makes one at a time as they are written, so the whole array never exists as values at once. The
    /// member's own value here is ignored; a value that is not an object, or has no such member, is written as is.
    public func serialized<Failure: Error>(
        _ options: JSONWriteOptions = [],
        streamingElementsOf member: String,
        count: Int,
        element: (Int) throws(Failure) -> JSONValue
    ) throws(Failure) -> [UInt8] {
        guard case .object(let object) = self, let expanded = object.position(of: member) else {
            return serialized(options)
        }
        var writer = JSONWriter(options: options)
        try writer.write(object, expanding: expanded, count: count, element: element)
        return writer.output
    }

    /// Writes this object like ``serialized(_:streamingElementsOf:count:element:)``, handing the text to `sink` in
    /// pieces of about a megabyte as it is made, so that neither the elements nor the text are ever whole in memory.
    public func serialize<Failure: Error>(
        _ options: JSONWriteOptions = [],
        streamingElementsOf member: String,
        count: Int,
        into sink: ([UInt8]) -> Void,
        element: (Int) throws(Failure) -> JSONValue
    ) throws(Failure) {
        guard case .object(let object) = self, let expanded = object.position(of: member) else {
            return sink(serialized(options))
        }
        let piece = 1 << 20
        var writer = JSONWriter(options: options, reserving: piece + piece / 4)
        try writer.write(object, expanding: expanded, count: count, flushingEvery: piece, to: sink, element: element)
        sink(writer.output)
    }

    /// Writes the value as a JSON string; see `serialized(_:)`.
    public func serializedString(_ options: JSONWriteOptions = []) -> String {
        String(decoding: serialized(options), as: UTF8.self)
    }
}

/// A non-recursive JSON writer using an explicit stack of open containers.
struct JSONWriter {
    /// One open array (`keys == nil`) or object being written.
    private struct Frame {
        let keys: [String]?
        let values: [JSONValue]
        let order: [Int]?
        var next: Int
    }

    private(set) var output: [UInt8] = []
    private let pretty: Bool
    private let sorted: Bool

    init(options: JSONWriteOptions, reserving capacity: Int = 256) {
        pretty = options.contains(.prettyPrinted)
        sorted = options.contains(.sortedKeys)
        output.reserveCapacity(capacity)
    }

    /// Writes a non-empty root object whose member at `expanded` is an array of `count` elements from `element`;
    /// whenever the output reaches `threshold` bytes after an element, it is handed to `sink` and emptied.
    mutating func write<Failure: Error>(
        _ object: JSONObject,
        expanding expanded: Int,
        count: Int,
        flushingEvery threshold: Int = .max,
        to sink: ([UInt8]) -> Void = { _ in },
        element: (Int) throws(Failure) -> JSONValue
    ) throws(Failure) {
        let keys = object.storedKeys
        var order = Array(keys.indices)
        if sorted { order.sort { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) } }
        output.append(UInt8(ascii: "{"))
        for (written, position) in order.enumerated() {
            if written > 0 { output.append(UInt8(ascii: ",")) }
            if pretty { newline(indent: 1) }
            writeString(keys[position])
            output.append(UInt8(ascii: ":"))
            if pretty { output.append(UInt8(ascii: " ")) }
            guard position == expanded else {
                write(object.value(at: position), depth: 1)
                continue
            }
            guard count > 0 else {
                append("[]")
                continue
            }
            output.append(UInt8(ascii: "["))
            for index in 0..<count {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { newline(indent: 2) }
                write(try element(index), depth: 2)
                if output.count >= threshold {
                    sink(output)
                    output.removeAll(keepingCapacity: true)
                }
            }
            if pretty { newline(indent: 1) }
            output.append(UInt8(ascii: "]"))
        }
        if pretty { newline(indent: 0) }
        output.append(UInt8(ascii: "}"))
    }

    /// Writes `root`, indented as if `depth` containers were open around it.
    mutating func write(_ root: JSONValue, depth: Int = 0) {
        var stack: [Frame] = []
        var current = root
        while true {
            switch current {
            case .null:
                append("null")
            case .bool(let bool):
                append(bool ? "true" : "false")
            case .number(let number):
                output.append(contentsOf: number.literal.utf8)
            case .string(let string):
                writeString(string)
            case .array(let array):
                if array.isEmpty {
                    append("[]")
                } else {
                    output.append(UInt8(ascii: "["))
                    stack.append(Frame(keys: nil, values: array, order: nil, next: 0))
                }
            case .object(let object):
                if object.isEmpty {
                    append("{}")
                } else {
                    output.append(UInt8(ascii: "{"))
                    var order: [Int]?
                    if sorted {
                        let keys = object.storedKeys
                        order = keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
                    }
                    stack.append(Frame(keys: object.storedKeys, values: object.storedValues, order: order, next: 0))
                }
            }

            // Find the next value to write, closing finished containers.
            var found = false
            while let top = stack.last {
                if top.next < top.values.count {
                    if top.next > 0 { output.append(UInt8(ascii: ",")) }
                    if pretty { newline(indent: stack.count + depth) }
                    let position = top.order?[top.next] ?? top.next
                    if let keys = top.keys {
                        writeString(keys[position])
                        output.append(UInt8(ascii: ":"))
                        if pretty { output.append(UInt8(ascii: " ")) }
                    }
                    current = top.values[position]
                    stack[stack.count - 1].next += 1
                    found = true
                    break
                }
                stack.removeLast()
                if pretty { newline(indent: stack.count + depth) }
                output.append(top.keys == nil ? UInt8(ascii: "]") : UInt8(ascii: "}"))
            }
            if !found { return }
        }
    }

    @inline(__always)
    private mutating func append(_ text: StaticString) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func newline(indent: Int) {
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<indent {
            output.append(UInt8(ascii: " "))
            output.append(UInt8(ascii: " "))
        }
    }

    private mutating func writeString(_ string: String) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < index {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                }
                runStart = index + 1
                output.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
                case 0x0A: output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(UInt8(ascii: "r"))
                case 0x09: output.append(UInt8(ascii: "t"))
                case 0x08: output.append(UInt8(ascii: "b"))
                case 0x0C: output.append(UInt8(ascii: "f"))
                default:
                    let hexDigits: StaticString = "0123456789abcdef"
                    output.append(UInt8(ascii: "u"))
                    output.append(UInt8(ascii: "0"))
                    output.append(UInt8(ascii: "0"))
                    output.append(hexDigits.utf8Start[Int(byte >> 4)])
                    output.append(hexDigits.utf8Start[Int(byte & 0x0F)])
                }
            }
            if runStart < bytes.count {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
