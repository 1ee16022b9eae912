import KheperPlay
import KheperTrainingLog

/// The ``PlayHistory`` `kheper play` reads from the training log: for each exercise of the workout, the sets of
/// the latest session that had it, and the bests over every session, read once before the play starts so the
/// screen never waits on the store.
///
/// A name finds its exercise as `kheper log` does (``TrainingLogStore/exercise(named:)``, through the names'
/// candidate keys); the session being played is left out, so a resumed play compares with the session before.
struct LogPlayHistory: PlayHistory {
    private var last: [String: [PerformedSet]] = [:]
    private var best: [String: PersonalBests] = [:]

    /// Reads the history of each of `exerciseNames` from `store`, leaving out the session `excluded`.
    /// - Throws: ``TrainingLogError`` when the store cannot be read.
    init(store: any TrainingLogStore, exerciseNames: some Sequence<String>, excluding excluded: String?) throws {
        for name in Set(exerciseNames) {
            let key = ExerciseName.key(name)
            guard last[key] == nil, let exercise = try store.exercise(named: name) else { continue }
            let entries = try store.sets(forExercise: exercise.id).filter { $0.sessionID != excluded }
            if let latest = entries.last?.sessionID {
                last[key] = entries.filter { $0.sessionID == latest }.map(\.set)
            }
            best[key] = PersonalBests(sets: entries.map(\.set))
        }
    }

    /// The sets of the latest session that had the exercise.
    func lastSets(for exerciseName: String) -> [PerformedSet] { last[ExerciseName.key(exerciseName)] ?? [] }

    /// The bests of the exercise over every session.
    func bests(for exerciseName: String) -> PersonalBests { best[ExerciseName.key(exerciseName)] ?? .none }
}
