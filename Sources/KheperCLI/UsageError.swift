import KheperCore

/// A mistake on the command line; the tool prints it with the command's usage and exits with status 2.
struct UsageError: CodedError {
    /// A stable, machine-readable name for a kind of this error.
    typealias Code = ErrorCode<UsageError>

    /// The kind of mistake; the command line has one, `cli.usage`.
    var code: Code { .usage }

    /// One sentence for a person, naming the option or argument and what was expected.
    let message: String

    /// Creates an error.
    init(_ message: String) {
        self.message = message
    }
}

extension ErrorCode where Domain == UsageError {
    /// An option or argument is missing, unknown or has a value the command does not take.
    static let usage = Self(rawValue: "cli.usage")
}
