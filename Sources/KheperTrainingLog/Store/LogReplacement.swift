/// One step that `kheper log undo` takes back whole: a `log import --replace`, with the sessions it replaced (whose
/// earlier copies are kept) and those it added, or a `log remove`, with the sessions it removed (kept likewise).
public struct LogReplacement: Sendable, Hashable {
    /// The step's number, counting from 1 in the store; replaces and removals share the count.
    public var id: Int
    /// The ids of the sessions it replaced, sorted.
    public var replacedSessions: [String]
    /// The ids of the sessions it added, which no session had before, sorted.
    public var addedSessions: [String]
    /// The ids of the sessions it removed, sorted; a removal replaces and adds none.
    public var removedSessions: [String]

    /// Creates a step's record.
    public init(id: Int, replacedSessions: [String], addedSessions: [String], removedSessions: [String] = []) {
        self.id = id
        self.replacedSessions = replacedSessions
        self.addedSessions = addedSessions
        self.removedSessions = removedSessions
    }
}
