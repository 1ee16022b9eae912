internal import KheperEditor
internal import KheperSync
internal import KheperTrainingLog

/// Keeping what a replacing import replaces or `log remove` removes, and taking such a step back, inside the
/// caller's transaction.
///
/// The replaced rows are copied, as they are, into the `log_replaced_*` tables before they are deleted, and copied
/// back by an undo; so an undo restores every column, exercise ids and notes included. Sync: a replace, and an undo
/// for each session it touched, put one `replaceSessionSets` record in the outbox with the session's whole list of
/// sets as stored after it (none for a session removed), so the server and the other devices hold exactly
/// the same sets, changed and removed ones included.
enum SQLiteLogReplacement {
    /// What a step did to each session it lists, as `log_replacement_sessions.replaced` holds it.
    private enum Mark: Int64 {
        /// A replacing import added the session; its undo removes it.
        case added = 0
        /// A replacing import replaced the session; its undo puts the kept copy back.
        case replaced = 1
        /// `log remove` removed the session; its undo puts the kept copy back.
        case removed = 2
    }

    /// Each table a session's rows live in, the table its replaced copies go to, and the column naming the session.
    private static let tables: [(live: String, kept: String, session: String, columns: [String])] = [
        (
            "log_sessions", "log_replaced_sessions", "id",
            ["id", "workout_id", "title", "start", "end", "notes", "source", "source_layout"]
        ),
        (
            "log_session_exercises", "log_replaced_exercises", "session_id",
            SQLiteLogImport.RowTable.exercise.columns.names
        ),
        ("log_sets", "log_replaced_sets", "session_id", SQLiteLogImport.RowTable.set.columns.names),
    ]

    /// Opens a new replacement and returns its number.
    static func begin(on connection: inout SQLiteConnection) throws(StoreError) -> Int {
        let action = "starting a replacing import"
        try connection.run("INSERT INTO log_replacements (undone) VALUES (0)", doing: action)
        var id = 0
        try connection.query("SELECT last_insert_rowid()", doing: action) { row in id = Int(row.integer(0)) }
        return id
    }

    /// Notes that `replacement` added the session `id`, which no session had before.
    static func noteAdded(_ id: String, replacement: Int, on connection: inout SQLiteConnection) throws(StoreError) {
        _ = try connection.run(
            "INSERT OR IGNORE INTO log_replacement_sessions (replacement, session_id, replaced) VALUES (?1, ?2, ?3)",
            [.int(replacement), .text(id), .integer(Mark.added.rawValue)],
            doing: "noting a session a replacing import added")
    }

    /// Keeps the stored session `id`'s rows under `replacement`, unless this step wrote that id already (its
    /// earlier copy is the one to put back), then deletes them.
    static func keep(
        _ id: String, replacement: Int, removing: Bool = false, on connection: inout SQLiteConnection
    ) throws(StoreError) {
        let action = "keeping the session \"\(id)\" a replacing import replaces"
        let mark = removing ? Mark.removed : .replaced
        let first = try connection.run(
            "INSERT OR IGNORE INTO log_replacement_sessions (replacement, session_id, replaced) VALUES (?1, ?2, ?3)",
            [.int(replacement), .text(id), .integer(mark.rawValue)], doing: action)
        if first == 1 {
            for table in tables {
                let columns = table.columns.joined(separator: ", ")
                try connection.run(
                    "INSERT INTO \(table.kept) (replacement, \(columns)) SELECT ?1, \(columns) FROM \(table.live) "
                        + "WHERE \(table.session) = ?2", [.int(replacement), .text(id)], doing: action)
            }
        }
        // Deleting cascades to the session's exercises, sets and open mark.
        try connection.run("DELETE FROM log_sessions WHERE id = ?1", [.text(id)], doing: action)
    }

