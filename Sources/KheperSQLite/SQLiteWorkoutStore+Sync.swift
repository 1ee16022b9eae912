internal import Foundation
internal import KheperCore
public import KheperEditor
public import KheperSync

/// Sync on a device: the outbox every edit appends to, and `sync(with:)`, which pushes it, pulls and rebases.
extension SQLiteWorkoutStore: SyncingStore {
    /// The device's sync client id, a UUID made when the store got its sync tables.
    public func syncClientID() throws(StoreError) -> String {
        try withConnection { (connection) throws(StoreError) in try SyncOutbox.state(on: &connection).clientID }
    }

    /// True once the store has synced with a server: editors over it then jitter new order keys.
    public var prefersJitteredOrderKeys: Bool {
        (try? withConnection { (connection) throws(StoreError) in try SyncOutbox.state(on: &connection).isLinked })
            ?? false
    }

    /// The records waiting in the outbox, oldest first.
    public func syncOutbox() throws(StoreError) -> [ChangeRecord] {
        try withConnection { (connection) throws(StoreError) in try SyncOutbox.recordsAsOfNow(on: &connection) }
    }

    /// The server version the device last pulled (0 before any sync).
    public func syncCursor() throws(StoreError) -> Int {
        try withConnection { (connection) throws(StoreError) in try SyncOutbox.state(on: &connection).cursor }
    }

    /// The server's state as of ``syncCursor()``: the device's shadow, logged sets included.
    public func syncShadow() throws(StoreError) -> MergeState {
        try withConnection { (connection) throws(StoreError) in try SyncShadow.load(.everything, on: &connection) }
    }

    /// The client id, cursor, outbox size and last sync time, read in one go.
    public func syncStatus() throws(SyncError) -> SyncStatus {
        try storeStep { (connection) throws(StoreError) -> SyncStatus in
            var status = SyncStatus(clientID: "", cursor: 0, outboxCount: 0, lastSync: nil)
            try connection.query(
                "SELECT client_id, cursor, (\(SyncOutbox.recordCountSQL)), last_sync FROM sync_state",
                doing: "reading the sync state"
            ) { row in
                status.clientID = row.text(0)
                status.cursor = Int(row.integer(1))
                status.outboxCount = Int(row.integer(2))
                status.lastSync = row.isNull(3) ? nil : row.real(3)
            }
            return status
        }
    }

    /// Pushes the outbox, pulls every change since the cursor and rebases: the server's changes are applied under
    /// the device's unconfirmed ones, the workouts are rewritten to match, and each workout's undo history keeps
    /// only the steps that still describe it (`HistoryRebase`).
    ///
    /// - Throws: `SyncError` `sync.unreachable` when the server cannot be reached (every edit stays in the outbox
    ///   and the workouts are untouched), `sync.store` when the store fails.
    @discardableResult
    public func sync(with server: any SyncServer, pageSize: Int = 500) throws(SyncError) -> SyncReport {
        let outbox = try storeStep { (connection) throws(StoreError) in
            try SyncOutbox.recordsAsOfNow(on: &connection)
        }
        let clientID = try storeStep { (connection) throws(StoreError) in
            try SyncOutbox.state(on: &connection).clientID
        }
        let outcomes = outbox.isEmpty ? [] : try server.push(outbox)
        guard outcomes.count == outbox.count else {
            throw SyncError(
                .protocolViolation,
                "The server answered \(outcomes.count) outcomes to a push of \(outbox.count) records; expected one each."
            )
        }
        let pushedThrough = outbox.last?.seq ?? 0
        var since = try storeStep { (connection) throws(StoreError) in try SyncOutbox.state(on: &connection).cursor }
        var pulled: [PulledChange] = []
        while true {
            let page = try server.pull(since: since, max: pageSize)
            pulled += page
            guard let last = page.last, page.count == pageSize else { break }
            since = last.version
        }
        var touched = Set(outbox.compactMap(\.intent.workout))
        touched.formUnion(pulled.compactMap(\.change.intent.workout))
        let pending = try storeStep { (connection) throws(StoreError) -> Int in
            try connection.transaction("BEGIN IMMEDIATE", doing: "rebasing after a sync") {
                (connection) throws(StoreError) -> Int in
                try connection.run(
                    "DELETE FROM sync_outbox WHERE seq <= ?1", [.int(pushedThrough)], doing: "clearing the outbox")
                // Bulk rows written during the push become plain records before the rewrite below changes
                // the rows they would be expanded from.
                try SyncOutbox.materializeAll(on: &connection)
                let state = try SyncOutbox.state(on: &connection)
                let remaining = try SyncOutbox.records(on: &connection)
                touched.formUnion(remaining.compactMap(\.intent.workout))
                let shadow = try SyncShadow.load(
                    Self.shadowScope(workouts: touched, changes: pulled.map(\.change) + remaining),
                    on: &connection)
                let rebase = Rebase.run(shadow: shadow, cursor: state.cursor, pulled: pulled, pending: remaining)
                for id in touched.sorted() {
                    try SyncRebaseWriter.write(workout: id, as: rebase.local.workouts[id], on: &connection)
                }
                try SyncLogWriter.write(pulled, ownClient: clientID, shadow: rebase.shadow, on: &connection)
                try SyncOutbox.save(cursor: rebase.cursor, shadow: rebase.shadow, over: shadow, on: &connection)
                try connection.run(
                    "UPDATE sync_state SET last_sync = ?1", [.real(Date().timeIntervalSince1970)],
                    doing: "noting the time of the sync")
                return remaining.count
            }
        }
        let received = pulled.filter { $0.client != clientID }
        let cursor = try storeStep { (connection) throws(StoreError) in try SyncOutbox.state(on: &connection).cursor }
        return SyncReport(
            outcomes: outcomes, pulled: pulled.count, fromOthers: received.count, cursor: cursor, pending: pending,
            pushed: outbox, received: received)
    }

    /// The part of the shadow a rebase of `changes` reads: the workouts it touches, the logged sets it names, and
    /// every set of the sessions those sets belong to (the training log rebuilds each such session whole).
    private static func shadowScope(workouts: Set<String>, changes: [ChangeRecord]) -> SyncShadow.Scope {
        var setIDs: Set<String> = []
        var sessions: Set<String> = []
        for case .logSet(let set) in changes.map(\.intent) {
            if let id = set["id"]?.stringValue { setIDs.insert(id) }
            if let session = set["session"]?.stringValue { sessions.insert(session) }
        }
        return SyncShadow.Scope(workouts: workouts, setIDs: setIDs, sessions: sessions)
    }

    /// Runs a step on the store's connection, turning its error into a sync error.
    private func storeStep<Value>(
        _ body: (inout SQLiteConnection) throws(StoreError) -> Value
    ) throws(SyncError) -> Value {
        do {
            return try withConnection(body)
        } catch {
            throw SyncError(.store, error.message)
        }
    }
}
