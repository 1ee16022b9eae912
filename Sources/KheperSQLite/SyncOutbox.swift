internal import Foundation
internal import KheperCore
internal import KheperEditor
internal import KheperSync
internal import KheperTrainingLog

/// The outbox and sync state rows of a store, read and written inside the caller's transaction.
enum SyncOutbox {
    /// The device's sync state as stored.
    struct State {
        var clientID: String
        var cursor: Int
        var nextSeq: Int
        var isLinked: Bool
        /// The last `seq` a paged push confirmed: every record at or below it is on the server or set aside, even
        /// when the bulk row it came from is still in the outbox for its later seqs.
        var pushedThrough: Int
    }

    /// Appends one record per intent, numbered from the stored next `seq`, made against the stored cursor.
    static func append(_ intents: [ChangeIntent], on connection: inout SQLiteConnection) throws(StoreError) {
        guard !intents.isEmpty else { return }
        let action = "adding changes to the sync outbox"
        let (client, cursor, firstSeq) = try nextPosition(doing: action, on: &connection)
        var seq = firstSeq
        for intent in intents {
            let record = ChangeRecord(client: client, seq: seq, base: cursor, intent: intent)
            try connection.run(
                "INSERT INTO sync_outbox (seq, record) VALUES (?1, ?2)", [.int(seq), .json(record.json)],
                doing: action)
            seq += 1
        }
        try connection.run("UPDATE sync_state SET next_seq = ?1", [.int(seq)], doing: action)
    }

    /// The device's client id, the cursor its records are made against and the next free `seq`.
    static func nextPosition(doing action: String, on connection: inout SQLiteConnection)
        throws(StoreError) -> (client: String, cursor: Int, seq: Int)
    {
        var position = (client: "", cursor: 0, seq: 1)
        try connection.query("SELECT client_id, cursor, next_seq FROM sync_state", doing: action) { row in
            position = (row.text(0), Int(row.integer(1)), Int(row.integer(2)))
        }
        return position
    }

    /// The device-only `op` of a row that stands for a new session's `logSet` records (``appendBulk(_:count:on:)``).
    static let bulkLogSetsOperation = "bulkLogSets"

    /// The device-only `op` of a row that stands for a new workout's `putWorkout` and `insertBlock` records.
    static let bulkWorkoutOperation = "bulkWorkout"

    /// What one bulk outbox row stands for: the records made from rows written in one go, expanded when read.
    enum BulkSubject {
        /// Every set of the stored session with this log id, as `LoggedSetMapping.intents(for:storedBefore: nil)`.
        case loggedSession(String)
        /// The stored workout with this id and all its blocks, as ``intents(creating:)``.
        case workout(String)
    }

    /// Appends ONE row that reserves `count` seqs for the records of `subject`, instead of one row per record:
    /// a large import then writes no JSON per set or block. ``records(on:)`` expands it from the stored rows, which
    /// stay as written until the row is pushed, because every later write to them calls ``materialize(_:on:)``
    /// first.
    static func appendBulk(_ subject: BulkSubject, count: Int, on connection: inout SQLiteConnection)
        throws(StoreError)
    {
        var run = BulkRun()
        try run.append(subject, count: count, on: &connection)
        try run.finish(on: &connection)
    }

    /// The record of a bulk row: its subject, and the `count` seqs from `seq` it reserves, made against `cursor`.
    static func bulkRecord(_ subject: BulkSubject, client: String, cursor: Int, seq: Int, count: Int) -> JSONValue {
        var object: JSONObject = [
            "client": .string(client), "seq": .number(JSONNumber(seq)), "base": .number(JSONNumber(cursor)),
            "count": .number(JSONNumber(count)),
        ]
        switch subject {
        case .loggedSession(let id):
            object["op"] = .string(bulkLogSetsOperation)
            object["session"] = .string(id)
        case .workout(let id):
            object["op"] = .string(bulkWorkoutOperation)
            object["workout"] = .string(id)
        }
        return .object(object)
    }

    /// Replaces each bulk row for `subject` still in the outbox with the records it stands for, at its reserved
    /// seqs, so that a write about to change the subject's rows leaves those records as they were made.
    static func materialize(_ subject: BulkSubject, on connection: inout SQLiteConnection) throws(StoreError) {
        switch subject {
        case .loggedSession(let id):
            try materialize(OutboxBulkRowLookup.loggedSession.query, [.text(id)], on: &connection)
        case .workout(let id): try materialize(OutboxBulkRowLookup.workout.query, [.text(id)], on: &connection)
        }
    }

