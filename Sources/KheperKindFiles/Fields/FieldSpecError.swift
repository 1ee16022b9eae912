public import KheperCore

/// The error thrown when a field spec written as JSON, such as in a kind file, cannot be read; it names the JSON
/// path of the problem.
public struct FieldSpecError: CodedError, Hashable {
    /// The kind of error.
    public let code: ErrorCode<FieldSpecError>

    /// Where in the JSON the problem is, such as `fields[2].range`.
    public let path: JSONPath

    /// The value found there, as JSON, or `missing`.
    public let found: String

    /// What was expected there.
    public let expected: String

    /// A sentence naming the path, the value found and what was expected.
    public let message: String

    /// Creates an error at `path` for `found`, which should have been `expected`.
    public init(_ code: ErrorCode<FieldSpecError> = .invalid, at path: JSONPath, found: String, expected: String) {
        self.code = code
        self.path = path
        self.found = found
        self.expected = expected
        let place = path.components.isEmpty ? "the field spec" : path.description
        self.message = "\(place) is \(found); expected \(expected)"
    }
}

extension ErrorCode where Domain == FieldSpecError {
    /// A member of a field spec is missing, unknown or of the wrong form.
    public static let invalid = Self(rawValue: "field-spec.invalid")
}
