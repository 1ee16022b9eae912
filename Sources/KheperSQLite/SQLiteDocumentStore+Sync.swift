internal import Foundation
internal import KheperCore
public import KheperEditor
public import KheperSync

/// Sync on a device: the outbox every edit appends to, and `sync(with:)`, which pushes it, pulls and rebases.
extension SQLiteDocumentStore: SyncingStore {
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

    /// The client id, cursor, outbox size, set-aside count and last sync time, read in one go.
    public func syncStatus() throws(SyncError) -> SyncStatus {
        try storeStep { (connection) throws(StoreError) -> SyncStatus in
            var status = SyncStatus(clientID: "", cursor: 0, outboxCount: 0, lastSync: nil)
            try connection.query(
                "SELECT client_id, cursor, (\(SyncOutbox.recordCountSQL)), last_sync, (\(SyncSetAside.countSQL)) "
                    + "FROM sync_state",
                doing: "reading the sync state"
            ) { row in
                status.clientID = row.text(0)
                status.cursor = Int(row.integer(1))
                status.outboxCount = Int(row.integer(2))
                status.lastSync = row.isNull(3) ? nil : row.real(3)
                status.setAsideCount = Int(row.integer(4))
            }
            return status
        }
    }

    /// The records syncs set aside because the server would not take them, oldest first, at most `limit`.
    public func setAsideRecords(limit: Int? = nil) throws(SyncError) -> [SetAsideRecord] {
        try storeStep { (connection) throws(StoreError) in try SyncSetAside.list(limit: limit, on: &connection) }
    }

    /// Drops the set-aside records with the seqs in `seqs` for good and returns them, oldest first; a seq not set
    /// aside (another process dropped or retried it) is skipped.
    public func discardSetAside(_ seqs: Set<Int>) throws(SyncError) -> [SetAsideRecord] {
        try storeStep { (connection) throws(StoreError) in
            try connection.transaction("BEGIN IMMEDIATE", doing: "discarding set-aside changes") {
                (connection) throws(StoreError) in try SyncSetAside.remove(seqs, on: &connection)
            }
        }
    }

    /// Puts every set-aside record back into the outbox, as new records made against the current cursor, so the
    /// next sync sends them again, and returns them as they were set aside, oldest first.
    public func retrySetAside() throws(SyncError) -> [SetAsideRecord] {
        try storeStep { (connection) throws(StoreError) in
            try connection.transaction("BEGIN IMMEDIATE", doing: "putting set-aside changes back into the outbox") {
                (connection) throws(StoreError) in
                let all = try SyncSetAside.list(limit: nil, on: &connection)
                let retried = try SyncSetAside.remove(Set(all.map(\.record.seq)), on: &connection)
                try SyncOutbox.append(retried.map(\.record.intent), on: &connection)
                return retried
            }
        }
    }

    /// Pushes the outbox in pages, pulls every change since the cursor in pages and rebases: the server's changes
    /// are applied under the device's unconfirmed ones, the workouts are rewritten to match, and each workout's undo
    /// history keeps only the steps that still describe it (`HistoryRebase`).
    ///
    /// Each push page is its own server transaction, and what it confirmed leaves the outbox in a device
    /// transaction of its own, made while the server applies the next page; each pulled page is applied to the
    /// shadow and the cursor in one device transaction.
    /// So a sync killed at any point goes on from there. A record the server will not take is set aside with the
    /// reason (``setAsideRecords(limit:)``), and the rest goes on.
    ///
    /// - Throws: `SyncError` `sync.unreachable` when the server cannot be reached (every record not confirmed stays
    ///   in the outbox and the workouts are untouched), `sync.store` when the store fails.
    @discardableResult
    public func sync(with server: any SyncServer, pageSize: Int = SyncPaging.recordsPerPage) throws(SyncError)
        -> SyncReport
    {
        var pager = SyncOutboxPager(pageSize: pageSize)
        return try sync(with: server, pager: &pager)
    }

    /// ``sync(with:pageSize:)`` reading the outbox through `pager`, which tells afterwards what reading it cost.
    @discardableResult
    package func sync(with server: any SyncServer, pager: inout SyncOutboxPager) throws(SyncError) -> SyncReport {
        let pageSize = pager.pageSize
        let clientID = try storeStep { (connection) throws(StoreError) in
            try SyncOutbox.state(on: &connection).clientID
        }
        var pushed = SyncPushTally()
        var inFlight: PushInFlight?
        do {
            while true {
                let page = try storeStep { (connection) throws(StoreError) in try pager.nextPage(on: &connection) }
                guard !page.isEmpty else { break }
                try push(page, to: server, inFlight: &inFlight, tally: &pushed)
            }
            try finishPushing(&inFlight, to: server, tally: &pushed)
        } catch {
            // The push in flight, if any, finishes before the sync returns, so the server is idle when it does.
            _ = inFlight?.answer()
            throw error
        }
        var pulled = 0
        var fromOthers = 0
        var received = ReceivedChanges()
        while true {
            let since = try storeStep { (connection) throws(StoreError) in
                try SyncOutbox.state(on: &connection).cursor
            }
            let page = try server.pull(since: since, max: pageSize)
            try storeStep { (connection) throws(StoreError) in
                try connection.transaction("BEGIN IMMEDIATE", doing: "applying pulled changes") {
                    (connection) throws(StoreError) in
                    try Self.apply(pulled: page, ownClient: clientID, on: &connection)
                }
            }
            pulled += page.count
            for change in page where change.client != clientID {
                fromOthers += 1
                received.add(change)
            }
            guard page.count == pageSize else { break }
        }
        let pending = try storeStep { (connection) throws(StoreError) -> Int in
            try connection.transaction("BEGIN IMMEDIATE", doing: "rebasing after a sync") {
                (connection) throws(StoreError) -> Int in try Self.rebase(on: &connection)
            }
        }
        let cursor = try storeStep { (connection) throws(StoreError) in try SyncOutbox.state(on: &connection).cursor }
        return SyncReport(
            outcomes: pushed.outcomes, pulled: pulled, fromOthers: fromOthers, cursor: cursor, pending: pending,
            pushed: pushed.noted, setAside: pushed.setAside, received: received)
    }

