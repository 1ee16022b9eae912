public import KheperCore
public import KheperExercise

/// One set to perform: which exercise, which of its sets, the target, the round of its group and its label.
public struct PlaySetStep: Sendable, Hashable {
    /// The exercise block's id.
    public var exerciseID: BlockID
    /// The exercise's name as written.
    public var exerciseName: String
    /// The training log's id of the exercise, when the block names one in its `exerciseID`; the history and the
    /// log then find the exercise by it instead of by name.
    public var logExerciseID: String?
    /// The index of the target in the exercise's `sets` (0-based); a set repeated by a group's rounds keeps it.
    public var setIndex: Int
    /// The set's number within its exercise in this play, from 1: the `2` in `A2`.
    public var number: Int
    /// What the set asks for.
    public var target: ExerciseSet
    /// The round of the group, from 1, when the group runs more than one round; `nil` otherwise.
    public var round: Int?
    /// The number of rounds the group runs, when it runs more than one.
    public var rounds: Int?
    /// The label inside a group, such as `A2` (the group's letter and the exercise's place in it); `nil` for an
    /// exercise on its own.
    public var label: String?
    /// Seconds of rest after this set, from the set, then the exercise, then the group; 0 for none.
    public var restAfter: Int
    /// Whether the set was added during the play with the extra-set key.
    public var isExtra: Bool
    /// How the target load is put on the bar, shown under the target, such as `Plates for 102.5 kg: 20 kg bar +
    /// 25 + 15 + 1.25 per side`; the host fills it (``PlayPlan/describingLoads(_:)``), `nil` for none.
    public var loading: String?

    /// Creates a set step.
    public init(
        exerciseID: BlockID, exerciseName: String, setIndex: Int, number: Int, target: ExerciseSet,
        round: Int? = nil, rounds: Int? = nil, label: String? = nil, restAfter: Int = 0, isExtra: Bool = false,
        logExerciseID: String? = nil
    ) {
        self.exerciseID = exerciseID
        self.exerciseName = exerciseName
        self.logExerciseID = logExerciseID
        self.setIndex = setIndex
        self.number = number
        self.target = target
        self.round = round
        self.rounds = rounds
        self.label = label
        self.restAfter = restAfter
        self.isExtra = isExtra
        self.loading = nil
    }

    /// What the history is asked about: the log's exercise id when the block gives one, else the name.
    public var historyReference: String { logExerciseID ?? exerciseName }

    /// The set's identity for logging and resuming.
    public var key: PlaySetKey { PlaySetKey(exerciseID: exerciseID, number: number) }

    /// The name with the label, as headings show it: `A1 · Bench Press`, or `Bench Press · set 2` alone.
    public var title: String { label.map { "\($0) · \(exerciseName)" } ?? "\(exerciseName) · set \(number)" }
}
