import KheperCore
import KheperEditor
import KheperPostgres

/// A command that was refused or failed: a stable code, one sentence for the user, and the exit code, which comes
/// from the code.
///
/// Any `CodedError` becomes a failure with its own code and message, so a new error type needs nothing here; a
/// failure the CLI words itself has `cli.usage` (exit 2) or `cli.failed` (exit 1).
struct CommandFailure: CodedError {
    /// A stable, machine-readable name for a kind of failure: `cli.usage`, `cli.failed`, or the code of the error
    /// the failure wraps.
    typealias Code = ErrorCode<CommandFailure>

    /// The kind of failure.
    let code: Code

    /// One sentence for a person.
    let message: String

    /// A failure the CLI words itself, with its exit code: ``ExitCode/usage`` gives `cli.usage`, any other
    /// `cli.failed`.
    init(_ message: String, exitCode: ExitCode = .failure) {
        self.init(code: exitCode == .usage ? .usage : .failed, message: message)
    }

    private init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The failure for `error`: its code and message when it is a `CodedError`, else its description and
    /// `cli.failed`.
    init(_ error: any Error) {
        guard let error = error as? any CodedError else {
            self.init(String(describing: error))
            return
        }
        self.init(code: Code(error.code), message: error.message)
    }

    /// The codes whose failures exit with ``ExitCode/usage``: a wrong command line, and an environment the command
    /// cannot work in (a file that is no store, a store too new or unwritable, a connection string libpq cannot
    /// read); every other code exits with ``ExitCode/failure``.
    static let usageCodes: Set<Code> = [
        .usage, Code(StoreError.Code.notAStore), Code(StoreError.Code.corrupt), Code(StoreError.Code.newerSchema),
        Code(StoreError.Code.unwritable), Code(ServerError.Code.invalidConnectionString),
    ]

    /// The exit status for this failure, from its code.
    var exitCode: ExitCode { Self.usageCodes.contains(code) ? .usage : .failure }
}

extension ErrorCode where Domain == CommandFailure {
    /// The command line was wrong; the same code as a `UsageError`.
    static let usage = Self(rawValue: UsageError.Code.usage.rawValue)
    /// The command ran and failed or refused, in words of the CLI's own.
    static let failed = Self(rawValue: "cli.failed")

    /// The code of the same name as `code`, of another error type.
    init(_ code: some RawRepresentable<String>) {
        self.init(rawValue: code.rawValue)
    }
}
