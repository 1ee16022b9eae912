/// A merge of one exercise into another, as recorded so it can be undone exactly.
public struct ExerciseMerge: Sendable, Hashable {
    /// The merge's number, increasing in the order merges were made.
    public var id: Int
    /// The exercise merged away.
    public var sourceID: String
    /// The exercise it was merged into.
    public var targetID: String
    /// The alias keys that moved from source to target.
    public var movedAliases: [String]
    /// How many performed exercises (one exercise within one session) moved, with their sets.
    public var movedEntries: Int
    /// Whether the merge has been undone.
    public var undone: Bool

    /// Creates a merge record.
    public init(
        id: Int, sourceID: String, targetID: String, movedAliases: [String], movedEntries: Int, undone: Bool
    ) {
        self.id = id
        self.sourceID = sourceID
        self.targetID = targetID
        self.movedAliases = movedAliases
        self.movedEntries = movedEntries
        self.undone = undone
    }
}
