internal import KheperEditor

/// How an import into a store whose log is still empty writes less: a rollback journal instead of the write-ahead
/// log, and the log tables' secondary indexes built once at the end instead of kept up row by row. Both are undone
/// when the import ends, committed or not.
extension SQLiteTrainingLogStore {
    /// Switches a store whose log is empty, and which no other process has open, to a rollback journal for the
    /// import, and says whether it did; the caller switches it back to write-ahead logging after the commit.
    ///
    /// The first import fills a store that holds next to nothing, so under write-ahead logging nearly every page
    /// it writes went to the log at the commit and then again into the file at the checkpoint, two thirds of the
    /// import's time. With the rollback journal the new pages are written once, straight into the file, and the
    /// commit is as durable (`synchronous = FULL`, the journal truncated and synced). A store that already has a
    /// log, or that another process holds, keeps write-ahead logging, so its readers are never blocked by an
    /// import; a process that opens the store during a first import waits for it, as for any writer.
    static func journalFirstImport(_ connection: inout SQLiteConnection) throws(StoreError) -> Bool {
        try logIsEmpty(&connection) && StoreSchema.useRollbackJournalIfAlone(&connection)
    }

    /// Whether the store holds no logged session.
    static func logIsEmpty(_ connection: inout SQLiteConnection) throws(StoreError) -> Bool {
        var empty = false
        try connection.query(
            "SELECT NOT EXISTS (SELECT 1 FROM log_sessions)", doing: "preparing a training-log import"
        ) { row in empty = row.integer(0) == 1 }
        return empty
    }

    /// Drops the secondary indexes of the tables an import fills, inside the import's transaction, and returns the
    /// statements that create them again, to run before the commit.
    ///
    /// Session ids are hashes, so an import inserts into these indexes in random order, splitting pages all over
    /// them; building each once from the finished table sorts its entries and writes every page once. The
    /// statements are read from the schema itself, so an index a later schema adds is handled the same way, and a
    /// rollback brings the dropped indexes back with everything else. Only worth it while the log is empty: the
    /// rebuild reads every row of the tables.
    static func dropLogIndexes(_ connection: inout SQLiteConnection) throws(StoreError) -> [String] {
        let action = "preparing a training-log import"
        var indexes: [(name: String, sql: String)] = []
        try connection.query(
            """
            SELECT name, sql FROM sqlite_schema
            WHERE type = 'index' AND sql IS NOT NULL
                AND tbl_name IN ('log_sessions', 'log_session_exercises', 'log_sets')
            ORDER BY name
            """, doing: action
        ) { row in indexes.append((row.text(0), row.text(1))) }
        for index in indexes {
            try connection.executeScript("DROP INDEX \"\(index.name)\"", doing: action)
        }
        return indexes.map(\.sql)
    }
}
