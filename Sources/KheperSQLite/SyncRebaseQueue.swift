internal import KheperCore
internal import KheperEditor

/// The workouts a sync still has to rewrite (store schema version 12): each pulled page and each set-aside record
/// notes its workouts here in its own transaction, and the sync's last step rewrites them all and empties the
/// table. A sync killed in between leaves them noted, so the next one still rewrites them.
enum SyncRebaseQueue {
    /// Notes `workout` for the rebase.
    static func note(_ workout: String, on connection: inout SQLiteConnection) throws(StoreError) {
        try connection.run(
            "INSERT OR IGNORE INTO sync_rebase_workouts (id) VALUES (?1)", [.text(workout)],
            doing: "noting a workout for the sync's rebase")
    }

    /// Every workout noted.
    static func all(on connection: inout SQLiteConnection) throws(StoreError) -> Set<String> {
        var ids: Set<String> = []
        try connection.query("SELECT id FROM sync_rebase_workouts", doing: "reading the workouts to rebase") { row in
            ids.insert(row.text(0))
        }
        return ids
    }

    /// Forgets every workout noted, once the rebase has rewritten them.
    static func clear(on connection: inout SQLiteConnection) throws(StoreError) {
        try connection.run("DELETE FROM sync_rebase_workouts", doing: "clearing the workouts to rebase")
    }
}
