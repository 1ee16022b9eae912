/// The entry line could not be read; the message names the word and says what is expected.
public struct PlayEntryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stable identifier of this failure.
    public static let code = "play.entry"
    /// What is wrong, for a person.
    public let message: String

    /// Creates an error with `message`.
    public init(_ message: String) { self.message = message }

    /// `message [code]`.
    public var description: String { "\(message) [\(Self.code)]" }
}
