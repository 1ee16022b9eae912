/// What one import transaction recorded: sessions added and already stored, sets written, and the exercises its
/// names resolved to, new or matched.
public struct ImportTally: Sendable, Hashable {
    /// Sessions written.
    public var sessionsAdded = 0
    /// Sessions skipped because a session with the same id was already stored.
    public var sessionsAlreadyStored = 0
    /// Sessions that replaced the stored session with their id, in a ``TrainingLogStore/replacing(_:)``.
    public var sessionsReplaced = 0
    /// Sets written, in the sessions added or replaced.
    public var setsAdded = 0
    /// Exercises created by this import, because no stored exercise matched their name.
    public var exercisesNew = 0
    /// Distinct exercises already stored that this import's names matched.
    public var exercisesMatched = 0
    /// Each name this import wrote otherwise than the exercise it joined, with that exercise's name: `Pull-up`
    /// joining `Pull Up`, say, so the lifter sees every name that resolved to another spelling and can undo it
    /// (`kheper exercises`).
    public var joined: [String: String] = [:]
    /// The link each exercise this import created got from its ``TrainingLogImport/linker``, by the name that
    /// created it; empty when the import had no linker. A name that joined an exercise through the entry it links
    /// to is in ``joined`` instead.
    public var newLinks: [String: ExerciseLink] = [:]

    /// Creates an empty tally.
    public init() {}
}
