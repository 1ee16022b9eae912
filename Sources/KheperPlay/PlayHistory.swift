public import KheperTrainingLog

/// What the play knows of past sessions: the sets done last time, to show and prefill, and the bests to beat.
///
/// The CLI answers from the training-log store; tests use ``InMemoryPlayHistory``. Names are as the workout writes
/// them; matching them to logged names (`ExerciseName/key(_:)`) is the history's job.
public protocol PlayHistory: Sendable {
    /// The sets of the most recent session that had `exerciseName`, in order; empty when there is none.
    func lastSets(for exerciseName: String) -> [PerformedSet]
    /// The bests of `exerciseName` over all past sessions; ``PersonalBests/none`` when there are none.
    func bests(for exerciseName: String) -> PersonalBests
}
