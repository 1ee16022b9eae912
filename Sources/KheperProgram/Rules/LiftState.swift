public import KheperTrainingLog

/// Where one lift stands in a program: the numbers its rule works from and the position it has reached.
///
/// Each rule reads the members it needs and leaves the others as they are; a member a rule needs and the state
/// lacks is an error naming it.
public struct LiftState: Sendable, Hashable {
    /// The lift's name, as sentences write it, such as `Squat`.
    public var lift: String
    /// The working load the next session is done at, for rules that carry one (linear, double progression,
    /// stages).
    public var load: Weight?
    /// The training max percentages are taken of (5/3/1).
    public var trainingMax: Weight?
    /// The lifter's tested one-repetition max.
    public var oneRepMax: Weight?
    /// The lifter's current estimated one-repetition max, which RPE top sets are loaded from.
    public var estimatedOneRepMax: Weight?
    /// The reps each set aims for inside a rep range (double progression); `nil` for the bottom of the range.
    public var reps: Int?
    /// The scheme the lift is on, from 1 (stages).
    public var stage: Int
    /// Failed sessions in a row at the current load.
    public var failuresInARow: Int
    /// The week of the cycle, from 1 (5/3/1).
    public var week: Int
    /// The cycle, from 1 (5/3/1).
    public var cycle: Int

    /// Creates a lift's state; positions start at 1 and no failure.
    public init(
        lift: String, load: Weight? = nil, trainingMax: Weight? = nil, oneRepMax: Weight? = nil,
        estimatedOneRepMax: Weight? = nil, reps: Int? = nil, stage: Int = 1, failuresInARow: Int = 0,
        week: Int = 1, cycle: Int = 1
    ) {
        self.lift = lift
        self.load = load
        self.trainingMax = trainingMax
        self.oneRepMax = oneRepMax
        self.estimatedOneRepMax = estimatedOneRepMax
        self.reps = reps
        self.stage = stage
        self.failuresInARow = failuresInARow
        self.week = week
        self.cycle = cycle
    }
}
