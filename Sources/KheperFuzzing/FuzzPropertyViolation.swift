public import Kheper

/// A property that did not hold for one input, with what was expected and what happened.
public struct FuzzPropertyViolation: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<FuzzPropertyViolation>

    /// The kind of error: always `fuzz.property-violated`.
    public var code: Code { .propertyViolated }

    /// What did not hold, written for a person.
    public let message: String

    /// Creates a violation described by `message`.
    public init(_ message: String) {
        self.message = message
    }
}

extension ErrorCode where Domain == FuzzPropertyViolation {
    /// A property did not hold for an input.
    public static let propertyViolated = Self(rawValue: "fuzz.property-violated")
}
