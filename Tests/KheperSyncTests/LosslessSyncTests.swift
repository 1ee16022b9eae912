import Foundation
import KheperCore
import KheperEditor
import KheperJSON
import KheperOrderKeys
import KheperPostgres
import KheperSQLite
import KheperSync
import KheperTestSupport
import Synchronization
import Testing

/// What the editor never changes but a user's data holds must survive sync too: a workout envelope's extra
/// members, a block's extra node members changed after its insert, and a malformed node kept raw. Each test runs
/// against the reference server and against PostgreSQL (whose outcomes are also compared with the reference's).
@Suite struct LosslessSyncTests {
    enum ServerKind: String, CaseIterable, Sendable {
        case reference
        case postgres
    }

    /// A server of `kind`, with a cleanup that drops its database.
    static func server(_ kind: ServerKind) throws -> (any SimulatedServer, () -> Void) {
        switch kind {
        case .reference:
            return (ReferenceServer(), {})
        case .postgres:
            let cluster = try TestPostgresCluster.connectionString()
            let suffix = UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
            let database = "kheper_lossless_\(suffix)"
            let root = try PostgresConnection(cluster)
            try root.query("CREATE DATABASE \(database)")
            let admin = try PostgresConnection(cluster, database: database)
            try ServerSchema.migrate(admin)
            let user = try ServerUsers.add("klossless_\(suffix)", on: admin)
            let server = try PostgresSimulatedServer(connectionString: user.connectionString)
            return (
                server,
                {
                    _ = try? root.query("DROP DATABASE IF EXISTS \(database) WITH (FORCE)")
                    _ = try? root.query("DROP ROLE IF EXISTS klossless_\(suffix)")
                }
            )
        }
    }

    static let rawNode: JSONValue = ["id": "r1", "type": 7, "data": "not an object", "stray": [1, "two"]]

    /// Workout "w": an envelope with extra members, b1 a text block with extra members, r1 a malformed node kept
    /// raw (its `data` the whole node as written, not a block's data).
    static func workout() -> DocumentRecord {
        DocumentRecord(
            id: "w", title: "Day", extraFields: ["app": ["theme": "dark"], "schemaHint": 3],
            blocks: [
                BlockRecord(
                    id: "b1", parentID: nil, order: SyncFixtures.key("a0"), kind: "text", version: 1,
                    data: ["text": "Warm up"], extraFields: ["color": "red", "keep": 1]),
                BlockRecord(
                    id: "r1", parentID: nil, order: SyncFixtures.key("a1"), kind: "7", version: 1, data: rawNode,
                    isRawNode: true),
            ])
    }

    static func row(_ id: BlockID, in store: SQLiteDocumentStore) throws -> BlockRecord {
        try #require(try store.loadDocument(id: "w")?.blocks.first { $0.id == id })
    }

