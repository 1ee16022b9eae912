/// A property that did not hold for one input, with what was expected and what happened.
public struct FuzzPropertyViolation: Error, CustomStringConvertible, Sendable {
    /// What did not hold, written for a person.
    public let description: String

    /// Creates a violation described by `description`.
    public init(_ description: String) {
        self.description = description
    }
}
