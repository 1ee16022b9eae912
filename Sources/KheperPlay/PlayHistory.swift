public import KheperTrainingLog

/// What the play knows of past sessions: the sets done last time, to show and prefill, and the bests to beat.
///
/// The CLI answers from the training-log store; tests use ``InMemoryPlayHistory``. Each exercise is asked about by
/// its ``PlaySetStep/historyReference``: the training log's exercise id when the block gives one in `exerciseID`,
/// else the name as the workout writes it; matching names to logged names (`ExerciseName/key(_:)`) is the
/// history's job.
public protocol PlayHistory: Sendable {
    /// The sets of the most recent session that had the exercise `exerciseName` refers to (a name, or the log's
    /// exercise id), in order; empty when there is none.
    func lastSets(for exerciseName: String) -> [PerformedSet]
    /// The bests of the exercise `exerciseName` refers to over all past sessions; ``PersonalBests/none`` when there
    /// are none.
    func bests(for exerciseName: String) -> PersonalBests
    /// The name of the training log's exercise that the name `exerciseName` resolves to, under which its sets are
    /// logged; nil when none does yet (the sets will make an exercise of that name).
    func loggedName(for exerciseName: String) -> String?
    /// The lifter's unit: a load typed without a unit, where neither the prefill nor the target gives one, is in
    /// it. Kilograms unless the history says otherwise.
    var displayUnit: WeightUnit { get }
}

extension PlayHistory {
    /// Kilograms, for a history that does not know the lifter's unit.
    public var displayUnit: WeightUnit { .kg }
}
