/// What the matcher made of one name: the entry it resolves to, or none, and how that was decided.
public struct ExerciseMatch: Sendable, Hashable {
    /// The name as given.
    public let name: String
    /// The id of the catalogue entry the name resolves to, or `nil` when it stays unmatched.
    public let entryID: String?
    /// How the matcher decided: the alias or rule that matched, or why nothing did.
    public let reason: MatchReason

    /// Creates a match result.
    public init(name: String, entryID: String?, reason: MatchReason) {
        self.name = name
        self.entryID = entryID
        self.reason = reason
    }
}
