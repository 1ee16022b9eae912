internal import Foundation
internal import KheperCore
public import KheperEditor

/// A ``WorkoutStore`` kept in one SQLite file: a row per workout, per block and per history step.
///
/// Every write is one `BEGIN IMMEDIATE` transaction that touches only the rows it names and is synced to disk
/// (write-ahead log, `synchronous=FULL`) before the call returns. Several processes may share one file; a writer
/// waits up to the busy timeout for another, then fails with ``StoreError/Code/busy``.
public final class SQLiteWorkoutStore: WorkoutStore {
    /// The store's file.
    public let path: String

    /// Held while the connection is in use, so one caller at a time uses it.
    private let lock = NSLock()

    /// The one connection; touched only through ``withConnection(_:)``, which holds `lock`.
    private nonisolated(unsafe) var connection: SQLiteConnection

    /// Opens the store at `path`, creating the file, its missing parent folders and its tables on first use.
    ///
    /// - Throws: ``StoreError`` with code `notAStore` for a file that is not a Kheper store (it is left untouched),
    ///   `corrupt` for a damaged one, `newerSchema` for one written by a newer Kheper, `unwritable` when the file
    ///   cannot be created or written, and `busy` when another process holds it beyond `busyTimeout`.
    public init(path: String, busyTimeout: Duration = .seconds(5)) throws(StoreError) {
        self.path = path
        try Self.createParentDirectory(of: path)
        var connection = try SQLiteConnection(path: path, busyTimeout: busyTimeout)
        try StoreSchema.prepare(&connection)
        self.connection = connection
    }

    /// Rows inserted, updated or deleted through this store since it was opened, as SQLite counts them.
    public var rowsWritten: Int {
        (try? withConnection { $0.totalChanges }) ?? 0
    }

    /// Every workout in the store, ordered by title and then id.
    public func listWorkouts() throws(StoreError) -> [WorkoutSummary] {
        try withConnection { (connection) throws(StoreError) -> [WorkoutSummary] in
            var summaries: [WorkoutSummary] = []
            try connection.query(
                """
                SELECT id, title, modified_at, (SELECT count(*) FROM blocks WHERE blocks.workout_id = workouts.id)
                FROM workouts ORDER BY title, id
                """,
                doing: "listing workouts"
            ) { row in
                summaries.append(
                    WorkoutSummary(
                        id: row.text(0), title: row.text(1), blockCount: Int(row.integer(3)),
                        modifiedAt: Date(timeIntervalSinceReferenceDate: row.real(2))))
            }
            return summaries
        }
    }

    /// The workout with `id`, with all its blocks and its edit history, or `nil` when there is none.
    public func loadWorkout(id: String) throws(StoreError) -> WorkoutRecord? {
        try transaction(on: id, "BEGIN", doing: "loading workout \"\(id)\"") { (transaction) throws(StoreError) in
            try transaction.workout()
        }
    }

    /// Adds a new workout with its blocks and history, in one transaction.
    ///
    /// - Throws: ``StoreError`` with code `alreadyExists` when a workout has the id.
    public func createWorkout(_ workout: WorkoutRecord) throws(StoreError) {
        let action = "creating workout \"\(workout.id)\""
        try transaction(on: workout.id, "BEGIN IMMEDIATE", doing: action) { (transaction) throws(StoreError) in
            let inserted = try transaction.run(
                """
                INSERT INTO workouts (id, title, extra, history_cursor, modified_at, revision)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                ON CONFLICT (id) DO NOTHING
                """,
                [
                    .text(workout.id), .text(workout.title), .json(workout.extraFields),
                    .int(workout.historyCursor), .real(workout.modifiedAt.timeIntervalSinceReferenceDate),
                    .int(workout.revision),
                ],
                doing: action)
            guard inserted == 1 else {
                throw StoreError(.alreadyExists, "A workout with id \"\(workout.id)\" already exists in \(path).")
            }
            // Parents before children is not needed: the parent check waits for the commit.
            try transaction.upsert(workout.blocks, placingFirst: false, doing: action)
            for entry in workout.history {
                try transaction.insert(entry, doing: action)
            }
        }
    }

    /// Applies one committed transaction's rows in one transaction: deletions, then upserts, then the title and
    /// the history (removals, then upserts, then the cursor). Durable when it returns.
    ///
    /// - Throws: ``StoreError`` with code `notFound` when the workout does not exist, and `conflict` when the rows
    ///   would break the store's invariants.
    public func apply(_ write: StoreWrite) throws(StoreError) {
        try exclusively(write.workoutID) { (transaction) throws(StoreError) in try transaction.apply(write) }
    }

    /// Runs `body` inside one `BEGIN IMMEDIATE` transaction on the workout `id`: no other process writes the
    /// store until it ends, and what it applied is synced to disk when this returns.
    public func exclusively<Result>(
        _ id: String,
        _ body: (any WorkoutStoreTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try transaction(on: id, "BEGIN IMMEDIATE", doing: "editing workout \"\(id)\"") {
            (transaction) throws(StoreError) in try body(transaction)
        }
    }

    /// Deletes a workout with its blocks and history.
    ///
    /// - Throws: ``StoreError`` with code `notFound` when the workout does not exist.
    public func deleteWorkout(id: String) throws(StoreError) {
        let action = "deleting workout \"\(id)\""
        try withConnection { (connection) throws(StoreError) in
            try connection.transaction("BEGIN IMMEDIATE", doing: action) { (connection) throws(StoreError) in
                // Blocks and history go with the workout's row (ON DELETE CASCADE).
                let deleted = try connection.run("DELETE FROM workouts WHERE id = ?1", [.text(id)], doing: action)
                guard deleted == 1 else { throw Self.notFound(id, in: path) }
            }
        }
    }

    // MARK: - Transactions

    /// Runs `body` in a transaction opened with `begin`, handing it the workout's rows.
    private func transaction<Result>(
        on id: String,
        _ begin: String,
        doing action: String,
        _ body: (SQLiteWorkoutTransaction) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try withConnection { (connection) throws(StoreError) -> Result in
            try connection.transaction(begin, doing: action) { (connection) throws(StoreError) -> Result in
                try withUnsafeMutablePointer(to: &connection) { (pointer) throws(StoreError) -> Result in
                    try body(SQLiteWorkoutTransaction(workoutID: id, connection: pointer))
                }
            }
        }
    }

    /// Runs `body` with the connection, holding the lock.
    private func withConnection<Value>(
        _ body: (inout SQLiteConnection) throws(StoreError) -> Value
    ) throws(StoreError) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return try body(&connection)
    }

    static func notFound(_ id: String, in path: String) -> StoreError {
        StoreError(.notFound, "No workout has the id \"\(id)\" in \(path).")
    }

    /// Creates the folders above `path` when they are missing.
    private static func createParentDirectory(of path: String) throws(StoreError) {
        guard !path.isEmpty, path != ":memory:" else { return }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw StoreError(
                    .unwritable, "The store at \(path) cannot be created: \(parent.path) is a file, not a folder.")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw StoreError(
                .unwritable,
                "The store at \(path) cannot be created: its folder \(parent.path) could not be made "
                    + "(\(error.localizedDescription)).")
        }
    }
}