    /// Replaces every bulk row in the outbox with the records it stands for, at its reserved seqs.
    static func materializeAll(on connection: inout SQLiteConnection) throws(StoreError) {
        try materialize(
            "SELECT seq, record FROM sync_outbox "
                + "WHERE json_extract(record, '$.op') IN ('\(bulkLogSetsOperation)', '\(bulkWorkoutOperation)')", [],
            on: &connection)
    }

    private static func materialize(
        _ query: String, _ bindings: [SQLiteValue], on connection: inout SQLiteConnection
    ) throws(StoreError) {
        let action = "expanding a bulk change in the sync outbox"
        var rows: [(seq: Int, json: JSONValue)] = []
        try connection.query(query, bindings, doing: action) {
            (row) throws(StoreError) in
            rows.append((Int(row.integer(0)), try row.json(1, "the sync outbox record \(row.integer(0))")))
        }
        let pushedThrough = try rows.isEmpty ? 0 : state(on: &connection).pushedThrough
        for row in rows {
            let records = try expand(row.json, seq: row.seq, on: &connection) ?? []
            try connection.run("DELETE FROM sync_outbox WHERE seq = ?1", [.int(row.seq)], doing: action)
            for record in records where record.seq > pushedThrough {
                try connection.run(
                    "INSERT INTO sync_outbox (seq, record) VALUES (?1, ?2)", [.int(record.seq), .json(record.json)],
                    doing: action)
            }
        }
    }

    /// The records a bulk row stands for, numbered from its seq and never more than it reserved (fewer when its
    /// rows are gone), or `nil` when `json` is not a bulk row.
    private static func expand(_ json: JSONValue, seq: Int, on connection: inout SQLiteConnection)
        throws(StoreError) -> [ChangeRecord]?
    {
        guard let object = json.objectValue, let operation = object["op"]?.stringValue,
            operation == bulkLogSetsOperation || operation == bulkWorkoutOperation
        else { return nil }
        guard let client = object["client"]?.stringValue,
            let base = object["base"]?.numberValue.flatMap({ Int($0.literal) }),
            let count = object["count"]?.numberValue.flatMap({ Int($0.literal) }), count >= 0,
            let subject = object[operation == bulkLogSetsOperation ? "session" : "workout"]?.stringValue
        else {
            throw StoreError(
                .corrupt,
                "The store at \(connection.path) is damaged: outbox record \(seq) is a \(operation) row without "
                    + "its client, base, count and \(operation == bulkLogSetsOperation ? "session" : "workout").")
        }
        let intents: [ChangeIntent]
        if operation == bulkLogSetsOperation {
            let session = try SQLiteLogReader.session(id: subject, on: &connection)
            intents = session.map { LoggedSetMapping.intents(for: $0, storedBefore: nil) } ?? []
        } else {
            let workout = try withUnsafeMutablePointer(to: &connection) { (pointer) throws(StoreError) in
                try SQLiteDocumentTransaction(
                    documentID: DocumentID(subject), connection: pointer, recordsChanges: false
                ).wholeDocument()
            }
            intents = workout.map(intents(creating:)) ?? []
        }
        return intents.prefix(count).enumerated().map { offset, intent in
            ChangeRecord(client: client, seq: seq + offset, base: base, intent: intent)
        }
    }

    /// `intents` without the re-inserts that undo a delete still waiting in the outbox, whose record is removed
    /// instead: the server would otherwise apply the delete and answer the re-insert `duplicate` (a deleted block
    /// stays deleted), losing a block the person brought back before it ever left the device.
    static func cancellingUnsentDeletes(
        _ intents: [ChangeIntent], workout: String, on connection: inout SQLiteConnection
    ) throws(StoreError) -> [ChangeIntent] {
        var inserted: [BlockID: BlockID?] = [:]
        for case .insertBlock(_, let block) in intents { inserted[block.id] = .some(block.parent) }
        guard !inserted.isEmpty else { return intents }
        var restored: Set<BlockID> = []
        for id in inserted.keys {
            let removed = try connection.run(
                """
                DELETE FROM sync_outbox WHERE seq = (SELECT max(seq) FROM sync_outbox
                    WHERE json_extract(record, '$.op') = 'deleteBlock' AND json_extract(record, '$.workout') = ?1
                        AND json_extract(record, '$.block') = ?2)
                """, [.text(workout), .text(id.rawValue)], doing: "cancelling an unsent delete")
            if removed == 1 { restored.insert(id) }
        }
        guard !restored.isEmpty else { return intents }
        func isRestored(_ id: BlockID) -> Bool {
            var current: BlockID? = id
            var steps = 0
            while let next = current, steps <= inserted.count {
                if restored.contains(next) { return true }
                current = inserted[next] ?? nil
                steps += 1
            }
            return false
        }
        return intents.filter { intent in
            if case .insertBlock(_, let block) = intent { return !isRestored(block.id) }
            return true
        }
    }

