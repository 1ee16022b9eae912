/// The error thrown when a typed value, such as `rest=2x`, cannot be read as its field's type.
public struct FieldValueError: CodedError, Hashable {
    /// The kind of error.
    public let code: ErrorCode<FieldValueError>

    /// The field the value was meant for.
    public let field: String

    /// The text as typed.
    public let value: String

    /// A sentence naming the field, the value and what was expected.
    public let message: String

    /// Creates an error for `value` typed for `field`, which expected `expected`.
    public init(_ code: ErrorCode<FieldValueError> = .unreadable, field: String, value: String, expected: String) {
        self.code = code
        self.field = field
        self.value = value
        self.message = "could not read \(JSONValue.string(value).description) for \"\(field)\": expected \(expected)"
    }
}

extension ErrorCode where Domain == FieldValueError {
    /// The text is not a value of the field's type.
    public static let unreadable = Self(rawValue: "field.unreadable-value")
}
