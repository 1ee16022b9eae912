/// A location inside a JSON document, written like `blocks[2].children[0].data.sets[1].reps`.
public struct JSONPath: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step of a path: an object member or an array element.
    public enum Component: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// An object member.
        case key(String)
        /// An array element, counted from zero.
        case index(Int)

        /// A member written as a string literal.
        public init(stringLiteral value: String) {
            self = .key(value)
        }

        /// An element written as an integer literal.
        public init(integerLiteral value: Int) {
            self = .index(value)
        }
    }

    /// The steps from the root.
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// Creates a path from literal steps.
    public init(arrayLiteral elements: Component...) {
        self.components = elements
    }

    /// The empty path, which names the root.
    public static let root = JSONPath()

    /// This path followed by an object member.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path followed by an array element.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// This path followed by another one.
    public func appending(_ other: JSONPath) -> JSONPath {
        JSONPath(components + other.components)
    }

    /// Whether the path names the root.
    public var isEmpty: Bool { components.isEmpty }

    /// The path in dotted form; members that are not plain identifiers are quoted in brackets.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isPlain(key):
                text += text.isEmpty ? key : ".\(key)"
            case .key(let key):
                text += "[\(JSONValue.string(key).description)]"
            }
        }
        return text
    }

    /// Decodes a path from its dotted form.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self.init(Self.components(of: text))
    }

    /// Encodes the path in its dotted form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func isPlain(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
    }

    /// Splits a dotted path; quoted bracket members are read back through the JSON parser.
    private static func components(of text: String) -> [Component] {
        var result: [Component] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.hasPrefix(".") {
                rest = rest.dropFirst()
            } else if rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]") else { break }
                let inner = rest[rest.index(after: rest.startIndex)..<close]
                if let index = Int(inner) {
                    result.append(.index(index))
                } else if let key = (try? JSONValue(parsing: String(inner)))?.stringValue {
                    result.append(.key(key))
                }
                rest = rest[rest.index(after: close)...]
            } else {
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                result.append(.key(String(rest[..<end])))
                rest = rest[end...]
            }
        }
        return result
    }
}
