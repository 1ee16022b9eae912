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
    }

    /// Appends one record per intent, numbered from the stored next `seq`, made against the stored cursor.
    static func append(_ intents: [ChangeIntent], on connection: inout SQLiteConnection) throws(StoreError) {
        guard !intents.isEmpty else { return }
        let action = "adding changes to the sync outbox"
        var client = ""
        var cursor = 0
        var seq = 1
        try connection.query("SELECT client_id, cursor, next_seq FROM sync_state", doing: action) { row in
            client = row.text(0)
            cursor = Int(row.integer(1))
            seq = Int(row.integer(2))
        }
        for intent in intents {
            let record = ChangeRecord(client: client, seq: seq, base: cursor, intent: intent)
            try connection.run(
                "INSERT INTO sync_outbox (seq, record) VALUES (?1, ?2)", [.int(seq), .json(record.json)],
                doing: action)
            seq += 1
        }
        try connection.run("UPDATE sync_state SET next_seq = ?1", [.int(seq)], doing: action)
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

    /// The records in the outbox, oldest first.
    static func records(on connection: inout SQLiteConnection) throws(StoreError) -> [ChangeRecord] {
        var records: [ChangeRecord] = []
        let path = connection.path
        try connection.query("SELECT seq, record FROM sync_outbox ORDER BY seq", doing: "reading the sync outbox") {
            (row) throws(StoreError) in
            let json = try row.json(1, "the sync outbox record \(row.integer(0))")
            do throws(SyncError) {
                records.append(try ChangeRecord(json: json))
            } catch {
                throw StoreError(
                    .corrupt,
                    "The store at \(path) is damaged: outbox record \(row.integer(0)) is not a change "
                        + "record (\(error.message)).")
            }
        }
        return records
    }

    /// The stored sync state.
    static func state(on connection: inout SQLiteConnection) throws(StoreError) -> State {
        var state = State(clientID: "", cursor: 0, nextSeq: 1, isLinked: false)
        try connection.query(
            "SELECT client_id, cursor, next_seq, linked FROM sync_state", doing: "reading the sync state"
        ) { row in
            state.clientID = row.text(0)
            state.cursor = Int(row.integer(1))
            state.nextSeq = Int(row.integer(2))
            state.isLinked = row.integer(3) != 0
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
                try SQLiteWorkoutTransaction(workoutID: id, connection: pointer, recordsChanges: false).workout()
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
    static func intents(creating workout: WorkoutRecord) -> [ChangeIntent] {
        let changes = workout.blocks.map { BlockChange(id: $0.id, before: nil, after: $0) }
        return ChangeMapping.intents(
            workout: workout.id, changes: changes, titleAfter: workout.title,
            extraAfter: workout.extraFields.objectValue ?? JSONObject()
        ) { _ in nil }
    }
}
