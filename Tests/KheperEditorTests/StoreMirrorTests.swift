import Foundation
import Kheper
import KheperEditor
import KheperSQLite
import KheperTestSupport
import Testing

/// The embedded SQLite store and the in-memory store stay equal, step by step, under real editing sessions.
@Suite struct StoreMirrorTests {
    @Test(arguments: EditorPropertyTests.seeds)
    func sqliteAndInMemoryStoresStayEqual(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let registry = Fixtures.registry
        let memory = InMemoryDocumentStore()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-\(UUID().uuidString).sqlite")
            .path
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let sqlite = try SQLiteDocumentStore(path: path)
        var session = try DocumentSession.importing(
            try EditorPropertyTests.randomDocument(&random), store: memory, registry: registry)
        let id = session.document.id
        try sqlite.createDocument(try #require(try memory.loadDocument(id: id)))
        var mirrored = memory.appliedWrites.count
        for step in 0..<120 {
            _ = try? session.perform { editor throws(EditorError) in
                try EditorPropertyTests.randomOperation(&editor, &random)
            }
            for write in memory.appliedWrites.dropFirst(mirrored) { try sqlite.apply(write) }
            mirrored = memory.appliedWrites.count
            let expected = try #require(try memory.loadDocument(id: id))
            let actual = try #require(try sqlite.loadDocument(id: id))
            #expect(Self.comparable(actual) == Self.comparable(expected), "step \(step), seed \(seed)")
        }
        let reopened = try DocumentSession(loading: id, store: sqlite, registry: registry)
        #expect(reopened.document == session.document, "seed \(seed)")
        #expect(reopened.editor.history == session.editor.history, "seed \(seed)")
    }

    /// A record with its blocks and history in a fixed order and without the modification time.
    static func comparable(_ record: DocumentRecord) -> DocumentRecord {
        var copy = record
        copy.blocks.sort { $0.id < $1.id }
        copy.history.sort { $0.position < $1.position }
        copy.modifiedAt = Date(timeIntervalSinceReferenceDate: 0)
        return copy
    }
}
