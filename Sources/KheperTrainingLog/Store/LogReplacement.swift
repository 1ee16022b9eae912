/// One `log import --replace`, as kept so it can be taken back in one step: the sessions it replaced (whose
/// earlier copies are kept) and the sessions it added.
public struct LogReplacement: Sendable, Hashable {
    /// The replacement's number, counting from 1 in the store.
    public var id: Int
    /// The ids of the sessions it replaced, sorted.
    public var replacedSessions: [String]
    /// The ids of the sessions it added, which no session had before, sorted.
    public var addedSessions: [String]

    /// Creates a replacement record.
    public init(id: Int, replacedSessions: [String], addedSessions: [String]) {
        self.id = id
        self.replacedSessions = replacedSessions
        self.addedSessions = addedSessions
    }
}
