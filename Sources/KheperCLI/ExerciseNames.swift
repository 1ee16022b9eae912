import Kheper
public import KheperCatalogue
public import KheperInteraction
import KheperTrainingLog

/// The exercise names Kheper suggests as one is typed, in one place for every front end: the entries of the catalogue
/// the store sees (the lifter's own among them) and the training log's exercises, ranked by `ExerciseNameSuggester`. `kheper edit` hands them to the
/// editor as `NameSuggestions` (the exercise kind's `name` field and the name in its shorthand); shell completion
/// offers them after `kheper add WORKOUT exercise`.
public enum ExerciseNames {
    /// The suggester over the catalogue and the exercises of the training log in the store `option` names (else
    /// `$KHEPER_STORE`, else the default store), with the lifter's own entries; the bundled catalogue alone when
    /// there is no log to read.
    static func suggester(store option: String?, _ context: CommandContext) -> ExerciseNameSuggester {
        var logged: [String] = []
        var catalogue = ExerciseEntries.bundled
        if let openLog = context.openLog,
            let log = try? openLog(StoreLocation.path(option: option, environment: context.environment), .read),
            let exercises = try? log.exercises()
        {
            logged = exercises.map(\.name)
            catalogue = (try? ExerciseEntries.catalogue(for: log)) ?? catalogue
        }
        return ExerciseNameSuggester(catalogue: catalogue, loggedNames: logged)
    }

    /// The editor's port over `suggester`: names for an exercise's `name` field, and for the name an exercise's
    /// shorthand begins with (`ExerciseShorthand.nameRange(in:)`, the words `parse` names it with).
    public static func editorSuggestions(_ suggester: ExerciseNameSuggester) -> NameSuggestions {
        NameSuggestions(
            kind: ExerciseBlock.kind, field: "name", nameInShorthand: { ExerciseShorthand.nameRange(in: $0) },
            suggest: { suggester.suggestions(for: $0, limit: $1) })
    }
}
