import Foundation

/// A stable identifier written as one string: any non-empty string, a lowercase UUID by default. ``BlockID`` and
/// ``DocumentID`` conform; how identifiers order, read from literals and code (as the one string) is written once.
/// Equality and hashing stay each type's own, synthesized from its one stored string, as hot paths want them.
public protocol StringIdentifier:
    Sendable, Hashable, Comparable, Codable, CustomStringConvertible, ExpressibleByStringLiteral
{
    /// The identifier as written in documents.
    var rawValue: String { get }

    /// Wraps an existing identifier string.
    init(_ rawValue: String)
}

extension StringIdentifier {
    /// Wraps an identifier written as a literal, for tests and templates.
    @inlinable public init(stringLiteral value: String) { self.init(value) }

    /// Makes a fresh identifier from a random UUID.
    public static func random() -> Self { Self(UUID().uuidString.lowercased()) }

    /// The identifier itself.
    @inlinable public var description: String { rawValue }

    /// Orders identifiers bytewise, for stable listings.
    @inlinable public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }

    /// Decodes an identifier from a single string.
    public init(from decoder: any Decoder) throws { self.init(try decoder.singleValueContainer().decode(String.self)) }

    /// Encodes the identifier as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
