/// A refusal, with the sentence shown to the person who ran the command.
struct ScaffoldError: Error, CustomStringConvertible {
    /// What went wrong and what was expected.
    let message: String

    /// Wraps a message.
    init(_ message: String) {
        self.message = message
    }

    /// The message, prefixed with the command's name.
    var description: String { "new-block-kind: \(message)" }
}
