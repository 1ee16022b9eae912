/// The port through which a store keeps the lifter's own catalogue entries (``CustomExerciseEntry``), which the
/// command line adds to the bundled catalogue wherever it reads the store.
///
/// Adding and removing are not recorded for undo: each is plainly reversed by the other, since an entry holds
/// nothing but what the lifter typed, and the exercises a removal unlinked are matched again by adding it back.
public protocol CustomEntryStore: AnyObject, Sendable {
    /// Every stored entry, by id.
    /// - Throws: ``TrainingLogError`` `log.storage` when the store cannot be read.
    func customEntries() throws(TrainingLogError) -> [CustomExerciseEntry]

    /// Stores `entry`, in one transaction. The caller has checked it against the catalogue.
    /// - Throws: ``TrainingLogError`` `log.custom-entry-exists` when an entry has its id already.
    func addCustomEntry(_ entry: CustomExerciseEntry) throws(TrainingLogError)

    /// Removes the entry `id` and leaves every exercise linked to it unmatched (``ExerciseLink/entryRemoved``), in
    /// one transaction, and says what it did.
    /// - Throws: ``TrainingLogError`` `log.unknown-custom-entry` when no stored entry has that id.
    func removeCustomEntry(id: String) throws(TrainingLogError) -> CustomEntryRemoval
}
