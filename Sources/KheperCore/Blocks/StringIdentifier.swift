import Foundation

/// A stable identifier written as one string: any non-empty string, a lowercase UUID by default. ``BlockID`` and
/// ``DocumentID`` conform; how identifiers order, read from literals and code (as the one string) is written once.
public protocol StringIdentifier:
    RawRepresentable<String>, Sendable, Hashable, Comparable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// Wraps an existing identifier string.
    init(rawValue: String)
}

extension StringIdentifier {
    /// Wraps an existing identifier string.
    @inlinable public init(_ rawValue: String) { self.init(rawValue: rawValue) }

    /// Wraps an identifier written as a literal, for tests and templates.
    @inlinable public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// Makes a fresh identifier from a random UUID.
    public static func random() -> Self { Self(rawValue: UUID().uuidString.lowercased()) }

    /// The identifier itself.
    @inlinable public var description: String { rawValue }

    /// Orders identifiers bytewise, for stable listings.
    @inlinable public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }
}
