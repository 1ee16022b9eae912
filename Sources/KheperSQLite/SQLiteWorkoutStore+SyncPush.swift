internal import Foundation
internal import KheperCore
internal import KheperEditor
internal import KheperSync

/// The push half of a sync: one page of the outbox at a time, each page confirmed on the device as soon as the
/// server answers it, and each record the server will not take set aside instead of failing the sync.
extension SQLiteWorkoutStore {
    /// Pushes `page` (the oldest records not yet confirmed), setting aside first the records holding a value no
    /// server can store, in pushes of at most `SyncPaging.bytesPerPush` bytes of records (a larger record alone),
    /// and confirms each part the server answered in a device transaction of its own.
    func push(_ page: [ChangeRecord], to server: any SyncServer, tally: inout SyncPushTally) throws(SyncError) {
        var run: [ChangeRecord] = []
        var runBytes = 0
        for record in page {
            if let reason = UnstorableValueCheck.reason(record) {
                try push(run[...], to: server, tally: &tally)
                run.removeAll()
                runBytes = 0
                try confirm(through: record.seq, setAside: [(record, reason)], tally: &tally)
                continue
            }
            // The record's JSON text and the comma or bracket before it, as the batch is sent.
            let bytes = record.json.serializedString().utf8.count + 1
            if !run.isEmpty && runBytes + bytes > SyncPaging.bytesPerPush {
                try push(run[...], to: server, tally: &tally)
                run.removeAll()
                runBytes = 0
            }
            run.append(record)
            runBytes += bytes
        }
        try push(run[...], to: server, tally: &tally)
    }

    /// Pushes `run` as one batch; when the server cannot store a value in it, pushes each half on its own until the
    /// record holding the value is alone, and sets that record aside with the server's reason.
    private func push(_ run: ArraySlice<ChangeRecord>, to server: any SyncServer, tally: inout SyncPushTally)
        throws(SyncError)
    {
        guard let first = run.first, let last = run.last else { return }
        let outcomes: [PushOutcome]
        do {
            outcomes = try server.push(Array(run))
        } catch {
            guard error.code == .unstorableRecord else { throw error }
            guard run.count > 1 else {
                try confirm(through: first.seq, setAside: [(first, error.message)], tally: &tally)
                return
            }
            let middle = run.startIndex + run.count / 2
            try push(run[..<middle], to: server, tally: &tally)
            try push(run[middle...], to: server, tally: &tally)
            return
        }
        guard outcomes.count == run.count else {
            throw SyncError(
                .protocolViolation,
                "The server answered \(outcomes.count) outcomes to a push of \(run.count) records; expected one each.")
        }
        var rejected: [(record: ChangeRecord, reason: String)] = []
        for (record, outcome) in zip(run, outcomes) where outcome.status == .rejected || outcome.status == .rewritten {
            tally.noted.append(record)
            if outcome.status == .rejected {
                rejected.append((record, outcome.reason ?? "The server rejected it without giving a reason."))
            }
        }
        tally.outcomes += outcomes
        try confirm(through: last.seq, setAside: rejected, tally: &tally)
    }

    /// Confirms every record up to `seq` in one device transaction: they leave the outbox, and `setAside` are kept
    /// with their reasons.
    private func confirm(
        through seq: Int, setAside: [(record: ChangeRecord, reason: String)], tally: inout SyncPushTally
    ) throws(SyncError) {
        try storeStep { (connection) throws(StoreError) in
            try connection.transaction("BEGIN IMMEDIATE", doing: "noting a pushed page of the sync outbox") {
                (connection) throws(StoreError) in
                try SyncOutbox.confirm(through: seq, setAside: setAside, on: &connection)
            }
        }
        let now = Date().timeIntervalSince1970
        tally.setAside += setAside.map { SetAsideRecord(record: $0.record, reason: $0.reason, setAsideAt: now) }
    }
}