    @Test(arguments: ServerKind.allCases)
    func extraMembersAndRawNodesReachAnotherDevice(kind: ServerKind) throws {
        let (server, cleanup) = try Self.server(kind)
        defer { cleanup() }
        let (phone, phonePath) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(phonePath) }
        let (laptop, laptopPath) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(laptopPath) }

        try phone.createDocument(Self.workout())
        try phone.sync(with: server)
        try laptop.sync(with: server)
        let copy = try #require(try laptop.loadDocument(id: "w"))
        #expect(copy.extraFields == ["app": ["theme": "dark"], "schemaHint": 3])
        #expect(try Self.row("b1", in: laptop).extraFields == ["color": "red", "keep": 1])
        let raw = try Self.row("r1", in: laptop)
        #expect(raw.isRawNode && raw.data == Self.rawNode && raw.kind == "7")

        // The phone changes b1's extra members (one set, one added, one removed) and the raw node's text; the
        // laptop meanwhile edits b1's data, so the two merge member by member.
        var b1 = try Self.row("b1", in: phone)
        b1.extraFields = ["color": "blue", "added": [1, 2]]
        var r1 = try Self.row("r1", in: phone)
        r1.data = ["id": "r1", "type": 8]
        try phone.apply(StoreWrite(documentID: "w", upserts: [b1, r1]))
        let outbox = try phone.syncOutbox().map(\.intent)
        #expect(
            outbox.contains(
                .updateBlock(
                    workout: "w", block: "b1", fields: JSONObject(), kind: nil,
                    extra: ["color": "blue", "added": [1, 2], "keep": nil])))
        #expect(
            outbox.contains(
                .updateBlock(
                    workout: "w", block: "r1", fields: JSONObject(), kind: nil, extra: JSONObject(),
                    raw: RawChange(data: ["id": "r1", "type": 8], isRawNode: true))))
        var laptopB1 = try Self.row("b1", in: laptop)
        laptopB1.data = ["text": "Warm up slowly"]
        try laptop.apply(StoreWrite(documentID: "w", upserts: [laptopB1]))

        try phone.sync(with: server)
        try laptop.sync(with: server)
        try phone.sync(with: server)
        for store in [phone, laptop] {
            let merged = try Self.row("b1", in: store)
            #expect(merged.extraFields == ["color": "blue", "added": [1, 2]])
            #expect(merged.data == ["text": "Warm up slowly"])
            let rawNow = try Self.row("r1", in: store)
            #expect(rawNow.isRawNode && rawNow.data == ["id": "r1", "type": 8])
            #expect(try store.loadDocument(id: "w")?.extraFields == ["app": ["theme": "dark"], "schemaHint": 3])
            #expect(try store.syncShadow() == (try server.state))
        }
        if let postgres = server as? PostgresSimulatedServer {
            let mismatches = postgres.mismatches.withLock { $0 }
            #expect(mismatches.isEmpty, "\(mismatches)")
            #expect(try postgres.state == postgres.oracle.state)
        }
    }

    @Test func recordsCarryExtraAndRawMembersInTheirJSON() throws {
        let put = ChangeRecord(
            client: "c", seq: 1, base: 0, intent: .putWorkout(workout: "w", title: "T", extra: ["app": 1]))
        #expect(put.json.objectValue?["extra"] == ["app": 1])
        let update = ChangeRecord(
            client: "c", seq: 2, base: 0,
            intent: .updateBlock(
                workout: "w", block: "b", fields: JSONObject(), kind: nil, extra: ["note": nil],
                raw: RawChange(data: "text", isRawNode: true)))
        let object = try #require(update.json.objectValue)
        #expect(object["extra"] == ["note": nil] && object["raw"] == true && object["data"] == "text")
        let insert = ChangeRecord(
            client: "c", seq: 3, base: 0,
            intent: .insertBlock(
                workout: "w",
                block: SyncBlock(
                    id: "r", parent: nil, order: SyncFixtures.key("a0"), type: "?", version: 1, data: [1],
                    isRawNode: true)))
        #expect(insert.json.objectValue?["raw"] == true)
        for record in [put, update, insert] {
            #expect(try ChangeRecord(json: record.json) == record)
        }
        // Without the new members a record reads as before: no extra change, not raw.
        let plain = ChangeRecord(
            client: "c", seq: 4, base: 0,
            intent: .updateBlock(workout: "w", block: "b", fields: ["text": "x"], kind: nil))
        #expect(plain.json.objectValue?["extra"] == nil && plain.json.objectValue?["raw"] == nil)
        let bad: JSONValue = [
            "client": "c", "seq": 5, "base": 0, "op": "updateBlock", "workout": "w", "block": "b", "fields": [:],
            "raw": "yes", "data": 1,
        ]
        let error = #expect(throws: SyncError.self) { try ChangeRecord(json: bad) }
        #expect(error?.message == "the member \"raw\" is \"yes\"; expected true or false")
    }

    /// The shadow is rows: a sync after one edit writes a few rows, not one per block of the user's data.
    @Test func aSyncWritesOnlyTheShadowRowsThatChanged() throws {
        let (store, path) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(path) }
        let server = ReferenceServer()
        let keys = try OrderKey.keys(between: nil, nil, count: 300)
        for workout in ["a", "b"] {
            let rows = keys.enumerated().map { index, key in
                BlockRecord(
                    id: BlockID("\(workout)\(index)"), parentID: nil, order: key, kind: "text", version: 1,
                    data: ["text": .string("row \(index)")])
            }
            try store.createDocument(DocumentRecord(id: DocumentID(workout), title: workout, blocks: rows))
        }
        try store.sync(with: server)
        var row = try #require(try store.loadDocument(id: "a")?.blocks.first)
        row.data = ["text": "edited"]
        try store.apply(StoreWrite(documentID: "a", upserts: [row]))
        let before = store.rowsWritten
        try store.sync(with: server)
        let written = store.rowsWritten - before
        // The outbox row deleted, one shadow block row, the sync state twice; well under the 600 blocks.
        #expect(written <= 10, "\(written) rows written")
        #expect(try store.syncShadow() == server.state)
    }

    /// A value `jsonb` cannot hold (a string with U+0000) never reaches PostgreSQL: the device sets its record aside
    /// with the reason, keeping the value there, and the rest of the workout syncs.
    @Test func aValueTheServerCannotHoldIsSetAsideAndTheRestSyncs() throws {
        let (server, cleanup) = try Self.server(.postgres)
        defer { cleanup() }
        let (store, path) = try DeviceSyncTests.store()
        defer { DeviceSyncTests.remove(path) }
        let data: JSONValue = ["text": "nul \u{0} inside"]
        try store.createDocument(
            DocumentRecord(
                id: "w", title: "Day",
                blocks: [
                    BlockRecord(
                        id: "b", parentID: nil, order: SyncFixtures.key("a0"), kind: "text", version: 1, data: data)
                ]))
        let report = try store.sync(with: server)
        #expect(report.outcomes.map(\.status) == [.applied])
        #expect(
            report.setAside.map(\.reason) == [
                "The text at data.text holds the character U+0000 (NUL), which the server cannot store; expected text "
                    + "without it."
            ])
        #expect(try store.syncOutbox().isEmpty)
        let kept = try store.setAsideRecords()
        guard case .insertBlock(_, let block) = kept.first?.record.intent else {
            Issue.record("the set-aside record is not the insert: \(kept)")
            return
        }
        #expect(block.data == data)
        #expect(try server.log.map(\.change.intent.operation) == ["putWorkout"])
        #expect(try store.loadDocument(id: "w")?.blocks.isEmpty == true)
    }
}
