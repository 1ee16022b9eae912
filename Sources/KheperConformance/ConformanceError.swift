public import KheperCore

/// The error thrown when a case folder or case file cannot be read or written, or a case's input is malformed.
public struct ConformanceError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<ConformanceError>

    /// The kind of error.
    public let code: Code

    /// A sentence for a person naming the file, the member and what was expected.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension ErrorCode where Domain == ConformanceError {
    /// A case file is not JSON, or lacks a member every case file has.
    public static let malformedFile = Self(rawValue: "conformance.malformed-file")
    /// A case's input lacks a member its operation needs, or names an operation no suite has.
    public static let malformedInput = Self(rawValue: "conformance.malformed-input")
    /// A case folder or file cannot be read or written.
    public static let io = Self(rawValue: "conformance.io")
}
