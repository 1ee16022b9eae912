/// One set as it was performed and recorded; every measurement is optional because apps record only some.
public struct PerformedSet: Sendable, Hashable {
    /// The set's 1-based position within its exercise, warm-ups included.
    public var order: Int
    /// What the set was for.
    public var type: SetType
    /// Repetitions done.
    public var reps: Int?
    /// The load, in the unit it was recorded in.
    public var weight: Weight?
    /// Rate of perceived exertion, usually 6–10 in half steps.
    public var rpe: Double?
    /// How long the set took, in seconds.
    public var durationSeconds: Double?
    /// How far, in the unit it was recorded in.
    public var distance: Distance?
    /// The set's own note.
    public var notes: String?
    /// The rest recorded right after this set (a Strong `Rest Timer` row), in seconds.
    public var restAfterSeconds: Double?

    /// Creates a set; only its position and type are required.
    public init(
        order: Int, type: SetType = .working, reps: Int? = nil, weight: Weight? = nil, rpe: Double? = nil,
        durationSeconds: Double? = nil, distance: Distance? = nil, notes: String? = nil,
        restAfterSeconds: Double? = nil
    ) {
        self.order = order
        self.type = type
        self.reps = reps
        self.weight = weight
        self.rpe = rpe
        self.durationSeconds = durationSeconds
        self.distance = distance
        self.notes = notes
        self.restAfterSeconds = restAfterSeconds
    }
}