    /// Removes the sessions `ids` as a new step, each kept as ``keep(_:replacement:removing:on:)`` keeps it and sent
    /// to sync as a session with no sets. Changes nothing, and returns the error, when one of them is not stored.
    static func remove(_ ids: [String], on connection: inout SQLiteConnection) throws(StoreError)
        -> Result<LogReplacement, TrainingLogError>
    {
        let unique = ids.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for id in unique where try SQLiteLogReader.session(id: id, on: &connection) == nil {
            return .failure(.unknownSession(id))
        }
        let replacement = try begin(on: &connection)
        for id in unique {
            try SyncOutbox.materialize(.loggedSession(id), on: &connection)
            try keep(id, replacement: replacement, removing: true, on: &connection)
            try SyncOutbox.append(
                [LoggedSetMapping.replacement(ofSessionWithLogID: id, by: nil)], on: &connection)
        }
        return .success(
            LogReplacement(id: replacement, replacedSessions: [], addedSessions: [], removedSessions: unique.sorted()))
    }

    /// The sessions the latest replacement not yet taken back changed: each it added or removed, and each it
    /// replaced whose rows in any of the session's tables now differ from the copies it kept.
    static func changedByLatest(on connection: inout SQLiteConnection) throws(StoreError) -> Set<String> {
        let differs = tables.map { table in
            let columns = table.columns.joined(separator: ", ")
            let live = "SELECT \(columns) FROM \(table.live) WHERE \(table.session) = s.session_id"
            let kept =
                "SELECT \(columns) FROM \(table.kept) WHERE replacement = s.replacement "
                + "AND \(table.session) = s.session_id"
            return "EXISTS (\(live) EXCEPT \(kept)) OR EXISTS (\(kept) EXCEPT \(live))"
        }
        var changed: Set<String> = []
        try connection.query(
            "SELECT s.session_id FROM log_replacement_sessions s WHERE s.replacement = "
                + "(SELECT max(id) FROM log_replacements WHERE undone = 0) AND (s.replaced <> 1 OR "
                + differs.joined(separator: " OR ") + ")", doing: "reading what a replacing import changed"
        ) { row in changed.insert(row.text(0)) }
        return changed
    }

    /// Takes back the latest replacement not yet taken back: each session it replaced is stored again as it was,
    /// each it added is deleted, and the copies are dropped. Nil when there is none.
    static func undoLatest(on connection: inout SQLiteConnection) throws(StoreError) -> LogReplacement? {
        let action = "undoing a replacing import"
        var found: Int?
        try connection.query(
            "SELECT id FROM log_replacements WHERE undone = 0 ORDER BY id DESC LIMIT 1", doing: action
        ) { row in found = Int(row.integer(0)) }
        guard let replacement = found else { return nil }
        var sessions: [(id: String, mark: Mark)] = []
        try connection.query(
            "SELECT session_id, replaced FROM log_replacement_sessions WHERE replacement = ?1 ORDER BY session_id",
            [.int(replacement)], doing: action
        ) { row in sessions.append((row.text(0), Mark(rawValue: row.integer(1)) ?? .replaced)) }
        for session in sessions {
            if try SQLiteLogReader.session(id: session.id, on: &connection) != nil {
                try SyncOutbox.materialize(.loggedSession(session.id), on: &connection)
                try connection.run("DELETE FROM log_sessions WHERE id = ?1", [.text(session.id)], doing: action)
            }
            for table in tables where session.mark != .added {
                let columns = table.columns.joined(separator: ", ")
                try connection.run(
                    "INSERT INTO \(table.live) (\(columns)) SELECT \(columns) FROM \(table.kept) "
                        + "WHERE replacement = ?1 AND \(table.session) = ?2",
                    [.int(replacement), .text(session.id)], doing: action)
            }
            let restored = try SQLiteLogReader.session(id: session.id, on: &connection)
            try SyncOutbox.append(
                [LoggedSetMapping.replacement(ofSessionWithLogID: session.id, by: restored)], on: &connection)
        }
        for table in tables {
            try connection.run(
                "DELETE FROM \(table.kept) WHERE replacement = ?1", [.int(replacement)], doing: action)
        }
        try connection.run(
            "UPDATE log_replacements SET undone = 1 WHERE id = ?1", [.int(replacement)], doing: action)
        return LogReplacement(
            id: replacement, replacedSessions: sessions.filter { $0.mark == .replaced }.map(\.id),
            addedSessions: sessions.filter { $0.mark == .added }.map(\.id),
            removedSessions: sessions.filter { $0.mark == .removed }.map(\.id))
    }
}
