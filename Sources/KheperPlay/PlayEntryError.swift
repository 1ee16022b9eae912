public import KheperCore

/// The entry line could not be read; the message names the word and says what is expected.
public struct PlayEntryError: CodedError, Hashable {
    /// A stable, machine-readable name for a kind of this error.
    public typealias Code = ErrorCode<PlayEntryError>

    /// The kind of failure; an entry line has one, `play.entry`.
    public var code: Code { .entry }
    /// What is wrong, for a person.
    public let message: String

    /// Creates an error with `message`.
    public init(_ message: String) { self.message = message }
}

extension ErrorCode where Domain == PlayEntryError {
    /// An entry line (reps, load, RPE or time) could not be read.
    public static let entry = Self(rawValue: "play.entry")
}
