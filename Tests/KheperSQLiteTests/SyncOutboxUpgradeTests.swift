import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import KheperSync
import KheperTrainingLog
import Testing

/// A store written before sync gains the outbox with everything it holds in it, so its first sync sends it all.
@Suite struct SyncOutboxUpgradeTests {
    let directory = TemporaryDirectory()

    @Test func aVersionSixStoreEnqueuesItsWorkoutsAndLoggedSets() throws {
        let path = directory.path("v6.sqlite")
        do {
            let log = try SQLiteTrainingLogStore(path: path)
            let blocks = [
                BlockRecord(
                    id: "child", parentID: "parent", order: try OrderKey("a0"), kind: "text", version: 1,
                    data: ["text": "Row"]),
                BlockRecord(id: "parent", parentID: nil, order: try OrderKey("a0"), kind: "set", version: 1, data: [:]),
            ]
            try log.workouts.createDocument(DocumentRecord(id: "w", title: "Kept", blocks: blocks))
            try log.importing { try $0.record(TrainingLogContractTests.session(1)) }
        }
        let raw = RawDatabase(path: path)
        Self.undoVersionTwelve(raw)
        #expect(raw.execute("DROP TABLE sync_outbox") == 0)
        #expect(raw.execute("DROP TABLE sync_state") == 0)
        for table in ["sync_shadow_workouts", "sync_shadow_blocks", "sync_shadow_sets"] {
            #expect(raw.execute("DROP TABLE \(table)") == 0)
        }
        #expect(raw.dropTablesAddedAtVersion13())
        #expect(raw.dropTablesAddedAtVersion15())
        #expect(raw.execute("PRAGMA user_version = 6") == 0)

        let upgraded = try SQLiteDocumentStore(path: path)
        #expect(RawDatabase(path: path).rows("PRAGMA user_version") == [["17"]])
        let outbox = try upgraded.syncOutbox()
        let operations = outbox.map(\.intent.operation)
        #expect(Array(operations.prefix(3)) == ["putWorkout", "insertBlock", "insertBlock"])
        #expect(operations.dropFirst(3).allSatisfy { $0 == "logSet" })
        #expect(operations.count == 3 + TrainingLogContractTests.session(1).setCount)
        guard case .insertBlock(_, let first) = outbox[1].intent else {
            Issue.record("not an insert")
            return
        }
        #expect(first.id == "parent")
        #expect(outbox.map(\.seq) == Array(1...outbox.count))
        let server = ReferenceServer()
        try upgraded.sync(with: server)
        #expect(server.state.workouts["w"]?.liveBlocks.count == 2)
        #expect(try upgraded.loadDocument(id: "w")?.blocks.count == 2)
    }

