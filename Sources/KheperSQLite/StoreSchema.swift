internal import Foundation
internal import KheperCore
internal import KheperEditor

/// The store's file format: how a Kheper store is recognised, its schema migrations, and the connection settings.
///
/// A store is identified by `PRAGMA application_id` and versioned by `PRAGMA user_version`, which counts the
/// migrations applied. A file with no tables and neither pragma set is new and becomes a store; anything else
/// that is not ours is refused and never written.
enum StoreSchema {
    /// `PRAGMA application_id` of every Kheper store: the bytes "KHPR".
    static let applicationID: Int64 = 0x4B48_5052

    /// One step of the schema: statements, an optional repair of the rows in Swift, then more statements.
    struct Migration: Sendable {
        /// Statements run first.
        var statements: [String]
        /// Fixes rows the statements alone cannot, between the two lists of statements.
        var repair: (@Sendable (inout SQLiteConnection) throws(StoreError) -> Void)? = nil
        /// Statements run last.
        var finally: [String] = []
    }

    /// The migrations, in order: entry `n` takes the schema from version `n` to `n + 1`. Append only.
    static let migrations: [Migration] = [
        // 0 → 1: workouts, their block rows, and their edit history.
        Migration(statements: [
            """
            CREATE TABLE workouts (
                id TEXT PRIMARY KEY,
                title TEXT NOT NULL,
                extra TEXT NOT NULL,
                history_cursor INTEGER NOT NULL,
                modified_at REAL NOT NULL
            )
            """,
            """
            CREATE TABLE blocks (
                id TEXT NOT NULL,
                workout_id TEXT NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
                parent_id TEXT,
                order_key TEXT NOT NULL,
                type TEXT NOT NULL,
                version INTEGER NOT NULL,
                data TEXT NOT NULL,
                extra TEXT NOT NULL,
                raw_node INTEGER NOT NULL,
                PRIMARY KEY (workout_id, id)
            )
            """,
            "CREATE INDEX blocks_by_parent ON blocks (workout_id, parent_id, order_key)",
            """
            CREATE TABLE history (
                workout_id TEXT NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                payload TEXT NOT NULL,
                PRIMARY KEY (workout_id, position)
            )
            """,
        ]),
        // 1 → 2: the store keeps its own invariants. A revision per workout; a block's parent must exist (checked
        // at commit, so a transaction may write parents and children in any order); sibling order keys are
        // unique, for root blocks and for children alike. Rows written before this version are repaired first:
        // an orphan moves to the top level, and a key shared by siblings is replaced, so nothing is lost.
        Migration(
            statements: [
                "ALTER TABLE workouts ADD COLUMN revision INTEGER NOT NULL DEFAULT 0",
                """
                CREATE TABLE blocks_v2 (
                    id TEXT NOT NULL,
                    workout_id TEXT NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
                    parent_id TEXT,
                    order_key TEXT NOT NULL,
                    type TEXT NOT NULL,
                    version INTEGER NOT NULL,
                    data TEXT NOT NULL,
                    extra TEXT NOT NULL,
                    raw_node INTEGER NOT NULL,
                    PRIMARY KEY (workout_id, id),
                    FOREIGN KEY (workout_id, parent_id) REFERENCES blocks_v2 (workout_id, id)
                        DEFERRABLE INITIALLY DEFERRED
                )
                """,
                """
                INSERT INTO blocks_v2 (id, workout_id, parent_id, order_key, type, version, data, extra, raw_node)
                SELECT id, workout_id, parent_id, order_key, type, version, data, extra, raw_node FROM blocks
                """,
                "DROP TABLE blocks",
                "ALTER TABLE blocks_v2 RENAME TO blocks",
            ],
            repair: { (connection) throws(StoreError) in try BlockOrderRepair.run(on: &connection) },
            finally: [
                """
                CREATE UNIQUE INDEX blocks_child_order ON blocks (workout_id, parent_id, order_key)
                WHERE parent_id IS NOT NULL
                """,
                "CREATE UNIQUE INDEX blocks_root_order ON blocks (workout_id, order_key) WHERE parent_id IS NULL",
            ]
        ),
        // 2 → 3: the training log (sessions, performed exercises and sets, exercises and their aliases, merges),
        // beside the workouts; see StoreSchema+TrainingLog.swift.
        trainingLogMigration,
        // 3 → 4: the session a play has open for each workout; see StoreSchema+OpenSessions.swift.
        openSessionsMigration,
        // 4 → 5: the layout each session's file had, so an export writes it back alike; see
        // StoreSchema+SourceLayout.swift.
        sourceLayoutMigration,
        // 5 → 6: the performed exercises and sets clustered on their keys; see StoreSchema+CompactLog.swift.
        compactLogMigration,
        // 6 → 7: the sync outbox and sync state; see StoreSchema+Sync.swift.
        syncMigration,
        // 7 → 8: when the device last synced, for `kheper sync --status`; see StoreSchema+Sync.swift.
        lastSyncMigration,
        // 8 → 9: an index for the outbox's unsent deletes; see StoreSchema+Sync.swift.
        outboxDeletesMigration,
        // 9 → 10: the sync shadow as rows; see StoreSchema+Sync.swift.
        shadowRowsMigration,
        // 10 → 11: indexes for the outbox's bulk rows; see StoreSchema+Sync.swift.
        outboxBulkRowsMigration,
        // 11 → 12: where a paged push stopped, the set-aside records and the workouts left to rebase; see
        // StoreSchema+Sync.swift.
        syncPagingMigration,
        // 12 → 13: what a replacing log import replaced, for its undo; see StoreSchema+Replacements.swift.
        replacementsMigration,
        // 13 → 14: exercise aliases under keys where hyphens separate words; see StoreSchema+ExerciseKeys.swift.
        exerciseKeysMigration,
        // 14 → 15: the lifter's settings on this device; see StoreSchema+Settings.swift.
        settingsMigration,
        // 15 → 16: each log exercise's link to the exercise catalogue, and the lifter's changes to them; see
        // StoreSchema+ExerciseLinks.swift.
        exerciseLinksMigration,
        // 16 → 17: the lifter's own catalogue entries; see StoreSchema+CustomEntries.swift.
        customEntriesMigration,
    ]

