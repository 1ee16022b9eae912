/// The port to a sync server: the contract's `push` and `pull`. ``ReferenceServer`` implements it in memory; the
/// PostgreSQL client implements it over `kheper.push` and `kheper.pull`.
public protocol SyncServer: Sendable {
    /// Applies `batch` in one transaction, in order, and returns one outcome per record, in input order.
    ///
    /// - Throws: ``SyncError`` `sync.unreachable` when the server cannot be reached or the answer was lost; the
    ///   batch may or may not have been applied, and pushing it again is safe.
    func push(_ batch: [ChangeRecord]) throws(SyncError) -> [PushOutcome]

    /// ``push(_:)`` of records whose contract JSON texts the caller already wrote (`texts`, one per record, in
    /// order, as `ChangeRecord.json` serializes): a server that sends JSON sends these instead of writing each
    /// record again. By default, ``push(_:)``.
    func push(_ batch: [ChangeRecord], texts: [String]) throws(SyncError) -> [PushOutcome]

    /// At most `max` applied changes with a version above `since`, in version order.
    ///
    /// - Throws: ``SyncError`` `sync.unreachable` when the server cannot be reached.
    func pull(since: Int, max: Int) throws(SyncError) -> [PulledChange]
}

extension SyncServer {
    /// Pushes `batch` with ``push(_:)``, for a server that does not send the records' texts.
    public func push(_ batch: [ChangeRecord], texts: [String]) throws(SyncError) -> [PushOutcome] {
        try push(batch)
    }
}
