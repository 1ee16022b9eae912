/// A device store that keeps an outbox and can sync it with a ``SyncServer``: what `kheper sync` talks to, so the
/// command line needs no particular storage engine.
public protocol SyncingStore: AnyObject {
    /// The device's client id, cursor, outbox size, set-aside count and the time of its last completed sync.
    ///
    /// - Throws: ``SyncError`` `sync.store` when the store cannot be read.
    func syncStatus() throws(SyncError) -> SyncStatus

    /// The records syncs set aside, oldest first, at most `limit` of them (all when `nil`).
    ///
    /// - Throws: ``SyncError`` `sync.store` when the store cannot be read.
    func setAsideRecords(limit: Int?) throws(SyncError) -> [SetAsideRecord]

    /// Drops the set-aside records with the seqs in `seqs` for good and returns them, oldest first; a seq not set
    /// aside is skipped.
    ///
    /// - Throws: ``SyncError`` `sync.store` when the store cannot be written.
    func discardSetAside(_ seqs: Set<Int>) throws(SyncError) -> [SetAsideRecord]

    /// Puts every set-aside record back into the outbox as a new record, so the next sync sends it again (after a
    /// server upgrade, say), and returns them as they were set aside, oldest first.
    ///
    /// - Throws: ``SyncError`` `sync.store` when the store cannot be written.
    func retrySetAside() throws(SyncError) -> [SetAsideRecord]

    /// Pushes the outbox in pages of at most `pageSize` records, pulls every change since the cursor in pages as
    /// large, and rebases the device's edits on top; a record the server will not take is set aside.
    ///
    /// - Throws: ``SyncError`` `sync.unreachable` when the server cannot be reached (the outbox keeps every record
    ///   not confirmed), another code when the server or the store fails.
    func sync(with server: any SyncServer, pageSize: Int) throws(SyncError) -> SyncReport
}
