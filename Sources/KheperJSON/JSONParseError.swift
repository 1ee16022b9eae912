public import Foundation

/// Why and where JSON text could not be parsed: a stable `code`, a `message` for a person and the position.
public struct JSONParseError: LocalizedError, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable error category.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The stable identifier, such as `json.unexpected-character`.
        public let rawValue: String

        /// Creates a code from its identifier.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier.
        public var description: String { rawValue }

        /// The input ended before the document was complete (includes unterminated strings and empty input).
        public static let unexpectedEnd = Code(rawValue: "json.unexpected-end")
        /// A byte that cannot appear at this point, including comments and unquoted keys.
        public static let unexpectedCharacter = Code(rawValue: "json.unexpected-character")
        /// A malformed number: leading zeros, a missing digit, `NaN` or `Infinity`.
        public static let invalidNumber = Code(rawValue: "json.invalid-number")
        /// A malformed escape sequence in a string, including lone UTF-16 surrogates.
        public static let invalidEscape = Code(rawValue: "json.invalid-escape")
        /// A string containing bytes that are not well-formed UTF-8.
        public static let invalidUTF8 = Code(rawValue: "json.invalid-utf8")
        /// A string containing a raw control character (U+0000 to U+001F) that must be escaped.
        public static let controlCharacter = Code(rawValue: "json.control-character")
        /// A `\u0000` escape: U+0000 in text, which no store or sync server keeps.
        public static let nullCharacter = Code(rawValue: "json.null-character")
        /// A number too large for a `Double`, such as `1e309`, which would read as infinity.
        public static let numberOutOfRange = Code(rawValue: "json.number-out-of-range")
        /// Arrays and objects nested deeper than the configured limit.
        public static let tooDeep = Code(rawValue: "json.too-deep")
        /// Something other than whitespace after the top-level value.
        public static let trailingContent = Code(rawValue: "json.trailing-content")
    }

    /// The error category.
    public let code: Code
    /// The zero-based byte offset of the problem in the input.
    public let offset: Int
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column of the problem, counted in Unicode scalars.
    public let column: Int
    /// A sentence for a person describing the problem, without the position.
    public let message: String

    /// Creates an error; normally produced by the parser.
    public init(code: Code, offset: Int, line: Int, column: Int, message: String) {
        self.code = code
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// Where the problem is, such as `line 3, column 14`.
    public var position: String { "line \(line), column \(column)" }

    /// The position, the message and the code, e.g.
    /// `line 3, column 14: expected ',' or '}' after an object member, found 'x' [json.unexpected-character]`.
    public var description: String { "\(position): \(message) [\(code.rawValue)]" }

    /// The description, for APIs that present `LocalizedError` descriptions.
    public var errorDescription: String? { description }
}