    /// The records in the outbox not yet confirmed by a paged push, oldest first.
    ///
    /// A bulk row (``appendBulk(_:count:on:)``) is expanded here into the records it stands for, at its reserved
    /// seqs, from the rows it names.
    static func records(on connection: inout SQLiteConnection) throws(StoreError) -> [ChangeRecord] {
        var kept: SyncOutboxPager.Expansion?
        var expanded = 0
        return try records(limit: nil, kept: &kept, expanded: &expanded, on: &connection)
    }

    /// The first `limit` records (all when `nil`) in the outbox after seq `readThrough` not yet confirmed by a
    /// paged push, oldest first, read a hundred rows at a time so that a page of records costs the same however long
    /// the outbox is. A push reads the next page while the last is still unconfirmed by passing the seq it read
    /// through.
    ///
    /// A bulk row that is `kept` (unchanged, at the same seq) is not expanded again; the last bulk row expanded
    /// becomes `kept`, and `expanded` counts the records expanded. Only the records the page takes are copied.
    static func records(
        limit: Int?, after readThrough: Int = 0, kept: inout SyncOutboxPager.Expansion?, expanded: inout Int,
        on connection: inout SQLiteConnection
    ) throws(StoreError) -> [ChangeRecord] {
        let pushedThrough = max(try state(on: &connection).pushedThrough, readThrough)
        // Rows are read (and their JSON parsed) a hundred at a time: a bulk row stands for a whole session or
        // workout, so a page of 1,000 records may need only a few dozen rows, and reading as many rows as records
        // parsed 25 rows for each one used.
        let rowsPerRead = min(limit ?? 100, 100)
        var records: [ChangeRecord] = []
        // Rows wholly at or below `pushedThrough` are skipped from the row that holds it (a bulk row may reach past
        // it), so a read ahead of the confirmed records does not read the unconfirmed rows again.
        var after = Int.min
        try connection.query(
            "SELECT max(seq) FROM sync_outbox WHERE seq <= ?1", [.int(pushedThrough)],
            doing: "reading the sync outbox"
        ) { row in if !row.isNull(0) { after = Int(row.integer(0)) - 1 } }
        while true {
            var rows: [(seq: Int, json: JSONValue)] = []
            try connection.query(
                "SELECT seq, record FROM sync_outbox WHERE seq > ?1 ORDER BY seq LIMIT ?2",
                [.int(after), .int(rowsPerRead)], doing: "reading the sync outbox"
            ) { (row) throws(StoreError) in
                rows.append((Int(row.integer(0)), try row.json(1, "the sync outbox record \(row.integer(0))")))
            }
            guard let last = rows.last else { return records }
            for row in rows {
                let bulk: [ChangeRecord]?
                if let expansion = kept, expansion.seq == row.seq, expansion.row == row.json {
                    bulk = expansion.records
                } else if let fresh = try expand(row.json, seq: row.seq, on: &connection) {
                    bulk = fresh
                    kept = SyncOutboxPager.Expansion(seq: row.seq, row: row.json, records: fresh)
                    expanded += fresh.count
                } else {
                    bulk = nil
                }
                if let bulk {
                    let start = min(bulk.count, max(0, pushedThrough - row.seq + 1))
                    let end = limit.map { min(bulk.count, start + $0 - records.count) } ?? bulk.count
                    records += bulk[start..<end]
                } else if row.seq > pushedThrough {
                    do throws(SyncError) {
                        records.append(try ChangeRecord(json: row.json))
                    } catch {
                        throw StoreError(
                            .corrupt,
                            "The store at \(connection.path) is damaged: outbox record \(row.seq) is not a change "
                                + "record (\(error.message)).")
                    }
                }
                if let limit, records.count >= limit { return records }
            }
            after = last.seq
        }
    }

    /// ``records(on:)`` read in one read transaction of its own, so that a bulk row and the rows it is expanded
    /// from are seen as of one moment even while another connection writes.
    static func recordsAsOfNow(on connection: inout SQLiteConnection) throws(StoreError) -> [ChangeRecord] {
        try connection.transaction("BEGIN", doing: "reading the sync outbox") { (connection) throws(StoreError) in
            try records(on: &connection)
        }
    }

