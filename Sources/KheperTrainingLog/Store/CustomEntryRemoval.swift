/// What removing one of the lifter's own entries did: the entry, as it was, and the exercises that linked to it,
/// which are unmatched now.
public struct CustomEntryRemoval: Sendable, Hashable {
    /// The entry removed.
    public var entry: CustomExerciseEntry
    /// The ids of the exercises that linked to it, sorted; each is unmatched now, its link's `how`
    /// ``ExerciseLink/entryRemoved``.
    public var unlinkedExercises: [String]

    /// Creates a removal from its parts.
    public init(entry: CustomExerciseEntry, unlinkedExercises: [String]) {
        self.entry = entry
        self.unlinkedExercises = unlinkedExercises
    }
}
