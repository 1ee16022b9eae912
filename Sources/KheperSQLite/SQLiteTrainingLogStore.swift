internal import Foundation
internal import KheperCore
public import KheperEditor
public import KheperTrainingLog

/// The training log kept in the same SQLite file as the workouts, behind the `TrainingLogStore` port.
///
/// It shares the workout store's one connection and lock, so it keeps that store's write-ahead logging, busy
/// timeout and full syncs. An import is one `BEGIN IMMEDIATE` transaction however many sessions stream through
/// it: a failure or a crash part-way leaves nothing of it behind. Failures are `TrainingLogError` `log.storage`
/// with the store's own sentence.
public final class SQLiteTrainingLogStore: TrainingLogStore {
    /// The workout store whose file and connection the log shares.
    public let workouts: SQLiteDocumentStore

    /// Sessions read per page by ``forEachSession(_:)``.
    private static let pageSize = 256

    /// The log in the store at `path`, opened as ``SQLiteDocumentStore/init(path:access:busyTimeout:)`` opens it
    /// (creating or upgrading the file for read-write access).
    /// - Throws: `StoreError`, as that initialiser does.
    public convenience init(
        path: String, access: SQLiteDocumentStore.Access = .readWrite, busyTimeout: Duration = .seconds(5)
    ) throws(StoreError) {
        self.init(sharing: try SQLiteDocumentStore(path: path, access: access, busyTimeout: busyTimeout))
    }

    /// The log in the file an open workout store uses, on its connection.
    public init(sharing workouts: SQLiteDocumentStore) {
        self.workouts = workouts
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction; commits when it returns, rolls back when it throws.
    @discardableResult
    public func importing<Result>(_ body: (any TrainingLogImport) throws -> Result) throws -> Result {
        var outcome: Swift.Result<Result, any Error>?
        try storage { (connection) throws(StoreError) in
            let restore = try Self.prepareForBulkWrites(&connection)
            let journaled = try Self.journalFirstImport(&connection)
            defer {
                try? connection.executeScript(restore, doing: "ending a training-log import")
                if journaled {
                    try? StoreSchema.useWriteAheadLogging(&connection, busyTimeout: connection.busyTimeout)
                }
            }
            try connection.run("BEGIN IMMEDIATE", doing: "starting a training-log import")
            do {
                // Checked again under the write lock: another process may have imported since.
                let deferredIndexes = try Self.logIsEmpty(&connection) ? try Self.dropLogIndexes(&connection) : []
                let value = try withUnsafeMutablePointer(to: &connection) { pointer in
                    let writer = SQLiteLogImport(connection: pointer)
                    defer { writer.invalidate() }
                    let value = try body(writer)
                    try writer.finish()
                    return value
                }
                if !deferredIndexes.isEmpty {
                    // SQLite's sorter may hold as much as the page cache: a smaller cache keeps the build's memory
                    // from growing with the file (the pages it gives up were written at the commit anyway).
                    try connection.executeScript(
                        "PRAGMA cache_size = -\(Self.indexBuildCacheKibibytes)",
                        doing: "indexing the imported training log")
                    for index in deferredIndexes {
                        try connection.executeScript(index, doing: "indexing the imported training log")
                    }
                }
                try connection.run("COMMIT", doing: "committing a training-log import")
                outcome = .success(value)
            } catch {
                _ = try? connection.run("ROLLBACK", doing: "rolling back a training-log import")
                outcome = .failure(error)
            }
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let error as StoreError): throw Self.storageError(error)
        case .failure(let error): throw error
        case nil: throw TrainingLogError(.storage, "the import did not run")
        }
    }

    /// The page cache of an import, in kibibytes: enough to keep the pages a large import keeps touching (the
    /// indexes' hot pages) instead of spilling and rereading them, and a fixed bound on memory whatever the file.
    static let importCacheKibibytes = 16_384

    /// The page cache while a first import builds its indexes, in kibibytes; SQLite's sorter takes as much again.
    static let indexBuildCacheKibibytes = 4_096

    /// Sets the connection up for an import, outside any transaction (where these pragmas take effect), and returns
    /// the script that puts the previous settings back.
    ///
    /// Foreign-key checks are off for the import: the writer inserts each session before its exercises, resolves
    /// or inserts each exercise before naming it, and inserts sets right after their exercise, so every reference
    /// holds by construction, and checking each one cost a tenth of the import's time.
    static func prepareForBulkWrites(_ connection: inout SQLiteConnection) throws(StoreError) -> String {
        var cacheSize: Int64 = -2000
        var foreignKeys: Int64 = 1
        try connection.query("PRAGMA cache_size", doing: "preparing a training-log import") { row in
            cacheSize = row.integer(0)
        }
        try connection.query("PRAGMA foreign_keys", doing: "preparing a training-log import") { row in
            foreignKeys = row.integer(0)
        }
        try connection.executeScript(
            "PRAGMA cache_size = -\(importCacheKibibytes); PRAGMA foreign_keys = OFF",
            doing: "preparing a training-log import")
        return "PRAGMA cache_size = \(cacheSize); PRAGMA foreign_keys = \(foreignKeys == 0 ? "OFF" : "ON")"
    }

