internal import Foundation
internal import KheperCore
internal import KheperEditor
internal import KheperSync

/// The records syncs set aside because the server would not take them (store schema version 12), kept with the
/// reason so that one bad value never blocks the rest of the outbox, and so the person can see what did not sync.
///
/// Setting a record aside also notes its workout for the sync's rebase, which then shows the workout as the server
/// holds it, without the change.
enum SyncSetAside {
    /// Keeps each record with its reason, and notes its workout for the rebase.
    static func add(_ records: [(record: ChangeRecord, reason: String)], on connection: inout SQLiteConnection)
        throws(StoreError)
    {
        let action = "setting aside a change the server would not take"
        let now = Date().timeIntervalSince1970
        for (record, reason) in records {
            try connection.run(
                "INSERT OR REPLACE INTO sync_set_aside (seq, record, reason, set_aside_at) VALUES (?1, ?2, ?3, ?4)",
                [.int(record.seq), .json(record.json), .text(reason), .real(now)], doing: action)
            if let workout = record.intent.workout {
                try SyncRebaseQueue.note(workout, on: &connection)
            }
        }
    }

    /// The set-aside records, oldest first, at most `limit` of them (all when `nil`).
    static func list(limit: Int?, on connection: inout SQLiteConnection) throws(StoreError) -> [SetAsideRecord] {
        var records: [SetAsideRecord] = []
        let path = connection.path
        try connection.query(
            "SELECT seq, record, reason, set_aside_at FROM sync_set_aside ORDER BY seq LIMIT ?1",
            [.int(limit ?? -1)], doing: "reading the set-aside changes"
        ) { (row) throws(StoreError) in
            let json = try row.json(1, "the set-aside change \(row.integer(0))")
            do throws(SyncError) {
                records.append(
                    SetAsideRecord(record: try ChangeRecord(json: json), reason: row.text(2), setAsideAt: row.real(3)))
            } catch {
                throw StoreError(
                    .corrupt,
                    "The store at \(path) is damaged: set-aside change \(row.integer(0)) is not a change "
                        + "record (\(error.message)).")
            }
        }
        return records
    }

    /// Removes the set-aside records whose seqs are in `seqs` and returns them, oldest first; a seq not set aside
    /// is skipped.
    static func remove(_ seqs: Set<Int>, on connection: inout SQLiteConnection) throws(StoreError)
        -> [SetAsideRecord]
    {
        let removed = try list(limit: nil, on: &connection).filter { seqs.contains($0.record.seq) }
        for entry in removed {
            try connection.run(
                "DELETE FROM sync_set_aside WHERE seq = ?1", [.int(entry.record.seq)],
                doing: "removing a set-aside change")
        }
        return removed
    }

    /// How many records are set aside.
    static let countSQL = "SELECT count(*) FROM sync_set_aside"
}
