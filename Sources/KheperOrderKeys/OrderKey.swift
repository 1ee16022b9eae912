/// A validated base-62 fractional order key, the type the rest of Kheper stores to order siblings.
///
/// Keys compare strictly bytewise on their UTF-8 form and encode as a single string.
public struct OrderKey: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The key's text, such as `"a0V"`.
    public let rawValue: String

    /// The first key of an empty list, `"a0"`.
    public static let first = OrderKey(unchecked: "a0")

    /// The most characters a key may have on a device: the sync server refuses a longer one, so a document that
    /// carries one has it replaced when read, and the editor respaces siblings rather than write one.
    public static let maximumLength = 128

    /// Whether the key has at most ``maximumLength`` characters.
    public var isWithinMaximumLength: Bool { rawValue.utf8.count <= Self.maximumLength }

    /// Creates a key after checking that `string` is a well-formed base-62 order key.
    ///
    /// - Throws: ``OrderKeyError`` naming what is wrong with the key.
    public init(_ string: String) throws(OrderKeyError) {
        try FractionalIndex.validate(string)
        self.rawValue = string
    }

    /// Creates a key if `string` is a well-formed base-62 order key, or returns `nil`.
    public init?(validating string: String) {
        do {
            try self.init(string)
        } catch {
            return nil
        }
    }

    init(unchecked rawValue: String) {
        self.rawValue = rawValue
    }

    /// Returns a key strictly between `a` and `b`, where `nil` means an open end.
    ///
    /// - Throws: ``OrderKeyError/Code/outOfOrder`` if `a` does not sort strictly before `b`.
    public static func between(_ a: OrderKey?, _ b: OrderKey?) throws(OrderKeyError) -> OrderKey {
        OrderKey(unchecked: try FractionalIndex.key(between: a?.rawValue, and: b?.rawValue))
    }

    /// Returns `count` strictly increasing keys strictly between `a` and `b`.
    ///
    /// - Throws: ``OrderKeyError`` if the bounds are out of order or `count` is negative.
    public static func keys(between a: OrderKey?, _ b: OrderKey?, count: Int) throws(OrderKeyError) -> [OrderKey] {
        try FractionalIndex.keys(between: a?.rawValue, and: b?.rawValue, count: count).map(OrderKey.init(unchecked:))
    }

    /// Returns `count` fresh, short, evenly spaced keys to renumber siblings whose keys have grown long.
    ///
    /// - Throws: ``OrderKeyError/Code/invalidCount`` if `count` is negative.
    public static func rebalanced(count: Int) throws(OrderKeyError) -> [OrderKey] {
        try FractionalIndex.rebalancedKeys(count: count).map(OrderKey.init(unchecked:))
    }

    /// Returns whether `lhs` sorts before `rhs`, comparing UTF-8 bytes.
    ///
    /// Keys are ASCII, for which the standard library's string order is byte order and has a fast path.
    public static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The key's text.
    public var description: String { rawValue }

    /// Decodes a key from a single string, rejecting malformed keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        do {
            try self.init(string)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }

    /// Encodes the key as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
