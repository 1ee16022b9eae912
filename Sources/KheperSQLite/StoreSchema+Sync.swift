internal import Foundation
internal import KheperCore
internal import KheperEditor
internal import KheperSync
internal import KheperTrainingLog

/// The tables sync keeps on a device, added at schema version 7: the outbox of change records not yet known to be
/// on the server, and the device's sync state (its client id, the server version it last pulled, the next `seq`,
/// and its copy of the server's state as of that version, the *shadow*).
///
/// Every edit appends its records to the outbox in the same transaction as the edit, whether or not the store was
/// ever synced, so a first sync sends everything. The migration gives the store its client id and puts every
/// workout and logged set already stored into the outbox.
extension StoreSchema {
    /// The migration from version 6 to 7.
    static let syncMigration = Migration(
        statements: [
            "CREATE TABLE sync_outbox (seq INTEGER PRIMARY KEY, record TEXT NOT NULL)",
            """
            CREATE TABLE sync_state (
                client_id TEXT PRIMARY KEY,
                cursor INTEGER NOT NULL DEFAULT 0,
                next_seq INTEGER NOT NULL DEFAULT 1,
                linked INTEGER NOT NULL DEFAULT 0,
                shadow TEXT
            )
            """,
        ],
        repair: { (connection) throws(StoreError) in
            try connection.run(
                "INSERT INTO sync_state (client_id) VALUES (?1)", [.text(UUID().uuidString.lowercased())],
                doing: "giving the store a sync client id")
            try SyncOutbox.enqueueEverything(on: &connection)
        }
    )

    /// The migration from version 7 to 8: the time of the last completed sync, in seconds since 1970 (null before).
    static let lastSyncMigration = Migration(statements: ["ALTER TABLE sync_state ADD COLUMN last_sync REAL"])

    /// The migration from version 8 to 9: the outbox's unsent deletes found by workout and block through an index,
    /// since bringing a block back looks for its delete on every insert, and scanning the whole outbox made each
    /// edit slower the longer the device went without syncing.
    static let outboxDeletesMigration = Migration(statements: [
        """
        CREATE INDEX sync_outbox_deletes
        ON sync_outbox (json_extract(record, '$.workout'), json_extract(record, '$.block'), seq)
        WHERE json_extract(record, '$.op') = 'deleteBlock'
        """
    ])
}

extension StoreSchema {
    /// The migration from version 10 to 11: the outbox's bulk rows found by workout or by session through partial
    /// indexes, since every write to a workout or a logged session first looks for its bulk row, and scanning the
    /// whole outbox made each edit slower the more records waited to be pushed. A lookup's `WHERE` must repeat an
    /// index's `WHERE` exactly for SQLite to use it (see ``SyncOutbox/materialize(_:on:)``).
    static let outboxBulkRowsMigration = Migration(statements: [
        """
        CREATE INDEX sync_outbox_bulk_workouts ON sync_outbox (json_extract(record, '$.workout'))
        WHERE json_extract(record, '$.op') = 'bulkWorkout'
        """,
        """
        CREATE INDEX sync_outbox_bulk_sessions ON sync_outbox (json_extract(record, '$.session'))
        WHERE json_extract(record, '$.op') = 'bulkLogSets'
        """,
    ])
}

extension StoreSchema {
    /// The migration from version 9 to 10: the shadow as rows (one per workout, block and logged set) instead of one
    /// JSON value in `sync_state.shadow`, so a sync reads and writes only the rows it touches. An existing shadow is
    /// carried over row by row, and the old column is emptied.
    static let shadowRowsMigration = Migration(
        statements: [
            """
            CREATE TABLE sync_shadow_workouts (
                id TEXT PRIMARY KEY,
                title TEXT NOT NULL,
                extra TEXT NOT NULL,
                deleted INTEGER NOT NULL
            )
            """,
            """
            CREATE TABLE sync_shadow_blocks (
                workout_id TEXT NOT NULL,
                id TEXT NOT NULL,
                parent_id TEXT,
                order_key TEXT NOT NULL,
                type TEXT NOT NULL,
                version INTEGER NOT NULL,
                data TEXT NOT NULL,
                extra TEXT NOT NULL,
                raw_node INTEGER NOT NULL,
                deleted INTEGER NOT NULL,
                PRIMARY KEY (workout_id, id)
            )
            """,
            "CREATE TABLE sync_shadow_sets (id TEXT PRIMARY KEY, session TEXT, record TEXT NOT NULL)",
            "CREATE INDEX sync_shadow_sets_by_session ON sync_shadow_sets (session)",
        ],
        repair: { (connection) throws(StoreError) in
            var shadowJSON: JSONValue?
            try connection.query("SELECT shadow FROM sync_state", doing: "reading the sync shadow") {
                (row) throws(StoreError) in
                if !row.isNull(0) { shadowJSON = try row.json(0, "the sync shadow") }
            }
            guard let shadowJSON else { return }
            let shadow: MergeState
            do {
                shadow = try JSONValueDecoder().decode(MergeState.self, from: shadowJSON)
            } catch {
                throw StoreError(
                    .corrupt, "The store at \(connection.path) is damaged: its sync shadow cannot be read (\(error)).")
            }
            try SyncShadow.save(shadow, over: MergeState(), on: &connection)
            try connection.run("UPDATE sync_state SET shadow = NULL", doing: "moving the sync shadow into rows")
        }
    )
}

extension StoreSchema {
    /// The migration from version 11 to 12, for paged syncs: `pushed_through`, the last seq a push page confirmed
    /// (so a sync resumed after a kill sends only what is left); `sync_set_aside`, the records the server would not
    /// take, with the reason (so one bad value never blocks the rest); and `sync_rebase_workouts`, the workouts a
    /// paged pull changed that the sync's last step still has to rewrite.
    static let syncPagingMigration = Migration(statements: [
        "ALTER TABLE sync_state ADD COLUMN pushed_through INTEGER NOT NULL DEFAULT 0",
        """
        CREATE TABLE sync_set_aside (
            seq INTEGER PRIMARY KEY,
            record TEXT NOT NULL,
            reason TEXT NOT NULL,
            set_aside_at REAL NOT NULL
        )
        """,
        "CREATE TABLE sync_rebase_workouts (id TEXT PRIMARY KEY)",
    ])
}
