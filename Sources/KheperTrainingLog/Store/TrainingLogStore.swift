/// The port through which the training log is kept: a store of sessions, their sets and the exercises they name,
/// written in transactions and read back as domain values. `InMemoryTrainingLogStore` and the SQLite adapter
/// implement it.
///
/// Every write is one transaction: an import commits as a whole or not at all, and a merge or its undo likewise.
/// The same store keeps the lifter's settings (``SettingsStore``), such as the unit weights are shown in, and each
/// exercise's link to the exercise catalogue (``ExerciseLinkStore``), and the lifter's own catalogue entries
/// (``CustomEntryStore``).
public protocol TrainingLogStore: SettingsStore, ExerciseLinkStore, CustomEntryStore {
    /// Runs `body` inside one write transaction, handing it a writer that records sessions as they stream in;
    /// commits when `body` returns and rolls back everything it recorded when it throws.
    /// - Throws: what `body` throws, or ``TrainingLogError`` when the store cannot be written.
    @discardableResult
    func importing<Result>(_ body: (any TrainingLogImport) throws -> Result) throws -> Result

    /// Runs `body` like ``importing(_:)``, except that a session recorded whose id is stored already replaces the
    /// stored one, sets and all, instead of being left as it is: for a corrected file re-imported over sessions
    /// imported wrongly (their ids are stable). What it replaced, and what it added, is kept as one step that
    /// ``undoReplacement()`` takes back whole; when `body` throws, nothing changes.
    /// - Throws: what `body` throws, or ``TrainingLogError`` when the store cannot be written.
    @discardableResult
    func replacing<Result>(_ body: (any TrainingLogImport) throws -> Result) throws -> Result

    /// Takes back the latest ``replacing(_:)`` or ``removeSessions(_:)`` not yet taken back, in one transaction:
    /// each session it replaced or removed is stored again as it was, and each session it added is removed. Returns
    /// what was taken back.
    /// - Throws: ``TrainingLogError`` `log.no-replacement` when there is none.
    func undoReplacement() throws(TrainingLogError) -> LogReplacement

    /// Removes each session `ids` names, with its sets, in one transaction (an id given twice counts once), as one
    /// step that ``undoReplacement()`` takes back whole, putting each back as it was. Returns the step; a session
    /// open for a workout is closed.
    /// - Throws: ``TrainingLogError`` `log.unknown-session` when an id names no stored session; nothing is removed.
    func removeSessions(_ ids: [String]) throws(TrainingLogError) -> LogReplacement

    /// The sessions the latest ``replacing(_:)`` or ``removeSessions(_:)`` not yet taken back changed: each it
    /// added or removed, and each it replaced whose sets or details now differ from the copy it kept, so a file
    /// that holds a whole history names only the sessions it corrected. Taking that step back changes the same
    /// sessions. Empty when there is none.
    func sessionsChangedByLatestReplacement() throws(TrainingLogError) -> Set<String>

    /// Calls `body` with every stored session, with its exercises and sets, oldest first (by start, then id),
    /// holding no more than a page of sessions in memory.
    func forEachSession(_ body: (LoggedSession) throws -> Void) throws

    /// The latest stored session (by start, then id), with its exercises and sets; nil for an empty log.
    func latestSession() throws -> LoggedSession?

    /// The stored session `id`, with its exercises and sets; nil when the log holds none with that id.
    func session(id: String) throws -> LoggedSession?

    /// How many sessions, sets and exercises (merged ones excluded) the store holds.
    func counts() throws(TrainingLogError) -> TrainingLogCounts

    /// Every exercise not merged into another, ordered by name, with its aliases and how often it was done.
    func exercises() throws(TrainingLogError) -> [LoggedExercise]

    /// Every set performed of the exercise `id` (and of those merged into it), oldest first, for history and
    /// charts.
    /// - Throws: ``TrainingLogError`` `log.unknown-exercise` when no exercise has that id.
    func sets(forExercise id: String) throws(TrainingLogError) -> [ExerciseHistoryEntry]

    /// Joins the exercise `source` into `target`: its aliases and sets move to `target`, and what moved is
    /// recorded so ``undoMerge(_:)`` can put it back exactly.
    /// - Throws: ``TrainingLogError`` `log.unknown-exercise` for an unknown id, `log.same-exercise` when the two
    ///   are one exercise.
    func mergeExercise(_ source: String, into target: String) throws(TrainingLogError) -> ExerciseMerge

    /// Undoes the merge `id`, or the latest merge not yet undone when `id` is nil, and returns it.
    /// - Throws: ``TrainingLogError`` `log.no-merge` when there is no such merge to undo.
    func undoMerge(_ id: Int?) throws(TrainingLogError) -> ExerciseMerge

