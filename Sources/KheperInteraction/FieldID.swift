/// Names one editable field, such as a block's title or one set's reps; any string the host chooses.
public struct FieldID: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps a name written as a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The name itself.
    public var description: String { rawValue }
}
