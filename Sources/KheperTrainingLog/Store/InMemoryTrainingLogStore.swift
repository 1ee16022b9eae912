import Foundation

/// A ``TrainingLogStore`` held in memory, for tests and for counting what an import would do without writing it.
///
/// An import works on a copy of the state and replaces it only when the body returns, so a failure mid-import
/// leaves the store as it was, as the SQLite store's rollback does.
public final class InMemoryTrainingLogStore: TrainingLogStore {
    /// Held while the state is read or replaced, and for the whole of an import.
    private let lock = NSLock()
    /// Touched only while `lock` is held.
    private nonisolated(unsafe) var state = TrainingLogState()

    /// Creates an empty store.
    public init() {}

    /// Runs `body` on a copy of the state, which replaces the store's when `body` returns.
    @discardableResult
    public func importing<Result>(_ body: (any TrainingLogImport) throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        let writer = InMemoryLogImport(state: state)
        let result = try body(writer)
        state = writer.state
        return result
    }

    /// Runs `body` on a copy of the state in which a recorded session replaces the stored one with its id; the copy
    /// replaces the store's, with what was replaced kept for ``undoReplacement()``, when `body` returns.
    @discardableResult
    public func replacing<Result>(_ body: (any TrainingLogImport) throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        let writer = InMemoryLogImport(state: state, replaces: true)
        let result = try body(writer)
        state = writer.state
        if let replacement = writer.replacement { state.replacements.append(replacement) }
        return result
    }

    /// Takes back the latest replacing import.
    public func undoReplacement() throws(TrainingLogError) -> LogReplacement {
        try write { (state) throws(TrainingLogError) in try state.undoReplacement() }
    }

    /// Removes the sessions `ids` as one step, or none of them when one is unknown.
    public func removeSessions(_ ids: [String]) throws(TrainingLogError) -> LogReplacement {
        try write { (state) throws(TrainingLogError) in try state.removeSessions(ids) }
    }

    /// The sessions the latest replacing import added, or replaced by a session that differs.
    public func sessionsChangedByLatestReplacement() throws(TrainingLogError) -> Set<String> {
        snapshot.sessionsChangedByLatestReplacement()
    }

    /// Every session, oldest first.
    public func forEachSession(_ body: (LoggedSession) throws -> Void) throws {
        let sessions = snapshot.sessions.values.map(\.session)
        for session in sessions.sorted(by: { ($0.start, $0.id) < ($1.start, $1.id) }) { try body(session) }
    }

    /// How many sessions, sets and exercises are stored.
    public func counts() throws(TrainingLogError) -> TrainingLogCounts {
        let state = snapshot
        return TrainingLogCounts(
            sessions: state.sessions.count, sets: state.sessions.values.reduce(0) { $0 + $1.session.setCount },
            exercises: state.exercises.values.filter { $0.mergedInto == nil }.count)
    }

    /// Every exercise not merged away, by name.
    public func exercises() throws(TrainingLogError) -> [LoggedExercise] {
        let state = snapshot
        do {
            var summaries: [String: LoggedExercise] = [:]
            for (id, row) in state.exercises where row.mergedInto == nil {
                let aliases = state.aliases.filter { $0.value == id }.map(\.key).sorted()
                summaries[id] = LoggedExercise(
                    id: id, name: row.name, aliases: aliases, sessionCount: 0, setCount: 0, lastPerformed: nil)
            }
            for stored in state.sessions.values {
                var seen: Set<String> = []
                for (exercise, id) in zip(stored.session.exercises, stored.exerciseIDs) {
                    guard var summary = summaries[id] else { continue }
                    if seen.insert(id).inserted { summary.sessionCount += 1 }
                    summary.setCount += exercise.sets.count
                    summary.lastPerformed = max(summary.lastPerformed ?? stored.session.start, stored.session.start)
                    summaries[id] = summary
                }
            }
            return summaries.values.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
        }
    }

    /// The sets of exercise `id`, oldest first.
    public func sets(forExercise id: String) throws(TrainingLogError) -> [ExerciseHistoryEntry] {
        let state = snapshot
        do {
            guard state.exercises[id]?.mergedInto == nil, state.exercises[id] != nil else {
                throw TrainingLogError.unknownExercise(id)
            }
            var entries: [ExerciseHistoryEntry] = []
            let sessions = state.sessions.values.sorted {
                ($0.session.start, $0.session.id) < ($1.session.start, $1.session.id)
            }
            for stored in sessions {
                for (exercise, exerciseID) in zip(stored.session.exercises, stored.exerciseIDs) where exerciseID == id {
                    entries += exercise.sets.map {
                        ExerciseHistoryEntry(
                            sessionID: stored.session.id, date: stored.session.start, recordedName: exercise.name,
                            set: $0)
                    }
                }
            }
            return entries
        }
    }

