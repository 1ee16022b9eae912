/// An error raised while validating or generating fractional order keys.
///
/// The ``code`` is stable and meant for programs; ``message`` is written for a person and names the
/// offending value and what was expected; the description is the message with the code in brackets.
public struct OrderKeyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable identifier for a kind of order key error.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The stable string form of the code, such as `"order-key.trailing-zero"`.
        public let rawValue: String

        /// Creates a code from its stable string form.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The stable string form of the code.
        public var description: String { rawValue }

        /// The key is empty or is the reserved smallest key `"A"` followed by 26 zero digits.
        public static let invalidKey = Code(rawValue: "order-key.invalid-key")
        /// The first character of the key is not a letter `a`–`z` or `A`–`Z`.
        public static let invalidHead = Code(rawValue: "order-key.invalid-head")
        /// The key is shorter than the integer part its head letter announces.
        public static let invalidLength = Code(rawValue: "order-key.invalid-length")
        /// The fraction of the key ends in the zero digit, which makes the key ambiguous.
        public static let trailingZero = Code(rawValue: "order-key.trailing-zero")
        /// The key contains a character that is not a digit of the alphabet.
        public static let invalidDigit = Code(rawValue: "order-key.invalid-digit")
        /// The lower bound does not sort strictly before the upper bound.
        public static let outOfOrder = Code(rawValue: "order-key.out-of-order")
        /// The integer part cannot be incremented or decremented any further.
        public static let exhausted = Code(rawValue: "order-key.exhausted")
        /// The alphabet is not at least two strictly ascending ASCII characters.
        public static let invalidAlphabet = Code(rawValue: "order-key.invalid-alphabet")
        /// The key is longer than ``OrderKey/maximumLength`` characters.
        public static let tooLong = Code(rawValue: "order-key.too-long")
        /// A requested number of keys is negative or too large.
        public static let invalidCount = Code(rawValue: "order-key.invalid-count")
    }

    /// The stable code that identifies the kind of error.
    public let code: Code

    /// The offending key or alphabet, when the error is about one value.
    public let key: String?

    /// A sentence for a person that names the offending value and what was expected.
    public let message: String

    /// Creates an error from its code, the offending value, and a message for a person.
    public init(code: Code, key: String?, message: String) {
        self.code = code
        self.key = key
        self.message = message
    }

    /// The message followed by the code in brackets.
    public var description: String { "\(message) [\(code.rawValue)]" }
}

extension OrderKeyError {
    static func invalid(_ code: Code, _ key: String, _ reason: String) -> OrderKeyError {
        OrderKeyError(code: code, key: key, message: "invalid order key \(quoted(key)): \(reason)")
    }

    static func outOfOrder(_ a: String, _ b: String) -> OrderKeyError {
        OrderKeyError(
            code: .outOfOrder,
            key: a,
            message: "order keys out of order: \(quoted(a)) must sort before \(quoted(b))"
        )
    }

    static func exhausted(_ key: String, _ reason: String) -> OrderKeyError {
        OrderKeyError(code: .exhausted, key: key, message: "order key space exhausted at \(quoted(key)): \(reason)")
    }

    static func tooLong(_ key: String) -> OrderKeyError {
        .invalid(
            .tooLong, key,
            "it has \(key.utf8.count) characters; expected at most \(OrderKey.maximumLength), as the sync server "
                + "accepts")
    }

    static func invalidCount(_ count: Int) -> OrderKeyError {
        OrderKeyError(
            code: .invalidCount,
            key: nil,
            message: "invalid order key count \(count): expected a number of keys of zero or more"
        )
    }

    static func invalidAlphabet(_ characters: String, _ reason: String) -> OrderKeyError {
        OrderKeyError(
            code: .invalidAlphabet,
            key: characters,
            message: "invalid order key alphabet \(quoted(characters)): \(reason)"
        )
    }

    /// Quotes a value for a message, escaping quotes, backslashes and control characters, and
    /// shortening very long values so messages stay readable.
    static func quoted(_ value: String) -> String {
        var text = ""
        let limit = 64
        var count = 0
        for scalar in value.unicodeScalars {
            if count == limit {
                text += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                text += scalar.escaped(asASCII: true)
            default: text.unicodeScalars.append(scalar)
            }
        }
        if count == limit && value.unicodeScalars.count > limit {
            text += " (\(value.utf8.count) bytes)"
        }
        return "\"\(text)\""
    }
}
