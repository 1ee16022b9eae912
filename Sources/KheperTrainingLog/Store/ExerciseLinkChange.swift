/// One change the lifter made to an exercise's link (``ExerciseLinkStore/setLink(_:forExercise:)``), as recorded
/// so it can be undone exactly.
public struct ExerciseLinkChange: Sendable, Hashable {
    /// The change's number, increasing in the order changes were made.
    public var id: Int
    /// The exercise whose link changed.
    public var exerciseID: String
    /// Its link before the change; nil when it had none stored.
    public var before: ExerciseLink?
    /// Its link after the change.
    public var after: ExerciseLink
    /// Whether the change has been undone.
    public var undone: Bool

    /// Creates a change record.
    public init(id: Int, exerciseID: String, before: ExerciseLink?, after: ExerciseLink, undone: Bool) {
        self.id = id
        self.exerciseID = exerciseID
        self.before = before
        self.after = after
        self.undone = undone
    }
}
