/// A stable, machine-readable name for one kind of error or finding, scoped to the type `Domain` it belongs to.
///
/// Each error type declares its codes as constants in an `extension ErrorCode where Domain == ThatError`, so codes
/// of different errors never mix, and every error shares one representation.
public struct ErrorCode<Domain>: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The code as written in output, such as `store.not-found`.
    public let rawValue: String

    /// Wraps a code.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a literal code.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The code itself.
    public var description: String { rawValue }
}