    /// Every session, oldest first, read a page at a time.
    public func forEachSession(_ body: (LoggedSession) throws -> Void) throws {
        var after: (start: Double, id: String) = (-.infinity, "")
        while true {
            let page = try storage { (connection) throws(StoreError) in
                try SQLiteLogReader.sessions(after: after, limit: Self.pageSize, on: &connection)
            }
            for session in page { try body(session) }
            guard page.count == Self.pageSize, let last = page.last else { return }
            after = (last.start.timeIntervalSince1970, last.id)
        }
    }

    /// The latest session by start, then id, read through the sessions' index on start and id.
    public func latestSession() throws -> LoggedSession? {
        try storage { (connection) throws(StoreError) in try SQLiteLogReader.latestSession(on: &connection) }
    }

    /// The session `id`, read by its key.
    public func session(id: String) throws -> LoggedSession? {
        try storage { (connection) throws(StoreError) in try SQLiteLogReader.session(id: id, on: &connection) }
    }

    /// How many sessions, sets and exercises are stored.
    public func counts() throws(TrainingLogError) -> TrainingLogCounts {
        try storage { (connection) throws(StoreError) in
            var counts = TrainingLogCounts(sessions: 0, sets: 0, exercises: 0)
            try connection.query(
                """
                SELECT (SELECT count(*) FROM log_sessions), (SELECT count(*) FROM log_sets),
                    (SELECT count(*) FROM log_exercises WHERE merged_into IS NULL)
                """, doing: "counting the training log"
            ) { row in
                counts = TrainingLogCounts(
                    sessions: Int(row.integer(0)), sets: Int(row.integer(1)), exercises: Int(row.integer(2)))
            }
            return counts
        }
    }

    /// Every exercise not merged away, by name, with its aliases and how often it was done.
    public func exercises() throws(TrainingLogError) -> [LoggedExercise] {
        try storage { (connection) throws(StoreError) in try SQLiteLogReader.exercises(on: &connection) }
    }

    /// The sets of exercise `id`, oldest first.
    public func sets(forExercise id: String) throws(TrainingLogError) -> [ExerciseHistoryEntry] {
        let entries = try storage { (connection) throws(StoreError) -> [ExerciseHistoryEntry]? in
            guard try SQLiteLogReader.isLive(id, on: &connection) else { return nil }
            return try SQLiteLogReader.history(of: id, on: &connection)
        }
        guard let entries else { throw TrainingLogError.unknownExercise(id) }
        return entries
    }

    /// Merges `source` into `target` in one transaction, recording what moved.
    public func mergeExercise(_ source: String, into target: String) throws(TrainingLogError) -> ExerciseMerge {
        let result = try writing("merging exercise \"\(source)\"") { (connection) throws(StoreError) in
            try SQLiteExerciseMerging.merge(source, into: target, on: &connection)
        }
        return try result.get()
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction whose writer replaces each stored session it records,
    /// keeping the replaced rows under a new replacement number; a failure rolls back everything, the copies too.
    @discardableResult
    public func replacing<Result>(_ body: (any TrainingLogImport) throws -> Result) throws -> Result {
        var outcome: Swift.Result<Result, any Error>?
        try storage { (connection) throws(StoreError) in
            try connection.run("BEGIN IMMEDIATE", doing: "starting a replacing training-log import")
            do {
                let replacement = try SQLiteLogReplacement.begin(on: &connection)
                let value = try withUnsafeMutablePointer(to: &connection) { pointer in
                    let writer = SQLiteLogImport(connection: pointer, replacement: replacement)
                    defer { writer.invalidate() }
                    let value = try body(writer)
                    try writer.finish()
                    return value
                }
                try connection.run("COMMIT", doing: "committing a replacing training-log import")
                outcome = .success(value)
            } catch {
                _ = try? connection.run("ROLLBACK", doing: "rolling back a replacing training-log import")
                outcome = .failure(error)
            }
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let error as StoreError): throw Self.storageError(error)
        case .failure(let error): throw error
        case nil: throw TrainingLogError(.storage, "the replacing import did not run")
        }
    }

    /// Takes back the latest replacing import in one transaction.
    public func undoReplacement() throws(TrainingLogError) -> LogReplacement {
        let result = try writing("undoing a replacing import") { (connection) throws(StoreError) in
            try SQLiteLogReplacement.undoLatest(on: &connection)
        }
        guard let result else { throw TrainingLogError.noReplacementToUndo }
        return result
    }