    /// A version 9 store kept its shadow as one JSON value in `sync_state.shadow`, written before workouts and
    /// blocks had `extra` and `isRawNode` in it; version 10 carries it over into rows, and syncs go on from it.
    @Test func aVersionNineShadowBecomesRows() throws {
        let path = directory.path("v9.sqlite")
        let server = ReferenceServer()
        do {
            let store = try SQLiteDocumentStore(path: path)
            let blocks = [
                BlockRecord(id: "set", parentID: nil, order: try OrderKey("a0"), kind: "set", version: 1, data: [:]),
                BlockRecord(
                    id: "row", parentID: "set", order: try OrderKey("a0"), kind: "text", version: 1,
                    data: ["text": "Row"]),
                BlockRecord(id: "gone", parentID: nil, order: try OrderKey("a1"), kind: "text", version: 1, data: [:]),
            ]
            try store.createDocument(DocumentRecord(id: "w", title: "Kept", blocks: blocks))
            try store.apply(StoreWrite(documentID: "w", deletions: ["gone"]))
            try SQLiteTrainingLogStore(sharing: store).importing { try $0.record(TrainingLogContractTests.session(1)) }
            try store.sync(with: server)
        }
        #expect(server.state.workouts["w"]?.blocks["gone"]?.isDeleted == true)
        #expect(!server.state.loggedSets.isEmpty)
        // The shadow as version 9 wrote it: one JSON value, without the members added since.
        var old = try JSONValueEncoder().encode(server.state)
        old = Self.asVersionNine(old)
        #expect(!old.serializedString().contains("isRawNode"))
        let raw = RawDatabase(path: path)
        Self.undoVersionTwelve(raw)
        let text = old.serializedString().replacingOccurrences(of: "'", with: "''")
        #expect(raw.execute("UPDATE sync_state SET shadow = '\(text)'") == 0)
        for table in ["sync_shadow_workouts", "sync_shadow_blocks", "sync_shadow_sets"] {
            #expect(raw.execute("DROP TABLE \(table)") == 0)
        }
        for index in ["sync_outbox_bulk_workouts", "sync_outbox_bulk_sessions"] {
            #expect(raw.execute("DROP INDEX \(index)") == 0)
        }
        #expect(raw.dropTablesAddedAtVersion13())
        #expect(raw.dropTablesAddedAtVersion15())
        #expect(raw.execute("PRAGMA user_version = 9") == 0)

        let upgraded = try SQLiteDocumentStore(path: path)
        #expect(RawDatabase(path: path).rows("PRAGMA user_version") == [["17"]])
        #expect(try upgraded.syncShadow() == server.state)
        #expect(RawDatabase(path: path).rows("SELECT count(*) FROM sync_shadow_blocks") == [["3"]])
        #expect(RawDatabase(path: path).rows("SELECT count(*) FROM sync_state WHERE shadow IS NULL") == [["1"]])
        // The next sync starts from the carried-over shadow: another device's edit comes in, nothing is resent.
        _ = try server.push([
            ChangeRecord(
                client: "other", seq: 1, base: server.version,
                intent: .updateBlock(workout: "w", block: "row", fields: ["text": "Rows"], kind: nil))
        ])
        let report = try upgraded.sync(with: server)
        #expect(report.outcomes.isEmpty && report.fromOthers == 1)
        #expect(try upgraded.loadDocument(id: "w")?.blocks.first { $0.id == "row" }?.data == ["text": "Rows"])
        #expect(try upgraded.syncShadow() == server.state)
    }

    /// Takes out what store schema version 12 added, so a store can be made to look older.
    static func undoVersionTwelve(_ raw: RawDatabase) {
        #expect(raw.execute("ALTER TABLE sync_state DROP COLUMN pushed_through") == 0)
        #expect(raw.execute("DROP TABLE sync_set_aside") == 0)
        #expect(raw.execute("DROP TABLE sync_rebase_workouts") == 0)
    }

    /// `state` (an encoded `MergeState`) without the members version 9 did not write: a workout's `extra` and a
    /// block's `isRawNode`.
    static func asVersionNine(_ state: JSONValue) -> JSONValue {
        guard var object = state.objectValue, let workouts = object["workouts"]?.objectValue else { return state }
        var oldWorkouts = JSONObject()
        for (id, value) in workouts {
            guard var workout = value.objectValue else { continue }
            workout.removeValue(forKey: "extra")
            // A dictionary keyed by BlockID encodes as an array of keys and values in turn.
            let blocks = (workout["blocks"]?.arrayValue ?? []).map { item -> JSONValue in
                guard var row = item.objectValue else { return item }
                row.removeValue(forKey: "isRawNode")
                return .object(row)
            }
            workout["blocks"] = .array(blocks)
            oldWorkouts[id] = .object(workout)
        }
        object["workouts"] = .object(oldWorkouts)
        return .object(object)
    }

