/// A device store that keeps an outbox and can sync it with a ``SyncServer``: what `kheper sync` talks to, so the
/// command line needs no particular storage engine.
public protocol SyncingStore: AnyObject {
    /// The device's client id, cursor, outbox size and the time of its last completed sync.
    ///
    /// - Throws: ``SyncError`` `sync.store` when the store cannot be read.
    func syncStatus() throws(SyncError) -> SyncStatus

    /// Pushes the outbox, pulls every change since the cursor and rebases the device's edits on top.
    ///
    /// - Throws: ``SyncError`` `sync.unreachable` when the server cannot be reached (the outbox is kept), another
    ///   code when the server or the store fails.
    func sync(with server: any SyncServer, pageSize: Int) throws(SyncError) -> SyncReport
}
