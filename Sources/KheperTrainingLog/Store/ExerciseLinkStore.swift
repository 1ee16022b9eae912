/// The port through which a store keeps each log exercise's link to the exercise catalogue (``ExerciseLink``):
/// the links a matcher decided, and the lifter's own, which are recorded so each can be undone.
public protocol ExerciseLinkStore: AnyObject, Sendable {
    /// Every stored link, by exercise id; an exercise never matched (stored before links were kept) is absent.
    /// - Throws: ``TrainingLogError`` `log.storage` when the store cannot be read.
    func links() throws(TrainingLogError) -> [String: ExerciseLink]

    /// Stores the links a matcher decided, by exercise id, in one transaction, except over a link the lifter made
    /// (``ExerciseLink/isLifters``), which stays. Not recorded for undo.
    /// - Throws: ``TrainingLogError`` `log.unknown-exercise` for an id that names no exercise.
    func storeMatches(_ links: [String: ExerciseLink]) throws(TrainingLogError)

    /// Sets the link of the exercise `id` to `link` (the lifter's: its `how` is ``ExerciseLink/lifter``), in one
    /// transaction, and records the change so ``undoLinkChange(_:)`` can put the link back.
    /// - Throws: ``TrainingLogError`` `log.unknown-exercise` when no exercise has that id, or it was merged away.
    func setLink(_ link: ExerciseLink, forExercise id: String) throws(TrainingLogError) -> ExerciseLinkChange

    /// Undoes the link change `id`, or the latest one not yet undone when `id` is nil: the exercise's link is again
    /// what it was before. Returns the change.
    /// - Throws: ``TrainingLogError`` `log.no-link-change` when there is no such change to undo.
    func undoLinkChange(_ id: Int?) throws(TrainingLogError) -> ExerciseLinkChange
}

extension ExerciseLinkStore {
    /// Links every exercise of `exercises` that has no stored link, as `linker` links its name, and returns the
    /// links stored: for exercises recorded before links were kept, or by a writer given no linker (a play).
    @discardableResult
    public func linkUnlinked(_ exercises: [LoggedExercise], with linker: ExerciseLinker) throws(TrainingLogError)
        -> [String: ExerciseLink]
    {
        let stored = try links()
        var found: [String: ExerciseLink] = [:]
        for exercise in exercises where stored[exercise.id] == nil { found[exercise.id] = linker.link(exercise.name) }
        if !found.isEmpty { try storeMatches(found) }
        return found
    }
}