    /// The number of records the outbox stands for: one per row, and a bulk row's reserved count less the seqs a
    /// paged push already confirmed.
    static let recordCountSQL =
        "SELECT coalesce(sum(CASE WHEN json_extract(record, '$.op') IN ('\(bulkLogSetsOperation)', "
        + "'\(bulkWorkoutOperation)') THEN min(json_extract(record, '$.count'), "
        + "seq + json_extract(record, '$.count') - 1 - (SELECT pushed_through FROM sync_state)) "
        + "ELSE 1 END), 0) FROM sync_outbox WHERE seq + coalesce(json_extract(record, '$.count'), 1) - 1 "
        + "> (SELECT pushed_through FROM sync_state)"

    /// Marks every record up to `seq` confirmed after a push page: `setAside` (each with its reason) go into the
    /// set-aside table, the rows wholly at or below `seq` leave the outbox, and a bulk row reaching past it stays
    /// for its later seqs. Runs inside the caller's transaction.
    static func confirm(
        through seq: Int, setAside: [(record: ChangeRecord, reason: String)], on connection: inout SQLiteConnection
    ) throws(StoreError) {
        let action = "noting a pushed page of the sync outbox"
        try SyncSetAside.add(setAside, on: &connection)
        try connection.run(
            "DELETE FROM sync_outbox WHERE seq <= ?1 AND (json_extract(record, '$.op') NOT IN "
                + "('\(bulkLogSetsOperation)', '\(bulkWorkoutOperation)') "
                + "OR seq + json_extract(record, '$.count') - 1 <= ?1)", [.int(seq)], doing: action)
        try connection.run(
            "UPDATE sync_state SET pushed_through = max(pushed_through, ?1)", [.int(seq)], doing: action)
    }

    /// The stored sync state.
    static func state(on connection: inout SQLiteConnection) throws(StoreError) -> State {
        var state = State(clientID: "", cursor: 0, nextSeq: 1, isLinked: false, pushedThrough: 0)
        try connection.query(
            "SELECT client_id, cursor, next_seq, linked, pushed_through FROM sync_state",
            doing: "reading the sync state"
        ) { row in
            state.clientID = row.text(0)
            state.cursor = Int(row.integer(1))
            state.nextSeq = Int(row.integer(2))
            state.isLinked = row.integer(3) != 0
            state.pushedThrough = Int(row.integer(4))
        }
        return state
    }

    /// Stores the cursor a sync reached and the shadow rows that changed from `old` to `shadow`, and marks the
    /// store linked to a server.
    static func save(cursor: Int, shadow: MergeState, over old: MergeState, on connection: inout SQLiteConnection)
        throws(StoreError)
    {
        try SyncShadow.save(shadow, over: old, on: &connection)
        try connection.run(
            "UPDATE sync_state SET cursor = ?1, linked = 1", [.int(cursor)], doing: "saving the sync state")
    }

    /// Puts every stored workout and logged set into the outbox, for a store that had them before it had one.
    static func enqueueEverything(on connection: inout SQLiteConnection) throws(StoreError) {
        var workoutIDs: [String] = []
        try connection.query("SELECT id FROM workouts ORDER BY id", doing: "listing workouts for sync") { row in
            workoutIDs.append(row.text(0))
        }
        for id in workoutIDs {
            let workout = try withUnsafeMutablePointer(to: &connection) { (pointer) throws(StoreError) in
                try SQLiteDocumentTransaction(documentID: DocumentID(id), connection: pointer, recordsChanges: false)
                    .wholeDocument()
            }
            guard let workout else { continue }
            try append(intents(creating: workout), on: &connection)
        }
        var after: (start: Double, id: String) = (-Double.greatestFiniteMagnitude, "")
        while true {
            let page = try SQLiteLogReader.sessions(after: after, limit: 256, on: &connection)
            guard let last = page.last else { break }
            for session in page {
                try append(LoggedSetMapping.intents(for: session, storedBefore: nil), on: &connection)
            }
            after = (last.start.timeIntervalSince1970, last.id)
        }
    }

    /// The intents that create `workout` with all its blocks.
    static func intents(creating workout: DocumentRecord) -> [ChangeIntent] {
        let changes = workout.blocks.map { BlockChange(id: $0.id, before: nil, after: $0) }
        return ChangeMapping.intents(
            workout: workout.id.rawValue, changes: changes, titleAfter: workout.title,
            extraAfter: workout.extraFields
        ) { _ in nil }
    }
}
