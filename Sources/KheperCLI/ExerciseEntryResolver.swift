import KheperCatalogue
import KheperTrainingLog

/// Which catalogue entry each exercise of the training log is: its stored link (``ExerciseLink``), or, for an
/// exercise never matched (stored before links were kept), what matching would link it to, without storing it.
/// `kheper stats --muscles` and `kheper exercises --unmatched` read the log through it.
struct ExerciseEntryResolver {
    /// The link of `exercise`: to an entry, or to none (unmatched), with how that was decided.
    let link: (LoggedExercise) -> ExerciseLink

    /// The entry id of `exercise`, or `nil` when it is unmatched.
    func entryID(_ exercise: LoggedExercise) -> String? { link(exercise).entryID }

    /// The resolver for the log in `store`: its stored links, and ``ExerciseLinker/matching(_:)`` over the
    /// catalogue the store sees (``ExerciseEntries/catalogue(for:)``) for an exercise without one. The one place that
    /// chooses it.
    /// - Throws: `TrainingLogError` when the links or the lifter's entries cannot be read.
    static func standard(for store: any TrainingLogStore) throws(TrainingLogError) -> Self {
        let links = try store.links()
        let linker = ExerciseLinker.matching(try ExerciseEntries.catalogue(for: store))
        return Self { links[$0.id] ?? linker.link($0.name) }
    }
}
