/// One exercise within a session: consecutive sets under one name, as the source grouped them.
///
/// The same exercise done twice in a session, apart, is two `PerformedExercise`s.
public struct PerformedExercise: Sendable, Hashable {
    /// The name as recorded, leading and trailing spaces removed; ``ExerciseName/key(_:)`` gives the identity to
    /// match on.
    public var name: String
    /// The exercise to record the sets under, by id, when the source names it (a workout's exercise block with an
    /// `exerciseID`); nil resolves ``name`` as usual. Only written: a session read back leaves it nil.
    public var exerciseID: String?
    /// The exercise's note; empty when the source recorded an empty note (a Strong `Note` row with no text).
    public var notes: String?
    /// The superset this exercise belongs to, unique within its session only.
    public var supersetGroup: String?
    /// The rest between sets, in seconds: the first rest the source recorded for this exercise.
    public var restSeconds: Double?
    /// The sets in order.
    public var sets: [PerformedSet]

    /// Creates an exercise.
    public init(
        name: String, exerciseID: String? = nil, notes: String? = nil, supersetGroup: String? = nil,
        restSeconds: Double? = nil, sets: [PerformedSet] = []
    ) {
        self.name = name
        self.exerciseID = exerciseID
        self.notes = notes
        self.supersetGroup = supersetGroup
        self.restSeconds = restSeconds
        self.sets = sets
    }
}
