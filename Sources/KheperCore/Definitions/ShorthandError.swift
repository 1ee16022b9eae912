/// The error thrown when a one-line shorthand cannot be read, naming the token it stopped at.
public struct ShorthandError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable name for a kind of shorthand error.
    public struct Code: RawRepresentable, Sendable, Hashable {
        /// The code as written in output.
        public let rawValue: String

        /// Wraps a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The text is empty where something is needed.
        public static let empty = Code(rawValue: "shorthand.empty")
        /// A token could not be read.
        public static let unreadableToken = Code(rawValue: "shorthand.unreadable-token")
        /// A value was read but lies outside what the kind allows.
        public static let invalidValue = Code(rawValue: "shorthand.invalid-value")
        /// The kind has no shorthand.
        public static let unsupported = Code(rawValue: "shorthand.unsupported")
    }

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

    /// The message followed by the code.
    public var description: String { "\(message) [\(code.rawValue)]" }
}
