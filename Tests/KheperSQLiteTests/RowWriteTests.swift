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
        let store = try SQLiteDocumentStore(path: path)
        let keys = try OrderKey.keys(between: nil, nil, count: 50)
        let blocks = keys.enumerated().map { index, key in
            BlockRecord(
                id: BlockID("b\(index)"), parentID: index < 10 ? nil : BlockID("b\(index % 10)"), order: key,
                kind: "text",
                version: 1, data: ["text": .string("Block \(index)")])
        }
        try store.createDocument(DocumentRecord(id: "w", title: "Fifty", blocks: blocks))
        // The workout's creation is one bulk row in the outbox; the first edit expands it into the records it
        // stands for (SyncOutbox.materialize), so measure the edit after that one.
        var first = blocks[41]
        first.parentID = "b2"
        try store.apply(StoreWrite(documentID: "w", upserts: [first]))
        // Every row the move writes to the editing tables, counted by triggers (an unchanged row written again
        // counts too); the sync layer's own bookkeeping is its tests' business.
        let inspector = RawDatabase(path: path)
        #expect(inspector.execute("CREATE TABLE row_writes (name TEXT NOT NULL)") == 0)
        for table in ["workouts", "blocks", "history"] {
            for event in ["INSERT", "UPDATE", "DELETE"] {
                let trigger =
                    "CREATE TRIGGER count_\(table)_\(event) AFTER \(event) ON \(table) "
                    + "BEGIN INSERT INTO row_writes VALUES ('\(table)'); END"
                #expect(inspector.execute(trigger) == 0)
            }
        }
        let query = "SELECT * FROM blocks ORDER BY workout_id, id"
        let before = inspector.rows(query)

        var moved = blocks[42]
        moved.parentID = "b3"
        moved.order = try OrderKey.between(nil, keys[0])
        try store.apply(
            StoreWrite(
                documentID: "w", upserts: [moved],
                history: HistoryChange(upserts: [HistoryEntry(position: 0, payload: ["move": "b42"])], cursor: 1)))

        // The block row, the history entry, and the workout's row (its undo cursor and modified time).
        let written = inspector.rows("SELECT name, count(*) FROM row_writes GROUP BY name ORDER BY name")
        #expect(written == [["blocks", "1"], ["history", "1"], ["workouts", "1"]])
        let after = inspector.rows(query)
        #expect(after.count == before.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.1.first == "b42")
    }
}
