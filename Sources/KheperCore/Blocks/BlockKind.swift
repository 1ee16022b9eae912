/// The type tag of a block kind, such as `exercise` or a namespaced `acme/stretch`.
///
/// A tag is lowercase ASCII: a name matching `[a-z][a-z0-9-]*`, optionally preceded by a namespace of the
/// same form and a slash. Bare names belong to the built-in kinds; third parties use a namespace.
///
/// Tags written as literals are checked when the registry is built, so a malformed one is reported together with
/// every other problem instead of trapping; tags read from documents are checked as they are decoded.
public struct BlockKind: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The tag as written in documents.
    public let rawValue: String

    /// Creates a tag, or throws when `rawValue` is not a well-formed tag.
    public init(validating rawValue: String) throws(BlockKindError) {
        if let problem = Self.problem(with: rawValue) { throw BlockKindError(tag: rawValue, problem: problem) }
        self.rawValue = rawValue
    }

    /// Creates a tag from a literal without checking it; ``BlockRegistry`` checks every registered tag.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Whether the tag is well formed.
    public var isWellFormed: Bool { Self.problem(with: rawValue) == nil }

    /// The namespace before the slash, or `nil` for a bare, built-in name.
    public var namespace: String? {
        guard let slash = rawValue.utf8.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        return String(rawValue[..<slash])
    }

    /// The name after the namespace, or the whole tag when it has none.
    public var name: String {
        guard let slash = rawValue.utf8.firstIndex(of: UInt8(ascii: "/")) else { return rawValue }
        return String(rawValue[rawValue.index(after: slash)...])
    }

    /// The tag itself.
    public var description: String { rawValue }

    /// The tag after its article, for messages: `an exercise`, `a timer`, `an acme/stretch`.
    public var withArticle: String { ("aeiou".contains(rawValue.first ?? "x") ? "an " : "a ") + rawValue }

    /// Orders tags bytewise.
    public static func < (lhs: BlockKind, rhs: BlockKind) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }

    /// Decodes a tag from a single string, failing with a message that names the malformed tag.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { try self.init(validating: text) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }

    /// Encodes the tag as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Returns why `text` is not a well-formed tag, or `nil` when it is one.
    static func problem(with text: String) -> String? {
        var segmentLength = 0
        var segments = 1
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): segmentLength += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                if segmentLength == 0 { return "each part must start with a lowercase letter" }
                segmentLength += 1
            case UInt8(ascii: "/"):
                if segmentLength == 0 { return "each part must start with a lowercase letter" }
                segments += 1
                if segments > 2 { return "a tag has at most one namespace, as in \"namespace/name\"" }
                segmentLength = 0
            default: return "only lowercase letters, digits, \"-\" and one \"/\" are allowed"
            }
        }
        if text.isEmpty { return "a tag cannot be empty" }
        if segmentLength == 0 { return "each part must start with a lowercase letter" }
        return nil
    }
}
