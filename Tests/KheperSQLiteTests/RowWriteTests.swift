import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import Testing

/// An autosave writes only the rows it names: a move is one block row.
@Suite struct RowWriteTests {
    @Test func aMoveWritesExactlyOneBlockRow() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let store = try SQLiteWorkoutStore(path: path)
        let keys = try OrderKey.keys(between: nil, nil, count: 50)
        let blocks = keys.enumerated().map { index, key in
            BlockRecord(
                id: BlockID("b\(index)"), parentID: index < 10 ? nil : BlockID("b\(index % 10)"), order: key,
                kind: "text",
                version: 1, data: ["text": .string("Block \(index)")])
        }
        try store.createWorkout(WorkoutRecord(id: "w", title: "Fifty", blocks: blocks))
        // The workout's creation is one bulk row in the outbox; the first edit expands it into the records it
        // stands for (SyncOutbox.materialize), so measure the edit after that one.
        var first = blocks[41]
        first.parentID = "b2"
        try store.apply(StoreWrite(workoutID: "w", upserts: [first]))
        let inspector = RawDatabase(path: path)
        let query = "SELECT * FROM blocks ORDER BY workout_id, id"
        let before = inspector.rows(query)

        var moved = blocks[42]
        moved.parentID = "b3"
        moved.order = try OrderKey.between(nil, keys[0])
        let rowsBefore = store.rowsWritten
        try store.apply(
            StoreWrite(
                workoutID: "w", upserts: [moved],
                history: HistoryChange(upserts: [HistoryEntry(position: 0, payload: ["move": "b42"])], cursor: 1)))

        // SQLite's own count: the block row, the history entry, the workout's row (cursor, modified time), the
        // move's record in the sync outbox and the sync state's next sequence number.
        #expect(store.rowsWritten - rowsBefore == 5)
        let after = inspector.rows(query)
        #expect(after.count == before.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.1.first == "b42")
        #expect(inspector.rows("SELECT count(*) FROM history") == [["1"]])
    }
}
