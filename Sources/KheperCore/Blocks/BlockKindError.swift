/// The error thrown for a malformed block kind tag.
public struct BlockKindError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<BlockKindError>

    /// The kind of error: always `block-kind.malformed`.
    public var code: Code { .malformed }

    /// The tag that was rejected.
    public let tag: String

    /// What is wrong with it, for a person.
    public let problem: String

    /// A sentence naming the tag and what was expected.
    public var message: String {
        "malformed block kind \"\(tag)\": \(problem) (expected [a-z][a-z0-9-]* or namespace/name)"
    }
}

extension ErrorCode where Domain == BlockKindError {
    /// The tag is not lowercase `name` or `namespace/name`.
    public static let malformed = Self(rawValue: "block-kind.malformed")
}
