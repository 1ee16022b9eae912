/// The exit status of a `kheper` command.
public enum ExitCode: Int32, Sendable, Hashable {
    /// Everything worked and nothing was wrong.
    case success = 0
    /// The command ran but found errors, or refused an operation.
    case failure = 1
    /// The command line was wrong, or an input could not be read or is not a document.
    case usage = 2
}
