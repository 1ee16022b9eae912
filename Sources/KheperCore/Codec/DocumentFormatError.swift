/// The error thrown for input that cannot be a Kheper document at all; content problems are diagnostics.
public struct DocumentFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable name for a kind of format error.
    public struct Code: RawRepresentable, Sendable, Hashable {
        /// The code as written in output.
        public let rawValue: String

        /// Wraps a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The input is not JSON.
        public static let notJSON = Code(rawValue: "format.not-json")
        /// The input is JSON but not an object with `"format": "kheper.workout"`.
        public static let notAWorkout = Code(rawValue: "format.not-a-workout")
        /// The `formatVersion` is not one this build reads.
        public static let unsupportedVersion = Code(rawValue: "format.unsupported-version")
        /// A document could not be encoded, for example because a block's fields are not representable.
        public static let encodingFailed = Code(rawValue: "format.encoding-failed")
    }

    /// The kind of error.
    public let code: Code

    /// A sentence for a person.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message followed by the code.
    public var description: String { "\(message) [\(code.rawValue)]" }
}