    /// Splits the spelling `name` off the exercise it joined, in one transaction: the exercise whose aliases hold
    /// `name`'s ``ExerciseName/key(_:)`` gives its performed exercises recorded under that spelling (see
    /// `ExerciseSplit.takes(_:splitting:from:)`), and the key unless it is the exercise's own, to a new exercise
    /// named as the oldest of them recorded it. The exercise keeps its id, so a workout block's `exerciseID` still
    /// names it. ``mergeExercise(_:into:)`` of the new exercise into the old undoes the split exactly.
    /// - Throws: ``TrainingLogError`` `log.unknown-exercise` when no exercise's aliases hold the key,
    ///   `log.cannot-split` when `name` is the exercise's first name or none of its performed exercises was
    ///   recorded under it.
    func splitExercise(named name: String) throws(TrainingLogError) -> ExerciseSplit

    /// Stores `session` as the open session of the workout `workoutID`, in one transaction: the session and all
    /// its sets replace what was stored under its id (so saving it again after every set adds no duplicates), and
    /// the session is marked open for that workout, replacing any other session open for it.
    ///
    /// With a `linker`, a name no alias finds resolves as an import's does (``TrainingLogImport/linker``): it joins
    /// the exercise linked to the entry its link names (``exercise(linkedTo:)``), with its key as an alias, and an
    /// exercise it creates is stored with its link.
    /// - Throws: ``TrainingLogError`` `log.storage` when the store cannot be written.
    func saveOpenSession(_ session: LoggedSession, workoutID: String, linker: ExerciseLinker?)
        throws(TrainingLogError)

    /// The session still open for the workout `workoutID` (saved and never closed), with its sets; nil when none.
    func openSession(forWorkout workoutID: String) throws(TrainingLogError) -> LoggedSession?

    /// Marks the session `id` closed: it stays in the log as a finished session. Closing a session that is not
    /// open does nothing.
    func closeSession(id: String) throws(TrainingLogError)
}

extension TrainingLogStore {
    /// The latest session, found by reading every one; a store with an index answers it directly.
    public func latestSession() throws -> LoggedSession? {
        var latest: LoggedSession?
        try forEachSession { latest = $0 }
        return latest
    }

    /// The session `id`, found by reading every one; a store with an index answers it directly.
    public func session(id: String) throws -> LoggedSession? {
        var found: LoggedSession?
        try forEachSession { if $0.id == id { found = $0 } }
        return found
    }

    /// Stores `session` as the open session of `workoutID`, resolving its names without a linker.
    public func saveOpenSession(_ session: LoggedSession, workoutID: String) throws(TrainingLogError) {
        try saveOpenSession(session, workoutID: workoutID, linker: nil)
    }

    /// The exercise, not merged away, linked to the catalogue entry `entryID`; of several, the one with the least
    /// id, as a name joins through its entry on import and on play. Nil when none is.
    public func exercise(linkedTo entryID: String) throws(TrainingLogError) -> LoggedExercise? {
        let linked = Set(try links().filter { $0.value.entryID == entryID }.keys)
        guard !linked.isEmpty else { return nil }
        return try exercises().filter { linked.contains($0.id) }.min { $0.id < $1.id }
    }

    /// The exercise a person names: by id, else by the name's ``ExerciseName/spellingKey(_:)`` (a spelling split off
    /// its exercise) or any of its ``ExerciseName/candidateKeys(_:)`` among the exercises' aliases; nil when none
    /// matches.
    public func exercise(named reference: String) throws(TrainingLogError) -> LoggedExercise? {
        let all = try exercises()
        if let byID = all.first(where: { $0.id == reference }) { return byID }
        for key in [ExerciseName.spellingKey(reference)] + ExerciseName.candidateKeys(reference) where !key.isEmpty {
            if let match = all.first(where: { $0.aliases.contains(key) }) { return match }
        }
        return nil
    }

    /// The exercises a person who typed `reference` and found none may have meant, most done first, at most
    /// `limit`: those with a name holding every word of the reference's ``ExerciseName/key(_:)``, in any order and
    /// with any equipment (`overhead press` suggests `Overhead Press (Dumbbell)` and `Seated Overhead Press`).
    public func exercises(resembling reference: String, limit: Int = 3) throws(TrainingLogError) -> [LoggedExercise] {
        let words = Set(ExerciseName.key(reference).split(separator: " "))
        guard !words.isEmpty else { return [] }
        return try exercises()
            .filter { exercise in
                exercise.aliases.contains { words.isSubset(of: $0.split(separator: " ")) }
            }
            .sorted { ($0.sessionCount, $1.name) > ($1.sessionCount, $0.name) }
            .prefix(limit).map { $0 }
    }
}
