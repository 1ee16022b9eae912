import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import KheperSync
import KheperTrainingLog
import Testing

/// A bulk write puts one row in the outbox however many records it stands for, and reserves their seqs.
@Suite struct BulkOutboxRowTests {
    @Test func anImportedSessionIsOneOutboxRowThatReservesItsSeqs() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let store = try SQLiteDocumentStore(path: path)
        var session = LoggedSession(
            id: "s1", title: nil, start: Date(timeIntervalSince1970: 1_700_000_000), source: .strong,
            exercises: [PerformedExercise(name: "Squat")])
        for order in 1...50 { session.exercises[0].sets.append(PerformedSet(order: order, reps: 5)) }
        try SQLiteTrainingLogStore(sharing: store).importing { writer in _ = try writer.record(session) }

        let raw = RawDatabase(path: path)
        #expect(
            raw.rows("SELECT seq, json_extract(record, '$.op'), json_extract(record, '$.count') FROM sync_outbox")
                == [["1", "bulkLogSets", "50"]])
        #expect(raw.rows("SELECT next_seq FROM sync_state") == [["51"]])
        #expect(try store.syncOutbox().map(\.seq) == Array(1...50))
        #expect(try store.syncStatus().outboxCount == 50)
    }

    @Test func theSessionsOfImportsReserveConsecutiveSeqs() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let store = try SQLiteDocumentStore(path: path)
        func session(_ id: String, day: Double, sets: Int) -> LoggedSession {
            var session = LoggedSession(
                id: id, title: nil, start: Date(timeIntervalSince1970: 1_700_000_000 + day * 86_400), source: .strong,
                exercises: [PerformedExercise(name: "Squat")])
            for order in 1...sets { session.exercises[0].sets.append(PerformedSet(order: order, reps: order)) }
            return session
        }
        let log = SQLiteTrainingLogStore(sharing: store)
        try log.importing { writer in
            for (index, sets) in [2, 40, 1].enumerated() {
                _ = try writer.record(session("s\(index)", day: Double(index), sets: sets))
            }
        }
        try log.importing { writer in _ = try writer.record(session("s3", day: 3, sets: 3)) }

        let raw = RawDatabase(path: path)
        #expect(
            raw.rows("SELECT seq, json_extract(record, '$.session'), json_extract(record, '$.count') FROM sync_outbox")
                == [["1", "s0", "2"], ["3", "s1", "40"], ["43", "s2", "1"], ["44", "s3", "3"]])
        #expect(raw.rows("SELECT next_seq FROM sync_state") == [["47"]])
        #expect(try store.syncOutbox().map(\.seq) == Array(1...46))
        #expect(raw.rows("SELECT count(*), sum(reps) FROM log_sets WHERE session_id = 's1'") == [["40", "820"]])
    }

    @Test func aNewWorkoutIsOneOutboxRowUntilItsFirstEdit() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let store = try SQLiteDocumentStore(path: path)
        let keys = try OrderKey.keys(between: nil, nil, count: 20)
        let blocks = keys.enumerated().map { index, key in
            BlockRecord(
                id: BlockID("b\(index)"), parentID: nil, order: key, kind: "text", version: 1,
                data: ["text": .string("Block \(index)")])
        }
        try store.createDocument(DocumentRecord(id: "w", title: "Twenty", blocks: blocks))
        let raw = RawDatabase(path: path)
        #expect(
            raw.rows("SELECT seq, json_extract(record, '$.op'), json_extract(record, '$.count') FROM sync_outbox")
                == [["1", "bulkWorkout", "21"]])
        let created = try store.syncOutbox()
        #expect(created.map(\.seq) == Array(1...21))

        var moved = blocks[5]
        moved.parentID = "b1"
        try store.apply(StoreWrite(documentID: "w", upserts: [moved]))
        #expect(
            raw.rows("SELECT count(*) FROM sync_outbox WHERE json_extract(record, '$.op') = 'bulkWorkout'") == [["0"]])
        let outbox = try store.syncOutbox()
        #expect(Array(outbox.prefix(21)) == created)
        #expect(outbox.map(\.seq) == Array(1...22))
        #expect(try store.syncStatus().outboxCount == 22)
    }
}
