import KheperCore

/// A file that could not be read or is not a document; the message names the file.
struct InputError: CodedError {
    /// A stable, machine-readable name for a kind of this error.
    typealias Code = ErrorCode<InputError>

    /// Why the file could not be used.
    let code: Code

    /// One sentence for a person, naming the file.
    let message: String

    /// Creates an error.
    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension ErrorCode where Domain == InputError {
    /// The file does not exist, is a directory, or could not be read.
    static let unreadable = Self(rawValue: "input.unreadable")
    /// The file was read but is not a document (the message carries the document's own error and code).
    static let notADocument = Self(rawValue: "input.not-a-document")
}