    /// The schema version this build writes.
    static var currentVersion: Int { migrations.count }

    /// What the file's header and catalogue say about it.
    struct FileState {
        var applicationID: Int64
        var version: Int
        var objectCount: Int
    }

    /// Checks that the connection's file is a store this build can use, creating or migrating its schema, and
    /// sets the connection's journaling. Never writes to a file it does not recognise.
    ///
    /// Several processes may open a new file at once: the header is read in one transaction, so it is never seen
    /// half-created, and the tables are created under `BEGIN IMMEDIATE` after reading it again, so exactly one
    /// process creates them and the others find a store.
    static func prepare(_ connection: inout SQLiteConnection, busyTimeout: Duration) throws(StoreError) {
        let state = try readConsistentState(&connection)
        let isNew = try classify(state, path: connection.path)
        if isNew || state.version < currentVersion {
            try connection.transaction("BEGIN IMMEDIATE", doing: "creating the store's tables") {
                (connection) throws(StoreError) in
                // Another process may have created or migrated the store since the first look; look again under
                // the write lock.
                let state = try readState(&connection)
                _ = try classify(state, path: connection.path)
                guard state.version < currentVersion else { return }
                for version in state.version..<currentVersion {
                    let action = "migrating the store to version \(version + 1)"
                    let migration = migrations[version]
                    for statement in migration.statements {
                        try connection.executeScript(statement, doing: action)
                    }
                    try migration.repair?(&connection)
                    for statement in migration.finally {
                        try connection.executeScript(statement, doing: action)
                    }
                }
                try connection.executeScript(
                    "PRAGMA application_id = \(applicationID); PRAGMA user_version = \(currentVersion)",
                    doing: "marking the file as a Kheper store")
            }
        }
        try configure(&connection, busyTimeout: busyTimeout)
    }