    /// Removes the sessions `ids` as one step, in one transaction, or none of them when one is not stored.
    public func removeSessions(_ ids: [String]) throws(TrainingLogError) -> LogReplacement {
        let result = try writing("removing logged sessions") { (connection) throws(StoreError) in
            try SQLiteLogReplacement.remove(ids, on: &connection)
        }
        return try result.get()
    }

    /// The sessions the latest replacing import added, or replaced by rows that differ from the copies it kept.
    public func sessionsChangedByLatestReplacement() throws(TrainingLogError) -> Set<String> {
        try storage { (connection) throws(StoreError) in try SQLiteLogReplacement.changedByLatest(on: &connection) }
    }

    /// Undoes a merge in one transaction.
    public func undoMerge(_ id: Int?) throws(TrainingLogError) -> ExerciseMerge {
        let result = try writing("undoing an exercise merge") { (connection) throws(StoreError) in
            try SQLiteExerciseMerging.undo(id, on: &connection)
        }
        return try result.get()
    }

    /// Splits the spelling `name` off the exercise it joined, in one transaction.
    public func splitExercise(named name: String) throws(TrainingLogError) -> ExerciseSplit {
        let result = try writing("splitting \"\(name)\" off its exercise") { (connection) throws(StoreError) in
            try SQLiteExerciseSplitting.split(name, on: &connection)
        }
        return try result.get()
    }

    /// Replaces the session stored under `session`'s id, with all its sets, and marks it open for `workoutID`, in
    /// one `BEGIN IMMEDIATE` transaction with a full sync, so a set acknowledged on screen survives `kill -9`.
    /// With a `linker`, a name no alias finds joins the exercise linked to its entry, as on import.
    public func saveOpenSession(_ session: LoggedSession, workoutID: String, linker: ExerciseLinker?)
        throws(TrainingLogError)
    {
        try writing("saving the open session \"\(session.id)\"") { (connection) throws(StoreError) in
            let action = "saving the open session \"\(session.id)\""
            let stored = try SQLiteLogReader.session(id: session.id, on: &connection)
            if stored != nil { try SyncOutbox.materialize(.loggedSession(session.id), on: &connection) }
            // Deleting cascades to the session's exercises, sets and open mark, which are written again below.
            try connection.run("DELETE FROM log_sessions WHERE id = ?1", [.text(session.id)], doing: action)
            let writer = SQLiteLogImport(connection: nil)
            writer.linker = linker
            _ = try writer.record(session, on: &connection, storedBefore: stored)
            try connection.run(
                """
                INSERT INTO log_open_sessions (workout_id, session_id) VALUES (?1, ?2)
                ON CONFLICT (workout_id) DO UPDATE SET session_id = excluded.session_id
                """, [.text(workoutID), .text(session.id)], doing: action)
        }
    }

    /// The session open for `workoutID`, with its sets, if any.
    public func openSession(forWorkout workoutID: String) throws(TrainingLogError) -> LoggedSession? {
        try storage { (connection) throws(StoreError) -> LoggedSession? in
            var id: String?
            try connection.query(
                "SELECT session_id FROM log_open_sessions WHERE workout_id = ?1", [.text(workoutID)],
                doing: "finding the open session of workout \"\(workoutID)\""
            ) { row in id = row.text(0) }
            guard let id else { return nil }
            return try SQLiteLogReader.session(id: id, on: &connection)
        }
    }

    /// Marks the session `id` closed.
    public func closeSession(id: String) throws(TrainingLogError) {
        try storage { (connection) throws(StoreError) in
            _ = try connection.run(
                "DELETE FROM log_open_sessions WHERE session_id = ?1", [.text(id)],
                doing: "closing the session \"\(id)\"")
        }
    }

    /// Runs `body` on the shared connection, turning a store error into the log's.
    func storage<Value>(_ body: (inout SQLiteConnection) throws(StoreError) -> Value) throws(TrainingLogError)
        -> Value
    {
        do {
            return try workouts.withConnection(body)
        } catch {
            throw Self.storageError(error)
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction on the log's connection, `action` describing it in an
    /// error: it commits when `body` returns and rolls back when it throws. A refusal `body` returns rather than
    /// throws (a `Result` or an optional error) is committed with what `body` wrote, so it comes before any write.
    func writing<Value>(_ action: String, _ body: (inout SQLiteConnection) throws(StoreError) -> Value)
        throws(TrainingLogError) -> Value
    {
        try storage { (connection) throws(StoreError) in
            try connection.transaction("BEGIN IMMEDIATE", doing: action, body)
        }
    }

    private static func storageError(_ error: StoreError) -> TrainingLogError {
        TrainingLogError(.storage, error.message)
    }
}
