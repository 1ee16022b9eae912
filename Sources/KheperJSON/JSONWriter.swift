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

    init(options: JSONWriteOptions) {
        pretty = options.contains(.prettyPrinted)
        sorted = options.contains(.sortedKeys)
        output.reserveCapacity(256)
    }

    mutating func write(_ root: JSONValue) {
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
                    if pretty { newline(indent: stack.count) }
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
                if pretty { newline(indent: stack.count) }
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
