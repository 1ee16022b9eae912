import KheperCatalogue
import KheperTrainingLog

/// Which catalogue entry an exercise of the training log is, as `kheper stats` counts sets per muscle: a logged
/// exercise in, an entry id out, or `nil` when it is unmatched.
struct ExerciseEntryResolver {
    /// The entry id of `exercise`, or `nil` when it resolves to none.
    let entryID: (LoggedExercise) -> String?

    /// Resolves each exercise by running `matcher` on its name.
    static func matchingNames(with matcher: ExerciseMatcher) -> Self {
        Self { matcher.match($0.name).entryID }
    }

    /// The resolver the commands use for the log in `store`: the matcher on each exercise's name, over
    /// ``ExerciseEntries/catalogue``. The one place to choose it, so stored links can take its place.
    static func standard(for store: any TrainingLogStore) -> Self {
        matchingNames(with: ExerciseMatcher(catalogue: ExerciseEntries.catalogue))
    }
}