    /// Applies one pulled page to the shadow and moves the cursor past it, writes the sets and catalogue choices
    /// other devices made into the training log, and notes the page's workouts for the rebase.
    static func apply(pulled page: [PulledChange], ownClient: String, on connection: inout SQLiteConnection)
        throws(StoreError)
    {
        let state = try SyncOutbox.state(on: &connection)
        let changes = page.map(\.change)
        let workouts = Set(changes.compactMap(\.intent.workout))
        let shadow = try SyncShadow.load(
            Self.pulledScope(page, workouts: workouts, ownClient: ownClient), on: &connection)
        let next = Rebase.run(shadow: shadow, cursor: state.cursor, pulled: page, pending: [])
        try SyncLogWriter.write(page, ownClient: ownClient, shadow: next.shadow, on: &connection)
        try SyncCatalogueWriter.write(page, on: &connection)
        try SyncOutbox.save(cursor: next.cursor, shadow: next.shadow, over: shadow, on: &connection)
        for workout in workouts { try SyncRebaseQueue.note(workout, on: &connection) }
    }

    /// The sync's last step: rewrites every workout the pulled pages and the set-aside records touched, and those
    /// the records still in the outbox touch, as the shadow with those records on top; returns how many records
    /// wait for the next sync.
    private static func rebase(on connection: inout SQLiteConnection) throws(StoreError) -> Int {
        // Bulk rows written during the sync become plain records before the rewrite below changes the rows they
        // would be expanded from.
        try SyncOutbox.materializeAll(on: &connection)
        let state = try SyncOutbox.state(on: &connection)
        let remaining = try SyncOutbox.records(on: &connection)
        var touched = try SyncRebaseQueue.all(on: &connection)
        touched.formUnion(remaining.compactMap(\.intent.workout))
        let shadow = try SyncShadow.load(Self.shadowScope(workouts: touched, changes: remaining), on: &connection)
        let rebase = Rebase.run(shadow: shadow, cursor: state.cursor, pulled: [], pending: remaining)
        for id in touched.sorted() {
            try SyncRebaseWriter.write(workout: id, as: rebase.local.workouts[id], on: &connection)
        }
        try SyncRebaseQueue.clear(on: &connection)
        try connection.run(
            "UPDATE sync_state SET last_sync = ?1", [.real(Date().timeIntervalSince1970)],
            doing: "noting the time of the sync")
        return remaining.count
    }

    /// The part of the shadow a rebase of `changes` reads: the workouts it touches, the logged sets it names, and
    /// every set of the sessions those sets belong to or it replaces (the training log rebuilds each such session
    /// whole, and a replacement removes the session's sets it does not name).
    private static func shadowScope(workouts: Set<String>, changes: [ChangeRecord]) -> SyncShadow.Scope {
        var setIDs: Set<String> = []
        var sessions: Set<String> = []
        for intent in changes.map(\.intent) {
            switch intent {
            case .logSet(let set):
                if let id = set["id"]?.stringValue { setIDs.insert(id) }
                if let session = set["session"]?.stringValue { sessions.insert(session) }
            case .replaceSessionSets(let session, _, let sets):
                sessions.insert(session)
                for set in sets { if let id = set["id"]?.stringValue { setIDs.insert(id) } }
            default:
                break
            }
        }
        return SyncShadow.Scope(workouts: workouts, setIDs: setIDs, sessions: sessions)
    }

    /// The part of the shadow applying a pulled `page` reads: the workouts it touches, every set of the sessions
    /// other devices logged sets in (the training log rebuilds each such session whole) or a replacement replaces,
    /// and the sets a replacement names. A set a `logSet` change brings needs no read of its own: the server applied
    /// it, so it held no such set, and neither does the shadow, which is the server's state at the cursor (a set
    /// that a replacement in the same page removes first is read with that replacement's session).
    private static func pulledScope(_ page: [PulledChange], workouts: Set<String>, ownClient: String)
        -> SyncShadow.Scope
    {
        var setIDs: Set<String> = []
        var sessions: Set<String> = []
        for change in page {
            switch change.change.intent {
            case .logSet(let set) where change.client != ownClient:
                if let session = set["session"]?.stringValue { sessions.insert(session) }
            case .replaceSessionSets(let session, _, let sets):
                sessions.insert(session)
                for set in sets { if let id = set["id"]?.stringValue { setIDs.insert(id) } }
            default:
                break
            }
        }
        return SyncShadow.Scope(workouts: workouts, setIDs: setIDs, sessions: sessions)
    }

    /// Runs a step on the store's connection, turning its error into a sync error.
    func storeStep<Value>(
        _ body: (inout SQLiteConnection) throws(StoreError) -> Value
    ) throws(SyncError) -> Value {
        do {
            return try withConnection(body)
        } catch {
            throw SyncError(.store, error.message)
        }
    }
}
