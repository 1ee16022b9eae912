import KheperCore
public import KheperTrainingLog

/// One set as logged during a play: the values the training log stores, with the step it belongs to.
///
/// ``id`` stays the same when the set is fixed later, so a store updates the row instead of adding one.
public struct PlayLoggedSet: Sendable, Hashable {
    /// What the history is asked about: the log's exercise id when the block gives one, else the name.
    public var historyReference: String { logExerciseID ?? exerciseName }

    /// The set's id within this play, from 1 in the order sets were first logged.
    public var id: Int
    /// The exercise block and the set's number in it.
    public var key: PlaySetKey
    /// The exercise's name as the workout writes it.
    public var exerciseName: String
    /// The training log's id of the exercise, when the block names one; the log records the set under it.
    public var logExerciseID: String?
    /// The label in its group, such as `A1`.
    public var label: String?
    /// The round of its group, when the group has several.
    public var round: Int?
    /// What was done, with `order` the set's number in its exercise.
    public var set: PerformedSet
    /// Seconds since the play started when the set was logged (or last fixed).
    public var elapsed: Double

    /// Creates a logged set.
    public init(
        id: Int, key: PlaySetKey, exerciseName: String, label: String? = nil, round: Int? = nil, set: PerformedSet,
        elapsed: Double, logExerciseID: String? = nil
    ) {
        self.logExerciseID = logExerciseID
        self.id = id
        self.key = key
        self.exerciseName = exerciseName
        self.label = label
        self.round = round
        self.set = set
        self.elapsed = elapsed
    }
}
