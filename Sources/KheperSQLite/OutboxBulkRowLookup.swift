/// The queries that find the outbox's bulk rows for one workout or one logged session. Each repeats the `WHERE` of
/// its partial index (store schema 11) word for word, which is what lets SQLite read the index instead of parsing
/// every record in the outbox on every edit.
package enum OutboxBulkRowLookup: CaseIterable, Sendable {
    /// The bulk row of a new workout, found by the workout's id.
    case workout
    /// The bulk row of a logged session's sets, found by the session's id.
    case loggedSession

    /// The partial index the lookup is meant to read.
    package var indexName: String {
        switch self {
        case .workout: "sync_outbox_bulk_workouts"
        case .loggedSession: "sync_outbox_bulk_sessions"
        }
    }

    /// The query for the bulk rows whose subject is bound as `?1`, returning each row's seq and record.
    package var query: String {
        switch self {
        case .workout:
            "SELECT seq, record FROM sync_outbox "
                + "WHERE json_extract(record, '$.op') = 'bulkWorkout' AND json_extract(record, '$.workout') = ?1"
        case .loggedSession:
            "SELECT seq, record FROM sync_outbox "
                + "WHERE json_extract(record, '$.op') = 'bulkLogSets' AND json_extract(record, '$.session') = ?1"
        }
    }
}
