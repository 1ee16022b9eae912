/// The writer an import transaction hands out: it records sessions one at a time, as an importer streams them,
/// and keeps a tally for the report. It is valid only inside ``TrainingLogStore/importing(_:)``.
public protocol TrainingLogImport: AnyObject {
    /// Records a session with its exercises and sets, resolving each exercise name to a stored exercise or a new
    /// one; a session whose id is already stored is left as it is, or, inside ``TrainingLogStore/replacing(_:)``,
    /// replaced.
    /// - Throws: ``TrainingLogError`` when the store cannot be written.
    @discardableResult
    func record(_ session: LoggedSession) throws(TrainingLogError) -> RecordOutcome

    /// How the exercises this import creates are linked to the exercise catalogue; nil (the default) links none,
    /// and a name then joins an exercise by its keys alone. Set it before the first ``record(_:)``.
    var linker: ExerciseLinker? { get set }

    /// What was recorded so far in this transaction.
    var tally: ImportTally { get }
}
