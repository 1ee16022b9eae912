public import KheperCore
import KheperForms
import KheperMeasures

extension ExerciseBlock {
    /// An exercise's members in the order they are read and written, each with its spec and range: the one place
    /// an exercise's fields and limits are written.
    static let fieldTable = FieldTable<ExerciseBlock>([
        .required(
            \.name, set: { $0.name = $1 },
            FieldSpec(
                "name", .string, length: 1...120, required: true, doc: "The exercise's name.",
                example: "Squat")),
        .optional(
            \.exerciseID, set: { $0.exerciseID = $1 },
            FieldSpec(
                "exerciseID", .string,
                doc:
                    "The training log's exercise id, as `kheper exercises` lists it; when set, play and charts find "
                    + "the exercise by it instead of by name.",
                example: "ex-0123456789abcdef"
            ).labelled("Exercise ID")),
        .optional(
            \.entry, set: { $0.entry = $1 },
            FieldSpec(
                "entry", .string, length: 1...120, pattern: entryPattern,
                doc:
                    "The exercise catalogue's entry this exercise is, by id, as `kheper exercises search` lists it "
                    + "(letters, digits, _ and -); `show` and the HTML page name its primary muscles.",
                example: "Barbell_Squat")),
        .optional(
            \.sets, set: { $0.sets = $1 },
            FieldSpec(
                "sets", .list(of: FieldSpec("set", .object(ExerciseSet.fields), doc: "One set.")),
                count: 0...50,
                doc: "The sets in order.")),
        .optional(
            \.rest, set: { $0.rest = $1 },
            FieldSpec(
                "rest", .duration, range: 0...3_600, doc: "Default rest after each set.", example: "2m")),
        .optional(
            \.tempo, set: { $0.tempo = $1 },
            FieldSpec(
                "tempo", .string, pattern: "^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$",
                doc: "Four parts separated by -, each a digit or X, as in 3-1-1-0.", example: "3-1-1-0")),
        .optional(
            \.notes, set: { $0.notes = $1 },
            FieldSpec("notes", .string, length: 0...1_000, doc: "Free notes.").presented(
                as: FieldForm(label: "Notes", input: .multilineText))),
    ])

    /// The fields of an exercise's `data`, each with its range, from the exercise's field table (its sets last):
    /// the one place an exercise's limits are written.
    public static let fields: [FieldSpec] = fieldTable.specs

    /// The form of an ``entry`` id: letters, digits, `_` and `-`, starting with a letter or digit, as the catalogue's
    /// ids are written (`Barbell_Bench_Press_-_Medium_Grip`).
    public static let entryPattern = "^[A-Za-z0-9][A-Za-z0-9_-]*$"

    /// The allowed length of ``name``, from ``fields``.
    static let nameLength = fields.length(of: "name")
    /// The allowed number of sets, from ``fields``.
    static let setCount = fields.count(of: "sets")
    /// The allowed default rest in seconds, from ``fields``.
    static let restRange = fields.integerRange(of: "rest")
}

extension ExerciseSet {
    /// A set's members in the order they are read and written, each with its spec and range: the one place a
    /// set's fields and limits are written.
    static let fieldTable = FieldTable<ExerciseSet>([
        .optional(
            \.kind, set: { $0.kind = $1 },
            FieldSpec(
                "kind", .choice(ExerciseSetKind.allCases.map(\.rawValue)), default: "working",
                doc: "The kind of set.",
                example: "warmup")),
        .optional(
            \.reps, set: { $0.reps = $1 },
            FieldSpec("reps", .integer, range: 0...1_000, doc: "Target repetitions.", example: "8")),
        .optional(
            \.repsMax, set: { $0.repsMax = $1 },
            FieldSpec(
                "repsMax", .integer, range: 0...1_000, doc: "The top of a range; at least reps.",
                example: "12")),
        .optional(
            \.amrap, set: { $0.amrap = $1 },
            FieldSpec(
                "amrap", .boolean, default: false, doc: "As many repetitions as possible.", example: "true"
            )
            .labelled("AMRAP")),
        .optional(
            \.load, set: { $0.load = $1 },
            FieldSpec(
                "load", .load, range: 0...2_000,
                doc: "The load in kg, lb, kg added to bodyweight, or % of the one-rep max.",
                example: "100kg")),
        .optional(
            \.duration, set: { $0.duration = $1 },
            FieldSpec("duration", .duration, range: 0...86_400, doc: "Target duration.", example: "45s")),
        .optional(
            \.distance, set: { $0.distance = $1 },
            FieldSpec(
                "distance", .distance, range: 0...1_000_000, doc: "Target distance in metres.",
                example: "400m")),
        .optional(
            \.rpe, set: { $0.rpe = $1 },
            FieldSpec(
                "rpe", .number, range: 1...10, multipleOf: 0.5, doc: "Rating of perceived exertion.",
                example: "8"
            ).labelled("RPE")),
        .optional(
            \.rir, set: { $0.rir = $1 },
            FieldSpec("rir", .integer, range: 0...10, doc: "Repetitions in reserve.", example: "2")
                .labelled("RIR")),
        .optional(
            \.rest, set: { $0.rest = $1 },
            FieldSpec(
                "rest", .duration, range: 0...3_600, doc: "Rest after this set; overrides the exercise's.",
                example: "90s")),
    ])

    /// The fields of one set, each with its range, from the set's field table: the one place a set's limits are
    /// written.
    public static let fields: [FieldSpec] = fieldTable.specs

    /// The allowed repetitions, from ``fields``.
    static let repsRange = fields.integerRange(of: "reps")
    /// The allowed target duration in seconds, from ``fields``.
    static let durationRange = fields.integerRange(of: "duration")
    /// The allowed RPE, from ``fields``.
    static let rpeRange = fields.range(of: "rpe")
    /// The allowed repetitions in reserve, from ``fields``.
    static let rirRange = fields.integerRange(of: "rir")
    /// The allowed weight of a load in kg or lb, from ``fields``.
    static let loadRange = fields.range(of: "load")
    /// The allowed rest after one set in seconds, from ``fields``.
    static let restRange = fields.integerRange(of: "rest")
}

extension FieldSpec {
    /// This spec with `label` as its form's label, for a name the label made from its camel-case spelling would
    /// misread (`exerciseID` as "Exercise i d", `rpe` as "Rpe").
    fileprivate func labelled(_ label: String) -> FieldSpec {
        var spec = self
        spec.form.label = label
        return spec
    }
}
