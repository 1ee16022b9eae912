internal import Foundation
internal import KheperCore
internal import KheperEditor
internal import KheperSync

/// The push half of a sync: one page of the outbox at a time, each page confirmed on the device as soon as the
/// server answers it, and each record the server will not take set aside instead of failing the sync.
extension SQLiteDocumentStore {
    /// Pushes `page` (the oldest records not yet sent), setting aside first the records holding a value no server
    /// can store, in pushes of at most `SyncPaging.bytesPerPush` bytes of records (a larger record alone).
    ///
    /// Each push is sent once the one before it has answered, and that one is confirmed on the device while the
    /// server applies the next (`inFlight` holds the push not yet answered; ``finishPushing(_:to:tally:)`` waits
    /// for it). So a sync's device work overlaps the server's, and the server still applies every push in seq order.
    func push(
        _ page: [ChangeRecord], to server: any SyncServer, inFlight: inout PushInFlight?, tally: inout SyncPushTally
    ) throws(SyncError) {
        // Each record's JSON is made and written once: to check it, to weigh it and to send it.
        var run = PushRun()
        var runBytes = 0
        for record in page {
            let json = record.json
            let text = json.serializedString()
            if let reason = UnstorableValueCheck.reason(json: json, text: text) {
                try send(run, to: server, inFlight: &inFlight, tally: &tally)
                try finishPushing(&inFlight, to: server, tally: &tally)
                run.removeAll()
                runBytes = 0
                try confirm(through: record.seq, setAside: [(record, reason)], tally: &tally)
                continue
            }
            // The record's JSON text and the comma or bracket before it, as the batch is sent.
            let bytes = text.utf8.count + 1
            if !run.isEmpty && runBytes + bytes > SyncPaging.bytesPerPush {
                try send(run, to: server, inFlight: &inFlight, tally: &tally)
                run.removeAll()
                runBytes = 0
            }
            run.append((record, text))
            runBytes += bytes
        }
        try send(run, to: server, inFlight: &inFlight, tally: &tally)
    }

    /// Waits for the push in flight, if any, and settles its answer on the device.
    func finishPushing(_ inFlight: inout PushInFlight?, to server: any SyncServer, tally: inout SyncPushTally)
        throws(SyncError)
    {
        guard let previous = inFlight else { return }
        inFlight = nil
        try settle(previous.run[...], answer: previous.answer(), to: server, tally: &tally)
    }

    /// Records to push together, each with its JSON text.
    private typealias PushRun = [(record: ChangeRecord, text: String)]

    /// Sends `run` once the push in flight has answered, then settles that answer while the server applies `run`;
    /// when that answer is an error, settles it (which may push again) before `run` is sent.
    private func send(
        _ run: PushRun, to server: any SyncServer, inFlight: inout PushInFlight?, tally: inout SyncPushTally
    ) throws(SyncError) {
        guard !run.isEmpty else { return }
        guard let previous = inFlight else {
            inFlight = PushInFlight(run, to: server)
            return
        }
        let answer = previous.answer()
        // An error is settled before `run` goes, as settling it may push parts of the previous run again.
        inFlight = nil
        if case .success = answer { inFlight = PushInFlight(run, to: server) }
        try settle(previous.run[...], answer: answer, to: server, tally: &tally)
        if inFlight == nil { inFlight = PushInFlight(run, to: server) }
    }

    /// Pushes `run` as one batch and waits for its answer.
    private func push(_ run: PushRun.SubSequence, to server: any SyncServer, tally: inout SyncPushTally)
        throws(SyncError)
    {
        let answer = Result { () throws(SyncError) in
            try server.push(run.map(\.record), texts: run.map(\.text))
        }
        try settle(run, answer: answer, to: server, tally: &tally)
    }

    /// Settles the server's `answer` to `run` on the device: confirms the records it answered, setting aside those
    /// it rejected. When the server could not store a value in `run`, pushes each half on its own until the record
    /// holding the value is alone, and sets that record aside with the server's reason.
    private func settle(
        _ run: PushRun.SubSequence, answer: Result<[PushOutcome], SyncError>, to server: any SyncServer,
        tally: inout SyncPushTally
    ) throws(SyncError) {
        guard let first = run.first?.record, let last = run.last?.record else { return }
        let records = run.map(\.record)
        let outcomes: [PushOutcome]
        switch answer {
        case .success(let answered):
            outcomes = answered
        case .failure(let error):
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
        for (record, outcome) in zip(records, outcomes)
        where outcome.status == .rejected || outcome.status == .rewritten {
            tally.noted.append(record)
            if outcome.status == .rejected {
                rejected.append((record, outcome.reason ?? "The server rejected it without giving a reason."))
            }
        }
        tally.outcomes += outcomes
        try confirm(through: last.seq, setAside: rejected, tally: &tally, answered: (records, outcomes))
    }

    /// Confirms every record up to `seq` in one device transaction: they leave the outbox, and `setAside` are kept
    /// with their reasons. When the records of the push `answered` are logged right after the cursor, the same
    /// transaction applies them to the shadow and moves the cursor past them (`PushFastForward`), so the pull does
    /// not bring them back.
    private func confirm(
        through seq: Int, setAside: [(record: ChangeRecord, reason: String)], tally: inout SyncPushTally,
        answered: (records: [ChangeRecord], outcomes: [PushOutcome])? = nil
    ) throws(SyncError) {
        try storeStep { (connection) throws(StoreError) in
            try connection.transaction("BEGIN IMMEDIATE", doing: "noting a pushed page of the sync outbox") {
                (connection) throws(StoreError) in
                try SyncOutbox.confirm(through: seq, setAside: setAside, on: &connection)
                guard let answered else { return }
                let state = try SyncOutbox.state(on: &connection)
                guard
                    let changes = PushFastForward.changes(
                        pushed: answered.records, outcomes: answered.outcomes, cursor: state.cursor)
                else { return }
                try Self.apply(pulled: changes, ownClient: state.clientID, on: &connection)
            }
        }
        let now = Date().timeIntervalSince1970
        tally.setAside += setAside.map { SetAsideRecord(record: $0.record, reason: $0.reason, setAsideAt: now) }
    }
}
