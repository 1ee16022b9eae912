/// The error thrown for input that cannot be a Kheper document at all; content problems are diagnostics.
public struct DocumentFormatError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<DocumentFormatError>

    /// The kind of error.
    public let code: Code

    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension ErrorCode where Domain == DocumentFormatError {
    /// The input is not JSON.
    public static let notJSON = Self(rawValue: "format.not-json")
    /// The input is JSON but not an object with the registry's `"format"` name.
    public static let notADocument = Self(rawValue: "format.not-a-document")
    /// The `formatVersion` is not one this build reads.
    public static let unsupportedVersion = Self(rawValue: "format.unsupported-version")
    /// A member the format defines has a shape that can be neither read nor kept, such as `blocks` that is not
    /// an array.
    public static let invalidMember = Self(rawValue: "format.invalid-member")
    /// A document could not be encoded, for example because a block's fields are not representable.
    public static let encodingFailed = Self(rawValue: "format.encoding-failed")
}
