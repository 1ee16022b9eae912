public import KheperCatalogue
public import KheperTrainingLog

extension ExerciseLinker {
    /// The linker every command hands the training log: each name linked as `catalogue`'s `ExerciseMatcher`
    /// resolves it, with the match's reason code (`alias`, a rule's name, or why none) as how. Public for
    /// `kheper-bench`, which times an import with it against one without.
    public static func matching(_ catalogue: ExerciseCatalogue = .bundled) -> ExerciseLinker {
        let matcher = ExerciseMatcher(catalogue: catalogue)
        return ExerciseLinker { name in
            let match = matcher.match(name)
            return ExerciseLink(entryID: match.entryID, how: match.reason.code)
        }
    }
}
