/// One set of an exercise: its kind, its target (reps, AMRAP, a duration or a distance), load, effort and rest.
///
/// A large document holds millions of sets, so each is stored packed: every optional field's value beside one bit
/// saying whether it is written, half the size of ten optionals. An absent field's value is kept at its default,
/// so equality and hashing compare what is written and nothing else.
public struct ExerciseSet: Codable, Sendable, Hashable {
    /// The kind of set; `nil` means a working set (see ``resolvedKind``).
    public var kind: ExerciseSetKind? {
        get { isWritten(.kind) ? storedKind : nil }
        set { (storedKind, written[.kind]) = (newValue ?? .working, newValue != nil) }
    }

    /// The target repetitions; the lower end when ``repsMax`` is given. Its range is in ``fields``, as are all of a
    /// set's limits.
    public var reps: Int? {
        get { isWritten(.reps) ? storedReps : nil }
        set { (storedReps, written[.reps]) = (newValue ?? 0, newValue != nil) }
    }

    /// The upper end of a repetition range such as 8–12; at least ``reps``.
    public var repsMax: Int? {
        get { isWritten(.repsMax) ? storedRepsMax : nil }
        set { (storedRepsMax, written[.repsMax]) = (newValue ?? 0, newValue != nil) }
    }

    /// Whether the set is done for as many repetitions as possible; `nil` means no.
    public var amrap: Bool? {
        get { isWritten(.amrap) ? storedAMRAP : nil }
        set { (storedAMRAP, written[.amrap]) = (newValue ?? false, newValue != nil) }
    }

    /// The load lifted, if any.
    public var load: Load? {
        get { isWritten(.load) ? Load(value: storedLoadValue, unit: storedLoadUnit) : nil }
        set {
            (storedLoadValue, storedLoadUnit) = (newValue?.value ?? 0, newValue?.unit ?? .kg)
            written[.load] = newValue != nil
        }
    }

    /// The target duration in seconds.
    public var duration: Int? {
        get { isWritten(.duration) ? storedDuration : nil }
        set { (storedDuration, written[.duration]) = (newValue ?? 0, newValue != nil) }
    }

    /// The target distance in metres.
    public var distance: Double? {
        get { isWritten(.distance) ? storedDistance : nil }
        set { (storedDistance, written[.distance]) = (newValue ?? 0, newValue != nil) }
    }

    /// The rating of perceived exertion.
    public var rpe: Double? {
        get { isWritten(.rpe) ? storedRPE : nil }
        set { (storedRPE, written[.rpe]) = (newValue ?? 0, newValue != nil) }
    }

    /// The repetitions in reserve.
    public var rir: Int? {
        get { isWritten(.rir) ? storedRIR : nil }
        set { (storedRIR, written[.rir]) = (newValue ?? 0, newValue != nil) }
    }

    /// The rest after this set in seconds; overrides the exercise's `rest`.
    public var rest: Int? {
        get { isWritten(.rest) ? storedRest : nil }
        set { (storedRest, written[.rest]) = (newValue ?? 0, newValue != nil) }
    }

    private var storedReps = 0
    private var storedRepsMax = 0
    private var storedDuration = 0
    private var storedRIR = 0
    private var storedRest = 0
    private var storedDistance = 0.0
    private var storedRPE = 0.0
    private var storedLoadValue = 0.0
    private var written = WrittenFields()
    private var storedKind = ExerciseSetKind.working
    private var storedAMRAP = false
    private var storedLoadUnit = LoadUnit.kg

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

    private func isWritten(_ field: Field) -> Bool { written[field] }

    /// The optional fields, each with its bit in ``WrittenFields``.
    private enum Field: UInt16 {
        case kind, reps, repsMax, amrap, load, duration, distance, rpe, rir, rest
    }

    /// One bit per field: whether it is written.
    private struct WrittenFields: Hashable, Sendable {
        var bits: UInt16 = 0

        subscript(field: Field) -> Bool {
            get { bits & 1 << field.rawValue != 0 }
            set { bits = newValue ? bits | 1 << field.rawValue : bits & ~(1 << field.rawValue) }
        }
    }

    /// Reads each member that is written, in the order of `fieldTable`.
    public init(from decoder: any Decoder) throws {
        self.init()
        try Self.fieldTable.decode(from: decoder, into: &self)
    }

    /// Writes each member that is set, in the order of `fieldTable`.
    public func encode(to encoder: any Encoder) throws {
        try Self.fieldTable.encode(self, to: encoder)
    }
}