    /// Checks that the connection's file is a store this build can read as it is, and makes the connection refuse
    /// every write. A new (empty) file or one needing a schema upgrade is refused, since upgrading means writing.
    static func prepareForReading(_ connection: inout SQLiteConnection) throws(StoreError) {
        let path = connection.path
        let state = try readConsistentState(&connection)
        if try classify(state, path: path) {
            throw StoreError(
                .notAStore,
                "The file at \(path) is empty, not a Kheper store yet; opening it for writing (such as `kheper new`) "
                    + "makes it one.")
        }
        guard state.version == currentVersion else {
            throw StoreError(
                .needsUpgrade,
                "The store at \(path) has schema version \(state.version) and must be upgraded to version "
                    + "\(currentVersion) before this version of Kheper can read it; opening it for writing once "
                    + "(any command that changes it) upgrades it.")
        }
        try connection.executeScript(
            "PRAGMA query_only = ON; PRAGMA foreign_keys = ON", doing: "configuring the connection for reading")
    }

    /// Sets the connection's journaling and integrity pragmas. A store already in write-ahead-log mode needs no
    /// write; a new one is switched, retrying briefly while other processes opening it at once hold it.
    private static func configure(_ connection: inout SQLiteConnection, busyTimeout: Duration) throws(StoreError) {
        try useWriteAheadLogging(&connection, busyTimeout: busyTimeout)
        // FULL, not NORMAL: in WAL mode NORMAL does not sync the log at each commit, only at checkpoints, so a
        // commit that `apply` has already acknowledged can be lost if the machine loses power or the kernel
        // crashes before the next checkpoint. FULL fsyncs the log on every commit, which is what "durable when
        // `apply` returns" promises; the cost is one fsync per autosave, which the autosave benchmark measures.
        try connection.executeScript(
            "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON",
            doing: "configuring the connection")
    }

