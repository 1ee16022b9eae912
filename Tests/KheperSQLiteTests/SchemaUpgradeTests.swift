import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import Testing

/// A store written before the schema kept its own invariants is upgraded in place, repairing what concurrent
/// writers left behind, without losing a row.
@Suite struct SchemaUpgradeTests {
    let directory = TemporaryDirectory()

    /// A version-1 store, as the first release wrote it, holding the damage issue 9 measured: two root blocks and
    /// two children sharing keys, and a block whose parent was removed.
    func makeVersionOneStore() -> String {
        let path = directory.path("v1.sqlite")
        let database = RawDatabase(path: path)
        let row = { (id: String, parent: String?, key: String) in
            "('\(id)', 'w', \(parent.map { "'\($0)'" } ?? "NULL"), '\(key)', 'text', 1, '{\"text\":\"\(id)\"}', '{}', 0)"
        }
        let rows = [
            row("a", nil, "a0"), row("b", nil, "a0"), row("c", nil, "a1"), row("s", nil, "a2"),
            row("s1", "s", "a0"), row("s2", "s", "a0"), row("s3", "s", "a0"), row("orphan", "gone", "a0"),
        ]
        _ = database.execute(
            """
            CREATE TABLE workouts (id TEXT PRIMARY KEY, title TEXT NOT NULL, extra TEXT NOT NULL,
                history_cursor INTEGER NOT NULL, modified_at REAL NOT NULL);
            CREATE TABLE blocks (id TEXT NOT NULL, workout_id TEXT NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
                parent_id TEXT, order_key TEXT NOT NULL, type TEXT NOT NULL, version INTEGER NOT NULL,
                data TEXT NOT NULL, extra TEXT NOT NULL, raw_node INTEGER NOT NULL, PRIMARY KEY (workout_id, id));
            CREATE INDEX blocks_by_parent ON blocks (workout_id, parent_id, order_key);
            CREATE TABLE history (workout_id TEXT NOT NULL REFERENCES workouts(id) ON DELETE CASCADE,
                position INTEGER NOT NULL, payload TEXT NOT NULL, PRIMARY KEY (workout_id, position));
            INSERT INTO workouts VALUES ('w', 'Old', '{}', 0, 0);
            INSERT INTO blocks VALUES \(rows.joined(separator: ", "));
            PRAGMA application_id = \(0x4B48_5052);
            PRAGMA user_version = 1;
            """)
        return path
    }

    @Test func anOldStoreIsRepairedWithoutLosingABlock() throws {
        let path = makeVersionOneStore()
        let store = try SQLiteDocumentStore(path: path)
        let record = try #require(try store.loadDocument(id: "w"))
        let blocks = Dictionary(uniqueKeysWithValues: record.blocks.map { ($0.id.rawValue, $0) })
        #expect(blocks.keys.sorted() == ["a", "b", "c", "orphan", "s", "s1", "s2", "s3"])
        // Every payload is as it was.
        for (id, block) in blocks { #expect(block.data == ["text": .string(id)]) }
        // Siblings now have distinct keys, and the first of each tie keeps its key and place.
        var byParent: [BlockID?: [BlockRecord]] = [:]
        for block in record.blocks { byParent[block.parentID, default: []].append(block) }
        for (parent, siblings) in byParent {
            #expect(Set(siblings.map(\.order)).count == siblings.count, "siblings of \(String(describing: parent))")
        }
        #expect(blocks["a"]?.order.rawValue == "a0" && blocks["s1"]?.order.rawValue == "a0")
        #expect(blocks["c"].map { blocks["b"]!.order < $0.order } == true)
        // The orphan is kept, at the end of the top level.
        #expect(blocks["orphan"]?.parentID == nil)
        #expect(byParent[nil]?.map(\.order).max() == blocks["orphan"]?.order)
        #expect(try store.checkIntegrity().isEmpty)
    }

    @Test func theUpgradedStoreRefusesRowsThatBreakItsInvariants() throws {
        let store = try SQLiteDocumentStore(path: makeVersionOneStore())
        let orphan = #expect(throws: StoreError.self) {
            try store.apply(StoreWrite(documentID: "w", upserts: [block("x", parent: "nowhere", order: "a5")]))
        }
        #expect(orphan?.code == .conflict)
        let twin = #expect(throws: StoreError.self) {
            try store.apply(StoreWrite(documentID: "w", upserts: [block("y", order: "a0")]))
        }
        #expect(twin?.code == .conflict)
        let parentGone = #expect(throws: StoreError.self) {
            try store.apply(StoreWrite(documentID: "w", deletions: ["s"]))
        }
        #expect(parentGone?.code == .conflict)
        #expect(try store.loadDocument(id: "w")?.blocks.count == 8)
    }
}
