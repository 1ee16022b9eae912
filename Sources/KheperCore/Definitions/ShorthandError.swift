/// The error thrown when a one-line shorthand cannot be read, naming the token it stopped at.
public struct ShorthandError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<ShorthandError>

    /// The kind of error.
    public let code: Code

    /// The token that could not be read, if any.
    public let token: String?

    /// A sentence for a person that names the token and what was expected.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, token: String?, _ message: String) {
        self.code = code
        self.token = token
        self.message = message
    }

    /// An error for a token that could not be read, with what was expected there.
    public static func unreadable(_ token: String, expected: String) -> ShorthandError {
        ShorthandError(.unreadableToken, token: token, "could not read \"\(token)\": expected \(expected)")
    }
}

extension ErrorCode where Domain == ShorthandError {
    /// The text is empty where something is needed.
    public static let empty = Self(rawValue: "shorthand.empty")
    /// A token could not be read.
    public static let unreadableToken = Self(rawValue: "shorthand.unreadable-token")
    /// A value was read but lies outside what the kind allows.
    public static let invalidValue = Self(rawValue: "shorthand.invalid-value")
    /// The kind has no shorthand.
    public static let unsupported = Self(rawValue: "shorthand.unsupported")
}