    /// Bringing a block back looks for its unsent delete on every insert; through the index, not a scan of the
    /// whole outbox, so an edit costs the same however long the device went without syncing.
    @Test func unsentDeletesAreFoundThroughAnIndex() throws {
        let path = directory.path("deletes.sqlite")
        _ = try SQLiteDocumentStore(path: path)
        let plan = RawDatabase(path: path).rows(
            """
            EXPLAIN QUERY PLAN SELECT max(seq) FROM sync_outbox
            WHERE json_extract(record, '$.op') = 'deleteBlock' AND json_extract(record, '$.workout') = 'w'
                AND json_extract(record, '$.block') = 'b'
            """
        ).map { $0.joined(separator: " ") }.joined(separator: "\n")
        #expect(
            plan.contains("USING COVERING INDEX sync_outbox_deletes")
                || plan.contains("USING INDEX sync_outbox_deletes"), "\(plan)")
    }

    /// Every write to a workout or a session first looks for its bulk row: through the query the store runs, which
    /// must read its partial index, so an edit costs the same however many records wait in the outbox.
    @Test(arguments: OutboxBulkRowLookup.allCases)
    func bulkRowsAreFoundThroughAnIndex(_ lookup: OutboxBulkRowLookup) throws {
        let path = directory.path("bulk.sqlite")
        _ = try SQLiteDocumentStore(path: path)
        let plan = RawDatabase(path: path).rows("EXPLAIN QUERY PLAN " + lookup.query).map {
            $0.joined(separator: " ")
        }.joined(separator: "\n")
        #expect(plan.contains("USING INDEX \(lookup.indexName)"), "\(plan)")
    }

    /// A version 10 store, with a new workout's bulk row waiting, gains the bulk-row indexes and still expands the
    /// row into the records it stands for before the workout's first edit.
    @Test func aVersionTenStoreGainsTheBulkRowIndexes() throws {
        let path = directory.path("ten.sqlite")
        let blocks = [
            BlockRecord(
                id: "a", parentID: nil, order: try OrderKey("a0"), kind: "text", version: 1, data: ["text": "A"]),
            BlockRecord(
                id: "b", parentID: nil, order: try OrderKey("a1"), kind: "text", version: 1, data: ["text": "B"]),
        ]
        let created: [ChangeRecord]
        do {
            let store = try SQLiteDocumentStore(path: path)
            try store.createDocument(DocumentRecord(id: "w", title: "Ten", blocks: blocks))
            created = try store.syncOutbox()
        }
        let raw = RawDatabase(path: path)
        Self.undoVersionTwelve(raw)
        for index in OutboxBulkRowLookup.allCases.map(\.indexName) {
            #expect(raw.execute("DROP INDEX \(index)") == 0)
        }
        #expect(raw.dropTablesAddedAtVersion13())
        #expect(raw.dropTablesAddedAtVersion15())
        #expect(raw.execute("PRAGMA user_version = 10") == 0)

        let upgraded = try SQLiteDocumentStore(path: path)
        #expect(RawDatabase(path: path).rows("PRAGMA user_version") == [["17"]])
        #expect(
            RawDatabase(path: path).rows(
                "SELECT name FROM sqlite_master WHERE name LIKE 'sync_outbox_bulk_%' ORDER BY name")
                == [["sync_outbox_bulk_sessions"], ["sync_outbox_bulk_workouts"]])
        var edited = blocks[1]
        edited.data = ["text": "B, edited"]
        try upgraded.apply(StoreWrite(documentID: "w", upserts: [edited]))
        let outbox = try upgraded.syncOutbox()
        #expect(Array(outbox.prefix(created.count)) == created)
        #expect(outbox.count == created.count + 1)
    }

    /// A version 11 store gains where a paged push stopped (nothing yet), the set-aside table and the rebase queue;
    /// its waiting records are all still to send, and a sync sends them.
    @Test func aVersionElevenStoreGainsThePagedSyncTables() throws {
        let path = directory.path("eleven.sqlite")
        let created: [ChangeRecord]
        do {
            let store = try SQLiteDocumentStore(path: path)
            try store.createDocument(
                DocumentRecord(
                    id: "w", title: "Eleven",
                    blocks: [
                        BlockRecord(
                            id: "a", parentID: nil, order: try OrderKey("a0"), kind: "text", version: 1,
                            data: ["text": "A"])
                    ]))
            created = try store.syncOutbox()
        }
        let raw = RawDatabase(path: path)
        Self.undoVersionTwelve(raw)
        #expect(raw.dropTablesAddedAtVersion13())
        #expect(raw.dropTablesAddedAtVersion15())
        #expect(raw.execute("PRAGMA user_version = 11") == 0)

        let upgraded = try SQLiteDocumentStore(path: path)
        let after = RawDatabase(path: path)
        #expect(after.rows("PRAGMA user_version") == [["17"]])
        #expect(after.rows("SELECT pushed_through FROM sync_state") == [["0"]])
        #expect(after.rows("SELECT count(*) FROM sync_set_aside") == [["0"]])
        #expect(after.rows("SELECT count(*) FROM sync_rebase_workouts") == [["0"]])
        #expect(try upgraded.syncOutbox() == created)
        #expect(try upgraded.syncStatus().setAsideCount == 0)
        let server = ReferenceServer()
        try upgraded.sync(with: server)
        #expect(server.state.workouts["w"]?.liveBlocks.count == 1)
        #expect(try upgraded.syncStatus().outboxCount == 0)
    }
}