    /// Merges `source` into `target`, recording what moved.
    public func mergeExercise(_ source: String, into target: String) throws(TrainingLogError) -> ExerciseMerge {
        try write { (state) throws(TrainingLogError) in try state.merge(source, into: target) }
    }

    /// Undoes a merge.
    public func undoMerge(_ id: Int?) throws(TrainingLogError) -> ExerciseMerge {
        try write { (state) throws(TrainingLogError) in try state.undoMerge(id) }
    }

    /// Splits the spelling `name` off the exercise it joined.
    public func splitExercise(named name: String) throws(TrainingLogError) -> ExerciseSplit {
        try write { (state) throws(TrainingLogError) in try state.split(name) }
    }

    /// Replaces the session stored under `session`'s id, its names resolved with `linker`, and marks it open for
    /// `workoutID`.
    public func saveOpenSession(_ session: LoggedSession, workoutID: String, linker: ExerciseLinker?)
        throws(TrainingLogError)
    {
        lock.lock()
        defer { lock.unlock() }
        var copy = state
        copy.sessions[session.id] = nil
        let writer = InMemoryLogImport(state: copy)
        writer.linker = linker
        _ = try writer.record(session)
        copy = writer.state
        copy.openSessions[workoutID] = session.id
        state = copy
    }

    /// The session open for `workoutID`, if any.
    public func openSession(forWorkout workoutID: String) throws(TrainingLogError) -> LoggedSession? {
        let state = snapshot
        return state.openSessions[workoutID].flatMap { state.sessions[$0]?.session }
    }

    /// Marks the session `id` closed.
    public func closeSession(id: String) throws(TrainingLogError) {
        lock.lock()
        defer { lock.unlock() }
        state.openSessions = state.openSessions.filter { $0.value != id }
    }

    /// Every stored setting, by name.
    public func settings() throws(TrainingLogError) -> [String: String] {
        snapshot.settings
    }

    /// Stores `value` under `name`, or removes the setting when `value` is nil.
    public func storeSetting(_ name: String, value: String?) throws(TrainingLogError) {
        try write { state in state.settings[name] = value }
    }

    /// Every stored link, by exercise id.
    public func links() throws(TrainingLogError) -> [String: ExerciseLink] {
        snapshot.links
    }

    /// Stores a matcher's links, leaving the lifter's.
    public func storeMatches(_ links: [String: ExerciseLink]) throws(TrainingLogError) {
        try write { (state) throws(TrainingLogError) in try state.storeMatches(links) }
    }

    /// Sets the lifter's link of exercise `id`, recording the change.
    public func setLink(_ link: ExerciseLink, forExercise id: String) throws(TrainingLogError) -> ExerciseLinkChange {
        try write { (state) throws(TrainingLogError) in try state.setLink(link, forExercise: id) }
    }

    /// Undoes a link change.
    public func undoLinkChange(_ id: Int?) throws(TrainingLogError) -> ExerciseLinkChange {
        try write { (state) throws(TrainingLogError) in try state.undoLinkChange(id) }
    }

    /// Every one of the lifter's own entries, by id.
    public func customEntries() throws(TrainingLogError) -> [CustomExerciseEntry] {
        snapshot.customEntries.values.sorted { $0.id < $1.id }
    }

    /// Stores one of the lifter's own entries.
    public func addCustomEntry(_ entry: CustomExerciseEntry) throws(TrainingLogError) {
        try write { (state) throws(TrainingLogError) in try state.addCustomEntry(entry) }
    }

    /// Removes one of the lifter's own entries, leaving the exercises linked to it unmatched.
    public func removeCustomEntry(id: String) throws(TrainingLogError) -> CustomEntryRemoval {
        try write { (state) throws(TrainingLogError) in try state.removeCustomEntry(id: id) }
    }

    /// The state as it is now; copy-on-write makes this cheap.
    private var snapshot: TrainingLogState {
        lock.lock()
        defer { lock.unlock() }
        return state
    }

    private func write<Value>(_ body: (inout TrainingLogState) throws(TrainingLogError) -> Value)
        throws(TrainingLogError) -> Value
    {
        lock.lock()
        defer { lock.unlock() }
        var copy = state
        let value = try body(&copy)
        state = copy
        return value
    }
}
