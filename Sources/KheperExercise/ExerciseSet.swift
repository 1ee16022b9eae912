/// One set of an exercise: its kind, its target (reps, AMRAP, a duration or a distance), load, effort and rest.
public struct ExerciseSet: Codable, Sendable, Hashable {
    /// The kind of set; `nil` means a working set (see ``resolvedKind``).
    public var kind: ExerciseSetKind?

    /// The target repetitions; the lower end when ``repsMax`` is given. Its range is in ``fields``, as are all of a
    /// set's limits.
    public var reps: Int?

    /// The upper end of a repetition range such as 8–12; at least ``reps``.
    public var repsMax: Int?

    /// Whether the set is done for as many repetitions as possible; `nil` means no.
    public var amrap: Bool?

    /// The load lifted, if any.
    public var load: Load?

    /// The target duration in seconds.
    public var duration: Int?

    /// The target distance in metres.
    public var distance: Double?

    /// The rating of perceived exertion.
    public var rpe: Double?

    /// The repetitions in reserve.
    public var rir: Int?

    /// The rest after this set in seconds; overrides the exercise's `rest`.
    public var rest: Int?

    /// Creates a set from every field.
    public init(
        kind: ExerciseSetKind? = nil,
        reps: Int? = nil,
        repsMax: Int? = nil,
        amrap: Bool? = nil,
        load: Load? = nil,
        duration: Int? = nil,
        distance: Double? = nil,
        rpe: Double? = nil,
        rir: Int? = nil,
        rest: Int? = nil
    ) {
        self.kind = kind
        self.reps = reps
        self.repsMax = repsMax
        self.amrap = amrap
        self.load = load
        self.duration = duration
        self.distance = distance
        self.rpe = rpe
        self.rir = rir
        self.rest = rest
    }

    /// The effective kind: the written one, or `working`.
    public var resolvedKind: ExerciseSetKind { kind ?? .working }

    /// Whether the set is done for as many repetitions as possible.
    public var isAMRAP: Bool { amrap ?? false }

    /// Whether the set says what to do: reps, AMRAP, a duration or a distance.
    public var hasTarget: Bool { reps != nil || isAMRAP || duration != nil || distance != nil }
}
