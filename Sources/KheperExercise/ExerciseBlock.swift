public import KheperCore

/// One exercise in a workout, such as "Bench Press 3 × 8 @ 80 kg", with its sets, rest, tempo and notes.
///
/// Fields with a default are stored as optionals so a document is written back exactly as it was read; use the
/// `resolved…` accessors for the effective values.
public struct ExerciseBlock: Block {
    /// `exercise`.
    public static let kind: BlockKind = "exercise"

    /// The exercise's name as shown. Its length, like every limit of an exercise, is declared in ``fields``.
    public var name: String

    /// The training log's id of this exercise, as `kheper exercises` lists it (`ex-` and 16 hex digits); when set,
    /// `kheper play` records sets under it and reads last time's values by it, instead of matching the name.
    public var exerciseID: String?

    /// The id of the exercise catalogue's entry this exercise is (`Barbell_Squat`), as `kheper exercises search`
    /// lists it. The kind checks only its form (``entryPattern``): the catalogue, and a lifter's own entries, belong to
    /// the host, which names the entry's muscles when it renders (``LinkedEntryMusclesKey``).
    public var entry: String?

    /// The sets in order; `nil` when the document has none written.
    public var sets: [ExerciseSet]?

    /// The default rest after each set in seconds; a set's own `rest` overrides it.
    public var rest: Int?

    /// The lifting tempo as four parts separated by `-`, each a digit or `X`, such as `3-1-1-0`.
    public var tempo: String?

    /// Free notes.
    public var notes: String?

    /// Creates an exercise from every field.
    public init(
        name: String,
        exerciseID: String? = nil,
        entry: String? = nil,
        sets: [ExerciseSet]? = nil,
        rest: Int? = nil,
        tempo: String? = nil,
        notes: String? = nil
    ) {
        self.name = name
        self.exerciseID = exerciseID
        self.entry = entry
        self.sets = sets
        self.rest = rest
        self.tempo = tempo
        self.notes = notes
    }

    /// The sets, or an empty list when none are written.
    public var resolvedSets: [ExerciseSet] { sets ?? [] }

    /// Reads each member that is written, in the order of `fieldTable`.
    public init(from decoder: any Decoder) throws {
        self.init(name: "")
        try Self.fieldTable.decode(from: decoder, into: &self)
    }

    /// Writes each member that is set, in the order of `fieldTable`.
    public func encode(to encoder: any Encoder) throws {
        try Self.fieldTable.encode(self, to: encoder)
    }
}
