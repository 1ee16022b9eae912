import Foundation
import KheperCore
import KheperEditor
import KheperSQLite
import Testing

/// Autosaves leave their pages in the write-ahead log, durable, until the editor's idle upkeep checkpoints it.
@Suite struct IdleCheckpointTests {
    /// Blocks whose data spans about ten pages, so 120 autosaves log more pages than SQLite's default bound of
    /// 1,000 and would have checkpointed on some key's path.
    static let saves = 120

    @Test func autosavesStayInTheLogUntilIdleUpkeepAndAKillLosesNone() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("edit.sqlite")
        let store = try SQLiteDocumentStore(path: path)
        try store.createDocument(DocumentRecord(id: "w", title: "T", blocks: []))
        let text = String(repeating: "x", count: 36_000)
        for (index, key) in try OrderKey.rebalanced(count: Self.saves).enumerated() {
            let saved = block("b\(index)", order: key.rawValue, data: ["text": .string(text)])
            try store.apply(StoreWrite(documentID: "w", upserts: [saved]))
        }

        // The files as a SIGKILL leaves them now: the log holds every acknowledged save.
        let killed = directory.path("killed.sqlite")
        try copy(path, to: killed, withLog: true)
        #expect(try SQLiteDocumentStore(path: killed).loadDocument(id: "w")?.blocks.count == Self.saves)
        // The database file alone lacks most of them: no save paid for a checkpoint.
        let before = directory.path("before.sqlite")
        try copy(path, to: before, withLog: false)
        #expect(blockCount(in: before) < Self.saves / 2)

        try store.performIdleUpkeep()
        let after = directory.path("after.sqlite")
        try copy(path, to: after, withLog: false)
        #expect(blockCount(in: after) == Self.saves)
        #expect(try store.loadDocument(id: "w")?.blocks.count == Self.saves)
    }

    @Test func idleUpkeepOnAReadOnlyStoreWritesNothing() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("read.sqlite")
        try SQLiteDocumentStore(path: path).createDocument(DocumentRecord(id: "w", title: "T", blocks: [block("a")]))
        let reader = try SQLiteDocumentStore(path: path, access: .readOnly)
        try reader.performIdleUpkeep()
        #expect(try reader.loadDocument(id: "w")?.blocks.count == 1)
    }

    /// Copies the database file, and its write-ahead log when `withLog`, to `target`.
    private func copy(_ path: String, to target: String, withLog: Bool) throws {
        try FileManager.default.copyItem(atPath: path, toPath: target)
        if withLog, FileManager.default.fileExists(atPath: path + "-wal") {
            try FileManager.default.copyItem(atPath: path + "-wal", toPath: target + "-wal")
        }
    }

    /// The block rows in the file at `path` read without any log; 0 when the table is not in the file yet.
    private func blockCount(in path: String) -> Int {
        Int(RawDatabase(path: path).rows("SELECT count(*) FROM blocks").first?.first ?? "0") ?? 0
    }
}
