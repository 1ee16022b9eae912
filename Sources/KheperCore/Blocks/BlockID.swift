import Foundation

/// The stable identifier of a block within a document: any non-empty string, a lowercase UUID by default.
public struct BlockID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as written in documents.
    public let rawValue: String

    /// Wraps an existing identifier string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Wraps an identifier written as a literal, for tests and templates.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Makes a fresh identifier from a random UUID.
    public static func random() -> BlockID { BlockID(UUID().uuidString.lowercased()) }

    /// The identifier itself.
    public var description: String { rawValue }

    /// Orders identifiers bytewise, for stable listings.
    public static func < (lhs: BlockID, rhs: BlockID) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }

    /// Decodes an identifier from a single string.
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }

    /// Encodes the identifier as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
