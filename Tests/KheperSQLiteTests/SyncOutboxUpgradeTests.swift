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
            try log.workouts.createWorkout(WorkoutRecord(id: "w", title: "Kept", blocks: blocks))
            try log.importing { try $0.record(TrainingLogContractTests.session(1)) }
        }
        let raw = RawDatabase(path: path)
        #expect(raw.execute("DROP TABLE sync_outbox") == 0)
        #expect(raw.execute("DROP TABLE sync_state") == 0)
        #expect(raw.execute("PRAGMA user_version = 6") == 0)

        let upgraded = try SQLiteWorkoutStore(path: path)
        #expect(RawDatabase(path: path).rows("PRAGMA user_version") == [["9"]])
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
        #expect(try upgraded.loadWorkout(id: "w")?.blocks.count == 2)
    }

    /// Bringing a block back looks for its unsent delete on every insert; through the index, not a scan of the
    /// whole outbox, so an edit costs the same however long the device went without syncing.
    @Test func unsentDeletesAreFoundThroughAnIndex() throws {
        let path = directory.path("deletes.sqlite")
        _ = try SQLiteWorkoutStore(path: path)
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
}
