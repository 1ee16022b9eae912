/// A row the import skipped or recovered, with its line and why.
public struct ImportNote: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line the row starts on.
    public var line: Int
    /// A sentence saying what happened and why.
    public var reason: String

    /// Creates a note.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
}
