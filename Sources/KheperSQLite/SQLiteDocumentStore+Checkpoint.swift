public import KheperEditor

extension SQLiteDocumentStore {
    /// The write-ahead log's length, in pages, past which a commit also checkpoints it. SQLite's default, 1,000,
    /// made every hundredth autosave of a 10,000-block workout (about ten pages each) write the log back into the
    /// file and fsync it twice more, on the key's path: the editor's p99. The editor checkpoints when idle instead
    /// (``performIdleUpkeep()``), so this larger bound only caps the log of someone who never pauses.
    static let autoCheckpointPages = 4096

    /// Folds the write-ahead log back into the database file (a `PASSIVE` checkpoint: it waits for no one and
    /// skips pages a reader still needs), so the next commit can restart the log instead of the key paying for
    /// it. Every change was already durable in the log; a read-only store has nothing to do.
    ///
    /// - Throws: `StoreError` when the checkpoint fails for a reason other than another process holding the file.
    public func performIdleUpkeep() throws(StoreError) {
        guard access == .readWrite else { return }
        try withConnection { (connection) throws(StoreError) in
            do throws(StoreError) {
                try connection.query("PRAGMA wal_checkpoint(PASSIVE)", doing: "checkpointing the write-ahead log") {
                    _ in
                }
            } catch  where error.code == .busy {
                // Another process is checkpointing or writing: the next idle moment tries again.
            }
        }
    }
}
