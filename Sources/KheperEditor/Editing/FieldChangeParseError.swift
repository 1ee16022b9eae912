public import KheperCore

/// Why a `FIELD=VALUE` argument could not be read as a ``FieldChange``.
public struct FieldChangeParseError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<FieldChangeParseError>

    /// The kind of error.
    public let code: Code

    /// One sentence for a person, naming the field, the value and what was expected.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension ErrorCode where Domain == FieldChangeParseError {
    /// The argument has no `=` between the field and the value.
    public static let missingEquals = Self(rawValue: "field-change.missing-equals")
    /// The field path is empty or has an empty step, such as `sets..reps`.
    public static let emptyStep = Self(rawValue: "field-change.empty-step")
    /// The field path has more steps than ``FieldChange/maximumPathDepth``.
    public static let pathTooDeep = Self(rawValue: "field-change.path-too-deep")
    /// The value nests arrays and objects deeper than ``FieldChange/maximumValueDepth``.
    public static let valueTooDeep = Self(rawValue: "field-change.value-too-deep")
    /// The value is JSON holding what cannot be stored: `\u0000` in text, or a number beyond ±1.8e308.
    public static let unstorableValue = Self(rawValue: "field-change.unstorable-value")
    /// An append (`FIELD.+=`) gives no element to append.
    public static let emptyAppend = Self(rawValue: "field-change.empty-append")
}