    /// Puts the file in write-ahead-log mode unless it is already, retrying briefly while other processes opening
    /// it at once hold it.
    ///
    /// Write-ahead logging: readers never block the writer, and a commit appends to the log instead of rewriting
    /// pages in place. The mode is persistent, so only a file not yet in it is switched.
    static func useWriteAheadLogging(_ connection: inout SQLiteConnection, busyTimeout: Duration) throws(StoreError) {
        guard try journalMode(&connection, set: false) != "wal" else { return }
        let clock = ContinuousClock()
        let deadline = clock.now + max(busyTimeout, .milliseconds(100))
        while true {
            do {
                if try journalMode(&connection, set: true) == "wal" { return }
            } catch  where error.code == .busy && clock.now < deadline {
                // Switching needs the file to itself for a moment; a process opening it at the same time may
                // hold a read lock, and SQLite does not always wait for it here.
            }
            guard clock.now < deadline else {
                throw StoreError(
                    .busy,
                    "The store at \(connection.path) could not be switched to write-ahead logging: other "
                        + "processes kept it open for longer than the busy timeout.")
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
    }

    /// Switches the file from write-ahead logging to a rollback journal that is truncated at each commit, without
    /// waiting, and says whether it did: it can only while no other connection has the file open.
    ///
    /// A large write into a file that grows does best this way: pages past the file's old end need no journal, so
    /// each is written once, where write-ahead logging writes it to the log and again when checkpointing.
    /// `TRUNCATE` rather than `DELETE`, because with `synchronous = FULL` SQLite syncs the truncation, so a power
    /// cut after the commit cannot resurrect the journal and roll the commit back.
    static func useRollbackJournalIfAlone(_ connection: inout SQLiteConnection) -> Bool {
        var mode = ""
        do {
            try connection.withoutWaiting { (connection) throws(StoreError) in
                try connection.query("PRAGMA journal_mode = TRUNCATE", doing: "leaving write-ahead logging") {
                    row in mode = row.text(0).lowercased()
                }
            }
        } catch {
            return false
        }
        return mode == "truncate"
    }

    /// The connection's journal mode, after asking for write-ahead logging when `set` is true.
    private static func journalMode(_ connection: inout SQLiteConnection, set: Bool) throws(StoreError) -> String {
        var mode = ""
        try connection.query(
            set ? "PRAGMA journal_mode = WAL" : "PRAGMA journal_mode", doing: "turning on write-ahead logging"
        ) { row in mode = row.text(0).lowercased() }
        return mode
    }

    /// The header and catalogue read in one read transaction, so they describe one moment of the file.
    private static func readConsistentState(_ connection: inout SQLiteConnection) throws(StoreError) -> FileState {
        try connection.transaction("BEGIN", doing: "reading the file's header") { (connection) throws(StoreError) in
            try readState(&connection)
        }
    }

    /// Reads the application id, the schema version, and how many tables, indexes, views and triggers exist.
    private static func readState(_ connection: inout SQLiteConnection) throws(StoreError) -> FileState {
        var state = FileState(applicationID: 0, version: 0, objectCount: 0)
        // The catalogue first: it starts the read transaction, and the pragmas then read the same snapshot.
        try connection.query("SELECT count(*) FROM sqlite_schema", doing: "reading the file's tables") { row in
            state.objectCount = Int(row.integer(0))
        }
        try connection.query("PRAGMA application_id", doing: "reading the file's header") { row in
            state.applicationID = row.integer(0)
        }
        try connection.query("PRAGMA user_version", doing: "reading the file's header") { row in
            state.version = Int(row.integer(0))
        }
        return state
    }

    /// Returns whether the file is new (empty, to be initialised); throws when it is someone else's database or
    /// a newer store.
    private static func classify(_ state: FileState, path: String) throws(StoreError) -> Bool {
        if state.applicationID == applicationID {
            if state.version > currentVersion {
                throw StoreError(
                    .newerSchema,
                    "The store at \(path) was written by a newer version of Kheper (schema version \(state.version); "
                        + "this version reads up to \(currentVersion)).")
            }
            return false
        }
        if state.applicationID == 0 && state.version == 0 && state.objectCount == 0 {
            return true
        }
        let owner =
            state.applicationID == 0
            ? "it is an SQLite database of another application (it has tables of its own)"
            : "it is an SQLite database of another application (application id \(state.applicationID))"
        throw StoreError(.notAStore, "The file at \(path) is not a Kheper store: \(owner); it was left untouched.")
    }

    /// Runs SQLite's full integrity check and foreign-key check and returns each problem as a sentence; reading
    /// the whole file, it costs time in proportion to the store's size, so it runs on request, never on open.
    static func checkIntegrity(_ connection: inout SQLiteConnection) throws(StoreError) -> [String] {
        var problems: [String] = []
        try connection.query("PRAGMA integrity_check(100)", doing: "checking the store's integrity") { row in
            let line = row.text(0)
            if line != "ok" { problems.append(line) }
        }
        try connection.query("PRAGMA foreign_key_check", doing: "checking the store's references") { row in
            let table = row.text(0)
            let parent = row.text(2)
            let rowID = row.isNull(1) ? "a row" : "row \(row.integer(1))"
            problems.append("\(rowID) of table \(table) refers to a missing row of table \(parent)")
        }
        guard problems.isEmpty else { return problems }
        // Rows the file holds soundly but a reader cannot parse: they load as unreadable blocks, kept as written.
        try connection.query(
            "SELECT workout_id, id, type, data, extra FROM blocks ORDER BY workout_id, id",
            doing: "checking that every block reads back"
        ) { row in
            for (column, name) in [(Int32(3), "data"), (4, "extra fields")] {
                do throws(JSONParseError) {
                    _ = try JSONValue(parsing: row.bytes(column), options: .storedData)
                } catch {
                    problems.append(
                        "the \(name) of block \"\(row.text(1))\" (\(row.text(2))) of workout \"\(row.text(0))\" cannot be "
                            + "read (\(error.message)); the block is kept as written, so it can still be moved, "
                            + "removed or exported")
                }
            }
        }
        return problems
    }
}
