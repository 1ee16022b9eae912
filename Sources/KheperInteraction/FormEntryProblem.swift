public import KheperCore

/// Why the text of one form entry cannot be stored: a sentence naming the field, the text and what was expected,
/// shown under the entry as the person types.
public struct FormEntryProblem: CodedError, Hashable {
    /// The kind of problem.
    public let code: ErrorCode<FormEntryProblem>

    /// The entry the problem is about.
    public let field: FieldID

    /// A sentence naming the field, the value and what was expected.
    public let message: String

    /// Creates a problem with the entry `field`.
    public init(_ code: ErrorCode<FormEntryProblem>, field: FieldID, message: String) {
        self.code = code
        self.field = field
        self.message = message
    }
}

extension ErrorCode where Domain == FormEntryProblem {
    /// The text is not a value of the field's type, such as `2x` for a duration.
    public static let unreadable = Self(rawValue: "form.unreadable-value")

    /// The value is of the right type but breaks the field's range, length or step.
    public static let invalid = Self(rawValue: "form.invalid-value")

    /// The values read well, but together break a rule of the kind, such as an interval timer without `work`.
    public static let brokenRule = Self(rawValue: "form.broken-rule")

    /// The field is required and its text is empty.
    public static let missing = Self(rawValue: "form.missing-value")
}
